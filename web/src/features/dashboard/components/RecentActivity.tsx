import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/format/useFormat';
import { Panel, Rows } from './Panel';

interface Entry {
  id: string;
  entityType: string;
  entityId: string;
  label?: string | null;
  action: string;
  actorName?: string | null;
  at: string;
}

/** Where an entry's record lives, for the types that have a page. */
const PAGES: Record<string, (id: string) => string> = {
  equipment: (id) => `/equipment/${id}`,
  spare_part: (id) => `/inventory/${id}`,
  work_order: (id) => `/work-orders/${id}`,
};

/** The farm's newest audit entries: who did what to which record, and when. */
export function RecentActivity({ entries }: { entries: readonly Entry[] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const format = useFormat();
  const secondary = { color: token.colorTextSecondary };
  return (
    <Panel title={t('dashboard.activity.title')} testId="dashboard-activity">
      <Rows
        items={entries}
        rowKey={(entry) => entry.id}
        empty={<p style={{ ...secondary, margin: 0 }}>{t('dashboard.activity.empty')}</p>}
      >
        {(entry) => {
          const page = PAGES[entry.entityType];
          const name = <bdi>{entry.label ?? t(`dashboard.activity.types.${entry.entityType}`, entry.entityType)}</bdi>;
          return (
            <>
              <div style={{ marginBottom: token.marginXXS, fontWeight: token.fontWeightStrong }}>
                {page ? (
                  <Link to={page(entry.entityId)} className="fm-quiet-link">
                    {name}
                  </Link>
                ) : (
                  name
                )}
              </div>
              <div style={secondary}>
                {t('dashboard.activity.line', {
                  actor: entry.actorName ?? t('dashboard.activity.someone'),
                  action: t(`dashboard.activity.actions.${entry.action}`, entry.action),
                  when: format.relative(entry.at),
                })}
              </div>
            </>
          );
        }}
      </Rows>
    </Panel>
  );
}
