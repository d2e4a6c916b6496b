/**
 * Redis going away, on a redis-server of the test's own (a random loopback port, append-only file in a
 * temporary folder), paused, stopped and started again while the bot runs:
 *  - what needs no state (/chain, /phase, /card) is answered within Discord's deadline, with the
 *    default settings; /judge tells the user that live chains are unavailable;
 *  - a change sent to a paused Redis and abandoned (the user was told it failed) is not applied when
 *    Redis resumes;
 *  - when Redis is back, /judge works again with the chain as it was.
 * Skipped with a message when `redis-server` is not on PATH.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commands } from '../../commands/index.js';
import { createApp } from '../../src/bot/app.js';
import { BotState, createState } from '../../src/store/index.js';
import { commandInteraction, loadJudge, recorder, str, subcommand, testConfig } from '../bot/helpers.js';
import { freePort, redisAnswers } from '../../bench/support.js';

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
const dir = mkdtempSync(join(tmpdir(), 'ocg-outage-'));
const OWNER = '720000000000000001';
const channel = '620000000000000001';
let redis: ChildProcess | null = null;
let port = 0;
let state: BotState;
const logs: string[] = [];

async function until(check: () => Promise<boolean>, ms: number, what: string) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function startRedis() {
  redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'yes', '--appendfsync', 'always'], {
    stdio: 'ignore',
  });
  await until(() => redisAnswers(port), 10_000, 'redis-server');
}

async function stopRedis() {
  const r = redis!;
  const exited = new Promise((res) => r.once('exit', res));
  r.kill('SIGTERM');
  await exited;
  redis = null;
}

const judge = await loadJudge();

/** Routes an interaction with the real router and Discord's default deadline; returns every response. */
async function ask(interaction: any, s: BotState = state) {
  const { router } = createApp(testConfig({ rateLimit: { burst: 1e6, perMinute: 1e6 } }), { commands, judge, state: s, log: (m) => logs.push(m) });
  const { calls, responder } = recorder();
  await router.route(interaction, responder);
  return calls;
}

const text = (calls: { body: any }[]) => JSON.stringify(calls[0]!.body);
const UNAVAILABLE = /状态存储暂时无法使用：进行中的连锁（\/judge）和设置现在不可用，这次操作没有执行。\/chain、\/card、\/phase 仍可正常使用。/;

beforeAll(async () => {
  if (!hasRedis) return;
  port = await freePort();
  await startRedis();
  state = createState({ redisUrl: `redis://127.0.0.1:${port}`, log: (m) => logs.push(m) });
  await ask(subcommand('judge', 'start', [], { channel, user: OWNER }));
  await ask(subcommand('judge', 'add', [str('link', 'A:旋风')], { channel, user: OWNER }));
  await ask(subcommand('judge', 'add', [str('link', 'B:宇宙旋风→C1')], { channel, user: OWNER }));
}, 30_000);

