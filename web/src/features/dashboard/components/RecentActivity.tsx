import { Card, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/format/useFormat';

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
  const format = useFormat();
  return (
    <Card title={t('dashboard.activity.title')} size="small" data-testid="dashboard-activity">
      <List
        dataSource={[...entries]}
        locale={{ emptyText: t('dashboard.activity.empty') }}
        renderItem={(entry) => {
          const page = PAGES[entry.entityType];
          const name = <bdi>{entry.label ?? t(`dashboard.activity.types.${entry.entityType}`, entry.entityType)}</bdi>;
          return (
            <List.Item>
              <List.Item.Meta
                title={page ? <Link to={page(entry.entityId)}>{name}</Link> : name}
                description={
                  <Typography.Text type="secondary">
                    {t('dashboard.activity.line', {
                      actor: entry.actorName ?? t('dashboard.activity.someone'),
                      action: t(`dashboard.activity.actions.${entry.action}`, entry.action),
                      when: format.relative(entry.at),
                    })}
                  </Typography.Text>
                }
              />
            </List.Item>
          );
        }}
      />
    </Card>
  );
}
