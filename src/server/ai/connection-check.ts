import { z } from 'zod';
import { createLogger } from '../logger';
import { runModel } from './engine';
import { classifyProviderError } from './errors';
import { defineGenerator } from './generator';
import { type AiConfig, resolveTarget } from './registry';

/*
 * The connection check, shared by `npm run ai:check` (check.ts) and the admin settings screen. It lives
 * apart from the CLI so that importing it into the server bundle never runs the CLI's main.
 */

/** The smallest structured call that proves the provider, the model and JSON output all work. */
const ping = defineGenerator({
  name: 'check',
  description: 'Connection check',
  input: z.object({ word: z.string() }),
  output: z.object({ status: z.literal('ok'), echo: z.string() }),
  sample: { word: 'brandforge' },
  prompt: ({ word }) => ({
    system: 'You are a connection check. Answer exactly as asked.',
    user: `Set status to "ok" and echo to the word "${word}".`,
  }),
  compose: ({ word }) => ({ status: 'ok' as const, echo: word }),
  check: (out, { word }) => (out.echo.trim().toLowerCase() === word ? [] : [`echo: must be "${word}"`]),
});

/** Prints the provider and model, makes one tiny structured call, and reports success or the exact failure. */
export async function runCheck(ai: AiConfig, print: (line: string) => void): Promise<boolean> {
  const { provider, modelId, model } = await resolveTarget(ai);
  print(`Provider: ${provider}`);
  print(`Model:    ${modelId}`);
  if (ai.baseUrl) print(`Base URL: ${ai.baseUrl}`);
  if (!model) {
    print('OK: the offline composer runs inside Brandforge; no provider call is needed.');
    print('Set AI_PROVIDER (and AI_API_KEY or AI_BASE_URL) to use a model.');
    return true;
  }
  const started = performance.now();
  try {
    const run = await runModel(
      model,
      ping,
      { word: 'ready' },
      { timeoutMs: ai.timeoutMs, logger: createLogger('silent') },
    );
    const ms = Math.round(performance.now() - started);
    const tokens =
      run.usage.inputTokens === undefined
        ? 'not reported'
        : `${run.usage.inputTokens} in, ${run.usage.outputTokens ?? '?'} out`;
    print(
      `OK: structured reply ${JSON.stringify(run.output)} in ${ms} ms (${run.attempts} call(s), tokens ${tokens}).`,
    );
    return true;
  } catch (err) {
    const error = classifyProviderError(err);
    print(`FAILED (${error.kind}) after ${error.attempts} call(s): ${error.detail}`);
    return false;
  }
}
