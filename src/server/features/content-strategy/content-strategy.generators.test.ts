import { describe, expect, it } from 'vitest';
import {
  CONTENT_PLAN_DAYS,
  SCRIPT_FORMAT_NAMES,
  type TContentRow,
  formatCounts,
  planSchedule,
} from '../../../shared/content-strategy';
import { parseInput, validateOutput } from '../../ai/generator';
import { composerCases, expectComposes } from '../../ai/testing/composer-checks';
import { audienceSuggestionsGenerator } from './audience-suggestions.generator';
import { contentBatchGenerator } from './content-batch.generator';
import { painPointSuggestionsGenerator } from './pain-point-suggestions.generator';

const plan = {
  brandName: 'Fit Nurse Co.',
  niche: 'Meal prep for night-shift nurses',
  audience: 'Nurses working night shifts',
  painPoints: ['Living on vending machine snacks', 'No energy after a 12-hour shift', 'No time to cook'],
  promise: 'Eat well on every shift with one hour of prep a week',
  contentPillars: ['Educational & Tips', 'Personal Stories', 'My weekly prep haul'],
  scriptTypes: ['Hook-Story-Secret-CTA', 'Quick Tips & Lists', 'Question-Answer'],
};
const minimal = {
  brandName: 'X',
  niche: 'Yoga',
  audience: 'Moms',
  painPoints: ['Stress'],
  promise: 'Calm',
  contentPillars: ['Inspirational'],
  scriptTypes: ['Behind-the-Scenes'],
};

describe('audience and pain point suggestions', () => {
  it.each(composerCases(audienceSuggestionsGenerator, { typical: { niche: 'Meal prep for night-shift nurses' } }))(
    'audiences, %s',
    (_n, input) => {
      const { audiences } = expectComposes(audienceSuggestionsGenerator, input);
      expect(new Set(audiences).size).toBe(audiences.length);
    },
  );

  it.each(composerCases(painPointSuggestionsGenerator, { typical: { niche: 'Yoga', audience: 'Busy moms' } }))(
    'pain points, %s',
    (_n, input) => {
      const { painPoints } = expectComposes(painPointSuggestionsGenerator, input);
      expect(new Set(painPoints).size).toBe(painPoints.length);
    },
  );

  it('names the niche and audience in the suggestions', () => {
    expect(expectComposes(audienceSuggestionsGenerator, { niche: 'Yoga' }).audiences.join(' ')).toContain('yoga');
    const { painPoints } = expectComposes(painPointSuggestionsGenerator, { niche: 'Yoga', audience: 'Busy moms' });
    expect(painPoints.join(' ')).toMatch(/yoga/);
  });

  it('refuses pain point suggestions without an audience', () => {
    expect(() => parseInput(painPointSuggestionsGenerator, { niche: 'Yoga' })).toThrow(/audience/i);
  });
});

const keep = ['scriptTypes', 'batchNumber', 'batchSize', 'contentPillars'];

