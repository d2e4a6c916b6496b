/**
 * Builds what every handler shares: the judge (card catalog loaded once, in memory, so autocomplete
 * answers in milliseconds), the state store, the rate limiter, and the router over the commands.
 * The judge and the command list are passed in (by the entry points), so this module neither loads
 * the card catalog nor imports commands/ (which imports the bot's helpers: no cycle).
 */
import type { Judge } from '../judge.js';
import { createState, type BotState } from '../store/index.js';
import { RateLimiter } from './ratelimit.js';
import { Router } from './router.js';
import type { BotConfig } from './config.js';
import { createLog } from './log.js';
import type { App, CommandModule } from './types.js';

export interface AppParts {
  /** The pipeline (`createJudge` from src/judge.ts); the entry points build it, tests pass their own. */
  judge: Judge;
  /** The slash commands (commands/index.ts). */
  commands: readonly CommandModule[];
  state?: BotState;
  log?: (message: string) => void;
}

export function createApp(config: BotConfig, parts: AppParts): { app: App; router: Router } {
  const log = parts.log ?? createLog(config.token);
  const app: App = {
    config,
    judge: parts.judge,
    state: parts.state ?? createState({ redisUrl: config.redisUrl, file: config.stateDb, log }),
    limiter: new RateLimiter(config.rateLimit.burst, config.rateLimit.perMinute),
    log,
  };
  return { app, router: new Router(app, [...parts.commands]) };
}
