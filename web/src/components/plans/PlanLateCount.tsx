import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** How many of the plan's orders were done (or are still open) after their due day: PM compliance at a glance. */
export function PlanLateCount({ count }: { count: number }) {
  const { t, i18n } = useTranslation();
  if (!count) return null;
  return (
    <Tooltip title={t('plans.late.countHelp')}>
      <Tag color="warning" style={{ marginInlineEnd: 0 }} data-testid="plan-late-count">
        {t('plans.late.count', { count: new Intl.NumberFormat(i18n.language).format(count) })}
      </Tag>
    </Tooltip>
  );
}
