import { createStore } from '../createStore';
import { storage } from '../storage';
import { SCHEMES, isThemeName, type Scheme, type ThemeName } from '../theme/themes';

export interface Settings {
  theme: ThemeName;
  scheme: Scheme;
}

const KEY = 'settings';
/** The app starts with the teal theme and scheme auto. */
export const DEFAULT_SETTINGS: Settings = { theme: 'teal', scheme: 'auto' };

function readSettings(): Settings {
  try {
    const parsed = JSON.parse(storage.get(KEY) ?? '{}') as Partial<Settings>;
    return {
      theme: isThemeName(parsed.theme) ? parsed.theme : DEFAULT_SETTINGS.theme,
      scheme: SCHEMES.includes(parsed.scheme as Scheme) ? (parsed.scheme as Scheme) : DEFAULT_SETTINGS.scheme,
    };
  } catch {
    return DEFAULT_SETTINGS;
  }
}

export const settingsStore = createStore<Settings>(readSettings());

export function updateSettings(patch: Partial<Settings>): void {
  settingsStore.set((current) => ({ ...current, ...patch }));
  storage.set(KEY, JSON.stringify(settingsStore.get()));
}
