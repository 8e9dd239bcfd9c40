import type { LanguageModel } from 'ai';
import { OFFLINE_MODEL, type TAiProvider, type TAiStatus } from '../../shared/ai';
import type { Config } from '../config';
import { AiError } from './errors';

export type AiConfig = Config['ai'];

/** Used when AI_MODEL is unset: capable, widely available and inexpensive for short copy. */
export const DEFAULT_MODELS: Record<TAiProvider, string> = {
  offline: OFFLINE_MODEL,
  openai: 'gpt-4.1-mini',
  anthropic: 'claude-sonnet-4-5',
  google: 'gemini-2.5-flash',
  'openai-compatible': 'llama3.1',
};

/** What a generation runs on: a language model, or `null` for the offline composer. */
export interface AiTarget {
  provider: TAiProvider;
  modelId: string;
  model: LanguageModel | null;
}

/*
 * Provider SDKs are imported when a model is first needed, not with the server: the offline composer
 * needs none of them, and the AI SDK is the largest thing the server would otherwise load at start.
 */
/*
 * Provider calls never follow a redirect: the request carries the API key and the prompt, and a
 * configured address that answers 3xx would hand both to whatever host it names. The redirect is
 * reported as a configuration error (not retried), naming what to fix.
 */
export const providerFetch: typeof fetch = async (input, init) => {
  const res = await fetch(input, { ...init, redirect: 'manual' });
  if (res.status >= 300 && res.status < 400) {
    await res.body?.cancel();
    throw new AiError(
      'configuration',
      `The provider answered HTTP ${res.status}, a redirect, which is not followed: set AI_BASE_URL to the address that answers.`,
    );
  }
  return res;
};

async function buildModel(ai: AiConfig, modelId: string): Promise<LanguageModel | null> {
  const common = { apiKey: ai.apiKey, baseURL: ai.baseUrl, fetch: providerFetch };
  switch (ai.provider) {
    case 'offline':
      return null;
    // Plain openai(model) would call the Responses API; chat completions is what proxies implement too.
    case 'openai':
      return (await import('@ai-sdk/openai')).createOpenAI(common).chat(modelId);
    case 'anthropic':
      return (await import('@ai-sdk/anthropic')).createAnthropic(common)(modelId);
    case 'google':
      return (await import('@ai-sdk/google')).createGoogleGenerativeAI(common)(modelId);
    // Without supportsStructuredOutputs the JSON schema is never sent; without includeUsage tokens go unreported.
    case 'openai-compatible':
      return (await import('@ai-sdk/openai-compatible'))
        .createOpenAICompatible({
          name: 'openai-compatible',
          baseURL: ai.baseUrl ?? 'http://localhost:11434/v1',
          apiKey: ai.apiKey,
          fetch: providerFetch,
          supportsStructuredOutputs: true,
          includeUsage: true,
        })
        .chatModel(modelId);
  }
}

const modelIdOf = (ai: AiConfig) =>
  ai.provider === 'offline' ? OFFLINE_MODEL : (ai.model ?? DEFAULT_MODELS[ai.provider]);

const targets = new WeakMap<AiConfig, Promise<AiTarget>>();

/** The configured provider and model; built once per configuration. */
export function resolveTarget(ai: AiConfig): Promise<AiTarget> {
  let target = targets.get(ai);
  if (!target) {
    const modelId = modelIdOf(ai);
    target = buildModel(ai, modelId).then((model) => ({ provider: ai.provider, modelId, model }));
    // A failed import is not kept: the next generation tries again.
    target.catch(() => targets.delete(ai));
    targets.set(ai, target);
  }
  return target;
}

export function aiStatus(ai: AiConfig): TAiStatus {
  return { provider: ai.provider, model: modelIdOf(ai), offline: ai.provider === 'offline' };
}
