import { IdcardOutlined, LogoutOutlined, TeamOutlined } from '@ant-design/icons';
import { theme, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dot } from '../../components/Dot';
import { LazyDropdown } from '../../components/LazyDropdown';
import { getFragmentData } from '../../gql';
import { BarButton } from '../BarButton';
import { useMe } from './api/useMe';
import { useUpdateStatus } from './api/useUpdateStatus';
import { UserAvatar } from './UserAvatar';
import { UserMenu_user } from './userMenuFragment';
import { USER_STATUSES, statusColor } from './userStatuses';

const STATUS_KEY = 'status:';

function DotLabel({ color, testId, children }: { color: string; testId?: string; children: ReactNode }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }} data-testid={testId}>
      <Dot color={color} />
      {children}
    </span>
  );
}

export function UserMenu() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const updateStatus = useUpdateStatus();
  const { data } = useMe();
  const user = data ? getFragmentData(UserMenu_user, data.me) : null;
  if (!user) return null;

  const items: MenuProps['items'] = [
    {
      key: 'signed-in-as',
      disabled: true,
      label: (
        <div data-testid="signed-in-as">
          <div>{t('user.signedInAs')}</div>
          <strong data-testid="signed-in-name">{user.name}</strong>
          <div>{user.email}</div>
        </div>
      ),
    },
    { type: 'divider' },
    {
      key: '/account',
      icon: <IdcardOutlined />,
      label: <span data-testid="my-account">{t('user.myAccount')}</span>,
    },
    { key: '/user-management', icon: <TeamOutlined />, label: t('user.userManagement') },
    {
      key: 'status',
      label: <DotLabel color={statusColor(user.status, token)}>{t('user.status')}</DotLabel>,
      children: USER_STATUSES.map((status) => ({
        key: `${STATUS_KEY}${status.value}`,
        label: (
          <DotLabel color={status.color(token)} testId={`status-${status.value}`}>
            {t(status.labelKey)}
          </DotLabel>
        ),
      })),
    },
    { type: 'divider' },
    { key: '/sign-out', icon: <LogoutOutlined />, label: <span data-testid="sign-out">{t('user.signOut')}</span> },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const status = USER_STATUSES.find((entry) => key === `${STATUS_KEY}${entry.value}`);
    if (status) void updateStatus(user.id, status.value);
    else void navigate(key);
  };

  return (
    // Submenus open on click: hover menus are unreliable on touch screens.
    <LazyDropdown menu={{ items, onClick, triggerSubMenuAction: 'click', selectedKeys: [`${STATUS_KEY}${user.status}`] }}>
      <BarButton type="text" shape="circle" aria-label={t('user.menu')} data-testid="user-menu" style={{ padding: 0 }}>
        <UserAvatar name={user.name} avatar={user.avatar} status={user.status} />
      </BarButton>
    </LazyDropdown>
  );
}
