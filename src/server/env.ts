import { existsSync } from 'node:fs';

/** Reads `.env` from the working directory when present; real environment variables win. */
export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}
