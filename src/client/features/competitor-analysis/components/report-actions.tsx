import { CheckIcon, CopyIcon, DownloadIcon } from 'lucide-react';
import * as React from 'react';
import type { TSavedCompetitorAnalysis } from '../../../../shared/competitor-analysis';
import { analysisToMarkdown, reportFilename } from '../../../../shared/competitor-report';
import { Button } from '@/components/ui/button';
import { copyText } from '@/lib/clipboard';
import { toast } from '@/lib/toast';
import { downloadText } from '../download';

/** Spec 2, section 9: the copied indicator shows for 2 s. */
const COPIED_MS = 2000;

/** The analysis as a markdown report: copied, or downloaded as a .md file. */
export function ReportActions({ analysis }: { analysis: TSavedCompetitorAnalysis }) {
  const [copied, setCopied] = React.useState(false);
  React.useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    if (await copyText(analysisToMarkdown(analysis))) {
      setCopied(true);
      toast.success('Copied to clipboard!');
    } else toast.error('Failed to copy');
  }
  const download = () => {
    downloadText(reportFilename(analysis), analysisToMarkdown(analysis), 'text/markdown;charset=utf-8');
    toast.success('Report downloaded');
  };

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => void copy()}>
        {copied ? <CheckIcon aria-hidden className="text-success" /> : <CopyIcon aria-hidden />}
        {copied ? 'Copied!' : 'Copy report'}
      </Button>
      <Button variant="outline" size="sm" onClick={download}>
        <DownloadIcon aria-hidden />
        Download report
      </Button>
    </>
  );
}
