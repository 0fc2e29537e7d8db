import { Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format/useFormat';
import type { DayItems } from '../model/entries';
import { ForecastChip } from './ForecastChip';
import { OrderTag } from './OrderTag';

interface AgendaListProps {
  days: readonly string[];
  items: ReadonlyMap<string, DayItems>;
}

/**
 * The phone's calendar: the days that have orders or forecasts, each with its list, in
 * reading order. An order opens on a tap; moving one is done on a larger screen or its page.
 */
export function AgendaList({ days, items }: AgendaListProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const shown = days.filter((day) => items.has(day));
  if (!shown.length) return <Empty description={t('planning.agenda.empty')} data-testid="planning-agenda-empty" />;
  return (
    <Flex vertical gap={12} data-testid="planning-agenda">
      {shown.map((day) => {
        const { orders, forecasts } = items.get(day)!;
        return (
          <section key={day} data-testid="planning-agenda-day" data-day={day}>
            <Typography.Title level={5} style={{ marginBlock: 4 }}>
              {format.weekday(day)}
            </Typography.Title>
            <Flex vertical gap={4}>
              {orders.map((entry) => (
                <OrderTag key={entry.order.id} entry={entry} showTime />
              ))}
              {forecasts.map((forecast) => (
                <ForecastChip key={`${forecast.plan.id}|${forecast.key}`} forecast={forecast} />
              ))}
            </Flex>
          </section>
        );
      })}
    </Flex>
  );
}
