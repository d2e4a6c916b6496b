/**
 * One router for both ways in (gateway and HTTP endpoint): raw interaction JSON in, Discord's
 * interaction responses out through a `Responder`.
 *
 * Discord drops an interaction not answered within 3 s. The router races the handler against a
 * deadline (2 s after the interaction arrived by default): when the handler is done first the answer
 * is the first response; otherwise the first response is a deferral and the answer replaces it when
 * ready. Rulings are computed synchronously in milliseconds (see bench/http.ts), so in practice only
 * slow state I/O (a distant Redis) ever defers.
 */
import { parseLang, type Lang } from '../i18n/text.js';
import { safe } from '../answer/render/discord.js';
import { NO_MENTIONS, defuse } from './mentions.js';
import { redact } from './config.js';
import {
  EPHEMERAL,
  InteractionType,
  OptionType,
  ResponseType,
  type App,
  type CommandModule,
  type Context,
  type OutFile,
  type OutMessage,
  type RawInteraction,
  type RawOption,
  type Reply,
} from './types.js';

/** Where responses go: the callback route, and the webhook routes for later edits. */
export interface Responder {
  /** The one initial response (interaction callback). */
  respond(body: unknown): Promise<void>;
  /** `files` are uploaded with the message (multipart/form-data). */
  editOriginal(message: unknown, files?: OutFile[]): Promise<void>;
  deleteOriginal(): Promise<void>;
  followUp(message: unknown, files?: OutFile[]): Promise<void>;
}

export interface RouteOptions {
  /** When the interaction arrived (ms since epoch); the deadline counts from it. */
  receivedAt?: number;
  /** Time allowed before deferring, ms. */
  deferAfterMs?: number;
}

const TIMEOUT = Symbol('timeout');

/** Every string in an outgoing message has mentions defused; keys like custom_id are left alone. */
function defuseDeep(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return key === 'custom_id' || key === 'url' ? value : defuse(value);
  if (Array.isArray(value)) return value.map((v) => defuseDeep(v));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = defuseDeep(v, k);
    return out;
  }
  return value;
}

/** The message JSON Discord receives: mentions parse nothing, ever. */
export function messageBody(m: OutMessage, ephemeral: boolean): Record<string, unknown> {
  const { files, ...rest } = m;
  const body = defuseDeep(rest) as Record<string, unknown>;
  // Uploaded files are named in the JSON part, in the order of the multipart parts.
  if (files?.length) body.attachments = files.map((f, id) => ({ id, filename: f.name }));
  body.allowed_mentions = NO_MENTIONS;
  if (ephemeral) body.flags = EPHEMERAL;
  return body;
}

function flattenOptions(options: RawOption[] | undefined): { sub: string | null; opts: RawOption[] } {
  if (!options?.length) return { sub: null, opts: [] };
  const first = options[0]!;
  if (first.type === OptionType.Group) {
    const inner = flattenOptions(first.options);
    return { sub: `${first.name} ${inner.sub ?? ''}`.trim(), opts: inner.opts };
  }
  if (first.type === OptionType.Subcommand) return { sub: first.name, opts: first.options ?? [] };
  return { sub: null, opts: options };
}

/** Discord locale → our language: Chinese locales → zh-CN, English ones → en, others → zh-CN (default). */
export function langFromLocale(locale: string | undefined): Lang {
  if (!locale) return 'zh-CN';
  if (locale.startsWith('en')) return 'en';
  return 'zh-CN';
}

export async function buildContext(app: App, raw: RawInteraction): Promise<Context> {
  const user = raw.member?.user ?? raw.user;
  const { sub, opts } = flattenOptions(raw.data?.options);
  const options = new Map<string, string | number | boolean>();
  let focused: Context['focused'] = null;
  for (const o of opts) {
    if (o.value === undefined) continue;
    options.set(o.name, o.value);
    if (o.focused) focused = { name: o.name, value: String(o.value) };
  }
  const channelId = raw.channel_id ?? raw.channel?.id ?? null;
  const guildId = raw.guild_id ?? null;
  let lang = parseLang(typeof options.get('lang') === 'string' ? (options.get('lang') as string) : null);
  // Autocomplete needs no language and must answer in milliseconds: skip the state look-ups.
  if (!lang && raw.type !== InteractionType.Autocomplete) {
    lang =
      (channelId ? await app.state.getLanguage('channel', channelId) : undefined) ??
      (guildId ? await app.state.getLanguage('guild', guildId) : undefined) ??
      null;
  }
  return {
    app,
    raw,
    userId: user?.id ?? 'unknown',
    channelId,
    guildId,
    permissions: raw.member?.permissions !== undefined ? BigInt(raw.member.permissions) : null,
    lang: lang ?? langFromLocale(raw.locale),
    subcommand: sub,
    options,
    focused,
  };
}

export function errorReply(text: string): Reply {
  return { kind: 'message', ephemeral: true, messages: [{ content: text }] };
}

export class Router {
  readonly commands = new Map<string, CommandModule>();

  constructor(
    readonly app: App,
    commands: CommandModule[],
  ) {
    for (const c of commands) this.commands.set(c.definition.name, c);
  }

