import { MenuOutlined, SettingOutlined } from '@ant-design/icons';
import { Grid, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { BarButton } from './BarButton';
import { FarmSelector } from './farm/FarmSelector';
import { LanguageMenu } from './language/LanguageMenu';
import { Logo } from './Logo';
import { TopNav } from './navigation/TopNav';
import { NotificationsBell } from './notifications/NotificationsBell';
import { UserMenu } from './user/UserMenu';

interface TopBarProps {
  onOpenMenu: () => void;
  onOpenSettings: () => void;
}

/** From md up the navigation sits in the bar; below, a button opens it in a drawer. */
export function TopBar({ onOpenMenu, onOpenSettings }: TopBarProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const wide = Boolean(screens.md);
  return (
    <header
      data-testid="top-bar"
      style={{
        position: 'sticky',
        insetBlockStart: 0,
        zIndex: 10,
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        height: 64,
        paddingInline: wide ? 24 : 8,
        background: token.colorBgContainer,
        borderBlockEnd: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      {!wide && (
        <BarButton
          type="text"
          icon={<MenuOutlined />}
          onClick={onOpenMenu}
          aria-label={t('shell.openMenu')}
          data-testid="menu-button"
        />
      )}
      <Logo showName={Boolean(screens.sm)} />
      {wide ? <TopNav /> : <div style={{ flex: 1 }} />}
      {/* Never shrinks: the navigation gives way (folds) instead of sliding under these. */}
      <div style={{ display: 'flex', flex: 'none', alignItems: 'center', gap: 4 }}>
        {wide && <FarmSelector />}
        <LanguageMenu />
        <NotificationsBell />
        <BarButton
          type="text"
          icon={<SettingOutlined />}
          onClick={onOpenSettings}
          aria-label={t('settings.title')}
          data-testid="settings-button"
        />
        <UserMenu />
      </div>
    </header>
  );
}
