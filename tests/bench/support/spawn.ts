// Starts a TypeScript entry point as a child process and waits for its "listening on
// http://…" line, so servers under test never share the load generator's event loop.
import { spawn, type ChildProcess } from 'node:child_process';

export interface Spawned {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export function spawnServer(
  entry: string,
  env: NodeJS.ProcessEnv,
  readyPattern = /(http:\/\/(?:localhost|127\.0\.0\.1):\d+)/,
): Promise<Spawned> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      const match = readyPattern.exec(output);
      if (match) {
        resolve({
          url: match[1],
          child,
          stop: () =>
            new Promise<void>((done) => {
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`${entry} exited (${code}) before ready:\n${output}`)));
  });
}
