// The addresses the app follows or shows, checked once more before they reach the DOM: the
// server refuses anything else, but a value stored before it did, or a crafted redirectURL,
// must not run script or lead to another site.

/** A path inside the app: one leading slash, no backslash (browsers read `/\` as `//`). */
export const isAppPath = (value: string) => /^\/(?![/\\])[^\s\\]*$/.test(value);

export const isWebAddress = (value: string) => /^https?:\/\/[^\s\\]+$/i.test(value);

const INLINE_IMAGE = /^data:image\/(png|jpeg|gif|webp|avif);base64,[A-Za-z0-9+/]+={0,2}$/;

/** An image source that is safe to render, or undefined (the caller shows its default). */
export function safeImageSource(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  return isWebAddress(value) || isAppPath(value) || INLINE_IMAGE.test(value) ? value : undefined;
}
