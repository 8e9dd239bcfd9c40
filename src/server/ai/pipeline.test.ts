import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { grantRole } from '../auth/roles';
import { socialBios, user } from '../db/schema';
import { socialBiosGenerator } from '../features/social-bios/social-bios.generator';
import { getUsage } from '../quota/quota.service';
import { definePipeline, runPipeline } from './pipeline';
import { appWithFakeModel } from './testing/model-app';

const model = appWithFakeModel(2000);
beforeEach(() => model.fake.reset());

const FAILURE = 'Failed to generate bio. Please try again.';
const request = { platform: 'instagram', missionStatement: 'I help bakers sell out without discounting.' };
const good = { bios: ['Helping bakers sell out\nNo discounts needed\nStart here'] };

/** A metered pipeline that writes one row, then fails if told to: the rollback and give-back are visible. */
function pipeline(failSave = false) {
  return definePipeline({
    generator: socialBiosGenerator,
    quota: 'bio',
    failure: FAILURE,
    async save({ tx, userId, input, output, offline }) {
      await tx.insert(socialBios).values({
        userId,
        platform: input.platform,
        bios: output.bios,
        missionStatement: input.missionStatement,
        tone: input.tone,
        offline,
      });
      if (failSave) throw new Error('disk full');
      return { saved: true };
    },
  });
}

async function newUser() {
  const { t } = model;
  const id = randomUUID();
  await t.db.insert(user).values({ id, name: 'Test', email: `${id}@example.com`, emailVerified: true });
  return id;
}

const run = (userId: string, failSave = false, body: unknown = request) =>
  runPipeline(pipeline(failSave), { deps: model.t.deps, userId, request: body });
const bioUsed = async (userId: string) => (await getUsage({ db: model.t.db, userId })).bio.used;
const rowsOf = (userId: string) => model.t.db.select().from(socialBios).where(eq(socialBios.userId, userId));

describe('the generation pipeline', () => {
  it('saves the result and keeps the unit when every step succeeds', async () => {
    const id = await newUser();
    model.fake.script({ json: good });
    await expect(run(id)).resolves.toEqual({ saved: true });
    expect(await rowsOf(id)).toHaveLength(1);
    expect(await bioUsed(id)).toBe(1);
  });

  it('gives the unit back and saves nothing when the model fails, in the tool’s words', async () => {
    const id = await newUser();
    model.fake.otherwise({ status: 500, error: 'upstream exploded' });
    await expect(run(id)).rejects.toMatchObject({ status: 502, message: FAILURE });
    expect(await rowsOf(id)).toEqual([]);
    expect(await bioUsed(id)).toBe(0);
  });

  it('gives the unit back when the model output never passes validation', async () => {
    const id = await newUser();
    model.fake.otherwise({ json: { bios: [] } });
    await expect(run(id)).rejects.toMatchObject({ status: 502, code: 'AI_INVALID_OUTPUT', message: FAILURE });
    expect(model.fake.requests.length).toBeGreaterThan(1);
    expect(await bioUsed(id)).toBe(0);
  });

  it('rolls the save back and gives the unit back when saving fails', async () => {
    const id = await newUser();
    model.fake.script({ json: good });
    await expect(run(id, true)).rejects.toMatchObject({ status: 500, code: 'SAVE_FAILED', message: FAILURE });
    expect(await rowsOf(id)).toEqual([]);
    expect(await bioUsed(id)).toBe(0);
  });

  it('refuses bad input before taking a unit or calling the model', async () => {
    const id = await newUser();
    await expect(run(id, false, { platform: 'myspace', missionStatement: 'x' })).rejects.toMatchObject({ status: 400 });
    expect(model.fake.requests).toHaveLength(0);
    expect(await bioUsed(id)).toBe(0);
  });

  it('does not meter admins', async () => {
    const id = await newUser();
    await grantRole(model.t.db, id, 'admin');
    model.fake.script({ json: good });
    await run(id);
    expect(await bioUsed(id)).toBe(0);
  });
});
