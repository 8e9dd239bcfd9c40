import {
  batchDays,
  CONTENT_PLAN_BATCHES,
  CONTENT_BATCH_SIZE,
  type TContentRow,
  type TPlanDraftRow,
  ZContentRow,
} from '../../../shared/content-strategy';
import type { TContentPlanInput } from '../../../shared/content-plan-input';
import { generate } from '../../ai/generate';
import { defineJob } from '../../jobs/define-job';
import { contentBatchGenerator } from './content-batch.generator';
import { CONTENT_PLAN_JOB, savePlanOnce } from './content-plans.service';

/** Kept in the job row as batches finish, so a resumed or retried job redoes only what is missing. */
export interface PlanJobProgress {
  batches?: Record<string, TContentRow[]>;
  offline?: boolean;
  /** Rows of unfinished batches whose title and summary a streaming model has written, for the screen. */
  drafts?: Record<string, TPlanDraftRow[]>;
}

/** Drafts are stored at most this often, so a streaming plan costs a few small writes a second. */
export const DRAFT_WRITE_MS = 300;

const DRAFT_FIELDS = new Set(['day', 'title', 'summary']);

/** Kept on the server: the page reads the rows it is sent, so the browser never loads this schema. */
const ZPlanDraftRow = ZContentRow.pick({
  day: true,
  title: true,
  summary: true,
  script_type: true,
  content_pillar: true,
}).partial({ script_type: true, content_pillar: true });

/**
 * The rows of a batch's partial answer that have a valid day of the batch and a finished title and
 * summary: the model has gone on to another field or another row. (The last text of a partial is shown
 * up to its last whole word, so a summary still being written would otherwise show half-done.)
 */
function draftRows(partial: unknown, days: readonly number[]): TPlanDraftRow[] {
  const rows = (partial as { rows?: unknown } | null)?.rows;
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row: unknown, i) => {
    const movedOn = i < rows.length - 1 || Object.keys(row ?? {}).some((k) => !DRAFT_FIELDS.has(k));
    const parsed = ZPlanDraftRow.safeParse(row);
    return movedOn && parsed.success && days.includes(parsed.data.day) ? [parsed.data] : [];
  });
}

export interface PlanJobResult {
  planId: string | null;
  /** Only when saving failed: the rows, so the user can still see the plan. */
  rows?: TContentRow[];
}

export const BATCH_FAILED_MESSAGE = 'Failed to generate content batch';

/** Runs `work` over `items` with at most `limit` at once. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(limit, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

/** The 30-day plan: five batches, each saved to the job as it finishes; one content unit per plan. */
export const contentPlanJob = defineJob<TContentPlanInput, PlanJobProgress, PlanJobResult>({
  kind: CONTENT_PLAN_JOB,
  quota: 'content',
  async run({ deps, job, signal, setProgress, brand }) {
    const input = job.payload;
    const progress = structuredClone(job.progress);
    const batches = (progress.batches ??= {});
    // Drafts of an earlier run are rewritten from scratch: they would show rows this run will not write.
    const drafts: Record<string, TPlanDraftRow[]> = (progress.drafts = {});
    const missing = Array.from({ length: CONTENT_PLAN_BATCHES }, (_, i) => i + 1).filter((n) => !batches[n]);
    let failed = false;
    // Progress writes are chained so a slower write can never overwrite a newer one.
    let saving = Promise.resolve();
    const save = () => (saving = saving.then(() => setProgress({ ...progress, drafts: { ...drafts } })));
    let draftTimer: NodeJS.Timeout | undefined;
    const saveDraftsSoon = () => {
      draftTimer ??= setTimeout(() => {
        draftTimer = undefined;
        if (!signal.aborted) void save().catch(() => undefined);
      }, DRAFT_WRITE_MS);
    };
    await eachLimited(missing, deps.config.contentBatchConcurrency, async (n) => {
      if (signal.aborted || failed) return;
      try {
        const batchInput = { ...input, batchNumber: n, batchSize: CONTENT_BATCH_SIZE };
        const days = batchDays(n, CONTENT_BATCH_SIZE);
        const { output, offline } = await generate(deps, contentBatchGenerator, batchInput, {
          userId: job.userId,
          signal,
          brand,
          onPartial: (partial) => {
            drafts[n] = draftRows(partial, days);
            saveDraftsSoon();
          },
        });
        batches[n] = output.rows;
        delete drafts[n];
        progress.offline = offline;
        await save();
      } catch (err) {
        if (signal.aborted) return;
        deps.logger.warn({ jobId: job.id, batch: n, err }, 'content batch failed');
        failed = true;
      }
    });
    clearTimeout(draftTimer);
    signal.throwIfAborted();
    if (failed) throw new Error(BATCH_FAILED_MESSAGE);
    const rows = Object.values(batches)
      .flat()
      .sort((a, b) => a.day - b.day);
    if (!job.userId) throw new Error('a content plan job needs a user');
    try {
      await savePlanOnce({
        db: deps.db,
        id: job.id,
        userId: job.userId,
        input,
        rows,
        offline: progress.offline ?? false,
      });
      return { planId: job.id };
    } catch (err) {
      deps.logger.error({ err, jobId: job.id }, 'the content plan could not be saved');
      return { planId: null, rows };
    }
  },
});
