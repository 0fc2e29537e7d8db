import { Empty, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BeforeAfter } from '../../../components/audit/BeforeAfter';
import { getFragmentData, type FragmentType } from '../../../__generated__';
import { auditChanges } from '../../../lib/audit/auditChanges';
import { useFormatters } from '../hooks/useFormatters';
import { ENUM_FIELDS } from '../model/auditEnumFields';
import { HistoryTab_equipment } from './historyFragment';

const DATE_FIELDS = new Set(['purchaseDate', 'warrantyEnd']);

/** The audit trail: who did what when, with each changed field's before → after. */
export function HistoryTab(props: { equipment: FragmentType<typeof HistoryTab_equipment> }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { history } = getFragmentData(HistoryTab_equipment, props.equipment);
  if (!history.length) return <Empty description={t('equipment.history.empty')} />;
  const show = (field: string, value: unknown) => {
    if (value === null || value === undefined || value === '') return '—';
    if (ENUM_FIELDS[field])
      return t(`equipment.${ENUM_FIELDS[field]}.${String(value)}`, { defaultValue: String(value) });
    if (field === 'purchaseCost' && typeof value === 'number') return format.money(value);
    if (DATE_FIELDS.has(field) && typeof value === 'string') return format.date(value);
    return typeof value === 'number' ? format.number(value) : String(value);
  };
  return (
    <Timeline
      data-testid="equipment-history"
      items={history.map((entry) => ({
        key: entry.id,
        content: (
          <>
            <Typography.Text>
              <Tag>{t(`equipment.history.actions.${entry.action}`, { defaultValue: entry.action })}</Tag>
              {t('equipment.history.byAt', { who: entry.actorName ?? '—', when: format.dateTime(entry.at) })}
            </Typography.Text>
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {auditChanges(entry.changes).map((change) => (
                <li key={change.field}>
                  <Typography.Text type="secondary">
                    {t(`equipment.fields.${change.field}`, { defaultValue: change.field })}:{' '}
                  </Typography.Text>
                  <BeforeAfter before={show(change.field, change.before)} after={show(change.field, change.after)} />
                </li>
              ))}
            </ul>
          </>
        ),
      }))}
    />
  );
}
