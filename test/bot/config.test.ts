/**
 * Configuration checked at start: each mistake an operator makes is one line saying what is wrong and
 * how to fix it, and exit code 2 — from the entry points as users run them (dist/, `npm run build`),
 * and from checkConfig itself. Also: `SHARDS=` left empty (as copied from .env.example) starts one
 * process instead of crashing inside discord.js.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkConfig } from '../../src/bot/config.js';
import { startFakeDiscord } from './fake-discord.js';
import { testKeys } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'ocg-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const built = existsSync('dist/src/bot/main.js') && existsSync('dist/src/bot/serve.js');
const key = testKeys().publicHex;
const garbage = join(dir, 'garbage.cdb');
writeFileSync(garbage, 'this is not a database '.repeat(100));
const folder = join(dir, 'cards');
mkdirSync(folder);
writeFileSync(join(folder, 'cards.cdb'), '');

function run(file: string, env: Record<string, string>, ms = 20_000) {
  return spawnSync(process.execPath, [file], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', STATE_DB: join(dir, 'state.sqlite'), ...env },
    encoding: 'utf8',
    timeout: ms,
  });
}

describe('checkConfig', () => {
  it('names each mistake with its fix, one line each', () => {
    const serve = (env: Record<string, string>) => checkConfig({ DISCORD_PUBLIC_KEY: key, ...env }, 'serve');
    expect(serve({})).toEqual([]);
    expect(serve({ DISCORD_PUBLIC_KEY: 'abc' })[0]).toMatch(/^DISCORD_PUBLIC_KEY is not a public key \(want 64 hex digits, got 3 characters\): copy/);
    expect(serve({ DISCORD_PUBLIC_KEY: 'z'.repeat(64) })[0]).toMatch(/with non-hex ones/);
    expect(checkConfig({}, 'serve')[0]).toMatch(/^DISCORD_PUBLIC_KEY is not set: copy the "Public Key"/);
    expect(serve({ PORT: 'abc' })).toEqual(['PORT="abc" is not a port number: set PORT to a number from 1 to 65535, or leave it empty for 8080.']);
    expect(serve({ PORT: '70000' })).toHaveLength(1);
    expect(serve({ CARDS_DB: join(dir, 'nope.cdb') })[0]).toMatch(/^CARDS_DB=".*nope\.cdb": no such file: point it at cards\.cdb/);
    expect(serve({ CARDS_DB: garbage })[0]).toMatch(/^CARDS_DB=".*garbage\.cdb" is not a YGOPro card database \(cards\.cdb\) \(file is not a database\)/);
    expect(serve({ CARDS_DB: folder })[0]).toMatch(/is a folder, not a file \(it holds .*cards\.cdb\)/);
    expect(serve({ REDIS_URL: 'localhost:6379' })[0]).toMatch(/^REDIS_URL is not a redis:\/\/ or rediss:\/\/ URL/);
    expect(serve({ REDIS_URL: 'http://user:secret@host' }).join('')).not.toContain('secret');
    expect(serve({ STATE_DB: folder })[0]).toMatch(/^STATE_DB=".*" is a folder/);
    expect(serve({ RATE_LIMIT_BURST: '0' })[0]).toMatch(/^RATE_LIMIT_BURST="0" is not a whole number from 1 up/);
    const gateway = (env: Record<string, string>) => checkConfig({ DISCORD_TOKEN: 't.t.t', ...env }, 'gateway');
    expect(gateway({ SHARDS: '' })).toEqual([]);
    expect(gateway({ SHARDS: 'auto' })).toEqual([]);
    expect(gateway({ SHARDS: 'two' })[0]).toMatch(/^SHARDS="two" is not a shard count: use auto/);
    expect(checkConfig({}, 'gateway')[0]).toMatch(/^DISCORD_TOKEN is not set/);
    expect(checkConfig({ CARDS_DB: garbage }, 'cli')[0]).toMatch(/^--cards=".*" is not a YGOPro card database/);
  });
});

describe.skipIf(!built)('entry points refuse a bad configuration: one line, exit code 2 (from dist/)', () => {
  const serve = 'dist/src/bot/serve.js';
  it('npm run serve: bad public key, PORT=abc, CARDS_DB missing, garbage or a folder', () => {
    for (const [env, expected] of [
      [{ DISCORD_PUBLIC_KEY: 'not-a-key' }, /DISCORD_PUBLIC_KEY is not a public key/],
      [{ DISCORD_PUBLIC_KEY: key, PORT: 'abc' }, /PORT="abc" is not a port number/],
      [{ DISCORD_PUBLIC_KEY: key, CARDS_DB: join(dir, 'missing.cdb') }, /CARDS_DB=.*no such file/],
      [{ DISCORD_PUBLIC_KEY: key, CARDS_DB: garbage }, /CARDS_DB=.* is not a YGOPro card database/],
      [{ DISCORD_PUBLIC_KEY: key, CARDS_DB: folder }, /CARDS_DB=.* is a folder/],
    ] as const) {
      const r = run(serve, env);
      expect(r.status, r.stderr).toBe(2);
      const lines = r.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(expected);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
  });

  it('npm run serve: a port in use is one line and exit code 2', async () => {
    const taken: Server = createServer();
    await new Promise<void>((r) => taken.listen(0, '127.0.0.1', r));
    const port = (taken.address() as { port: number }).port;
    const r = await new Promise<{ code: number | null; err: string }>((resolve) => {
      const child = spawn(process.execPath, [serve], {
        env: { PATH: process.env.PATH ?? '', STATE_DB: join(dir, 'state2.sqlite'), DISCORD_PUBLIC_KEY: key, PORT: String(port), HOST: '127.0.0.1' },
      });
      let err = '';
      child.stderr.on('data', (d) => (err += d));
      child.on('close', (code) => resolve({ code, err }));
    });
    taken.close();
    expect(r.code).toBe(2);
    // Startup logs may come first (the catalog loaded); the problem itself is one line.
    const problems = r.err.trim().split('\n').filter((l) => l.startsWith('ocg-judge: '));
    expect(problems).toEqual([`ocg-judge: PORT=${port} is already in use on 127.0.0.1: stop the other process there, or set PORT to a free port.`]);
  }, 30_000);

  it('npm start: no token, or SHARDS=two: one line, exit code 2', () => {
    const none = run('dist/src/bot/main.js', {});
    expect(none.status).toBe(2);
    expect(none.stderr.trim()).toMatch(/^ocg-judge: DISCORD_TOKEN is not set/);
    const shards = run('dist/src/bot/main.js', { DISCORD_TOKEN: 'a.b.c', SHARDS: 'two' });
    expect(shards.status).toBe(2);
    expect(shards.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('npm start with SHARDS= empty (as in .env.example) runs one process and connects', async () => {
    const discord = await startFakeDiscord();
    const child = spawn(process.execPath, ['dist/src/bot/main.js'], {
      env: { PATH: process.env.PATH ?? '', STATE_DB: join(dir, 'state3.sqlite'), DISCORD_TOKEN: 'empty.shards.token', DISCORD_API_BASE: discord.apiBase, SHARDS: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stderr!.on('data', (d) => (log += d));
    try {
      const identify = await Promise.race([
        discord.identified,
        new Promise((_, reject) => child.on('exit', (code) => reject(new Error(`exited ${code}: ${log}`)))),
      ]);
      expect((identify as { token: string }).token).toBe('empty.shards.token');
      expect(log).not.toMatch(/SyntaxError|JSON/);
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
      await discord.close();
    }
  }, 60_000);
});

if (!built) {
  describe('entry points refuse a bad configuration', () => {
    it.skip('skipped: dist/ is missing — run `npm run build` first', () => {});
  });
}
