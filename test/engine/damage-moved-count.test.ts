// CMP-DAMAGE-MOVED-COUNT / CH-DAMAGE-MOVED-COUNT: 「那之后，自己受到这个效果特殊召唤的怪兽数量×1000的数值的伤害」 (D少年组) and 「给与对方这个效果破坏的
// 怪兽数量×500伤害」 (红莲魔龙·右红痕②) are N per card this resolution moved that way — read by the compiler (`amountPer: { movedByThis }`), counted by
// the engine as the step resolves (docs/c03/特定效果的处理方法.rst:736: what 「这个效果…的卡」 counts is what this resolution did). Before, D少年组's
// amount was not read (no damage said) and 红莲魔龙·右红痕 dealt a flat 500.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('damage counted by the cards this effect moved (CH-DAMAGE-MOVED-COUNT)', CARDS_DB);

const damage = (input: string) => askCdb(input).events.filter((e) => e.type === 'damage').map((e) => `${e.player}:${e.amount}`);

describe.skipIf(!haveCards)('damage counted by the cards this effect moved', () => {
  it('[CMP-DAMAGE-MOVED-COUNT] D少年组\'s 「自己受到这个效果特殊召唤的怪兽数量×1000的数值的伤害」 is 1000 per monster this effect summoned, to its own player; a plain 「给与对方800伤害」 stays a fixed amount', () => {
    const r = cdbJudge().catalog.resolve('D少年组');
    if (!r.ok) throw new Error('D少年组');
    expect(r.card.effects[0]!.does.find((a) => a.do === 'damage')).toMatchObject({ player: 'self', amount: 1000, amountPer: { movedByThis: 'special-summon' } });
    const gun = cdbJudge().catalog.resolve('我我我枪手');
    if (!gun.ok) throw new Error('我我我枪手');
    const plain = gun.card.effects.flatMap((e) => [...e.does, ...(e.leaves ?? [])]).find((a) => a.do === 'damage');
    expect(plain?.amount).toBe(800);
    expect(plain?.amountPer).toBeUndefined();
  });
  it('[CH-DAMAGE-MOVED-COUNT] D少年组 summoning 2 from the Deck deals its player 2000, 1 deals 1000, none deals none; 红莲魔龙·右红痕② destroying 2 monsters deals 1000', () => {
    const base = '{回合:A 阶段:主要1 A场:D少年组 A卡组:D少年组,D少年组 A基本分:8000}';
    expect(damage(`${base} C1 A:D少年组 [特殊召唤 D少年组,D少年组]`)).toEqual(['A:2000']);
    expect(damage(`${base} C1 A:D少年组 [特殊召唤 D少年组]`)).toEqual(['A:1000']);
    expect(damage(`${base} C1 A:D少年组`)).toEqual([]);
    // Input corrected (review s41): its ② destroys only special-summoned Effect Monsters with ATK up to its own — the two here are such;
    // the Normal Monsters written before (黑魔术师, 青眼白龙) did not fit its text.
    const a = askCdb('{回合:A 阶段:主要1 A场:红莲魔龙·右红痕(同调召唤),电子龙(特殊召唤) B场:三眼怪(特殊召唤) B基本分:8000} C1 A:红莲魔龙·右红痕 ②');
    expect(a.events.filter((e) => e.type === 'damage').map((e) => `${e.player}:${e.amount}`)).toEqual(['B:1000']);
    expect(a.links[0]!.rules).toContain('CH-DAMAGE-MOVED-COUNT');
  });
});
