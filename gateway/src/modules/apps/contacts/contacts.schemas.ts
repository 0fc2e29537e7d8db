// The contacts app's inputs.
import { z } from 'zod';
import { filterText, imageSource, LIMITS } from '../../../lib/input.js';
import { demoId, demoIds, demoInstant, demoText, demoTitle } from '../kit/demo-input.js';
import { COUNTRY_LANGUAGES, isCountryCode } from './countries.js';

const Email = z.object({ email: z.string().trim().max(254), label: demoTitle.nullish() });
const Phone = z.object({
  country: z.string().refine(isCountryCode, 'not a known country code'),
  phoneNumber: z.string().trim().max(40),
  label: demoTitle.nullish(),
});

/** The fields PATCH merges (shallowly): only those sent change. */
export const ContactPatch = z.object({
  avatar: imageSource.nullable().optional(),
  background: imageSource.nullable().optional(),
  name: demoTitle.optional(),
  emails: z.array(Email).max(20).optional(),
  phoneNumbers: z.array(Phone).max(20).optional(),
  title: demoTitle.nullable().optional(),
  company: demoTitle.nullable().optional(),
  job: z.object({ title: demoTitle.nullish(), company: demoTitle.nullish() }).nullable().optional(),
  birthday: demoInstant.nullable().optional(),
  address: z
    .string()
    .max(LIMITS.name * 5)
    .nullable()
    .optional(),
  notes: demoText.nullable().optional(),
  tags: demoIds.optional(),
});

export const ContactPatchBody = z.object({ id: demoId, contact: ContactPatch });
export const SearchQuery = filterText;
export const CountryLanguageInput = z.enum(COUNTRY_LANGUAGES).default('en');
/** An avatar sent inline (JSON or GraphQL): a base64 data URL. */
export const InlineAvatar = z.object({
  id: demoId,
  avatar: z
    .string()
    .max(LIMITS.inlineImage * 4)
    .regex(/^data:[\w/+.-]*;base64,[A-Za-z0-9+/]+={0,2}$/, 'expected a data URL (data:<type>;base64,…)'),
});
