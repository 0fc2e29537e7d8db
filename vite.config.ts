// The web client: root `web`, built to web/dist, which the gateway serves on one port.
// In development Vite proxies the API to the gateway.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const gateway = 'http://localhost:4000';

export default defineConfig({
  root: 'web',
  base: '/',
  publicDir: 'public',
  plugins: [react()],
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
    },
  },
  server: {
    proxy: {
      '/graphql': gateway,
      '/api': gateway,
    },
  },
});
