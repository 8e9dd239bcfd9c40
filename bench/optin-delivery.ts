/**
 * Opt-in delivery benchmark: how long after a reader presses 'Yes, send me the download' the delivery
 * mail reaches a real SMTP server, with the mail engine running as it does in production (its own loop,
 * woken by the confirmation). Also times the public page's answer and reports its HTML size.
 *
 * Usage: npm run bench:optin -- [--samples 20]
 *
 * In-process, on PGlite, against an SMTP sink started here. Prints a table, then the figures as JSON on
 * the last line.
 */
import { performance } from 'node:perf_hooks';
import { createTestApp } from '../src/server/test/harness';
import { LEAD_MAGNET_DRAFT } from '../src/server/test/samples';
import { startSmtpSink } from '../src/server/test/smtp-sink';
import type { TOptinPageDraft, TOptinPageRecord } from '../src/shared/audience';
import { argValue, machineLine, median } from './lib/server';

const samples = Number(argValue('--samples', '20'));
const form = { 'content-type': 'application/x-www-form-urlencoded' };

const sink = await startSmtpSink();
const t = await createTestApp({ SMTP_URL: sink.url, EMAIL_RATE_PER_MINUTE: '100000' });
const member = await t.signedInUser('bench-member@example.com', 'Bench Member');
const magnet = (await (await member.request('/api/lead-magnets', { json: LEAD_MAGNET_DRAFT })).json()) as {
  id: string;
};
const draft = (await (
  await member.request(`/api/audience/pages/draft?lead_magnet_id=${magnet.id}`)
).json()) as TOptinPageDraft;
const published = performance.now();
const page = (await (
  await member.request('/api/audience/pages', {
    json: {
      leadMagnetId: magnet.id,
      slug: draft.slug,
      headline: draft.headline,
      bullets: draft.bullets,
      displayName: draft.display_name,
    },
  })
).json()) as TOptinPageRecord;
const publishMs = performance.now() - published;

const pageTimes: number[] = [];
let htmlBytes = 0;
for (let i = 0; i < 50; i++) {
  const started = performance.now();
  const res = await t.agent().request(page.path);
  htmlBytes = (await res.arrayBuffer()).byteLength;
  pageTimes.push(performance.now() - started);
}

const waitFor = async (email: string, pred: (subject: string) => boolean) => {
  for (;;) {
    if (sink.to(email).some((m) => pred(m.headers.get('subject') ?? ''))) return performance.now();
    await new Promise((r) => setTimeout(r, 2));
  }
};

const deliveryTimes: number[] = [];
for (let i = 0; i < samples; i++) {
  const email = `reader-${i}@example.com`;
  const visitor = t.agent();
  await visitor.request(page.path, { method: 'POST', body: new URLSearchParams({ email }).toString(), headers: form });
  await waitFor(email, (s) => s.startsWith('Confirm'));
  const link = sink.to(email)[0]!.text.match(/https?:\/\/\S+\/confirm\?token=\S+/)![0];
  const token = new URL(link).searchParams.get('token')!;
  const clicked = performance.now();
  await visitor.request(`${page.path}/confirm`, {
    method: 'POST',
    body: new URLSearchParams({ token }).toString(),
    headers: form,
  });
  const arrived = await waitFor(email, (s) => s.startsWith('Your download'));
  deliveryTimes.push(arrived - clicked);
}

const sorted = [...deliveryTimes].sort((a, b) => a - b);
const figures = {
  publish_ms: Math.round(publishMs),
  page_html_bytes: htmlBytes,
  page_median_ms: Number(median(pageTimes).toFixed(1)),
  confirm_to_mail_median_ms: Math.round(median(deliveryTimes)),
  confirm_to_mail_max_ms: Math.round(sorted.at(-1) ?? 0),
  samples,
};
console.log(machineLine());
console.log(`publish (PDF + cover made on the server)  ${figures.publish_ms} ms`);
console.log(`public page: ${figures.page_html_bytes} bytes of HTML, median ${figures.page_median_ms} ms in-process`);
console.log(
  `confirm click -> delivery mail in the SMTP sink: median ${figures.confirm_to_mail_median_ms} ms, max ${figures.confirm_to_mail_max_ms} ms over ${samples}`,
);
console.log(JSON.stringify(figures));
await t.close();
await sink.close();
