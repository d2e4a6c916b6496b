// Xyz Materials and monsters unaffected by effects (issue 16; test/RULES.md CMP-MATERIALS-TIERS, CH-UNAFFECTED-DETACH-FIRST,
// CH-SUMMON-TARGET-ELSEWHERE; rules reference docs/c03/卡片的抗性.rst:207–212): detaching a monster's Xyz Materials touches the
// materials, not the monster — an effect that first detaches its target's materials is done on a monster unaffected by it, and what
// it does next is judged as it comes: a monster whose protection came from holding those materials (「●3个以上：…不受这张卡以外的
// 效果影响」) has lost it by then. Through the real pipeline over cards.cdb, on other cards than the reference's example too.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const moved = (a: ChainAnswer, type: string) => a.events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => `${c.controller}:${c.name}`));
const legal = (input: string): boolean | null => askCdb(input).links[0]!.legal;
const conditionsOf = (name: string, step: string) => {
  const r = cdbJudge().catalog.resolve(name);
  if (!r.ok) throw new Error(name);
  return r.card.effects.filter((e) => e.does.some((a) => a.do === step)).map((e) => e.condition);
};
const FOUR = '三眼怪+三眼怪+三眼怪+三眼怪';
const THREE = '三眼怪+三眼怪+三眼怪';

describe.skipIf(!haveCards)('Xyz Materials and unaffected monsters', () => {
  it('[CMP-MATERIALS-TIERS] 「这张卡持有的超量素材数量让这张卡得到以下效果。●N个以上：…」: each ● holds only while the card holds at least N materials', () => {
    expect(conditionsOf('No.86 英豪冠军 击灭枪王', 'unaffected')).toEqual([[{ is: 'self-state', state: 'has-materials', min: 3 }]]);
    expect(conditionsOf('阳炎兽 巴西利科克', 'cannot-be-targeted')).toEqual([[{ is: 'self-state', state: 'has-materials', min: 4 }]]);
    // 阳炎兽 巴西利科克 with four materials cannot be the target of the opponent's card effects; with three it can.
    expect(legal(`{回合:B 阶段:主要1 A场:阳炎兽 巴西利科克(超量召唤,素材:${FOUR}) B手:月之书} C1 B:月之书→阳炎兽 巴西利科克`)).toBe(false);
    expect(legal(`{回合:B 阶段:主要1 A场:阳炎兽 巴西利科克(超量召唤,素材:${THREE}) B手:月之书} C1 B:月之书→阳炎兽 巴西利科克`)).toBe(true);
    // No.86 with three materials is unaffected by 黑洞; with two it is destroyed.
    expect(moved(askCdb(`{回合:B 阶段:主要1 A场:No.86 英豪冠军 击灭枪王(超量召唤,素材:${THREE}) B手:黑洞} C1 B:黑洞`), 'destroyed')).toEqual([]);
    expect(moved(askCdb('{回合:B 阶段:主要1 A场:No.86 英豪冠军 击灭枪王(超量召唤,素材:三眼怪+三眼怪) B手:黑洞} C1 B:黑洞', ), 'destroyed')).toEqual(['A:No.86 英豪冠军 击灭枪王']);
  });

  it('[CH-UNAFFECTED-DETACH-FIRST] an effect whose first step detaches its target’s materials is done on an unaffected target; the later steps are judged then — No.86 without its materials returns to the Extra Deck, 急袭猛禽-究极猎鹰 (unaffected whatever it holds) loses its materials and stays', () => {
    const no86 = askCdb(`{回合:B 阶段:主要1 A场:No.86 英豪冠军 击灭枪王(超量召唤,素材:${FOUR}) B场:超量叠光延迟(盖)} C1 B:超量叠光延迟→No.86 英豪冠军 击灭枪王`);
    expect(no86.links[0]!.outcome).toBe('resolved');
    expect(no86.links[0]!.rules).toContain('CH-UNAFFECTED-DETACH-FIRST');
    expect(moved(no86, 'sent-to-gy')).toEqual(expect.arrayContaining(['A:三眼怪', 'A:三眼怪', 'A:三眼怪', 'A:三眼怪']));
    expect(moved(no86, 'returned-to-deck').concat(moved(no86, 'returned-to-extra'))).toContain('A:No.86 英豪冠军 击灭枪王');
    const falcon = askCdb(`{回合:B 阶段:主要1 A场:急袭猛禽-究极猎鹰(超量召唤,素材:${THREE}) B场:超量叠光延迟(盖)} C1 B:超量叠光延迟→急袭猛禽-究极猎鹰`);
    expect(falcon.links[0]!.rules).toContain('CH-UNAFFECTED-DETACH-FIRST');
    expect(moved(falcon, 'sent-to-gy').filter((c) => c.startsWith('A:'))).toEqual(['A:三眼怪', 'A:三眼怪', 'A:三眼怪']);
    expect(falcon.events.some((e) => e.cards.some((c) => c.name === '急袭猛禽-究极猎鹰') && e.type !== 'targeted')).toBe(false);
    // An effect that acts on the unaffected monster first does nothing at all (禁忌的圣衣 on 沉默魔术师 LV8, unaffected by Spells).
    expect(askCdb('{回合:A B场:沉默魔术师 LV8} C1 A:禁忌的圣衣→沉默魔术师 LV8').links[0]!.outcome).toBe('no-effect');
  });

  it('[CH-SUMMON-TARGET-ELSEWHERE] a step summoning its target 「从墓地」 does not summon a target that is elsewhere by then — returned to the Extra Deck by the step before, or still on the field', () => {
    const plain = askCdb('{回合:B 阶段:主要1 A场:No.39 希望皇 霍普(超量召唤,素材:三眼怪+三眼怪) B场:超量叠光延迟(盖)} C1 B:超量叠光延迟→No.39 希望皇 霍普');
    expect(moved(plain, 'special-summoned')).not.toContain('B:No.39 希望皇 霍普');
    expect(moved(plain, 'special-summoned')).not.toContain('A:No.39 希望皇 霍普');
    const falcon = askCdb(`{回合:B 阶段:主要1 A场:急袭猛禽-究极猎鹰(超量召唤,素材:${THREE}) B场:超量叠光延迟(盖)} C1 B:超量叠光延迟→急袭猛禽-究极猎鹰`);
    expect(falcon.links[0]!.rules).toContain('CH-SUMMON-TARGET-ELSEWHERE');
    expect(moved(falcon, 'special-summoned')).toEqual([]);
  });
});
