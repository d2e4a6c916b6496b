// ZONE-PENDULUM: the Pendulum Zones are the outer Spell & Trap Zones (Master Rule 2017, docs/c01/大师规则（2017）变更点.rst:190–200).
// Only a Pendulum card placed there as one is "in the Pendulum Zone": a Spell/Trap Set in the outer zone is not, and neither
// is a Pendulum Monster that became an Equip Card.
import { describe, expect, it } from 'vitest';
// The cards are imported ones (their effects compiled from cards.cdb text): the reference judge loads the shared data.
import { ask, eventCards, haveCards, links } from '../reference/judge.js';

const destroyed = (input: string): string[] => eventCards(ask(input), 'destroyed').sort();
const refusal = (input: string, lang: 'zh-CN' | 'en' = 'zh-CN'): string => ask(input, lang).links[0]!.illegalReason ?? '';

describe.skipIf(!haveCards)('[ZONE-PENDULUM] a card in the Pendulum Zone', () => {
  it('[ZONE-PENDULUM] 「自己的灵摆区域的卡全部破坏」 takes the Pendulum cards there, not a Spell Set in an outer zone nor the opponent\'s', () => {
    expect(destroyed('{回合:A 阶段:主要1 A场:点火骑士·鸟铳(灵摆左),点火骑士·马格努姆(灵摆右),旋风(盖,魔陷3) B场:时读之魔术师(灵摆左)} C1 A:点火骑士·鸟铳 P①'))
      .toEqual(['点火骑士·马格努姆', '点火骑士·鸟铳'].sort());
  });
  it('[ZONE-PENDULUM] 「另一边的自己的灵摆区域有「点火骑士」卡」 is not met by a Pendulum Monster equipped as an Equip Card; the message says what was missing', () => {
    const input = '{回合:A 阶段:主要1 A场:点火骑士·鸟铳(灵摆左),青眼白龙,点火骑士·马格努姆(装备:青眼白龙)} C1 A:点火骑士·鸟铳 P①';
    expect(links(input)).toEqual(['C1:illegal:illegal']);
    expect(refusal(input)).toContain('自己的灵摆区域的「点火骑士」卡');
  });
  it('[ZONE-PENDULUM] 「自己的灵摆区域没有卡」 holds with only Set cards in the outer zones, and the refusal names the zone', () => {
    expect(links('{回合:A 阶段:主要1 A场:旋风(盖,魔陷1),神鸟攻击(盖,魔陷5) A额外:星读之魔术师(表侧),慧眼之魔术师(表侧)} C1 A:惊异灵摆')).toEqual(['C1:legal:resolved']);
    const no = '{回合:A 阶段:主要1 A场:时读之魔术师(灵摆左) A额外:星读之魔术师(表侧),慧眼之魔术师(表侧)} C1 A:惊异灵摆';
    expect(links(no)).toEqual(['C1:illegal:illegal']);
    expect(refusal(no)).toContain('自己的灵摆区域没有卡');
    expect(refusal(no, 'en')).toContain('has no card in a Pendulum Zone');
  });
});
