// Each architecture, i18n and GraphQL lint rule is shown catching a violation, beside a clean
// twin that passes, so a green run proves the rule and not a crash or a missing config.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const cwd = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd });

async function ruleIds(code: string, filePath: string, linter = eslint): Promise<string[]> {
  const [result] = await linter.lintText(code, { filePath });
  const fatal = result.messages.filter((message) => message.fatal);
  expect(fatal, 'parses').toEqual([]);
  return result.messages.map((message) => message.ruleId ?? '');
}

async function expectRule(rule: string, bad: [string, string], good: [string, string], linter = eslint) {
  expect(await ruleIds(...bad, linter)).toContain(rule);
  expect(await ruleIds(...good, linter)).not.toContain(rule);
}

describe('architecture', () => {
  const zones = 'import-x/no-restricted-paths';
  const inEquipment = 'web/src/features/equipment/components/Probe.ts';

  it('keeps features apart', () =>
    expectRule(
      zones,
      ["export { formatQuantity } from '../../inventory/lib/formatStock';\n", inEquipment],
      ["export { CATEGORIES } from '../model/enums';\n", inEquipment],
    ));

  it('keeps lib below the shell', () =>
    expectRule(
      zones,
      ["export { TopBar } from '../../shell/TopBar';\n", 'web/src/lib/format/probe.ts'],
      ["export { storage } from '../storage';\n", 'web/src/lib/format/probe.ts'],
    ));

  describe('cycles', () => {
    // Real files: no-cycle follows imports on disk. The folder is in eslint.config.js's
    // ignores, so `npm run lint` never sees it; this linter turns ignores off to reach it.
    const dir = 'web/src/lib/__lint-fixtures__';
    const linter = new ESLint({ cwd, ignore: false });
    const cyclic = "import { loops } from './loops';\nexport const a = 1;\nexport const b = loops;\n";
    beforeAll(() => {
      mkdirSync(`${cwd}/${dir}`, { recursive: true });
      writeFileSync(`${cwd}/${dir}/a.ts`, cyclic);
      writeFileSync(`${cwd}/${dir}/loops.ts`, "import { a } from './a';\nexport const loops = a;\n");
      writeFileSync(`${cwd}/${dir}/leaf.ts`, 'export const leaf = 1;\n');
    });
    afterAll(() => rmSync(`${cwd}/${dir}`, { recursive: true, force: true }));

    it('refuses an import cycle', () =>
      expectRule(
        'import-x/no-cycle',
        [cyclic, `${dir}/a.ts`],
        ["import { leaf } from './leaf';\nexport const c = leaf;\n", `${dir}/c.ts`],
        linter,
      ));
  });
});

describe('literal strings in JSX', () => {
  const file = 'web/src/shell/Probe.tsx';
  const component = (jsx: string) =>
    `import { useTranslation } from 'react-i18next';\n` +
    `export function Probe() {\n  const { t } = useTranslation();\n  return ${jsx};\n}\n`;

  it('refuses text', () =>
    expectRule(
      'i18next/no-literal-string',
      [component('<p title={t("a.b")}>Hello</p>'), file],
      [component('<p>{t("a.b")} · 42 FarmMaint</p>'), file],
    ));

  it('refuses a literal in an attribute people read', () =>
    expectRule(
      'no-restricted-syntax',
      [component('<input placeholder="Search" />'), file],
      [component('<input placeholder={t("a.b")} data-testid="search" />'), file],
    ));
});

describe('GraphQL operations', () => {
  const file = 'web/src/features/equipment/api/useProbe.ts';
  const operation = (document: string) =>
    `import { graphql } from '../../../__generated__';\nexport const Probe = graphql(\`${document}\`);\n`;

  it('refuses an anonymous operation', () =>
    expectRule(
      '@graphql-eslint/no-anonymous-operations',
      [operation('query { health }'), file],
      [operation('query ProbeHealth { health }'), file],
    ));

  it('refuses a fragment nobody spreads', () =>
    expectRule(
      '@graphql-eslint/no-unused-fragments',
      [operation('fragment ProbeCard_machine on Equipment { id code }'), file],
      // A fragment of the app, linted where it lives, is used by its query.
      [
        operation('fragment EquipmentTable_equipment on Equipment { id code }'),
        'web/src/features/equipment/components/equipmentRowFragment.ts',
      ],
    ));

  it('refuses a field that does not exist', () =>
    expectRule(
      '@graphql-eslint/fields-on-correct-type',
      [operation('query ProbeMe { me { shoeSize } }'), file],
      [operation('query ProbeMe { me { id } }'), file],
    ));

  describe('with a deprecated field in the schema', () => {
    const linter = new ESLint({
      cwd,
      overrideConfig: {
        files: ['web/src/**/*.graphql'],
        languageOptions: {
          parserOptions: {
            graphQLConfig: { schema: ['schema/**/*.graphql', 'tests/lint/fixtures/deprecated.graphql'] },
          },
        },
      },
    });

    it('refuses its use', () =>
      expectRule(
        '@graphql-eslint/no-deprecated',
        [operation('query ProbeLegacy { legacyHealth }'), file],
        [operation('query ProbeHealth { health }'), file],
        linter,
      ));
  });
});

describe('GraphQL schema', () => {
  const file = 'schema/maintenance/probe.graphql';

  it('names types in PascalCase', () =>
    expectRule(
      '@graphql-eslint/naming-convention',
      ['"A probe."\ntype probe_reading {\n  "Its id."\n  id: ID!\n}\n', file],
      ['"A probe."\ntype ProbeReading {\n  "Its id."\n  id: ID!\n}\n', file],
    ));

  it('gives every deprecation a reason', () =>
    expectRule(
      '@graphql-eslint/require-deprecation-reason',
      ['extend type Query {\n  "Old."\n  probeOld: Boolean @deprecated\n}\n', file],
      ['extend type Query {\n  "Old."\n  probeOld: Boolean @deprecated(reason: "Use health.")\n}\n', file],
    ));

  it('describes each type', () =>
    expectRule(
      '@graphql-eslint/require-description',
      ['type ProbeReading {\n  id: ID!\n}\n', file],
      ['"A probe."\ntype ProbeReading {\n  id: ID!\n}\n', file],
    ));
});
