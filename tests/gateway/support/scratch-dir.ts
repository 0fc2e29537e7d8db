// Where test gateways keep their embedded databases: in memory (/dev/shm) when the machine
// has room there. Each test file's gateway starts from a copy of the 65 MB seeded template,
// and every commit it makes is fsynced (gateway/src/db/durable-nodefs.ts); on disk that cost
// a fifth of the gateway suite's time (165 → 132 s, system time 95 → 44 s, on 2 cores), more
// on a slower disk. Nothing a test writes needs to outlive the machine, nor the run: a run
// that was killed could not remove its directories, so each is named after the process that
// made it, and the next run removes those of processes that are gone.
import { accessSync, constants, mkdtempSync, readdirSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isProcessAlive } from '../../../gateway/src/db/lock.js';

const IN_MEMORY = '/dev/shm';
/** Room the suites need there: the template, a copy per worker and the browser tests' database. */
const ROOM_NEEDED = 1024 ** 3;

function hasRoom(dir: string): boolean {
  try {
    accessSync(dir, constants.W_OK);
    const { bavail, bsize } = statfsSync(dir);
    return bavail * bsize >= ROOM_NEEDED;
  } catch {
    return false;
  }
}

const root = hasRoom(IN_MEMORY) ? IN_MEMORY : tmpdir();

/** A scratch directory's name: `farmmaint-<use>-<pid of its maker>-<random>`. */
const SCRATCH_NAME = /^farmmaint-[a-z]+-(\d+)-[A-Za-z0-9]{6}$/;

/** Removes the scratch directories of processes that ended without removing them. */
export function sweepLeftovers(): void {
  for (const name of readdirSync(root)) {
    const maker = SCRATCH_NAME.exec(name)?.[1];
    if (!maker || isProcessAlive(Number(maker))) continue;
    try {
      rmSync(join(root, name), { recursive: true, force: true });
    } catch {
      // Another run's sweep is removing it too.
    }
  }
}

let swept = false;

/** A new, empty directory named `prefix<pid>-…` for a test database's files. */
export function scratchDir(prefix: string): string {
  if (!swept) {
    swept = true;
    sweepLeftovers();
  }
  return mkdtempSync(join(root, `${prefix}${process.pid}-`));
}
