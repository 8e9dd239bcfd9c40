import { and, eq, sql } from 'drizzle-orm';
import {
  NO_MISSION_MESSAGE,
  BIO_NAME_MAX,
  BIO_GENERATION_FAILED,
  type TBioRequest,
  type TSavedBios,
  BIO_PLATFORM_INFO,
  bioLength,
  type TBioPlatform,
} from '../../../shared/social-bios';
import type { AiDeps } from '../../ai/generate';
import { definePipeline, runPipeline, type PipelineRequest } from '../../ai/pipeline';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { newestActivity } from '../../saved-results/dashboard-sources';
import { socialBios as t } from './social-bios.schema';
import { badRequest, notFound } from '../../errors';
import { latestMission } from '../mission';
import { getProfile } from '../profile';
import { socialBiosGenerator } from './social-bios.generator';

type Row = typeof t.$inferSelect;

const toSaved = (r: Row): TSavedBios => ({
  platform: r.platform,
  bios: r.bios,
  edited: r.bios.map((_, i) => r.edited[i] ?? false),
  mission_statement: r.missionStatement,
  tone: r.tone,
  offline: r.offline,
  generated_at: r.generatedAt.toISOString(),
});

interface Scope {
  db: Db;
  userId: string;
}

const biosOf = preparedPerDb((db) =>
  db
    .select()
    .from(t)
    .where(eq(t.userId, sql.placeholder('userId')))
    .prepare('list_bios'),
);

export async function listBios({ db, userId }: Scope): Promise<TSavedBios[]> {
  const rows = await biosOf(db).execute({ userId });
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
    const fields = {
      bios: output.bios,
      edited: [],
      missionStatement: input.missionStatement,
      tone: input.tone,
      offline,
    };
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
export const generateBios = (o: PipelineRequest<TBioRequest>) => runPipeline(biosPipeline, o);

/**
 * Replaces one saved bio with the user's own wording. The platform's character limit applies as it does to
 * generated bios (Instagram does not count line breaks); another user's bios are never found.
 */
export async function editBio({
  db,
  userId,
  platform,
  index,
  bio,
}: Scope & { platform: TBioPlatform; index: number; bio: string }): Promise<TSavedBios> {
  const { name, characterLimit } = BIO_PLATFORM_INFO[platform];
  const length = bioLength(bio, platform);
  if (length > characterLimit) throw badRequest(`This bio is ${length} characters; ${name} allows ${characterLimit}.`);
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.userId, userId), eq(t.platform, platform)));
  if (!row || index >= row.bios.length) throw notFound('That bio does not exist.');
  const bios = row.bios.map((b, i) => (i === index ? bio : b));
  const edited = row.bios.map((_, i) => i === index || (row.edited[i] ?? false));
  const [saved] = await db.update(t).set({ bios, edited }).where(eq(t.id, row.id)).returning();
  if (!saved) throw notFound('That bio does not exist.');
  return toSaved(saved);
}

/** The user's newest bio generations, for the dashboard's recent activity. */
export const bioActivity = newestActivity(
  { table: t, id: t.id, user: t.userId, at: t.generatedAt, fields: { platform: t.platform } },
  (r) => ({
    id: `social-bios:${r.id}`,
    kind: 'social-bios',
    title: `${BIO_PLATFORM_INFO[r.platform as TBioPlatform]?.name ?? r.platform} bios`,
    href: '/social-bio-generator',
  }),
);
