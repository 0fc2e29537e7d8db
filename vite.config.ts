// The web client: root `web`, built to web/dist, which the gateway serves on one port.
// In development Vite proxies the API to the gateway.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

const gateway = 'http://localhost:4000';

/**
 * antd's ConfigProvider imports the tooltip UniqueProvider (and with it the whole popup
 * engine: @rc-component/trigger, portal, resize observer) but renders it only when
 * `tooltip.unique` is configured, which this app never does. Loading it on demand keeps
 * ~8 KB gzip out of the shell; should the option ever be set, it still works.
 */
function lazyTooltipUniqueProvider(): Plugin {
  const eager = "import UniqueProvider from '../tooltip/UniqueProvider';";
  return {
    name: 'farmmaint:lazy-tooltip-unique-provider',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/.test(id)) return null;
      // A newer antd that no longer has this import simply keeps its own code.
      if (!code.includes(eager)) return null;
      const lazy = [
        "const LazyUniqueProvider = /*#__PURE__*/ React.lazy(() => import('../tooltip/UniqueProvider'));",
        'const UniqueProvider = (props) => React.createElement(React.Suspense, { fallback: null }, React.createElement(LazyUniqueProvider, props));',
      ].join('\n');
      return { code: code.replace(eager, lazy), map: null };
    },
  };
}

/**
 * react-router ships one module whose top level creates contexts and components
 * (`React.createContext(...)`, `React.forwardRef(...)`, `X.displayName = ...`) without
 * pure annotations, so Rollup must keep every one, used or not (Form, NavLink, the
 * framework and RSC parts). Marking them pure and dropping the production-useless
 * displayName assignments lets tree-shaking remove what the app does not import.
 */
function treeShakeReactRouter(): Plugin {
  return {
    name: 'farmmaint:tree-shake-react-router',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/.test(id)) return null;
      const pure = code
        .replace(
          /^(var \w+ = )(React\d*\.(?:createContext|forwardRef|memo)\(|new (?:Set|Map|URL)\(|Symbol\(|Object\.getOwnPropertyNames\()/gm,
          '$1/* @__PURE__ */ $2',
        )
        .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '');
      return { code: pure, map: null };
    },
  };
}

/**
 * codegen writes every operation's and fragment's document into one module, __generated__/graphql.ts,
 * and Rollup never splits a module: all of them (~11 KB gzip, growing with each feature) sat
 * in a chunk the shell loads. Each import of a document (the babel plugin below writes one per
 * graphql() call) is given a module of its own holding only that document, so it lands in the
 * chunks of the pages that use it. Types are erased; the file's other exports stay as they are.
 */
function oneModulePerDocument(): Plugin {
  const graphqlFile = fileURLToPath(new URL('./web/src/__generated__/graphql', import.meta.url));
  const prefix = 'farmmaint-gql-document:';
  const importOf = /import\s*\{([^}]*)\}\s*from\s*(["'])([^"']*\/__generated__\/graphql(?:\.ts)?)\2;?/g;
  return {
    name: 'farmmaint:one-module-per-document',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!code.includes('/__generated__/graphql') || id.startsWith(graphqlFile)) return null;
      let changed = false;
      const rewritten = code.replace(importOf, (whole, names: string, _quote: string, from: string) => {
        if (resolve(dirname(id.split('?')[0]), from).replace(/\.ts$/, '') !== graphqlFile) return whole;
        const specifiers = names
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean);
        const documents = specifiers.filter((name) => /^\w+(Document|FragmentDoc)(\s+as\s+\w+)?$/.test(name));
        if (documents.length === 0) return whole;
        changed = true;
        const rest = specifiers.filter((name) => !documents.includes(name));
        return [
          ...documents.map((name) => `import { ${name} } from '${prefix}${name.split(/\s/)[0]}';`),
          ...(rest.length > 0 ? [`import { ${rest.join(', ')} } from '${from}';`] : []),
        ].join('\n');
      });
      return changed ? { code: rewritten, map: null } : null;
    },
    resolveId(source) {
      return source.startsWith(prefix) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null;
      const name = id.slice(prefix.length + 1);
      this.addWatchFile(`${graphqlFile}.ts`);
      const source = readFileSync(`${graphqlFile}.ts`, 'utf8');
      // `export const XDocument = {...} as unknown as DocumentNode<...>;`, formatted or not.
      const start = source.indexOf(`export const ${name} = {`);
      const end = source.indexOf('} as unknown as DocumentNode<', start);
      if (start < 0 || end < 0) this.error(`gql/graphql.ts has no document ${name}`);
      return `${source.slice(start, end + 1)};\n`;
    },
  };
}

export default defineConfig({
  root: 'web',
  base: '/',
  publicDir: 'public',
  resolve: {
    // rxjs (under Apollo Client, in the shell) exports an ES2015 build under this condition;
    // without it Vite takes the ES5 one, with down-levelled classes and generators and the
    // tslib helpers they need: ~2 KB gzip more in the shell. No other dependency of the app has
    // an "es2015" export.
    conditions: ['es2015', ...defaultClientConditions],
    alias: [
      // React 19 has useSyncExternalStore; react-i18next's shim for older Reacts is dead weight.
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./web/src/lib/useSyncExternalStoreShim.ts', import.meta.url)),
      },
    ],
  },
  plugins: [
    lazyTooltipUniqueProvider(),
    treeShakeReactRouter(),
    react({
      babel: {
        // Each graphql() call becomes an import of its own typed document, so a chunk carries
        // only its operations instead of the preset's map of every document in the app.
        plugins: [
          [
            babelOptimizerPlugin,
            {
              artifactDirectory: fileURLToPath(new URL('./web/src/__generated__', import.meta.url)),
              gqlTagName: 'graphql',
            },
          ],
        ],
      },
    }),
    oneModulePerDocument(),
    // Where the bytes go: a treemap (each module's gzipped share) beside the output directory,
    // e.g. web/bundle-treemap.html, outside what the gateway serves. `npm run bench` names it.
    visualizer((output) => ({
      filename: join(dirname(resolve(output.dir ?? 'web/dist')), 'bundle-treemap.html'),
      template: 'treemap',
      title: 'FarmMaint bundle',
      gzipSize: true,
    })),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Route chunks are measured against a gzip budget; the warning threshold is raw size.
    chunkSizeWarningLimit: 700,
    // dist/.vite/manifest.json: the chunk graph, from which the bundle bench tells the
    // dashboard's lazy chart chunks apart (the gateway does not serve dot-directories).
    manifest: true,
    // Every browser the app supports preloads modules natively: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rollupOptions: {
      treeshake: {
        // antd's helper packages do nothing on import; saying so lets unused parts (e.g. the
        // form engine behind a context import) drop out of the route chunks.
        moduleSideEffects: (id) => !/node_modules[\\/](@rc-component|@ant-design[\\/]cssinjs-utils)[\\/]/.test(id),
      },
      // Chunks under ~6 KB are merged into their importers: each chunk costs a request and
      // some wrapper bytes. Rollup may merge side-effect-free code into a chunk a page loads
      // without needing it, so the size was measured (npm run bench, KB gzip, shell / dashboard
      // before charts): no merging 218.3 / 231.9, 3 KB 218.6 / 231.2, 4 KB 217.7 / 230.2,
      // 5 KB 217.2 / 230.5, 6 KB 217.1 / 230.4 (every other section lightest), 7 KB about the
      // same, 8 KB 219.9 / 233.1.
      output: { experimentalMinChunkSize: 6000 },
    },
  },
  server: {
    proxy: {
      '/graphql': gateway,
      '/api': gateway,
    },
  },
});
