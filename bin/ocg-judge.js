#!/usr/bin/env node
// The command line of ../shared/spec/output.md. The TypeScript is compiled into dist/ by
// `npm run build`, which `npm ci` runs (the `prepare` script). Exit codes: 0 ok, 1 answer not ok,
// 2 usage or configuration mistake, 3 internal error (README, "Exit codes").
import { runCli } from '../dist/src/cli/main.js';

await runCli();
