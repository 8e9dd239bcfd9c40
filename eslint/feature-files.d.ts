import type { ESLint, Linter } from 'eslint';

export const FEATURE_ROLES: string[];
export function isFeatureFileName(basename: string): boolean;
export const featureFilesPlugin: ESLint.Plugin;
export function featureFileConfigs(): Linter.Config[];
