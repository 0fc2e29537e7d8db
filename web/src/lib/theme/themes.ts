/** The themes of the spec, as antd primary colours. */
export const THEMES = {
  default: '#4f46e5',
  brand: '#2196f3',
  teal: '#0d9488',
  rose: '#f43f5e',
  purple: '#9333ea',
  amber: '#d97706',
} as const;

export type ThemeName = keyof typeof THEMES;
export type Scheme = 'light' | 'dark' | 'auto';

export const THEME_NAMES = Object.keys(THEMES) as ThemeName[];
export const SCHEMES: Scheme[] = ['light', 'dark', 'auto'];

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && value in THEMES;
}
