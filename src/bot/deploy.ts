/**
 * Registers the slash commands with Discord (PUT replaces the whole set): to one guild when a guild
 * id is given (instant, for development), else globally (may take up to an hour to show everywhere).
 */
import type { REST } from 'discord.js';
import type { CommandModule } from './types.js';

export async function deployCommands(rest: REST, commands: readonly CommandModule[], applicationId: string, guildId: string | null): Promise<string[]> {
  const route = guildId
    ? (`/applications/${applicationId}/guilds/${guildId}/commands` as const)
    : (`/applications/${applicationId}/commands` as const);
  const result = (await rest.put(route, { body: commands.map((c) => c.definition) })) as { name: string }[];
  return result.map((c) => c.name);
}
