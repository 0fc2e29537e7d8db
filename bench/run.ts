// `npm run bench`: startup time and memory of the gateway. (The browser bundle figures
// come from bench/bundle-size.ts against a running server.)
import { startupBench } from './startup.js';

const rows = await startupBench();
console.table(rows);
