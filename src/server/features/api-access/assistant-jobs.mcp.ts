import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { AppError } from '../../errors';
import type { OperationInput, ProgramOperation } from '../../program-api';
import { type McpContext, type ToolExtra, success, toolError } from './assistant-context.mcp';

type PollInput = Partial<Pick<OperationInput, 'params' | 'query' | 'body'>> & { started: unknown };

/**
 * A generation that runs as a job (a 30-day plan): asks how far it got every `pollMs`, tells the
 * client each step when it sent a progress token, and answers with the finished result. A client that
 * goes away stops the waiting, never the job, whose result is kept with the member's saved results.
 */
export async function waitForJob(
  ctx: McpContext,
  op: ProgramOperation,
  input: PollInput,
  extra: ToolExtra,
): Promise<CallToolResult> {
  const poll = op.poll;
  if (!poll) throw new Error(`${op.operationId} has no poll`);
  const progressToken = extra._meta?.progressToken;
  const deadline = Date.now() + ctx.maxWaitMs;
  let told = -1;
  // A job that finishes quickly (the offline composer's) is answered quickly; a long one is asked every pollMs.
  let wait = Math.max(1, Math.round(ctx.pollMs / 10));
  for (;;) {
    const step = await poll({
      deps: ctx.deps,
      userId: ctx.holder.user.id,
      params: input.params ?? {},
      query: input.query ?? {},
      body: input.body,
      started: input.started,
    });
    if (progressToken !== undefined && step.progress > told) {
      told = step.progress;
      await extra.sendNotification({
        method: 'notifications/progress',
        params: {
          progressToken,
          progress: step.progress,
          total: step.total,
          message: `${step.progress} of ${step.total} parts done`,
        },
      });
    }
    if (step.done)
      return step.error ? toolError(new AppError(502, step.error, 'GENERATION_FAILED')) : success(step.result);
    if (Date.now() >= deadline)
      return success({
        status: 'running',
        progress: step.progress,
        total: step.total,
        job: input.started,
        message: 'It is still being generated. It will be kept with your saved results when it is done.',
      });
    await sleep(wait, extra.signal);
    wait = Math.min(wait * 2, ctx.pollMs);
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const done = () => {
      signal.removeEventListener('abort', stop);
      resolve();
    };
    const timer = setTimeout(done, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', stop, { once: true });
  });
}
