/**
 * `npm run serve`: the HTTP interactions endpoint (set Discord's "Interactions Endpoint URL" to
 * https://<host>/interactions). Needs DISCORD_PUBLIC_KEY; listens on PORT (8080).
 */
import { createJudge } from '../judge.js';
import { createApp } from './app.js';
import { commands } from '../../commands/index.js';
import { describeConfig, loadDotEnv, readConfig, redact } from './config.js';
import { createEndpoint } from './http.js';
import { createRest } from './responders.js';
import { publicKeyFromHex } from './verify.js';

loadDotEnv();
const config = readConfig();
const log = (m: string) => console.error(`[ocg-judge] ${redact(m, config.token)}`);
if (!config.publicKey) {
  log('DISCORD_PUBLIC_KEY is not set (see .env.example).');
  process.exit(1);
}
const judge = createJudge({ cardsDb: config.cardsDb, aliasesDb: config.aliasesDb, lflist: config.lflist, enCardsDb: config.enCardsDb });
const { app, router } = createApp(config, { judge, commands, log });
const server = createEndpoint({ router, publicKey: publicKeyFromHex(config.publicKey), rest: createRest(config.apiBase), log });
server.listen(config.port, config.host, () => log(`listening on ${config.host}:${config.port}/interactions; ${describeConfig(config)}`));
const stop = () => server.close(async () => {
  await app.state.close();
  process.exit(0);
});
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
