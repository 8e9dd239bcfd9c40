import { z } from 'zod';
import { DATE_WINDOW_MESSAGE, inDateWindow } from './dates';
import { parseVideoUrl } from './learning-video';
import { ZCategoryInput, ZCourseInput, ZLessonInput } from './learning';

/** docs/product/admin.md: the roles, in rising order, with the spec's descriptions. */
export const ADMIN_ROLE_NAMES = ['moderator', 'admin', 'super_admin'] as const;
export type TAdminRole = (typeof ADMIN_ROLE_NAMES)[number];

export const ROLE_LABELS: Record<TAdminRole, string> = {
  moderator: 'Moderator',
  admin: 'Admin',
  super_admin: 'Super Admin',
};

export const ROLE_DESCRIPTIONS: Record<TAdminRole, string> = {
  moderator: 'Can moderate content and view basic analytics',
  admin: 'Can manage users, content, and system settings',
  super_admin: 'Full system access including role management',
};

/** A profile without an active role (docs/product/admin.md). */
export const NO_ROLE_LABEL = 'User';

/**
 * What each level of the admin area needs. `view` is the dashboard and the user list (a moderator's
 * read-only access); `manage` the catalogue, settings and the audit log (admin status); `roles` the role
 * dialog (super_admin, or an admin holding the `manage_roles` flag, who may only hand out moderator).
 */
export type TAdminLevel = 'view' | 'manage' | 'roles';

export const ADMIN_PERMISSIONS = { manageRoles: 'manage_roles' } as const;

/** GET /api/admin-access: what the signed-in user may open; the server checks again on every call. */
export interface TAdminAccess {
  role: TAdminRole | null;
  /** Dashboard and user list. */
  view: boolean;
  /** Learning management, settings and the audit log. */
  manage: boolean;
  /** The roles this user may assign or remove; empty hides the role buttons. */
  assignable: TAdminRole[];
}

export const ADMIN_MESSAGES = {
  denied: 'Access denied. Admin privileges required.',
  checking: 'Checking permissions...',
  userNotFound: 'That user does not exist.',
  roleTooHigh: 'Only a super admin can assign or remove the admin and super admin roles.',
  lastSuperAdmin: 'You are the last active super admin, so you cannot remove or lower your own role.',
  noRole: 'That user has no active role to remove.',
  lessonVideo: 'Video link must be a YouTube, Vimeo or http(s) video address',
} as const;

/** Every action the audit log records; the filter offers these. */
export const ADMIN_ACTIONS = {
  dashboard: 'Accessed admin dashboard',
  roleAssigned: 'Assigned role',
  roleRemoved: 'Removed role',
  categoryCreated: 'Created category',
  categoryUpdated: 'Updated category',
  categoryDeleted: 'Deleted category',
  courseCreated: 'Created course',
  courseUpdated: 'Updated course',
  courseDeleted: 'Deleted course',
  lessonCreated: 'Created lesson',
  lessonUpdated: 'Updated lesson',
  lessonDeleted: 'Deleted lesson',
  campaignCreated: 'Created campaign',
  campaignUpdated: 'Updated campaign',
  campaignScheduled: 'Scheduled campaign',
  campaignSent: 'Sent campaign',
  campaignPaused: 'Paused campaign',
  campaignResumed: 'Resumed campaign',
  campaignCancelled: 'Cancelled campaign',
  campaignDeleted: 'Deleted campaign',
  optinPageUnpublished: 'Unpublished opt-in page',
} as const;
export type TAdminAction = (typeof ADMIN_ACTIONS)[keyof typeof ADMIN_ACTIONS];
export const ADMIN_ACTION_LIST = Object.values(ADMIN_ACTIONS) as TAdminAction[];

/** docs/product/admin.md. */
export const RECENT_ACTIVITY_LIMIT = 10;
export const USERS_PAGE_SIZE = 25;
export const ACTIVITY_PAGE_SIZE = 25;
export const AI_RUNS_SHOWN = 50;
export const MAILS_SHOWN = 20;
/** The CSV export stops here; the filters narrow a larger log. */
export const ACTIVITY_EXPORT_LIMIT = 10_000;

export interface TAdminActivity {
  id: string;
  action: string;
  /** Full name, else e-mail; null once the admin's account is gone. */
  actor: string | null;
  actor_email: string | null;
  target_id: string | null;
  target_table: string | null;
  details: Record<string, unknown>;
  created_at: string;
}

export interface TAdminDashboard {
  role: TAdminRole;
  stats: { total_users: number; courses: number; lessons: number; active_campaigns: number };
  recent: TAdminActivity[];
}

export interface TAdminUser {
  id: string;
  email: string;
  full_name: string | null;
  company_name: string | null;
  industry: string | null;
  /** The active role; null shows as 'User'. */
  role: TAdminRole | null;
  created_at: string;
  /** Personal access tokens the user holds (never the tokens themselves). */
  api_tokens: number;
}

