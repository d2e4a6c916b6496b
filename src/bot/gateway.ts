/**
 * The gateway way in, the discord.js way: a Client with the Guilds intent only (no privileged intent;
 * it keeps servers, channels and threads cached, so a thread's parent channel is known), taking
 * interactions from the `interactionCreate` event as discord.js Interaction objects and answering with
 * their own methods (`reply`, `deferReply`, `editReply`, `deleteReply`, `followUp`, `update`,
 * `respond`) — the library's handling, rate limits and API-version changes included.
 *
 * The router stays shared with the HTTP endpoint: it reads the slice of interaction JSON in ./types.ts,
 * which `toRaw` builds from the Interaction object's public fields.
 */
import {
  Client,
  Events,
  GatewayIntentBits,
  type AutocompleteInteraction,
  type BaseInteraction,
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  type CommandInteractionOption,
  type InteractionReplyOptions,
} from 'discord.js';
import { redact } from './config.js';
import type { Responder, Router } from './router.js';
import { ResponseType, type RawInteraction, type RawOption } from './types.js';

export interface GatewayOptions {
  /** REST API base (tests point it at a stand-in). */
  apiBase?: string | null;
  /** Time before the router defers an answer (default 2 s; tests shorten it). */
  deferAfterMs?: number;
}

function options(list: readonly CommandInteractionOption[]): RawOption[] {
  return list.map((o) => ({
    name: o.name,
    type: o.type,
    ...(o.value !== undefined && o.value !== null ? { value: o.value } : {}),
    ...(o.focused ? { focused: true } : {}),
    ...(o.options ? { options: options(o.options) } : {}),
  }));
}

/** The interaction's fields the router reads, from discord.js's Interaction object. */
export function toRaw(i: BaseInteraction): RawInteraction {
  const member = i.member as unknown as { permissions?: unknown; roles?: string[] | { cache: Map<string, unknown> } } | null;
  const roles = !member?.roles ? [] : Array.isArray(member.roles) ? member.roles : [...member.roles.cache.keys()];
  const channel = i.channel;
  const raw: RawInteraction = {
    id: i.id,
    application_id: i.applicationId,
    type: i.type,
    token: (i as { token?: string }).token ?? '',
    ...(i.guildId ? { guild_id: i.guildId } : {}),
    ...(i.channelId ? { channel_id: i.channelId } : {}),
    ...(i.channelId
      ? {
          channel: {
            id: i.channelId,
            ...(channel ? { type: channel.type } : {}),
            ...(channel && 'parentId' in channel ? { parent_id: channel.parentId } : {}),
          },
        }
      : {}),
    ...(i.inGuild() || member
      ? {
          member: {
            user: { id: i.user.id, username: i.user.username },
            ...(i.memberPermissions ? { permissions: i.memberPermissions.bitfield.toString() } : {}),
            roles,
          },
        }
      : { user: { id: i.user.id, username: i.user.username } }),
    locale: i.locale,
    ...(i.guildLocale ? { guild_locale: i.guildLocale } : {}),
  };
  if (i.isChatInputCommand() || i.isAutocomplete()) {
    raw.data = { id: i.commandId, name: i.commandName, type: 1, options: options(i.options.data) };
    // Files attached to options (an attachment option's value is the file's id): as Discord sends them.
    const files = i.isChatInputCommand() ? i.options.resolved?.attachments : undefined;
    if (files?.size) {
      const attachments: Record<string, RawAttachment> = {};
      for (const [id, a] of files) {
        attachments[id] = { id, filename: a.name, size: a.size, url: a.url, ...(a.contentType ? { content_type: a.contentType } : {}) };
      }
      (raw.data as { resolved?: { attachments: Record<string, RawAttachment> } }).resolved = { attachments };
    }
  } else if (i.isMessageComponent()) {
    raw.data = { custom_id: i.customId, component_type: i.componentType };
    raw.message = { id: i.message.id, flags: i.message.flags.bitfield };
  }
  return raw;
}

