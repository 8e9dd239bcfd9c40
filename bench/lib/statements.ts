import pg from 'pg';

export interface Statement {
  text: string;
  values: unknown[];
}

/**
 * Records every statement node-postgres sends (the app's pool and any client go through
 * Client.prototype.query) into `seen`, until `restore()` puts the driver back as it was.
 */
export function recordStatements() {
  const seen: Statement[] = [];
  // eslint-disable-next-line @typescript-eslint/unbound-method -- put back by restore(), always called with apply
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args;
    const text = typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text;
    const values = Array.isArray(second) ? second : ((first as { values?: unknown[] } | undefined)?.values ?? []);
    if (text) seen.push({ text, values });
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
  return {
    seen,
    restore: () => {
      pg.Client.prototype.query = query as typeof pg.Client.prototype.query;
    },
  };
}