export interface TUserStats {
  total_users: number;
  new_this_month: number;
  /** Equals total users (docs/product/admin.md). */
  active_users: number;
  /** Active role rows, moderators included (docs/product/admin.md). */
  admins: number;
}

export interface TPage<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}

const zPage = z.coerce
  .number({ error: 'page must be a whole number' })
  .int({ error: 'page must be a whole number' })
  .min(1, { error: 'page must be 1 or more' })
  .max(100_000, { error: 'page is too large' })
  .default(1);

const zSearch = z
  .string({ error: 'Search must be text' })
  .trim()
  .max(200, { error: 'Search must be at most 200 characters' })
  .optional();

export const USER_SORTS = ['created_at', 'full_name', 'email', 'company_name', 'industry', 'role'] as const;
export type TUserSort = (typeof USER_SORTS)[number];

export const ZUsersQuery = z.strictObject({
  q: zSearch,
  sort: z.enum(USER_SORTS, { error: `sort must be one of ${USER_SORTS.join(', ')}` }).default('created_at'),
  dir: z.enum(['asc', 'desc'], { error: 'dir must be asc or desc' }).default('desc'),
  page: zPage,
});
export type TUsersQuery = z.infer<typeof ZUsersQuery>;

export const ZUserParam = z.object({
  userId: z.string().trim().min(1).max(200, { error: 'That user does not exist.' }),
});

export const ZRoleInput = z.strictObject({
  role: z.enum(ADMIN_ROLE_NAMES, { error: 'Role must be moderator, admin or super_admin' }),
});
export type TRoleInput = z.infer<typeof ZRoleInput>;

/** 2024-02-31 parses as 2 March; only a day that reads back the same is real. */
function isRealDay(v: string): boolean {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
}

const zDay = (label: string) =>
  z
    .string({ error: `${label} must be a date` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} must be a date as YYYY-MM-DD` })
    .refine(isRealDay, { error: `${label} must be a real date` })
    .refine(inDateWindow, { error: `${label} ${DATE_WINDOW_MESSAGE}` })
    .optional();

export const ZActivityFilter = z.strictObject({
  action: z
    .enum(ADMIN_ACTION_LIST as [TAdminAction, ...TAdminAction[]], { error: 'That action is not one the log records' })
    .optional(),
  actor: zSearch,
  from: zDay('From'),
  to: zDay('To'),
  page: zPage,
});
export type TActivityFilter = z.infer<typeof ZActivityFilter>;

export const ZIdParam = z.object({ id: z.uuid({ error: 'That item does not exist.' }) });

export const ZLessonsQuery = z.strictObject({ courseId: z.uuid({ error: 'That course does not exist.' }).optional() });

/*
 * The catalogue's inputs as the admin screens send them: the learning hub's own rules, plus a video link
 * that a player can play (docs/product/learning.md). A path on this site stays allowed for the starter videos.
 */
const playable = (v: string | undefined) => v === undefined || v === '' || parseVideoUrl(v).kind !== 'none';

export const ZAdminCategoryInput = ZCategoryInput;
export const ZAdminCategoryPatch = ZCategoryInput.partial();
export const ZAdminCourseInput = ZCourseInput;
export const ZAdminCoursePatch = ZCourseInput.partial();
export const ZAdminLessonInput = ZLessonInput.refine((v) => playable(v.videoUrl), {
  error: ADMIN_MESSAGES.lessonVideo,
  path: ['videoUrl'],
});
export const ZAdminLessonPatch = ZLessonInput.omit({ courseId: true })
  .partial()
  .refine((v) => playable(v.videoUrl), { error: ADMIN_MESSAGES.lessonVideo, path: ['videoUrl'] });

export interface TAiRunRow {
  id: string;
  generator: string;
  provider: string;
  model: string;
  duration_ms: number;
  input_tokens: number | null;
  output_tokens: number | null;
  outcome: 'success' | 'error';
  error: string | null;
  created_at: string;
}

export interface TGeneratorTotals {
  generator: string;
  runs: number;
  failures: number;
  tokens: number;
}

export interface TMailRow {
  id: string;
  to: string;
  subject: string;
  status: 'logged' | 'sent' | 'failed';
  error: string | null;
  created_at: string;
}

export interface TAdminSettings {
  ai: {
    provider: string;
    model: string;
    offline: boolean;
    base_url: string | null;
    key_set: boolean;
    timeout_ms: number;
  };
  limits: { kind: string; limit: number }[];
  per_hour: number;
  runs: TAiRunRow[];
  totals: TGeneratorTotals[];
  mail: { mode: 'smtp' | 'outbox'; host: string | null; from: string; recent: TMailRow[] };
}

export interface TConnectionCheck {
  ok: boolean;
  lines: string[];
}

/** The URL query of the activity filter, shared by the list and the CSV link. */
export function activityQuery(f: Partial<TActivityFilter>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(f)) if (v !== undefined && v !== '') out[k] = String(v);
  return out;
}
