import type { TypePolicies } from '@apollo/client';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { Permission } from '../auth/useCan';
import { loadFeatureTranslations } from '../i18n/featureTranslations';

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
  /** The feature's Apollo cache policies, stated next to its operations. */
  cachePolicies?: TypePolicies;
}

/**
 * What a section route carries in `handle`: the permission the server's menu checks for
 * the same section (gateway navigation.service), so the route and the menu agree.
 */
export interface SectionHandle {
  permission: Permission;
}

export function permissionOf(handle: unknown): Permission | undefined {
  return (handle as Partial<SectionHandle> | undefined)?.permission;
}

/**
 * A route module loaded on first visit; its named export is the page. With `translations`,
 * the feature's words (assets/i18n/{lang}/{feature}.json) load alongside and the page waits.
 */
export function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  translations?: string,
): RouteObject['lazy'] {
  return async () => {
    const [page] = await Promise.all([load(), translations && loadFeatureTranslations(translations)]);
    return { Component: page[name] };
  };
}