afterAll(async () => {
  if (redis && redis.exitCode === null) {
    redis.kill('SIGCONT');
    await stopRedis();
  }
  await state?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!hasRedis)('Redis stopped, paused and restarted under a running bot', () => {
  it('stopped: /chain, /phase and /card are answered in time with default settings; /judge says live chains are unavailable', async () => {
    expect((await state.getChain(channel))!.links).toEqual(['A:旋风', 'B:宇宙旋风→C1']);
    await stopRedis();
    const chain = await ask(commandInteraction('chain', [str('notation', 'C1 A:黑洞 C2 B:神之宣告')], { channel }));
    // The first response is the answer itself (type 4), not a deferral: no wait on the dead store.
    expect(chain[0]!.body.type).toBe(4);
    expect(chain[0]!.body.data.embeds.length).toBeGreaterThan(0);
    expect(text(chain)).toContain('神之宣告');
    // Its buttons need the store: left out rather than broken.
    expect(chain[0]!.body.data.components).toBeUndefined();
    const phase = await ask(commandInteraction('phase', [str('name', '伤害步骤')], { channel }));
    expect(phase[0]!.body.type).toBe(4);
    expect(text(phase)).toContain('伤害步骤');
    const card = await ask(commandInteraction('card', [str('name', '灰流丽')], { channel, locale: 'en-US' }));
    expect(card[0]!.body.type).toBe(4);
    expect(card[0]!.body.data.embeds.length).toBeGreaterThan(0);

    for (const sub of ['show', 'add', 'undo']) {
      const opts = sub === 'add' ? [str('link', 'A:黑洞')] : [];
      const r = await ask(subcommand('judge', sub, opts, { channel, user: OWNER }));
      expect(r[0]!.body.type).toBe(4);
      expect(r[0]!.body.data.flags).toBe(64);
      expect(r[0]!.body.data.content).toMatch(UNAVAILABLE);
    }
    expect(logs.some((l) => /redis|state store unavailable/i.test(l))).toBe(true);
  }, 30_000);

  it('restarted: /judge works again, on the chain as it was before the outage', async () => {
    await startRedis();
    await until(async () => state.getChain(channel).then(() => true, () => false), 15_000, 'the bot to reconnect');
    const add = await ask(subcommand('judge', 'add', [str('link', 'A:神之宣告')], { channel, user: OWNER, locale: 'en-US' }));
    expect(add[0]!.body.data.embeds[0].title).toBe('C3 added');
    expect((await state.getChain(channel))!.links).toEqual(['A:旋风', 'B:宇宙旋风→C1', 'A:神之宣告']);
  }, 30_000);

  it('paused mid-change: the user is told it failed, and the change is not applied when Redis resumes', async () => {
    // Pause Redis after the chain was read, so the write itself waits in a stalled Redis.
    const real = state.parts.atomic;
    const pausing = new BotState({
      ...state.parts,
      atomic: {
        getRaw: async (key) => {
          const raw = await real.getRaw(key);
          redis!.kill('SIGSTOP');
          return raw;
        },
        compareAndSet: (...args) => real.compareAndSet(...args),
      },
    });
    const add = await ask(subcommand('judge', 'add', [str('link', 'B:神之警告'), str('lang', 'zh-CN')], { channel, user: OWNER }), pausing);
    expect(add[0]!.body.type).toBe(4);
    expect(add[0]!.body.data.content).toMatch(UNAVAILABLE);
    redis!.kill('SIGCONT');
    // Give the stalled script time to run: it finds its deadline passed and changes nothing.
    await until(async () => state.getChain(channel).then(() => true, () => false), 10_000, 'Redis to resume');
    await new Promise((r) => setTimeout(r, 300));
    expect((await state.getChain(channel))!.links).toEqual(['A:旋风', 'B:宇宙旋风→C1', 'A:神之宣告']);
    expect(logs.some((l) => /state store unavailable \(change chain\)/.test(l))).toBe(true);
  }, 30_000);

  it('down when the bot starts: commands fail over at once (no wait per command), and it connects when Redis comes up', async () => {
    await stopRedis();
    const fresh = createState({ redisUrl: `redis://127.0.0.1:${port}`, log: (m) => logs.push(m) });
    try {
      for (let i = 0; i < 3; i++) {
        const chain = await ask(commandInteraction('chain', [str('notation', 'C1 A:黑洞')], { channel }), fresh);
        expect(chain[0]!.body.type).toBe(4);
        const show = await ask(subcommand('judge', 'show', [], { channel, user: OWNER }), fresh);
        expect(show[0]!.body.data.content).toMatch(UNAVAILABLE);
      }
      await startRedis();
      await until(async () => fresh.getChain(channel).then(() => true, () => false), 15_000, 'the new bot to connect');
      const show = await ask(subcommand('judge', 'show', [], { channel, user: OWNER, locale: 'en-US' }), fresh);
      expect(show[0]!.body.data.embeds[0].title).toBe('Live chain (3)');
    } finally {
      await fresh.close();
    }
  }, 30_000);
});

if (!hasRedis) {
  describe('Redis outage', () => {
    it.skip('skipped: redis-server is not on PATH (apt-get install redis-server; .ci/run installs it)', () => {});
  });
}
