import { FileDownIcon, FileTextIcon, FileTypeIcon, LoaderCircleIcon } from 'lucide-react';
import * as React from 'react';
import type { TLeadMagnetRecord } from '../../../../shared/lead-magnets';
import { CopyButton } from '@/components/copy-button';
import { Button } from '@/components/ui/button';
import { downloadText } from '@/lib/download';
import { downloadDocx, downloadPdf } from '@/lib/export';
import { toast } from '@/lib/toast';
import { leadMagnetBaseName, leadMagnetDocument } from '../../../../shared/lead-magnet-document';
import { leadMagnetFileName, leadMagnetJson, leadMagnetText } from '../lead-magnet-text';
import { BulletList, SectionCard } from './section-card';

const NEXT_STEPS = [
  'Put it behind a simple sign-up form on your site or link in bio.',
  'Post three of the hooks this week, each pointing to the download.',
  'Send a welcome email that delivers the file and asks one question.',
  'Check the metrics in the analytics guide after 14 days and adjust the hook that performs worst.',
];

type Format = 'pdf' | 'docx';

/** The Export tab: plain text (docs/product/lead-magnets.md), the designed PDF and Word files, the JSON, and what to do next. */
export function ExportTab({ magnet }: { magnet: TLeadMagnetRecord }) {
  const [busy, setBusy] = React.useState<Format | null>(null);

  async function designed(format: Format) {
    setBusy(format);
    try {
      const doc = leadMagnetDocument(magnet);
      await (format === 'pdf' ? downloadPdf : downloadDocx)(doc, leadMagnetBaseName(magnet.title));
    } catch {
      toast.error(
        format === 'pdf'
          ? 'The PDF could not be created. Please try again.'
          : 'The Word document could not be created. Please try again.',
      );
    } finally {
      setBusy(null);
    }
  }

  const spinner = <LoaderCircleIcon aria-hidden className="animate-spin motion-reduce:animate-none" />;
  return (
    <div className="grid min-w-0 gap-4">
      <SectionCard title="Download">
        <p className="text-muted-foreground">
          The PDF and Word files use your {magnet.design_preferences.colorScheme} colours and{' '}
          {magnet.design_preferences.style} style, with a cover page and numbered pages.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void designed('pdf')} disabled={busy !== null}>
            {busy === 'pdf' ? spinner : <FileDownIcon aria-hidden />}
            {busy === 'pdf' ? 'Preparing PDF...' : 'Download PDF'}
          </Button>
          <Button variant="outline" onClick={() => void designed('docx')} disabled={busy !== null}>
            {busy === 'docx' ? spinner : <FileTypeIcon aria-hidden />}
            {busy === 'docx' ? 'Preparing Word...' : 'Download Word'}
          </Button>
          <Button
            variant="outline"
            onClick={() =>
              downloadText(leadMagnetFileName(magnet.title), leadMagnetText(magnet), 'text/plain;charset=utf-8')
            }
          >
            <FileTextIcon aria-hidden />
            Download Text
          </Button>
          <CopyButton size="default" text={() => leadMagnetJson(magnet.generated_content)} label="Copy JSON" />
        </div>
      </SectionCard>
      <SectionCard title="Next Steps">
        <BulletList items={NEXT_STEPS} />
      </SectionCard>
    </div>
  );
}
