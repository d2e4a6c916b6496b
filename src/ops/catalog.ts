/**
 * Fresh cards without a restart. The running process holds one `Judge` (its card catalog inside);
 * `reload()` builds a complete new one from the files and swaps the reference in one assignment.
 * A request takes the reference once when it starts (the router's context), so it sees the old
 * catalog or the new one from start to end, never a mix.
 *
 * A reload happens on SIGHUP, when a watched file changes (cards db, name tables — every file path in
 * the catalog options; polled, so a file renamed over the old one by `cards:update` is seen), and
 * after the in-process schedule (CARDS_UPDATE_HOURS) downloaded a new database. A file that fails to
 * load, or a catalog that shrank to less than half the cards, keeps the old catalog and logs why.
 *
 * Loading is synchronous (~0.2–0.3 s for the full database on this machine): the event loop pauses
 * that long once per update, well inside the 2 s before the router defers an answer.
 */
import { statSync, unwatchFile, watchFile, type Stats } from 'node:fs';
import type { Judge } from '../judge.js';
import type { CatalogOptions } from '../cards/catalog.js';
import type { Logger } from './log.js';
import type { Metrics } from './metrics.js';

export interface CatalogInfo {
  /** Cards in the catalog. */
  cards: number;
  /** When this catalog was loaded (ms since epoch). */
  loadedAt: number;
  /** Modification time of the cards database it came from (ms), or null for the curated set only. */
  cardsDbDate: number | null;
  /** The last reload that failed, and why (cleared by a successful one). */
  lastError: { at: number; reason: string } | null;
  /** Every file the catalog was built from (cards db, name tables, limit list…) and its modification time (ms; null: missing). */
  files: { path: string; modified: number | null }[];
}

/** What the rest of the bot sees of a holder: the judge in use and where it came from. */
export interface CatalogSource {
  readonly current: Judge;
  readonly info: CatalogInfo;
}

/** `O`: what the judge is built from — the card files (cards db, name tables, whatever else the judge reads). */
export interface HolderOptions<O extends CatalogOptions = CatalogOptions> {
  options: O;
  build: (options: O) => Judge;
  logger: Logger;
  metrics?: Metrics | undefined;
  /** A new catalog smaller than this share of the old one is refused (a cut or wrong file). */
  minShare?: number;
}

function mtime(path: string | null | undefined): number | null {
  if (!path) return null;
  try {
    return statSync(path).mtimeMs;
  } catch {
    return null;
  }
}

/** Every file path among the catalog options (cards db, aliases, and whatever tables are added later). */
export function catalogFiles(options: object): string[] {
  return Object.values(options as Record<string, unknown>).filter((v): v is string => typeof v === 'string' && v.length > 0);
}

export class CatalogHolder<O extends CatalogOptions = CatalogOptions> implements CatalogSource {
  private judge: Judge;
  private meta: CatalogInfo;
  private watched: string[] = [];
  private readonly onChange = (cur: Stats, prev: Stats) => {
    if (cur.mtimeMs !== prev.mtimeMs || cur.size !== prev.size || cur.ino !== prev.ino) this.reload('file changed');
  };

  constructor(private readonly opts: HolderOptions<O>) {
    this.judge = opts.build(opts.options);
    this.meta = { cards: this.judge.catalog.size, loadedAt: Date.now(), cardsDbDate: mtime(opts.options.cardsDb), lastError: null, files: this.files() };
    this.publish();
  }

  /** The catalog in use now; take it once per request. */
  get current(): Judge {
    return this.judge;
  }

  get info(): CatalogInfo {
    return { ...this.meta };
  }

  private files(): CatalogInfo['files'] {
    return catalogFiles(this.opts.options).map((path) => ({ path, modified: mtime(path) }));
  }

  /** Builds a new catalog and swaps it in; on any failure keeps the old one. Returns whether it swapped. */
  reload(reason: string): boolean {
    const started = Date.now();
    let next: Judge;
    try {
      next = this.opts.build(this.opts.options);
    } catch (err) {
      return this.refuse(reason, `could not load: ${err instanceof Error ? err.message : String(err)}`);
    }
    const share = this.opts.minShare ?? 0.5;
    if (next.catalog.size < this.judge.catalog.size * share) {
      return this.refuse(reason, `the new catalog has ${next.catalog.size} cards, the one in use ${this.judge.catalog.size}`);
    }
    const before = this.meta.cards;
    this.judge = next; // one assignment: the swap
    this.meta = { cards: next.catalog.size, loadedAt: Date.now(), cardsDbDate: mtime(this.opts.options.cardsDb), lastError: null, files: this.files() };
    this.publish();
    this.opts.metrics?.catalogReloads.inc({ outcome: 'ok' });
    this.opts.logger.info({ event: 'catalog-reload', reason, cards: next.catalog.size, before, ms: Date.now() - started }, 'card catalog reloaded');
    return true;
  }

  private refuse(reason: string, why: string): false {
    this.meta = { ...this.meta, lastError: { at: Date.now(), reason: why } };
    this.opts.metrics?.catalogReloads.inc({ outcome: 'failed' });
    this.opts.logger.error({ event: 'catalog-reload', reason, error: why, cards: this.meta.cards }, 'card catalog reload failed; the catalog in use is kept');
    return false;
  }

  private publish(): void {
    const m = this.opts.metrics;
    if (!m) return;
    m.catalogCards.set(this.meta.cards);
    m.catalogLoaded.set(this.meta.loadedAt / 1000);
    m.catalogDate.set((this.meta.cardsDbDate ?? 0) / 1000);
  }

  /** Polls the catalog's files every `intervalMs` and reloads when one changes. */
  watch(intervalMs = 5000): void {
    this.unwatch();
    this.watched = catalogFiles(this.opts.options);
    for (const f of this.watched) watchFile(f, { interval: intervalMs, persistent: false }, this.onChange);
  }

  unwatch(): void {
    for (const f of this.watched) unwatchFile(f, this.onChange);
    this.watched = [];
  }
}
