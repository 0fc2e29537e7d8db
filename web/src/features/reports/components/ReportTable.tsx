import { Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPrinting } from '../hooks/usePrintMode';

interface ReportTableProps<Row> {
  rows: readonly Row[];
  columns: TableColumnsType<Row>;
  rowKey: (row: Row) => string;
  testId: string;
  /** A row after the others, such as the farm's totals under its machines. */
  summary?: () => ReactNode;
}

/**
 * The numbers behind a chart: a small table, ten rows a page on screen and every row on
 * paper; on a phone it scrolls sideways instead of squeezing its columns.
 */
export function ReportTable<Row extends object>({ rows, columns, rowKey, testId, summary }: ReportTableProps<Row>) {
  const { t } = useTranslation();
  const printing = useIsPrinting();
  return (
    <Table<Row>
      size="small"
      rowKey={rowKey}
      dataSource={rows as Row[]}
      columns={columns}
      scroll={printing ? undefined : { x: 'max-content' }}
      pagination={printing ? false : { pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      locale={{ emptyText: t('reports.empty') }}
      summary={summary}
      data-testid={testId}
    />
  );
}
