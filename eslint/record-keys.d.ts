import type { ESLint, Linter, Rule } from 'eslint';

export const snakeCaseRecordKeys: Rule.RuleModule;
export const recordKeysPlugin: ESLint.Plugin;
export function recordKeyConfigs(): Linter.Config[];
