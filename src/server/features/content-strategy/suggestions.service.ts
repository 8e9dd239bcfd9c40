import type { TAudienceSuggestions, TPainPointSuggestions } from '../../../shared/content-strategy';
import type { TAudienceSuggestionsInput, TPainPointSuggestionsInput } from '../../../shared/content-plan-input';
import { definePipeline, runPipeline, type PipelineRequest } from '../../ai/pipeline';
import { audienceSuggestionsGenerator } from './audience-suggestions.generator';
import { painPointSuggestionsGenerator } from './pain-point-suggestions.generator';

type WithOffline<T> = T & { offline: boolean };

const audiences = definePipeline({
  generator: audienceSuggestionsGenerator,
  failure: 'Failed to generate audience suggestions',
  save: ({ output, offline }): WithOffline<TAudienceSuggestions> => ({ ...output, offline }),
});

const painPoints = definePipeline({
  generator: painPointSuggestionsGenerator,
  failure: 'Failed to generate pain points',
  save: ({ output, offline }): WithOffline<TPainPointSuggestions> => ({ ...output, offline }),
});

/** Wizard suggestions: unmetered, nothing saved, the spec's message on failure. */
export const suggestAudiences = (o: PipelineRequest<TAudienceSuggestionsInput>) => runPipeline(audiences, o);

export const suggestPainPoints = (o: PipelineRequest<TPainPointSuggestionsInput>) => runPipeline(painPoints, o);
