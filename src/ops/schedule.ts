/**
 * CARDS_UPDATE_HOURS: the running process downloads a new cards db every N hours (the same atomic
 * download as `npm run cards:update`) and reloads its catalog from it. A failed download keeps the
 * file and the catalog in use and logs why. The first run comes a minute after start when the file is
 * missing or older than N hours, then every N hours.
 *
 * Run it in one process per machine (the gateway bot, say): the others sharing the file (the HTTP
 * endpoint, other shards) see the renamed file through their watch and reload too. Without it, a
 * systemd timer or cron runs `npm run cards:update` (deploy/ocg-judge-cards.timer) — same effect.
 */
import { statSync } from 'node:fs';
import { updateCardsDb, DEFAULT_CARDS_DB_URL } from '../cards/import/update.js';
import type { CatalogHolder } from './catalog.js';
import type { Logger } from './log.js';

export interface ScheduleOptions {
  hours: number;
  dest: string;
  url?: string | null;
  holder: CatalogHolder;
  logger: Logger;
  /** For tests: the download (default: updateCardsDb). */
  update?: typeof updateCardsDb;
  /** First run after this many ms when the file is stale (default 60 s). */
  firstDelayMs?: number;
}

export interface Scheduled {
  /** Runs one update now (what the timer calls). */
  runOnce(): Promise<boolean>;
  stop(): void;
}

export function scheduleCardsUpdate(opts: ScheduleOptions): Scheduled {
  const every = opts.hours * 3_600_000;
  const update = opts.update ?? updateCardsDb;
  let running = false;
  const runOnce = async (): Promise<boolean> => {
    if (running) return false;
    running = true;
    try {
      const r = await update({ url: opts.url ?? DEFAULT_CARDS_DB_URL, dest: opts.dest });
      opts.logger.info({ event: 'cards-update', cards: r.cards, bytes: r.bytes, dest: r.dest }, 'cards db downloaded');
      return opts.holder.reload('scheduled update');
    } catch (err) {
      opts.logger.error({ event: 'cards-update', error: err instanceof Error ? err.message : String(err) }, 'cards db download failed; the file and the catalog in use are kept');
      return false;
    } finally {
      running = false;
    }
  };
  let age = Infinity;
  try {
    age = Date.now() - statSync(opts.dest).mtimeMs;
  } catch {
    /* missing: download soon */
  }
  const first = setTimeout(() => void runOnce(), age >= every ? (opts.firstDelayMs ?? 60_000) : every - age);
  const timer = setInterval(() => void runOnce(), every);
  first.unref();
  timer.unref();
  return {
    runOnce,
    stop() {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
