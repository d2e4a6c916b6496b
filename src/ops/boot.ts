/**
 * What both entry points (gateway bot, HTTP endpoint) set up besides Discord: the logger, the metrics,
 * the card catalog that reloads without a restart (SIGHUP, file watch, CARDS_UPDATE_HOURS).
 */
import { createJudge } from '../judge.js';
import type { BotConfig } from '../bot/config.js';
/** The options createJudge takes (the card files). */
type JudgeOptions = NonNullable<Parameters<typeof createJudge>[0]>;
import { readOpsConfig, type OpsConfig } from './config.js';
import { CatalogHolder } from './catalog.js';
import { createLogger, type Logger } from './log.js';
import { Metrics } from './metrics.js';
import { scheduleCardsUpdate, type Scheduled } from './schedule.js';
import { DEFAULT_DEST } from '../cards/import/update.js';

export interface Ops {
  ops: OpsConfig;
  logger: Logger;
  metrics: Metrics;
  catalog: CatalogHolder<JudgeOptions>;
  schedule: Scheduled | null;
  stop(): void;
}

/**
 * Reads the ops settings (on a bad one: one line per problem, exit code 2) and loads the catalog from
 * `catalog` — every file among its options (cards db, name tables, limit list…) is watched and reloaded.
 */
export function bootOps(config: BotConfig, name: string, catalogOptions: JudgeOptions, env: NodeJS.ProcessEnv = process.env): Ops {
  const { config: ops, errors } = readOpsConfig(env);
  const logger = createLogger({ level: ops.logLevel, token: config.token, name });
  if (errors.length) {
    for (const e of errors) logger.fatal(`configuration: ${e}`);
    process.exit(2);
  }
  const metrics = new Metrics();
  const catalog = new CatalogHolder<JudgeOptions>({
    options: catalogOptions,
    build: createJudge,
    logger,
    metrics,
  });
  logger.info({ event: 'catalog-loaded', ...catalog.info }, 'card catalog loaded');
  if (ops.cardsWatchSeconds > 0) catalog.watch(ops.cardsWatchSeconds * 1000);
  const onHup = () => {
    logger.info({ event: 'sighup' }, 'SIGHUP: reloading the card catalog');
    catalog.reload('SIGHUP');
  };
  process.on('SIGHUP', onHup);
  let schedule: Scheduled | null = null;
  if (ops.cardsUpdateHours) {
    const dest = config.cardsDb ?? DEFAULT_DEST;
    if (!config.cardsDb) logger.warn(`CARDS_UPDATE_HOURS is set without CARDS_DB: downloading to ${dest}, which the catalog does not read until CARDS_DB=${dest}`);
    schedule = scheduleCardsUpdate({ hours: ops.cardsUpdateHours, dest, url: ops.cardsDbUrl, holder: catalog, logger });
  }
  return {
    ops,
    logger,
    metrics,
    catalog,
    schedule,
    stop() {
      catalog.unwatch();
      schedule?.stop();
      process.off('SIGHUP', onHup);
    },
  };
}
