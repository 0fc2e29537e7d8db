import type { ColumnsType } from 'antd/es/table';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list-page/ListTable';
import type { MemberTable_MemberFragment as Member } from '../../../__generated__/graphql';
import { useFormat } from '../../../lib/format/useFormat';
import { useLastSignIn } from '../hooks/useLastSignIn';
import { isSelf, memberRights, type Manager } from '../model/memberRights';
import { MemberStatusAction } from './MemberStatusAction';
import { MemberStatusTag } from './MemberStatusTag';
import { PersonName } from './PersonName';
import { RateControl } from './RateControl';
import { RoleControl } from './RoleControl';

interface MemberTableProps {
  rows: Member[];
  loading: boolean;
  manager: Manager;
}

/** The farm's members from the sm breakpoint up, by name (the server's order). */
export function MemberTable({ rows, loading, manager }: MemberTableProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const lastSignIn = useLastSignIn();
  const label = (name: string) => t(`userManagement.fields.${name}`);
  const rights = (member: Member) => memberRights(manager, member);
  const columns: ColumnsType<Member> = [
    {
      key: 'name',
      title: label('name'),
      render: (_, member) => (
        <PersonName
          name={member.name}
          email={member.email}
          admin={member.admin}
          self={isSelf(manager, member.userId)}
        />
      ),
    },
    {
      key: 'role',
      title: label('role'),
      render: (_, member) => <RoleControl member={member} editable={rights(member).changeRole} />,
    },
    {
      key: 'status',
      title: label('status'),
      render: (_, member) => <MemberStatusTag status={member.status} accountOff={member.accountDeactivated} />,
    },
    {
      key: 'lastSignIn',
      title: label('lastSignIn'),
      render: (_, member) => (
        <span title={member.lastSignInAt ? format.dateTime(member.lastSignInAt) : undefined}>
          {lastSignIn(member.lastSignInAt)}
        </span>
      ),
    },
    {
      key: 'rate',
      title: label('hourlyRate'),
      render: (_, member) => <RateControl member={member} editable={rights(member).setRate} />,
    },
    {
      key: 'actions',
      title: label('actions'),
      render: (_, member) => <MemberStatusAction member={member} rights={rights(member)} />,
    },
  ];
  return (
    <ListTable<Member>
      rows={rows}
      columns={columns}
      loading={loading}
      testId="members-table"
      // Members come by name; the table offers no other order.
      onSort={() => undefined}
      onRow={(member) => ({ 'data-testid': 'member-row', 'data-email': member.email }) as HTMLAttributes<HTMLElement>}
    />
  );
}
