import i18next from 'i18next';
import { loadFeatureTranslationsIn } from './featureTranslations';
import type { LanguageId } from './languages';
import { applyLocale } from './localeStore';

/**
 * Loads antd and dayjs locales and the open features' words first, so nothing renders in a
 * half-switched language.
 */
export async function changeLanguage(language: LanguageId): Promise<void> {
  // The common file first: i18next skips its backend for a language that already has a
  // bundle, and a feature's words would be one.
  const words = i18next.loadLanguages(language).then(() => loadFeatureTranslationsIn(language));
  await Promise.all([applyLocale(language), words]);
  await i18next.changeLanguage(language);
}
