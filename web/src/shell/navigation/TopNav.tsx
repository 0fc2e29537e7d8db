import { EllipsisOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { createElement, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { iconByName } from '../../components/iconMap';
import { LazyDropdown } from '../../components/LazyDropdown';
import { BarButton } from '../BarButton';
import { getFragmentData } from '../../__generated__';
import { useNavigation } from './api/useNavigation';
import { MainMenu_item } from './menuItemFragment';
import { activeLink, linkEntries } from './toMenuItems';

/** How many of the strip's links fit whole inside it, in reading order (either direction). */
function countFitting(strip: HTMLElement): number {
  const box = strip.getBoundingClientRect();
  const links = Array.from(strip.children);
  const fits = (link: Element) => {
    const { left, right } = link.getBoundingClientRect();
    return left >= box.left - 0.5 && right <= box.right + 0.5;
  };
  const firstOut = links.findIndex((link) => !fits(link));
  return firstOut === -1 ? links.length : firstOut;
}

/**
 * The horizontal navigation in the bar (md and up): plain links, and the ones that do not
 * fit fold into a "more" entry whose menu loads on first click, so the menu library stays
 * out of the first load. Folded links keep their place (hidden) so they can be measured.
 */
export function TopNav() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { data } = useNavigation();
  const entries = getFragmentData(MainMenu_item, data?.navigation.horizontal ?? []);
  const active = activeLink(entries, pathname);
  const links = linkEntries(entries);
  const titleOf = (entry: (typeof links)[number]) => (entry.title ? t(entry.title) : '');
  const labels = links.map(titleOf).join('\n');
  const strip = useRef<HTMLDivElement>(null);
  const [fitting, setFitting] = useState(links.length);

  // Measured before paint, again whenever the strip or a link changes size (window, fonts,
  // the "more" button appearing); the labels are a dependency for a change of language.
  useLayoutEffect(() => {
    const element = strip.current;
    if (!element) return;
    const measure = () => setFitting(countFitting(element));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const link of Array.from(element.children)) observer.observe(link);
    return () => observer.disconnect();
  }, [labels]);

  const folded = links.slice(fitting);
  const activeFolded = folded.some((entry) => entry.link === active);

  return (
    <nav
      data-testid="main-menu-horizontal"
      style={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', alignSelf: 'stretch' }}
    >
      <div ref={strip} style={{ flex: 1, minWidth: 0, display: 'flex', alignSelf: 'stretch', overflow: 'hidden' }}>
        {links.map((entry, index) => {
          const selected = entry.link === active;
          const hidden = index >= fitting;
          return (
            <Link
              key={entry.id}
              to={entry.link}
              target={entry.externalLink ? (entry.target ?? '_blank') : undefined}
              aria-current={selected ? 'page' : undefined}
              aria-hidden={hidden || undefined}
              tabIndex={hidden ? -1 : undefined}
              data-testid={`nav-${entry.id}`}
              style={{
                display: 'inline-flex',
                flex: 'none',
                alignItems: 'center',
                gap: 8,
                paddingInline: 12,
                whiteSpace: 'nowrap',
                textDecoration: 'none',
                visibility: hidden ? 'hidden' : undefined,
                color: selected ? token.colorPrimary : token.colorText,
                borderBlockEnd: `2px solid ${selected ? token.colorPrimary : 'transparent'}`,
              }}
            >
              {entry.icon && createElement(iconByName(entry.icon))}
              {titleOf(entry)}
            </Link>
          );
        })}
      </div>
      {folded.length > 0 && (
        <LazyDropdown
          menu={{
            items: folded.map((entry) => ({
              key: entry.link,
              icon: entry.icon ? createElement(iconByName(entry.icon)) : undefined,
              label: <span data-testid={`nav-overflow-${entry.id}`}>{titleOf(entry)}</span>,
            })),
            selectable: true,
            selectedKeys: active ? [active] : [],
            onClick: ({ key }) => {
              const entry = folded.find((candidate) => candidate.link === key);
              if (entry?.externalLink) window.open(entry.link, entry.target ?? '_blank', 'noopener');
              else void navigate(key);
            },
          }}
        >
          <BarButton
            type="text"
            icon={<EllipsisOutlined />}
            aria-label={t('shell.moreSections')}
            title={t('shell.moreSections')}
            data-testid="nav-more"
            style={{ flex: 'none', color: activeFolded ? token.colorPrimary : undefined }}
          />
        </LazyDropdown>
      )}
    </nav>
  );
}
