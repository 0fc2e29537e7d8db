import { theme } from 'antd';
import { createElement, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { iconByName } from '../../components/iconMap';
import { getFragmentData } from '../../gql';
import { useNavigation } from './api/useNavigation';
import { MainMenu_item } from './menuItemFragment';
import { activeLink, linkEntries } from './toMenuItems';

/**
 * The horizontal navigation in the bar (md and up): plain links that scroll sideways when
 * they do not fit, so the menu library loads only with the phone drawer.
 */
export function TopNav() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  const { data } = useNavigation();
  const entries = getFragmentData(MainMenu_item, data?.navigation.horizontal ?? []);
  const active = activeLink(entries, pathname);
  const nav = useRef<HTMLElement>(null);

  // Links that do not fit scroll sideways; keep the current one in view.
  useEffect(() => {
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [active]);

  return (
    <nav
      ref={nav}
      data-testid="main-menu-horizontal"
      style={{ flex: 1, minWidth: 0, display: 'flex', alignSelf: 'stretch', overflowX: 'auto', scrollbarWidth: 'thin' }}
    >
      {linkEntries(entries).map((entry) => {
        const selected = entry.link === active;
        return (
          <Link
            key={entry.id}
            to={entry.link}
            target={entry.externalLink ? (entry.target ?? '_blank') : undefined}
            aria-current={selected ? 'page' : undefined}
            data-testid={`nav-${entry.id}`}
            style={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 8,
              paddingInline: 12,
              whiteSpace: 'nowrap',
              textDecoration: 'none',
              color: selected ? token.colorPrimary : token.colorText,
              borderBlockEnd: `2px solid ${selected ? token.colorPrimary : 'transparent'}`,
            }}
          >
            {entry.icon && createElement(iconByName(entry.icon))}
            {entry.title ? t(entry.title) : ''}
          </Link>
        );
      })}
    </nav>
  );
}
