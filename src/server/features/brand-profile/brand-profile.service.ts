import { and, eq, sql } from 'drizzle-orm';
import { BRAND_VALUE_SCHEMAS } from '../../../shared/brand-profile-schemas';
import {
  type TBrandBrief,
  type TBrandField,
  type TBrandProfile,
  type TBrandProfileFields,
  type TBrandSource,
  completenessOf,
  isEmptyValue,
  toBrandBrief,
} from '../../../shared/brand-profile';
import type { TDashboardCounts } from '../../../shared/dashboard';
import type { Db } from '../../db/client';
import type { DashboardPart, UserIdParam } from '../../saved-results/dashboard-sources';
import { badRequest } from '../../errors';
import { describeIssue } from '../../validate';
import { brandProfileFields } from './brand-profile.schema';

interface Scope {
  db: Db;
  userId: string;
}

async function readFields({ db, userId }: Scope): Promise<TBrandProfileFields> {
  const rows = await db.select().from(brandProfileFields).where(eq(brandProfileFields.userId, userId));
  const fields: Record<string, unknown> = {};
  for (const row of rows) {
    fields[row.field] = {
      value: row.value,
      source: { tool: row.sourceTool, id: row.sourceId },
      updated_at: row.updatedAt.toISOString(),
    };
  }
  return fields;
}

export async function getBrandProfile(scope: Scope): Promise<TBrandProfile> {
  const fields = await readFields(scope);
  return { fields, completeness: completenessOf(fields) };
}

/** The brief every generation gets, or null when the profile says nothing a model could use. */
export async function brandBriefFor(scope: Scope): Promise<TBrandBrief | null> {
  return toBrandBrief(await readFields(scope));
}

async function writeFields(
  db: Db,
  userId: string,
  values: Partial<Record<TBrandField, string | string[]>>,
  source: TBrandSource,
) {
  const rows = Object.entries(values).map(([field, value]) => ({
    userId,
    field: field as TBrandField,
    value: value,
    sourceTool: source.tool,
    sourceId: source.id,
  }));
  if (rows.length === 0) return;
  await db
    .insert(brandProfileFields)
    .values(rows)
    .onConflictDoUpdate({
      target: [brandProfileFields.userId, brandProfileFields.field],
      set: {
        value: sql`excluded.value`,
        sourceTool: sql`excluded.source_tool`,
        sourceId: sql`excluded.source_id`,
        updatedAt: sql`now()`,
      },
    });
}

/** The user's own edit of one field; a value that is empty once cleaned clears it. */
export async function setBrandField({
  db,
  userId,
  field,
  value,
}: Scope & { field: TBrandField; value: unknown }): Promise<TBrandProfile> {
  const parsed = BRAND_VALUE_SCHEMAS[field].safeParse(value);
  if (!parsed.success) throw badRequest(describeIssue(parsed.error));
  if (isEmptyValue(parsed.data)) {
    await db
      .delete(brandProfileFields)
      .where(and(eq(brandProfileFields.userId, userId), eq(brandProfileFields.field, field)));
  } else {
    await writeFields(db, userId, { [field]: parsed.data }, { tool: 'manual', id: null });
  }
  return getBrandProfile({ db, userId });
}

/** Writes exactly the fields the user accepted from a result, in one statement, with that result as their source. */
export async function acceptIntoBrandProfile({
  db,
  userId,
  source,
  fields,
}: Scope & { source: TBrandSource; fields: Partial<Record<TBrandField, string | string[]>> }): Promise<TBrandProfile> {
  await writeFields(db, userId, fields, source);
  return getBrandProfile({ db, userId });
}

/** The dashboard's progress row: a complete profile counts once. */
export const brandProfileCounts = (userId: UserIdParam): DashboardPart<Partial<TDashboardCounts>> => ({
  sql: sql`(select coalesce(json_object_agg(${brandProfileFields.field}, json_build_object('value', ${brandProfileFields.value})), '{}'::json)
    from ${brandProfileFields} where ${brandProfileFields.userId} = ${userId})`,
  read: (fields: TBrandProfileFields) => ({ brand_profile: completenessOf(fields).complete ? 1 : 0 }),
});