  async route(raw: RawInteraction, responder: Responder, opts: RouteOptions = {}): Promise<void> {
    const receivedAt = opts.receivedAt ?? Date.now();
    if (raw.type === InteractionType.Ping) return responder.respond({ type: ResponseType.Pong });

    if (raw.type === InteractionType.Autocomplete) {
      const command = this.commands.get(raw.data?.name ?? '');
      let choices: { name: string; value: string }[] = [];
      try {
        if (command?.autocomplete) choices = await command.autocomplete(await buildContext(this.app, raw));
      } catch (err) {
        this.app.log(`autocomplete failed: ${redact(String(err), this.app.config.token)}`);
      }
      return responder.respond({ type: ResponseType.Choices, data: { choices: choices.slice(0, 25) } });
    }

    if (raw.type !== InteractionType.Command && raw.type !== InteractionType.Component) {
      return responder.respond({ type: ResponseType.Message, data: messageBody({ content: '?' }, true) });
    }

    const ctx = await buildContext(this.app, raw);
    const customId = raw.data?.custom_id ?? '';
    const command = this.commands.get(raw.type === InteractionType.Component ? customId.split(':')[0]! : (raw.data?.name ?? ''));
    const en = ctx.lang === 'en';
    if (!command || (raw.type === InteractionType.Component && !command.component)) {
      return this.send(responder, errorReply(en ? 'Unknown command.' : '未知的命令。'), false);
    }

    const decision = this.app.limiter.take(ctx.userId);
    if (!decision.ok) {
      const s = Math.ceil(decision.retryAfterMs / 1000);
      return this.send(
        responder,
        errorReply(en ? `Too many requests: try again in ${s} s.` : `请求太频繁，请 ${s} 秒后再试。`),
        false,
      );
    }

    const ephemeral = raw.type === InteractionType.Component ? true : (command.ephemeral?.(ctx) ?? true);
    const work = (async (): Promise<Reply> => {
      try {
        return raw.type === InteractionType.Component ? await command.component!(ctx, customId) : await command.handle(ctx);
      } catch (err) {
        this.app.log(`/${command.definition.name} failed: ${redact(err instanceof Error ? (err.stack ?? err.message) : String(err), this.app.config.token)}`);
        return errorReply(en ? 'Something went wrong on our side; please try again.' : '出错了（我们的问题），请再试一次。');
      }
    })();
    const wait = Math.max(0, (opts.deferAfterMs ?? 2000) - (Date.now() - receivedAt));
    let timer: NodeJS.Timeout | undefined;
    const first = await Promise.race([work, new Promise<typeof TIMEOUT>((r) => (timer = setTimeout(() => r(TIMEOUT), wait)))]);
    clearTimeout(timer);
    if (first !== TIMEOUT) return this.send(responder, first, false);
    await responder.respond({ type: ResponseType.Deferred, data: ephemeral ? { flags: EPHEMERAL } : {} });
    const reply = await work;
    // A public deferral that turned out to be an error: remove the public placeholder, answer privately.
    if (!ephemeral && reply.kind === 'message' && reply.ephemeral) {
      await responder.deleteOriginal();
      for (const m of reply.messages) await responder.followUp(messageBody(m, true));
      return;
    }
    return this.send(responder, reply, true, ephemeral);
  }

  /** Sends a reply: as the initial response, or (after a deferral) as edits and follow-ups. */
  private async send(responder: Responder, reply: Reply, deferred: boolean, deferredEphemeral = false): Promise<void> {
    if (reply.kind === 'choices') {
      return responder.respond({ type: ResponseType.Choices, data: { choices: reply.choices } });
    }
    if (reply.kind === 'update') {
      if (deferred) return responder.editOriginal(messageBody(reply.message, deferredEphemeral));
      return responder.respond({ type: ResponseType.UpdateMessage, data: messageBody(reply.message, false) });
    }
    const [head, ...rest] = reply.messages.length ? reply.messages : [{ content: '—' } as OutMessage];
    if (head!.files?.length) {
      // A file cannot ride on the first response of an HTTP endpoint: defer, then make and upload it
      // with the edit (the gateway does the same, so both ways in behave alike).
      if (!deferred) await responder.respond({ type: ResponseType.Deferred, data: reply.ephemeral ? { flags: EPHEMERAL } : {} });
      await responder.editOriginal(messageBody(head!, reply.ephemeral), materialize(head!.files));
    } else if (deferred) await responder.editOriginal(messageBody(head!, reply.ephemeral));
    else await responder.respond({ type: ResponseType.Message, data: messageBody(head!, reply.ephemeral) });
    for (const m of rest) await responder.followUp(messageBody(m, reply.ephemeral), m.files && materialize(m.files));
  }
}

/** Files with their bytes made (see OutFile.data); one that fails to be made is left out, the answer still goes. */
function materialize(files: OutFile[]): OutFile[] {
  const out: OutFile[] = [];
  for (const f of files) {
    try {
      out.push({ name: f.name, data: typeof f.data === 'function' ? f.data() : f.data });
    } catch {
      // The embed's attachment:// image then shows nothing; the ruling itself is unaffected.
    }
  }
  return out;
}

/** Plain text for an ephemeral error, user text defused. */
export function quote(text: string): string {
  return safe(text);
}
