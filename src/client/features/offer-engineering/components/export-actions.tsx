import { FileDownIcon } from 'lucide-react';
import * as React from 'react';
import type { TOfferRecord } from '../../../../shared/offer-engineering';
import { CopyButton } from '@/components/copy-button';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { offerExportDocument, offerFileName } from '../offer-export';
import { offerCopyText } from '../offer-text';

/** Copy (docs/product/offer-engineering.md: core, power, stack and scripts as text) and the designed PDF. */
export function ExportActions({ offer }: { offer: TOfferRecord }) {
  const [exporting, setExporting] = React.useState(false);
  async function download() {
    setExporting(true);
    try {
      // The PDF writer is large: it is fetched on the first export, never with the page.
      const { downloadPdf } = await import('@/lib/export');
      await downloadPdf(offerExportDocument(offer), offerFileName(offer));
      toast.success('PDF downloaded!');
    } catch (e) {
      toast.error(errorMessage(e, 'Failed to create the PDF'));
    } finally {
      setExporting(false);
    }
  }
  return (
    <>
      <CopyButton size="default" text={() => offerCopyText(offer.offer)} label="Copy" srLabel="Copy the offer" />
      <Button variant="outline" onClick={() => void download()} disabled={exporting}>
        <FileDownIcon aria-hidden />
        {exporting ? 'Creating PDF...' : 'Download PDF'}
      </Button>
    </>
  );
}
