import type { Locale } from 'antd/es/locale';
import { createStore } from '../createStore';
import type { LanguageId } from './languages';

/** antd locale of the active language; undefined is antd's built-in English. */
export const localeStore = createStore<Locale | undefined>(undefined);

/**
 * French and Arabic load when chosen. The dayjs locale files only register their data:
 * dates pass their locale explicitly.
 */
async function load(language: LanguageId): Promise<Locale | undefined> {
  switch (language) {
    case 'fr':
      return (await Promise.all([import('antd/es/locale/fr_FR'), import('dayjs/locale/fr')]))[0].default;
    case 'ar':
      return (await Promise.all([import('antd/es/locale/ar_EG'), import('dayjs/locale/ar')]))[0].default;
    default:
      return undefined;
  }
}

/** Loads the locales before the language switches, so dates never render in the old one. */
export async function applyLocale(language: LanguageId): Promise<void> {
  localeStore.set(await load(language));
}
