import { and, desc, eq } from 'drizzle-orm';
import {
  LEAD_MAGNET_FAILED,
  type TLeadMagnetInput,
  type TLeadMagnetRecord,
  type TLeadMagnetType,
} from '../../../shared/lead-magnets';
import type { AiDeps } from '../../ai/generate';
import { definePipeline, runPipeline } from '../../ai/pipeline';
import type { Db } from '../../db/client';
import { newestActivity } from '../../dashboard-sources';
import { notFound } from '../../errors';
import { leadMagnetGenerator } from './lead-magnet.generator';
import { leadMagnets as t } from './lead-magnet.schema';

const NOT_FOUND = 'That lead magnet does not exist.';

interface Scope {
  db: Db;
  userId: string;
}
type Owned = Scope & { id: string };

const toRecord = (r: typeof t.$inferSelect): TLeadMagnetRecord => ({
  id: r.id,
  title: r.title,
  description: r.description,
  target_audience: r.targetAudience,
  industry: r.industry,
  pain_points: r.painPoints,
  // Written only from the validated draft, so it is always one of the types.
  lead_magnet_type: r.leadMagnetType as TLeadMagnetType,
  content_outline: r.contentOutline,
  design_preferences: r.designPreferences,
  generated_content: r.generatedContent,
  offline: r.offline,
  created_at: r.createdAt.toISOString(),
});

const pipeline = definePipeline({
  generator: leadMagnetGenerator,
  quota: 'lead_magnet',
  failure: (reason) => `${LEAD_MAGNET_FAILED}${reason}`,
  async save({ tx, userId, input, output, offline }) {
    const [row] = await tx
      .insert(t)
      .values({
        userId,
        title: input.title,
        description: input.description || null,
        targetAudience: input.targetAudience,
        industry: input.industry,
        painPoints: input.painPoints,
        leadMagnetType: input.leadMagnetType,
        contentOutline: input.contentOutline,
        designPreferences: input.designPreferences,
        generatedContent: output,
        offline,
      })
      .returning();
    if (!row) throw new Error('the lead magnet was not saved');
    return toRecord(row);
  },
});

/** Spends one unit of the month's 3 (admins none), generates and saves; a failure saves nothing and gives the unit back. */
export const generateLeadMagnet = (o: { deps: AiDeps; userId: string; request: TLeadMagnetInput }) =>
  runPipeline(pipeline, o);

/** Newest first (docs/product/lead-magnets.md). */
export async function listLeadMagnets({ db, userId }: Scope): Promise<TLeadMagnetRecord[]> {
  const rows = await db.select().from(t).where(eq(t.userId, userId)).orderBy(desc(t.createdAt));
  return rows.map(toRecord);
}

export async function getLeadMagnet({ db, userId, id }: Owned): Promise<TLeadMagnetRecord> {
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.id, id), eq(t.userId, userId)));
  if (!row) throw notFound(NOT_FOUND);
  return toRecord(row);
}

/** Deleting gives no unit back: the month's generations stay spent. */
export async function deleteLeadMagnet({ db, userId, id }: Owned): Promise<void> {
  const rows = await db
    .delete(t)
    .where(and(eq(t.id, id), eq(t.userId, userId)))
    .returning({ id: t.id });
  if (rows.length === 0) throw notFound(NOT_FOUND);
}

/** The user's newest lead magnets for Recent Activity, each opening its results. */
export const leadMagnetActivity = newestActivity(
  { table: t, id: t.id, user: t.userId, at: t.createdAt, fields: { title: t.title } },
  (r) => ({
    id: `lead-magnet:${r.id}`,
    kind: 'lead-magnet',
    title: `Lead magnet: ${r.title}`,
    href: `/lead-magnet-generator/${r.id}`,
  }),
);
