// The server's rules for one's own record (gateway auth.service personName and passwordRule,
// lib/input imageSource), checked here first so the form says so in words.

export const NAME_MAX = 120;
export const PASSWORD = { min: 8, max: 200 } as const;

/** The picture types the server takes inline (data:image/…;base64). */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif'] as const;
/** The longest inline picture the server takes, in characters of its data: address. */
export const AVATAR_MAX_CHARS = 256_000;
/** Pictures are shrunk to this many pixels a side first: an avatar is shown at most 64 px wide. */
export const AVATAR_SIDE = 256;
