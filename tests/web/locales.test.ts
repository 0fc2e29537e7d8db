import { describe, expect, it } from 'vitest';
import ar from '../../web/public/assets/i18n/ar.json';
import en from '../../web/public/assets/i18n/en.json';
import fr from '../../web/public/assets/i18n/fr.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((flat, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...flat, [path]: value } : { ...flat, ...flatten(value, path) };
  }, {});
}

const locales = { en: flatten(en), fr: flatten(fr), ar: flatten(ar) };

describe('translation files', () => {
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
