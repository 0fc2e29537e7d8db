// PGlite is single-process: two processes on one data dir corrupt it. A lock file with the
// owner's pid makes the second one stop with a clear message; a stale lock (dead pid) is taken over.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirInUseError extends Error {}

/** Whether process `pid` is running (EPERM: running, as another user). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockDataDir(dataDir: string): () => void {
  const lockPath = join(dataDir, 'farmmaint.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockPath, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && isProcessAlive(owner)) {
        throw new DataDirInUseError(
          `The data directory ${dataDir} is already in use by another FarmMaint process (pid ${owner}). ` +
            'Stop that process, or start this one with another DATA_DIR.',
        );
      }
      rmSync(lockPath, { force: true }); // stale: its owner is gone
    }
  }
  throw new DataDirInUseError(`Could not lock the data directory ${dataDir}`);
}
