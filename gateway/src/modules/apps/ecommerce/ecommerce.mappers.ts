// The e-commerce inventory's records, as stored and answered.
import type { DemoItem } from '../kit/demo-store.js';

/** A number field: empty ('') until set, as the original's blank product. */
export type ProductNumber = number | '';

export interface ProductDoc {
  /** The category's id, or ''. */
  category: string;
  name: string;
  description: string;
  /** Tag ids. */
  tags: string[];
  sku: string;
  barcode: string;
  /** The brand's id, or ''. */
  brand: string;
  /** The vendor's id, or ''. */
  vendor: string;
  stock: ProductNumber;
  reserved: ProductNumber;
  cost: ProductNumber;
  basePrice: ProductNumber;
  taxPercent: ProductNumber;
  price: ProductNumber;
  weight: ProductNumber;
  thumbnail: string | null;
  images: string[];
  active: boolean;
}

export type InventoryProductModel = DemoItem<ProductDoc>;
export type InventoryTagModel = DemoItem<{ title: string }>;
export interface InventoryCategoryModel {
  id: string;
  parentId: string | null;
  name: string;
  slug: string;
}
export interface InventoryBrandModel {
  id: string;
  name: string;
  slug: string;
}
export type InventoryVendorModel = InventoryBrandModel;

/** What products sort by (REST `sort`): the first three as text, the others as numbers. */
export const TEXT_SORTS = ['sku', 'name', 'active'] as const;
export const NUMBER_SORTS = ['stock', 'reserved', 'cost', 'basePrice', 'taxPercent', 'price', 'weight'] as const;
export type InventorySortField = (typeof TEXT_SORTS)[number] | (typeof NUMBER_SORTS)[number];

/** The original's pagination; past the last page only `lastPage`. */
export interface InventoryPaginationModel {
  length?: number;
  size?: number;
  page?: number;
  lastPage: number;
  startIndex?: number;
  endIndex?: number;
}

export interface InventoryProductPageModel {
  products: InventoryProductModel[] | null;
  pagination: InventoryPaginationModel;
}
