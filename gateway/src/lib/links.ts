// A link shown to users: an internal route ("/equipment") when useRouter, otherwise an
// http(s) address. Anything else (javascript:, data:) is refused, so stored links cannot
// carry script into the client.
import { z } from 'zod';
import { badInput } from './errors.js';

export const linkFields = {
  link: z.string().trim().max(2048).nullish(),
  useRouter: z.boolean().optional(),
};

export function assertSafeLink(link: string | null | undefined, useRouter: boolean): void {
  if (!link) return;
  if (useRouter && !(link.startsWith('/') && !link.startsWith('//')))
    throw badInput('link: an internal link must start with /');
  if (!useRouter && !/^https?:\/\/\S+$/i.test(link))
    throw badInput('link: an external link must be an http(s) address');
}
