import { Flex, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { getFragmentData, type FragmentType } from '../../../../__generated__';
import { formatMoney } from '../../../../lib/format/formatMoney';
import { CostSummary_workOrder } from './costFragment';

const PARTS = ['parts', 'labour', 'total'] as const;

/** What the order cost so far, parts and labour, in its farm's currency (the server's sums). */
export function CostSummary({ order }: { order: FragmentType<typeof CostSummary_workOrder> }) {
  const { t, i18n } = useTranslation();
  const { cost } = getFragmentData(CostSummary_workOrder, order);
  return (
    <Flex gap={24} wrap style={{ marginBlockEnd: 8 }} data-testid="wo-cost">
      {PARTS.map((key) => (
        <Statistic
          key={key}
          title={t(`workOrders.cost.${key}`)}
          // The order's own currency: an order opened from a link of another farm is still right.
          value={formatMoney(cost[key], i18n.language, cost.currency)}
          styles={{ content: { fontSize: key === 'total' ? 20 : 16 } }}
          data-testid={`wo-cost-${key}`}
        />
      ))}
    </Flex>
  );
}
