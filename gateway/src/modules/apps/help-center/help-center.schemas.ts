// The help center's parameters (REST query or GraphQL arguments): slugs of at most 200
// characters and the guide limit.
import { z } from 'zod';
import { demoTitle } from '../kit/demo-input.js';

const slug = demoTitle.nullish();

/** slug (optional). */
export const FaqsQuery = z.object({ slug });

/** slug and limit (both optional): each category shows 1 to 100 guides, 5 by default. */
export const GuidesQuery = z.object({
  slug,
  limit: z.preprocess((value) => value ?? undefined, z.coerce.number().int().min(1).max(100).default(5)),
});

/** categorySlug and guideSlug (both required). */
export const GuideQuery = z.object({ categorySlug: demoTitle, guideSlug: demoTitle });
