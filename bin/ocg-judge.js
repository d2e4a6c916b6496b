#!/usr/bin/env node
// The command line of ../shared/spec/output.md. The TypeScript is compiled into dist/ by
// `npm run build`, which `npm ci` runs (the `prepare` script).
import { main } from '../dist/src/cli/main.js';

main().catch(() => {
  process.stderr.write('ocg-judge: 内部错误 / internal error\n');
  process.exitCode = 1;
});
