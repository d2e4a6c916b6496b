/**
 * Test helpers for the bot: an Ed25519 test key pair and signing, interaction JSON in Discord's raw
 * shape, and the judge.
 *
 * The judge is the real pipeline (src/judge.ts). While the pipeline is still being assembled and
 * cannot load, `loadJudge` falls back to a minimal judge over the real notation parser, so the
 * Discord plumbing can be tested on its own; `judgeKind` says which one ran.
 */
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import type { Judge } from '../../src/judge.js';
import type { ChainAnswer, ErrorAnswer } from '../../src/answer/types.js';
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
export const bool = (name: string, value: boolean): Opt => ({ name, type: 5, value });

export let judgeKind: 'pipeline' | 'stand-in' = 'pipeline';

export async function loadJudge(): Promise<Judge> {
  try {
    const { createJudge } = await import('../../src/judge.js');
    const judge = createJudge({});
    judgeKind = 'pipeline';
    return judge;
  } catch (err) {
    judgeKind = 'stand-in';
    console.warn(`[test/bot] src/judge.ts cannot load yet (${String(err).slice(0, 120)}); using the parser-only stand-in judge`);
    return standInJudge();
  }
}

async function standInJudge(): Promise<Judge> {
  const { parseNotation } = await import('../../src/notation/index.js');
  const names = ['黑洞', '旋风', '宇宙旋风', '神之宣告', '神之警告', '我身作盾', '王家的诅咒', '灰流丽', '增殖的G'];
  const chain = (input: string, o: { lang: 'zh-CN' | 'en'; turn?: 'A' | 'B' }): ChainAnswer | ErrorAnswer => {
    const r = parseNotation(input);
    if (!r.ok) {
      const e = r.error as any;
      const msg = typeof e.message === 'string' ? e.message : o.lang === 'en' ? e.message.en : e.message.zh;
      return { ok: false, error: { kind: e.kind, message: msg, offset: e.offset ?? null, expected: e.expected ?? [], suggestions: [], caret: e.caret ?? null } };
    }
    const tree = r.tree;
    const tp = o.turn ?? 'A';
    const links = tree.kind === 'chain' ? tree.links : [];
    return {
      ok: true,
      turnPlayer: tp,
      links: links.map((l, i) => ({
        n: l.n,
        card: { id: null, name: l.card.kind === 'name' ? l.card.name : String(l.card.passcode), controller: l.controller ?? (i % 2 ? 'B' : 'A'), ref: `L${l.n}` },
        effect: l.effect,
        controller: l.controller ?? (i % 2 ? 'B' : 'A'),
        controllerAssumed: l.controller === null,
        speed: null,
        targets: [],
        legal: true,
        illegalReason: null,
        outcome: 'resolved',
        by: null,
        reason: o.lang === 'en' ? 'stand-in judge' : '替身裁定',
        rules: [],
      })),
      resolutionOrder: links.map((l) => l.n).reverse(),
      events: [],
      window: { kind: 'chain-end', triggers: [], missedTiming: [], priority: tp, notes: [] },
      assumptions: [o.lang === 'en' ? 'stand-in judge' : '替身裁定'],
      warnings: [],
    };
  };
  return {
    catalog: null as never,
    chain,
    chainWords: null as never,
    card: (name, o) => ({ ok: false, error: { kind: 'unknown-card', message: o.lang === 'en' ? `unknown ${name}` : `未知 ${name}`, offset: null, expected: [], suggestions: [] } }),
    phase: (_n, o) => ({ ok: false, error: { kind: 'unknown-phase', message: o.lang === 'en' ? 'unknown' : '未知', offset: null, expected: [], suggestions: [] } }),
    suggestCards: (p, n) => names.filter((x) => x.startsWith(p) || x.includes(p)).slice(0, n),
    suggestPhases: () => [],
  } as Judge;
}
