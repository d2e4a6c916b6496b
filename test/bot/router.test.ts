/**
 * The router shared by both ways in: the per-user rate limit, deferral when an answer is slow (the
 * answer then replaces the deferral through the webhook route of the stand-in Discord), autocomplete
 * limits, and what happens with unknown commands.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/bot/app.js';
import { commands } from '../../commands/index.js';
import { RateLimiter } from '../../src/bot/ratelimit.js';
import { createRest, restResponder } from '../../src/bot/responders.js';
import { completeLastCard } from '../../src/bot/reply.js';
import { describeConfig, readConfig } from '../../src/bot/config.js';
import { BotState, createState } from '../../src/store/index.js';
import type { Judge } from '../../src/judge.js';
import { startFakeDiscord, type FakeDiscord } from './fake-discord.js';
import { autocompleteInteraction, commandInteraction, loadJudge, recorder, str, subcommand, testConfig } from './helpers.js';

let judge: Judge;
let discord: FakeDiscord;
const states: BotState[] = [];

function app(over: Parameters<typeof testConfig>[0] = {}, state?: BotState) {
  const s = state ?? createState({ file: ':memory:' });
  states.push(s);
  return createApp(testConfig(over), { commands, judge, state: s, log: () => {} });
}

beforeAll(async () => {
  judge = await loadJudge();
  discord = await startFakeDiscord();
});

afterAll(async () => {
  for (const s of states) await s.close().catch(() => {});
  await discord.close();
});

describe('router', () => {
  it('rate-limits per user: the burst passes, the next is refused with a wait, another user is unaffected', async () => {
    const { router } = app({ rateLimit: { burst: 3, perMinute: 6 } });
    const ask = async (user: string) => {
      const { calls, responder } = recorder();
      await router.route(commandInteraction('chain', [str('notation', 'C1 旋风')], { user }), responder);
      return calls[0]!.body;
    };
    for (let i = 0; i < 3; i++) expect((await ask('1')).data.embeds).toBeDefined();
    const refused = await ask('1');
    expect(refused.data.flags).toBe(64);
    expect(refused.data.content).toMatch(/请求太频繁，请 \d+ 秒后再试/);
    expect((await ask('2')).data.embeds).toBeDefined();
  });

  it('token bucket refills with time', () => {
    let now = 0;
    const rl = new RateLimiter(2, 60, () => now);
    expect(rl.take('u').ok).toBe(true);
    expect(rl.take('u').ok).toBe(true);
    const no = rl.take('u');
    expect(no.ok).toBe(false);
    expect(no.retryAfterMs).toBe(1000);
    now += 1000;
    expect(rl.take('u').ok).toBe(true);
  });

  it('a slow answer is deferred within the deadline, then replaces the deferral (PATCH @original)', async () => {
    class SlowState extends BotState {
      override async putAnswer(key: string, data: Parameters<BotState['putAnswer']>[1]) {
        await new Promise((r) => setTimeout(r, 300));
        return super.putAnswer(key, data);
      }
    }
    const base = createState({ file: ':memory:' });
    const slow = new SlowState(base.parts);
    const { router } = app({}, slow);
    const i = commandInteraction('chain', [str('notation', 'C1 A:旋风 C2 B:宇宙旋风')]);
    const rest = createRest(discord.apiBase);
    const started = Date.now();
    const edited = discord.waitFor((r) => r.method === 'PATCH' && r.path.endsWith(`/${i.token}/messages/@original`));
    await router.route(i, restResponder(rest, i), { receivedAt: started, deferAfterMs: 50 });
    const first = discord.requests.find((r) => r.path === `/api/v10/interactions/${i.id}/${i.token}/callback`)!;
    expect(first.body).toEqual({ type: 5, data: { flags: 64 } });
    const edit = await edited;
    expect(edit.body.embeds.length).toBeGreaterThan(0);
    expect(edit.body.allowed_mentions).toEqual({ parse: [] });
  });

  it('a deferred public answer that turns out to be an error is deleted and re-sent privately', async () => {
    class SlowState extends BotState {
      override async getLanguage(): Promise<undefined> {
        return undefined;
      }
      override async getChain(channelId: string) {
        await new Promise((r) => setTimeout(r, 200));
        return super.getChain(channelId);
      }
    }
    const base = createState({ file: ':memory:' });
    const { router } = app({}, new SlowState(base.parts));
    const { calls, responder } = recorder();
    const i = commandInteraction('judge', [{ name: 'show', type: 1, options: [] }]);
    await router.route(i, responder, { deferAfterMs: 20 });
    expect(calls.map((c) => c.kind)).toEqual(['respond', 'delete', 'followup']);
    expect(calls[0]!.body).toEqual({ type: 5, data: {} });
    expect(calls[2]!.body.flags).toBe(64);
  });

  it('autocomplete answers at most 25 choices of at most 100 characters, and nothing past 100', async () => {
    const { router } = app();
    const { calls, responder } = recorder();
    await router.route(autocompleteInteraction('chain', [str('notation', 'C1 旋', true)]), responder);
    const choices = calls[0]!.body.data.choices as { name: string; value: string }[];
    expect(calls[0]!.body.type).toBe(8);
    expect(choices.length).toBeLessThanOrEqual(25);
    expect(choices.every((c) => c.value.length <= 100 && c.value.startsWith('C1 '))).toBe(true);
    const long = `C1 A:${'旋风 '.repeat(40)} C2 B:宇宙`;
    expect(completeLastCard(long, () => ['宇宙旋风'])).toEqual([]);
  });

  it('completes the name after a controller prefix, an arrow, or a comma; quotes names that need it', () => {
    const s = (p: string) => (p === '宇宙' ? ['宇宙旋风'] : p === '魔界' ? ['魔界台本「魔王的降临」'] : []);
    expect(completeLastCard('C1 黑洞 C2 B:宇宙', s)[0]!.value).toBe('C1 黑洞 C2 B:宇宙旋风');
    expect(completeLastCard('C1 炸裂装甲→宇宙', s)[0]!.value).toBe('C1 炸裂装甲→宇宙旋风');
    expect(completeLastCard('C1 黑洞 C2 魔界', s)[0]!.value).toBe('C1 黑洞 C2 《魔界台本「魔王的降临」》');
    // One link alone (/judge add), with or without its controller.
    expect(completeLastCard('B:宇宙', s)[0]!.value).toBe('B:宇宙旋风');
    expect(completeLastCard('宇宙', s)[0]!.value).toBe('宇宙旋风');
    // A name that would read as an effect number, or holds 《》, is quoted the way the notation reads back.
    const odd = (p: string) => (p === '效果' ? ['效果3号'] : p === 'No' ? ['No.39 希望皇 霍普《测试》'] : []);
    expect(completeLastCard('C1 效果', odd)[0]!.value).toBe('C1 《效果3号》');
    expect(completeLastCard('C1 No', odd)[0]!.value).toBe('C1 「No.39 希望皇 霍普《测试》」');
  });

  it('the token never reaches a log line, even when an error message quotes it', async () => {
    const lines: string[] = [];
    const state = createState({ file: ':memory:' });
    states.push(state);
    const leaky = { ...judge, chain: () => { throw new Error('request failed with Authorization: Bot stand.in.token'); } } as Judge;
    const { router } = createApp(testConfig(), { commands, judge: leaky, state, log: (m) => lines.push(m) });
    const { calls, responder } = recorder();
    await router.route(commandInteraction('chain', [str('notation', 'C1 旋风')]), responder);
    expect(calls[0]!.body.data.flags).toBe(64);
    expect(lines.join('\n')).toContain('[token]');
    expect(lines.join('\n')).not.toContain('stand.in.token');
    expect(describeConfig(testConfig())).not.toContain('stand.in.token');
  });

  it('config: SHARDS makes a sharding manager, except inside a shard (where discord.js sets SHARDS itself)', () => {
    expect(readConfig({ SHARDS: 'auto' }).shards).toBe('auto');
    expect(readConfig({ SHARDS: '4' }).shards).toBe(4);
    expect(readConfig({ SHARDS: '0', SHARDING_MANAGER: 'true' }).shards).toBeNull();
    expect(readConfig({}).shards).toBeNull();
    const c = readConfig({ RATE_LIMIT_BURST: '2', RATE_LIMIT_PER_MINUTE: 'x', STATE_DB: '/tmp/s.sqlite' });
    expect(c.rateLimit).toEqual({ burst: 2, perMinute: 20 });
    expect(c.stateDb).toBe('/tmp/s.sqlite');
  });

  it('an unknown command gets a private answer; PING gets PONG', async () => {
    const { router } = app();
    const a = recorder();
    await router.route(commandInteraction('nope'), a.responder);
    expect(a.calls[0]!.body.data.flags).toBe(64);
    const b = recorder();
    await router.route({ id: '1', application_id: '2', token: 't', type: 1 }, b.responder);
    expect(b.calls[0]!.body).toEqual({ type: 1 });
  });

  it('an interaction that expired before it was handled is dropped and logged; a deferred one may still change state', async () => {
    const lines: string[] = [];
    const state = createState({ file: ':memory:' });
    states.push(state);
    const { router } = createApp(testConfig(), { commands, judge, state, log: (m) => lines.push(m) });
    const who = { channel: '660000000000000001', user: '760000000000000001' };
    const start = recorder();
    await router.route(subcommand('judge', 'start', [], who), start.responder);
    // Arrived 4 s ago (the process was stuck): Discord has given up on it; nothing is applied.
    const late = recorder();
    await router.route(subcommand('judge', 'add', [str('link', 'A:旋风')], who), late.responder, { receivedAt: Date.now() - 4000 });
    expect(late.calls).toEqual([]);
    expect((await state.getChain(who.channel))!.links).toEqual([]);
    expect(lines.some((l) => /expired before it was handled .*dropped/.test(l))).toBe(true);

    // Deferred in time, then slow past Discord's 3 s (two slow settings reads): the deferral moved its
    // deadline to the token's 15 minutes, so the add still happens and replaces the deferral.
    class SlowRead extends BotState {
      override async getLanguage(): Promise<undefined> {
        await new Promise((r) => setTimeout(r, 1700));
        return undefined;
      }
    }
    const slow = createApp(testConfig(), { commands, judge, state: new SlowRead(state.parts), log: (m) => lines.push(m) });
    const deferred = recorder();
    await slow.router.route(subcommand('judge', 'add', [str('link', 'A:旋风')], { ...who, locale: 'en-US' }), deferred.responder, { deferAfterMs: 50 });
    expect(deferred.calls.map((c) => c.kind)).toEqual(['respond', 'edit']);
    expect(deferred.calls[0]!.body.type).toBe(5);
    expect(deferred.calls[1]!.body.embeds[0].title).toBe('C1 added');
    expect((await state.getChain(who.channel))!.links).toEqual(['A:旋风']);
  }, 15_000);
});
