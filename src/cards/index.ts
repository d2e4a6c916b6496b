/** The card catalog's public face: load it, resolve names, read facts. */
export type { Catalog, CatalogOptions, MatchedBy, Resolution } from './catalog.js';
export { loadCatalog, type LoadedCatalog } from './load.js';
export { compileEffects, compileEffects as inferEffects, eventWordsOf, categoriesOf } from './compile/index.js';
export { normalise } from './names/normalise.js';
export { toSimplified } from './names/t2s.js';

/** The catalog options from the environment (CARDS_DB, CARDS_ALIASES), overridden by explicit ones. */
export function catalogOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): { cardsDb: string | null; aliasesDb: string | null } {
  return { cardsDb: env.CARDS_DB || null, aliasesDb: env.CARDS_ALIASES || null };
}
