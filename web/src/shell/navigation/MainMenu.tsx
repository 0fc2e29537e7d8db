import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { getFragmentData } from '../../__generated__';
import { useNavigation } from './api/useNavigation';
import { MainMenu_item } from './menuItemFragment';
import { activeLink, toMenuItems } from './toMenuItems';

/** The server's default navigation list as a vertical menu (the drawer below md). */
export function MainMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data } = useNavigation();
  const entries = getFragmentData(MainMenu_item, data?.navigation.default ?? []);
  const selected = activeLink(entries, pathname);
  return (
    <Menu
      mode="inline"
      items={toMenuItems(entries, t)}
      selectedKeys={selected ? [selected] : []}
      style={{ borderInlineEnd: 'none', background: 'transparent' }}
      data-testid="main-menu-inline"
    />
  );
}
