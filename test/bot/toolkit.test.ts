/**
 * Issue 14, the judge's toolkit, end to end through the real discord.js Client and the stand-in
 * Discord on 127.0.0.1: /card links and picture, the short chain answer with the reasoning behind
 * its button.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from 'discord.js';
import { createApp } from '../../src/bot/app.js';
import { commands } from '../../commands/index.js';
import { findCjkFont } from '../../src/answer/render/png.js';
import { createState } from '../../src/store/index.js';
import type { Judge } from '../../src/judge.js';
import type { BotConfig } from '../../src/bot/config.js';
import { startFakeDiscord, type FakeDiscord, type Recorded } from './fake-discord.js';
import { attachmentInteraction, bool, buttonInteraction, commandInteraction, str, subcommand, testConfig, askGateway, loginGatewayBot } from './helpers.js';
import { readFileSync } from 'node:fs';
import { createJudge } from '../../src/judge.js';

let discord: FakeDiscord;
const decks = join(__dirname, '..', 'fixtures', 'decks');
/** The real pipeline on the curated cards, with the limit list written for the tests. */
const judge: Judge = createJudge({ lflist: join(decks, 'lflist.conf') });
let dir: string;
const running: { close: () => Promise<void> }[] = [];

async function startBot(over: Partial<BotConfig> = {}) {
  const config = testConfig({ apiBase: discord.apiBase, stateDb: join(dir, `state-${running.length}.sqlite`), rateLimit: { burst: 1000, perMinute: 6000 }, ...over });
  const state = createState({ file: config.stateDb });
  const { router } = createApp(config, { commands, judge, state, log: () => {} });
  const client: Client = await loginGatewayBot(discord, router);
  const entry = {
    close: async () => {
      await client.destroy();
      await state.close();
    },
  };
  running.push(entry);
  return entry;
}

const ask = (interaction: { id: string; token: string }): Promise<Recorded> => askGateway(discord, interaction);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ocg-kit-'));
  discord = await startFakeDiscord();
  await startBot({ cardImageUrl: 'https://img.example.test/pics/{id}.jpg' });
});

