import { Flex, Spin } from 'antd';
import { Fragment, type ReactNode } from 'react';

interface ListCardsProps<Row> {
  rows: Row[];
  loading: boolean;
  card: (row: Row) => ReactNode;
  testId: string;
}

/** The list on phones: one card a row instead of a table that would scroll sideways. */
export function ListCards<Row extends { id: string }>({ rows, loading, card, testId }: ListCardsProps<Row>) {
  return (
    <Spin spinning={loading}>
      <Flex vertical gap="small" data-testid={testId}>
        {rows.map((row) => (
          <Fragment key={row.id}>{card(row)}</Fragment>
        ))}
      </Flex>
    </Spin>
  );
}
