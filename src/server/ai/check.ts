import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from '../config';
import { loadDotEnv } from '../env';
import { runCheck } from './connection-check';

export { runCheck } from './connection-check';

async function main() {
  loadDotEnv();
  try {
    // A placeholder secret keeps loadConfig from creating one in DATA_DIR: this check touches no data.
    const config = loadConfig({ ...process.env, AUTH_SECRET: process.env.AUTH_SECRET || 'x'.repeat(32) });
    process.exitCode = (await runCheck(config.ai, (line) => console.log(line))) ? 0 : 1;
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
