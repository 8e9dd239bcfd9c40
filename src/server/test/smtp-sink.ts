import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** Header names lower-cased, folded lines joined. */
  headers: Map<string, string>;
  text: string;
  html: string;
}

/** What the sink answers for one recipient: undefined accepts it; a code refuses it (4xx for now, 5xx for good). */
export type SinkRule = (address: string) => { code: number; message: string } | undefined;

function decodeQuotedPrintable(s: string): string {
  const bytes = Buffer.from(
    s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => `%${h}`),
    'latin1',
  )
    .toString('latin1')
    .replace(/%([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function splitHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim());
  }
  return headers;
}

function decodePart(part: string): { type: string; body: string } {
  const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
  const h = splitHeaders(head);
  const body = rest.join('\n\n');
  const encoding = (h.get('content-transfer-encoding') ?? '').toLowerCase();
  const decoded =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return { type: (h.get('content-type') ?? '').toLowerCase(), body: decoded };
}

/** Enough MIME for our own mails: the top headers and the text and HTML parts of a multipart/alternative. */
export function parseMail(raw: string): Pick<ReceivedMail, 'headers' | 'text' | 'html'> {
  const [head = ''] = raw.split(/\r?\n\r?\n/);
  const headers = splitHeaders(head);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  let text = '';
  let html = '';
  if (boundary) {
    for (const chunk of raw.split(`--${boundary}`).slice(1)) {
      const part = decodePart(chunk.replace(/^\r?\n/, ''));
      if (part.type.startsWith('text/plain')) text = part.body;
      else if (part.type.startsWith('text/html')) html = part.body;
    }
  } else {
    text = decodePart(raw).body;
  }
  return { headers, text: text.trim(), html: html.trim() };
}

/** A real SMTP server on a free local port that keeps what it accepts, and refuses what `rule` says. */
export async function startSmtpSink(rule: SinkRule = () => undefined, o: { delayMs?: number } = {}) {
  const received: ReceivedMail[] = [];
  let currentRule = rule;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = currentRule(address.address);
      if (!refusal) return callback();
      const err = new Error(refusal.message) as Error & { responseCode: number };
      err.responseCode = refusal.code;
      callback(err);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          ...parseMail(raw),
        });
        // Kept before it is acknowledged: a sender that dies in the delay never learns the mail arrived.
        if (o.delayMs) setTimeout(callback, o.delayMs);
        else callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    received,
    port,
    url: `smtp://127.0.0.1:${port}`,
    /** Mails received for one address. */
    to: (address: string) => received.filter((m) => m.to.includes(address)),
    setRule(next: SinkRule) {
      currentRule = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
