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
import { createGatewayClient } from '../../src/bot/gateway.js';
import { createState } from '../../src/store/index.js';
import type { Judge } from '../../src/judge.js';
import type { BotConfig } from '../../src/bot/config.js';
import { startFakeDiscord, type FakeDiscord, type Recorded } from './fake-discord.js';
import { buttonInteraction, commandInteraction, loadJudge, str, testConfig } from './helpers.js';

let discord: FakeDiscord;
const judge: Judge = await loadJudge();
let dir: string;
const running: { close: () => Promise<void> }[] = [];

async function startBot(over: Partial<BotConfig> = {}) {
  const config = testConfig({ apiBase: discord.apiBase, stateDb: join(dir, `state-${running.length}.sqlite`), rateLimit: { burst: 1000, perMinute: 6000 }, ...over });
  const state = createState({ file: config.stateDb });
  const { router } = createApp(config, { judge, state, log: () => {} });
  const client: Client = createGatewayClient(router, { apiBase: discord.apiBase });
  const ready = new Promise<void>((r) => client.once('clientReady', () => r()));
  await client.login(config.token!);
  await ready;
  const entry = {
    close: async () => {
      await client.destroy();
      await state.close();
    },
  };
  running.push(entry);
  return entry;
}

/** Dispatches an interaction and waits for its initial response (the callback POST). */
async function ask(interaction: { id: string; token: string }): Promise<Recorded> {
  const wait = discord.waitFor((r) => r.method === 'POST' && r.path === `/api/v10/interactions/${interaction.id}/${interaction.token}/callback`);
  discord.dispatch('INTERACTION_CREATE', interaction);
  return wait;
}

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
