import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * The routes a feature declares, by the part of the app they belong to; the app router
 * puts each group under its guard and layout, so a feature names no guard itself.
 */
export interface FeatureRoutes {
  /** Only for signed-out visitors (sign-in, sign-up…), in the empty layout. */
  guest?: RouteObject[];
  /** Signed-in, in the empty layout (sign-out, unlock). */
  account?: RouteObject[];
  /** For anyone, in the empty layout (error pages). */
  open?: RouteObject[];
  /** The signed-in sections, inside the shell. */
  sections?: RouteObject[];
}

/** A route module loaded on first visit; its named export is the page. */
export function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): RouteObject['lazy'] {
  return async () => ({ Component: (await load())[name] });
}
