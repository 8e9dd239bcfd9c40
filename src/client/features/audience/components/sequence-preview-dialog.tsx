import type * as React from 'react';
import type { TWelcomePreviewRecord } from '../../../../shared/welcome-sequence';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { focusOnClose } from '@/lib/loading/dialog-on-demand';
import { SEQUENCE_TEXTS as T } from './sequence-texts';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  opener: React.RefObject<HTMLElement | null>;
  /** "Email 2 · Day 2" */
  heading: string;
  preview: TWelcomePreviewRecord | undefined;
  error: string | null;
}

/**
 * The email as a reader gets it. Its HTML runs in a sandbox with no scripts and no access to this page,
 * drawn light as most inboxes show it; the plain-text part is the second tab.
 */
export function SequencePreviewDialog({ open, onOpenChange, opener, heading, preview, error }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="min-w-0 sm:max-w-3xl" onCloseAutoFocus={focusOnClose(opener)}>
        <DialogHeader className="pr-6">
          <DialogTitle>{`${T.previewTitle}: ${heading}`}</DialogTitle>
          <DialogDescription>{T.previewDescription}</DialogDescription>
        </DialogHeader>
        {error ? (
          <p role="alert" className="text-sm wrap-anywhere text-destructive">
            {error}
          </p>
        ) : preview ? (
          <div className="grid min-w-0 gap-3">
            <p className="text-sm wrap-anywhere" data-testid="preview-subject">
              <span className="text-muted-foreground">Subject: </span>
              {preview.subject}
            </p>
            <Tabs defaultValue="email" className="min-w-0">
              <TabsList>
                <TabsTrigger value="email">Email</TabsTrigger>
                <TabsTrigger value="text">Plain text</TabsTrigger>
              </TabsList>
              <TabsContent value="email">
                <iframe
                  title="Email preview"
                  sandbox=""
                  srcDoc={preview.html}
                  style={{ colorScheme: 'light' }}
                  className="h-[min(36rem,60dvh)] w-full rounded-md border bg-white"
                />
              </TabsContent>
              <TabsContent value="text">
                <pre className="h-[min(36rem,60dvh)] overflow-y-auto rounded-md border bg-muted/30 p-3 font-mono text-xs whitespace-pre-wrap wrap-anywhere">
                  {preview.text}
                </pre>
              </TabsContent>
            </Tabs>
          </div>
        ) : (
          <div aria-busy="true" aria-label="Loading the preview" className="grid gap-3">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-[min(36rem,60dvh)] w-full" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
