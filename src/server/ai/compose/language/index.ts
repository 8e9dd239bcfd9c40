/** The offline composers' language layer: answers in, phrases that fit their frames out. */
export { expandContractions } from './answers';
export { firstClause, headPhrase, midSentence, sentenceCase } from './clauses';
export {
  asGerund,
  audience,
  expertise,
  fromFirstPerson,
  nicheParts,
  obstacle,
  outcome,
  prime,
  readable,
  type Expertise,
  type Obstacle,
} from './phrases';
export { forget, gerundOf, is, pluralWord, tokens } from './words';
