import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult, Progress } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApiScope, TApiTokenCreated } from '../../../shared/api-access';
import type { TContentPlan } from '../../../shared/content-strategy';
import type { TMission } from '../../../shared/mission';
import { appWithFakeModel } from '../../ai/testing/model-app';
import { getUsage, reserveQuota } from '../../quota/quota.service';
import { TEST_APP_URL, createTestApp, type TestApp } from '../../test/harness';
import { MISSION_ANSWERS, PAIN_POINT_FORM, PLAN_INPUT } from '../../test/samples';

type Agent = Awaited<ReturnType<TestApp['signedInUser']>>;

const MCP_URL = `${TEST_APP_URL}/mcp`;

async function makeToken(u: Agent, scopes: TApiScope[]) {
  const res = await u.request('/api/api-tokens', { json: { name: 'Assistant', scopes, expiresInDays: 30 } });
  expect(res.status).toBe(201);
  return (await res.json()) as TApiTokenCreated;
}

/** The SDK's own client, talking to the in-process app through its fetch option. */
async function connect(t: TestApp, token: string, headers: Record<string, string> = {}) {
  const client = new Client({ name: 'brandforge-test', version: '1' });
  const transport = new StreamableHTTPClientTransport(new URL(MCP_URL), {
    fetch: async (url, init) => t.app.request(String(url).replace(TEST_APP_URL, ''), init),
    requestInit: { headers: { authorization: `Bearer ${token}`, ...headers } },
  });
  await client.connect(transport);
  return client;
}

/** A raw JSON-RPC POST to /mcp, for what a well-behaved client never sends. */
const rawPost = (
  t: TestApp,
  headers: Record<string, string>,
  body: unknown = { jsonrpc: '2.0', id: 1, method: 'tools/list' },
) =>
  t.app.request('/mcp', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body: JSON.stringify(body),
  });

const textOf = (r: unknown) => ((r as CallToolResult).content[0] as { text: string }).text;

/** The text of a resource read's first content. */
const resourceText = (r: { contents: ({ text: string } | { blob: string })[] }) => {
  const [first] = r.contents;
  return first && 'text' in first ? first.text : '';
};

