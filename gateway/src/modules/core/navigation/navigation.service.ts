// The main menu: the eight sections of the spec and the managers' request inbox, the same
// list in the four layouts, titles as translation keys. Items a user may not open are left
// out here, and the section's own service enforces the same permission.
import { permissionsIn } from '../user/permissions.js';
import type { UserModel } from '../user/user.mappers.js';

interface Section {
  id: string;
  icon: string;
  link: string;
  permission?: string;
}

export const SECTIONS: readonly Section[] = [
  { id: 'dashboard', icon: 'DashboardOutlined', link: '/dashboard' },
  { id: 'equipment', icon: 'ToolOutlined', link: '/equipment' },
  { id: 'inventory', icon: 'InboxOutlined', link: '/inventory' },
  {
    id: 'preventive',
    icon: 'ScheduleOutlined',
    link: '/work-orders/preventive',
  },
  {
    id: 'corrective',
    icon: 'WarningOutlined',
    link: '/work-orders/corrective',
  },
  // The managers' inbox of problems reported through the machines' public links.
  {
    id: 'requests',
    icon: 'AlertOutlined',
    link: '/work-orders/requests',
    permission: 'workorders.manage',
  },
  { id: 'planning', icon: 'CalendarOutlined', link: '/planning' },
  {
    id: 'reports',
    icon: 'BarChartOutlined',
    link: '/reports',
    permission: 'reports.view',
  },
  {
    id: 'user-management',
    icon: 'TeamOutlined',
    link: '/user-management',
    permission: 'users.manage',
  },
];

export interface NavigationItem {
  id: string;
  type: 'basic';
  title: string;
  icon: string;
  link: string;
}

/** The sections the user may open on the farm the request names (else their first farm). */
export function navigationFor(user: UserModel, farmId: string | null) {
  const permissions = permissionsIn(user, farmId);
  const items: NavigationItem[] = SECTIONS.filter((s) => !s.permission || permissions.includes(s.permission)).map(
    (s) => ({
      id: s.id,
      type: 'basic',
      title: `nav.${s.id}`,
      icon: s.icon,
      link: s.link,
    }),
  );
  return {
    compact: items,
    default: items,
    futuristic: items,
    horizontal: items,
  };
}

export const LANGUAGES = [
  { id: 'en', label: 'English', direction: 'ltr' },
  { id: 'fr', label: 'Français', direction: 'ltr' },
  { id: 'ar', label: 'العربية', direction: 'rtl' },
] as const;
