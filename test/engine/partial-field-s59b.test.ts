// Review s59, round 2 (partial field and conditions): what round 1 (partial-field-s59.test.ts) left — a link state under a continuous
// ATK change judged at all, one answer saying one thing of a condition, what the binder took as the usual summon said where it decides.
// Imported cards from cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';
import type { Text } from '../../src/i18n/text.js';

const atkOf = (a: ChainAnswer<string> | ChainAnswer<Text>, name: string) => a.stats?.find((s) => s.card.name === name)?.atk;

describe.skipIf(!haveCards)('a continuous ATK change under 「这张卡是互相连接状态的场合」 (转码语者 ①, current text)', () => {
  // 「这张卡是互相连接状态的场合，这张卡以及这张卡所互相连接区的怪兽的攻击力上升500」. 转码语者 ↑←→↓, 防火龙 ↑←→↓: 转码语者 in the left Extra
  // Monster Zone (above 主2) and 防火龙 in 主2 point at each other — co-linked.
  const calc = (fields: string) => askCdb(`{回合:A 阶段:伤害步骤 ${fields} 攻击:A:转码语者→B:青眼白龙} 伤害计算`);

  it('[ZONE-CO-LINKED] alone on a field written in full: not co-linked (it takes a second Link monster), no +500 — a ruling, nothing assumed', () => {
    const a = calc('A场只有:转码语者 B场只有:青眼白龙');
    expect(atkOf(a, '转码语者')).toBe(2300);
    expect(a.battle?.damage.A).toBe(700);
    expect(a.assumptions.join('')).not.toContain('互相连接状态');
  });

  it('[ZONE-CO-LINKED] the other side: co-linked by the zones written (EX左 above 主2), the +500 applies', () => {
    const a = calc('A场只有:转码语者(EX左),防火龙(主2) B场只有:青眼白龙(主3)');
    expect(atkOf(a, '转码语者')).toBe(2800);
    expect(a.battle?.damage.A).toBe(200);
  });

  it('[SIT-FIELD-COMPLETE] zones written but the fields written in part, not co-linked: no +500 as the reading taken, said', () => {
    const a = calc('A场:转码语者(EX左),防火龙(主1) B场:青眼白龙(主3)');
    expect(atkOf(a, '转码语者')).toBe(2300);
    expect(a.assumptions.join('')).toContain('「转码语者」的永续效果适用的条件（这张卡是互相连接状态）按写出的 A、B 场上的卡判断为不满足');
  });

  it('[CMP-STAT-LEAD-STATE] another Link monster written with no zones: not told, not counted — the assumptions say to write the zones, not the phase', () => {
    const a = calc('A场只有:转码语者,防火龙 B场只有:青眼白龙');
    expect(atkOf(a, '转码语者')).toBe(2300);
    const said = a.assumptions.join('');
    expect(said).toContain('取决于情境没有写明的条件（这张卡是互相连接状态），没有计入');
    expect(said).toContain('转码语者(EX左)');
    expect(said).not.toContain('阶段:伤害计算');
  });
});

describe.skipIf(!haveCards)('one answer says one thing of a condition', () => {
  it('[CH-COND-UNKNOWN] 安全龙 ① refused for 「这张卡是互相连接状态的场合」 is not also said unread and assumed met', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场只有:安全龙(主2),拓扑篡改感染龙(主3) B场只有:三眼怪(主1)} C1 A:安全龙①→B:三眼怪');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.illegalReason).toContain('这张卡是互相连接状态');
    expect(a.assumptions.join('')).not.toContain('假定满足');
  });

  it('[CH-COND-UNKNOWN] a condition not told is said assumed met only when no other refuses: 闪光抽卡 in Main Phase 2 is refused for the phase alone, its Draw-Phase reveal not said assumed', () => {
    // 闪光抽卡 (current text): 「自己抽卡阶段通过把通常抽卡的这张卡持续公开，那个回合的主要阶段1才能发动」 — the reveal, before the phase, cannot be stated.
    const a = askCdb('{回合:A 阶段:主要2 A手:闪光抽卡} C1 A:闪光抽卡');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.illegalReason).toContain('在主要阶段1');
    expect(a.assumptions.join('')).not.toContain('假定满足');
    // The other side: in Main Phase 1 it is activated, and the reveal is the assumption, said.
    const ok = askCdb('{回合:A 阶段:主要1 A手:闪光抽卡} C1 A:闪光抽卡');
    expect(ok.links[0]!.legal).toBe(true);
    expect(ok.assumptions.join('')).toContain('情境中无法写明，假定满足');
  });
});

describe.skipIf(!haveCards)('an Extra Deck monster written only `(本回合特召)`, read by a pledge on Extra Deck summons', () => {
  // 帝王的烈旋 (current text): 「这张卡发动的回合，自己不能从额外卡组把怪兽特殊召唤」. 星尘龙 is a Synchro Monster; with no method written the
  // binder takes the usual one (同调召唤, FD-SUMMON-MEMORY) — from the Extra Deck.
  const emperor = (summon: string) => askCdb(`{回合:A 阶段:主要1 A手:帝王的烈旋 ${summon}} C1 A:帝王的烈旋`);

  it('[FD-EXTRA-ORIGIN] `A场:星尘龙(本回合特召)`: still refused, and the assumptions say the usual summon (from the Extra Deck) was taken and how to write otherwise', () => {
    const a = emperor('A场:星尘龙(本回合特召)');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.assumptions.join('')).toContain('这个回合A特殊召唤了「星尘龙」（额外卡组的怪兽），情境没有写它怎样出场；这里按它通常的召唤方法（从额外卡组特殊召唤）判断誓约');
    expect(a.assumptions.join('')).toContain('(本回合特召,从墓地特召)');
  });

  it('[FD-EXTRA-ORIGIN] the other side: `(同调召唤,本回合特召)` written — refused as a ruling, nothing assumed', () => {
    const a = emperor('A场:星尘龙(同调召唤,本回合特召)');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.assumptions.join('')).not.toContain('判断誓约');
  });
});

describe.skipIf(!haveCards)('the attack targets listed on an opponent\'s field written in part', () => {
  it('[CH-ATTACK-TARGET] `B场:黑魔术师` (no `B场只有:`): the attack is allowed and the targets listed, and the assumptions say a monster not written may be chosen too', () => {
    const a = askCdb('{回合:A 阶段:战斗步骤 A场:青眼白龙 B场:黑魔术师} 攻击宣言 青眼白龙 → 黑魔术师');
    expect(a.attack?.legal).toBe(true);
    expect(a.attack?.choices.map((c) => c.name)).toEqual(['黑魔术师']);
    expect(a.assumptions.join('')).toContain('「青眼白龙」可以选择的攻击对象按情境写出的B场上的怪兽列出；写出的可能只是一部分（没有写 B场只有:）');
  });

  it('[CH-ATTACK-TARGET] the other side: `B场只有:黑魔术师` — the list is a ruling, nothing assumed', () => {
    const a = askCdb('{回合:A 阶段:战斗步骤 A场:青眼白龙 B场只有:黑魔术师} 攻击宣言 青眼白龙 → 黑魔术师');
    expect(a.attack?.legal).toBe(true);
    expect(a.assumptions.join('')).not.toContain('可以选择的攻击对象按');
  });
});
