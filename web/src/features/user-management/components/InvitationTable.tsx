import type { ColumnsType } from 'antd/es/table';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list-page/ListTable';
import type { InvitationTable_InvitationFragment as Invitation } from '../../../__generated__/graphql';
import { useFormat } from '../../../lib/format/useFormat';
import { InvitationStatusTag } from './InvitationStatusTag';
import { RevokeInvitation } from './RevokeInvitation';

/** The farm's invitations from the sm breakpoint up, newest first (the server's order). */
export function InvitationTable({ rows, loading }: { rows: Invitation[]; loading: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const label = (name: string) => t(`userManagement.fields.${name}`);
  const columns: ColumnsType<Invitation> = [
    {
      key: 'email',
      title: label('email'),
      render: (_, row) => <span data-testid="invitation-email">{row.email}</span>,
    },
    { key: 'role', title: label('role'), render: (_, row) => t(`userManagement.roles.${row.role}`) },
    { key: 'status', title: label('status'), render: (_, row) => <InvitationStatusTag status={row.status} /> },
    { key: 'invitedBy', title: label('invitedBy'), render: (_, row) => row.invitedByName ?? '—' },
    { key: 'sent', title: label('sent'), render: (_, row) => format.dateTime(row.createdAt) },
    { key: 'expires', title: label('expires'), render: (_, row) => format.dateTime(row.expiresAt) },
    { key: 'actions', title: label('actions'), render: (_, row) => <RevokeInvitation invitation={row} /> },
  ];
  return (
    <ListTable<Invitation>
      rows={rows}
      columns={columns}
      loading={loading}
      testId="invitations-table"
      onSort={() => undefined}
      onRow={(row) => ({ 'data-testid': 'invitation-row', 'data-email': row.email }) as HTMLAttributes<HTMLElement>}
    />
  );
}
