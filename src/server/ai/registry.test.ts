import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { aiStatus, resolveTarget } from './registry';

const ai = (env: Record<string, string>) => loadConfig({ AUTH_SECRET: 'x'.repeat(32), ...env }).ai;

describe('provider registry', () => {
  it('defaults to the offline composer, which needs no model', async () => {
    const config = ai({});
    expect(await resolveTarget(config)).toMatchObject({
      provider: 'offline',
      modelId: 'offline-composer',
      model: null,
    });
    expect(aiStatus(config)).toEqual({ provider: 'offline', model: 'offline-composer', offline: true });
  });

  it.each([
    ['openai', 'gpt-4.1-mini', 'openai.chat'],
    ['anthropic', 'claude-sonnet-4-5', 'anthropic.messages'],
    ['google', 'gemini-2.5-flash', 'google.generative-ai'],
  ])('builds %s with a default model', async (provider, model, sdkProvider) => {
    const target = await resolveTarget(ai({ AI_PROVIDER: provider, AI_API_KEY: 'k' }));
    expect(target.modelId).toBe(model);
    expect(target.model).toMatchObject({ modelId: model, provider: sdkProvider });
  });

  it('uses AI_MODEL and AI_BASE_URL for an OpenAI-compatible server', async () => {
    const config = ai({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: 'http://localhost:11434/v1',
      AI_MODEL: 'qwen2.5',
    });
    expect((await resolveTarget(config)).model).toMatchObject({
      modelId: 'qwen2.5',
      provider: 'openai-compatible.chat',
    });
    expect(aiStatus(config)).toEqual({ provider: 'openai-compatible', model: 'qwen2.5', offline: false });
  });
});
