// Global search's inputs: the query (at most 200 characters as sent, then trimmed) and the
// language page titles are matched in.
import { z } from 'zod';
import { LANGUAGES } from '../../../lib/i18n.js';
import { LIMITS } from '../../../lib/input.js';

export const SearchQuery = z.string().max(LIMITS.filterText).trim();
/** POST api/common/search {query}: the query must be a string (the original read `.toLowerCase()` of it). */
export const SearchBody = z.object({ query: SearchQuery });
export const SearchLanguage = z.enum(LANGUAGES).default('en');