/** Mentions parse nothing, ever (the router also sends allowed_mentions: { parse: [] } in raw JSON). */
const NONE: { parse: [] } = { parse: [] };

/** A file uploaded with a message (a chain picture): an embed shows it as `attachment://<name>`. */
export interface UploadFile {
  name: string;
  data: Buffer;
}

const uploads = (files?: UploadFile[]) => (files?.length ? { files: files.map((f) => ({ attachment: f.data, name: f.name })) } : {});

/** A file attached to a command option, in Discord's JSON (`data.resolved.attachments`). */
interface RawAttachment {
  id: string;
  filename: string;
  size: number;
  url: string;
  content_type?: string;
}

type Body = { content?: string; embeds?: unknown[]; components?: unknown[]; flags?: number; allowed_mentions?: unknown };

/** The router's message JSON as discord.js reply options (raw embeds and components pass through). */
function replyOptions(body: unknown): InteractionReplyOptions {
  const b = (body ?? {}) as Body;
  return {
    ...(b.content !== undefined ? { content: b.content } : {}),
    ...(b.embeds ? { embeds: b.embeds as InteractionReplyOptions['embeds'] } : {}),
    ...(b.components ? { components: b.components as InteractionReplyOptions['components'] } : {}),
    ...(b.flags ? { flags: b.flags as InteractionReplyOptions['flags'] } : {}),
    allowedMentions: NONE,
  };
}

type Answerable = ChatInputCommandInteraction | ButtonInteraction | AutocompleteInteraction;

/** Where the router's responses go: the Interaction object's own methods. */
export function interactionResponder(i: Answerable): Responder {
  const msg = i as ChatInputCommandInteraction | ButtonInteraction;
  return {
    async respond(response) {
      const { type, data } = response as { type: number; data?: { flags?: number; choices?: { name: string; value: string }[] } };
      if (type === ResponseType.Choices) {
        if (i.isAutocomplete()) await i.respond(data?.choices ?? []);
        return;
      }
      if (type === ResponseType.Deferred) {
        await msg.deferReply(data?.flags ? { flags: data.flags as never } : {});
        return;
      }
      if (type === ResponseType.UpdateMessage && i.isButton()) {
        const o = replyOptions(data);
        await i.update({ ...(o.content !== undefined ? { content: o.content } : {}), embeds: o.embeds ?? [], components: o.components ?? [], allowedMentions: NONE });
        return;
      }
      if (type === ResponseType.DeferredUpdate && i.isButton()) {
        await i.deferUpdate();
        return;
      }
      await msg.reply(replyOptions(data));
    },
    async editOriginal(message: unknown, files?: UploadFile[]) {
      const o = replyOptions(message);
      await msg.editReply({ ...(o.content !== undefined ? { content: o.content } : {}), embeds: o.embeds ?? [], components: o.components ?? [], allowedMentions: NONE, ...uploads(files) });
    },
    async deleteOriginal() {
      await msg.deleteReply();
    },
    async followUp(message: unknown, files?: UploadFile[]) {
      await msg.followUp({ ...replyOptions(message), ...uploads(files) });
    },
  };
}

export function createGatewayClient(router: Router, opts: GatewayOptions = {}): Client {
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    allowedMentions: NONE,
    ...(opts.apiBase ? { rest: { api: opts.apiBase } } : {}),
  });
  const token = router.app.config.token;
  client.on(Events.InteractionCreate, (interaction) => {
    const receivedAt = Date.now();
    if (!interaction.isChatInputCommand() && !interaction.isAutocomplete() && !interaction.isButton()) return;
    router.route(toRaw(interaction), interactionResponder(interaction), { receivedAt, ...(opts.deferAfterMs !== undefined ? { deferAfterMs: opts.deferAfterMs } : {}) }).catch((err: unknown) => {
      router.app.log(`interaction ${interaction.id} failed: ${redact(String(err), token)}`);
    });
  });
  client.on(Events.Error, (err) => router.app.log(`client error: ${redact(String(err), token)}`));
  return client;
}
