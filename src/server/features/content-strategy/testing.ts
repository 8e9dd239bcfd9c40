import type { TContentPlanInput } from '../../../shared/content-plan-input';
import type { ChatRequest, FakeReply } from '../../ai/testing/fake-openai';
import { composeContentBatch } from './content-batch.composer';

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
