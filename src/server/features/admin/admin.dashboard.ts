import { count, inArray } from 'drizzle-orm';
import { ADMIN_ACTIONS, RECENT_ACTIVITY_LIMIT, type TAdminDashboard, type TAdminRole } from '../../../shared/admin';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { catalogCounts } from '../learning';
import { recentActivity, writeAudit } from './admin.audit';
import { ACTIVE_CAMPAIGN_STATUSES, bulkEmailCampaigns } from './campaigns.schema';

/**
 * The dashboard's cards and the 10 latest admin actions; the visit itself is logged afterwards
 * ('Accessed admin dashboard'), so the list shows what happened before it.
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
  await writeAudit(db, userId, { action: ADMIN_ACTIONS.dashboard });
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
