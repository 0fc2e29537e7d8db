// Sends a PDF as the answer to a request, made by one worker thread that stays up once
// started: the route gathers the figures and words (PdfSpec), the worker lays them out and
// its bytes are streamed to the client as they come. Jobs queue in the worker; past
// MAX_WAITING the answer is 429, and a job that overruns JOB_TIMEOUT_MS restarts the worker.
import { Worker } from 'node:worker_threads';
import type { Response } from 'express';
import { tooManyRequests } from '../errors.js';
import type { PdfSpec } from './pdf-spec.js';
import type { FromWorker, ToWorker } from './pdf-worker.js';

const MAX_WAITING = 8;
const JOB_TIMEOUT_MS = 60_000;

interface Job {
  res: Response;
  fileName: string;
  done(error?: Error): void;
  timer: NodeJS.Timeout;
}

const jobs = new Map<number, Job>();
let lastId = 0;
let worker: Worker | null = null;

function finish(id: number, error?: Error) {
  const job = jobs.get(id);
  if (!job) return;
  jobs.delete(id);
  clearTimeout(job.timer);
  job.done(error);
}

function receive(message: FromWorker) {
  const job = jobs.get(message.id);
  if (!job) return;
  if ('error' in message) return finish(message.id, new Error(`PDF: ${message.error}`));
  if (!job.res.headersSent) {
    job.res.setHeader('Content-Type', 'application/pdf');
    job.res.setHeader('Content-Disposition', `attachment; filename="${job.fileName}"`);
    job.res.setHeader('Cache-Control', 'private, no-store');
  }
  if ('chunk' in message) job.res.write(message.chunk);
  else {
    job.res.end();
    finish(message.id);
  }
}

function stop(reason: string) {
  const stopped = worker;
  worker = null;
  for (const id of [...jobs.keys()]) finish(id, new Error(reason));
  void stopped?.terminate();
}

function started(): Worker {
  if (!worker) {
    const thread = new Worker(new URL('./pdf-worker.mjs', import.meta.url));
    thread.on('message', receive);
    thread.on('error', (error) => worker === thread && stop(`PDF worker failed: ${error.message}`));
    thread.on('exit', () => worker === thread && stop('PDF worker stopped'));
    // An idle worker does not keep the process alive.
    thread.unref();
    worker = thread;
  }
  return worker;
}

/** Answers `res` with the PDF of `spec`, downloaded as `fileName`; resolves once sent. */
export function sendPdf(res: Response, fileName: string, spec: PdfSpec): Promise<void> {
  if (jobs.size >= MAX_WAITING) throw tooManyRequests(5);
  const id = ++lastId;
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => stop(`PDF took longer than ${JOB_TIMEOUT_MS} ms`), JOB_TIMEOUT_MS);
    jobs.set(id, {
      res,
      fileName,
      timer,
      // Failing once the bytes have started, the answer can only be cut short.
      done: (error) => (!error ? resolve() : res.headersSent ? (res.destroy(error), resolve()) : reject(error)),
    });
    // A client gone does not stop the worker, but nothing more is written for it.
    res.on('close', () => !res.writableFinished && finish(id));
    started().postMessage({ id, spec } satisfies ToWorker);
  });
}
