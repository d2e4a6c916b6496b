/**
 * Test helpers for the bot: an Ed25519 test key pair and signing, interaction JSON in Discord's raw
 * shape, and the judge.
 *
 * The judge is the real pipeline (src/judge.ts), nothing stands in for it.
 */
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { createServer } from 'node:net';
import type { ChildProcess } from 'node:child_process';
import type { Judge } from '../../src/judge.js';
import { readConfig, type BotConfig } from '../../src/bot/config.js';
import type { Responder, Router } from '../../src/bot/router.js';
import type { Client } from 'discord.js';
import { createGatewayClient } from '../../src/bot/gateway.js';
import { APP_ID, type FakeDiscord, type Recorded } from './fake-discord.js';

export function testKeys(): { publicKey: KeyObject; privateKey: KeyObject; publicHex: string } {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const der = publicKey.export({ format: 'der', type: 'spki' });
  return { publicKey, privateKey, publicHex: der.subarray(der.length - 32).toString('hex') };
}

export function signBody(privateKey: KeyObject, body: string, timestamp = String(Math.floor(Date.now() / 1000))) {
  const signature = sign(null, Buffer.concat([Buffer.from(timestamp), Buffer.from(body)]), privateKey).toString('hex');
  return { 'x-signature-ed25519': signature, 'x-signature-timestamp': timestamp };
}

export function testConfig(over: Partial<BotConfig> = {}): BotConfig {
  return { ...readConfig({}), token: 'stand.in.token', applicationId: APP_ID, ...over };
}

let counter = 0;
export interface Who {
  user?: string;
  channel?: string;
  guild?: string | null;
  locale?: string;
  /** Member permission bits as a decimal string. */
  permissions?: string;
  /** The server's locale (default en-US: what every server that never chose one reports). */
  guildLocale?: string;
  /** Member role ids. */
  roles?: string[];
  /** The channel is a thread (type 11) of this parent channel. */
  parent?: string;
}

function base(type: number, who: Who) {
  counter += 1;
  const id = String(1_300_000_000_000_000_000n + BigInt(counter) + BigInt(Date.now()) * 1000n);
  const user = { id: who.user ?? '700000000000000001', username: 'tester', discriminator: '0', global_name: null, avatar: null };
  const guild = who.guild === undefined ? '800000000000000001' : who.guild;
  return {
    id,
    application_id: APP_ID,
    type,
    token: `tok-${id}`,
    version: 1,
    channel_id: who.channel ?? '600000000000000001',
    channel: who.parent
      ? { id: who.channel ?? '600000000000000001', type: 11, parent_id: who.parent, guild_id: guild ?? undefined }
      : { id: who.channel ?? '600000000000000001', type: guild ? 0 : 1 },
    ...(guild
      ? { guild_id: guild, member: { user, permissions: who.permissions ?? '0', roles: who.roles ?? [], joined_at: '2024-01-01T00:00:00.000Z', deaf: false, mute: false, flags: 0 } }
      : { user }),
    locale: who.locale ?? 'zh-CN',
    ...(guild ? { guild_locale: who.guildLocale ?? 'en-US' } : {}),
    app_permissions: '0',
    entitlements: [],
    authorizing_integration_owners: { '0': guild ?? user.id },
    context: guild ? 0 : 1,
    attachment_size_limit: 8_388_608,
  };
}

type Opt = { name: string; type: number; value?: unknown; focused?: boolean; options?: Opt[] };

export function commandInteraction(name: string, options: Opt[] = [], who: Who = {}) {
  return { ...base(2, who), data: { id: `cmd-${name}`, name, type: 1, options } };
}

export function subcommand(name: string, sub: string, options: Opt[] = [], who: Who = {}) {
  return commandInteraction(name, [{ name: sub, type: 1, options }], who);
}

export function autocompleteInteraction(name: string, options: Opt[], who: Who = {}) {
  return { ...base(4, who), data: { id: `cmd-${name}`, name, type: 1, options } };
}

export function buttonInteraction(customId: string, flags = 0, who: Who = {}) {
  return {
    ...base(3, who),
    data: { custom_id: customId, component_type: 2 },
    message: { id: '555', channel_id: who.channel ?? '600000000000000001', flags, content: '', embeds: [], components: [], author: { id: '1', username: 'x', discriminator: '0', avatar: null }, attachments: [], timestamp: '2024-01-01T00:00:00.000Z', edited_timestamp: null, tts: false, mention_everyone: false, mentions: [], mention_roles: [], pinned: false, type: 0 },
  };
}

export const str = (name: string, value: string, focused = false): Opt => ({ name, type: 3, value, ...(focused ? { focused } : {}) });

/** A command with a file attached to option `option`: Discord sends its id as the value, the file in `resolved`. */
export function attachmentInteraction(name: string, option: string, file: { url: string; filename: string; size: number }, options: Opt[] = [], who: Who = {}) {
  const i = commandInteraction(name, [{ name: option, type: 11, value: '1100000000000000001' }, ...options], who);
  return {
    ...i,
    data: {
      ...i.data,
      resolved: { attachments: { '1100000000000000001': { id: '1100000000000000001', filename: file.filename, size: file.size, url: file.url, proxy_url: file.url, content_type: 'text/plain; charset=utf-8' } } },
    },
  };
}
export const bool = (name: string, value: boolean): Opt => ({ name, type: 5, value });

/** The real pipeline, on the curated cards (the full database is not needed to test the plumbing). */
export async function loadJudge(): Promise<Judge> {
  const { createJudge } = await import('../../src/judge.js');
  return createJudge({});
}

/** A Responder that records every response it is given, in order. */
export function recorder() {
  const calls: { kind: 'respond' | 'edit' | 'delete' | 'followup'; body: any }[] = [];
  const responder: Responder = {
    respond: async (body) => void calls.push({ kind: 'respond', body }),
    editOriginal: async (body) => void calls.push({ kind: 'edit', body }),
    deleteOriginal: async () => void calls.push({ kind: 'delete', body: null }),
    followUp: async (body) => void calls.push({ kind: 'followup', body }),
  };
  return { calls, responder };
}

/** A TCP port free on 127.0.0.1 right now (for a child process to listen on). */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** Waits until `check()` holds, polling every 50 ms; throws after `ms`. */
export async function until(check: () => boolean, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Stops child processes a test started: SIGTERM, then SIGKILL for any still running 300 ms later. */
export async function stopChildren(children: ChildProcess[]): Promise<void> {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 300));
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
}

/** The real discord.js client over the router, logged in to the stand-in Discord and ready. */
export async function loginGatewayBot(discord: FakeDiscord, router: Router, opts: { deferAfterMs?: number } = {}): Promise<Client> {
  const client = createGatewayClient(router, { apiBase: discord.apiBase, ...opts });
  const ready = new Promise<void>((r) => client.once('clientReady', () => r()));
  await client.login(testConfig().token!);
  await ready;
  return client;
}

/** Dispatches an interaction over the gateway and waits for its initial response (the callback POST). */
export function askGateway(discord: FakeDiscord, interaction: { id: string; token: string }): Promise<Recorded> {
  const wait = discord.waitFor((r) => r.method === 'POST' && r.path === `/api/v10/interactions/${interaction.id}/${interaction.token}/callback`);
  discord.dispatch('INTERACTION_CREATE', interaction);
  return wait;
}
