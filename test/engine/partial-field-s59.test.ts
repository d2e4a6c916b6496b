// Review s59 (partial field honesty): the user writes only part of the board. A field written with some cards and no `B场只有:` may hold
// more (SIT-FIELD-COMPLETE); a verdict that rests on it is the reading taken, said in the assumptions — never stated as a ruling. And a
// chain written after a chain (`然后`) was built in the window that chain opened: a mandatory trigger of it left off is said, as after an action.
// Imported cards from cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('a direct attack judged on an opponent\'s field written in part', () => {
  // B's field is written, but only a Set Spell: a monster not written may stand there too.
  const partial = 'A场:青眼白龙 B场:神之宣告(盖)';

  it('[CH-ATTACK-DIRECT] declared on a field written in part with no monster: allowed as the reading taken — the verdict and the assumptions say the field may hold a monster not written', () => {
    const a = askCdb(`{回合:A 阶段:战斗步骤 ${partial}} 攻击宣言 青眼白龙 → B`);
    expect(a.attack?.legal).toBe(true);
    expect(a.attack?.reason).toContain('写出的可能只是一部分');
    expect(a.assumptions.join('')).toContain('情境写出的B的场上没有怪兽，但写出的可能只是一部分（没有写 B场只有:）');
    // The situation's `攻击:X` with no target, calculated as a direct attack: the same reading, said.
    const calc = askCdb(`{回合:A 阶段:伤害步骤 ${partial} 攻击:A:青眼白龙} 伤害计算`);
    expect(calc.battle?.damage.B).toBe(3000);
    expect(calc.assumptions.join('')).toContain('B场只有:');
  });

  it('[CH-DIRECT-DAMAGE-ACTION] the action `直接攻击 X` on a field written in part: the damage is dealt and the reading is said', () => {
    const a = askCdb(`{回合:A 阶段:战斗步骤 ${partial}} 直接攻击 青眼白龙`);
    expect(a.battle?.damage.B).toBe(3000);
    expect(a.assumptions.join('')).toContain('情境写出的B的场上没有怪兽，但写出的可能只是一部分');
  });

  it('[CH-ATTACK-DIRECT] the other side: written complete (`B场只有:`) it is a ruling, nothing assumed; a monster written there stops the direct attack', () => {
    const a = askCdb('{回合:A 阶段:战斗步骤 A场:青眼白龙 B场只有:神之宣告(盖)} 攻击宣言 青眼白龙 → B');
    expect(a.attack?.legal).toBe(true);
    expect(a.attack?.reason).toContain('对方场上没有怪兽，可以直接攻击');
    expect(a.assumptions.join('')).not.toContain('没有怪兽判断');
    const blocked = askCdb('{回合:A 阶段:战斗步骤 A场:青眼白龙 B场:黑魔术师} 攻击宣言 青眼白龙 → B');
    expect(blocked.attack?.legal).toBe(false);
    expect(blocked.assumptions.join('')).not.toContain('没有怪兽判断');
  });
});

