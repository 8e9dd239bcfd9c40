import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import { ADMIN_ACTIONS, RECENT_ACTIVITY_LIMIT, type TAdminDashboard, type TAdminRole } from '../../../shared/admin';
import type { Db } from '../../db/client';
import { adminActivityLogs as logs, profiles } from '../../db/schema';
import { catalogCounts } from '../learning';
import { recentActivity, writeAudit } from './admin.audit';
import { ACTIVE_CAMPAIGN_STATUSES, bulkEmailCampaigns } from './campaigns.schema';

/**
 * A visit is logged at most once per admin per hour: a row per page load would let a moderator's
 * refreshes push the real changes off the dashboard's recent list and bury them in the log.
 */
const VISIT_LOG_GAP_MS = 60 * 60 * 1000;

async function logVisit(db: Db, userId: string, now = Date.now()): Promise<void> {
  await db.transaction(async (tx) => {
    // Two tabs opening at once must not both see no recent visit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`admin-visit:${userId}`}))`);
    const [recent] = await tx
      .select({ id: logs.id })
      .from(logs)
      .where(
        and(
          eq(logs.adminUserId, userId),
          eq(logs.action, ADMIN_ACTIONS.dashboard),
          gte(logs.createdAt, new Date(now - VISIT_LOG_GAP_MS)),
        ),
      )
      .limit(1);
    if (!recent) await writeAudit(tx, userId, { action: ADMIN_ACTIONS.dashboard });
  });
}

/**
 * The dashboard's cards and the 10 latest admin actions; the visit itself is logged afterwards
 * ('Accessed admin dashboard', once an hour), so the list shows what happened before it.
 */
export async function adminDashboard(db: Db, userId: string, role: TAdminRole): Promise<TAdminDashboard> {
  const [[users], catalog, [campaigns], recent] = await Promise.all([
    db.select({ n: count() }).from(profiles),
    catalogCounts(db),
    db
      .select({ n: count() })
      .from(bulkEmailCampaigns)
      .where(inArray(bulkEmailCampaigns.status, [...ACTIVE_CAMPAIGN_STATUSES])),
    recentActivity(db, RECENT_ACTIVITY_LIMIT),
  ]);
  await logVisit(db, userId);
  return {
    role,
    stats: {
      total_users: users?.n ?? 0,
      courses: catalog.courses,
      lessons: catalog.lessons,
      active_campaigns: campaigns?.n ?? 0,
    },
    recent,
  };
}
