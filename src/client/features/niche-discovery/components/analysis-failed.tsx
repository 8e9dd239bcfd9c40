import { FailurePanel } from '@/components/failure-panel';

/** docs/product/niche-discovery.md: 'Analysis Failed' with 'Back to Survey' and 'Try Again'; the answers stay as they were. */
export function AnalysisFailed(props: { message: string; onBack: () => void; onRetry: () => void }) {
  return (
    <FailurePanel
      {...props}
      title="Analysis Failed"
      backLabel="Back to Survey"
      reassurance="Your answers are kept. Try again, or go back and change them."
    />
  );
}