describe.skipIf(!haveCards)('「连接状态」 judged on a field written in part', () => {
  // Arrows from cards.cdb: 安全龙 ↑↓, 拓扑篡改感染龙 ↑↓←→. Side by side in Main Monster Zones they are not co-linked; an unwritten Link
  // monster in the Extra Monster Zone above 安全龙, pointing down, would be.
  const co = (a: string, b: string) => askCdb(`{回合:A 阶段:主要1 ${a}:安全龙(主2),拓扑篡改感染龙(主3) ${b}:三眼怪(主1)} C1 A:安全龙①→B:三眼怪`);

  it('[SIT-FIELD-COMPLETE] 安全龙 ① 「这张卡是互相连接状态的场合」 on fields written in part: judged on the zones written, and the answer says it took them as the whole field', () => {
    const a = co('A场', 'B场');
    expect(a.assumptions.join('')).toContain('发动条件（这张卡是互相连接状态）按写出的 A、B 场上的卡判断为不满足：这里假定情境写出的是 A、B 场上的全部卡');
  });

  it('[SIT-FIELD-COMPLETE] the other side: both fields written complete (`A场只有:` `B场只有:`) — not co-linked is a ruling, nothing assumed', () => {
    const a = co('A场只有', 'B场只有');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.assumptions.join('')).not.toContain('互相连接状态）按写出的');
  });

  it('[SIT-FIELD-COMPLETE] 「额外连接状态」 (拓扑篡改感染龙 ②) not met by the zones written: said on fields written in part, not on fields written complete', () => {
    const topo = (a: string, b: string) => askCdb(`{回合:A 阶段:主要1 ${a}:自奏圣乐·管弦乐琴机械乐团(EX左),闪刀姬-燎里(EX右),拓扑篡改感染龙(主4) ${b}:枪口焰龙(主3)} C1 A:拓扑篡改感染龙②`);
    expect(topo('A场', 'B场').assumptions.join('')).toContain('（这张卡是额外连接状态）按写出的 A、B 场上的卡判断为不满足');
    expect(topo('A场只有', 'B场只有').assumptions.join('')).not.toContain('额外连接状态）按写出的');
  });
});

describe.skipIf(!haveCards)('a protection held under the card\'s link state, on a field written in part', () => {
  // 星痕之机界骑士 ② (current text): 「额外怪兽区域的这张卡的所连接区没有怪兽存在的场合，这张卡不会被效果破坏…」.
  const hole = (a: string, b: string) => askCdb(`{回合:A 阶段:主要1 ${a}:黑魔术师(主1) ${b}:星痕之机界骑士(EX左),灰流丽(主5)} C1 A:黑洞`);

  it('[SIT-FIELD-COMPLETE] 星痕之机界骑士 pointing at no written monster on fields written in part: it survives 黑洞 as the reading taken, and the answer says a monster not written could stand where it points', () => {
    const a = hole('A场', 'B场');
    expect(a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name)).sort()).toEqual(['灰流丽', '黑魔术师']);
    expect(a.assumptions.join('')).toContain('「星痕之机界骑士」的永续效果适用的条件');
    expect(a.assumptions.join('')).toContain('判断为满足：这里假定情境写出的是 A、B 场上的全部卡');
  });

  it('[SIT-FIELD-COMPLETE] the other side: both fields written complete, it survives as a ruling, nothing assumed', () => {
    const a = hole('A场只有', 'B场只有');
    expect(a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name)).sort()).toEqual(['灰流丽', '黑魔术师']);
    expect(a.assumptions.join('')).not.toContain('永续效果适用的条件');
  });
});

describe.skipIf(!haveCards)('a chain after a chain leaves off a mandatory trigger of the window it was built in', () => {
  // 黑洞 destroys 黑森林的魔女, whose 「从场上送去墓地时」 trigger is mandatory (turn player's, SEGOC level 1).
  const field = '{回合:A 阶段:主要1 A场:黑森林的魔女 A手:黑洞,强欲之壶 B场:旋风(盖),魔法筒(盖)}';

  it('[WIN-ACTION-BEFORE-CHAIN] `C1 黑洞 然后 C1 强欲之壶`: 黑森林的魔女\'s mandatory trigger, met as the chain before resolved, is still listed after the chain, and the window says the chain written left it off', () => {
    const a = askCdb(`${field} C1 A:黑洞 然后 C1 A:强欲之壶`);
    expect(a.window.triggers.map((c) => `${c.controller}:${c.card.name}`)).toEqual(['A:黑森林的魔女']);
    expect(a.window.notes.join('\n')).toMatch(/「黑森林的魔女」的必发效果在前一个连锁处理时满足条件.*在「强欲之壶」之前.*写出的连锁没有它/);
  });

  it('[WIN-ACTION-BEFORE-CHAIN] a speed-2 link written where the mandatory trigger was owed (B\'s 旋风 as C1 of the next chain) carries the warning', () => {
    const a = askCdb(`${field} C1 A:黑洞 然后 C1 B:旋风→魔法筒`);
    expect(a.links[0]!.warnings?.join('')).toContain('C1「旋风」写的位置不对：前一个连锁满足条件的必发效果「黑森林的魔女」');
  });

  it('[WIN-ACTION-BEFORE-CHAIN] the other side: the next chain starting with that mandatory trigger is warned of nothing, and it is not offered again', () => {
    const a = askCdb(`${field} C1 A:黑洞 然后 C1 A:黑森林的魔女`);
    expect(a.links[0]!.warnings ?? []).toEqual([]);
    expect(a.window.notes.join('')).not.toContain('写出的连锁没有它');
    expect(a.window.triggers.map((c) => c.card.name)).not.toContain('黑森林的魔女');
  });
});

