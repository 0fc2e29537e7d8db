// The e-commerce inventory demo app (spec §7 Inventory of watches, contract §4.4) through REST
// and GraphQL: the contract's worked examples, sorting as text and as numbers, search, blank
// products placed first, shallow merge, tags stripped on delete, each account's own copy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appFixtures, expectSignedInOnly, freshToken, HUGE_TEXT, NOT_JSON, UNKNOWN_ID } from './support/apps.js';
import {
  CreateProductMutation,
  DeleteMutations,
  ids,
  INVENTORY,
  listProducts,
  originalSort,
  ProductsQuery,
  ReferenceQuery,
  TagMutations,
  UpdateProductMutation,
  type ListQuery,
} from './support/ecommerce.js';
import { errorCode, gql, gqlRaw, rest, startTestGateway, type Json, type TestGateway } from './support/gateway.js';

const fixtures = appFixtures('ecommerce');
const base = INVENTORY;
const BENTON = 'Benton Ladies Automatic Watch 40mm 5 ATM';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(async () => {
  await gateway?.stop();
});

const products = (token: string, query: ListQuery = {}) => listProducts(gateway, token, query);
/** `method` `path` (under the inventory's base) as the holder of `token`. */
const api = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) =>
  rest(gateway, method, `${INVENTORY}/${path}`, body, { token });
/** Every product of the account, by name. */
const everything = async (token: string): Promise<Json[]> =>
  (await products(token, { page: 0, size: 100 })).body.products;

