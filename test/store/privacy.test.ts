/**
 * What PRIVACY.md promises of the store, on SQLite (always) and a real redis-server (when REDIS_URL
 * is set): a server's data is found and deleted by `wipeGuild` — its settings, its channels' live
 * chains and settings, its answers' button data — and nothing of another server is touched; the
 * visibility setting round-trips.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { createState, type LiveChain, type StateOptions } from '../../src/store/index.js';

const dir = mkdtempSync(join(tmpdir(), 'ocg-privacy-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const chain = (owner: string): LiveChain => ({ links: ['A:黑洞'], situation: null, turn: 'A', owner, startedAt: 1, updatedAt: 2 });

function contract(name: string, options: () => StateOptions) {
  describe(name, () => {
    it('wipeGuild deletes one server\'s settings, live chains and answer data, and only that server\'s', async () => {
      const s = createState(options());
      const run = randomUUID().slice(0, 8);
      const g = `g-${run}`;
      const other = `o-${run}`;
      try {
        for (const c of [`c1-${run}`, `c2-${run}`]) {
          await s.setChain(c, chain('u'));
          await s.rememberChannel(g, c);
        }
        await s.setLanguage('channel', `c2-${run}`, 'en');
        await s.setLanguage('guild', g, 'en');
        await s.setVisibility(g, { mode: 'role', roleId: '123456789' });
        await s.putAnswer(`a-${run}`, { kind: 'chain', input: 'C1 黑洞', turn: null });
        await s.rememberAnswer(g, `a-${run}`);
        await s.setChain(`oc-${run}`, chain('v'));
        await s.rememberChannel(other, `oc-${run}`);
        await s.setLanguage('guild', other, 'en');

        expect(await s.getVisibility(g)).toEqual({ mode: 'role', roleId: '123456789' });
        expect((await s.keysWithPrefix(`gch:${g}:`)).sort()).toEqual([`gch:${g}:c1-${run}`, `gch:${g}:c2-${run}`]);
        const n = await s.wipeGuild(g);
        // 2 chains + 1 channel language + 2 channel index keys + server language + visibility + answer + its index key.
        expect(n).toBe(9);
        for (const c of [`c1-${run}`, `c2-${run}`]) expect(await s.getChain(c)).toBeUndefined();
        expect(await s.getLanguage('channel', `c2-${run}`)).toBeUndefined();
        expect(await s.getLanguage('guild', g)).toBeUndefined();
        expect(await s.getVisibility(g)).toBeUndefined();
        expect(await s.getAnswer(`a-${run}`)).toBeUndefined();
        expect(await s.keysWithPrefix(`gch:${g}:`)).toEqual([]);
        expect(await s.keysWithPrefix(`gans:${g}:`)).toEqual([]);
        // The other server is untouched.
        expect((await s.getChain(`oc-${run}`))?.owner).toBe('v');
        expect(await s.getLanguage('guild', other)).toBe('en');
        // A second wipe finds nothing.
        expect(await s.wipeGuild(g)).toBe(0);
        await s.wipeGuild(other);
      } finally {
        await s.close();
      }
    });
  });
}

contract('SQLite', () => ({ file: join(dir, 'state.sqlite') }));
describe.skipIf(!process.env.REDIS_URL)('Redis', () => {
  contract('Redis (REDIS_URL)', () => ({ redisUrl: process.env.REDIS_URL!, namespace: 'ocg-privacy-test' }));
});
