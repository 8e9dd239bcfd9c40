import type { TQuotaKind } from '../../shared/limits';
import { withQuota } from '../quota/quota.service';
import { type AiDeps, type Generation, generate } from './generate';
import { type Generator, type GeneratorOutput, parseInput } from './generator';

/**
 * A metered generation: the input is checked first (a bad one costs nothing), then the user's
 * quota unit is reserved (admins skip), and given back if the generation fails.
 */
export async function generateWithQuota<G extends Generator>(
  deps: AiDeps,
  generator: G,
  rawInput: unknown,
  { userId, quota }: { userId: string; quota: TQuotaKind },
): Promise<Generation<GeneratorOutput<G>>> {
  const input = parseInput(generator, rawInput);
  return withQuota(deps.db, userId, quota, () => generate(deps, generator, input, { userId }));
}
