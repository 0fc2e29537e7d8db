import type { MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import { createElement } from 'react';
import { Link } from 'react-router';
import { iconByName } from '../../components/iconMap';

/** A navigation entry as the server sends it (any depth). */
export interface NavEntry {
  id: string;
  type: string;
  title?: string | null;
  icon?: string | null;
  link?: string | null;
  externalLink?: boolean | null;
  target?: string | null;
  disabled?: boolean | null;
  children?: NavEntry[] | null;
}

type MenuItem = NonNullable<MenuProps['items']>[number];

function label(entry: NavEntry, t: TFunction) {
  const text = entry.title ? t(entry.title) : '';
  if (!entry.link) return text;
  if (entry.externalLink) {
    return (
      <a href={entry.link} target={entry.target ?? '_blank'} rel="noopener noreferrer">
        {text}
      </a>
    );
  }
  return (
    <Link to={entry.link} data-testid={`nav-${entry.id}`}>
      {text}
    </Link>
  );
}

/** antd menu items for navigation entries; menu keys are links so the active one can be found. */
export function toMenuItems(entries: readonly NavEntry[], t: TFunction): MenuItem[] {
  return entries.flatMap((entry): MenuItem[] => {
    const icon = entry.icon ? createElement(iconByName(entry.icon)) : undefined;
    const key = entry.link ?? entry.id;
    switch (entry.type) {
      case 'divider':
        return [{ type: 'divider', key }];
      case 'spacer':
        return [];
      case 'group':
        return [{ type: 'group', key, label: label(entry, t), children: toMenuItems(entry.children ?? [], t) }];
      case 'collapsable':
        return [
          {
            key,
            icon,
            label: label(entry, t),
            disabled: entry.disabled ?? false,
            children: toMenuItems(entry.children ?? [], t),
          },
        ];
      default:
        return [{ key, icon, label: label(entry, t), disabled: entry.disabled ?? false }];
    }
  });
}

/** Every enabled entry with a link, children included, in menu order. */
export function linkEntries(entries: readonly NavEntry[]): (NavEntry & { link: string })[] {
  return entries.flatMap(function collect(entry): (NavEntry & { link: string })[] {
    const own = entry.link && !entry.disabled ? [{ ...entry, link: entry.link }] : [];
    return [...own, ...(entry.children ?? []).flatMap(collect)];
  });
}

/** The link of the entry that best matches the current path (longest prefix). */
export function activeLink(entries: readonly NavEntry[], pathname: string): string | undefined {
  return linkEntries(entries)
    .map((entry) => entry.link)
    .filter((link) => pathname === link || pathname.startsWith(`${link}/`))
    .sort((a, b) => b.length - a.length)[0];
}
