import { desc, eq, sql } from 'drizzle-orm';
import {
  NO_MISSION_MESSAGE,
  BIO_GENERATION_FAILED,
  type TBioRequest,
  type TSavedBios,
  BIO_PLATFORM_INFO,
  type TBioPlatform,
} from '../../../shared/social-bios';
import type { TActivityItem } from '../../../shared/dashboard';
import { toSpecError } from '../../ai/errors';
import { type AiDeps, generate } from '../../ai/generate';
import { parseInput } from '../../ai/generator';
import type { Db } from '../../db/client';
import { missionStatements, profiles, socialBios as t } from '../../db/schema';
import { badRequest } from '../../errors';
import { withQuota } from '../../quota/quota.service';
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

export async function listBios(db: Db, userId: string): Promise<TSavedBios[]> {
  const rows = await db.select().from(t).where(eq(t.userId, userId));
  return rows.map(toSaved);
}

/** Keeps the latest bios per platform: a regeneration replaces the earlier ones. */
export async function saveBios(
  db: Db,
  userId: string,
  b: { platform: string; bios: string[]; missionStatement: string; tone: string; offline: boolean },
): Promise<TSavedBios> {
  const values = { userId, ...b };
  const [row] = await db
    .insert(t)
    .values(values)
    .onConflictDoUpdate({
      target: [t.userId, t.platform],
      set: {
        bios: b.bios,
        missionStatement: b.missionStatement,
        tone: b.tone,
        offline: b.offline,
        generatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error('the bios were not saved');
  return toSaved(row);
}

/**
 * Generates and saves one platform's bios: the name comes from the profile, the mission from the
 * request or else the latest saved mission; one monthly unit, given back if anything fails.
 */
export async function generateBios(deps: AiDeps, userId: string, req: TBioRequest): Promise<TSavedBios> {
  const [mission] = await deps.db
    .select({ text: missionStatements.missionText, statements: missionStatements.statements })
    .from(missionStatements)
    .where(eq(missionStatements.userId, userId))
    .orderBy(desc(missionStatements.generatedAt))
    .limit(1);
  if (!mission) throw badRequest(NO_MISSION_MESSAGE);
  const [profile] = await deps.db.select({ fullName: profiles.fullName }).from(profiles).where(eq(profiles.id, userId));
  const input = parseInput(socialBiosGenerator, {
    platform: req.platform,
    name: profile?.fullName ?? undefined,
    missionStatement: req.missionStatement || mission.statements.join('\n'),
  });
  return withQuota(deps.db, userId, 'bio', async () => {
    const generation = await generate(deps, socialBiosGenerator, input, { userId }).catch((err: unknown) => {
      throw toSpecError(err, BIO_GENERATION_FAILED);
    });
    return saveBios(deps.db, userId, {
      platform: input.platform,
      bios: generation.output.bios,
      missionStatement: input.missionStatement,
      tone: input.tone,
      offline: generation.offline,
    });
  });
}

/** The user's newest bio generations, for the dashboard's recent activity. */
export async function bioActivity(db: Db, userId: string, limit: number): Promise<TActivityItem[]> {
  const rows = await db.select().from(t).where(eq(t.userId, userId)).orderBy(desc(t.generatedAt)).limit(limit);
  return rows.map((r) => ({
    id: `social-bios:${r.id}`,
    kind: 'social-bios',
    title: `${BIO_PLATFORM_INFO[r.platform as TBioPlatform]?.name ?? r.platform} bios`,
    href: '/social-bio-generator',
    createdAt: r.generatedAt.toISOString(),
  }));
}
