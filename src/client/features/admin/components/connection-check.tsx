import { PlugZapIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useTestConnection } from '../api/test-connection';

/** 'Test connection': one tiny structured call; shows the provider's own words when it fails. */
export function ConnectionCheck() {
  const check = useTestConnection();
  const result = check.data;
  return (
    <div className="grid gap-3">
      <Button variant="outline" className="w-fit" onClick={() => check.mutate()} disabled={check.isPending}>
        <PlugZapIcon aria-hidden />
        {check.isPending ? 'Testing...' : 'Test connection'}
      </Button>
      {check.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(check.error, 'The connection test could not run.')}
        </p>
      )}
      {result && (
        <div
          role="status"
          className={`rounded-md border p-3 text-sm ${result.ok ? 'border-success/40 bg-success/10' : 'border-destructive/40 bg-destructive/10'}`}
        >
          <p className="mb-1 font-medium">{result.ok ? 'Connection works' : 'Connection failed'}</p>
          <pre className="font-mono text-xs break-words whitespace-pre-wrap">{result.lines.join('\n')}</pre>
        </div>
      )}
    </div>
  );
}
