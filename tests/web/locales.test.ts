import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };
type Language = 'en' | 'fr' | 'ar';

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((flat, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...flat, [path]: value } : { ...flat, ...flatten(value, path) };
  }, {});
}

// Every file, found rather than listed: {lang}.json (shell and common words) and each
// feature's {lang}/{feature}.json, named here 'common' and the feature.
const files = import.meta.glob<Tree>('../../web/public/assets/i18n/**/*.json', { eager: true, import: 'default' });
const byLanguage: Record<Language, Record<string, Record<string, string>>> = { en: {}, fr: {}, ar: {} };
for (const [path, tree] of Object.entries(files)) {
  const [, language, feature] = path.match(/i18n\/(\w+)(?:\/([\w-]+))?\.json$/) ?? [];
  byLanguage[language as Language][feature ?? 'common'] = flatten(tree);
}
const merged = (language: Language) =>
  Object.assign({}, ...Object.values(byLanguage[language])) as Record<string, string>;
const locales = { en: merged('en'), fr: merged('fr'), ar: merged('ar') };
const namespaces = Object.keys(byLanguage.en).sort();

describe('translation files', () => {
  it('has the common file and the feature files in every language', () => {
    expect(namespaces).toContain('common');
    expect(namespaces.length).toBeGreaterThan(1);
    expect(Object.keys(byLanguage.fr).sort()).toEqual(namespaces);
    expect(Object.keys(byLanguage.ar).sort()).toEqual(namespaces);
  });

  it.each(namespaces.flatMap((namespace) => [['fr', namespace] as const, ['ar', namespace] as const]))(
    '%s %s has exactly the keys of en',
    (language, namespace) => {
      expect(Object.keys(byLanguage[language][namespace]).sort()).toEqual(Object.keys(byLanguage.en[namespace]).sort());
    },
  );

  it.each(['en', 'fr', 'ar'] as const)('%s defines no key in two files', (language) => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [namespace, keys] of Object.entries(byLanguage[language]))
      for (const key of Object.keys(keys)) {
        if (seen.has(key)) twice.push(`${key} (${seen.get(key)}, ${namespace})`);
        seen.set(key, namespace);
      }
    expect(twice).toEqual([]);
  });

  it.each(['fr', 'ar'] as const)('%s has exactly the keys of en', (language) => {
    expect(Object.keys(locales[language]).sort()).toEqual(Object.keys(locales.en).sort());
  });

  it.each(['en', 'fr', 'ar'] as const)('%s has no empty text', (language) => {
    const empty = Object.entries(locales[language]).filter(([, text]) => !text.trim());
    expect(empty).toEqual([]);
  });

  it.each(['fr', 'ar'] as const)('%s is translated, not a copy of en', (language) => {
    const copied = Object.keys(locales.en).filter((key) => locales[language][key] === locales.en[key]);
    // Brand names and words spelt the same in French ("Notifications", "Rose") may match.
    expect(copied.length / Object.keys(locales.en).length).toBeLessThan(0.1);
  });

  it('keeps interpolation placeholders in every language', () => {
    for (const [key, text] of Object.entries(locales.en)) {
      const placeholders = text.match(/{{\w+}}/g) ?? [];
      for (const placeholder of placeholders) {
        expect(locales.fr[key], `fr ${key}`).toContain(placeholder);
        expect(locales.ar[key], `ar ${key}`).toContain(placeholder);
      }
    }
  });

  it('has the confirmation dialog and empty-state texts of the spec', () => {
    expect(locales.en['confirm.title']).toBe('Confirm action');
    expect(locales.en['confirm.message']).toBe('Are you sure you want to confirm this action?');
    expect(locales.en['notifications.empty']).toBe('No notifications');
  });
});
