import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Active (the scheduler opens its orders) or paused (it skips the plan). */
export function PlanStateTag({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Tag
      color={active ? 'success' : 'default'}
      data-testid="plan-state"
      data-value={active ? 'ACTIVE' : 'PAUSED'}
      style={{ marginInlineEnd: 0 }}
    >
      {t(active ? 'plans.state.active' : 'plans.state.paused')}
    </Tag>
  );
}
