/**
 * `npm start`: the bot on Discord's gateway. With SHARDS set ('auto' or a number), this process becomes
 * a discord.js ShardingManager that runs this same file once per shard; state is then meant to live in
 * Redis (REDIS_URL) so every shard sees it.
 */
import { fileURLToPath } from 'node:url';
import { ShardingManager } from 'discord.js';
import { createJudge } from '../judge.js';
import { createApp } from './app.js';
import { commands } from '../../commands/index.js';
import { checkConfig, describeConfig, exitOnProblems, loadDotEnv, readConfig } from './config.js';
import { createGatewayClient } from './gateway.js';
import { createLog } from './log.js';

loadDotEnv();
// A configuration mistake is one line and exit code 2, before anything starts.
exitOnProblems(checkConfig(process.env, 'gateway'));
const config = readConfig();
const log = createLog(config.token);

// SHARDS (and SHARD_COUNT) are ours outside a ShardingManager, but discord.js's Client also reads
// them from the environment (and JSON-parses SHARDS: an empty `SHARDS=` copied from .env.example
// crashed it). Inside a shard process, the manager sets them for the Client: leave them.
if (process.env.SHARDING_MANAGER !== 'true') {
  delete process.env.SHARDS;
  delete process.env.SHARD_COUNT;
}

if (config.shards !== null) {
  if (!config.redisUrl) log('SHARDS is set without REDIS_URL: shards share the SQLite file (one machine only).');
  const manager = new ShardingManager(fileURLToPath(import.meta.url), { token: config.token!, totalShards: config.shards });
  manager.on('shardCreate', (shard) => log(`shard ${shard.id} launched`));
  await manager.spawn();
} else {
  log(`starting: ${describeConfig(config)}`);
  const judge = createJudge({ cardsDb: config.cardsDb, aliasesDb: config.aliasesDb, lflist: config.lflist, enCardsDb: config.enCardsDb });
  const { app, router } = createApp(config, { judge, commands, log });
  void app.state.getChain('startup-check').catch((err: unknown) => log(`state store not reachable at start: ${String(err)} (live chains unavailable until it is)`));
  const client = createGatewayClient(router, { apiBase: config.apiBase });
  client.once('clientReady', (c) => log(`ready as ${c.user.tag}${c.shard ? ` (shards ${c.shard.ids.join(',')})` : ''}`));
  const stop = async () => {
    await client.destroy();
    await app.state.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await client.login(config.token!);
}
