import { and, count, desc, eq } from 'drizzle-orm';
import type { TActivityItem } from '../../../shared/dashboard';
import type { TMissionInput, TMission } from '../../../shared/mission';
import { toSpecError } from '../../ai/errors';
import { type AiDeps, generate } from '../../ai/generate';
import type { Db } from '../../db/client';
import { missionStatements as t } from '../../db/schema';
import { notFound } from '../../errors';
import { withQuota } from '../../quota/quota.service';
import { missionGenerator } from './mission.generator';

export const MISSION_GENERATION_FAILED =
  'Failed to generate mission statement. The API may be rate limited. Please try again in a moment.';

type Row = typeof t.$inferSelect;

const toMission = (r: Row): TMission => ({
  id: r.id,
  mission_text: r.missionText,
  statements: r.statements,
  offline: r.offline,
  generated_at: r.generatedAt.toISOString(),
});

/** The numbered text the spec stores in mission_text: one statement per line. */
export const numbered = (statements: string[]) => statements.map((s, i) => `${i + 1}. ${s}`).join('\n');

export async function listMissions(db: Db, userId: string): Promise<TMission[]> {
  const rows = await db.select().from(t).where(eq(t.userId, userId)).orderBy(desc(t.generatedAt));
  return rows.map(toMission);
}

export async function getMission(db: Db, userId: string, id: string): Promise<TMission> {
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.id, id), eq(t.userId, userId)));
  if (!row) throw notFound('That mission statement does not exist.');
  return toMission(row);
}

export async function latestMission(db: Db, userId: string): Promise<TMission | null> {
  const [row] = await db.select().from(t).where(eq(t.userId, userId)).orderBy(desc(t.generatedAt)).limit(1);
  return row ? toMission(row) : null;
}

/** Takes a monthly unit, generates three statements and saves them; a failure anywhere gives the unit back. */
export async function generateMission(deps: AiDeps, userId: string, answers: TMissionInput): Promise<TMission> {
  // Each generation of the same answers is a new variant, so Regenerate gives new statements.
  const variant = await countMissions(deps.db, userId);
  return withQuota(deps.db, userId, 'mission', async () => {
    const generation = await generate(deps, missionGenerator, { ...answers, variant }, { userId }).catch(
      (err: unknown) => {
        throw toSpecError(err, MISSION_GENERATION_FAILED);
      },
    );
    return saveMission(deps.db, userId, {
      statements: generation.output.statements,
      answers,
      offline: generation.offline,
    });
  });
}

export async function saveMission(
  db: Db,
  userId: string,
  m: { statements: string[]; answers: unknown; offline: boolean },
): Promise<TMission> {
  const [row] = await db
    .insert(t)
    .values({
      userId,
      missionText: numbered(m.statements),
      statements: m.statements,
      answers: m.answers,
      offline: m.offline,
    })
    .returning();
  if (!row) throw new Error('the mission statement was not saved');
  return toMission(row);
}

export async function deleteMission(db: Db, userId: string, id: string): Promise<void> {
  const rows = await db
    .delete(t)
    .where(and(eq(t.id, id), eq(t.userId, userId)))
    .returning({ id: t.id });
  if (rows.length === 0) throw notFound('That mission statement does not exist.');
}

export async function countMissions(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(t).where(eq(t.userId, userId));
  return row?.n ?? 0;
}

/** The user's newest missions, for the dashboard's recent activity. */
export async function missionActivity(db: Db, userId: string, limit: number): Promise<TActivityItem[]> {
  const rows = await db.select().from(t).where(eq(t.userId, userId)).orderBy(desc(t.generatedAt)).limit(limit);
  return rows.map((r) => ({
    id: `mission:${r.id}`,
    kind: 'mission',
    title: `Mission statements: ${r.statements[0] ?? ''}`,
    href: '/mission',
    createdAt: r.generatedAt.toISOString(),
  }));
}
