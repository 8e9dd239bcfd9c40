import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import { claimJob, finishJob, type Job, releaseLeases, renewLease, saveProgress } from './jobs.service';

export interface JobContext {
  job: Job;
  /** Aborted when the worker shuts down or loses the lease: stop, and leave the rest for the resume. */
  signal: AbortSignal;
  setProgress: (progress: Record<string, unknown>) => Promise<void>;
}

export interface JobHandler {
  kind: string;
  /** Must be resumable: it may run again for the same job after a crash or shutdown. */
  run(ctx: JobContext): Promise<unknown>;
  /** Called once when the job fails for good (e.g. to give back a quota unit). */
  onFailed?(job: Job, error: string): Promise<void>;
}

export interface WorkerOptions {
  db: Db;
  logger: Logger;
  handlers: JobHandler[];
  concurrency?: number;
  pollMs?: number;
  leaseMs?: number;
  /** A job claimed more often than this (it keeps crashing its worker) fails instead. */
  maxAttempts?: number;
}

export interface JobWorker {
  /** Look for work now instead of at the next poll (call after enqueueing). */
  wake(): void;
  /**
   * Aborts a job this worker is running, after its row was marked as ended (cancelJob): its model calls
   * stop now. A job running in another process stops when its next lease renewal finds the row ended.
   */
  cancel(id: string): void;
  stop(): Promise<void>;
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

export function startJobWorker(opts: WorkerOptions): JobWorker {
  const { db, logger, concurrency = 2, pollMs = 1000, leaseMs = 30_000, maxAttempts = 5 } = opts;
  const workerId = randomUUID();
  const handlers = new Map(opts.handlers.map((h) => [h.kind, h]));
  const running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  let stopping = false;
  let wakeUp: (() => void) | undefined;
  let timer: NodeJS.Timeout | undefined;

  function execute(job: Job, handler: JobHandler) {
    const controller = new AbortController();
    const heartbeat = setInterval(() => {
      renewLease(db, job.id, workerId, leaseMs)
        .then((held) => held || controller.abort(new Error('lease lost')))
        .catch((err: unknown) => logger.warn({ err, jobId: job.id }, 'could not renew a job lease'));
    }, leaseMs / 3);
    const done = (async () => {
      try {
        if (job.attempts > maxAttempts) throw new Error('The job was interrupted too many times.');
        const result = await handler.run({
          job,
          signal: controller.signal,
          setProgress: (p) => saveProgress(db, job.id, workerId, p),
        });
        if (controller.signal.aborted) return;
        await finishJob(db, job.id, workerId, { status: 'succeeded', result });
      } catch (err) {
        if (controller.signal.aborted) return; // shutdown or lost lease: the job resumes elsewhere
        const error = messageOf(err);
        logger.warn({ jobId: job.id, kind: job.kind, error }, 'job failed');
        await finishJob(db, job.id, workerId, { status: 'failed', error });
        await handler.onFailed?.(job, error);
      }
    })()
      .catch((err: unknown) => logger.error({ err, jobId: job.id }, 'job bookkeeping failed'))
      .finally(() => {
        clearInterval(heartbeat);
        running.delete(job.id);
        wake();
      });
    running.set(job.id, { controller, done });
  }

  async function fill() {
    while (!stopping && running.size < concurrency) {
      const job = await claimJob(db, { workerId, kinds: [...handlers.keys()], leaseMs });
      if (!job) return;
      const handler = handlers.get(job.kind);
      if (handler) execute(job, handler);
    }
  }

  async function loop() {
    while (!stopping) {
      try {
        await fill();
      } catch (err) {
        logger.error({ err }, 'job worker could not claim work');
      }
      await new Promise<void>((resolve) => {
        wakeUp = resolve;
        timer = setTimeout(resolve, pollMs);
      });
      clearTimeout(timer);
    }
  }

  function wake() {
    wakeUp?.();
  }

  const looping = handlers.size > 0 ? loop() : Promise.resolve();
  return {
    wake,
    cancel: (id) => running.get(id)?.controller.abort(new Error('cancelled')),
    async stop() {
      stopping = true;
      wake();
      await looping;
      for (const { controller } of running.values()) controller.abort(new Error('shutdown'));
      await Promise.all([...running.values()].map((r) => r.done));
      await releaseLeases(db, workerId);
    },
  };
}
