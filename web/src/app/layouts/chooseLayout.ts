export const LAYOUTS = ['empty', 'modern'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

export function isLayoutName(value: unknown): value is LayoutName {
  return LAYOUTS.includes(value as LayoutName);
}

/** The route's own layout wins over the `layout` query parameter, which wins over the configured default. */
export function chooseLayout(configured: LayoutName, query: string | null, route: unknown): LayoutName {
  if (isLayoutName(route)) return route;
  if (isLayoutName(query)) return query;
  return configured;
}
