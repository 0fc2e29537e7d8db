// Where test gateways keep their embedded databases: in memory (/dev/shm) when the machine
// has room there. Each test file's gateway starts from a copy of the 65 MB seeded template,
// and every commit it makes is fsynced (gateway/src/db/durable-nodefs.ts); on disk that cost
// a fifth of the gateway suite's time (165 → 132 s, system time 95 → 44 s, on 2 cores), more
// on a slower disk. Nothing a test writes needs to outlive the machine.
import { accessSync, constants, mkdtempSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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

/** A new, empty directory named `prefix…` for a test database's files. */
export const scratchDir = (prefix: string): string => mkdtempSync(join(root, prefix));
