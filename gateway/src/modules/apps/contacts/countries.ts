// The contacts app's countries, from maintained libraries rather than a typed-in list: names in
// English, French and Arabic from i18n-iso-countries, dial codes from libphonenumber-js. Every
// ISO 3166 country that has a dial code (243). Built once: reference data shared by all accounts.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';

export const COUNTRY_LANGUAGES = ['en', 'fr', 'ar'] as const;
export type CountryLanguage = (typeof COUNTRY_LANGUAGES)[number];

const require = createRequire(import.meta.url);
for (const language of COUNTRY_LANGUAGES)
  countries.registerLocale(require(`i18n-iso-countries/langs/${language}.json`));

export interface CountryModel {
  id: string;
  /** ISO 3166-1 alpha-2, lower case (as contacts' phone numbers name it). */
  iso: string;
  name: string;
  /** The dial code, such as '+212'. */
  code: string;
  /** Offset of its flag in a sprite of 20 px rows, in ISO code order. */
  flagImagePos: string;
}

/** A stable UUID-shaped id from the ISO code (the same on every server and every start). */
const idOf = (iso: string) => {
  const hex = createHash('sha1').update(`farmmaint-country:${iso}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

const CODES = getCountries()
  .filter((code) => countries.isValid(code))
  .sort();

const byLanguage = new Map<CountryLanguage, CountryModel[]>(
  COUNTRY_LANGUAGES.map((language) => [
    language,
    CODES.map((code, index) => ({
      id: idOf(code),
      iso: code.toLowerCase(),
      name: countries.getName(code, language) ?? code,
      code: `+${getCountryCallingCode(code)}`,
      flagImagePos: `-1px -${3 + index * 20}px`,
    })).sort((a, b) => a.name.localeCompare(b.name, language)),
  ]),
);

/** Every country, named in `language` and sorted by that name. */
export const countryList = (language: CountryLanguage): CountryModel[] => byLanguage.get(language)!;

const ISO_CODES = new Set(CODES.map((code) => code.toLowerCase()));
export const isCountryCode = (iso: string) => ISO_CODES.has(iso.toLowerCase());
