import type * as React from 'react';
import type { TSubscriberRecord } from '../../../../shared/audience-subscribers';
import { ConfirmDelete } from '@/components/saved-results/confirm-delete';
import { Card, CardContent } from '@/components/ui/card';
import { shortDate } from '@/lib/format-date';
import { subscriberDeletion } from './subscriber-deletion';
import { SubscriberStatusBadge } from './subscriber-status-badge';
import { sourceLabel } from './subscriber-view';

const cell = 'px-2 py-2.5 align-top first:pl-3 last:pr-3';
const head = `${cell} whitespace-nowrap font-medium`;

// Addresses have no spaces, so they break anywhere; the other texts at word ends where they can.
const EMAIL = 'break-all font-medium';

function Name({ name }: { name: string | null }) {
  if (name) return <span className="wrap-anywhere">{name}</span>;
  return (
    <span className="text-muted-foreground">
      <span aria-hidden>—</span>
      <span className="sr-only">No name</span>
    </span>
  );
}

function Delete({ subscriber }: { subscriber: TSubscriberRecord }) {
  return <ConfirmDelete of={subscriberDeletion(subscriber)} className="-my-1.5" />;
}

/** Wide lists: one row per subscriber; the address takes what the other columns leave. */
function Table({ subscribers }: { subscribers: TSubscriberRecord[] }) {
  return (
    <div className="hidden min-w-0 rounded-lg border md:@2xl:block">
      <table className="w-full text-sm">
        <thead className="bg-muted/50 text-left text-muted-foreground">
          <tr>
            <th scope="col" className={`${head} w-[35%]`}>
              Email
            </th>
            <th scope="col" className={head}>
              Name
            </th>
            <th scope="col" className={head}>
              Source
            </th>
            <th scope="col" className={head}>
              Status
            </th>
            <th scope="col" className={head}>
              Signed up
            </th>
            <th scope="col" className={head}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {subscribers.map((s) => (
            <tr key={s.id} data-testid="subscriber-row">
              <td className={`${cell} ${EMAIL}`}>{s.email}</td>
              <td className={`${cell} min-w-24`}>
                <Name name={s.first_name} />
              </td>
              <td className={`${cell} min-w-36`}>
                <span className="line-clamp-2 wrap-anywhere" title={sourceLabel(s)}>
                  {sourceLabel(s)}
                </span>
              </td>
              <td className={cell}>
                <SubscriberStatusBadge status={s.status} />
              </td>
              <td className={`${cell} whitespace-nowrap tabular-nums`}>{shortDate(s.created_at)}</td>
              <td className={`${cell} w-px text-right`}>
                <Delete subscriber={s} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid min-w-0 content-start gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

/** Phones and narrow lists: a card per subscriber, nothing to scroll sideways. */
function Cards({ subscribers }: { subscribers: TSubscriberRecord[] }) {
  return (
    <ul className="grid min-w-0 gap-3 md:@2xl:hidden">
      {subscribers.map((s) => (
        <li key={s.id} className="min-w-0" data-testid="subscriber-card">
          <Card className="gap-3 py-4">
            <CardContent className="grid gap-3 px-4">
              <div className="flex items-start justify-between gap-2">
                <p className={`min-w-0 text-sm ${EMAIL}`}>{s.email}</p>
                <Delete subscriber={s} />
              </div>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                <Fact label="Name">
                  <Name name={s.first_name} />
                </Fact>
                <Fact label="Status">
                  <SubscriberStatusBadge status={s.status} />
                </Fact>
                <Fact label="Source">
                  <span className="wrap-anywhere">{sourceLabel(s)}</span>
                </Fact>
                <Fact label="Signed up">
                  <span className="tabular-nums">{shortDate(s.created_at)}</span>
                </Fact>
              </dl>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** The page of subscribers: a table where the list is wide, cards where it is not (its container decides). */
export function SubscriberTable({ subscribers }: { subscribers: TSubscriberRecord[] }) {
  return (
    <div className="@container min-w-0">
      <Table subscribers={subscribers} />
      <Cards subscribers={subscribers} />
    </div>
  );
}
