// The e-commerce inventory (spec §7 Inventory of watches, contract §4.4): shared categories,
// brands and vendors; each account's products, listed a page at a time with the original's
// search, sort and paging arithmetic, and its product tags. The original's 300 ms delay is not
// served: simulating latency is not a server's job.
import type { Db } from '../../../db/client.js';
import { parseInput } from '../../../lib/validation.js';
import type { UserModel } from '../../core/user/user.mappers.js';
import { DemoTags } from '../kit/demo-tags.js';
import type {
  InventoryBrandModel,
  InventoryCategoryModel,
  InventoryProductModel,
  InventoryProductPageModel,
  InventoryVendorModel,
  ProductDoc,
} from './ecommerce.mappers.js';
import { ecommerceReference, ecommerceStore, PRODUCT, ProductPages } from './ecommerce.repository.js';
import { ProductPatchBody, ProductsQuery } from './ecommerce.schemas.js';

/** The original's blank product (POST product; the body is ignored). */
const blankProduct = (): ProductDoc => ({
  category: '',
  name: 'A New Product',
  description: '',
  tags: [],
  sku: '',
  barcode: '',
  brand: '',
  vendor: '',
  stock: '',
  reserved: '',
  cost: '',
  basePrice: '',
  taxPercent: '',
  price: '',
  weight: '',
  thumbnail: '',
  images: [],
  active: false,
});

export class EcommerceAppService {
  private readonly store;
  private readonly pages;
  /** The account's product tags (deleting one takes it off every product). */
  readonly tags;

  constructor(db: Db) {
    this.store = ecommerceStore(db);
    this.pages = new ProductPages(db);
    this.tags = new DemoTags(this.store, PRODUCT);
  }

  categories(): InventoryCategoryModel[] {
    return ecommerceReference().categories;
  }

  brands(): InventoryBrandModel[] {
    return ecommerceReference().brands;
  }

  vendors(): InventoryVendorModel[] {
    return ecommerceReference().vendors;
  }

  /**
   * GET products: the products whose name holds `search`, sorted (ties in data order), page
   * `page` (zero-based) of `size`. The arithmetic is the contract's: `lastPage` counts pages
   * (at least 1); a page past it answers only `lastPage`; the page `lastPage` itself is empty.
   */
  async products(user: UserModel, query: unknown): Promise<InventoryProductPageModel> {
    const args = parseInput(ProductsQuery, query);
    await this.store.seed(user.id);
    const { items, total } = await this.pages.page(user.id, args);
    const { page, size } = args;
    const lastPage = Math.max(Math.ceil(total / size), 1);
    if (page > lastPage) return { products: null, pagination: { lastPage } };
    const end = Math.min(size * (page + 1), total);
    return {
      products: items,
      pagination: { length: total, size, page, lastPage, startIndex: page * size, endIndex: end - 1 },
    };
  }

  product(user: UserModel, id: unknown): Promise<InventoryProductModel | null> {
    return this.store.read(user.id, (data) => data.get<ProductDoc>(PRODUCT, id));
  }

  /** A blank product, placed first. */
  create(user: UserModel): Promise<InventoryProductModel> {
    return this.store.write(user.id, (data) => data.insert(PRODUCT, blankProduct(), 'first'));
  }

  /** Shallow merge (PATCH {id, product}); null when unknown. */
  update(user: UserModel, body: unknown): Promise<InventoryProductModel | null> {
    const { id, product } = parseInput(ProductPatchBody, body);
    return this.store.write(user.id, (data) => data.merge<ProductDoc>(PRODUCT, id, product));
  }

  /** True when the product was there (an unknown id deletes nothing). */
  remove(user: UserModel, id: unknown): Promise<boolean> {
    return this.store.write(user.id, async (data) => Boolean(await data.remove(PRODUCT, id)));
  }
}
