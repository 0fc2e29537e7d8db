import type { LayoutName } from './layouts/chooseLayout';

/** Start-up configuration: the app starts with the modern layout (theme and scheme: lib/settings). */
export const appConfig: { layout: LayoutName } = { layout: 'modern' };
