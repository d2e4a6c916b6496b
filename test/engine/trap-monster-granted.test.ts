// CMP-TRAP-MONSTER-GRANTED and CMP-COST-SELF-AND (test/RULES.md; rules reference docs/c02/基本用语.rst:1223): a Trap whose activation makes it
// 「持有以下效果的效果怪兽」 has the ● as an effect of its own, held while it is a face-up monster in the Monster Zone (not a step of the
// activation); and a cost 「把这张卡以及…1只「X」怪兽或者1张「Y」永续魔法·永续陷阱卡送去墓地」 pays this card and one card of either description.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { compileEffects } from '../../src/cards/compile/index.js';

const TRAP = { kind: 'trap', subtypes: [], bits: 0x4 } as const;
const sent = (input: string) => askCdb(input).events.filter((e) => e.type === 'sent-to-gy' && e.link === 1).flatMap((e) => e.cards.map((c) => c.name));

describe('CMP-TRAP-MONSTER-GRANTED / CMP-COST-SELF-AND, the readers', () => {
  const es = compileEffects('①：对方怪兽的攻击宣言时才能发动。那次攻击无效。那之后，这张卡变成持有以下效果的效果怪兽（战士族·暗·2星·攻/守0）在怪兽区域攻击表示特殊召唤（不当作陷阱卡使用）。\n●把这张卡以及自己场上的表侧表示的1只「幻影骑士团」怪兽或者1张「幻影」永续魔法·永续陷阱卡送去墓地才能发动。自己从卡组抽2张。这个效果在对方回合也能发动。', TRAP);
  it('[CMP-TRAP-MONSTER-GRANTED] the activation keeps its own steps; the ● is a quick effect held in the Monster Zone', () => {
    expect(es[0]!.kind).toBe('activation');
    expect(es[0]!.does.some((a) => a.do === 'draw')).toBe(false);
    const own = es.find((e) => e.kind === 'quick');
    expect(own?.does.some((a) => a.do === 'draw')).toBe(true);
    expect(own?.condition).toContainEqual({ is: 'exists', filter: { self: true, place: 'monster', faceUp: true } });
  });
  it('[CMP-COST-SELF-AND] the cost is this card and one card of either description (the place words shared, the archetype and Continuous kind read)', () => {
    const own = es.find((e) => e.kind === 'quick')!;
    expect(own.cost?.[0]).toMatchObject({ do: 'send-to-gy', what: 'self' });
    expect(own.cost?.[1]).toMatchObject({ do: 'send-to-gy', what: { scope: 'choose', count: 1, filter: { anyOf: [{ archetype: '幻影骑士团', kind: 'monster', side: 'self' }, { archetype: '幻影', subtypes: ['continuous'], side: 'self', place: 'field' }] } } });
  });
});

describe.skipIf(!haveCards)('CMP-TRAP-MONSTER-GRANTED / CMP-COST-SELF-AND', () => {
  it('[CMP-TRAP-MONSTER-GRANTED] 幻影骑士团 失常磁环 as a monster uses its ●: it resolves drawing 2', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:幻影骑士团 失常磁环(当作怪兽),幻影骑士团 无声靴} C1 A:幻影骑士团 失常磁环');
    expect(a.links[0]?.outcome).toBe('resolved');
    expect(a.events.filter((e) => e.type === 'drawn' && e.link === 1).map((e) => e.amount)).toEqual([2]);
  });
  it('[CMP-COST-SELF-AND] it pays with the 幻影骑士团 monster beside it, or with a face-up 幻影 Continuous Trap (幻影死枪) — never with 三眼怪', () => {
    expect(sent('{回合:A 阶段:主要1 A场:幻影骑士团 失常磁环(当作怪兽),三眼怪,幻影骑士团 无声靴} C1 A:幻影骑士团 失常磁环').sort()).toEqual(['幻影骑士团 失常磁环', '幻影骑士团 无声靴'].sort());
    expect(sent('{回合:A 阶段:主要1 A场:幻影骑士团 失常磁环(当作怪兽),三眼怪,幻影死枪} C1 A:幻影骑士团 失常磁环').sort()).toEqual(['幻影死枪', '幻影骑士团 失常磁环'].sort());
  });
  it('[CMP-COST-SELF-AND] the other side: with no card of either description on its field (only 三眼怪, nothing, a face-down 无声靴, or the opponent’s 无声靴) the ● cannot be activated — the second cost cannot be paid (CH-COST-SELF)', () => {
    for (const field of ['三眼怪', '', '幻影骑士团 无声靴(盖)']) {
      const a = askCdb(`{回合:A 阶段:主要1 A场只有:幻影骑士团 失常磁环(当作怪兽)${field ? ',' + field : ''}} C1 A:幻影骑士团 失常磁环`);
      expect(a.links[0]!.legal).toBe(false);
      expect(a.links[0]!.illegalReason).toContain('送去墓地作为代价');
    }
    expect(askCdb('{回合:A 阶段:主要1 A场只有:幻影骑士团 失常磁环(当作怪兽) B场:幻影骑士团 无声靴} C1 A:幻影骑士团 失常磁环').links[0]!.legal).toBe(false);
  });
  it('[CMP-TRAP-MONSTER-GRANTED] its card activation keeps its timing (「对方怪兽的攻击宣言时才能发动」, read as the card’s `waitsFor`): not in a Main Phase, not on its own player’s attack; on the opponent’s attack it negates it and stands as a monster', () => {
    const main = askCdb('{回合:B 阶段:主要1 A场:幻影骑士团 失常磁环(盖)} C1 A:幻影骑士团 失常磁环').links[0]!;
    expect(main.legal).toBe(false);
    expect(main.rules).toContain('CH-ATTACK-WINDOW');
    expect(askCdb('{回合:A 阶段:战斗 A场:幻影骑士团 失常磁环(盖),黑魔术师 B场:青眼白龙} 攻击宣言 黑魔术师 → 青眼白龙 C1 A:幻影骑士团 失常磁环').links[0]!.legal).toBe(false);
    const theirs = askCdb('{回合:B 阶段:战斗 A场:幻影骑士团 失常磁环(盖),黑魔术师 B场:青眼白龙} 攻击宣言 青眼白龙 → 黑魔术师 C1 A:幻影骑士团 失常磁环');
    expect(theirs.links[0]!.outcome).toBe('resolved');
    expect(theirs.events.some((e) => e.type === 'special-summoned')).toBe(true);
  });
});