describe('the MCP server with the offline composer', () => {
  let t: TestApp;
  let member: Agent;
  let all: Client;
  let readOnly: Client;
  let token: TApiTokenCreated;
  beforeAll(async () => {
    t = await createTestApp();
    member = await t.signedInUser('mcp-member@example.com');
    token = await makeToken(member, ['read', 'generate']);
    all = await connect(t, token.token);
    readOnly = await connect(t, (await makeToken(member, ['read'])).token);
  });
  afterAll(async () => {
    await Promise.all([all.close(), readOnly.close()]);
    await t.close();
  });

  const missions = async () => (await (await member.request('/api/missions')).json()) as TMission[];

  it('introduces itself as Brandforge, with instructions that mention the monthly limits', () => {
    expect(all.getServerVersion()).toMatchObject({ name: 'brandforge' });
    expect(all.getInstructions()).toMatch(/monthly limits/);
    expect(all.getServerCapabilities()).toMatchObject({ tools: {}, resources: {}, prompts: {} });
  });

  it('lists only the tools the token may use, each with its input schema', async () => {
    const names = (await readOnly.listTools()).tools.map((tool) => tool.name);
    expect(names).toEqual(
      expect.arrayContaining(['get_brand_profile', 'list_missions', 'get_mission', 'list_content_plans']),
    );
    expect(names.filter((n) => n.startsWith('generate_'))).toEqual([]);
    expect(names.filter((n) => n.startsWith('delete_') || n.startsWith('set_'))).toEqual([]);

    const { tools } = await all.listTools();
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    for (const name of [
      'generate_mission',
      'generate_social_bios',
      'generate_niche_discovery',
      'generate_content_plan',
      'generate_competitor_analysis',
      'generate_pain_point_analysis',
      'generate_lead_magnet',
      'generate_offer',
    ])
      expect(byName.has(name), name).toBe(true);
    const mission = byName.get('generate_mission');
    expect(mission?.description).toMatch(/10 mission statements a month/);
    expect(mission?.inputSchema).toMatchObject({
      type: 'object',
      required: ['expertise', 'audience', 'outcome', 'obstacles'],
      additionalProperties: false,
    });
    expect(byName.get('list_missions')?.annotations).toMatchObject({ readOnlyHint: true });
    expect(byName.get('get_mission')?.description).toMatch(/list_missions/);
    const plan = byName.get('generate_content_plan')?.description;
    expect(plan).toMatch(/Waits until the plan is made.*reporting progress.*4 content plans a month\./);
    expect(plan).not.toMatch(/202|poll/);
  });

  it('lists the brand profile, a template per kind of saved result, and the two prompts', async () => {
    const { resources } = await readOnly.listResources();
    expect(resources).toContainEqual(
      expect.objectContaining({ uri: 'brandforge://brand-profile', mimeType: 'text/markdown' }),
    );
    const templates = (await readOnly.listResourceTemplates()).resourceTemplates.map((r) => r.uriTemplate);
    expect(templates).toEqual(
      expect.arrayContaining([
        'brandforge://missions/{id}',
        'brandforge://niche-discoveries/{id}',
        'brandforge://content-plans/{id}',
        'brandforge://pain-point-analyses/{id}',
        'brandforge://lead-magnets/{id}',
        'brandforge://offers/{id}',
      ]),
    );
    const prompts = (await readOnly.listPrompts()).prompts;
    expect(prompts.map((p) => p.name).sort()).toEqual(['plan-my-week', 'write-in-my-voice']);
    expect(prompts.find((p) => p.name === 'write-in-my-voice')?.arguments?.map((a) => a.name)).toEqual([
      'topic',
      'platform',
    ]);
  });

  it('reads the brand profile as Markdown, with its labels and without empty fields', async () => {
    const u = await t.signedInUser('mcp-profile@example.com');
    const client = await connect(t, (await makeToken(u, ['read'])).token);
    const empty = await client.readResource({ uri: 'brandforge://brand-profile' });
    expect(empty.contents[0]).toMatchObject({
      mimeType: 'text/markdown',
      text: expect.stringMatching(/is empty/) as unknown,
    });

    for (const [field, value] of [
      ['displayName', 'Calm Kitchen'],
      ['painPoints', ['No energy to cook after a shift', '# Not a heading']],
      ['voice', ['warm', 'practical', 'plain']],
    ] as const) {
      const res = await u.request(`/api/brand-profile/fields/${field}`, { method: 'PUT', json: { value } });
      expect(res.status).toBe(200);
    }
    const text = resourceText(await client.readResource({ uri: 'brandforge://brand-profile' }));
    expect(text).toBe(
      [
        '# Brand profile',
        '## Display name\n\nCalm Kitchen',
        '## Audience pain points\n\n- No energy to cook after a shift\n- \\# Not a heading',
        '## Voice\n\nwarm, practical, plain\n',
      ].join('\n\n'),
    );

    const voice = await client.getPrompt({
      name: 'write-in-my-voice',
      arguments: { topic: 'Batch cooking', platform: 'LinkedIn' },
    });
    const ask = (voice.messages[0]?.content as { text: string }).text;
    expect(ask).toMatch(/^Write a post for LinkedIn about: Batch cooking\n/);
    expect(ask).toContain('## Display name\n\nCalm Kitchen');
    expect(ask).toContain('## Voice\n\nwarm, practical, plain');
    await client.close();
  });

  it('generates a mission through the tool, saved and counted as the app would', async () => {
    const result = (await all.callTool({ name: 'generate_mission', arguments: MISSION_ANSWERS })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    const mission = result.structuredContent as unknown as TMission;
    expect(mission.statements).toHaveLength(3);
    expect(JSON.parse(textOf(result))).toEqual(result.structuredContent);
    expect((await missions()).map((m) => m.id)).toEqual([mission.id]);
    expect((await getUsage({ db: t.db, userId: member.id })).mission.used).toBe(1);

    const listed = (await readOnly.callTool({ name: 'list_missions', arguments: {} })) as CallToolResult;
    expect((listed.structuredContent as { items: TMission[] }).items.map((m) => m.id)).toEqual([mission.id]);
    const got = (await readOnly.callTool({ name: 'get_mission', arguments: { id: mission.id } })) as CallToolResult;
    expect(got.structuredContent).toMatchObject({ id: mission.id, statements: mission.statements });

    const { resources } = await readOnly.listResources();
    const first = mission.statements[0] ?? '';
    const clipped = first.length > 80 ? `${first.slice(0, 79).trimEnd()}…` : first;
    expect(resources).toContainEqual(
      expect.objectContaining({ uri: `brandforge://missions/${mission.id}`, name: clipped, title: clipped }),
    );
    const read = await readOnly.readResource({ uri: `brandforge://missions/${mission.id}` });
    expect(JSON.parse(resourceText(read))).toMatchObject({ id: mission.id });
  });

  it('ignores an Idempotency-Key set in a client’s configuration: each call is its own generation', async () => {
    const keyed = await connect(t, token.token, { 'idempotency-key': 'set-once-in-config' });
    const before = (await missions()).length;
    const first = (await keyed.callTool({ name: 'generate_mission', arguments: MISSION_ANSWERS })) as CallToolResult;
    const second = (await keyed.callTool({ name: 'generate_mission', arguments: MISSION_ANSWERS })) as CallToolResult;
    await keyed.close();
    expect((first.structuredContent as { id: string }).id).not.toBe((second.structuredContent as { id: string }).id);
    expect((await missions()).length).toBe(before + 2);
  });

  it('refuses a generation the read-only token may not make, spending nothing', async () => {
    const before = (await getUsage({ db: t.db, userId: member.id })).mission.used;
    const result = (await readOnly.callTool({
      name: 'generate_mission',
      arguments: MISSION_ANSWERS,
    })) as CallToolResult;
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/generate_mission/);
    expect((await getUsage({ db: t.db, userId: member.id })).mission.used).toBe(before);
  });

  it('tells missing or wrong-typed arguments in a sentence and changes nothing', async () => {
    const before = (await missions()).length;
    const cases: [unknown, RegExp][] = [
      [{}, /^Core expertise or passion needs exactly 3 answers$/],
      [{ ...MISSION_ANSWERS, expertise: 'ten years' }, /^Core expertise or passion needs exactly 3 answers$/],
      [{ ...MISSION_ANSWERS, audience: [1, 2, 3] }, /^Who would benefit answer 1 must be text/],
      [{ ...MISSION_ANSWERS, variant: 7 }, /Unexpected field: variant/],
    ];
    for (const [args, message] of cases) {
      const result = (await all.callTool({
        name: 'generate_mission',
        arguments: args as Record<string, unknown>,
      })) as CallToolResult;
      expect(result.isError, JSON.stringify(args)).toBe(true);
      expect(textOf(result)).toMatch(message);
      expect(result.structuredContent).toMatchObject({ code: 'BAD_REQUEST' });
    }
    const badId = (await readOnly.callTool({ name: 'get_mission', arguments: { id: 42 } })) as CallToolResult;
    expect(textOf(badId)).toBe('That mission statement does not exist.');
    const badPage = (await readOnly.callTool({ name: 'list_missions', arguments: { limit: 0 } })) as CallToolResult;
    expect(textOf(badPage)).toBe('limit must be a whole number from 1 to 100.');
    expect((await missions()).length).toBe(before);
    expect((await getUsage({ db: t.db, userId: member.id })).mission.used).toBe(before);
  });

  it("answers another member's result as not found, by tool and by resource", async () => {
    const other = await t.signedInUser('mcp-other@example.com');
    const theirs = (await (await other.request('/api/missions', { json: MISSION_ANSWERS })).json()) as TMission;
    const result = (await readOnly.callTool({ name: 'get_mission', arguments: { id: theirs.id } })) as CallToolResult;
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe('That mission statement does not exist.');
    await expect(readOnly.readResource({ uri: `brandforge://missions/${theirs.id}` })).rejects.toThrow(
      /-32002: That mission statement does not exist\.$/,
    );
    const listed = (await readOnly.listResources()).resources.map((r) => r.uri);
    expect(listed).not.toContain(`brandforge://missions/${theirs.id}`);
  });

  it('returns the monthly limit’s own message and saves nothing at the limit', async () => {
    const u = await t.signedInUser('mcp-limit@example.com');
    const client = await connect(t, (await makeToken(u, ['generate'])).token);
    for (let i = 0; i < 10; i++) await reserveQuota({ db: t.db, userId: u.id, kind: 'mission' });
    const result = (await client.callTool({ name: 'generate_mission', arguments: MISSION_ANSWERS })) as CallToolResult;
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe('You have reached your monthly limit of 10 mission statements');
    expect(result.structuredContent).toMatchObject({ code: 'QUOTA_EXCEEDED' });
    expect(await (await u.request('/api/missions')).json()).toEqual([]);
    expect((await getUsage({ db: t.db, userId: u.id })).mission.used).toBe(10);
    // A generate-only token reads nothing: no resources, no prompts, no list tools.
    expect((await client.listResources()).resources).toEqual([]);
    expect((await client.listPrompts()).prompts).toEqual([]);
    expect((await client.listTools()).tools.every((tool) => tool.name.startsWith('generate_'))).toBe(true);
    await client.close();
  });

  it('writes a content plan as a job, reporting progress, and answers with the finished plan', async () => {
    const u = await t.signedInUser('mcp-plan@example.com');
    const client = await connect(t, (await makeToken(u, ['read', 'generate'])).token);
    const none = await client.getPrompt({ name: 'plan-my-week' });
    expect((none.messages[0]?.content as { text: string }).text).toMatch(
      /no content plan .* make a 30-day content plan first/,
    );

    const progress: Progress[] = [];
    const result = (await client.callTool({ name: 'generate_content_plan', arguments: PLAN_INPUT }, undefined, {
      onprogress: (p) => progress.push(p),
    })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    const plan = result.structuredContent as unknown as TContentPlan;
    expect(plan.generated_content.rows).toHaveLength(30);
    expect(plan.brand_name).toBe(PLAN_INPUT.brandName);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toMatchObject({ progress: 5, total: 5 });
    expect(progress.map((p) => p.progress)).toEqual([...progress.map((p) => p.progress)].sort((a, b) => a - b));
    expect((await getUsage({ db: t.db, userId: u.id })).content.used).toBe(1);

    const analysis = (await client.callTool({
      name: 'generate_pain_point_analysis',
      arguments: PAIN_POINT_FORM,
    })) as CallToolResult;
    expect(analysis.isError).toBeFalsy();
    const week = await client.getPrompt({ name: 'plan-my-week', arguments: { focus: 'the spring launch' } });
    const text = (week.messages[0]?.content as { text: string }).text;
    expect(text).toMatch(/^Plan my week: give me seven post ideas, .* with this focus: the spring launch\./);
    expect(text).toContain(`## My newest content plan: ${plan.plan_name}`);
    expect(text).toContain(`- Day 1: ${plan.generated_content.rows[0]?.title}`);
    expect(text).toContain(`## My newest pain point analysis: ${PAIN_POINT_FORM.productName}`);
    await client.close();
  });

  it('refuses, before any MCP handling, a missing, unknown or revoked token and another site', async () => {
    const missing = await rawPost(t, {});
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ error: expect.stringMatching(/Authorization: Bearer/) as unknown });
    expect((await rawPost(t, { authorization: 'Bearer bf_nope' })).status).toBe(401);

    const revoked = await makeToken(member, ['read']);
    expect((await rawPost(t, { authorization: `Bearer ${revoked.token}` })).status).toBe(200);
    expect((await member.request(`/api/api-tokens/${revoked.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await rawPost(t, { authorization: `Bearer ${revoked.token}` })).status).toBe(401);

    const foreign = await rawPost(t, { authorization: `Bearer ${token.token}`, origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ error: 'This request came from another site and was refused.' });
    expect((await rawPost(t, { authorization: `Bearer ${token.token}`, origin: TEST_APP_URL })).status).toBe(200);
  });

  it('refuses broken text in a tool call before it reaches a tool, saving nothing', async () => {
    const before = (await missions()).length;
    const call = {
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'generate_mission', arguments: { ...MISSION_ANSWERS, expertise: ['a\u0000b', 'c', 'd'] } },
    };
    const res = await rawPost(t, { authorization: `Bearer ${token.token}` }, call);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: expect.stringMatching(/not allowed/) as unknown });
    expect((await missions()).length).toBe(before);
  });

  it('answers a protocol version it does not speak with 400, and GET and DELETE with 405', async () => {
    const auth = { authorization: `Bearer ${token.token}` };
    const old = await rawPost(t, { ...auth, 'mcp-protocol-version': '1999-01-01' });
    expect(old.status).toBe(400);
    expect(await old.json()).toMatchObject({
      error: { message: expect.stringMatching(/Unsupported protocol version: 1999-01-01/) as unknown },
    });
    for (const method of ['GET', 'DELETE']) {
      const res = await t.app.request('/mcp', { method, headers: { ...auth, accept: 'text/event-stream' } });
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
    }
  });
});

describe('the MCP server with a model', () => {
  const ctx = appWithFakeModel();

  it('generates with the model through the tool, once', async () => {
    const u = await ctx.t.signedInUser('mcp-model@example.com');
    const client = await connect(ctx.t, (await makeToken(u, ['generate'])).token);
    const statements = [
      'I help busy parents over 40 feel strong without hours in the gym.',
      'I help office workers with back pain train at home without expensive equipment.',
      'I help people who hate gyms keep up with their kids without confusing programmes.',
    ];
    ctx.fake.script({ json: { statements } });
    const result = (await client.callTool({ name: 'generate_mission', arguments: MISSION_ANSWERS })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({ statements, offline: false });
    expect(ctx.fake.requests).toHaveLength(1);
    expect(JSON.stringify(ctx.fake.requests[0]?.messages)).toContain(MISSION_ANSWERS.expertise[0]);
    await client.close();
  });
});
