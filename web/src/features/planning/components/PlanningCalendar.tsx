import { Calendar, Flex, Select, Tag, theme } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PlanningQuery } from '../../../gql/graphql';
import { useFormat } from '../../../lib/format/useFormat';

type Entry = PlanningQuery['planning']['orders'][number];

/** Border colour by priority: the urgent ones stand out on a busy month. */
function usePriorityColours() {
  const { token } = theme.useToken();
  return { URGENT: token.colorError, HIGH: token.colorWarning, MEDIUM: token.colorPrimary, LOW: token.colorBorder };
}

interface Props {
  month: Dayjs;
  entries: readonly Entry[];
  type: string | undefined;
  onMonth: (month: Dayjs) => void;
  onType: (type: string | undefined) => void;
}

/** The month grid (antd Calendar): each day lists its orders, coloured by type and priority. */
export function PlanningCalendar({ month, entries, type, onMonth, onType }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const priority = usePriorityColours();
  const byDay = new Map<string, Entry[]>();
  for (const entry of entries) byDay.set(entry.day, [...(byDay.get(entry.day) ?? []), entry]);
  const cell = (date: Dayjs) =>
    (byDay.get(date.format('YYYY-MM-DD')) ?? []).map(({ order }) => (
      <Tag
        key={order.id}
        color={order.type === 'PREVENTIVE' ? 'green' : 'volcano'}
        style={{ borderInlineStartWidth: 4, borderInlineStartColor: priority[order.priority], display: 'block' }}
        data-testid="planning-order"
      >
        <Link to={`/work-orders/${order.id}`}>
          <bdi>{order.number}</bdi> {order.title}
        </Link>
      </Tag>
    ));
  return (
    <Calendar
      value={month}
      mode="month"
      onPanelChange={(date) => onMonth(date.startOf('month'))}
      onSelect={(date, { source }) => source !== 'date' && onMonth(date.startOf('month'))}
      cellRender={(date, info) => (info.type === 'date' ? cell(date) : info.originNode)}
      headerRender={({ value, onChange }) => (
        <Flex gap={8} justify="end" style={{ padding: 8 }}>
          <Select
            aria-label={t('planning.filters.type')}
            allowClear
            placeholder={t('planning.filters.type')}
            value={type}
            onChange={onType}
            style={{ minWidth: 160 }}
            options={['PREVENTIVE', 'CORRECTIVE'].map((value) => ({ value, label: t(`planning.types.${value}`) }))}
          />
          <Select
            aria-label={t('planning.month')}
            value={value.month()}
            onChange={(m) => onChange(value.clone().month(m))}
            options={Array.from({ length: 12 }, (_, m) => ({ value: m, label: format.month(m) }))}
          />
        </Flex>
      )}
    />
  );
}