afterAll(async () => {
  for (const r of running) await r.close();
  await discord.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('/card links and picture', () => {
  it('links the card page by passcode (title and a links field) and shows the picture from CARD_IMAGE_URL', async () => {
    const res = await ask(commandInteraction('card', [str('name', '灰流丽')]));
    const e = res.body.data.embeds[0];
    expect(e.url).toBe('https://ygocdb.com/card/14558127');
    expect(e.thumbnail).toEqual({ url: 'https://img.example.test/pics/14558127.jpg' });
    const links = e.fields.find((f: { name: string }) => f.name === '链接');
    expect(links.value).toContain('[百鸽卡查（卡片文本·官方裁定）](https://ygocdb.com/card/14558127)');
  });

  it('the full reasoning of a chain links each card name to its page', async () => {
    const first = await ask(commandInteraction('chain', [str('notation', 'C1 A:黑洞 C2 B:我身作盾')]));
    const why = first.body.data.components[0].components.find((b: { custom_id: string }) => b.custom_id.startsWith('chain:why:')).custom_id;
    const res = await ask(buttonInteraction(why, 64));
    const text = JSON.stringify(res.body.data.embeds);
    expect(text).toContain('[黑洞](https://ygocdb.com/card/53129443)');
    expect(text).toContain('[我身作盾](https://ygocdb.com/card/');
  });
});

describe('/deck', () => {
  const upload = (name: string, data: Buffer) => {
    discord.attachments.set(name, data);
    return { url: `http://127.0.0.1:${discord.port}/attachments/${name}`, filename: name, size: data.length };
  };

  it('a .ydk attachment: downloaded from the CDN, checked against the OCG list, problems by name', async () => {
    const file = upload('illegal.ydk', readFileSync(join(decks, 'illegal.ydk')));
    const res = await ask(attachmentInteraction('deck', 'file', file));
    const e = res.body.data.embeds[0];
    expect(res.body.data.flags).toBe(64);
    expect(e.title).toBe('卡组检查 · illegal.ydk');
    expect(e.description).toMatch(/^❌ 不合法：4 个问题（OCG 卡表 2026\.10）/);
    expect(e.fields[0].value).toContain('「强欲之壶」是禁止卡');
    expect(e.fields[0].value).toContain('「增殖的G」是限制卡');
    expect(discord.requests.some((r) => r.method === 'GET' && r.path === '/attachments/illegal.ydk')).toBe(true);
  });

  it('a ydke:// string, in English, public', async () => {
    const { parseDeck, toYdke } = await import('../../src/deck/parse.js');
    const parsed = parseDeck(readFileSync(join(decks, 'legal.ydk'), 'utf8'));
    if (!parsed.ok) throw new Error('fixture');
    const res = await ask(commandInteraction('deck', [str('ydke', toYdke(parsed.deck)), str('lang', 'en'), bool('public', true)]));
    expect(res.body.data.flags).toBeUndefined();
    expect(res.body.data.embeds[0].description).toBe('✅ Legal (OCG list 2026.10)\nMain 40 · Extra 5 · Side 6');
  });

  it('a 5 MB attachment is refused from its size, without downloading it', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024, 0x31);
    const file = upload('huge.ydk', big);
    const res = await ask(attachmentInteraction('deck', 'file', file));
    expect(res.body.data.flags).toBe(64);
    expect(res.body.data.content).toMatch(/^文件太大（5242880 字节）/);
    expect(discord.requests.some((r) => r.path === '/attachments/huge.ydk')).toBe(false);
  });

  it('an attachment that understates its size is cut off while reading', async () => {
    const file = upload('liar.ydk', Buffer.alloc(300 * 1024, 0x31));
    const res = await ask(attachmentInteraction('deck', 'file', { ...file, size: 100 }));
    expect(res.body.data.content).toMatch(/^文件太大/);
  });

  it('garbage ydke, unknown passcodes, nothing given: clear private messages', async () => {
    const garbage = await ask(commandInteraction('deck', [str('ydke', 'ydke://@@@!!!')]));
    expect(garbage.body.data.flags).toBe(64);
    expect(garbage.body.data.embeds[0].description).toContain('ydke:// 的主卡组一段不是 base64。');
    const file = upload('unknown.ydk', readFileSync(join(decks, 'unknown.ydk')));
    const unknown = await ask(attachmentInteraction('deck', 'file', file, [str('lang', 'en')]));
    expect(unknown.body.data.embeds[0].fields[0].value).toMatch(/Unknown passcode 99999999 \\\(1 in the Main Deck\\\)/);
    const none = await ask(commandInteraction('deck', []));
    expect(none.body.data.content).toBe('请上传 .ydk 卡组文件（file），或粘贴 ydke:// 卡组码（ydke）。');
  });

  it('an attachment from anywhere but Discord is not fetched', async () => {
    const res = await ask(attachmentInteraction('deck', 'file', { url: 'http://169.254.169.254/latest/meta-data', filename: 'x.ydk', size: 10 }));
    expect(res.body.data.content).toMatch(/^读取附件失败/);
  });

  it('/card shows the card\'s place on the limit list', async () => {
    const res = await ask(commandInteraction('card', [str('name', '灰流丽')]));
    expect(res.body.data.embeds[0].description).toContain('**禁限：准限制（2张） · OCG 卡表 2026.10（2026-10）**');
  });
});

describe('/help', () => {
  it('the notation page with example buttons; a button answers with the ruling on its example; a button switches language', async () => {
    const res = await ask(commandInteraction('help', []));
    const e = res.body.data.embeds[0];
    expect(e.title).toBe('记述方法：怎样写一个连锁');
    expect(e.fields.map((f: { name: string }) => f.name)).toEqual(['连锁', '控制者', '对象', '效果编号', '情况块', '卡片状态', '区域', '动作', '注释']);
    const buttons = res.body.data.components.flatMap((r: { components: { custom_id: string; label: string }[] }) => r.components);
    expect(buttons[0].label).toBe('1. 三个连锁：谁能发动、如何处理');
    const example = await ask(buttonInteraction(buttons[0].custom_id, 64));
    const answer = JSON.stringify(example.body.data.embeds);
    expect(answer).toContain('⛔ **C1** A:黑洞');
    expect(answer).toContain('**处理顺序**：C2 → C1');
    expect(example.body.data.components[0].components.map((b: { custom_id: string }) => b.custom_id.split(':')[1])).toEqual(['lang', 'why']);
    const english = await ask(buttonInteraction(buttons.at(-1).custom_id, 64));
    expect(english.body.type).toBe(7);
    expect(english.body.data.embeds[0].title).toBe('The notation: how to write a chain');
    const en = await ask(buttonInteraction('help:ex:0:en', 64));
    expect(JSON.stringify(en.body.data.embeds)).toContain('**C1** A:Dark Hole');
  });

  it('[ANS-HELP-EVERY-WORD] `/help topic:words` and the first page\'s 「所有写法」 button show the second page (every word, `(已反转)` among them); its language button keeps the page', async () => {
    const res = await ask(commandInteraction('help', [str('topic', 'words')]));
    expect(res.body.data.embeds[0].title).toBe('记述方法：所有写法');
    expect(JSON.stringify(res.body.data.embeds[0].fields)).toContain('`(已反转)`');
    const first = await ask(commandInteraction('help', []));
    const words = first.body.data.components.flatMap((r: { components: { custom_id: string; label: string }[] }) => r.components).find((b: { label: string }) => b.label === '所有写法');
    const page = await ask(buttonInteraction(words.custom_id, 64));
    expect(page.body.data.embeds[0].title).toBe('记述方法：所有写法');
    const buttons = page.body.data.components.flatMap((r: { components: { custom_id: string }[] }) => r.components);
    const english = await ask(buttonInteraction(buttons.at(-1).custom_id, 64));
    expect(english.body.data.embeds[0].title).toBe('The notation: every word');
  });
});

