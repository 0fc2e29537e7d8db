import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenOnDemand } from '../../components/useOpenOnDemand';
import { getFragmentData } from '../../__generated__';
import { BarButton } from '../BarButton';
import { useMe } from './api/useMe';
import { UserAvatar } from './UserAvatar';
import { UserMenu_user } from './userMenuFragment';

// The menu (its entries, icons and the status write) loads on first click; the bar shows only the avatar.
const UserMenuDropdown = lazy(() =>
  import('./UserMenuDropdown').then((module) => ({ default: module.UserMenuDropdown })),
);

export function UserMenu() {
  const { t } = useTranslation();
  const { data } = useMe();
  const { used, open, setOpen, openFirstTime } = useOpenOnDemand();
  const user = data ? getFragmentData(UserMenu_user, data.me) : null;
  if (!user) return null;

  const trigger = (
    <BarButton
      type="text"
      shape="circle"
      aria-label={t('user.menu')}
      data-testid="user-menu"
      style={{ padding: 0 }}
      onClick={used ? undefined : openFirstTime}
    >
      <UserAvatar name={user.name} avatar={user.avatar} status={user.status} />
    </BarButton>
  );
  if (!used) return trigger;
  return (
    <Suspense fallback={trigger}>
      <UserMenuDropdown user={user} open={open} onOpenChange={setOpen}>
        {trigger}
      </UserMenuDropdown>
    </Suspense>
  );
}
