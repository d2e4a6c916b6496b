/**
 * `npm run deploy-commands`: registers every command of commands/ with Discord — to one guild when
 * GUILD_ID is set (instant, for development), else globally. Replaces the whole set (PUT).
 */
import { commands } from '../../commands/index.js';
import { loadDotEnv, readConfig, redact } from './config.js';
import { createRest } from './responders.js';

loadDotEnv();
const config = readConfig();
if (!config.token || !config.applicationId) {
  console.error('DISCORD_TOKEN and DISCORD_APPLICATION_ID must be set (see .env.example).');
  process.exit(1);
}
const rest = createRest(config.apiBase, config.token);
const route = config.guildId
  ? (`/applications/${config.applicationId}/guilds/${config.guildId}/commands` as const)
  : (`/applications/${config.applicationId}/commands` as const);
try {
  const result = (await rest.put(route, { body: commands.map((c) => c.definition) })) as { name: string }[];
  console.log(`registered ${result.length} commands ${config.guildId ? `in guild ${config.guildId}` : 'globally'}: ${result.map((c) => c.name).join(', ')}`);
} catch (err) {
  console.error(`registration failed: ${redact(String(err), config.token)}`);
  process.exit(1);
}
