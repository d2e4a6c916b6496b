/**
 * The entry points as users run them, from the build (`npm run build`): `npm start` with SHARDS=2 (a
 * discord.js ShardingManager running two shard processes, each identifying with its shard id to the
 * stand-in Discord, each answering the interactions dispatched to it) and `npm run serve` (the HTTP
 * endpoint answering a signed PING). Skipped when the build is missing.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeDiscord, type FakeDiscord } from './fake-discord.js';
import { commandInteraction, freePort, signBody, stopChildren, str, testKeys, until } from './helpers.js';

const built = existsSync('dist/src/bot/main.js') && existsSync('dist/src/bot/serve.js');
const dir = mkdtempSync(join(tmpdir(), 'ocg-entry-'));
const children: ChildProcess[] = [];
let discord: FakeDiscord | null = null;

afterAll(async () => {
  await stopChildren(children);
  await discord?.close();
  rmSync(dir, { recursive: true, force: true });
});

function baseEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  // Only what the bot needs: no SHARDS or REDIS_URL leaking in from the test environment.
  return { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', STATE_DB: join(dir, 'state.sqlite'), ...extra };
}


describe.skipIf(!built)('entry points (from dist/)', () => {
  it('npm start with SHARDS=2: two shard processes identify as shards 0 and 1 and each answers its own interactions', async () => {
    discord = await startFakeDiscord();
    let log = '';
    const child = spawn(process.execPath, ['dist/src/bot/main.js'], {
      env: baseEnv({ DISCORD_TOKEN: 'shard.test.token', DISCORD_API_BASE: discord.apiBase, SHARDS: '2' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    child.stdout!.on('data', (d) => (log += d));
    child.stderr!.on('data', (d) => (log += d));
    await until(() => discord!.shards().length === 2, 45_000).catch((e) => {
      throw new Error(`${e.message}; bot output:\n${log}`);
    });
    expect(discord.shards().sort()).toEqual([0, 1]);
    for (const shard of [0, 1]) {
      const i = commandInteraction('chain', [str('notation', 'C1 A:旋风')]);
      const wait = discord.waitFor((r) => r.path === `/api/v10/interactions/${i.id}/${i.token}/callback`, 20_000);
      discord.dispatch('INTERACTION_CREATE', i, shard);
      const res = await wait;
      expect(res.body.type).toBe(4);
    }
    expect(log).not.toContain('shard.test.token');
  }, 90_000);

  it('npm run serve answers a signed PING and refuses an unsigned one', async () => {
    const keys = testKeys();
    const port = await freePort();
    const child = spawn(process.execPath, ['dist/src/bot/serve.js'], {
      env: baseEnv({ DISCORD_PUBLIC_KEY: keys.publicHex, PORT: String(port), HOST: '127.0.0.1' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let log = '';
    child.stderr!.on('data', (d) => (log += d));
    await until(() => log.includes('listening'), 45_000);
    const body = JSON.stringify({ id: '1', application_id: '2', type: 1, token: 't', version: 1 });
    const ok = await fetch(`http://127.0.0.1:${port}/interactions`, { method: 'POST', body, headers: signBody(keys.privateKey, body) });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ type: 1 });
    const bad = await fetch(`http://127.0.0.1:${port}/interactions`, { method: 'POST', body });
    expect(bad.status).toBe(401);
  }, 90_000);
});

if (!built) {
  describe('entry points (from dist/)', () => {
    it.skip('skipped: dist/ is missing — run `npm run build` first', () => {});
  });
}
