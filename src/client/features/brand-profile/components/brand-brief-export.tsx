import { FileDownIcon, FileTextIcon } from 'lucide-react';
import * as React from 'react';
import type { TBrandProfileFields } from '../../../../shared/brand-profile';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { downloadText } from '@/lib/download';
import { toast } from '@/lib/toast';
import { brandBriefDocument, brandBriefMarkdown, briefFileName } from '../brand-brief';

/** The profile as a brief to hand to a designer or an assistant: markdown, or a designed PDF. */
export function BrandBriefExport({ fields, disabled }: { fields: TBrandProfileFields; disabled: boolean }) {
  const [creating, setCreating] = React.useState(false);

  const markdown = () => {
    downloadText(briefFileName(fields, 'md'), brandBriefMarkdown(fields), 'text/markdown;charset=utf-8');
    toast.success('Brand brief downloaded!');
  };

  async function pdf() {
    setCreating(true);
    try {
      // The PDF writer is large: it is fetched on the first export, never with the page.
      const { downloadPdf } = await import('@/lib/export');
      await downloadPdf(brandBriefDocument(fields), briefFileName(fields, 'pdf'));
      toast.success('PDF downloaded!');
    } catch (e) {
      toast.error(errorMessage(e, 'Failed to create the PDF'));
    } finally {
      setCreating(false);
    }
  }

  return (
    <>
      <Button variant="outline" disabled={disabled} onClick={markdown}>
        <FileTextIcon aria-hidden />
        Download Markdown
      </Button>
      <Button variant="outline" disabled={disabled || creating} onClick={() => void pdf()}>
        <FileDownIcon aria-hidden />
        {creating ? 'Creating PDF...' : 'Download PDF'}
      </Button>
    </>
  );
}
