import { defineConfig } from 'vitest/config';

// Study scripts (not tests): `npx vitest run -c scripts/study.vitest.config.ts`. Never part of `npm test`.
export default defineConfig({
  test: { include: ['scripts/**/*.study.ts'], testTimeout: 600_000, pool: 'forks' },
});