describe.skipIf(!haveCards)('an Extra Deck monster written only as Special Summoned, read by a pledge on Extra Deck summons', () => {
  // 帝王的烈旋 (current text): 「这张卡发动的回合，自己不能从额外卡组把怪兽特殊召唤」. 星尘龙 is a Synchro Monster.
  const emperor = (summon: string) => askCdb(`{回合:A 阶段:主要1 A手:帝王的烈旋 ${summon}} C1 A:帝王的烈旋`);

  it('[FD-EXTRA-ORIGIN] `本回合:A:星尘龙(特殊召唤)` or `星尘龙(特殊召唤,本回合特召)`: judged as from the Extra Deck — 帝王的烈旋 refused — and the assumptions say it may have come from the GY', () => {
    for (const summon of ['本回合:A:星尘龙(特殊召唤)', 'A场:星尘龙(特殊召唤,本回合特召)']) {
      const a = emperor(summon);
      expect(a.links[0]!.legal).toBe(false);
      expect(a.assumptions.join('')).toContain('这个回合A特殊召唤了「星尘龙」（额外卡组的怪兽），情境只写了特殊召唤');
    }
  });

  it('[FD-EXTRA-ORIGIN] the other side: `(同调召唤)` is from the Extra Deck (refused, nothing assumed); `(本回合特召,从墓地特召)` is not (activated, nothing assumed)', () => {
    const synchro = emperor('本回合:A:星尘龙(同调召唤)');
    expect(synchro.links[0]!.legal).toBe(false);
    expect(synchro.assumptions.join('')).not.toContain('情境只写了特殊召唤');
    const revived = emperor('A场:星尘龙(本回合特召,从墓地特召)');
    expect(revived.links[0]!.legal).toBe(true);
    expect(revived.assumptions.join('')).not.toContain('情境只写了特殊召唤');
  });
});

describe.skipIf(!haveCards)('「向对方怪兽可以继续攻击」 refused for want of a monster on a field written in part', () => {
  // 复仇死者之夜 ② (current text): the attacker 「向对方怪兽可以继续攻击」; B's only written monster, 三眼怪, was destroyed by battle.
  const night = (b: string) => askCdb(`{回合:A 阶段:伤害计算后 攻击:A:复仇死者·归来者→B:三眼怪 A场:复仇死者·归来者,复仇死者之夜 A墓:复仇死者·阿尼玛 ${b}:三眼怪(战斗破坏)} C1 A:复仇死者之夜②`);

  it('[CH-ATTACK-CONTINUE] B\'s field written in part: still refused on the cards written, and the assumptions say a monster not written would let it be activated', () => {
    const a = night('B场');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.assumptions.join('')).toContain('情境写出的B场上（可能只是一部分，没有写 B场只有:）没有剩下的怪兽');
  });

  it('[CH-ATTACK-CONTINUE] the other side: written complete (`B场只有:`), refused as a ruling, nothing assumed', () => {
    const a = night('B场只有');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.assumptions.join('')).not.toContain('没有剩下的怪兽');
  });
});
