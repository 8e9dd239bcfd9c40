import { readFileSync } from 'node:fs';
import http from 'node:http';

/**
 * Which of the suite's servers (tests/e2e/global-setup.ts): `main` composes offline and answers at once,
 * `stream` has a fake model that streams its answers slowly.
 */
export type E2eServerName = 'main' | 'stream';

const envOf = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the suite through playwright.config.ts`);
  return value;
};

export const baseURL = (server: E2eServerName = 'main') => envOf(server === 'main' ? 'E2E_BASE_URL' : 'E2E_STREAM_URL');

/** The server's output, where it prints the mails it sends. */
export const serverLog = (server: E2eServerName = 'main') =>
  envOf(server === 'main' ? 'E2E_SERVER_LOG' : 'E2E_STREAM_LOG');

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let addressCounter = 0;

/**
 * A client address of its own for each seeding "visitor": the server rate-limits auth calls per
 * address, and every browser in the suite shares 127.0.0.1.
 */
export function nextLocalAddress(workerIndex: number): string {
  addressCounter += 1;
  return `127.${10 + (workerIndex % 200)}.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 2}`;
}

/** A request to an e2e server (`main` unless `server` says) from `localAddress`, like a browser there would send it. */
export function rawRequest(
  path: string,
  opts: { method?: string; json?: unknown; cookie?: string; localAddress: string; server?: E2eServerName },
): Promise<RawResponse> {
  const origin = baseURL(opts.server);
  const url = new URL(path, origin);
  const body = opts.json === undefined ? undefined : JSON.stringify(opts.json);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname + url.search,
        method: opts.method ?? (body ? 'POST' : 'GET'),
        localAddress: opts.localAddress,
        headers: {
          host: url.host,
          origin,
          ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
          ...(opts.cookie ? { cookie: opts.cookie } : {}),
        },
      },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (data += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: data }));
      },
    );
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

/** The line the server prints after a mail's text (`formatBlock` in src/server/mail/mailer.ts). */
const MAIL_RULE = `\n${'-'.repeat(72)}\n`;

const blocksTo = (email: string, server?: E2eServerName) =>
  readFileSync(serverLog(server), 'utf8').split(`MAIL to ${email}\n`).slice(1);

/** How many mails the server has printed for `email` so far. */
export const mailCount = (email: string, server?: E2eServerName) => blocksTo(email, server).length;

/** Waits for mail number `index` (0-based) to `email` and returns its first link. */
export async function mailLink(email: string, index = 0, timeoutMs = 10_000, server?: E2eServerName): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // The server's output reaches the log through a pipe, in pieces: a mail is read once its closing rule
    // is there, so a link cut short by a half-written block is never returned.
    const [mail, rest] = (blocksTo(email, server)[index] ?? '').split(MAIL_RULE);
    const link = rest === undefined ? undefined : mail?.match(/https?:\/\/\S+/)?.[0];
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no mail #${index + 1} with a link to ${email} in the server log`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
