// POST api/common/search {query} (contract §3.4, V19/V20 shape): the groups that found
// something, in the order contacts, pages, tasks, each `{id, label, results}` with every result
// its record plus `link` and `value` (task titles as HTML with the matches marked); an empty
// query answers `{results: []}`. Page titles are matched in `?lang=` or Accept-Language.
import type { Router } from 'express';
import { languageOf } from '../../../lib/i18n.js';
import { parseInput } from '../../../lib/validation.js';
import type { Services } from '../../kit/context.js';
import { scopeOf, viewerOf } from '../../kit/rest.js';
import { demoRouter } from '../kit/demo-router.js';
import type { GlobalSearchModel } from './search.mappers.js';
import { SearchBody } from './search.schemas.js';

function groupsOf(found: GlobalSearchModel) {
  const groups = [
    {
      id: 'contacts',
      label: 'Contacts',
      results: found.contacts.map(({ contact, link, value }) => ({ ...contact, link, value })),
    },
    { id: 'pages', label: 'Pages', results: found.pages.map(({ page, value }) => ({ ...page, value })) },
    {
      id: 'tasks',
      label: 'Tasks',
      results: found.tasks.map(({ task, titleHtml, link, value }) => ({ ...task, title: titleHtml, link, value })),
    },
  ];
  return groups.filter((group) => group.results.length);
}

export function searchRoutes({ searchApp }: Services): Router {
  const router = demoRouter();
  router.post('/', async (req, res) => {
    const { query } = parseInput(SearchBody, req.body ?? null);
    const lang = languageOf(req.query.lang, req.get('accept-language'));
    const found = await searchApp.search(viewerOf(req), scopeOf(req).farmId, query, lang);
    res.json(found ? groupsOf(found) : { results: [] });
  });
  return router;
}
