import type { TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';

/** A machine as the reports name it. */
export interface ReportMachine {
  id: string;
  code: string;
  name: string;
}

/** The machine of a row, linked to its page; its code is kept left-to-right in Arabic. */
export function machineColumn<Row extends { equipment: ReportMachine }>(t: TFunction): TableColumnType<Row> {
  return {
    key: 'machine',
    title: t('reports.columns.machine'),
    render: (_, row) => (
      <Link to={`/equipment/${row.equipment.id}`}>
        <bdi>{row.equipment.code}</bdi> · {row.equipment.name}
      </Link>
    ),
  };
}

/** A figure of a row, at the cells' end (their left in Arabic) so that digits line up. */
export function figureColumn<Row>(key: string, title: string, text: (row: Row) => string): TableColumnType<Row> {
  return { key, title, align: 'end', render: (_, row) => <bdi>{text(row)}</bdi> };
}

/** A machine's code alone: the chart's category axis. */
export const machineCode = (row: { equipment: ReportMachine }) => row.equipment.code;
