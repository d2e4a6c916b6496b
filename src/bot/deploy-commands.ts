/**
 * `npm run deploy-commands`: registers every command of commands/ with Discord — to one guild when
 * GUILD_ID is set (instant, for development), else globally.
 */
import { loadDotEnv, readConfig, redact } from './config.js';
import { deployCommands } from './deploy.js';
import { createRest } from './responders.js';
import { commands } from '../../commands/index.js';

loadDotEnv();
const config = readConfig();
if (!config.token || !config.applicationId) {
  console.error('DISCORD_TOKEN and DISCORD_APPLICATION_ID must be set (see .env.example).');
  process.exit(1);
}
try {
  const names = await deployCommands(createRest(config.apiBase, config.token), commands, config.applicationId, config.guildId);
  console.log(`registered ${names.length} commands ${config.guildId ? `in guild ${config.guildId}` : 'globally'}: ${names.join(', ')}`);
} catch (err) {
  console.error(`registration failed: ${redact(String(err), config.token)}`);
  process.exit(1);
}
