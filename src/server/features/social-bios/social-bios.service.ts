import { desc, eq, sql } from 'drizzle-orm';
import {
  NO_MISSION_MESSAGE,
  BIO_NAME_MAX,
  BIO_GENERATION_FAILED,
  type TBioRequest,
  type TSavedBios,
  BIO_PLATFORM_INFO,
  type TBioPlatform,
} from '../../../shared/social-bios';
import type { TActivityItem } from '../../../shared/dashboard';
import type { AiDeps } from '../../ai/generate';
import { definePipeline, runPipeline } from '../../ai/pipeline';
import type { Db } from '../../db/client';
import { socialBios as t } from './social-bios.schema';
import { badRequest } from '../../errors';
import { latestMission } from '../mission';
import { getProfile } from '../profile';
import { socialBiosGenerator } from './social-bios.generator';

type Row = typeof t.$inferSelect;

const toSaved = (r: Row): TSavedBios => ({
  platform: r.platform,
  bios: r.bios,
  mission_statement: r.missionStatement,
  tone: r.tone,
  offline: r.offline,
  generated_at: r.generatedAt.toISOString(),
});

interface Scope {
  db: Db;
  userId: string;
}

export async function listBios({ db, userId }: Scope): Promise<TSavedBios[]> {
  const rows = await db.select().from(t).where(eq(t.userId, userId));
  return rows.map(toSaved);
}

const biosPipeline = definePipeline({
  generator: socialBiosGenerator,
  quota: 'bio',
  failure: BIO_GENERATION_FAILED,
  /** The name comes from the profile, the mission from the request or else the latest saved mission. */
  async prepare({ deps, userId, request }: { deps: AiDeps; userId: string; request: TBioRequest }) {
    const mission = await latestMission({ db: deps.db, userId });
    if (!mission) throw badRequest(NO_MISSION_MESSAGE);
    const profile = await getProfile({ db: deps.db, userId });
    return {
      platform: request.platform,
      name: profile.full_name && profile.full_name.length <= BIO_NAME_MAX ? profile.full_name : undefined,
      missionStatement: request.missionStatement || mission.statements.join('\n'),
    };
  },
  /** Keeps the latest bios per platform: a regeneration replaces the earlier ones. */
  async save({ tx, userId, input, output, offline }) {
    const fields = { bios: output.bios, missionStatement: input.missionStatement, tone: input.tone, offline };
    const [row] = await tx
      .insert(t)
      .values({ userId, platform: input.platform, ...fields })
      .onConflictDoUpdate({ target: [t.userId, t.platform], set: { ...fields, generatedAt: sql`now()` } })
      .returning();
    if (!row) throw new Error('the bios were not saved');
    return toSaved(row);
  },
});

/** Generates and saves one platform's bios: one monthly unit, given back if anything fails. */
export const generateBios = (o: { deps: AiDeps; userId: string; request: TBioRequest }) => runPipeline(biosPipeline, o);

/** The user's newest bio generations, for the dashboard's recent activity. */
export async function bioActivity({ db, userId, limit }: Scope & { limit: number }): Promise<TActivityItem[]> {
  const rows = await db.select().from(t).where(eq(t.userId, userId)).orderBy(desc(t.generatedAt)).limit(limit);
  return rows.map((r) => ({
    id: `social-bios:${r.id}`,
    kind: 'social-bios',
    title: `${BIO_PLATFORM_INFO[r.platform as TBioPlatform]?.name ?? r.platform} bios`,
    href: '/social-bio-generator',
    createdAt: r.generatedAt.toISOString(),
  }));
}
