// The layers of DESIGN.md §2 and §5, enforced: app composes features and the shell; features
// never import each other; shell, components and lib never reach up. Plus no import cycles.
import { readdirSync } from 'node:fs';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const WEB = './web/src';
const features = readdirSync(new URL('../web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const upward = (target, from, message) => ({
  target: `${WEB}/${target}`,
  from: from.map((dir) => `${WEB}/${dir}`),
  message,
});

const zones = [
  // One zone per feature, read from the folder, so a new feature is covered without an edit.
  ...features.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'Features never import each other: move shared code to components/ or lib/.',
  })),
  upward('features', ['shell', 'app'], 'Features never import the shell or the app; the app composes them.'),
  upward('shell', ['features', 'app'], 'The shell never imports features or the app.'),
  upward('components', ['shell', 'features', 'app'], 'Shared components never import the shell, features or the app.'),
  upward('lib', ['components', 'shell', 'features', 'app'], 'lib/ is the bottom layer: it imports no UI layer.'),
];

export default [
  {
    files: ['web/src/**/*.{ts,tsx}', 'gateway/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, no-cycle skips .ts files: its default extensions are JavaScript's.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true, maxDepth: 8 }],
    },
  },
];
