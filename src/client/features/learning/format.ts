import type { TDifficulty } from '../../../shared/learning';

// Class names spelled out whole: Tailwind only finds classes it can read in the source.

/** docs/product/learning.md: green beginner, yellow intermediate, red advanced. */
export const DIFFICULTY_CLASS: Record<TDifficulty, string> = {
  beginner: 'border-green-500/30 bg-green-500/10 text-green-700 dark:text-green-300',
  intermediate: 'border-yellow-500/40 bg-yellow-500/10 text-yellow-800 dark:text-yellow-300',
  advanced: 'border-red-500/30 bg-red-500/10 text-red-700 dark:text-red-300',
};
