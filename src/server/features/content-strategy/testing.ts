import type { TContentPlanInput } from '../../../shared/content-strategy';
import type { ChatRequest, FakeReply } from '../../ai/testing/fake-openai';
import { composeContentBatch } from './content-batch.composer';

export const PLAN_INPUT: TContentPlanInput = {
  brandName: 'Calm Kitchen',
  niche: 'Meal prep for night-shift nurses',
  audience: 'Nurses working 12-hour night shifts',
  painPoints: ['No energy to cook after a shift', 'Vending machine dinners', 'Sleep schedule chaos'],
  promise: 'Eat well on nights without spending your day off cooking',
  contentPillars: ['Educational & Tips', 'Personal Stories', 'Community & Social Proof'],
  scriptTypes: ['Hook-Story-Secret-CTA', 'Quick Tips & Lists', 'Question-Answer'],
};

/** A fake model that answers each batch request with the rows the prompt asks for. */
export function batchReply(input: TContentPlanInput, extra: Partial<FakeReply> = {}) {
  return (req: ChatRequest): FakeReply => {
    const text = JSON.stringify(req.messages);
    const first = Number(/Write days (\d+)-/.exec(text)?.[1] ?? 1);
    const batchNumber = Math.floor((first - 1) / 6) + 1;
    return { json: composeContentBatch({ ...input, batchNumber, batchSize: 6 }), ...extra };
  };
}

/** Which batch (1-5) a chat request asks for. */
export const batchOf = (req: ChatRequest) =>
  Math.floor((Number(/Write days (\d+)-/.exec(JSON.stringify(req.messages))?.[1] ?? 1) - 1) / 6) + 1;
