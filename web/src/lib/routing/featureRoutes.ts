import type { TypePolicies } from '@apollo/client';
import { lazy, type ComponentType } from 'react';
import type { Permission } from '../auth/useCan';
import { loadFeatureTranslations } from '../i18n/featureTranslations';

/** A path of a feature: a page (loaded on first visit), or a redirect to another path. */
export type FeatureRoute =
  | {
      path: string;
      page: LazyPage;
      /**
       * Section routes: the permission the server's menu checks for the same section
       * (gateway navigation.service), so the route and the menu agree.
       */
      permission?: Permission;
    }
  | { path: string; redirectTo: string };

/**
 * The routes a feature declares, by the part of the app they belong to; the app router
 * puts each group under its guard and layout, so a feature names no guard itself.
 */
export interface FeatureRoutes {
  /** Only for signed-out visitors (sign-in, sign-up…), in the empty layout. */
  guest?: FeatureRoute[];
  /** Signed-in, in the empty layout (sign-out, unlock). */
  account?: FeatureRoute[];
  /** For anyone, in the empty layout (error pages). */
  open?: FeatureRoute[];
  /** The signed-in sections, inside the shell. */
  sections?: FeatureRoute[];
  /** The feature's Apollo cache policies, stated next to its operations. */
  cachePolicies?: TypePolicies;
}

/** A page that loads on first render, or earlier through `preload` (the router does so on a first visit). */
export type LazyPage = ComponentType & { preload(): Promise<unknown> };

/**
 * A page module loaded on first visit; its named export is the page. With `translations`,
 * the feature's words (assets/i18n/{lang}/{feature}.json) load alongside and the page waits;
 * a page that also shows shared pieces with words of their own (a machine's plans) names
 * their file too. The router's navigations are transitions, so the previous page stays until
 * this one is ready.
 */
export function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  translations?: string | readonly string[],
): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const files = translations === undefined ? [] : [translations].flat();
  const preload = () =>
    (loading ??= Promise.all([load(), ...files.map(loadFeatureTranslations)]).then(([page]) => ({
      default: page[name],
    })));
  return Object.assign(lazy(preload), { preload });
}
