import type { ESLint, Linter } from 'eslint';

export const keyFactoryFiles: string[];
export const queryKeysPlugin: ESLint.Plugin;
export function queryKeyConfigs(): Linter.Config[];
