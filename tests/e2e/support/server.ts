import { readFileSync } from 'node:fs';
import http from 'node:http';

export const baseURL = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the suite through playwright.config.ts');
  return url;
};

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

/** A request to the e2e server from `localAddress`, like a browser on that address would send it. */
export function rawRequest(
  path: string,
  opts: { method?: string; json?: unknown; cookie?: string; localAddress: string },
): Promise<RawResponse> {
  const url = new URL(path, baseURL());
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
          origin: baseURL(),
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

const blocksTo = (email: string) =>
  readFileSync(process.env.E2E_SERVER_LOG ?? '', 'utf8')
    .split(`MAIL to ${email}\n`)
    .slice(1);

/** How many mails the server has printed for `email` so far. */
export const mailCount = (email: string) => blocksTo(email).length;

/** Waits for mail number `index` (0-based) to `email` and returns its first link. */
export async function mailLink(email: string, index = 0, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // The server's output reaches the log through a pipe, in pieces: a mail is read once its closing rule
    // is there, so a link cut short by a half-written block is never returned.
    const [mail, rest] = (blocksTo(email)[index] ?? '').split(MAIL_RULE);
    const link = rest === undefined ? undefined : mail?.match(/https?:\/\/\S+/)?.[0];
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no mail #${index + 1} with a link to ${email} in the server log`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
