import { Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListTable } from '../../../components/list-page/ListTable';
import type { RequestRow_RequestFragment as Row } from '../../../__generated__/graphql';
import { useFormat } from '../../../lib/format/useFormat';
import { RequestActions } from './RequestActions';
import { RequestPhoto } from './RequestPhoto';
import { RequestStatus, StoppedTag } from './RequestStatus';
import { reporterText } from './reporterText';

/** The inbox from the sm breakpoint up; newest first, as the server sorts it. */
export function RequestTable({ rows, loading, farmId }: { rows: Row[]; loading: boolean; farmId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const title = (name: string) => t(`maintenanceRequests.fields.${name}`);
  const columns: TableColumnsType<Row> = [
    { title: title('createdAt'), key: 'createdAt', render: (_, row) => format.dateTime(row.createdAt) },
    {
      title: title('equipment'),
      key: 'equipment',
      render: (_, row) => (
        <Link to={`/equipment/${row.equipment.id}`}>{`${row.equipment.code} — ${row.equipment.name}`}</Link>
      ),
    },
    {
      title: title('description'),
      key: 'description',
      width: 320,
      render: (_, row) => (
        <>
          <StoppedTag stopped={row.machineStopped} />
          <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-line' }} ellipsis={{ rows: 3, expandable: true }}>
            {row.description}
          </Typography.Paragraph>
        </>
      ),
    },
    { title: title('photo'), key: 'photo', render: (_, row) => <RequestPhoto photo={row.photo} /> },
    { title: title('reporter'), key: 'reporter', render: (_, row) => reporterText(row) },
    { title: title('status'), key: 'status', render: (_, row) => <RequestStatus row={row} /> },
    { title: '', key: 'actions', render: (_, row) => <RequestActions row={row} farmId={farmId} /> },
  ];
  // Newest first is the inbox's one order: nothing to sort by.
  return <ListTable<Row> rows={rows} columns={columns} loading={loading} onSort={() => undefined} testId="req-table" />;
}
