import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storage } from '../storage';
import { DEFAULT_LANGUAGE, LANGUAGE_KEY, LANGUAGES, directionOf, isLanguageId, type LanguageId } from './languages';

/** Loads `assets/i18n/{lang}.json` at run time, so a language costs nothing until chosen. */
const jsonBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    fetch(`${import.meta.env.BASE_URL}assets/i18n/${language}.json`)
      .then((response) => {
        if (!response.ok) throw new Error(`Translations for ${language}: HTTP ${response.status}`);
        return response.json();
      })
      .then(
        (resources) => callback(null, resources),
        (error: Error) => callback(error, false),
      );
  },
};

function applyDocumentLanguage(language: LanguageId): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

export function storedLanguage(): LanguageId {
  const stored = storage.get(LANGUAGE_KEY);
  return isLanguageId(stored) ? stored : DEFAULT_LANGUAGE;
}

export async function initI18n(): Promise<void> {
  const language = storedLanguage();
  applyDocumentLanguage(language);
  i18next.on('languageChanged', (next) => {
    if (!isLanguageId(next)) return;
    storage.set(LANGUAGE_KEY, next);
    applyDocumentLanguage(next);
  });
  await i18next
    .use(jsonBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES.map((entry) => entry.id),
      load: 'languageOnly',
      interpolation: { escapeValue: false },
      // 'added': a feature's words that arrive late (featureTranslations.ts) re-render.
      react: { useSuspense: false, bindI18nStore: 'added' },
    });
}
