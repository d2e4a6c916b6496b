/**
 * `npm run serve`: the HTTP interactions endpoint (set Discord's "Interactions Endpoint URL" to
 * https://<host>/interactions). Needs DISCORD_PUBLIC_KEY; listens on PORT (8080).
 */
import { createJudge } from '../judge.js';
import { createApp } from './app.js';
import { commands } from '../../commands/index.js';
import { checkConfig, describeConfig, EXIT_CONFIG, exitOnProblems, loadDotEnv, readConfig } from './config.js';
import { createEndpoint } from './http.js';
import { createLog } from './log.js';
import { createRest } from './responders.js';
import { publicKeyFromHex } from './verify.js';

loadDotEnv();
// A configuration mistake is one line and exit code 2, before anything starts.
exitOnProblems(checkConfig(process.env, 'serve'));
const config = readConfig();
const log = createLog(config.token);
const judge = createJudge({ cardsDb: config.cardsDb, aliasesDb: config.aliasesDb, lflist: config.lflist, enCardsDb: config.enCardsDb });
const { app, router } = createApp(config, { judge, commands, log });
const server = createEndpoint({ router, publicKey: publicKeyFromHex(config.publicKey!), rest: createRest(config.apiBase), log });
server.once('error', (err: NodeJS.ErrnoException) => {
  // Only listening can fail here (requests have their own handler): a port taken or not allowed.
  const why =
    err.code === 'EADDRINUSE'
      ? `PORT=${config.port} is already in use on ${config.host}: stop the other process there, or set PORT to a free port.`
      : err.code === 'EACCES'
        ? `PORT=${config.port} needs privileges on this system: use a port above 1023 (and a reverse proxy for 443).`
        : err.code === 'EADDRNOTAVAIL'
          ? `HOST=${config.host} is not an address of this machine: use 0.0.0.0, 127.0.0.1 or one of its addresses.`
          : `cannot listen on ${config.host}:${config.port} (${err.message}): check HOST and PORT.`;
  process.stderr.write(`ocg-judge: ${why}\n`);
  process.exit(EXIT_CONFIG);
});
server.listen(config.port, config.host, () => log(`listening on ${config.host}:${config.port}/interactions; ${describeConfig(config)}`));
const stop = () => server.close(async () => {
  await app.state.close();
  process.exit(0);
});
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
