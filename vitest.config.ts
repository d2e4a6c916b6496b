import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The full card database and the property tests take a few seconds each on a 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One module graph per worker, not per test file: every file imports the engine and most build a judge
    // over the card database, and re-importing both in each of ~160 files was 369 s of a 540 s run
    // (measured: the whole suite 540 s → 319 s on 2 cores; test/reference alone 52 s → 10 s). Tests keep no
    // state in shared modules that another file could see: stores and servers are per test, and the reference
    // files now share one judge, which answers each question from its input alone.
    isolate: false,
  },
});