describe('content batch composer', () => {
  const bases = { typical: { ...plan, batchNumber: 2 }, minimal: { ...minimal, batchNumber: 5 } };
  it.each(composerCases(contentBatchGenerator, bases, keep))('%s: the batch days, 4 hooks each', (_n, input) => {
    const { rows } = expectComposes(contentBatchGenerator, input);
    const first = ((input as { batchNumber: number }).batchNumber - 1) * 6 + 1;
    expect(rows.map((r) => r.day)).toEqual([0, 1, 2, 3, 4, 5].map((i) => first + i));
    for (const r of rows) expect(new Set(r.hooks).size).toBe(4);
  });

  it('writes a whole 30-day plan across 5 batches that honours the formats’ shares', () => {
    const rows: TContentRow[] = [];
    for (let batchNumber = 1; batchNumber <= 5; batchNumber++) {
      rows.push(...expectComposes(contentBatchGenerator, { ...plan, batchNumber }).rows);
    }
    expect(rows.map((r) => r.day)).toEqual(Array.from({ length: CONTENT_PLAN_DAYS }, (_, i) => i + 1));
    const count = (type: string) => rows.filter((r) => r.script_type === type).length;
    // 35 : 15 : 20 renormalised over 30 videos.
    expect([count('Hook-Story-Secret-CTA'), count('Quick Tips & Lists'), count('Question-Answer')]).toEqual([15, 6, 9]);
    expect(rows.filter((r) => r.content_pillar === 'My weekly prep haul')).toHaveLength(10);
    expect(new Set(rows.map((r) => r.title)).size).toBeGreaterThanOrEqual(14);
    expect(rows[0]?.script).toMatch(/^HOOK: /);
  });

  it.each([
    ['a typical plan', plan],
    ['one pain point', minimal],
  ])('never repeats a hook or uses a hook frame twice in a 30-day plan: %s', (_n, base) => {
    const hooks: string[] = [];
    for (let batchNumber = 1; batchNumber <= 5; batchNumber++) {
      hooks.push(...expectComposes(contentBatchGenerator, { ...base, batchNumber }).rows.flatMap((r) => r.hooks));
    }
    expect(hooks).toHaveLength(120);
    const normal = hooks.map((h) =>
      h
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s]/gu, '')
        .replace(/\s+/g, ' '),
    );
    expect(new Set(normal).size).toBe(120);
    // The frame is the hook with the plan's own words blanked out.
    const own = new Set(
      JSON.stringify(base)
        .toLowerCase()
        .match(/\p{L}+/gu),
    );
    const frames = normal.map((h) => h.replace(/\p{L}+/gu, (w) => (own.has(w) ? '_' : w)).replace(/\d+/g, '#'));
    expect(new Set(frames).size).toBe(120);
  });

  it('keeps a day the same whichever batch size writes it', () => {
    const bySix = expectComposes(contentBatchGenerator, { ...plan, batchNumber: 2 }).rows[0];
    const byOne = expectComposes(contentBatchGenerator, { ...plan, batchNumber: 7, batchSize: 1 }).rows[0];
    expect(byOne).toEqual(bySix);
  });

  it('rejects rows with the wrong days, format or pillar', () => {
    const input = parseInput(contentBatchGenerator, { ...plan, batchNumber: 1 });
    const { rows } = contentBatchGenerator.compose(input);
    const wrong = rows.map((r, i) => (i === 0 ? { ...r, day: 9, script_type: 'Question-Answer' } : r));
    const verdict = validateOutput(contentBatchGenerator, { rows: wrong }, input);
    expect(verdict.ok).toBe(false);
    expect(verdict.ok || verdict.problems.join('\n')).toMatch(/need exactly one row for each of days 1, 2, 3, 4, 5, 6/);
    const tooFewHooks = rows.map((r) => ({ ...r, hooks: r.hooks.slice(0, 3) }));
    expect(validateOutput(contentBatchGenerator, { rows: tooFewHooks }, input)).toMatchObject({ ok: false });
  });

  it('refuses a batch past day 30, an unknown format and a repeated pillar', () => {
    expect(() => parseInput(contentBatchGenerator, { ...plan, batchNumber: 6 })).toThrow('Batch number is past day 30');
    expect(() => parseInput(contentBatchGenerator, { ...plan, batchNumber: 1, scriptTypes: ['Vlog'] })).toThrow(
      /Script type must be one of/,
    );
    const repeated = { ...plan, batchNumber: 1, contentPillars: ['Inspirational', 'inspirational'] };
    expect(() => parseInput(contentBatchGenerator, repeated)).toThrow(
      'Content pillars: "inspirational" is listed twice',
    );
  });
});

describe('plan schedule', () => {
  it.each([
    [SCRIPT_FORMAT_NAMES, [8, 6, 5, 4, 5, 2]],
    [
      ['Hook-Story-Secret-CTA', 'Behind-the-Scenes'],
      [23, 7],
    ],
    [['Question-Answer'], [30]],
  ] as const)('%j -> %j videos', (types, expected) => {
    expect([...formatCounts(types).values()]).toEqual(expected);
    const schedule = planSchedule(types, ['A', 'B']);
    expect(schedule).toHaveLength(30);
    expect(types.map((t) => schedule.filter((s) => s.scriptType === t).length)).toEqual(expected);
  });

  it('spreads a format through the month instead of bunching it', () => {
    const days = planSchedule(['Hook-Story-Secret-CTA', 'Behind-the-Scenes'], ['A'])
      .filter((s) => s.scriptType === 'Behind-the-Scenes')
      .map((s) => s.day);
    const gaps = days.slice(1).map((d, i) => d - (days[i] ?? 0));
    expect(Math.max(...gaps)).toBeLessThanOrEqual(5);
  });
});
