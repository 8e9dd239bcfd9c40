import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import { OFFLINE_MODEL, type TAiProvider, type TAiStatus } from '../../shared/ai';
import type { Config } from '../config';

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

function buildModel(ai: AiConfig, modelId: string): LanguageModel | null {
  const common = { apiKey: ai.apiKey, baseURL: ai.baseUrl };
  switch (ai.provider) {
    case 'offline':
      return null;
    // Plain openai(model) would call the Responses API; chat completions is what proxies implement too.
    case 'openai':
      return createOpenAI(common).chat(modelId);
    case 'anthropic':
      return createAnthropic(common)(modelId);
    case 'google':
      return createGoogleGenerativeAI(common)(modelId);
    // Without supportsStructuredOutputs the JSON schema is never sent; without includeUsage tokens go unreported.
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: ai.baseUrl ?? 'http://localhost:11434/v1',
        apiKey: ai.apiKey,
        supportsStructuredOutputs: true,
        includeUsage: true,
      }).chatModel(modelId);
  }
}

const targets = new WeakMap<AiConfig, AiTarget>();

/** The configured provider and model; built once per configuration. */
export function resolveTarget(ai: AiConfig): AiTarget {
  let target = targets.get(ai);
  if (!target) {
    const modelId = ai.provider === 'offline' ? OFFLINE_MODEL : (ai.model ?? DEFAULT_MODELS[ai.provider]);
    target = { provider: ai.provider, modelId, model: buildModel(ai, modelId) };
    targets.set(ai, target);
  }
  return target;
}

export function aiStatus(ai: AiConfig): TAiStatus {
  const { provider, modelId } = resolveTarget(ai);
  return { provider, model: modelId, offline: provider === 'offline' };
}
