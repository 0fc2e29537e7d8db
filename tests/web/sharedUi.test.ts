// Ways of doing one thing that must stay single, read from the source: every write goes
// through useWrite (so every success is confirmed, the same way), and every back link is
// BackLink (so there is one style). A second way written next to them fails here.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../web/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const sources = sourceFiles(root).map((path) => ({
  file: relative(root, path).replaceAll('\\', '/'),
  text: readFileSync(path, 'utf8'),
}));

describe('writes', () => {
  it('are all made through useWrite, never with useMutation directly', () => {
    const direct = sources.filter(
      ({ file, text }) => file !== 'lib/apollo/useWrite.ts' && /\buseMutation\b/.test(text),
    );
    expect(direct.map(({ file }) => file)).toEqual([]);
  });

  it('are each run by a hook that confirms through useWrite', () => {
    const mutations = sources.filter(({ text }) => /graphql\(`\s*mutation\b/.test(text));
    expect(mutations.length).toBeGreaterThanOrEqual(13);
    const unconfirmed = mutations.filter(({ text }) => !/\buseWrite\(/.test(text));
    expect(unconfirmed.map(({ file }) => file)).toEqual([]);
  });

  it('are never confirmed by a component of its own', () => {
    const own = sources.filter(
      ({ file, text }) =>
        file !== 'app/signed-in/FeedbackToasts.tsx' && /\b(message|notification)\.success\(/.test(text),
    );
    expect(own.map(({ file }) => file)).toEqual([]);
  });
});

describe('back links', () => {
  // The guest pages (sign-in and its neighbours) are drawn without antd and style their row
  // of links together; every signed-in page's way back is BackLink.
  const signedIn = sources.filter(({ file }) => !file.startsWith('features/auth/') && file.endsWith('.tsx'));

  it('are all BackLink', () => {
    // A link (maybe with an icon first) whose text is a "back…" translation.
    const backText = /<(Link|a)\b[^>]*>\s*(<[^>]+\/>\s*)*\{t\(['`][\w.]*back[\w.]*['`]\)\}/gi;
    const others = signedIn.flatMap(({ file, text }) =>
      [...text.matchAll(backText)].map((match) => `${file}: ${match[0].replace(/\s+/g, ' ')}`),
    );
    expect(others).toEqual([]);
  });

  it('use BackLink on every detail page', () => {
    const users = signedIn.filter(({ text }) => /<BackLink\b/.test(text)).map(({ file }) => file);
    expect(users).toEqual(
      expect.arrayContaining([
        'features/equipment/detail/DetailHeader.tsx',
        'features/equipment/detail/EquipmentDetail.tsx',
        'features/inventory/pages/PartDetailPage.tsx',
      ]),
    );
  });
});
