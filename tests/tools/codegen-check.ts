// `npm run codegen:check`: regenerates every codegen output and fails when any file
// differs from what is on disk, so a schema or operation change without `npm run codegen`
// cannot land. The files on disk are left as they were.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const OUTPUTS = ['gateway/src/modules/__generated__', 'web/src/__generated__', 'tests/gateway/__generated__'];

function snapshot(): Map<string, string> {
  const files = new Map<string, string>();
  for (const dir of OUTPUTS.filter((d) => existsSync(d))) {
    for (const name of readdirSync(dir)) files.set(join(dir, name), readFileSync(join(dir, name), 'utf8'));
  }
  return files;
}

const before = snapshot();
execSync('npm run --silent codegen', { stdio: 'inherit' });
const after = snapshot();
const stale = [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file));

for (const file of after.keys()) if (!before.has(file)) rmSync(file);
for (const [file, text] of before) writeFileSync(file, text);

if (stale.length) {
  console.error(`Generated files are out of date: ${stale.join(', ')}\nRun \`npm run codegen\` and commit the result.`);
  process.exit(1);
}
console.log(`codegen check: ${after.size} generated files up to date`);
