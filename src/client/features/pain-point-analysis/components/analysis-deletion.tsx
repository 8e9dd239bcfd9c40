import type { TPainPointAnalysisRecord } from '../../../../shared/pain-point-analysis';
import type { Deletion } from '@/components/saved-results/confirm-delete';
import { useDeletePainPointAnalysis } from '../api/delete-pain-point-analysis';

/** An analysis's delete in the spec's words. */
export const analysisDeletion = (analysis: TPainPointAnalysisRecord): Deletion => ({
  id: analysis.id,
  useRemove: useDeletePainPointAnalysis,
  title: 'Are you sure you want to delete this analysis?',
  description: <>&quot;{analysis.product_name}&quot; and its report are removed for good.</>,
  label: `Delete "${analysis.product_name}"`,
  deleted: 'Analysis deleted successfully!',
  failed: 'Failed to delete analysis',
  failedWithReason: true,
});
