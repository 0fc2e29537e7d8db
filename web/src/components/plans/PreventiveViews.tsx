import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

const PATHS = { orders: '/work-orders/preventive', plans: '/work-orders/preventive/plans' } as const;

/**
 * The two sides of preventive maintenance: the orders, and the plans that open them. Shared
 * by both pages (features never import each other); its words are in the common file.
 */
export function PreventiveViews({ current }: { current: keyof typeof PATHS }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Segmented
      value={current}
      onChange={(view) => void navigate(PATHS[view])}
      options={(['orders', 'plans'] as const).map((view) => ({
        value: view,
        label: <span data-testid={`preventive-view-${view}`}>{t(`preventiveViews.${view}`)}</span>,
      }))}
      style={{ alignSelf: 'flex-start' }}
      data-testid="preventive-views"
    />
  );
}
