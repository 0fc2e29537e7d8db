import { Empty, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BeforeAfter } from '../../../components/audit/BeforeAfter';
import { getFragmentData, type FragmentType } from '../../../__generated__';
import { auditChanges, type FieldChange } from '../../../lib/audit/auditChanges';
import { useFormat } from '../../../lib/format/useFormat';
import { isIdField, isUnlistedField, timelineValue } from '../model/timelineValue';
import { WorkOrderTimeline_workOrder } from './timelineFragment';

/**
 * One list of what happened to the order, newest first: creation, edits, assignments,
 * status changes with their reasons and readings, and what later panels (checklist) add.
 */
export function TimelinePanel(props: { order: FragmentType<typeof WorkOrderTimeline_workOrder> }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { timeline } = getFragmentData(WorkOrderTimeline_workOrder, props.order);
  if (!timeline.length) return <Empty description={t('workOrders.timeline.empty')} />;
  const show = (field: string, value: unknown) => timelineValue(field, value, t, format);
  const value = (change: FieldChange, created: boolean) => {
    if (isIdField(change.field)) return t('workOrders.timeline.changed');
    // A creation lists what the order started with; later entries say what became what
    // (an entry names what it is about, e.g. the checklist item, with the same before and after).
    const same = JSON.stringify(change.before) === JSON.stringify(change.after);
    if (created || change.before === null || same) return <bdi>{show(change.field, change.after)}</bdi>;
    return <BeforeAfter before={show(change.field, change.before)} after={show(change.field, change.after)} />;
  };
  return (
    <Timeline
      data-testid="wo-timeline"
      items={timeline.map((entry) => {
        const created = entry.action === 'CREATE';
        // A creation lists what the order started with; the machine and requester are on the page.
        const changes = auditChanges(entry.changes).filter(
          (change) =>
            !isUnlistedField(change.field) && !(created && (change.after === null || isIdField(change.field))),
        );
        return {
          key: entry.id,
          content: (
            <div data-testid="wo-timeline-entry" data-action={entry.action}>
              <Typography.Text>
                <Tag>{t(`workOrders.timeline.actions.${entry.action}`, { defaultValue: entry.action })}</Tag>
                {t('workOrders.timeline.byAt', { who: entry.actorName ?? '—', when: format.dateTime(entry.at) })}
              </Typography.Text>
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {changes.map((change) => (
                  <li key={change.field}>
                    <Typography.Text type="secondary">
                      {t(`workOrders.fields.${change.field.replace(/Id$/, '')}`, { defaultValue: change.field })}:{' '}
                    </Typography.Text>
                    {value(change, created)}
                  </li>
                ))}
              </ul>
            </div>
          ),
        };
      })}
    />
  );
}
