import type { Linter } from 'eslint';

export interface Zone {
  target: string | string[];
  from: string | string[];
  message: string;
}

export const clientFoundations: string[];
export const compositionRoots: { server: string[]; client: string[] };
export const layerRestrictions: Record<
  'shared' | 'server' | 'client',
  { patterns: { group: string[]; message: string }[] }
>;
export const sourceFiles: string[];
export const clientFiles: string[];
export const testFiles: string[];
export function featureNames(root: string, layer: 'server' | 'client'): string[];
export function infrastructurePaths(root: string, layer: 'server' | 'client'): string[];
export function boundaryZones(root: string, options?: { tests?: boolean }): Zone[];
export function boundaryConfigs(root: string): Linter.Config[];
