// The file manager demo app (spec §7 File manager, contract §4.5) through REST and GraphQL:
// a folder's folders and files sorted by name, and the path from the root down to it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './__generated__';
import { appFixtures, expectSignedInOnly, freshToken } from './support/apps.js';
import { errorCode, gql, rest, startTestGateway, type Json, type TestGateway } from './support/gateway.js';

const { items } = appFixtures('file-manager');
const base = '/api/apps/file-manager';
const named = (name: string) => items.find((item: Json) => item.name === name);
const names = (list: Json[]) => list.map((item) => item.name);

let gateway: TestGateway;
let token: string;
beforeAll(async () => {
  gateway = await startTestGateway();
  token = await freshToken(gateway, 'files');
});
afterAll(async () => {
  await gateway?.stop();
});

const FolderQuery = graphql(`
  query AppsFileManager($folderId: ID) {
    fileManager(folderId: $folderId) {
      folders {
        name
      }
      files {
        name
        type
      }
      path {
        id
        name
      }
    }
  }
`);

const folder = async (query = '') => {
  const res = await rest(gateway, 'GET', `${base}${query}`, undefined, { token });
  expect(res.status).toBe(200);
  return res.body;
};

describe('file manager', () => {
  it('needs a token', async () => {
    await expectSignedInOnly(gateway, [
      ['GET', base],
      ['GET', `${base}?folderId=null`],
    ]);
    expect(errorCode((await gql(gateway, FolderQuery, {})).body)).toBe('UNAUTHENTICATED');
  });

  it("the root (no folderId, or the text 'null'): 3 folders and 13 files, each sorted by name", async () => {
    const root = await folder();
    expect(await folder('?folderId=null')).toEqual(root);
    expect(names(root.folders)).toEqual(['Personal', 'Photos', 'Work']);
    expect(root.files).toHaveLength(13);
    expect(names(root.files)).toEqual([...names(root.files)].sort((a, b) => a.localeCompare(b, 'en')));
    const types = Object.fromEntries(
      ['PDF', 'XLS', 'DOC', 'TXT', 'JPG'].map((t) => [t, root.files.filter((f: Json) => f.type === t).length]),
    );
    expect(types).toEqual({ PDF: 2, XLS: 2, DOC: 4, TXT: 2, JPG: 3 });
    expect(root.path).toEqual([]);
    expect(Object.keys(root.folders[0]).sort()).toEqual(
      [
        'contents',
        'createdAt',
        'createdBy',
        'description',
        'folderId',
        'id',
        'modifiedAt',
        'name',
        'size',
        'type',
      ].sort(),
    );
    expect(items).toHaveLength(21);
  });

  it('a folder lists what it holds; the path runs from the root down to it', async () => {
    const personal = named('Personal');
    const inPersonal = await folder(`?folderId=${personal.id}`);
    expect(names(inPersonal.folders)).toEqual(['Receipts']);
    expect(names(inPersonal.files)).toEqual(['Insurance card']);
    expect(names(inPersonal.path)).toEqual(['Personal']);
    const receipts = await folder(`?folderId=${named('Receipts').id}`);
    expect(names(receipts.files)).toEqual(['Diesel receipt March']);
    expect(names(receipts.path)).toEqual(['Personal', 'Receipts']);
    expect(receipts.path[0]).toEqual(personal);
  });

  it('an unknown folder, or a file, holds nothing (200)', async () => {
    const empty = { folders: [], files: [], path: [] };
    expect(await folder('?folderId=00000000-0000-4000-8000-000000000000')).toEqual(empty);
    expect(await folder('?folderId=nope')).toEqual(empty);
    expect(await folder(`?folderId=${named('Harvest plan').id}`)).toEqual(empty);
  });

  it('a folderId given twice or too long answers 400', async () => {
    for (const query of ['?folderId=a&folderId=b', `?folderId=${'x'.repeat(65)}`]) {
      const res = await rest(gateway, 'GET', `${base}${query}`, undefined, { token });
      expect(res.status, query).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
  });

  it('GraphQL fileManager answers the same', async () => {
    const res = await gql(gateway, FolderQuery, { folderId: named('Work').id }, { token });
    expect(res.body.data?.fileManager).toEqual({
      folders: [],
      files: [{ name: 'Dealer quote for the elevator chain', type: 'DOC' }],
      path: [{ id: named('Work').id, name: 'Work' }],
    });
    const root = await gql(gateway, FolderQuery, { folderId: null }, { token });
    expect(root.body.data?.fileManager.folders.map((f) => f.name)).toEqual(['Personal', 'Photos', 'Work']);
  });
});
