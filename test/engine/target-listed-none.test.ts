// CH-TARGET-LISTED-NONE (test/RULES.md; review s42): a target not written is assumed only where the situation could hold one — a
// target group whose places are listed in full (the GYs written empty) with too few fitting cards makes the activation illegal.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('targets in places the situation lists (CH-TARGET-LISTED-NONE)', () => {
  it('[CH-TARGET-LISTED-NONE] 烈风帝 莱扎① (imported: a field card and a GY card) with both GYs written empty: no GY target — it cannot be activated', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:烈风帝 莱扎(上级召唤) B场:三眼怪 A墓: B墓:} C1 A:烈风帝 莱扎①→三眼怪');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.rules).toContain('CH-TARGET-LISTED-NONE');
    expect(a.assumptions.join('')).not.toContain('其余的假定存在');
  });
  it('[CH-TARGET-LISTED-NONE] the other side: a GY holding a card, or GYs not written, leave the unwritten target assumed', () => {
    const held = askCdb('{回合:A 阶段:主要1 A场:烈风帝 莱扎(上级召唤) B场:三眼怪 A墓: B墓:黑魔术师} C1 A:烈风帝 莱扎①→三眼怪');
    expect(held.links[0]!.legal).toBe(true);
    expect(held.assumptions.join('')).toContain('其余的假定存在');
    const unwritten = askCdb('{回合:A 阶段:主要1 A场:烈风帝 莱扎(上级召唤) B场:三眼怪} C1 A:烈风帝 莱扎①→三眼怪');
    expect(unwritten.links[0]!.legal).toBe(true);
    expect(unwritten.links[0]!.rules).not.toContain('CH-TARGET-LISTED-NONE');
  });
  it('[CH-TARGET-LISTED-NONE] no target written at all (review s42-rv2): 死者苏生 with both GYs written empty cannot be activated; 过早的埋葬 (自己墓地) with A\'s GY written empty neither', () => {
    for (const input of ['{回合:A 阶段:主要1 A墓: B墓:} C1 A:死者苏生', '{回合:A 阶段:主要1 A墓:} C1 A:过早的埋葬']) {
      const l = askCdb(input).links[0]!;
      expect(l.legal, input).toBe(false);
      expect(l.rules, input).toContain('CH-TARGET-LISTED-NONE');
    }
  });
  it('[CH-TARGET-LISTED-NONE] the other side, no target written: a GY holding a monster, a GY written with some cards (it may be written only in part), or B\'s GY not written (死者苏生 takes either GY), keep the target assumed', () => {
    for (const input of ['{回合:A 阶段:主要1 A墓:青眼白龙 B墓:} C1 A:死者苏生', '{回合:A 阶段:主要1 A墓:黑洞 B墓:} C1 A:死者苏生', '{回合:A 阶段:主要1 A墓:} C1 A:死者苏生', '{回合:A 阶段:主要1 B墓:青眼白龙} C1 A:过早的埋葬']) {
      const a = askCdb(input);
      expect(a.links[0]!.legal, input).toBe(true);
      expect(a.links[0]!.rules, input).not.toContain('CH-TARGET-LISTED-NONE');
    }
  });
  // Head-judge review s44 (item 1): a target on the field, the field written empty (`A场: B场:`) — the cards then on it are only those
  // the chains put there (a card activated in the chain included); a field written with some cards may be written in part, as a GY.
  it('[CH-TARGET-LISTED-NONE] a field target (s44): 旋风 and 禁忌的圣枪 (imported) with both fields written empty cannot be activated; nor 旋风 after a chain (然后) whose Spell left the field', () => {
    for (const input of ['{回合:A 阶段:主要1 A场: B场:} C1 A:旋风', '{回合:A 阶段:主要1 A场: B场:} C1 A:禁忌的圣枪', '{回合:A 阶段:主要1 A场: B场:} C1 A:强欲之壶 然后 C1 B:旋风']) {
      const a = askCdb(input);
      const l = a.links[a.links.length - 1]!;
      expect(l.legal, input).toBe(false);
      expect(l.rules, input).toContain('CH-TARGET-LISTED-NONE');
      expect(a.assumptions.join(''), input).not.toContain('假定有合适的对象');
    }
  });
  it('[CH-TARGET-LISTED-NONE] the other side of a field target (s44): a card activated in the chain is on the field (旋风 answering 强欲之壶); a field written with some cards, or not written, keeps the target assumed — in the damage step too', () => {
    const chained = askCdb('{回合:A 阶段:主要1 A场: B场:} C1 A:强欲之壶 C2 B:旋风');
    expect(chained.links.map((l) => l.legal)).toEqual([true, true]);
    expect(chained.links[1]!.rules).not.toContain('CH-TARGET-LISTED-NONE');
    for (const input of ['{回合:A 阶段:主要1 A场:三眼怪 B场:青眼白龙} C1 A:旋风', '{回合:A 阶段:主要1 B场:} C1 A:旋风', '{回合:A 阶段:主要1 A场: B场:三眼怪} C1 A:禁忌的圣枪', '{回合:A 阶段:伤害步骤 A场:三眼怪 B场:青眼白龙 攻击:A:三眼怪→B:青眼白龙} C1 B:禁忌的圣枪']) {
      const l = askCdb(input).links[0]!;
      expect(l.legal, input).toBe(true);
      expect(l.rules, input).not.toContain('CH-TARGET-LISTED-NONE');
    }
  });
  // Review s44-rv4: a written target missing from a field the situation lists was put there without a word.
  it('[CH-TARGET-LISTED-NONE] a written target not on a listed field (s44-rv4): 旋风→B:雷破 with B场 written empty, or written with other cards, says what it took (zh and en); B场 not written, or the target listed there: nothing said', () => {
    const empty = askCdb('{回合:A 阶段:主要1 A场: B场:} C1 A:旋风→B:雷破');
    expect(empty.assumptions.join('')).toContain('对象「雷破」不在情境写出的 B 场上（写为没有卡）');
    const en = cdbJudge().chain('{回合:A 阶段:主要1 A场: B场:} C1 A:旋风→B:雷破', { lang: 'en' });
    if (!en.ok) throw new Error(en.error.message);
    expect(en.assumptions.join('')).toContain("is not on B's field as the situation lists it (written empty)");
    const part = askCdb('{回合:A 阶段:主要1 A场:三眼怪 B场:青眼白龙} C1 A:月之书→B:三眼怪');
    expect(part.assumptions.join('')).toContain('对象「三眼怪」不在情境写出的 B 场上：假定情境只写出了一部分');
    for (const input of ['{回合:A 阶段:主要1 A场:三眼怪} C1 A:旋风→B:雷破', '{回合:A 阶段:主要1 A场: B场:雷破(盖)} C1 A:旋风→B:雷破', '{回合:A 阶段:主要1 A场: B场: A墓:青眼白龙} C1 A:死者苏生→青眼白龙 然后 C1 B:禁忌的圣枪→A:青眼白龙']) {
      expect(askCdb(input).assumptions.join(''), input).not.toContain('不在情境写出的');
    }
  });
});
