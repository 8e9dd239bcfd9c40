/** The offline composers' language layer: answers in, phrases that fit their frames out. */
export { expandContractions, fromFirstPerson } from './answers';
export { obstacle, type Obstacle } from './obstacles';
export { firstClause, headPhrase, midSentence, sentenceCase } from './clauses';
export {
  asGerund,
  audience,
  expertise,
  helpJoin,
  nicheParts,
  opensWithVerbPhrase,
  outcome,
  prime,
  readable,
  type Expertise,
} from './phrases';
export { isBaseVerb, forget, gerundOf, is, pluralWord, tokens } from './words';
