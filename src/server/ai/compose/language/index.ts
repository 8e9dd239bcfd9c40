/** The offline composers' language layer: answers in, phrases that fit their frames out. */
export { firstClause, headPhrase, midSentence, sentenceCase, shorten, tidy } from './clauses';
export {
  asGerund,
  audience,
  expertise,
  fromFirstPerson,
  nicheParts,
  obstacle,
  outcome,
  prime,
  type Expertise,
  type Obstacle,
} from './phrases';
export { article, forget, gerundOf, is, isVerb, pluralWord, tokens } from './words';
