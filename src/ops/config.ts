/**
 * The operations settings (logs, metrics, fresh cards), read beside the bot's own configuration
 * (src/bot/config.ts) so each can be validated on its own. `.env.example` lists them.
 */
import { levelFrom, logInputsFrom } from './log.js';

export interface OpsConfig {
  logLevel: string;
  /** LOG_INPUTS=1: log users' text itself, not only its hash. */
  logInputs: boolean;
  /** Port of the /metrics + /health server of the gateway bot (null: none). The HTTP endpoint serves both on its own port. */
  metricsPort: number | null;
  metricsHost: string;
  /** Download a new cards db every this many hours inside the process (null: never; use the systemd timer or cron). */
  cardsUpdateHours: number | null;
  cardsDbUrl: string | null;
  /** How often the catalog files are polled for a change, in seconds (0: no watching; SIGHUP still reloads). */
  cardsWatchSeconds: number;
}

/** Reads the operations settings; `errors` says, one line each, what is wrong and how to fix it. */
export function readOpsConfig(env: NodeJS.ProcessEnv = process.env): { config: OpsConfig; errors: string[] } {
  const errors: string[] = [];
  const num = (name: string, fallback: number | null, check: (n: number) => boolean, hint: string): number | null => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const n = Number(raw);
    if (!Number.isFinite(n) || !check(n)) {
      errors.push(`${name}=${raw} is not valid: ${hint}`);
      return fallback;
    }
    return n;
  };
  const level = env.LOG_LEVEL?.trim();
  if (level && levelFrom(level) !== level.toLowerCase()) errors.push(`LOG_LEVEL=${level} is not valid: use trace, debug, info, warn, error, fatal or silent`);
  const port = num('METRICS_PORT', null, (n) => Number.isInteger(n) && n > 0 && n < 65536, 'a port number 1–65535, or empty for none');
  return {
    config: {
      logLevel: levelFrom(level),
      logInputs: logInputsFrom(env),
      metricsPort: port,
      metricsHost: env.METRICS_HOST?.trim() || '0.0.0.0',
      cardsUpdateHours: num('CARDS_UPDATE_HOURS', null, (n) => n >= 1 && n <= 24 * 30, 'hours between downloads, at least 1 (empty: never)'),
      cardsDbUrl: env.CARDS_DB_URL?.trim() || null,
      cardsWatchSeconds: num('CARDS_WATCH_SECONDS', 30, (n) => n >= 0 && n <= 3600, 'seconds between checks of the card files, 0 to only reload on SIGHUP') ?? 30,
    },
    errors,
  };
}
