// Where the inventory's data lives: categories, brands and vendors are read-only reference
// data from fixtures/apps/ecommerce.json, shared by every account; each account's products
// and product tags are records of the demo store, seeded from the same file. The product list
// is sorted, searched and paged in SQL over the stored documents.
import { and, asc, desc, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { demoRecords } from '../../../db/schema.js';
import { readFixtures } from '../kit/demo-input.js';
import { pageWithTotal, windowTotal } from '../kit/demo-pages.js';
import { DemoStore, recordsOf, type SeedRecord } from '../kit/demo-store.js';
import {
  TEXT_SORTS,
  type InventoryBrandModel,
  type InventoryCategoryModel,
  type InventoryProductModel,
  type InventorySortField,
  type InventoryVendorModel,
  type ProductDoc,
} from './ecommerce.mappers.js';

const APP = 'ecommerce';
export const PRODUCT = 'product';

interface EcommerceFixtures {
  categories: InventoryCategoryModel[];
  brands: InventoryBrandModel[];
  vendors: InventoryVendorModel[];
  tags: { id: string; title: string }[];
  products: (ProductDoc & { id: string })[];
}

export const ecommerceReference = () => readFixtures<EcommerceFixtures>(APP);

function seedRecords(): SeedRecord[] {
  const { tags, products } = ecommerceReference();
  return [
    ...tags.map(({ id, ...data }) => ({ kind: 'tag', id, data })),
    ...products.map(({ id, ...data }) => ({ kind: PRODUCT, id, data: { ...data } })),
  ];
}

export const ecommerceStore = (db: Db) => new DemoStore(db, APP, seedRecords);

const data = demoRecords.data;
const userId = sql.placeholder('userId');
const search = sql.placeholder('search');

/**
 * Text compared as the original's `String(value).toUpperCase().localeCompare(…)`: ICU's root
 * collation (`und-x-icu`, in PGlite and in PostgreSQL built with ICU), which also upper- and
 * lower-cases beyond ASCII whatever the database's own locale.
 */
const textOf = (field: string) => sql`(${data} ->> ${field}) COLLATE "und-x-icu"`;

/** `a[sort] - b[sort]`: a number as itself, an empty field ('' or null) as 0. */
const numberOf = (field: string) =>
  sql`CASE WHEN jsonb_typeof(${data} -> ${field}) = 'number' THEN (${data} ->> ${field})::numeric ELSE 0 END`;

/** The account's products whose name holds `search`, case-insensitively ('' holds in every name). */
const listed = and(
  recordsOf(userId, APP, PRODUCT),
  sql`strpos(lower(${textOf('name')}), lower(${search}::text COLLATE "und-x-icu")) > 0`,
);

const pageStatement = (db: Db, sort: InventorySortField, order: 'asc' | 'desc') => {
  const key = (TEXT_SORTS as readonly string[]).includes(sort) ? sql`upper(${textOf(sort)})` : numberOf(sort);
  return db
    .select({ id: demoRecords.id, data, total: windowTotal })
    .from(demoRecords)
    .where(listed)
    .orderBy(order === 'asc' ? asc(key) : desc(key), asc(demoRecords.position), asc(demoRecords.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`ecommerce_products_by_${sort}_${order}`);
};
const countStatement = (db: Db) =>
  db
    .select({ total: sql<number>`count(*)::int` })
    .from(demoRecords)
    .where(listed)
    .prepare('ecommerce_product_count');

export interface ProductsArgs {
  search?: string | null;
  sort: InventorySortField;
  order: 'asc' | 'desc';
  page: number;
  size: number;
}

/**
 * The product list: the searched products sorted (ties in stored order), one page and the
 * count in one statement (`count(*) over ()`; a second one only for an empty page past the
 * first). The statements are prepared once per sort and order (20 at most): the list is the
 * app's busiest read, and planning its statement afresh costs more than running it.
 */
export class ProductPages {
  private readonly pages = new Map<string, ReturnType<typeof pageStatement>>();
  private readonly count;

  constructor(private readonly db: Db) {
    this.count = countStatement(db);
  }

  async page(user: string, args: ProductsArgs): Promise<{ items: InventoryProductModel[]; total: number }> {
    const name = `${args.sort} ${args.order}`;
    if (!this.pages.has(name)) this.pages.set(name, pageStatement(this.db, args.sort, args.order));
    const { rows, total } = await pageWithTotal(
      this.pages.get(name)!,
      this.count,
      { userId: user, search: args.search ?? '' },
      args.page * args.size,
      args.size,
    );
    return { items: rows.map((row) => ({ ...(row.data as unknown as ProductDoc), id: row.id })), total };
  }
}
