/**
 * Damaged state on the SQLite backend. A corrupt page is an error, never "no live chain": the user is
 * told the state is unavailable (and nothing overwrites the chain), the log says why; what needs no
 * state still answers. A write the file refuses (locked by another writer) is reported the same way
 * and changes nothing. A bot process killed in the middle of adding links loses none it acknowledged.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { commands } from '../../commands/index.js';
import { createApp } from '../../src/bot/app.js';
import type { Responder } from '../../src/bot/router.js';
import { createState, type BotState } from '../../src/store/index.js';
import { commandInteraction, loadJudge, str, subcommand, testConfig } from '../bot/helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'ocg-corrupt-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const judge = await loadJudge();
const OWNER = '730000000000000001';
const worker = join('dist', 'bench', 'judge-worker.js');

async function ask(state: BotState, interaction: any, logs: string[] = []) {
  const { router } = createApp(testConfig({ rateLimit: { burst: 1e6, perMinute: 1e6 } }), { commands, judge, state, log: (m) => logs.push(m) });
  let body: any = null;
  const keep = async (b: unknown) => void (body ??= b);
  const responder: Responder = { respond: keep, editOriginal: keep, deleteOriginal: async () => {}, followUp: async () => {} };
  await router.route(interaction, responder);
  return body;
}

describe('SQLite state damaged', () => {
  it('a corrupt page: /judge says state is unavailable (not "no live chain"), the log names the cause, /chain still answers', async () => {
    const file = join(dir, 'corrupt.sqlite');
    const channel = '630000000000000001';
    const before = createState({ file });
    await ask(before, subcommand('judge', 'start', [], { channel, user: OWNER }));
    await ask(before, subcommand('judge', 'add', [str('link', 'A:旋风')], { channel, user: OWNER }));
    await before.close();

    // Overwrite the table's root page with garbage (the schema page stays readable).
    const db = new Database(file, { readonly: true });
    const root = (db.prepare(`SELECT rootpage FROM sqlite_master WHERE name = 'keyv'`).get() as { rootpage: number }).rootpage;
    const pageSize = db.pragma('page_size', { simple: true }) as number;
    db.close();
    const fd = openSync(file, 'r+');
    writeSync(fd, Buffer.alloc(pageSize, 0xa5), 0, pageSize, (root - 1) * pageSize);
    closeSync(fd);

    const logs: string[] = [];
    const state = createState({ file });
    for (const sub of ['show', 'start']) {
      const r = await ask(state, subcommand('judge', sub, [], { channel, user: OWNER }), logs);
      expect(r.data.flags).toBe(64);
      expect(r.data.content).toMatch(/状态存储暂时无法使用/);
      expect(r.data.content).not.toMatch(/没有进行中的连锁/);
    }
    expect(logs.join('\n')).toMatch(/malformed|corrupt|not a database/i);
    const chain = await ask(state, commandInteraction('chain', [str('notation', 'C1 A:黑洞 C2 B:神之宣告')], { channel }), logs);
    expect(chain.type).toBe(4);
    expect(chain.data.embeds.length).toBeGreaterThan(0);
    await state.close();
  });

  it('unwritable (another connection holds the write lock, as another process would): the user is told nothing was applied, the log says why, reads still work', async () => {
    const file = join(dir, 'locked.sqlite');
    const channel = '630000000000000003';
    const state = createState({ file });
    await ask(state, subcommand('judge', 'start', [], { channel, user: OWNER }));
    await ask(state, subcommand('judge', 'add', [str('link', 'A:旋风')], { channel, user: OWNER }));
    const holder = new Database(file);
    holder.exec('BEGIN EXCLUSIVE');
    try {
      const logs: string[] = [];
      const add = await ask(state, subcommand('judge', 'add', [str('link', 'B:神之宣告')], { channel, user: OWNER }), logs);
      expect(add.data.content).toMatch(/状态存储暂时无法使用：.*这次操作没有执行/);
      expect(logs.join('\n')).toMatch(/database is locked/);
      const show = await ask(state, subcommand('judge', 'show', [], { channel, user: OWNER, locale: 'en-US' }));
      expect(show.data.embeds[0].title).toBe('Live chain (1)');
    } finally {
      holder.exec('ROLLBACK');
      holder.close();
    }
    expect((await state.getChain(channel))!.links).toEqual(['A:旋风']);
    await state.close();
  });

  it.skipIf(!existsSync(worker))('a bot process killed mid-write (SIGKILL) loses no acknowledged link, and the file stays readable', async () => {
    const file = join(dir, 'crash.sqlite');
    const channel = '630000000000000002';
    const state = createState({ file });
    await ask(state, subcommand('judge', 'start', [], { channel, user: OWNER }));
    const child = spawn(
      process.execPath,
      [worker, JSON.stringify({ file, namespace: 'ocg', channel, owner: OWNER, tag: 'crash', adds: 55, inFlight: 1, progress: true })],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const acked: { link: string; n: number }[] = [];
    await new Promise<void>((resolve) => {
      child.stdout!.on('data', (d: Buffer) => {
        for (const line of String(d).split('\n')) if (line.startsWith('{"ack"')) acked.push(JSON.parse(line).ack);
        if (acked.length >= 12 && child.exitCode === null) {
          child.kill('SIGKILL');
          resolve();
        }
      });
      child.on('exit', () => resolve());
    });
    await new Promise((r) => child.exitCode !== null || child.signalCode !== null ? r(null) : child.once('exit', r));
    expect(acked.length).toBeGreaterThanOrEqual(12);
    const stored = (await state.getChain(channel))!.links;
    // Every acknowledged link is there at its number; at most the one in flight was added unacknowledged.
    for (const a of acked) expect(stored[a.n - 1]).toBe(a.link);
    expect(stored.length - acked.length).toBeLessThanOrEqual(1);
    expect(stored.length).toBeLessThan(55);
    const add = await ask(state, subcommand('judge', 'add', [str('link', 'B:神之宣告')], { channel, user: OWNER, locale: 'en-US' }));
    expect(add.data.embeds[0].title).toBe(`C${stored.length + 1} added`);
    await state.close();
  }, 30_000);
});
