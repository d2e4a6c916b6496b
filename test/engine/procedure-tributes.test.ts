// WIN-TRIBUTED for a summon procedure: 「把自己场上1只…解放，从手卡特殊召唤」 tributes its material — the answer says 解放, and the
// material's 「这张卡被解放的场合」 trigger is met. The other side: a card merely named in the situation, not used, triggers nothing.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('WIN-TRIBUTED', CARDS_DB);

const triggers = (a: ChainAnswer) => (a.window?.triggers ?? []).map((t) => `${t.card.name}#${t.effect}`);

describe.skipIf(!haveCards)('WIN-TRIBUTED by a summon procedure', () => {
  it('[WIN-TRIBUTED] 炮塔战士 Special Summoned by tributing 疾走的暗黑骑士 盖亚: 盖亚 is tributed, and its 「被解放的场合」 effect triggers', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:疾走的暗黑骑士 盖亚 A手:炮塔战士} 特殊召唤 炮塔战士 素材 疾走的暗黑骑士 盖亚');
    const ev = a.events.find((e) => e.cards.some((c) => c.name === '疾走的暗黑骑士 盖亚'));
    expect(ev?.tributed).toBe(true);
    expect(triggers(a)).toContain('疾走的暗黑骑士 盖亚#3');
  });
  it('[WIN-TRIBUTED] the other side: 盖亚 on the field but not the material (another warrior tributed) does not trigger', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:疾走的暗黑骑士 盖亚,元素英雄 羽翼侠 A手:炮塔战士} 特殊召唤 炮塔战士 素材 元素英雄 羽翼侠');
    expect(triggers(a)).not.toContain('疾走的暗黑骑士 盖亚#3');
  });
});
