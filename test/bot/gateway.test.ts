/**
 * The gateway way in, end to end: the real discord.js Client connects to a stand-in Discord on
 * 127.0.0.1 (REST + gateway WebSocket), receives INTERACTION_CREATE dispatches, and the test reads the
 * interaction responses the stand-in received over REST.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from 'discord.js';
import { createApp } from '../../src/bot/app.js';
import { commands } from '../../commands/index.js';
import { embedSize, type Embed } from '../../src/answer/render/discord.js';
import { createState } from '../../src/store/index.js';
import type { Judge } from '../../src/judge.js';
import { startFakeDiscord, type FakeDiscord, type Recorded } from './fake-discord.js';
import { autocompleteInteraction, bool, buttonInteraction, commandInteraction, loadJudge, str, subcommand, testConfig, askGateway, loginGatewayBot } from './helpers.js';

let discord: FakeDiscord;
const judge: Judge = await loadJudge();
let dir: string;
const running: { client: Client; close: () => Promise<void> }[] = [];

async function startBot() {
  // The rate limit has its own test (router.test.ts); here it must not get in the way.
  const config = testConfig({ apiBase: discord.apiBase, stateDb: join(dir, 'state.sqlite'), rateLimit: { burst: 1000, perMinute: 6000 } });
  const state = createState({ file: config.stateDb });
  const { router } = createApp(config, { commands, judge, state, log: () => {} });
  const client: Client = await loginGatewayBot(discord, router);
  const entry = {
    client,
    close: async () => {
      await client.destroy();
      await state.close();
    },
  };
  running.push(entry);
  return entry;
}

const ask = (interaction: { id: string; token: string }): Promise<Recorded> => askGateway(discord, interaction);

function allText(body: unknown): string {
  return JSON.stringify(body);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ocg-gw-'));
  discord = await startFakeDiscord();
  await startBot();
});

afterAll(async () => {
  for (const r of running) await r.close().catch(() => {});
  await discord.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('gateway (real discord.js client against a stand-in Discord)', () => {
  it('identifies with the token from the config and asks only for the Guilds intent (no privileged intent)', async () => {
    const identify = await discord.identified;
    expect(identify.token).toBe('stand.in.token');
    expect(identify.intents).toBe(1);
  });

  it('/chain answers with embeds, an ephemeral flag, two buttons, and mentions that parse nothing', async () => {
    const i = commandInteraction('chain', [str('notation', 'C1 A:旋风 C2 B:宇宙旋风')]);
    const res = await ask(i);
    expect(res.body.type).toBe(4);
    const data = res.body.data;
    expect(data.allowed_mentions).toEqual({ parse: [] });
    expect(data.flags).toBe(64);
    expect(data.embeds.length).toBeGreaterThan(0);
    const text = allText(data.embeds);
    expect(text).toContain('C1');
    expect(text).toContain('C2');
    const buttons = data.components[0].components.map((b: { custom_id: string }) => b.custom_id);
    expect(buttons).toEqual([`chain:lang:${i.id}:en`, `chain:why:${i.id}:zh-CN`]);
  });

  it('public:true makes the answer visible to the channel; the other-language button answers in English', async () => {
    const i = commandInteraction('chain', [str('notation', 'C1 A:旋风 C2 B:宇宙旋风'), bool('public', true)]);
    const res = await ask(i);
    expect(res.body.data.flags).toBeUndefined();
    const b = buttonInteraction(`chain:lang:${i.id}:en`, 0);
    const r2 = await ask(b);
    expect(r2.body.type).toBe(4);
    expect(r2.body.data.flags).toBe(64);
    expect(allText(r2.body.data.embeds)).toMatch(/Chain ruling|Trigger window/);
    const why = await ask(buttonInteraction(`chain:why:${i.id}:en`, 0));
    expect(allText(why.body.data.embeds)).toContain('Full reasoning');
  });

  it('on a private answer the language button switches it in place (UPDATE_MESSAGE)', async () => {
    const i = commandInteraction('chain', [str('notation', 'C1 A:旋风')]);
    await ask(i);
    const r = await ask(buttonInteraction(`chain:lang:${i.id}:en`, 64));
    expect(r.body.type).toBe(7);
    expect(allText(r.body.data.embeds)).toContain('Chain ruling');
  });

  it('a parse error is ephemeral and shows the caret line', async () => {
    const res = await ask(commandInteraction('chain', [str('notation', 'C1 A:旋风 C3 B:宇宙旋风')], { locale: 'en-US' }));
    const data = res.body.data;
    expect(data.flags).toBe(64);
    const desc: string = data.embeds[0].description;
    expect(desc).toContain('```');
    expect(desc).toMatch(/\^/);
  });

  it('an @everyone or a role mention in the notation never pings and never renders as a mention', async () => {
    for (const notation of ['C1 A:@everyone C2 B:<@&123456789012345678>', 'C1 @here', '<@123456789012345678> C1 旋风']) {
      const res = await ask(commandInteraction('chain', [str('notation', notation), bool('public', true)]));
      const data = res.body.data;
      expect(data.allowed_mentions).toEqual({ parse: [] });
      const text = allText(data);
      expect(text).not.toMatch(/@everyone|@here/);
      expect(text).not.toMatch(/<@&?\d+>/);
      // …and the reply says what went wrong: a Discord mention where a card name goes (not a card lookup's guesses).
      expect(text).toContain('Discord');
      expect(text).toContain('不是卡名');
    }
  });

  it('autocomplete completes the card being typed in the last link (≤25 choices, ≤100 characters)', async () => {
    const res = await ask(autocompleteInteraction('chain', [{ ...str('notation', 'C1 A:旋风 C2 B:宇宙', true) }]));
    expect(res.body.type).toBe(8);
    const choices: { name: string; value: string }[] = res.body.data.choices;
    expect(choices.length).toBeGreaterThan(0);
    expect(choices.length).toBeLessThanOrEqual(25);
    for (const c of choices) {
      expect(c.value.length).toBeLessThanOrEqual(100);
      expect(c.name.length).toBeLessThanOrEqual(100);
      expect(c.value.startsWith('C1 A:旋风 C2 B:')).toBe(true);
    }
    expect(choices.some((c) => c.value === 'C1 A:旋风 C2 B:宇宙旋风')).toBe(true);
  });

  it('/judge keeps one live chain per channel; two channels never see each other', async () => {
    const a = { channel: '610000000000000001', user: '710000000000000001' };
    const b = { channel: '620000000000000002', user: '720000000000000002' };
    expect((await ask(subcommand('judge', 'start', [], a))).body.data.flags).toBeUndefined();
    await ask(subcommand('judge', 'start', [], b));
    const added = await ask(subcommand('judge', 'add', [str('link', 'A:旋风')], a));
    expect(allText(added.body.data.embeds)).toContain('旋风');
    await ask(subcommand('judge', 'add', [str('link', 'C2 B:宇宙旋风')], a));
    const showA = allText((await ask(subcommand('judge', 'show', [], a))).body.data.embeds);
    const showB = allText((await ask(subcommand('judge', 'show', [], b))).body.data.embeds);
    expect(showA).toContain('C2');
    expect(showA).toContain('宇宙旋风');
    expect(showB).not.toContain('旋风');
    // Someone else may look but not change it.
    const other = await ask(subcommand('judge', 'add', [str('link', 'A:黑洞')], { channel: a.channel, user: '730000000000000003' }));
    expect(other.body.data.flags).toBe(64);
    const undo = await ask(subcommand('judge', 'undo', [], a));
    expect(allText(undo.body.data.embeds)).not.toContain('宇宙旋风');
    const resolved = await ask(subcommand('judge', 'resolve', [], a));
    expect(allText(resolved.body.data.embeds)).toContain('C1');
    const after = await ask(subcommand('judge', 'show', [], a));
    expect(after.body.data.flags).toBe(64);
    await ask(subcommand('judge', 'clear', [], b));
  });

  it('a live chain survives a bot restart (SQLite state file)', async () => {
    const who = { channel: '640000000000000004', user: '740000000000000004' };
    await ask(subcommand('judge', 'start', [], who));
    await ask(subcommand('judge', 'add', [str('link', 'A:神之宣告')], who));
    const first = running.shift()!;
    await first.close();
    await startBot();
    const shown = await ask(subcommand('judge', 'show', [], who));
    expect(shown.body.data.flags).toBeUndefined();
    expect(allText(shown.body.data.embeds)).toContain('神之宣告');
  });

  it('/settings language sets the channel language; answers there follow it', async () => {
    const who = { channel: '650000000000000005', permissions: String(1 << 4) };
    const set = await ask(subcommand('settings', 'language', [str('value', 'en')], who));
    expect(set.body.data.content).toMatch(/English/);
    const res = await ask(commandInteraction('chain', [str('notation', 'C1 A:旋风')], who));
    expect(allText(res.body.data.embeds)).toContain('Chain ruling');
    const denied = await ask(subcommand('settings', 'language', [str('value', 'zh-CN'), str('scope', 'guild')], who));
    expect(denied.body.data.content).toMatch(/Manage Server/);
  });

  it('/card answers with the card; its autocomplete offers card names', async () => {
    const res = await ask(commandInteraction('card', [str('name', '灰流丽')]));
    expect(res.body.data.flags).toBe(64);
    expect(res.body.data.embeds[0].title).toContain('灰流丽');
    const ac = await ask(autocompleteInteraction('card', [str('name', '灰流', true)]));
    expect(ac.body.data.choices.map((c: { value: string }) => c.value)).toContain('灰流丽');
  });

  it('/phase without a name lists the turn; with one, explains it; autocomplete offers phase names', async () => {
    const turn = await ask(commandInteraction('phase', [], { locale: 'en-US' }));
    expect(turn.body.data.embeds[0].title).toBe('The turn');
    const ac = await ask(autocompleteInteraction('phase', [str('name', '抽卡', true)]));
    const names: string[] = ac.body.data.choices.map((c: { value: string }) => c.value);
    expect(names.length).toBeGreaterThan(0);
    const one = await ask(commandInteraction('phase', [str('name', names[0]!), bool('public', true)]));
    expect(one.body.data.flags).toBeUndefined();
    expect(one.body.data.embeds[0].title.length).toBeGreaterThan(0);
  });

  it('an unknown card in /chain is a private error with suggestions', async () => {
    const res = await ask(commandInteraction('chain', [str('notation', 'C1 A:黑洞 C2 B:宇宙旋峰峰峰')]));
    expect(res.body.data.flags).toBe(64);
    expect(res.body.data.embeds[0].title).toContain('错误');
  });

  it('a long answer (a 100-link chain) continues in follow-up messages, each within the limits, buttons on the last', async () => {
    const input = `C1 A:旋风 ${Array.from({ length: 99 }, (_, k) => `C${k + 2} ${k % 2 ? 'A' : 'B'}:神之宣告`).join(' ')}`;
    const i = commandInteraction('chain', [str('notation', input), bool('public', true)]);
    const hook = `/api/v10/webhooks/${i.application_id}/${i.token}`;
    // The last follow-up is the one carrying the buttons.
    const last = discord.waitFor((r) => r.method === 'POST' && r.path === hook && Boolean(r.body?.components));
    const first = await ask(i);
    const messages = [first.body.data];
    await last;
    for (const r of discord.requests) if (r.method === 'POST' && r.path === hook) messages.push(r.body);
    expect(messages.length).toBeGreaterThan(1);
    for (const m of messages) {
      expect(m.allowed_mentions).toEqual({ parse: [] });
      expect(m.embeds.length).toBeLessThanOrEqual(10);
      expect(m.embeds.reduce((n: number, e: Embed) => n + embedSize(e), 0)).toBeLessThanOrEqual(6000);
    }
    expect(messages.at(-1).components).toBeDefined();
    expect(messages[0].components).toBeUndefined();
    const text = JSON.stringify(messages);
    expect(text).toContain('C100');
  });
});
