import { IdcardOutlined, LogoutOutlined, TeamOutlined } from '@ant-design/icons';
import { Dropdown, theme, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dot } from '../../components/Dot';
import type { UserMenu_UserFragment } from '../../__generated__/graphql';
import { useUpdateStatus } from './api/useUpdateStatus';
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

interface UserMenuDropdownProps {
  user: UserMenu_UserFragment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger: the avatar button. */
  children: ReactNode;
}

/** The user menu's entries and the status write; this module loads on the avatar's first click. */
export function UserMenuDropdown({ user, open, onOpenChange, children }: UserMenuDropdownProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const updateStatus = useUpdateStatus();

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
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={onOpenChange}
      menu={{ items, onClick, triggerSubMenuAction: 'click', selectedKeys: [`${STATUS_KEY}${user.status}`] }}
    >
      {children}
    </Dropdown>
  );
}
