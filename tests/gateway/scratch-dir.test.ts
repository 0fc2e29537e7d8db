// Test databases live in scratch directories (support/scratch-dir.ts); a run that was killed
// leaves its own behind, in memory, and the next run removes them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { scratchDir, sweepLeftovers } from './support/scratch-dir.js';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has ended. */
const endedPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;

describe('scratch directories', () => {
  it('are named after the process that made them', () => {
    const dir = scratchDir('farmmaint-test-');
    made.push(dir);
    expect(existsSync(dir)).toBe(true);
    expect(dir).toMatch(new RegExp(`/farmmaint-test-${process.pid}-[A-Za-z0-9]{6}$`));
  });

  it("are removed once their maker has ended, and a running process's are kept", () => {
    const probe = scratchDir('farmmaint-test-');
    made.push(probe);
    const root = dirname(probe);
    const leftover = join(root, `farmmaint-test-${endedPid()}-Killed`);
    const running = join(root, `farmmaint-test-${process.pid}-Runnin`);
    const foreign = join(root, `farmmaint-notes-${endedPid()}`);
    for (const dir of [leftover, running, foreign]) {
      mkdirSync(join(dir, 'base'), { recursive: true });
      writeFileSync(join(dir, 'base', 'PG_VERSION'), '17');
      made.push(dir);
    }
    sweepLeftovers();
    expect(existsSync(leftover)).toBe(false);
    expect(existsSync(running)).toBe(true);
    expect(existsSync(foreign)).toBe(true); // not a scratch directory's name
  });
});
