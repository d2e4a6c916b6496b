/**
 * `npm run serve`: the HTTP interactions endpoint (set Discord's "Interactions Endpoint URL" to
 * https://<host>/interactions). Needs DISCORD_PUBLIC_KEY; listens on PORT (8080), where it also serves
 * GET /health and GET /metrics. Logs are JSON lines on stderr; SIGHUP reloads the card catalog.
 */
import { createApp } from './app.js';
import { commands } from '../../commands/index.js';
import { describeConfig, loadDotEnv, readConfig } from './config.js';
import { createEndpoint } from './http.js';
import { createRest } from './responders.js';
import { publicKeyFromHex } from './verify.js';
import { createLogger } from '../ops/log.js';
import { bootOps } from '../ops/boot.js';

loadDotEnv();
const config = readConfig();
if (!config.publicKey) {
  createLogger({ name: 'http' }).fatal('DISCORD_PUBLIC_KEY is not set (see .env.example).');
  process.exit(1);
}
const boot = bootOps(config, 'http', { cardsDb: config.cardsDb, aliasesDb: config.aliasesDb });
const { logger, metrics, catalog, ops } = boot;
const { app, router } = createApp(config, { catalog, commands, logger, metrics, logInputs: ops.logInputs });
const server = createEndpoint({ router, publicKey: publicKeyFromHex(config.publicKey), rest: createRest(config.apiBase), log: app.log });
server.listen(config.port, config.host, () =>
  logger.info({ event: 'listening', host: config.host, port: config.port }, `listening on ${config.host}:${config.port}/interactions; ${describeConfig(config)}`),
);
const stop = () => {
  boot.stop();
  server.close(async () => {
    await app.state.close();
    process.exit(0);
  });
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
