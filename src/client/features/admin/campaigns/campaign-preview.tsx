import { TriangleAlertIcon } from 'lucide-react';
import * as React from 'react';
import { unknownMergeFieldMessage } from '../../../../shared/campaign-texts';
import type { TCampaignPreviewRecord } from '../../../../shared/campaigns';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { pinColorScheme, type TPreviewScheme } from './preview-scheme';

interface Props {
  preview: TCampaignPreviewRecord | undefined;
  /** A newer preview is on its way; the last one stays up meanwhile. */
  updating: boolean;
  error: string | null;
}

type Scheme = TPreviewScheme;

function SchemeToggle({ scheme, onChange }: { scheme: Scheme; onChange: (s: Scheme) => void }) {
  const option = (value: Scheme, label: string) => (
    <Button
      type="button"
      size="sm"
      // The chosen one is a primary button: a background shade alone was lost in the dark theme.
      variant={scheme === value ? 'default' : 'ghost'}
      aria-pressed={scheme === value}
      onClick={() => onChange(value)}
    >
      {label}
    </Button>
  );
  return (
    <div role="group" aria-label="Email colours" className="flex w-fit gap-0.5 rounded-lg bg-muted p-[3px]">
      {option('light', 'Light')}
      {option('dark', 'Dark')}
    </div>
  );
}

/**
 * The mail as it will arrive. The rendered HTML runs in a sandbox with no scripts and no access to this
 * page; Light and Dark show it as a reader in each mode sees it.
 */
export function CampaignPreview({ preview, updating, error }: Props) {
  const [scheme, setScheme] = React.useState<Scheme>('light');
  const html = React.useMemo(() => (preview ? pinColorScheme(preview.html, scheme) : ''), [preview, scheme]);
  return (
    <Card className="min-w-0">
      <CardHeader className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle>Preview</CardTitle>
        {updating && (
          <span role="status" className="text-xs text-muted-foreground">
            Updating preview…
          </span>
        )}
      </CardHeader>
      <CardContent className="grid min-w-0 gap-3">
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        {preview && preview.unknown_fields.length > 0 && (
          <p className="flex gap-2 rounded-md border border-warning/30 bg-warning/10 px-3 py-2 text-sm text-warning">
            <TriangleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span className="min-w-0 wrap-anywhere">{unknownMergeFieldMessage(preview.unknown_fields)}</span>
          </p>
        )}
        {preview ? (
          <>
            <p className="text-sm wrap-anywhere">
              <span className="text-muted-foreground">Subject: </span>
              {preview.subject || '—'}
            </p>
            <Tabs defaultValue="email" className="min-w-0">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <TabsList>
                  <TabsTrigger value="email">Email</TabsTrigger>
                  <TabsTrigger value="text">Plain text</TabsTrigger>
                </TabsList>
                <SchemeToggle scheme={scheme} onChange={setScheme} />
              </div>
              <TabsContent value="email">
                <iframe
                  title="Email preview"
                  sandbox=""
                  srcDoc={html}
                  style={{ colorScheme: scheme }}
                  className="h-[36rem] w-full rounded-md border"
                />
              </TabsContent>
              <TabsContent value="text">
                <pre className="max-h-[36rem] overflow-y-auto rounded-md border bg-muted/30 p-3 font-mono text-xs whitespace-pre-wrap wrap-anywhere">
                  {preview.text}
                </pre>
              </TabsContent>
            </Tabs>
          </>
        ) : (
          !error && <Skeleton aria-label="Loading preview" className="h-[36rem] w-full" />
        )}
      </CardContent>
    </Card>
  );
}
