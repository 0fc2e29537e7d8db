// The e-commerce inventory's inputs.
import { z } from 'zod';
import { filterText } from '../../../lib/input.js';
import { demoId, demoIds, demoImage, demoText, demoTitle } from '../kit/demo-input.js';
import { NUMBER_SORTS, TEXT_SORTS } from './ecommerce.mappers.js';

/** A number field: a number in range, or empty ('' or null, stored as ''). */
const number = (schema: z.ZodNumber) =>
  z
    .union([schema, z.literal('')])
    .nullish()
    .transform((value) => value ?? '');
const amount = number(z.number().min(0).max(1_000_000_000));
const count = number(z.number().int().min(0).max(1_000_000_000));
/** A reference to a category, brand or vendor: an id, or empty. */
const reference = z.union([demoId, z.literal('')]);
const code = z.string().max(64);

/** The fields PATCH merges (shallowly): only those sent change. */
export const ProductPatch = z
  .object({
    category: reference,
    name: demoTitle,
    description: demoText,
    tags: demoIds,
    sku: code,
    barcode: code,
    brand: reference,
    vendor: reference,
    stock: count,
    reserved: count,
    cost: amount,
    basePrice: amount,
    taxPercent: number(z.number().min(0).max(100)),
    price: amount,
    weight: amount,
    thumbnail: demoImage.nullable(),
    images: z.array(demoImage).max(20),
    active: z.boolean(),
  })
  .partial();

export const ProductPatchBody = z.object({ id: demoId, product: ProductPatch });

/** A whole number sent as query text (REST) or a number (GraphQL). */
const wholeNumber = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^-?\d{1,9}$/, 'expected a whole number')
    .transform(Number),
]);
/** Absent or empty: the default (the original's `param || default`). */
const orDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess((value) => (value === undefined || value === null || value === '' ? fallback : value), schema);

/** GET products: the original's defaults (sort name, order asc, page 1, size 10). */
export const ProductsQuery = z.object({
  search: filterText,
  sort: orDefault(z.enum([...TEXT_SORTS, ...NUMBER_SORTS]), 'name'),
  order: orDefault(z.enum(['asc', 'desc']), 'asc'),
  page: orDefault(wholeNumber.pipe(z.number().min(0).max(1_000_000)), 1),
  size: orDefault(wholeNumber.pipe(z.number().min(1).max(100)), 10),
});
