// Bundles scripts/study-compile.ts (TypeScript, with the test's measuring code) into a temporary file and runs it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// Inside node_modules/.cache (ignored), so the bundle resolves the project's packages.
const out = path.join('node_modules/.cache', `study-compile-${process.pid}.mjs`);
execFileSync('npx', ['rolldown', 'scripts/study-compile.ts', '--file', out, '--format', 'esm', '--platform', 'node', '--external', 'better-sqlite3'], { stdio: ['ignore', 'ignore', 'inherit'] });
try {
  execFileSync('node', [out, ...process.argv.slice(2)], { stdio: 'inherit' });
} finally {
  fs.rmSync(out, { force: true });
}
