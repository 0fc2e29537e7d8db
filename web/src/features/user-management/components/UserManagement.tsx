import { PlusOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, Tabs } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FarmSubtitle } from '../../../components/list-page/FarmSubtitle';
import { PageHeading } from '../../../components/list-page/PageHeading';
import { useCan } from '../../../lib/auth/useCan';
import type { FarmSummary } from '../../../lib/farm/farmStore';
import { AccountList } from './AccountList';
import { CreateFarmDrawer } from './CreateFarmDrawer';
import { InvitationList } from './InvitationList';
import { InviteDrawer } from './InviteDrawer';
import { MemberList } from './MemberList';

type Tab = 'members' | 'invitations' | 'accounts';

/**
 * The farm's people for its managers (and admins, on every farm): members, invitations, and
 * for admins every account and new farms. The open tab is in the URL (?tab=).
 */
export function UserManagement({ farm }: { farm: FarmSummary }) {
  const { t } = useTranslation();
  const isAdmin = useCan('admin.all.access');
  const [params, setParams] = useSearchParams();
  const [drawer, setDrawer] = useState<'invite' | 'farm' | null>(null);
  const tabs: Tab[] = isAdmin ? ['members', 'invitations', 'accounts'] : ['members', 'invitations'];
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && tabs.includes(asked) ? asked : 'members';
  const open = (next: string) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next === 'members') changed.delete('tab');
        else changed.set('tab', next);
        return changed;
      },
      { replace: true },
    );
  const content: Record<Tab, () => ReactNode> = {
    members: () => <MemberList farmId={farm.id} />,
    invitations: () => <InvitationList farmId={farm.id} />,
    accounts: () => <AccountList />,
  };

  return (
    <>
      <PageHeading
        title={t('sections.titles.user-management')}
        subtitle={<FarmSubtitle farm={farm} />}
        actions={
          <>
            {isAdmin && (
              <Button icon={<PlusOutlined />} onClick={() => setDrawer('farm')} data-testid="farm-create">
                {t('userManagement.farm.new')}
              </Button>
            )}
            <Button
              type="primary"
              icon={<UserAddOutlined />}
              onClick={() => setDrawer('invite')}
              data-testid="member-invite"
            >
              {t('userManagement.invite.open')}
            </Button>
          </>
        }
      />
      <Tabs
        activeKey={tab}
        onChange={open}
        destroyOnHidden
        items={tabs.map((key) => ({
          key,
          label: <span data-testid={`user-management-tab-${key}`}>{t(`userManagement.tabs.${key}`)}</span>,
          children: tab === key ? content[key]() : null,
        }))}
      />
      {drawer === 'invite' && <InviteDrawer farmId={farm.id} onClose={() => setDrawer(null)} />}
      {drawer === 'farm' && <CreateFarmDrawer onClose={() => setDrawer(null)} />}
    </>
  );
}
