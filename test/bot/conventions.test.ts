/**
 * discord.js conventions, end to end against the stand-in Discord (REST + gateway on 127.0.0.1) with
 * the real discord.js Client: interactions arrive through `interactionCreate` and are answered with
 * the Interaction's own methods; threads take their channel's settings; the server's locale comes
 * before the user's; a server chooses who sees answers; /settings wipe deletes a server's data; the
 * registered commands carry default_member_permissions, integration_types and contexts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from 'discord.js';
import { createApp } from '../../src/bot/app.js';
import { commands } from '../../commands/index.js';
import { interactionResponder, toRaw } from '../../src/bot/gateway.js';
import { deployCommands } from '../../src/bot/deploy.js';
import { createRest } from '../../src/bot/responders.js';
import { createState, type BotState } from '../../src/store/index.js';
import type { Judge } from '../../src/judge.js';
import { APP_ID, guildPayload, startFakeDiscord, type FakeDiscord, type Recorded } from './fake-discord.js';
import { bool, commandInteraction, loadJudge, signBody, str, subcommand, testConfig, testKeys, until, type Who, askGateway, loginGatewayBot } from './helpers.js';
import type { AddressInfo } from 'node:net';
import { createEndpoint } from '../../src/bot/http.js';
import { publicKeyFromHex } from '../../src/bot/verify.js';

const GUILD = '810000000000000001';
const CHANNEL = '611000000000000001';
const THREAD = '611000000000000099';
const OTHER_CHANNEL = '611000000000000002';
const JUDGE_ROLE = '910000000000000007';
const MANAGE_GUILD = String(1 << 5);
const MANAGE_CHANNELS = String(1 << 4);

let discord: FakeDiscord;
const judge: Judge = await loadJudge();
let dir: string;
let client: Client;
let state: BotState;
let slow = 0;

const ask = (interaction: { id: string; token: string }): Promise<Recorded> => askGateway(discord, interaction);

const text = (r: Recorded) => JSON.stringify(r.body);
const inGuild = (over: Who = {}): Who => ({ guild: GUILD, channel: CHANNEL, ...over });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ocg-conv-'));
  discord = await startFakeDiscord();
  const config = testConfig({ apiBase: discord.apiBase, stateDb: join(dir, 'state.sqlite'), rateLimit: { burst: 1000, perMinute: 6000 } });
  state = createState({ file: config.stateDb });
  // A store that can be made slow, to see the deferral path (deferReply, then editReply).
  const slowed = new Proxy(state, {
    get(target, prop) {
      const v = Reflect.get(target, prop, target);
      if (prop !== 'getChain' || typeof v !== 'function') return typeof v === 'function' ? v.bind(target) : v;
      return async (...args: unknown[]) => {
        if (slow) await new Promise((r) => setTimeout(r, slow));
        return v.apply(target, args);
      };
    },
  });
  const { router } = createApp(config, { commands, judge, state: slowed, log: () => {} });
  client = await loginGatewayBot(discord, router, { deferAfterMs: 100 });
  // The server arrives as with the Guilds intent: channels and an active thread are cached by discord.js.
  const cached = new Promise<void>((r) => client.once('guildCreate', () => r()));
  discord.dispatch('GUILD_CREATE', guildPayload(GUILD, { channels: [CHANNEL, OTHER_CHANNEL], threads: [{ id: THREAD, parent: CHANNEL }], roles: [JUDGE_ROLE] }));
  await cached;
});

afterAll(async () => {
  await client?.destroy();
  await state?.close();
  await discord?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('interactions through discord.js (interactionCreate, Interaction methods)', () => {
  it('a command is answered by interaction.reply: the callback carries discord.js\'s user agent and no mentions', async () => {
    const res = await ask(commandInteraction('chain', [str('notation', 'C1 A:旋风')], inGuild()));
    expect(String(res.headers['user-agent'])).toContain('discord.js');
    expect(res.body.type).toBe(4);
    expect(res.body.data.allowed_mentions).toEqual({ parse: [] });
    expect(res.body.data.flags).toBe(64);
  });

  it('a slow store: deferReply first (type 5), then editReply (PATCH @original) with the answer', async () => {
    const who = inGuild({ channel: OTHER_CHANNEL, user: '700000000000000042' });
    await ask(subcommand('judge', 'start', [], who));
    slow = 400;
    try {
      const i = subcommand('judge', 'show', [], who);
      const edit = discord.waitFor((r) => r.method === 'PATCH' && r.path === `/api/v10/webhooks/${APP_ID}/${i.token}/messages/@original`);
      const first = await ask(i);
      expect(first.body.type).toBe(5);
      const edited = await edit;
      expect(text(edited)).toContain('进行中的连锁');
      expect(edited.body.allowed_mentions).toEqual({ parse: [] });
    } finally {
      slow = 0;
    }
    await ask(subcommand('judge', 'clear', [], who));
  });

  it('a follow-up with a file goes through interaction.followUp as a multipart upload', async () => {
    const i = commandInteraction('phase', [], inGuild());
    const captured = new Promise<any>((r) => client.once('interactionCreate', (x) => r(x)));
    await ask(i);
    const interaction = await captured;
    // discord.js marks it replied once the callback request has returned.
    await until(() => interaction.replied === true, 5000);
    const hook = `/api/v10/webhooks/${APP_ID}/${i.token}`;
    const sent = discord.waitFor((r) => r.method === 'POST' && r.path === hook);
    await interactionResponder(interaction).followUp({ content: 'picture', allowed_mentions: { parse: [] } }, [{ name: 'chain.png', data: Buffer.from('stand-in picture bytes') }]);
    const up = await sent;
    expect(String(up.headers['content-type'])).toMatch(/^multipart\/form-data/);
    // A stand-in that parses multipart gives the parts; one that does not, the raw text.
    const parts = (up as { files?: { filename: string; data: Buffer }[] }).files;
    const raw = parts ? `${parts.map((f) => `filename="${f.filename}" ${f.data.toString()}`).join(' ')} ${JSON.stringify(up.body)}` : String(up.body);
    expect(raw).toContain('filename="chain.png"');
    expect(raw).toContain('stand-in picture bytes');
    expect(raw).toMatch(/"content":"picture"/);
  });

  it('a file attached to an option reaches the router as Discord sends it (data.resolved.attachments)', async () => {
    const i = commandInteraction('phase', [{ name: 'file', type: 11, value: '1400000000000000001' }], inGuild());
    const attachment = { id: '1400000000000000001', filename: 'deck.ydk', size: 321, url: 'https://cdn.discordapp.com/attachments/1/2/deck.ydk', proxy_url: 'https://media.discordapp.net/attachments/1/2/deck.ydk', content_type: 'text/plain; charset=utf-8' };
    (i as { data: Record<string, unknown> }).data.resolved = { attachments: { [attachment.id]: attachment } };
    const captured = new Promise<any>((r) => client.once('interactionCreate', (x) => r(x)));
    await ask(i);
    const raw = toRaw(await captured) as { data: { options: { name: string; value: string }[]; resolved?: { attachments: Record<string, { url: string; filename: string; size: number }> } } };
    expect(raw.data.options).toContainEqual({ name: 'file', type: 11, value: attachment.id });
    expect(raw.data.resolved?.attachments[attachment.id]).toMatchObject({ url: attachment.url, filename: 'deck.ydk', size: 321 });
  });

  it('a user-installed command in a server the bot is not in (nothing cached) is answered', async () => {
    const i = commandInteraction('phase', [], { guild: '820000000000000002', channel: '620000000000000077', locale: 'en-US' });
    (i as { authorizing_integration_owners: Record<string, string> }).authorizing_integration_owners = { '1': '700000000000000001' };
    const res = await ask(i);
    expect(res.body.data.embeds[0].title).toBe('The turn');
  });
});

describe('settings: threads, locales, visibility', () => {
  it('a thread takes its channel\'s language; its own setting wins over the channel\'s', async () => {
    await ask(subcommand('settings', 'language', [str('value', 'en')], inGuild({ permissions: MANAGE_CHANNELS })));
    const inThread = await ask(commandInteraction('chain', [str('notation', 'C1 A:旋风')], inGuild({ channel: THREAD })));
    expect(text(inThread)).toContain('Chain ruling');
    const shown = await ask(subcommand('settings', 'language', [], inGuild({ channel: THREAD })));
    // (Answered in English: the thread inherits it.)
    expect(shown.body.data.content).toContain('This thread: not set');
    expect(shown.body.data.content).toContain('Its channel: English');
    await ask(subcommand('settings', 'language', [str('value', 'zh-CN')], inGuild({ channel: THREAD, permissions: MANAGE_CHANNELS })));
    const own = await ask(commandInteraction('chain', [str('notation', 'C1 A:旋风')], inGuild({ channel: THREAD })));
    expect(text(own)).not.toContain('Chain ruling');
    await ask(subcommand('settings', 'language', [str('value', 'reset')], inGuild({ channel: THREAD, permissions: MANAGE_CHANNELS })));
    await ask(subcommand('settings', 'language', [str('value', 'reset')], inGuild({ permissions: MANAGE_CHANNELS })));
  });

  it('the server\'s locale comes before the user\'s; a server that never chose one (en-US) leaves it to the user', async () => {
    const who = { guild: '830000000000000003', channel: '630000000000000003' };
    const zhServer = await ask(commandInteraction('phase', [], { ...who, locale: 'en-US', guildLocale: 'zh-CN' }));
    expect(zhServer.body.data.embeds[0].title).not.toBe('The turn');
    const enGb = await ask(commandInteraction('phase', [], { ...who, locale: 'zh-CN', guildLocale: 'en-GB' }));
    expect(enGb.body.data.embeds[0].title).toBe('The turn');
    const unset = await ask(commandInteraction('phase', [], { ...who, locale: 'en-US', guildLocale: 'en-US' }));
    expect(unset.body.data.embeds[0].title).toBe('The turn');
  });

  it('visibility public: answers are public unless public:false; only Manage Server may change it', async () => {
    const denied = await ask(subcommand('settings', 'visibility', [str('mode', 'public')], inGuild({ permissions: MANAGE_CHANNELS })));
    expect(denied.body.data.content).toMatch(/管理服务器/);
    await ask(subcommand('settings', 'visibility', [str('mode', 'public')], inGuild({ permissions: MANAGE_GUILD })));
    const pub = await ask(commandInteraction('chain', [str('notation', 'C1 A:旋风')], inGuild()));
    expect(pub.body.data.flags).toBeUndefined();
    const card = await ask(commandInteraction('card', [str('name', '灰流丽')], inGuild()));
    expect(card.body.data.flags).toBeUndefined();
    const priv = await ask(commandInteraction('chain', [str('notation', 'C1 A:旋风'), bool('public', false)], inGuild()));
    expect(priv.body.data.flags).toBe(64);
    // Errors stay private whatever the setting.
    const err = await ask(commandInteraction('chain', [str('notation', 'C1 A:旋风 C3 B:宇宙旋风')], inGuild()));
    expect(err.body.data.flags).toBe(64);
  });

  it('visibility for a judge role: public when a member with the role asks, private for others', async () => {
    const noRole = await ask(subcommand('settings', 'visibility', [str('mode', 'role')], inGuild({ permissions: MANAGE_GUILD })));
    expect(noRole.body.data.content).toMatch(/身份组/);
    await ask(subcommand('settings', 'visibility', [str('mode', 'role'), { name: 'role', type: 8, value: JUDGE_ROLE }], inGuild({ permissions: MANAGE_GUILD })));
    const shown = await ask(subcommand('settings', 'visibility', [], inGuild()));
    expect(shown.body.data.content).toContain(JUDGE_ROLE);
    const judgeAsks = await ask(commandInteraction('chain', [str('notation', 'C1 A:旋风')], inGuild({ roles: [JUDGE_ROLE] })));
    expect(judgeAsks.body.data.flags).toBeUndefined();
    const playerAsks = await ask(commandInteraction('chain', [str('notation', 'C1 A:旋风')], inGuild({ roles: [] })));
    expect(playerAsks.body.data.flags).toBe(64);
    await ask(subcommand('settings', 'visibility', [str('mode', 'private')], inGuild({ permissions: MANAGE_GUILD })));
    const back = await ask(commandInteraction('chain', [str('notation', 'C1 A:旋风')], inGuild({ roles: [JUDGE_ROLE] })));
    expect(back.body.data.flags).toBe(64);
  });
});

describe('/settings wipe: a server\'s data, deleted', () => {
  it('needs Manage Server and confirm:true; deletes settings, live chains and answer data of that server only', async () => {
    const owner = { user: '700000000000000077' };
    await ask(subcommand('judge', 'start', [], inGuild(owner)));
    await ask(subcommand('judge', 'add', [str('link', 'A:旋风')], inGuild(owner)));
    await ask(subcommand('settings', 'language', [str('value', 'en'), str('scope', 'guild')], inGuild({ permissions: MANAGE_GUILD })));
    await ask(subcommand('settings', 'visibility', [str('mode', 'public')], inGuild({ permissions: MANAGE_GUILD })));
    const chained = commandInteraction('chain', [str('notation', 'C1 A:旋风')], inGuild());
    await ask(chained);
    // Another server's live chain must survive the wipe.
    const elsewhere = { guild: '840000000000000004', channel: '640000000000000004', user: '700000000000000078' };
    await ask(subcommand('judge', 'start', [], elsewhere));

    expect(await state.getChain(CHANNEL)).toBeDefined();
    expect(await state.getAnswer(chained.id)).toBeDefined();
    const denied = await ask(subcommand('settings', 'wipe', [bool('confirm', true)], inGuild({ permissions: MANAGE_CHANNELS })));
    expect(denied.body.data.content).toMatch(/Manage Server/);
    const unconfirmed = await ask(subcommand('settings', 'wipe', [bool('confirm', false)], inGuild({ permissions: MANAGE_GUILD })));
    expect(unconfirmed.body.data.content).toMatch(/confirm:True/);
    expect(await state.getChain(CHANNEL)).toBeDefined();

    const done = await ask(subcommand('settings', 'wipe', [bool('confirm', true)], inGuild({ permissions: MANAGE_GUILD })));
    expect(done.body.data.flags).toBe(64);
    expect(done.body.data.content).toMatch(/Deleted everything/);
    expect(await state.getChain(CHANNEL)).toBeUndefined();
    expect(await state.getLanguage('guild', GUILD)).toBeUndefined();
    expect(await state.getVisibility(GUILD)).toBeUndefined();
    expect(await state.getAnswer(chained.id)).toBeUndefined();
    expect(await state.keysWithPrefix(`gch:${GUILD}:`)).toEqual([]);
    expect(await state.getChain(elsewhere.channel)).toBeDefined();
    const show = await ask(subcommand('judge', 'show', [], inGuild()));
    expect(show.body.data.content).toMatch(/没有进行中的连锁/);
  });
});

describe('registered command definitions', () => {
  it('/settings needs Manage Server and installs to servers only; every other command installs to servers and users and works in DMs', async () => {
    const rest = createRest(discord.apiBase, 'stand.in.token');
    await deployCommands(rest, commands, APP_ID, null);
    const put = await discord.waitFor((r) => r.method === 'PUT' && r.path === `/api/v10/applications/${APP_ID}/commands`);
    const defs = put.body as { name: string; default_member_permissions?: string; integration_types: number[]; contexts: number[] }[];
    const settings = defs.find((d) => d.name === 'settings')!;
    expect(settings.default_member_permissions).toBe('32');
    expect(settings.integration_types).toEqual([0]);
    for (const d of defs.filter((x) => x.name !== 'settings')) {
      expect(d.integration_types, d.name).toEqual([0, 1]);
      expect(d.contexts, d.name).toEqual([0, 1, 2]);
      expect(d.default_member_permissions, d.name).toBeUndefined();
    }
  });
});

describe('the HTTP endpoint reads the same settings from the request JSON', () => {
  it('a thread (channel type 11 with parent_id) takes its channel\'s language; the server\'s visibility applies', async () => {
    const keys = testKeys();
    const httpState = createState({ file: ':memory:' });
    const config = testConfig({ publicKey: keys.publicHex, apiBase: discord.apiBase, rateLimit: { burst: 1000, perMinute: 6000 } });
    const { router } = createApp(config, { commands, judge, state: httpState, log: () => {} });
    const server = createEndpoint({ router, publicKey: publicKeyFromHex(keys.publicHex), rest: createRest(discord.apiBase) });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/interactions`;
    const post = async (obj: unknown) => {
      const body = JSON.stringify(obj);
      return (await (await fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json', ...signBody(keys.privateKey, body) } })).json()) as any;
    };
    try {
      const guild = '850000000000000005';
      const parent = '650000000000000005';
      const thread = '650000000000000099';
      await post(subcommand('settings', 'language', [str('value', 'en')], { guild, channel: parent, permissions: MANAGE_CHANNELS }));
      const inThread = await post(commandInteraction('chain', [str('notation', 'C1 A:旋风')], { guild, channel: thread, parent }));
      expect(JSON.stringify(inThread.data.embeds)).toContain('Chain ruling');
      expect(inThread.data.flags).toBe(64);
      await post(subcommand('settings', 'visibility', [str('mode', 'public')], { guild, channel: parent, permissions: MANAGE_GUILD }));
      const pub = await post(commandInteraction('chain', [str('notation', 'C1 A:旋风')], { guild, channel: thread, parent }));
      expect(pub.data.flags).toBeUndefined();
      // Without the parent, a thread id alone has no setting: the default language.
      const alone = await post(commandInteraction('chain', [str('notation', 'C1 A:旋风')], { guild, channel: thread }));
      expect(JSON.stringify(alone.data.embeds)).not.toContain('Chain ruling');
    } finally {
      await new Promise((r) => server.close(r));
      await httpState.close();
    }
  });
});
