import { FailurePanel } from '@/components/failure-panel';

/** docs/product/content-strategy.md: 'Generation Failed', with 'Back to Form' (answers kept) and 'Try Again' (only the failed batches rerun). */
export function GenerationFailed(props: {
  message: string;
  retrying: boolean;
  onBack: () => void;
  onRetry: () => void;
}) {
  return (
    <FailurePanel
      {...props}
      title="Generation Failed"
      backLabel="Back to Form"
      reassurance="Your answers are kept, and this month's plan was not counted. Try Again writes only the videos that are missing."
    />
  );
}
