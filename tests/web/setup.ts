// jsdom lacks matchMedia (antd's responsive hooks need it) and ResizeObserver (antd's tables,
// descriptions and popups observe their size); i18next runs with the English files.
import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, vi } from 'vitest';
import en from '../../web/public/assets/i18n/en.json';

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

// A findBy… waits up to 1 s by default: a dialog that opens in a test on CI's busy two cores
// may need longer than that to render.
configure({ asyncUtilTimeout: 5_000 });

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

await i18next.use(initReactI18next).init({
  lng: 'en',
  // A copy: i18next merges the feature files into it, and other tests read en.json itself.
  resources: { en: { translation: structuredClone(en) } },
  interpolation: { escapeValue: false },
});
// Each feature's own words, which the app fetches with the feature's route.
const features = import.meta.glob<object>('../../web/public/assets/i18n/en/*.json', { eager: true, import: 'default' });
for (const bundle of Object.values(features)) i18next.addResourceBundle('en', 'translation', bundle, true, true);

afterEach(() => {
  cleanup();
  localStorage.clear();
});
