import { sql, type SQL } from 'drizzle-orm';
import type { TCampaignAudience } from '../../../shared/campaigns';
import type { Db } from '../../db/client';
import { emailDeliveries, emailSuppressions } from '../../db/schema';
import type { MailLists } from '../../mail/lists';

/** The lists each audience is drawn from (docs/product/admin-campaigns.md). */
export const AUDIENCE_LISTS: Record<TCampaignAudience, readonly string[]> = {
  members: ['members'],
  newsletter: ['newsletter'],
  both: ['members', 'newsletter'],
};

export const CAMPAIGN_KIND = 'campaign';

/**
 * Everyone on the audience's lists now, one row per address with the lists it is on; addresses that
 * bounced are left out. Counting and sending read this one query, so the count shown is who is mailed.
 */
function recipients(lists: MailLists, audience: TCampaignAudience): SQL {
  const parts = AUDIENCE_LISTS[audience].map((id) => {
    const list = lists.get(id);
    if (!list?.members) throw new Error(`no mail list "${id}" is registered for campaigns`);
    return sql`select m.email, m.first_name, ${id}::text as list from (${list.members}) m`;
  });
  return sql`select a.email, max(a.first_name) as first_name, array_agg(distinct a.list order by a.list) as lists
    from (${sql.join(parts, sql` union all `)}) a
    where a.email not in (select ${emailSuppressions.email} from ${emailSuppressions})
    group by a.email`;
}

const firstCount = async (db: Db, query: SQL) => {
  const { rows } = (await db.execute(query)) as { rows: { n: number }[] };
  return Number(rows[0]?.n ?? 0);
};

export const countAudience = (db: Db, lists: MailLists, audience: TCampaignAudience): Promise<number> =>
  firstCount(db, sql`select count(*)::int as n from (${recipients(lists, audience)}) r`);

/** Writes one queued delivery per recipient; a second call for the same campaign adds nobody twice. */
export async function queueRecipients(
  db: Db,
  lists: MailLists,
  o: { campaignId: string; audience: TCampaignAudience },
): Promise<number> {
  return firstCount(
    db,
    sql`with queued as (
      insert into ${emailDeliveries} (kind, ref_id, email, first_name, lists)
      select ${CAMPAIGN_KIND}, ${o.campaignId}::uuid, r.email, r.first_name, r.lists from (${recipients(lists, o.audience)}) r
      on conflict (ref_id, email) do nothing
      returning 1)
    select count(*)::int as n from queued`,
  );
}
