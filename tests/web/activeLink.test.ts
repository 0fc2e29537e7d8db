import { describe, expect, it } from 'vitest';
import { activeLink, type NavEntry } from '../../web/src/shell/navigation/toMenuItems';

const entries: NavEntry[] = [
  { id: 'dashboard', type: 'basic', link: '/dashboard' },
  {
    id: 'work-orders',
    type: 'collapsable',
    children: [
      { id: 'preventive', type: 'basic', link: '/work-orders/preventive' },
      { id: 'corrective', type: 'basic', link: '/work-orders/corrective' },
    ],
  },
];

describe('active navigation entry', () => {
  it('matches the exact link or a sub-path, children included', () => {
    expect(activeLink(entries, '/dashboard')).toBe('/dashboard');
    expect(activeLink(entries, '/work-orders/corrective/42')).toBe('/work-orders/corrective');
  });

  it('does not match a mere prefix of a segment', () => {
    expect(activeLink(entries, '/dashboards')).toBeUndefined();
  });
});
