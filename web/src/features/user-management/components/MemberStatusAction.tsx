import { StopOutlined, UndoOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberTable_MemberFragment as Member } from '../../../__generated__/graphql';
import { useDeactivateMember } from '../api/useDeactivateMember';
import { useReactivateMember } from '../api/useReactivateMember';
import { useRunAction } from '../hooks/useRunAction';
import type { MemberRights } from '../model/memberRights';

/** Deactivate (confirmed first: the person loses the farm at once) or reactivate a member. */
export function MemberStatusAction({ member, rights }: { member: Member; rights: MemberRights }) {
  const { t } = useTranslation();
  const deactivate = useDeactivateMember();
  const reactivate = useReactivateMember();
  const run = useRunAction();
  const [busy, setBusy] = useState(false);

  async function act(write: () => Promise<unknown>, ask?: Parameters<typeof run>[1]) {
    setBusy(true);
    await run(write, ask);
    setBusy(false);
  }

  if (rights.deactivate)
    return (
      <Button
        danger
        size="small"
        icon={<StopOutlined />}
        loading={busy}
        onClick={() =>
          void act(() => deactivate(member), {
            title: t('userManagement.members.deactivateTitle', { name: member.name }),
            message: t('userManagement.members.deactivateMessage'),
            label: t('userManagement.members.deactivate'),
          })
        }
        data-testid="member-deactivate"
      >
        {t('userManagement.members.deactivate')}
      </Button>
    );
  if (rights.reactivate)
    return (
      <Button
        size="small"
        icon={<UndoOutlined />}
        loading={busy}
        onClick={() => void act(() => reactivate(member))}
        data-testid="member-reactivate"
      >
        {t('userManagement.members.reactivate')}
      </Button>
    );
  return null;
}
