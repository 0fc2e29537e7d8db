// The PDF worker thread's entry: plain JavaScript, so that a bare Node thread can start it
// whatever runs the gateway (tsx, vitest); it registers tsx and loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./pdf-worker.ts');
