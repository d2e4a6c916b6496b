// CMP-SUMMON-TO-OPPONENT-FIELD: an effect that Special Summons a monster 「在对方场上」 puts it on the opponent's field — that player
// controls it, the limits of that field judge it, and it takes a zone there (test/RULES.md; rules reference
// docs/c03/只能有○○存在.rst:288–290, 317).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';
import { compileEffects } from '../../src/cards/compile/index.js';
import type { CardType } from '../../src/cards/facts.js';

const monster: CardType = { kind: 'monster', subtypes: ['effect'] } as CardType;
const summonStep = (text: string) => compileEffects(text, monster).flatMap((e) => e.does).find((a) => a.do === 'special-summon');
const summoned = (a: ChainAnswer) => a.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => `${c.controller}:${c.name}`));
const links = (a: ChainAnswer) => a.links.map((l) => `C${l.n}:${l.legal}:${l.outcome}`);

describe('the compiler reads where the monster is summoned', () => {
  it('[CMP-SUMMON-TO-OPPONENT-FIELD] 「这张卡在对方场上守备表示特殊召唤」 summons onto the opponent’s field; a summon with no field named, or onto 「自己·对方场上」, stays its player’s own', () => {
    expect(summonStep('③：这张卡从自己场上送去墓地的场合才能发动。这张卡在对方场上守备表示特殊召唤。')).toMatchObject({ player: 'opponent', position: 'defense' });
    expect(summonStep('这张卡被卡的效果从手卡丢弃去墓地的场合，这张卡在对方场上表侧守备表示特殊召唤。')?.player).toBe('opponent');
    expect(summonStep('①：这张卡从手卡送去墓地的场合才能发动。这张卡特殊召唤。')?.player).toBeUndefined();
    expect(summonStep('①：把这张卡解放才能发动。破坏的那只怪兽在作为这张卡所连接区的自己·对方场上特殊召唤。')?.player).toBeUndefined();
  });
});

describe.skipIf(!haveCards)('a monster summoned onto the opponent’s field', () => {
  it('[CMP-SUMMON-TO-OPPONENT-FIELD] 暗黑界的导师 塞鲁利① goes to the opponent’s field under their control: 群雄割据 judges it by that field — not made when the opponent shows a Dragon (a mandatory trigger, it is still activated: rules reference docs/c03/只能有○○存在.rst:49, CH-FIELD-LIMIT), made when the opponent shows a Fiend, whatever its player’s own field holds', () => {
    // (Corrected: this asserted the activation refused, C1:false:illegal; a mandatory effect is activated all the same and its summon is not made.)
    const refused = askCdb('{回合:A 阶段:主要1 A场:群雄割据,暗黑界的斥侯 斯卡 B场:青眼白龙 A墓:暗黑界的导师 塞鲁利} C1 A:暗黑界的导师 塞鲁利①');
    expect(links(refused)).toEqual(['C1:true:no-effect']);
    expect(summoned(refused)).toEqual([]);
    expect(refused.links[0]!.rules).toContain('CH-FIELD-LIMIT-AT-RESOLUTION');
    const made = askCdb('{回合:A 阶段:主要1 A场:群雄割据,青眼白龙 B场:暗黑界的斥侯 斯卡 A墓:暗黑界的导师 塞鲁利} C1 A:暗黑界的导师 塞鲁利①');
    expect(links(made)).toEqual(['C1:true:resolved']);
    expect(summoned(made)).toEqual(['B:暗黑界的导师 塞鲁利']);
  });

  it('[CMP-SUMMON-TO-OPPONENT-FIELD] its player’s full Monster Zones do not stop it: the zone it needs is on the opponent’s side', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:暗黑界的斥侯 斯卡(主1),三眼怪(主2),三眼怪(主3),黑魔术师(主4),青眼白龙(主5) B场:青眼白龙(主1) A墓:暗黑界的导师 塞鲁利} C1 A:暗黑界的导师 塞鲁利①');
    expect(summoned(a)).toEqual(['B:暗黑界的导师 塞鲁利']);
  });

  it('[CMP-SUMMON-TO-OPPONENT-FIELD] the other side of 皇帝斗技场: the arena’s opponent may put 梦幻崩界 伊娃力丝 (③) onto the arena holder’s field even with more monsters of their own — only their own field is limited', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:皇帝斗技场,三眼怪 B场:连接栗子球,青眼白龙 B墓:梦幻崩界 伊娃力丝} C1 B:梦幻崩界 伊娃力丝③');
    expect(links(a)).toEqual(['C1:true:resolved']);
    expect(summoned(a)).toEqual(['A:梦幻崩界 伊娃力丝']);
  });
});
