import {
  CONTENT_PLAN_DAYS,
  HOOKS_PER_VIDEO,
  SCRIPT_FORMATS,
  ZContentBatch,
  batchDays,
  planSchedule,
} from '../../../shared/content-strategy';
import { ZContentBatchInput } from '../../../shared/content-plan-input';
import { defineGenerator } from '../../ai/generator';
import { VOICE, answer, bullets } from '../../ai/prompts';
import { composeContentBatch } from './content-batch.composer';

/**
 * docs/product/content-strategy.md (generate-personal-brand-content): the rows for one batch of the
 * 30-day plan. Each day's format and pillar come from the plan's schedule, so the formats' shares
 * hold across batches that are generated separately.
 */
export const contentBatchGenerator = defineGenerator({
  name: 'content-batch',
  description: 'One batch of rows of a 30-day short-form video content plan',
  input: ZContentBatchInput,
  output: ZContentBatch,
  sample: {
    brandName: 'Fit Nurse Co.',
    niche: 'Meal prep for night-shift nurses',
    audience: 'Nurses working night shifts',
    painPoints: ['Living on vending machine snacks', 'No energy after a 12-hour shift', 'No time to cook'],
    promise: 'Eat well on every shift with one hour of prep a week',
    contentPillars: ['Educational & Tips', 'Personal Stories', 'Community & Social Proof'],
    scriptTypes: ['Hook-Story-Secret-CTA', 'Quick Tips & Lists', 'Question-Answer'],
    batchNumber: 1,
  },
  prompt: (input) => {
    const schedule = planSchedule(input.scriptTypes, input.contentPillars);
    const days = batchDays(input.batchNumber, input.batchSize);
    return {
      system: `You are a short-form video strategist who writes content plans creators can film the same day. ${VOICE}`,
      user: [
        `Write days ${days[0]}-${days[days.length - 1]} of a ${CONTENT_PLAN_DAYS}-day video plan: exactly one row per day in "rows", using this schedule exactly (script_type and content_pillar must match it):`,
        ...days.map((d) => {
          const slot = schedule[d - 1];
          const format = slot ? SCRIPT_FORMATS[slot.scriptType] : undefined;
          return `- Day ${d}: script_type "${slot?.scriptType}" (${format?.structure}), content_pillar "${slot?.contentPillar}"`;
        }),
        '',
        `Each row: a specific title (under 80 characters), a one-sentence summary, exactly ${HOOKS_PER_VIDEO} different opening hooks (one line each, under 150 characters), and a script of 120-220 words written to be spoken, with each section of the format labelled in capitals (for example "HOOK:"). Rotate through the pain points, and make every day's idea different from the others.`,
        '',
        answer('Brand', input.brandName),
        answer('Niche', input.niche),
        answer('Audience', input.audience),
        bullets('Pain points', input.painPoints),
        answer('Transformation promise', input.promise),
      ].join('\n'),
    };
  },
  compose: composeContentBatch,
  check: ({ rows }, input) => {
    const schedule = planSchedule(input.scriptTypes, input.contentPillars);
    const days = batchDays(input.batchNumber, input.batchSize);
    const problems: string[] = [];
    const got = rows.map((r) => r.day).sort((a, b) => a - b);
    if (got.join() !== days.join()) {
      problems.push(
        `rows: need exactly one row for each of days ${days.join(', ')}; got days ${got.join(', ') || 'none'}`,
      );
    }
    rows.forEach((r, i) => {
      const slot = schedule[r.day - 1];
      if (!slot) return;
      if (r.script_type !== slot.scriptType)
        problems.push(`rows.${i}.script_type: day ${r.day} must be "${slot.scriptType}"`);
      if (r.content_pillar !== slot.contentPillar) {
        problems.push(`rows.${i}.content_pillar: day ${r.day} must be "${slot.contentPillar}"`);
      }
    });
    return problems;
  },
});
