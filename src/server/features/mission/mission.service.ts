import { count, desc, eq, sql } from 'drizzle-orm';
import type { TMissionInput, TMission } from '../../../shared/mission';
import type { AiDeps } from '../../ai/generate';
import { definePipeline, runPipeline, type PipelineRequest } from '../../ai/pipeline';
import { defineSavedResults, type Scope } from '../../saved-results';
import { missionStatements as t } from './mission.schema';
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

/** The user's missions, newest first. */
export const savedMissions = defineSavedResults({
  name: 'missions',
  table: t,
  at: t.generatedAt,
  notFound: 'That mission statement does not exist.',
  toRecord: toMission,
});

/** The user's newest mission, or null; other features read it through here. */
export async function latestMission({ db, userId }: Scope): Promise<TMission | null> {
  const [row] = await db.select().from(t).where(eq(t.userId, userId)).orderBy(desc(t.generatedAt)).limit(1);
  return row ? toMission(row) : null;
}

const missionPipeline = definePipeline({
  generator: missionGenerator,
  quota: 'mission',
  failure: MISSION_GENERATION_FAILED,
  // Each generation of the same answers is a new variant, so Regenerate gives new statements.
  prepare: async ({ deps, userId, request }: { deps: AiDeps; userId: string; request: TMissionInput }) => ({
    ...request,
    variant: await countMissions({ db: deps.db, userId }),
  }),
  async save({ tx, userId, request, output, offline }) {
    const [row] = await tx
      .insert(t)
      .values({
        userId,
        missionText: numbered(output.statements),
        statements: output.statements,
        answers: request,
        offline,
      })
      .returning();
    if (!row) throw new Error('the mission statement was not saved');
    return toMission(row);
  },
});

/** Takes a monthly unit, generates three statements and saves them; a failure anywhere gives the unit back. */
export const generateMission = (o: PipelineRequest<TMissionInput>) =>
  runPipeline(missionPipeline, o);

export async function countMissions({ db, userId }: Scope): Promise<number> {
  const [row] = await db.select({ n: count() }).from(t).where(eq(t.userId, userId));
  return row?.n ?? 0;
}

/** How many missions the user has, for the dashboard's progress. */
export const missionCounts = savedMissions.counts('missions');

/** The user's newest missions, for the dashboard's recent activity. */
export const missionActivity = savedMissions.activity({ first: sql`${t.statements}->>0` }, (r) => ({
  id: `mission:${r.id}`,
  kind: 'mission',
  title: `Mission statements: ${r.first ?? ''}`,
  href: '/mission',
}));
