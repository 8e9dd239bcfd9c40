import type * as React from 'react';
import type { TAdminAccess, TAdminSettings } from '../../../../shared/admin';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSettings } from '../api/get-settings';
import { AdminGate } from '../components/admin-gate';
import { AdminHeader } from '../components/admin-header';
import { AiRunsTable, GeneratorTotals } from '../components/ai-runs-table';
import { ConnectionCheck } from '../components/connection-check';
import { formatDateTime } from '../components/format';

const KIND_LABELS: Record<string, string> = {
  mission: 'Mission statements',
  bio: 'Bio generations',
  content: 'Content plans',
  lead_magnet: 'Lead magnets',
};

function Facts({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-muted-foreground">{k}</dt>
          <dd className="min-w-0 font-medium break-words">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function SettingsView({ s }: { s: TAdminSettings }) {
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>AI provider</CardTitle>
            <CardDescription>Set with AI_PROVIDER, AI_MODEL and AI_API_KEY; keys are never shown.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <Facts
              rows={[
                ['Provider', s.ai.offline ? 'Offline composer (built in)' : s.ai.provider],
                ['Model', s.ai.model],
                ...(s.ai.base_url ? ([['Server', s.ai.base_url]] as [string, string][]) : []),
                ['API key', s.ai.offline ? 'Not needed' : s.ai.key_set ? 'Set' : 'Not set'],
                ['Timeout', `${Math.round(s.ai.timeout_ms / 1000)} s per call`],
              ]}
            />
            <ConnectionCheck />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Monthly limits</CardTitle>
            <CardDescription>Per member and calendar month (UTC); admins are not limited.</CardDescription>
          </CardHeader>
          <CardContent>
            <Facts
              rows={[
                ...s.limits.map((l): [string, string] => [KIND_LABELS[l.kind] ?? l.kind, `${l.limit} per month`]),
                ['AI requests', `${s.per_hour} per hour, across all tools`],
              ]}
            />
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>AI runs this month</CardTitle>
          <CardDescription>Totals per generator since the first of the month.</CardDescription>
        </CardHeader>
        <CardContent>
          <GeneratorTotals totals={s.totals} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Latest AI runs</CardTitle>
          <CardDescription>The last 50 generations, newest first.</CardDescription>
        </CardHeader>
        <CardContent>
          <AiRunsTable runs={s.runs} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Mail</CardTitle>
          <CardDescription>
            {s.mail.mode === 'smtp'
              ? `Sent through SMTP at ${s.mail.host ?? 'the configured server'}, from ${s.mail.from}.`
              : 'Outbox mode: no SMTP_URL is set, so mails are printed to the server log and kept in the outbox.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {s.mail.recent.length === 0 ? (
            <p className="text-sm text-muted-foreground">No mail sent yet.</p>
          ) : (
            <ul className="divide-y text-sm">
              {s.mail.recent.map((m) => (
                <li key={m.id} className="grid gap-1 py-2.5 sm:grid-cols-[1fr_auto] sm:gap-4">
                  <div className="grid min-w-0">
                    <p className="font-medium break-words">{m.subject}</p>
                    <p className="break-words text-muted-foreground">{m.to}</p>
                    {m.error && <p className="break-words text-destructive">{m.error}</p>}
                  </div>
                  <div className="flex items-center gap-2 sm:justify-end">
                    <Badge
                      variant={m.status === 'failed' ? 'destructive' : m.status === 'sent' ? 'success' : 'outline'}
                    >
                      {m.status === 'logged' ? 'In outbox' : m.status === 'sent' ? 'Sent' : 'Failed'}
                    </Badge>
                    <time dateTime={m.created_at} className="text-muted-foreground">
                      {formatDateTime(m.created_at)}
                    </time>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </>
  );
}

function Settings({ access }: { access: TAdminAccess }) {
  const settings = useSettings(true);
  return (
    <div className="grid grid-cols-1 gap-6" aria-busy={settings.isPending}>
      <AdminHeader
        title="Settings"
        subtitle="What runs Brandforge: the AI provider, limits and mail."
        role={access.role}
      />
      {settings.data ? (
        <SettingsView s={settings.data} />
      ) : settings.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Failed to load settings
        </p>
      ) : (
        <Skeleton className="h-64 rounded-xl" />
      )}
    </div>
  );
}

/** /admin/settings: the spec shows no screen; this one shows what runs the app, never a secret. */
export function AdminSettingsPage() {
  return <AdminGate level="manage">{(access) => <Settings access={access} />}</AdminGate>;
}
