import { Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FarmRole, MemberTable_MemberFragment as Member } from '../../../__generated__/graphql';
import { useSetMemberRole } from '../api/useSetMemberRole';
import { useRunAction } from '../hooks/useRunAction';
import { FARM_ROLES } from '../model/enums';

/**
 * A member's role on the farm: a select where the viewer may change it, else a tag. The
 * select shows the server's answer, so a refused change (the last manager) snaps back.
 */
export function RoleControl({ member, editable }: { member: Member; editable: boolean }) {
  const { t } = useTranslation();
  const setRole = useSetMemberRole();
  const run = useRunAction();
  const [busy, setBusy] = useState(false);
  const label = (role: FarmRole) => t(`userManagement.roles.${role}`);
  if (!editable) return <Tag data-testid="member-role">{label(member.role)}</Tag>;

  async function change(role: FarmRole) {
    setBusy(true);
    await run(() => setRole(member, role));
    setBusy(false);
  }

  return (
    <Select<FarmRole>
      value={member.role}
      loading={busy}
      disabled={busy}
      onChange={(role) => void change(role)}
      options={FARM_ROLES.map((value) => ({ value, label: label(value) }))}
      aria-label={t('userManagement.members.roleOf', { name: member.name })}
      style={{ minWidth: 140 }}
      data-testid="member-role-select"
    />
  );
}
