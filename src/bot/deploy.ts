/**
 * Registers the slash commands with Discord (PUT replaces the whole set): to one guild when a guild
 * id is given (instant, for development), else globally (may take up to an hour to show everywhere).
 *
 * Every command is installable to a server and to a user's account (integration_types 0 and 1), and
 * usable in servers, the bot's DM and other DMs/group DMs (contexts 0, 1, 2) — so a judge can install
 * the bot for themselves and use it in any tournament server — unless its definition says otherwise
 * (/settings: server installs only).
 */
import type { REST } from 'discord.js';
import type { CommandModule } from './types.js';

/** Discord's ApplicationIntegrationType: GuildInstall, UserInstall. */
export const ALL_INSTALLS = [0, 1];
/** Discord's InteractionContextType: Guild, BotDM, PrivateChannel. */
export const ALL_CONTEXTS = [0, 1, 2];

/** The command definitions as registered: install types and contexts filled in where not set. */
export function registeredDefinitions(commands: readonly CommandModule[]): Record<string, unknown>[] {
  return commands.map((c) => ({ integration_types: ALL_INSTALLS, contexts: ALL_CONTEXTS, ...c.definition }));
}

export async function deployCommands(rest: REST, commands: readonly CommandModule[], applicationId: string, guildId: string | null): Promise<string[]> {
  const route = guildId
    ? (`/applications/${applicationId}/guilds/${guildId}/commands` as const)
    : (`/applications/${applicationId}/commands` as const);
  const result = (await rest.put(route, { body: registeredDefinitions(commands) })) as { name: string }[];
  return result.map((c) => c.name);
}
