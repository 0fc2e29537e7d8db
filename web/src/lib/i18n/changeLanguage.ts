import i18next from 'i18next';
import type { LanguageId } from './languages';
import { applyLocale } from './localeStore';

/** Loads antd and dayjs locales first, so nothing renders in a half-switched language. */
export async function changeLanguage(language: LanguageId): Promise<void> {
  await applyLocale(language);
  await i18next.changeLanguage(language);
}
