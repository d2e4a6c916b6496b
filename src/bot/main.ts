/**
 * `npm start`: the bot on Discord's gateway. With SHARDS set ('auto' or a number), this process becomes
 * a discord.js ShardingManager that runs this same file once per shard; state is then meant to live in
 * Redis (REDIS_URL) so every shard sees it.
 *
 * Logs are JSON lines on stderr (src/ops/log.ts). With METRICS_PORT set, /metrics and /health are
 * served there (each shard on METRICS_PORT + its shard id). SIGHUP reloads the card catalog.
 */
import { fileURLToPath } from 'node:url';
import { ShardingManager } from 'discord.js';
import { createApp } from './app.js';
import { commands } from '../../commands/index.js';
import { checkConfig, describeConfig, exitOnProblems, loadDotEnv, readConfig } from './config.js';
import { createGatewayClient } from './gateway.js';
import { createLogger } from '../ops/log.js';
import { bootOps } from '../ops/boot.js';
import { createOpsServer } from '../ops/server.js';

loadDotEnv();
// A configuration mistake is one line and exit code 2, before anything starts.
exitOnProblems(checkConfig(process.env, 'gateway'));
const config = readConfig();

// SHARDS (and SHARD_COUNT) are ours outside a ShardingManager, but discord.js's Client also reads
// them from the environment (and JSON-parses SHARDS: an empty `SHARDS=` copied from .env.example
// crashed it). Inside a shard process, the manager sets them for the Client: leave them.
const shardId = process.env.SHARDING_MANAGER === 'true' ? Number(process.env.SHARDS ?? 0) : null;
if (process.env.SHARDING_MANAGER !== 'true') {
  delete process.env.SHARDS;
  delete process.env.SHARD_COUNT;
}

if (config.shards !== null) {
  const logger = createLogger({ name: 'shard-manager', token: config.token, level: process.env.LOG_LEVEL });
  if (!config.redisUrl) logger.warn('SHARDS is set without REDIS_URL: shards share the SQLite file (one machine only).');
  const manager = new ShardingManager(fileURLToPath(import.meta.url), { token: config.token!, totalShards: config.shards });
  manager.on('shardCreate', (shard) => logger.info({ shard: shard.id }, `shard ${shard.id} launched`));
  // A SIGHUP to the manager reaches every shard (each reloads its own catalog).
  process.on('SIGHUP', () => {
    for (const shard of manager.shards.values()) shard.process?.kill('SIGHUP');
  });
  await manager.spawn();
} else {
  const boot = bootOps(config, shardId === null ? 'bot' : `bot-shard-${shardId}`, { cardsDb: config.cardsDb, aliasesDb: config.aliasesDb, lflist: config.lflist, enCardsDb: config.enCardsDb });
  const { logger, metrics, catalog, ops } = boot;
  logger.info({ event: 'start' }, `starting: ${describeConfig(config)}`);
  const { app, router } = createApp(config, { catalog, commands, logger, metrics, logInputs: ops.logInputs });
  void app.state.getChain('startup-check').catch((err: unknown) => logger.warn(`state store not reachable at start: ${String(err)} (live chains unavailable until it is)`));
  const client = createGatewayClient(router, { apiBase: config.apiBase });
  client.once('clientReady', (c) => logger.info({ event: 'ready', shards: c.shard?.ids ?? null }, `ready as ${c.user.tag}`));
  const opsServer = ops.metricsPort ? createOpsServer(app) : null;
  if (opsServer && ops.metricsPort) {
    const port = ops.metricsPort + (shardId ?? 0);
    opsServer.on('error', (err) => logger.error({ err, port }, 'metrics server failed to listen; the bot runs on without it'));
    opsServer.listen(port, ops.metricsHost, () => logger.info({ port }, `metrics and health on ${ops.metricsHost}:${port}`));
  }
  const stop = async () => {
    boot.stop();
    opsServer?.close();
    await client.destroy();
    await app.state.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    await client.login(config.token!);
  } catch (err) {
    // A wrong token or no route to Discord: one line (token removed by the logger), not a stack trace.
    logger.fatal({ event: 'login-failed', error: err instanceof Error ? err.message : String(err) }, 'could not log in to Discord (check DISCORD_TOKEN and the network)');
    boot.stop();
    opsServer?.close();
    await app.state.close().catch(() => {});
    process.exit(1);
  }
}
