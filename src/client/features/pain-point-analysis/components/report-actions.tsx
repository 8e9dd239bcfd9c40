import { CheckIcon, CopyIcon, DownloadIcon } from 'lucide-react';
import * as React from 'react';
import type { TPainPointAnalysisRecord } from '../../../../shared/pain-point-analysis';
import { painPointReport } from '../../../../shared/pain-point-report';
import { Button } from '@/components/ui/button';
import { copyText } from '@/lib/clipboard';
import { toast } from '@/lib/toast';
import { downloadText } from '../download';

/** Spec document 3, section 9: the copied state lasts 2 seconds. */
const COPIED_MS = 2000;

/** 'Copy Report' and 'Download Report': the same markdown either way. */
export function ReportActions({ analysis }: { analysis: TPainPointAnalysisRecord }) {
  const [copied, setCopied] = React.useState(false);
  React.useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (await copyText(painPointReport(analysis).markdown)) {
      setCopied(true);
      toast.success('Report copied to clipboard!');
    } else toast.error('Failed to copy to clipboard');
  };
  const download = () => {
    const { fileName, markdown } = painPointReport(analysis);
    downloadText(fileName, markdown);
    toast.success('Report downloaded!');
  };
  return (
    <>
      <Button variant="outline" onClick={() => void copy()}>
        {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
        {copied ? 'Copied!' : 'Copy Report'}
      </Button>
      <Button variant="outline" onClick={download}>
        <DownloadIcon aria-hidden />
        Download Report
      </Button>
    </>
  );
}
