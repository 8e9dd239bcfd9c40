/**
 * Seeds a running server the way a person would: sign up, confirm with the mailed token (the server
 * prints mails when it has no SMTP), then one mission, one niche discovery, one 30-day plan and one set
 * of bios, all from the offline composer. Returns the session cookie and the ids the reads need.
 */
import { MISSION_ANSWERS, PLAN_INPUT } from '../../src/server/test/samples';
import type { RunningServer } from './server';

const PASSWORD = 'bench-password-1';

export async function seedUser(server: RunningServer, email = `bench-${Date.now()}@example.com`) {
  const cookies = new Map<string, string>();
  const call = async (path: string, json?: unknown) => {
    const headers: Record<string, string> = { origin: server.url };
    if (cookies.size) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (json !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${server.url}${path}`, {
      method: json === undefined ? 'GET' : 'POST',
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    for (const c of res.headers.getSetCookie()) {
      const [k, ...v] = (c.split(';')[0] ?? '').split('=');
      if (k) cookies.set(k.trim(), v.join('='));
    }
    const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
    return body;
  };

  await call('/api/auth/sign-up/email', { name: 'Bench User', email, password: PASSWORD });
  let token: string | undefined;
  for (let i = 0; i < 100 && !token; i++) {
    token = server.output().match(/[?&]token=([^\s&]+)/)?.[1];
    if (!token) await new Promise((r) => setTimeout(r, 50));
  }
  if (!token) throw new Error('no confirmation mail in the server output');
  await call('/api/auth/confirm-email', { token: decodeURIComponent(token), password: PASSWORD });

  await call('/api/missions', MISSION_ANSWERS);
  await call('/api/niche-discoveries', {
    skillsList: 'Baking',
    fulfillmentActivities: 'Teaching kids',
    demandSkills: 'Birthday cakes',
    proofPoints: '200 cakes sold',
    personalStory: 'Learned from my grandmother',
    scalableSkill: 'Cake decorating course',
  });
  const job = (await call('/api/content-strategy/jobs', PLAN_INPUT)) as { id: string };
  for (let i = 0; ; i++) {
    const state = (await call(`/api/content-strategy/jobs/${job.id}`)) as { status: string };
    if (state.status === 'succeeded') break;
    if (state.status === 'failed' || i > 600) throw new Error(`the plan job ended ${state.status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  await call('/api/social-bios', { platform: 'tiktok' });
  const plans = (await call('/api/content-plans')) as unknown as { id: string }[];
  if (!plans[0]) throw new Error('no plan after the job succeeded');
  return { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '), planId: plans[0].id };
}
