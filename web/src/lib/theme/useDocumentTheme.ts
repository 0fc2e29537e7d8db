import { useEffect } from 'react';
import { useStore } from '../createStore';
import { settingsStore } from '../settings/settingsStore';
import { THEMES } from './themes';
import { usePrefersDark } from './useMediaQuery';

/** Whether the dark scheme applies now (scheme auto follows the system, live). */
export function useDarkScheme(): boolean {
  const { scheme } = useStore(settingsStore);
  const prefersDark = usePrefersDark();
  return scheme === 'dark' || (scheme === 'auto' && prefersDark);
}

/** Theme colour and scheme as CSS variables on <html>, for the parts that do not use antd. */
export function useDocumentTheme(): void {
  const { theme } = useStore(settingsStore);
  const dark = useDarkScheme();
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.scheme = dark ? 'dark' : 'light';
    root.style.setProperty('--fm-primary', THEMES[theme]);
  }, [dark, theme]);
}
