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
import { describeConfig, loadDotEnv, readConfig, redact } from './config.js';
import { createGatewayClient } from './gateway.js';

loadDotEnv();
const config = readConfig();
const log = (m: string) => console.error(`[ocg-judge] ${redact(m, config.token)}`);

if (!config.token) {
  log('DISCORD_TOKEN is not set (see .env.example).');
  process.exit(1);
}

if (config.shards !== null) {
  if (!config.redisUrl) log('SHARDS is set without REDIS_URL: shards share the SQLite file (one machine only).');
  const manager = new ShardingManager(fileURLToPath(import.meta.url), { token: config.token, totalShards: config.shards });
  manager.on('shardCreate', (shard) => log(`shard ${shard.id} launched`));
  await manager.spawn();
} else {
  log(`starting: ${describeConfig(config)}`);
  const judge = createJudge({ cardsDb: config.cardsDb, aliasesDb: config.aliasesDb, lflist: config.lflist, enCardsDb: config.enCardsDb });
  const { app, router } = createApp(config, { judge, commands, log });
  const client = createGatewayClient(router, { apiBase: config.apiBase });
  client.once('clientReady', (c) => log(`ready as ${c.user.tag}${c.shard ? ` (shards ${c.shard.ids.join(',')})` : ''}`));
  const stop = async () => {
    await client.destroy();
    await app.state.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await client.login(config.token);
}
