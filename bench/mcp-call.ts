/**
 * What a generation costs through the MCP server against the app's own route: `tools/call
 * generate_mission` (the SDK's client over Streamable HTTP, one stateless POST per call) and `POST
 * /api/missions` with the session cookie, both with the offline composer, in one in-process app on a
 * fresh database (createTestApp). Rounds alternate MCP and cookie so both see the same machine; the
 * member is an admin, so neither the monthly limit nor the hourly AI limit stops the run. Also times
 * the first /mcp request, which loads the MCP SDK, and `POST /api/v1/missions` with the same token, to
 * tell what the token costs from what MCP does, and the MCP call as one raw POST without the SDK's
 * client, to tell the server's part from the client's.
 * Usage: npx tsx bench/mcp-call.ts [--rounds 30] [--warmup 5]
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { grantRole } from '../src/server/auth/roles';
import { TEST_APP_URL, createTestApp } from '../src/server/test/harness';
import { MISSION_ANSWERS } from '../src/server/test/samples';
import { argValue, loadLine, machineLine, median } from './lib/server';

const rounds = Number(argValue('--rounds', '30'));
const warmup = Number(argValue('--warmup', '5'));

const t = await createTestApp({ API_RATE_PER_MINUTE: '100000' });
try {
  const member = await t.signedInUser('bench-mcp@example.com');
  await grantRole(t.db, member.id, 'admin');
  const made = await member.request('/api/api-tokens', {
    json: { name: 'bench', scopes: ['read', 'generate'], expiresInDays: 30 },
  });
  const { token } = (await made.json()) as { token: string };

  const client = new Client({ name: 'bench', version: '1' });
  const transport = new StreamableHTTPClientTransport(new URL(`${TEST_APP_URL}/mcp`), {
    fetch: async (url, init) => t.app.request(String(url).replace(TEST_APP_URL, ''), init),
    requestInit: { headers: { authorization: `Bearer ${token}` } },
  });
  const coldStart = performance.now();
  await client.connect(transport);
  const cold = performance.now() - coldStart;

  const viaMcp = async () => {
    const r = (await client.callTool({ name: 'generate_mission', arguments: MISSION_ANSWERS })) as CallToolResult;
    if (r.isError) throw new Error(`generate_mission: ${JSON.stringify(r.content)}`);
  };
  const viaCookie = async () => {
    const res = await member.request('/api/missions', { json: MISSION_ANSWERS });
    if (res.status !== 201) throw new Error(`POST /api/missions: ${res.status} ${await res.text()}`);
    await res.json();
  };
  // The same call without the SDK's client: one POST, the answer read as text, to tell server from client.
  const rawCall = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'tools/call',
    params: { name: 'generate_mission', arguments: MISSION_ANSWERS },
  });
  const viaRawPost = async () => {
    const res = await t.app.request('/mcp', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2025-11-25',
      },
      body: rawCall,
    });
    const text = await res.text();
    if (res.status !== 200 || text.includes('"isError":true')) throw new Error(`raw tools/call: ${res.status} ${text}`);
  };
  const viaToken = async () => {
    const res = await t.app.request('/api/v1/missions', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(MISSION_ANSWERS),
    });
    if (res.status !== 201) throw new Error(`POST /api/v1/missions: ${res.status} ${await res.text()}`);
    await res.json();
  };
  const timed = async (run: () => Promise<void>) => {
    const started = performance.now();
    await run();
    return performance.now() - started;
  };

  for (let i = 0; i < warmup; i++) {
    await viaMcp();
    await viaCookie();
    await viaToken();
    await viaRawPost();
  }
  const mcp: number[] = [];
  const cookie: number[] = [];
  const rest: number[] = [];
  const raw: number[] = [];
  for (let i = 0; i < rounds; i++) {
    mcp.push(await timed(viaMcp));
    cookie.push(await timed(viaCookie));
    rest.push(await timed(viaToken));
    raw.push(await timed(viaRawPost));
  }
  await client.close();

  const p90 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)] ?? NaN;
  const line = (name: string, xs: number[]) =>
    `${name} | median ${median(xs).toFixed(1)} ms | p90 ${p90(xs).toFixed(1)} ms | min ${Math.min(...xs).toFixed(1)} ms`;
  console.log(machineLine());
  console.log(loadLine());
  console.log(
    `database: ${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite (memory)'}, ${rounds} rounds, ${warmup} warm-up\n`,
  );
  console.log(`first /mcp request (initialize, loads the SDK): ${cold.toFixed(0)} ms`);
  console.log(line('MCP    tools/call generate_mission', mcp));
  console.log(line('cookie POST /api/missions         ', cookie));
  console.log(line('token  POST /api/v1/missions      ', rest));
  console.log(line('MCP    raw POST, no SDK client    ', raw));
  console.log(`MCP / cookie (medians): ${(median(mcp) / median(cookie)).toFixed(2)}`);
} finally {
  await t.close();
}
