#!/usr/bin/env node
// The command line of ../shared/spec/output.md. The TypeScript is compiled by `npm run build`,
// which `npm ci` runs (the `prepare` script).
import '../dist/src/cli/main.js';
