// Runs the modules' background jobs: once at start, then every `everySeconds`. A job never
// overlaps itself, a failure is logged and retried at the next tick, and stop() waits for
// the runs in progress so the database is not closed under them.
import type { BackgroundJob } from '../modules/kit/module.js';

export interface RunningJobs {
  stop(): Promise<void>;
}

export function startJobs(jobs: BackgroundJob[], everySeconds: number, log: (line: string) => void): RunningJobs {
  if (everySeconds === 0 || jobs.length === 0) return { stop: async () => {} };
  const running = new Map<string, Promise<void>>();
  let stopped = false;
  const tick = () => {
    for (const job of jobs) {
      if (stopped || running.has(job.name)) continue;
      const run = job
        .run()
        .then(
          () => {},
          (error: unknown) =>
            log(`background job ${job.name} failed: ${error instanceof Error ? error.message : String(error)}`),
        )
        .finally(() => running.delete(job.name));
      running.set(job.name, run);
    }
  };
  tick();
  const timer = setInterval(tick, everySeconds * 1000);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}
