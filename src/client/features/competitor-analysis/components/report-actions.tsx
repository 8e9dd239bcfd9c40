import { DownloadIcon } from 'lucide-react';
import type { TSavedCompetitorAnalysis } from '../../../../shared/competitor-analysis';
import { analysisToMarkdown, reportFilename } from '../../../../shared/competitor-report';
import { CopyButton } from '@/components/copy-button';
import { Button } from '@/components/ui/button';
import { downloadText } from '@/lib/download';
import { toast } from '@/lib/toast';

/** The analysis as a markdown report: copied, or downloaded as a .md file. */
export function ReportActions({ analysis }: { analysis: TSavedCompetitorAnalysis }) {
  const download = () => {
    downloadText(reportFilename(analysis), analysisToMarkdown(analysis), 'text/markdown;charset=utf-8');
    toast.success('Report downloaded');
  };
  return (
    <>
      <CopyButton text={() => analysisToMarkdown(analysis)} label="Copy report" />
      <Button variant="outline" size="sm" onClick={download}>
        <DownloadIcon aria-hidden />
        Download report
      </Button>
    </>
  );
}
