// CH-EACH-SHOWN — 超量热战！！ (current text: 「双方玩家从各自的额外卡组选持有破坏的怪兽的阶级以下的阶级的1只超量怪兽给对方观看。把攻击力低的怪兽给人
// 观看的玩家受到对方给人观看的怪兽的攻击力和自己给人观看的怪兽的攻击力的相差数值的伤害。对方没把怪兽给人观看的场合，给与对方基本分自己给人观看的
// 怪兽的攻击力数值的伤害」). Before: one look of either Extra Deck said 「X」给双方确认, and two damages of no amount both went to the opponent.
// Now each player's shown monster is written `[确认 A:X,B:Y]` (`B:无`: none shown), and the damage is read off their ATK.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { parseNote } from '../../src/scenario/notes.js';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';

const note = (text: string) => parseNote({ text, bracket: '[', span: { start: 0, end: 0 } }).directives;
const damage = (a: ChainAnswer) => a.events.filter((e) => e.type === 'damage' && e.link === 1).map((e) => [e.player, e.amount]);
// A's Rank 4 鸟铳士 卡斯泰尔 destroyed by battle on B's turn (the Damage Step); 希望皇 霍普 (Rank 4, 2500), 电光千鸟 (Rank 4, 1900), 真红眼钢炎龙 (Rank 7).
const SIT = '{回合:B 阶段:伤害步骤 A墓:鸟铳士 卡斯泰尔(战斗破坏) A额外:No.39 希望皇 霍普 B额外:电光千鸟,真红眼钢炎龙}';

describe('each player shows a card', () => {
  it('[CH-EACH-SHOWN] `[确认 A:X,B:无]` reads B:无 as B showing none, not a card named 无', () => {
    expect(note('确认 A:No.39 希望皇 霍普,B:无')).toEqual([{ kind: 'chosen', action: 'look', card: 'A:No.39 希望皇 霍普' }, { kind: 'shown-none', player: 'B' }]);
    expect(note('show A:none')).toEqual([{ kind: 'shown-none', player: 'A' }]);
  });
});

describe.skipIf(!haveCards)('超量热战！！: each player shows an Xyz Monster, the damage by their ATK', () => {
  it('[CH-EACH-SHOWN] A shows 霍普 (2500), B shows 电光千鸟 (1900): B, who showed the lower ATK, takes the 600 gap — one damage, not two to B of no amount', () => {
    const a = askCdb(`${SIT} C1 A:超量热战！！ [确认 A:No.39 希望皇 霍普,B:电光千鸟]`);
    expect(a.links[0]!.reason).toContain('A把「No.39 希望皇 霍普」给对方观看');
    expect(a.links[0]!.reason).toContain('B把「电光千鸟」给对方观看');
    expect(a.links[0]!.reason).not.toContain('给双方确认');
    expect(damage(a)).toEqual([['B', 600]]);
    expect(a.links[0]!.rules).toContain('CH-EACH-SHOWN');
    const en = cdbJudge().chain(`${SIT} C1 A:超量热战！！ [show A:No.39 希望皇 霍普,B:电光千鸟]`, { lang: 'en' });
    if (!en.ok) throw new Error(en.error.message);
    expect(en.links[0]!.reason).toContain('B takes 600 damage');
  });

  it('[CH-EACH-SHOWN] the player who showed the lower ATK is the one hurt, whoever activated: B shows 霍普 over A\'s 电光千鸟 — A takes 600', () => {
    const a = askCdb('{回合:A 阶段:伤害步骤 A墓:鸟铳士 卡斯泰尔(战斗破坏) A额外:电光千鸟 B额外:No.39 希望皇 霍普} C1 A:超量热战！！ [确认 A:电光千鸟,B:No.39 希望皇 霍普]');
    expect(damage(a)).toEqual([['A', 600]]);
  });

  it('[CH-EACH-SHOWN] the opponent shows no Xyz Monster (`B:无`): B takes the ATK of the monster A showed, 2500', () => {
    const a = askCdb(`${SIT} C1 A:超量热战！！ [确认 A:No.39 希望皇 霍普,B:无]`);
    expect(a.links[0]!.reason).toContain('B没有把怪兽给对方观看');
    expect(damage(a)).toEqual([['B', 2500]]);
  });

  it('[CH-EACH-SHOWN] the same ATK (电光千鸟 each, 1900): no damage, said; A shows none (`A:无`) while B shows one: neither sentence deals damage', () => {
    const same = askCdb(`${SIT} C1 A:超量热战！！ [确认 A:电光千鸟,B:电光千鸟]`);
    expect(same.links[0]!.reason).toContain('双方给人观看的怪兽攻击力相同（1900），没有伤害');
    expect(damage(same)).toEqual([]);
    const none = askCdb(`${SIT} C1 A:超量热战！！ [确认 A:无,B:电光千鸟]`);
    expect(none.links[0]!.reason).toContain('A没有把怪兽给对方观看');
    expect(damage(none)).toEqual([]);
  });

  it('[CH-EACH-SHOWN] nothing written: which monsters, and so the damage, are said to be not known, and no damage is computed', () => {
    const a = askCdb('C1 A:超量热战！！');
    expect(damage(a)).toEqual([]);
    const said = a.assumptions.join('\n');
    expect(said).toContain('B给对方观看的是哪只怪兽（或者没有给人观看）没有写明');
    // The destroyed monster not written either: its Rank is not known, and the Rank limit is said to be unchecked.
    expect(said).toContain('被破坏的超量怪兽没有写明');
    expect(a.links[0]!.reason).toContain('伤害不明');
  });

  it('[CH-EACH-SHOWN] a shown monster of a Rank above the destroyed one\'s (真红眼钢炎龙, Rank 7 over Rank 4) is warned about and not taken: no damage computed', () => {
    const a = askCdb(`${SIT} C1 A:超量热战！！ [确认 A:No.39 希望皇 霍普,B:真红眼钢炎龙]`);
    expect(a.warnings.join('\n')).toContain('B不能把「真红眼钢炎龙」给对方观看（阶级要在被破坏的怪兽的阶级4以下）');
    expect(damage(a)).toEqual([]);
  });
});
