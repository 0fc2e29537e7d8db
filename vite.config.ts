// The web client: root `web`, built to web/dist, which the gateway serves on one port.
// In development Vite proxies the API to the gateway.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig } from 'vite';

const gateway = 'http://localhost:4000';

export default defineConfig({
  root: 'web',
  base: '/',
  publicDir: 'public',
  plugins: [
    react({
      babel: {
        // Each graphql() call becomes an import of its own typed document, so a chunk carries
        // only its operations instead of the preset's map of every document in the app.
        plugins: [
          [
            babelOptimizerPlugin,
            { artifactDirectory: fileURLToPath(new URL('./web/src/gql', import.meta.url)), gqlTagName: 'graphql' },
          ],
        ],
      },
    }),
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
    rollupOptions: {
      treeshake: {
        // antd's helper packages do nothing on import; saying so lets unused parts (e.g. the
        // form engine behind a context import) drop out of the route chunks.
        moduleSideEffects: (id) => !/node_modules[\\/](@rc-component|@ant-design[\\/]cssinjs-utils)[\\/]/.test(id),
      },
      // Chunks under ~4 KB are merged into their importers: each chunk costs a request and
      // some wrapper bytes, and the dashboard's budget is counted per byte (measured: 4 KB is
      // the best of 4, 8 and 20 KB).
      output: { experimentalMinChunkSize: 4000 },
    },
  },
  server: {
    proxy: {
      '/graphql': gateway,
      '/api': gateway,
    },
  },
});
