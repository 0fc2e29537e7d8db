// The app's words on the server, for the files it writes in the reader's language (the
// PDFs): the very locale files the web app loads (web/public/assets/i18n/{lang}.json and
// {lang}/{feature}.json), so a column is named alike on screen and on paper. Read once per
// language, on first use.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInstance, type TFunction } from 'i18next';

export const LANGUAGES = ['en', 'fr', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export type { TFunction };

const LOCALES = fileURLToPath(new URL('../../../web/public/assets/i18n/', import.meta.url));

type Tree = { [key: string]: string | Tree };

function merge(into: Tree, from: Tree): Tree {
  for (const [key, value] of Object.entries(from)) {
    const current = into[key];
    into[key] = typeof value === 'object' && typeof current === 'object' ? merge(current, value) : value;
  }
  return into;
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Tree;

function wordsOf(language: Language): Tree {
  const words = readJson(join(LOCALES, `${language}.json`));
  const features = join(LOCALES, language);
  for (const file of readdirSync(features)
    .filter((name) => name.endsWith('.json'))
    .sort())
    merge(words, readJson(join(features, file)));
  return words;
}

const translators = new Map<Language, TFunction>();

/** `t` in `language`, falling back to English for a key not translated yet. */
export function translator(language: Language): TFunction {
  let t = translators.get(language);
  if (!t) {
    const i18n = createInstance();
    void i18n.init({
      lng: language,
      fallbackLng: 'en',
      resources: Object.fromEntries(
        [...new Set<Language>([language, 'en'])].map((id) => [id, { translation: wordsOf(id) }]),
      ),
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    t = i18n.t.bind(i18n) as TFunction;
    translators.set(language, t);
  }
  return t;
}

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/**
 * The language a request asks for: `?lang=` when it names one of ours, else the first of
 * Accept-Language's (by weight) that we have, else English.
 */
export function languageOf(lang: unknown, acceptLanguage: string | undefined): Language {
  if (isLanguage(lang)) return lang;
  const wanted = (acceptLanguage ?? '')
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const weight = Number(
        params
          .find((param) => param.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { id: tag.trim().slice(0, 2).toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0 && isLanguage(entry.id))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return (wanted[0]?.id as Language | undefined) ?? 'en';
}

export const directionOf = (language: Language) => (language === 'ar' ? 'rtl' : 'ltr');
