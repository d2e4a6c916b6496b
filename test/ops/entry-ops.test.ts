/**
 * The processes as an operator runs them, from the build (`npm run build`; skipped when dist/ is
 * missing): `npm run serve` logs JSON lines (never the token), serves /health and /metrics on its
 * port, reloads its card catalog on SIGHUP and when the file is replaced, and keeps the old catalog
 * when the new file is garbage; `npm start` serves /metrics and /health on METRICS_PORT; a bad
 * operations setting stops the process with one line and exit code 2.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeDiscord, type FakeDiscord } from '../bot/fake-discord.js';
import { commandInteraction, freePort, signBody, stopChildren, str, testKeys, until } from '../bot/helpers.js';
import { writeCdb } from './cdb.js';

const built = existsSync('dist/src/bot/main.js') && existsSync('dist/src/bot/serve.js');
const dir = mkdtempSync(join(tmpdir(), 'ocg-entry-ops-'));
const children: ChildProcess[] = [];
let discord: FakeDiscord | null = null;

afterAll(async () => {
  await stopChildren(children);
  await discord?.close();
  rmSync(dir, { recursive: true, force: true });
});


function run(file: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [file], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', STATE_DB: join(dir, `state-${children.length}.sqlite`), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const out = { text: '', lines: [] as any[] };
  child.stderr!.on('data', (d: Buffer) => {
    out.text += d;
    out.lines = out.text.split('\n').filter(Boolean).map((l) => {
      try {
        return JSON.parse(l);
      } catch {
        return { unparsed: l };
      }
    });
  });
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { child, out, exited };
}

describe.skipIf(!built)('entry points: logs, metrics, health, reload (from dist/)', () => {
  it('npm run serve: JSON logs, /health and /metrics, SIGHUP and file reloads, a garbage file kept out', async () => {
    const keys = testKeys();
    const port = await freePort();
    const cdb = join(dir, 'cards.cdb');
    writeCdb(cdb, [{ id: 90000001, name: '进程测试甲' }]);
    const { child, out } = run('dist/src/bot/serve.js', {
      DISCORD_PUBLIC_KEY: keys.publicHex,
      DISCORD_TOKEN: 'serve.secret.token',
      PORT: String(port),
      HOST: '127.0.0.1',
      CARDS_DB: cdb,
      CARDS_WATCH_SECONDS: '1',
    });
    await until(() => out.lines.some((l) => l.event === 'listening'), 45_000).catch((e) => {
      throw new Error(`${e.message}; output:\n${out.text}`);
    });
    expect(out.lines.every((l) => typeof l.level === 'string' && typeof l.time === 'string' && !l.unparsed)).toBe(true);
    const base = `http://127.0.0.1:${port}`;
    const ask = async (name: string) => {
      const body = JSON.stringify(commandInteraction('card', [str('name', name)]));
      const res = await fetch(`${base}/interactions`, { method: 'POST', body, headers: signBody(keys.privateKey, body) });
      return (await res.json()) as any;
    };
    expect((await ask('进程测试甲')).data.embeds[0].title).toContain('进程测试甲');
    const health = await (await fetch(`${base}/health`)).json();
    expect(health).toMatchObject({ status: 'ok', store: { backend: 'sqlite', ok: true } });
    const metrics = await (await fetch(`${base}/metrics`)).text();
    expect(metrics).toMatch(/ocg_judge_commands_total\{command="card",outcome="ok"\} 1/);

    // SIGHUP: reloaded (same file).
    child.kill('SIGHUP');
    await until(() => out.lines.some((l) => l.event === 'catalog-reload' && l.reason === 'SIGHUP'));
    // A new file renamed into place: picked up by the watch.
    const next = `${cdb}.new`;
    writeCdb(next, [{ id: 90000001, name: '进程测试甲' }, { id: 90000002, name: '进程测试乙' }]);
    renameSync(next, cdb);
    await until(() => out.lines.some((l) => l.event === 'catalog-reload' && l.reason === 'file changed' && l.level === 'info'));
    expect((await ask('进程测试乙')).data.embeds[0].title).toContain('进程测试乙');
    // Garbage in its place: the catalog in use stays, the log and /health say why.
    writeFileSync(`${cdb}.bad`, 'not a database');
    renameSync(`${cdb}.bad`, cdb);
    await until(() => out.lines.some((l) => l.event === 'catalog-reload' && l.level === 'error'));
    expect((await ask('进程测试乙')).data.embeds[0].title).toContain('进程测试乙');
    const after = await (await fetch(`${base}/health`)).json();
    expect(after.catalog.lastError.reason).toMatch(/could not load/);
    expect(out.text).not.toContain('serve.secret.token');
  }, 90_000);

  it('npm start: /metrics and /health on METRICS_PORT; the token never in the logs', async () => {
    discord = await startFakeDiscord();
    const port = await freePort();
    const { out } = run('dist/src/bot/main.js', { DISCORD_TOKEN: 'gateway.secret.token', DISCORD_API_BASE: discord.apiBase, METRICS_PORT: String(port), METRICS_HOST: '127.0.0.1' });
    await until(() => out.lines.some((l) => l.event === 'ready') && out.lines.some((l) => l.port === port), 45_000).catch((e) => {
      throw new Error(`${e.message}; output:\n${out.text}`);
    });
    const i = commandInteraction('phase', []);
    const wait = discord.waitFor((r) => r.path === `/api/v10/interactions/${i.id}/${i.token}/callback`, 20_000);
    discord.dispatch('INTERACTION_CREATE', i);
    await wait;
    const metrics = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    expect(metrics).toMatch(/ocg_judge_commands_total\{command="phase",outcome="ok"\} 1/);
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
    await until(() => out.lines.some((l) => l.event === 'interaction'));
    expect(out.text).not.toContain('gateway.secret.token');
  }, 90_000);

  it('npm start that cannot reach Discord: one fatal JSON line without the token, exit code 1', async () => {
    const closed = await freePort();
    const { out, exited } = run('dist/src/bot/main.js', { DISCORD_TOKEN: 'unreachable.secret.token', DISCORD_API_BASE: `http://127.0.0.1:${closed}/api` });
    expect(await exited).toBe(1);
    const fatal = out.lines.find((l) => l.level === 'fatal');
    expect(fatal).toMatchObject({ event: 'login-failed', msg: 'could not log in to Discord (check DISCORD_TOKEN and the network)' });
    expect(out.lines.every((l) => !l.unparsed)).toBe(true);
    expect(out.text).not.toContain('unreachable.secret.token');
  }, 60_000);

  it('a bad operations setting: one line saying what and how, exit code 2', async () => {
    const { out, exited } = run('dist/src/bot/serve.js', { DISCORD_PUBLIC_KEY: testKeys().publicHex, METRICS_PORT: 'abc', CARDS_UPDATE_HOURS: '0' });
    expect(await exited).toBe(2);
    const fatal = out.lines.filter((l) => l.level === 'fatal').map((l) => l.msg);
    expect(fatal).toEqual([
      'configuration: METRICS_PORT=abc is not valid: a port number 1–65535, or empty for none',
      'configuration: CARDS_UPDATE_HOURS=0 is not valid: hours between downloads, at least 1 (empty: never)',
    ]);
  }, 30_000);
});

if (!built) {
  describe('entry points: logs, metrics, health, reload (from dist/)', () => {
    it.skip('skipped: dist/ is missing — run `npm run build` first', () => {});
  });
}
