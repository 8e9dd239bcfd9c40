import { DownloadIcon } from 'lucide-react';
import type { TPainPointAnalysisRecord } from '../../../../shared/pain-point-analysis';
import { painPointReport } from '../../../../shared/pain-point-report';
import { CopyButton } from '@/components/copy-button';
import { Button } from '@/components/ui/button';
import { downloadText } from '@/lib/download';
import { toast } from '@/lib/toast';

/** 'Copy Report' and 'Download Report': the same markdown either way. */
export function ReportActions({ analysis }: { analysis: TPainPointAnalysisRecord }) {
  const download = () => {
    const { fileName, markdown } = painPointReport(analysis);
    downloadText(fileName, markdown, 'text/markdown;charset=utf-8');
    toast.success('Report downloaded!');
  };
  return (
    <>
      <CopyButton
        size="default"
        text={() => painPointReport(analysis).markdown}
        label="Copy Report"
        successMessage="Report copied to clipboard!"
        failureMessage="Failed to copy to clipboard"
      />
      <Button variant="outline" onClick={download}>
        <DownloadIcon aria-hidden />
        Download Report
      </Button>
    </>
  );
}