// Needs a CJK font (.ci/run installs fonts-wqy-microhei); without one the answer says so instead.
describe.skipIf(!findCjkFont())('/chain image:true — a PNG of the chain, uploaded as multipart/form-data', () => {
  const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

  it('the answer is deferred, then the edit uploads chain.png and the embed shows it', async () => {
    const i = commandInteraction('chain', [str('notation', 'C1 A:黑洞 C2 B:我身作盾 C3 A:王家的诅咒'), bool('image', true)]);
    const edit = discord.waitFor((r) => r.method === 'PATCH' && r.path === `/api/v10/webhooks/${i.application_id}/${i.token}/messages/@original`);
    const first = await ask(i);
    expect(first.body.type).toBe(5); // deferred: a file cannot ride on the first response
    const r = await edit;
    expect(r.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(r.files!.map((f) => f.filename)).toEqual(['chain.png']);
    const png = r.files![0]!.data;
    expect(png.subarray(0, 8).equals(PNG)).toBe(true);
    expect(png.readUInt32BE(16)).toBe(760); // IHDR width
    // Attachment 0 is the file part named chain.png (discord.js writes the id as a string, without a filename).
    expect(r.body.attachments.map((a: { id: unknown }) => String(a.id))).toEqual(['0']);
    expect(r.files!.map((f) => f.filename)).toContain('chain.png');
    expect(r.body.embeds.at(-1).image).toEqual({ url: 'attachment://chain.png' });
    expect(r.body.allowed_mentions).toEqual({ parse: [] });
    expect(r.body.embeds[0].description).toContain('⛔ **C1** A:黑洞');
  });

  it('/settings image on makes pictures the server default; image:false still turns them off', async () => {
    const who = { guild: '800000000000000077', permissions: String(1 << 5) };
    const denied = await ask(subcommand('settings', 'image', [str('value', 'on')], { guild: '800000000000000077' }));
    expect(denied.body.data.content).toBe('修改服务器设置需要“管理服务器”权限。');
    const set = await ask(subcommand('settings', 'image', [str('value', 'on')], who));
    expect(set.body.data.content).toBe('本服务器 /chain 的图片：开。');
    const i = commandInteraction('chain', [str('notation', 'C1 A:旋风')], who);
    const edit = discord.waitFor((r) => r.method === 'PATCH' && r.path === `/api/v10/webhooks/${i.application_id}/${i.token}/messages/@original`);
    await ask(i);
    expect((await edit).files!.length).toBe(1);
    const off = await ask(commandInteraction('chain', [str('notation', 'C1 A:旋风'), bool('image', false)], who));
    expect(off.body.type).toBe(4);
    expect(off.body.data.attachments).toBeUndefined();
  });

  it('/judge show image:true attaches the picture of the live chain', async () => {
    const who = { channel: '650000000000000099' };
    await ask(subcommand('judge', 'start', [], who));
    await ask(subcommand('judge', 'add', [str('link', 'A:黑洞')], who));
    await ask(subcommand('judge', 'add', [str('link', 'B:我身作盾')], who));
    const i = subcommand('judge', 'show', [bool('image', true)], who);
    const edit = discord.waitFor((r) => r.method === 'PATCH' && r.path === `/api/v10/webhooks/${i.application_id}/${i.token}/messages/@original`);
    await ask(i);
    const r = await edit;
    expect(r.files!.map((f) => f.filename)).toEqual(['chain.png']);
    expect(r.body.embeds[0].title).toBe('进行中的连锁（2）');
  });
});
