/**
 * Builds what every handler shares: the judge (card catalog loaded once, in memory, so autocomplete
 * answers in milliseconds; hot-swapped by a CatalogHolder when the card files change), the state
 * store, the rate limiter, the logger and metrics, and the router over commands/.
 * The judge (or its holder) and the command list are passed in (by the entry points), so this module
 * neither loads the card catalog nor imports commands/ (which imports the bot's helpers: no cycle).
 */
import type { Judge } from '../judge.js';
import { createState, type BotState } from '../store/index.js';
import { RateLimiter } from './ratelimit.js';
import { Router } from './router.js';
import type { BotConfig } from './config.js';
import type { App, CommandModule } from './types.js';
import { createLogger, messageLog, type Logger } from '../ops/log.js';
import type { Metrics } from '../ops/metrics.js';
import type { CatalogSource } from '../ops/catalog.js';
import { instrumentState } from '../ops/store.js';

export interface AppParts {
  /** The pipeline (`createJudge` from src/judge.ts); the entry points build it, tests pass their own. */
  judge?: Judge;
  /** Or a holder whose catalog is swapped on reload (takes precedence over `judge`). */
  catalog?: CatalogSource;
  /** The slash commands (commands/index.ts). */
  commands: readonly CommandModule[];
  state?: BotState;
  /** Plain message log (older call sites and tests); defaults to the logger at level error. */
  log?: (message: string) => void;
  logger?: Logger;
  metrics?: Metrics;
  logInputs?: boolean;
}

export function createApp(config: BotConfig, parts: AppParts): { app: App; router: Router } {
  const holder = parts.catalog;
  const fixed = parts.judge;
  if (!holder && !fixed) throw new Error('createApp needs a judge or a catalog holder');
  const logger = parts.logger ?? createLogger({ token: config.token, level: parts.log ? 'silent' : 'info' });
  const log = parts.log ?? messageLog(logger);
  const state = parts.state ?? createState({ redisUrl: config.redisUrl, file: config.stateDb, log });
  const app: App = {
    config,
    // A getter: each request copies the current judge into its context once (router buildContext).
    get judge(): Judge {
      return holder ? holder.current : fixed!;
    },
    state: instrumentState(state, parts.metrics, logger),
    limiter: new RateLimiter(config.rateLimit.burst, config.rateLimit.perMinute),
    log,
    logger,
    ...(parts.metrics ? { metrics: parts.metrics } : {}),
    ...(holder ? { catalog: holder } : {}),
    logInputs: parts.logInputs ?? false,
  };
  return { app, router: new Router(app, [...parts.commands]) };
}
