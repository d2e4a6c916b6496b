/**
 * The slice of Discord's raw interaction JSON the bot reads, and what handlers give back. Raw JSON is
 * the common ground of the two ways in: the HTTP endpoint receives it as is, and the gateway client
 * hands over the same object from its INTERACTION_CREATE dispatch.
 */
import type { Lang } from '../i18n/text.js';
import type { Judge } from '../judge.js';
import type { BotState } from '../store/index.js';
import type { Embed } from '../answer/render/discord.js';
import type { BotConfig } from './config.js';
import type { RateLimiter } from './ratelimit.js';

export const InteractionType = { Ping: 1, Command: 2, Component: 3, Autocomplete: 4, Modal: 5 } as const;
export const ResponseType = {
  Pong: 1,
  Message: 4,
  Deferred: 5,
  DeferredUpdate: 6,
  UpdateMessage: 7,
  Choices: 8,
} as const;
export const OptionType = { Subcommand: 1, Group: 2, String: 3, Integer: 4, Boolean: 5, Attachment: 11 } as const;
export const EPHEMERAL = 1 << 6;

/** Permission bits we check (Discord permission flags). */
export const Permission = { ManageChannels: 1n << 4n, ManageGuild: 1n << 5n, ManageMessages: 1n << 13n, Administrator: 1n << 3n };

export interface RawUser {
  id: string;
  username?: string;
  global_name?: string | null;
}

export interface RawOption {
  name: string;
  type: number;
  value?: string | number | boolean;
  focused?: boolean;
  options?: RawOption[];
}

/** A file attached to a command option (the option's value is its id, in `data.resolved.attachments`). */
export interface RawAttachment {
  id: string;
  filename?: string;
  size?: number;
  url: string;
  content_type?: string;
}

export interface RawInteraction {
  id: string;
  application_id: string;
  type: number;
  token: string;
  version?: number;
  data?: {
    id?: string;
    name?: string;
    type?: number;
    options?: RawOption[];
    custom_id?: string;
    component_type?: number;
    resolved?: { attachments?: Record<string, RawAttachment> };
  };
  guild_id?: string;
  channel_id?: string;
  channel?: { id: string };
  member?: { user: RawUser; permissions?: string };
  user?: RawUser;
  locale?: string;
  guild_locale?: string;
  message?: { id: string; flags?: number };
}

export interface Choice {
  name: string;
  value: string;
}

/** A file uploaded with a message (multipart/form-data), e.g. the PNG of a chain. */
export interface OutFile {
  name: string;
  /**
   * The bytes, or a function making them: the router calls it only after the deferral has gone out,
   * so slow work (a first chain picture) never holds up the first response.
   */
  data: Buffer | (() => Buffer);
}

export interface OutMessage {
  content?: string;
  embeds?: Embed[];
  components?: unknown[];
  /** Uploaded with the message; an embed shows one with `attachment://<name>`. */
  files?: OutFile[];
}

export type Reply =
  | { kind: 'message'; ephemeral: boolean; messages: OutMessage[] }
  /** A component's answer: replace the message the button is on. */
  | { kind: 'update'; message: OutMessage }
  | { kind: 'choices'; choices: Choice[] };

/** What every handler may use; built once per process. */
export interface App {
  judge: Judge;
  state: BotState;
  limiter: RateLimiter;
  config: BotConfig;
  log: (message: string) => void;
}

export interface Context {
  app: App;
  raw: RawInteraction;
  userId: string;
  channelId: string | null;
  guildId: string | null;
  /** Member permissions in this channel; null in a DM. */
  permissions: bigint | null;
  /** The reader's language: the command's lang option, else channel, guild, user locale. */
  lang: Lang;
  subcommand: string | null;
  options: Map<string, string | number | boolean>;
  /** The option being typed (autocomplete only). */
  focused: { name: string; value: string } | null;
}

export interface CommandModule {
  /** The command as registered with Discord (raw JSON, localized names and descriptions). */
  definition: { name: string; [key: string]: unknown };
  handle(ctx: Context): Reply | Promise<Reply>;
  autocomplete?(ctx: Context): Choice[] | Promise<Choice[]>;
  /** Buttons whose custom_id starts with `<name>:`. */
  component?(ctx: Context, customId: string): Reply | Promise<Reply>;
  /** Whether the answer will be ephemeral, known before it is computed (so a deferral matches). */
  ephemeral?(ctx: Context): boolean;
}
