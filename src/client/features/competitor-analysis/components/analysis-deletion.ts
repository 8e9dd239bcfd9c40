import type { TSavedCompetitorAnalysis } from '../../../../shared/competitor-analysis';
import type { Deletion } from '@/components/saved-results/confirm-delete';
import { useDeleteCompetitorAnalysis } from '../api/delete-competitor-analysis';

/** One competitor's analysis, deleted with its insights. */
export function analysisDeletion(analysis: TSavedCompetitorAnalysis): Deletion {
  const who = `${analysis.competitor_name} (${analysis.competitor_handle})`;
  return {
    id: analysis.id,
    useRemove: useDeleteCompetitorAnalysis,
    title: 'Are you sure you want to delete this analysis?',
    description: `The analysis of ${who} and its ${analysis.insights.length} insights are removed for good.`,
    label: `Delete the analysis of ${who}`,
    deleted: 'Deleted successfully',
    failed: 'Failed to delete analysis',
  };
}
