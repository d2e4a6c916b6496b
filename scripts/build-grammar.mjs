// Compiles every grammars/*.ne with nearleyc into src/notation/generated/*.ts.
// The output is generated (and git-ignored): edit the .ne file, never the output.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, statSync, existsSync } from 'node:fs';
import { dirname, join, basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const nearleyc = join(dirname(require.resolve('nearley/package.json')), 'bin', 'nearleyc.js');
const outDir = join(root, 'src', 'notation', 'generated');
mkdirSync(outDir, { recursive: true });
for (const file of readdirSync(join(root, 'grammars'))) {
  if (!file.endsWith('.ne')) continue;
  const src = join(root, 'grammars', file);
  const out = join(outDir, basename(file, '.ne') + '.ts');
  // Skip when the output is newer than every grammar file: keeps `npm test` fast.
  const newest = Math.max(...readdirSync(join(root, 'grammars')).map((f) => statSync(join(root, 'grammars', f)).mtimeMs));
  if (existsSync(out) && statSync(out).mtimeMs >= newest) continue;
  execFileSync(process.execPath, [nearleyc, src, '-o', out], { stdio: 'inherit' });
}
