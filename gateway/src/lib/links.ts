// A link shown to users: an internal route ("/equipment") when useRouter, otherwise an
// http(s) address. Anything else (javascript:, data:, `/\evil.example`) is refused, so stored
// links cannot carry script or another site into the client.
import { z } from 'zod';
import { badInput } from './errors.js';
import { appPath, LIMITS, webAddress } from './input.js';

export const linkFields = {
  link: z.string().trim().max(LIMITS.url).nullish(),
  useRouter: z.boolean().optional(),
};

export function assertSafeLink(link: string | null | undefined, useRouter: boolean): void {
  if (!link) return;
  if (useRouter && !appPath.safeParse(link).success)
    throw badInput('link: an internal link must be a path that starts with exactly one /');
  if (!useRouter && !webAddress.safeParse(link).success)
    throw badInput('link: an external link must be an http(s) address');
}