describe('ecommerce inventory: REST', () => {
  let token: string;
  beforeAll(async () => {
    token = await freshToken(gateway, 'shop-rest');
  });

  it('every path needs a token', async () => {
    const unknown = `id=${UNKNOWN_ID}`;
    const reads = ['categories', 'brands', 'vendors', 'tags', 'products', `product?${unknown}`].map((p) => `GET ${p}`);
    const writes = ['POST product', 'PATCH product', `DELETE product?${unknown}`, 'POST tag', 'PATCH tag'];
    const calls = [...reads, ...writes, `DELETE tag?${unknown}`].map((call) => call.split(' '));
    await expectSignedInOnly(
      gateway,
      calls.map(([method, path]) => [method as 'GET', `${base}/${path}`]),
    );
    expect(errorCode((await gql(gateway, ProductsQuery, {})).body)).toBe('UNAUTHENTICATED');
  });

  it('reference lists and counts: 3 categories, 5 brands, 3 vendors, 10 tags; 23 products, 8 active', async () => {
    const list = async (path: string) => (await api(token, 'GET', path)).body;
    expect((await list('categories')).map((c: Json) => [c.name, c.slug, c.parentId])).toEqual([
      ['Mens', 'mens', null],
      ['Ladies', 'ladies', null],
      ['Unisex', 'unisex', null],
    ]);
    expect((await list('brands')).map((b: Json) => b.name)).toEqual(['Benton', 'Capmia', 'Lara', 'Premera', 'Zeon']);
    expect((await list('vendors')).map((v: Json) => v.slug)).toEqual(['evel', 'mivon', 'neogen']);
    expect(await list('tags')).toEqual(fixtures.tags);
    const all = await everything(token);
    expect(all).toHaveLength(23);
    expect(all.filter((product) => product.active)).toHaveLength(8);
    const byCategory = fixtures.categories.map((c: Json) => all.filter((p) => p.category === c.id).length);
    expect(byCategory).toEqual([12, 6, 5]);
    const [first] = fixtures.products;
    expect((await api(token, 'GET', `product?id=${first.id}`)).body).toEqual(first);
    for (const id of [UNKNOWN_ID, 'nope']) {
      const res = await api(token, 'GET', `product?id=${id}`);
      expect([res.status, res.body]).toEqual([200, null]);
    }
  });

  it("the contract's worked examples: pages 0-4, the default page 1, search, price desc", async () => {
    const first = (await products(token, { page: 0 })).body;
    expect(first.products).toHaveLength(10);
    expect(first.products[0].name).toBe(BENTON);
    expect(first.pagination).toEqual({ length: 23, size: 10, page: 0, lastPage: 3, startIndex: 0, endIndex: 9 });
    expect(Object.keys(first)).toEqual(['products', 'pagination']);
    const byDefault = (await products(token)).body;
    expect(byDefault.pagination).toMatchObject({ page: 1, startIndex: 10, endIndex: 19 });
    expect(ids(byDefault.products)).toEqual(ids(originalSort(fixtures.products, 'name', 'asc').slice(10, 20)));
    const third = (await products(token, { page: 2 })).body;
    expect([third.products.length, third.pagination.endIndex]).toEqual([3, 22]);
    expect((await products(token, { page: 3 })).body).toEqual({
      products: [],
      pagination: { length: 23, size: 10, page: 3, lastPage: 3, startIndex: 30, endIndex: 22 },
    });
    expect((await products(token, { page: 4 })).body).toEqual({ products: null, pagination: { lastPage: 3 } });
    for (const search of ['ladies', 'LaDiEs']) {
      const ladies = (await products(token, { search, page: 0 })).body;
      expect(ladies.products).toHaveLength(6);
      expect(ladies.pagination).toMatchObject({ length: 6, lastPage: 1, endIndex: 5 });
    }
    expect((await products(token, { search: 'rolex', page: 0 })).body).toEqual({
      products: [],
      pagination: { length: 0, size: 10, page: 0, lastPage: 1, startIndex: 0, endIndex: -1 },
    });
    expect((await products(token, { search: '', sort: '', order: '', page: 0 })).body.pagination.length).toBe(23);
    const dearest = (await products(token, { sort: 'price', order: 'desc', size: 3, page: 0 })).body;
    expect(dearest.products.map((p: Json) => [p.name, p.price])).toEqual([
      ['Premera Ladies Chronograph Watch 40mm 5 ATM', 2402.4],
      ['Zeon Ladies Automatic Watch 40mm 10 ATM', 2224.3],
      ['Zeon Ladies Chronograph Watch 40mm 5 ATM', 2191.8],
    ]);
    expect(dearest.pagination.lastPage).toBe(8);
    for (const p of fixtures.products) expect(p.price).toBeCloseTo((p.basePrice * (100 + p.taxPercent)) / 100, 6);
  });

  it('sorts sku, name and active as case-insensitive text, the others as numbers; ties in data order', async () => {
    const cases = 'sku asc,name desc,active asc,active desc,stock asc,taxPercent desc,weight asc,basePrice asc';
    for (const [sort, order] of cases.split(',').map((c) => c.split(' ') as [string, 'asc' | 'desc'])) {
      const res = await products(token, { sort, order, page: 0, size: 100 });
      expect(ids(res.body.products), `${sort} ${order}`).toEqual(ids(originalSort(fixtures.products, sort, order)));
    }
    expect(fixtures.products.some((p: Json) => p.sku !== p.sku.toUpperCase())).toBe(true);
  });

  it('POST product: the blank product, placed first; PATCH merges; DELETE answers true', async () => {
    const created = await api(token, 'POST', 'product', { name: 'ignored' });
    const blank = { category: '', name: 'A New Product', description: '', tags: [], sku: '', barcode: '', brand: '' };
    const numbers = { stock: '', reserved: '', cost: '', basePrice: '', taxPercent: '', price: '', weight: '' };
    const empty = { vendor: '', thumbnail: '', images: [], active: false };
    expect(created.body).toEqual({ id: expect.any(String), ...blank, ...numbers, ...empty });
    const id = created.body.id;
    // Placed first: among equal keys (inactive; price '' counts as 0) it comes before every other.
    expect((await products(token, { sort: 'active', page: 0 })).body.products[0].id).toBe(id);
    expect((await products(token, { sort: 'price', page: 0 })).body.products[0].id).toBe(id);
    const patch = { price: 99.5, active: true, tags: [fixtures.tags[0].id], name: 'Zeon Field Watch' };
    const patched = await api(token, 'PATCH', 'product', { id, product: patch });
    expect(patched.body).toEqual({ ...created.body, ...patch });
    const target = fixtures.products[5];
    const merged = await api(token, 'PATCH', 'product', { id: target.id, product: { stock: 3 } });
    expect(merged.body).toEqual({ ...target, stock: 3 });
    const unknown = await api(token, 'PATCH', 'product', { id: UNKNOWN_ID, product: { stock: 1 } });
    expect([unknown.status, unknown.body]).toEqual([200, null]);
    expect((await api(token, 'DELETE', `product?id=${id}`)).body).toBe(true);
    expect((await api(token, 'DELETE', `product?id=${UNKNOWN_ID}`)).body).toBe(true);
    expect(await everything(token)).toHaveLength(23);
  });

  it('tags: POST first, PATCH renames, DELETE strips the tag from every product', async () => {
    const created = await api(token, 'POST', 'tag', { tag: { title: 'field' } });
    expect(created.body).toEqual({ id: expect.any(String), title: 'field' });
    const tags = (await api(token, 'GET', 'tags')).body;
    expect(tags[0]).toEqual(created.body);
    const renamed = { id: created.body.id, tag: { title: 'farm' } };
    expect((await api(token, 'PATCH', 'tag', renamed)).body).toEqual({
      id: created.body.id,
      title: 'farm',
    });
    const watch = fixtures.tags.find((tag: Json) => tag.title === 'watch');
    expect((await everything(token)).every((p) => p.tags.includes(watch.id))).toBe(true);
    expect((await api(token, 'DELETE', `tag?id=${watch.id}`)).body).toBe(true);
    const after = await everything(token);
    expect(after.some((p) => p.tags.includes(watch.id))).toBe(false);
    expect(after.every((p) => p.tags.length === 4)).toBe(true);
  });

  it('bad input answers 400 and changes nothing', async () => {
    const before = await everything(token);
    const target = before[0].id;
    const lists: ListQuery[] = [{ size: 101 }, { size: 0 }, { page: -1 }, { page: 'two' }, { sort: 'color' }];
    lists.push({ order: 'up' }, { search: 'x'.repeat(201) });
    for (const query of lists) expect((await products(token, query)).status, JSON.stringify(query)).toBe(400);
    const bad: unknown[] = [
      NOT_JSON,
      { id: target },
      { id: target, product: { price: 'cheap' } },
      { id: target, product: { active: 'yes' } },
      { id: target, product: { name: HUGE_TEXT } },
      { id: target, product: { stock: 1.5 } },
      { id: target, product: { taxPercent: 120 } },
      { id: target, product: { tags: 'watch' } },
    ];
    for (const body of bad) {
      const res = await api(token, 'PATCH', 'product', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    expect((await api(token, 'POST', 'tag', { tag: { title: '' } })).status).toBe(400);
    expect(await everything(token)).toEqual(before);
  });
});

describe('ecommerce inventory: GraphQL', () => {
  let token: string;
  beforeAll(async () => {
    token = await freshToken(gateway, 'shop-graph');
  });

  it('lists the first page by name by default; search, sort and the page past the last', async () => {
    const first = (await gql(gateway, ProductsQuery, {}, { token })).body.data?.inventoryProducts;
    expect(first?.products?.[0].name).toBe(BENTON);
    expect(first?.pagination).toEqual({ length: 23, size: 10, page: 0, lastPage: 3, startIndex: 0, endIndex: 9 });
    const dearest = await gql(gateway, ProductsQuery, { sort: 'PRICE', order: 'DESC', size: 3 }, { token });
    expect(dearest.body.data?.inventoryProducts.products?.map((p) => p.price)).toEqual([2402.4, 2224.3, 2191.8]);
    const ladies = await gql(gateway, ProductsQuery, { search: 'LADIES', sort: 'SKU' }, { token });
    expect(ids(ladies.body.data!.inventoryProducts.products!)).toEqual(
      ids(originalSort(fixtures.products, 'sku', 'asc').filter((p) => p.name.includes('Ladies'))),
    );
    const past = await gql(gateway, ProductsQuery, { page: 4 }, { token });
    expect(past.body.data?.inventoryProducts).toEqual({
      products: null,
      pagination: { length: null, size: null, page: null, lastPage: 3, startIndex: null, endIndex: null },
    });
    for (const variables of [{ page: -1 }, { size: 101 }, { size: 0 }] as { page?: number; size?: number }[]) {
      expect(errorCode((await gql(gateway, ProductsQuery, variables, { token })).body)).toBe('BAD_USER_INPUT');
    }
    const query = 'query($s: InventoryProductSort) { inventoryProducts(sort: $s) { pagination { lastPage } } }';
    expect(errorCode((await gqlRaw(gateway, query, { s: 'COLOR' }, { token })).body)).toBe('BAD_USER_INPUT');
  });

  it('reference lists and the tag and product mutations', async () => {
    const reference = (await gql(gateway, ReferenceQuery, {}, { token })).body.data;
    expect(reference?.inventoryCategories.map((c) => c.slug)).toEqual(['mens', 'ladies', 'unisex']);
    expect([reference?.inventoryBrands.length, reference?.inventoryVendors.length]).toEqual([5, 3]);
    expect(reference?.inventoryTags).toEqual(fixtures.tags);
    const created = (await gql(gateway, CreateProductMutation, {}, { token })).body.data?.createInventoryProduct;
    expect(created).toEqual({
      id: expect.any(String),
      name: 'A New Product',
      description: '',
      tags: [],
      sku: '',
      category: '',
      stock: null,
      price: null,
      thumbnail: '',
      images: [],
      active: false,
    });
    const id = created!.id;
    const input = { price: 120.5, stock: 4, active: true, name: 'Lara Field Watch' };
    const updated = await gql(gateway, UpdateProductMutation, { id, input }, { token });
    expect(updated.body.data?.updateInventoryProduct).toEqual({ ...created, ...input });
    const cleared = await gql(gateway, UpdateProductMutation, { id, input: { price: null } }, { token });
    expect(cleared.body.data?.updateInventoryProduct?.price).toBeNull();
    const unknown = await gql(gateway, UpdateProductMutation, { id: UNKNOWN_ID, input: { stock: 1 } }, { token });
    expect(unknown.body.data?.updateInventoryProduct).toBeNull();
    const bad = await gql(gateway, UpdateProductMutation, { id, input: { taxPercent: -1 } }, { token });
    expect(errorCode(bad.body)).toBe('BAD_USER_INPUT');
    const tags = await gql(
      gateway,
      TagMutations,
      { title: 'field', rename: '40 mm', id: fixtures.tags[4].id },
      { token },
    );
    expect(tags.body.data).toEqual({
      createInventoryTag: { id: expect.any(String), title: 'field' },
      updateInventoryTag: { id: fixtures.tags[4].id, title: '40 mm' },
    });
    const mens = fixtures.tags[0].id;
    const deleted = await gql(gateway, DeleteMutations, { product: id, tag: mens }, { token });
    expect(deleted.body.data).toEqual({ deleteInventoryProduct: true, deleteInventoryTag: true });
    const again = await gql(gateway, DeleteMutations, { product: id, tag: mens }, { token });
    expect(again.body.data).toEqual({ deleteInventoryProduct: false, deleteInventoryTag: false });
    expect((await everything(token)).filter((p) => p.tags.includes(mens))).toEqual([]);
  });
});

describe('ecommerce inventory: isolation', () => {
  it("account B never sees or changes account A's products and tags", async () => {
    const a = await freshToken(gateway, 'shop-a');
    const b = await freshToken(gateway, 'shop-b');
    const created = (await api(a, 'POST', 'product', {})).body;
    const target = fixtures.products[2];
    await api(a, 'PATCH', 'product', { id: target.id, product: { name: 'Montre élan' } });
    await api(a, 'DELETE', `tag?id=${fixtures.tags[9].id}`);
    expect(await everything(b)).toEqual(originalSort(fixtures.products, 'name', 'asc'));
    expect((await api(b, 'GET', 'tags')).body).toEqual(fixtures.tags);
    const patched = await api(b, 'PATCH', 'product', { id: created.id, product: { name: 'B' } });
    expect(patched.body).toBeNull();
    await api(b, 'DELETE', `product?id=${created.id}`);
    const mine = await api(a, 'GET', `product?id=${created.id}`);
    expect(mine.body).toEqual(created);
    expect((await products(a, { search: 'ÉLAN', page: 0 })).body.products.map((p: Json) => p.id)).toEqual([target.id]);
  });
});
