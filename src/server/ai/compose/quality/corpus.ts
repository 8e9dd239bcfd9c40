import { CORPUS_A } from './corpus-a';
import { CORPUS_B } from './corpus-b';
import { CORPUS_C } from './corpus-c';
import type { Persona } from './persona';

export type { Persona } from './persona';

/** Thirty people, each answering every form the offline composers read. */
export const CORPUS: readonly Persona[] = [...CORPUS_A, ...CORPUS_B, ...CORPUS_C];
