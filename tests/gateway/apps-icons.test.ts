// The icon catalogue (spec §7 api/ui/icons/{set}, §9 namespaces; contract §5) through REST and
// GraphQL: the seven sets from their Iconify packages, shared reference data behind a token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './__generated__';
import { expectSignedInOnly, freshToken } from './support/apps.js';
import { errorCode, gql, rest, startTestGateway, type TestGateway } from './support/gateway.js';

let gateway: TestGateway;
let token: string;
beforeAll(async () => {
  gateway = await startTestGateway();
  token = await freshToken(gateway, 'icons');
});
afterAll(async () => {
  await gateway?.stop();
});

const SETS: [set: string, namespace: string, name: string, grid: string][] = [
  ['feather', 'feather', 'Feather', 'icon-size-6'],
  ['heroicons-outline', 'heroicons_outline', 'Heroicons Outline', 'icon-size-6'],
  ['heroicons-solid', 'heroicons_solid', 'Heroicons Solid', 'icon-size-6'],
  ['heroicons-mini', 'heroicons_mini', 'Heroicons Mini', 'icon-size-5'],
  ['material-solid', 'mat_solid', 'Material Solid', 'icon-size-6'],
  ['material-outline', 'mat_outline', 'Material Outline', 'icon-size-6'],
  ['material-twotone', '', 'Material Twotone', 'icon-size-6'],
];

const IconSetQuery = graphql(`
  query AppsIconSet($set: String!) {
    iconSet(set: $set) {
      namespace
      name
      grid
      list
    }
    iconSetNames
  }
`);

const get = (path: string) => rest(gateway, 'GET', path, undefined, { token });

describe('icons: REST', () => {
  it('every set needs a token', async () => {
    await expectSignedInOnly(
      gateway,
      SETS.map(([set]) => ['GET', `/api/ui/icons/${set}`]),
    );
    expect(errorCode((await gql(gateway, IconSetQuery, { set: 'feather' })).body)).toBe('UNAUTHENTICATED');
  });

  it("each of the spec's seven sets: namespace, name, grid and its icon names", async () => {
    for (const [set, namespace, name, grid] of SETS) {
      const res = await get(`/api/ui/icons/${set}`);
      expect(res.status, set).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(['grid', 'list', 'name', 'namespace']);
      expect({ namespace: res.body.namespace, name: res.body.name, grid: res.body.grid }).toEqual({
        namespace,
        name,
        grid,
      });
      const list = res.body.list as string[];
      expect(new Set(list).size, set).toBe(list.length);
      expect(
        list.every((icon) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(icon)),
        set,
      ).toBe(true);
    }
  });

  it("the sets' sizes are the packages' (the contract's 282 / 292 / 1792 are older releases)", async () => {
    const sizes = Object.fromEntries(
      await Promise.all(
        SETS.map(async ([set]) => [set, ((await get(`/api/ui/icons/${set}`)).body.list as string[]).length]),
      ),
    );
    expect(sizes.feather).toBeGreaterThanOrEqual(282);
    for (const set of ['heroicons-outline', 'heroicons-solid', 'heroicons-mini'])
      expect(sizes[set]).toBeGreaterThanOrEqual(292);
    for (const set of ['material-solid', 'material-outline', 'material-twotone'])
      expect(sizes[set]).toBeGreaterThanOrEqual(1792);
  });

  it('icon names are bare (no variant suffix or style prefix) and the familiar ones are there', async () => {
    const list = async (set: string) => (await get(`/api/ui/icons/${set}`)).body.list as string[];
    expect(await list('feather')).toEqual(expect.arrayContaining(['activity', 'tool', 'truck', 'settings']));
    for (const set of ['heroicons-outline', 'heroicons-solid', 'heroicons-mini']) {
      const names = await list(set);
      expect(names, set).toEqual(expect.arrayContaining(['academic-cap', 'chart-pie', 'wrench-screwdriver']));
      expect(
        names.some((icon) => /-(solid|16|20)$/.test(icon)),
        set,
      ).toBe(false);
    }
    for (const set of ['material-solid', 'material-outline', 'material-twotone']) {
      const names = await list(set);
      expect(names, set).toEqual(expect.arrayContaining(['agriculture', 'build', 'home']));
      expect(
        names.some((icon) => /^(baseline|outline|twotone|round|sharp)-/.test(icon)),
        set,
      ).toBe(false);
    }
  });

  it('an unknown set answers 404 (no path of the original matches); an over-long name 400', async () => {
    for (const set of ['iconsmind', 'material', 'FEATHER', '__proto__', 'toString'])
      expect((await get(`/api/ui/icons/${set}`)).status, set).toBe(404);
    expect((await get(`/api/ui/icons/${'x'.repeat(65)}`)).status).toBe(400);
  });
});

describe('icons: GraphQL', () => {
  it('iconSet answers what the REST path answers; an unknown set is null; the set names', async () => {
    const rest = (await get('/api/ui/icons/heroicons-mini')).body;
    const res = await gql(gateway, IconSetQuery, { set: 'heroicons-mini' }, { token });
    expect(res.body.data?.iconSet).toEqual(rest);
    expect(res.body.data?.iconSetNames).toEqual(SETS.map(([set]) => set));
    const unknown = await gql(gateway, IconSetQuery, { set: 'iconsmind' }, { token });
    expect(unknown.body.data?.iconSet).toBeNull();
  });

  it('bad input: BAD_USER_INPUT', async () => {
    for (const set of ['', 'x'.repeat(65)]) {
      const res = await gql(gateway, IconSetQuery, { set }, { token });
      expect(errorCode(res.body), set.slice(0, 10)).toBe('BAD_USER_INPUT');
    }
  });
});
