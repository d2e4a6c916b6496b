/**
 * `npm run bench`: every benchmark of the project in one run, printed as plain figures.
 * Each module exports `run()`; they run one after another so they do not disturb each other.
 * Timings live here, never in unit tests.
 */
const suites: { name: string; load: () => Promise<{ run: () => Promise<void> }> }[] = [
  { name: 'notation: parse', load: () => import('./parse.js') },
  { name: 'cards: catalog load, lookup, fuzzy search vs fuse.js', load: () => import('./cards.js') },
  { name: 'chain: parse + bind + resolve + render, full card database', load: () => import('./chain.js') },
  { name: 'bot: HTTP interactions endpoint', load: () => import('./http.js') },
  { name: 'answers: first-message size over the seed examples', load: () => import('./first-message.js') },
  { name: 'picture: a 10-link chain as PNG', load: () => import('./picture.js') },
];

const only = process.argv.slice(2);
for (const suite of suites) {
  if (only.length && !only.some((o) => suite.name.startsWith(o))) continue;
  console.log(`\n=== ${suite.name} ===`);
  try {
    const mod = await suite.load();
    await mod.run();
  } catch (err) {
    console.log(`(failed: ${err instanceof Error ? err.message : String(err)})`);
    process.exitCode = 1;
  }
}
