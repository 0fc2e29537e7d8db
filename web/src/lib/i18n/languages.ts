/** Supported interface languages; labels are each language's own name, never translated. */
export const LANGUAGES = [
  { id: 'en', label: 'English', direction: 'ltr' },
  { id: 'fr', label: 'Français', direction: 'ltr' },
  { id: 'ar', label: 'العربية', direction: 'rtl' },
] as const;

export type LanguageId = (typeof LANGUAGES)[number]['id'];

export const DEFAULT_LANGUAGE: LanguageId = 'en';
export const LANGUAGE_KEY = 'lang';

export function isLanguageId(value: unknown): value is LanguageId {
  return LANGUAGES.some((language) => language.id === value);
}

export function directionOf(language: LanguageId): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}
