/**
 * Test helpers for the bot: an Ed25519 test key pair and signing, interaction JSON in Discord's raw
 * shape, and the judge.
 *
 * The judge is the real pipeline (src/judge.ts), nothing stands in for it.
 */
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import type { Judge } from '../../src/judge.js';
import { readConfig, type BotConfig } from '../../src/bot/config.js';
import { APP_ID } from './fake-discord.js';

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
    channel: { id: who.channel ?? '600000000000000001', type: guild ? 0 : 1 },
    ...(guild
      ? { guild_id: guild, member: { user, permissions: who.permissions ?? '0', roles: [], joined_at: '2024-01-01T00:00:00.000Z', deaf: false, mute: false, flags: 0 } }
      : { user }),
    locale: who.locale ?? 'zh-CN',
    guild_locale: 'zh-CN',
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
