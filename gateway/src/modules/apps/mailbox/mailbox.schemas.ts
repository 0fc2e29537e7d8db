// The mailbox app's inputs (REST bodies and query, GraphQL arguments).
import { z } from 'zod';
import { demoId, demoIds, demoTitle } from '../kit/demo-input.js';

/** The boolean fields a mail list can be filtered on (the spec's filters, plus unread). */
export const FILTER_FIELDS = ['starred', 'important', 'unread'] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];

/** A folder's, filter's or label's slug as a client names it (an unknown one lists nothing). */
const slug = z.string().min(1).max(200);

/** Exactly one of folder, filter or label. */
export const MailSelector = z
  .object({ folder: slug.nullish(), filter: slug.nullish(), label: slug.nullish() })
  .refine(
    (query) => [query.folder, query.filter, query.label].filter((value) => value != null).length === 1,
    'name exactly one of folder, filter or label',
  );

/** REST's page: one-based, 1 when absent (10 mails a page). */
export const RestPage = z.preprocess(
  (value) => value ?? undefined,
  z.coerce.number().int().min(1).max(1_000_000).default(1),
);

const color = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[#\w-]+$/, 'a colour name such as blue, or #rrggbb');

/** POST label {label}: a title and a colour (blue when none); its id and slug are made here. */
export const NewLabelBody = z.object({
  label: z.object({ title: demoTitle.trim().min(1), color: color.nullish().transform((value) => value ?? 'blue') }),
});
/** PATCH label {id, label}: title and/or colour (an id or slug sent along is ignored). */
export const LabelPatchBody = z.object({
  id: demoId,
  label: z.object({ title: demoTitle.trim().min(1).optional(), color: color.optional() }),
});

/** PATCH settings {settings}: the settings the spec names (other fields are refused). */
export const SettingsPatchBody = z.object({
  settings: z
    .object({
      messageLayout: z
        .string()
        .max(32)
        .regex(/^[a-z][a-z-]*$/, 'a layout name such as right'),
    })
    .partial()
    .strict(),
});

/** PATCH mail {id, mail}: the states a mail changes by (spec §4); other fields are refused. */
export const MailPatchBody = z.object({
  id: demoId,
  mail: z
    .object({
      starred: z.boolean(),
      important: z.boolean(),
      unread: z.boolean(),
      folder: demoId,
      labels: demoIds,
    })
    .partial()
    .strict(),
});
