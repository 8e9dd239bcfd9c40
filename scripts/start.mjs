/* global process */
// `npm start`: the build check, then the server in this same process. One Node start instead of two
// (npm's prestart step was a second process and a shell), and the start script's Node options (its
// heap limit) apply to the server.
import { buildIfStale } from './build-if-stale.mjs';

const status = buildIfStale();
if (status !== 0) process.exit(status);
await import('../dist/server/index.js');
