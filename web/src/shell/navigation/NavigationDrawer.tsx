import { Drawer, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { FarmSelector } from '../farm/FarmSelector';
import { Logo } from '../Logo';
import { MainMenu } from './MainMenu';

interface NavigationDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** Below md the navigation opens over the page, with the logo and the farm selector. */
export function NavigationDrawer({ open, onClose }: NavigationDrawerProps) {
  const { i18n } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement={i18n.dir() === 'rtl' ? 'right' : 'left'}
      size={280}
      closable={false}
      styles={{ body: { padding: 0 } }}
      data-testid="nav-drawer"
    >
      <Flex vertical gap="middle" style={{ padding: 16 }} data-testid="nav-drawer-content">
        <Logo />
        <FarmSelector block />
      </Flex>
      <MainMenu />
    </Drawer>
  );
}
