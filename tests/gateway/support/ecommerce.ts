// The e-commerce inventory's contract tests (tests/gateway/apps-ecommerce.test.ts): its GraphQL
// documents, the REST product list, and the original's sort to compare the server's with.
import { graphql } from '../__generated__';
import { rest, type GatewayAddress, type Json } from './gateway.js';

export const INVENTORY = '/api/apps/ecommerce/inventory';

export const ProductsQuery = graphql(`
  query AppsInventoryProducts(
    $search: String
    $sort: InventoryProductSort
    $order: SortDirection
    $page: Int
    $size: Int
  ) {
    inventoryProducts(search: $search, sort: $sort, order: $order, page: $page, size: $size) {
      products {
        id
        name
        price
      }
      pagination {
        length
        size
        page
        lastPage
        startIndex
        endIndex
      }
    }
  }
`);
export const ReferenceQuery = graphql(`
  query AppsInventoryReference {
    inventoryCategories {
      name
      slug
      parentId
    }
    inventoryBrands {
      name
    }
    inventoryVendors {
      name
    }
    inventoryTags {
      id
      title
    }
  }
`);
graphql(`
  fragment AppsInventoryProductFields on InventoryProduct {
    id
    name
    description
    tags
    sku
    category
    stock
    price
    thumbnail
    images
    active
  }
`);
export const CreateProductMutation = graphql(`
  mutation AppsCreateInventoryProduct {
    createInventoryProduct {
      ...AppsInventoryProductFields
    }
  }
`);
export const UpdateProductMutation = graphql(`
  mutation AppsUpdateInventoryProduct($id: ID!, $input: InventoryProductPatch!) {
    updateInventoryProduct(id: $id, input: $input) {
      ...AppsInventoryProductFields
    }
  }
`);
export const DeleteMutations = graphql(`
  mutation AppsInventoryDeletes($product: ID!, $tag: ID!) {
    deleteInventoryProduct(id: $product)
    deleteInventoryTag(id: $tag)
  }
`);
export const TagMutations = graphql(`
  mutation AppsInventoryTags($title: String!, $rename: String!, $id: ID!) {
    createInventoryTag(title: $title) {
      id
      title
    }
    updateInventoryTag(id: $id, title: $rename) {
      id
      title
    }
  }
`);

export type ListQuery = Record<string, string | number>;

/** GET products with `query` as the holder of `token`. */
export const listProducts = (gateway: GatewayAddress, token: string, query: ListQuery = {}) =>
  rest(gateway, 'GET', `${INVENTORY}/products?${new URLSearchParams(query as Record<string, string>)}`, undefined, {
    token,
  });

/** The original's sort: text upper-cased and compared by locale, numbers subtracted ('' as 0); stable. */
export const originalSort = (list: Json[], sort: string, order: 'asc' | 'desc') => {
  const compare = ['sku', 'name', 'active'].includes(sort)
    ? (a: Json, b: Json) => String(a[sort]).toUpperCase().localeCompare(String(b[sort]).toUpperCase())
    : (a: Json, b: Json) => Number(a[sort]) - Number(b[sort]);
  return [...list].sort((a, b) => (order === 'asc' ? compare(a, b) : compare(b, a)));
};
export const ids = (list: Json[]) => list.map((item) => item.id);
