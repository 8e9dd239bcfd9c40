import { Link } from 'react-router';
import type { TCampaignListRecord } from '../../../../shared/campaigns';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatDateTime } from '../components/format';
import { AUDIENCE_SHORT, count, sentWhen } from './campaign-view';
import { CampaignStatusBadge } from './campaign-status-badge';

const cell = 'px-2 py-2.5 align-top first:pl-3 last:pr-3';
const head = `${cell} whitespace-nowrap`;
const num = `${cell} text-right tabular-nums`;
const numHead = `${head} text-right`;

function NameLink({ campaign }: { campaign: TCampaignListRecord }) {
  return (
    <Link
      to={paths.adminCampaign(campaign.id)}
      className="rounded font-medium wrap-anywhere underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      {campaign.name}
    </Link>
  );
}

function Subject({ text }: { text: string }) {
  return <p className="line-clamp-2 text-xs wrap-anywhere text-muted-foreground">{text}</p>;
}

/**
 * Wide screens: one row per campaign; the name column takes what the counts and times leave. The box
 * scrolls sideways only if a large text size leaves no other way.
 */
function Table({ campaigns }: { campaigns: TCampaignListRecord[] }) {
  return (
    <div className="relative hidden min-w-0 overflow-x-auto rounded-lg border xl:block">
      <table className="w-full text-sm">
        <thead className="bg-muted/50 text-left text-muted-foreground">
          <tr>
            <th scope="col" className={`${head} w-full`}>
              Campaign
            </th>
            <th scope="col" className={head}>
              Status
            </th>
            <th scope="col" className={head}>
              Audience
            </th>
            <th scope="col" className={numHead}>
              Recipients
            </th>
            <th scope="col" className={numHead}>
              Sent
            </th>
            <th scope="col" className={numHead}>
              Failed
            </th>
            <th scope="col" className={numHead}>
              Unsubscribed
            </th>
            <th scope="col" className={head}>
              Created
            </th>
            <th scope="col" className={head}>
              Sent at
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {campaigns.map((c) => (
            <tr key={c.id}>
              <td className={`${cell} min-w-40`}>
                <div className="grid gap-0.5">
                  <NameLink campaign={c} />
                  <Subject text={c.subject} />
                </div>
              </td>
              <td className={cell}>
                <CampaignStatusBadge status={c.status} />
              </td>
              <td className={`${cell} min-w-24`}>{AUDIENCE_SHORT[c.audience]}</td>
              <td className={num}>{count(c.stats.recipients)}</td>
              <td className={num}>{count(c.stats.sent)}</td>
              <td className={num}>{count(c.stats.failed)}</td>
              <td className={num}>{count(c.stats.unsubscribed)}</td>
              <td className={`${cell} min-w-24`}>{formatDateTime(c.created_at)}</td>
              <td className={`${cell} min-w-28`}>{sentWhen(c)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="break-words tabular-nums">{value}</dd>
    </div>
  );
}

/** Phones and narrow windows: a card per campaign, nothing to scroll sideways. */
function Cards({ campaigns }: { campaigns: TCampaignListRecord[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:hidden">
      {campaigns.map((c) => (
        <li key={c.id} className="min-w-0">
          <Card className="h-full py-4">
            <CardContent className="grid gap-3 px-4">
              <div className="grid gap-1">
                <div className="flex items-start justify-between gap-2">
                  <NameLink campaign={c} />
                  <CampaignStatusBadge status={c.status} />
                </div>
                <Subject text={c.subject} />
              </div>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                <Fact label="Recipients" value={count(c.stats.recipients)} />
                <Fact label="Sent" value={count(c.stats.sent)} />
                <Fact label="Failed" value={count(c.stats.failed)} />
                <Fact label="Unsubscribed" value={count(c.stats.unsubscribed)} />
                <Fact label="Audience" value={AUDIENCE_SHORT[c.audience]} />
                <Fact label="Created" value={formatDateTime(c.created_at)} />
                <div className="col-span-2">
                  <Fact label="Sent at" value={sentWhen(c)} />
                </div>
              </dl>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** Every campaign with its state and counts; each name opens the campaign. */
export function CampaignsTable({ campaigns }: { campaigns: TCampaignListRecord[] }) {
  return (
    <>
      <Table campaigns={campaigns} />
      <Cards campaigns={campaigns} />
    </>
  );
}
