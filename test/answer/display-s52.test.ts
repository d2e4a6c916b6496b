// What the answer says (session s52): each test is an answer a player saw wrong before its fix.
// Cards of the shared cards.cdb and the curated set over it.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('display (s52): 天龙雪狱 — its summoned monster in a later chain, and its optional banish', () => {
  it('[SIT-THEN-TAKEN-MONSTER] the opponent\'s monster 天龙雪狱 summoned to A\'s field, named by A in the next chain (然后), is that monster: its effect resolves negated, and the events name A as its activator', () => {
    const a = askCdb('{回合:A 阶段:主要1 B墓:救援猫} C1 A:天龙雪狱→B:救援猫 然后 C1 A:救援猫');
    const l = a.links[0]!;
    expect(l.outcome).toBe('effect-negated');
    expect(l.reason).toContain('在之前的连锁里');
    expect(l.reason).not.toContain('情境写了');
    // Not another copy assumed on A's field.
    expect(a.assumptions.some((s) => s.includes('自己的另一张'))).toBe(false);
    expect(a.assumptions.some((s) => s.includes('天龙雪狱」取对象的那张卡'))).toBe(true);
    const activated = a.events.find((e) => e.type === 'activated' && e.cards[0]?.name === '救援猫');
    expect(activated?.cards[0]?.controller).toBe('A');
  });

  it('[SIT-THEN-TAKEN-MONSTER] the other side: a monster of its own the earlier chain did not take is still another copy, judged as before', () => {
    const a = askCdb('{回合:A 阶段:主要1 B墓:救援猫 B场:青眼白龙} C1 A:黑洞 然后 C1 A:救援猫');
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(a.assumptions.some((s) => s.includes('自己的另一张'))).toBe(true);
  });

  it('[CH-CHOOSE] 天龙雪狱\'s 「之后可以…除外」 with no banish noted is said as the player\'s choice, not done — even with only its own summoned monster on the field; noted, it is done', () => {
    const a = askCdb('{回合:A 阶段:主要1 B墓:救援猫} C1 A:天龙雪狱→B:救援猫');
    const l = a.links[0]!;
    expect(l.reason).toContain('可以选卡被除外');
    expect(a.events.some((e) => e.type === 'banished')).toBe(false);
    // (A pair its text allows — one of each field, of one Type (CH-PICK-PAIR-SAME-RACE): the summoned 真红眼黑龙 and B's 青眼白龙.)
    const noted = askCdb('{回合:A 阶段:主要1 B墓:真红眼黑龙 B场:青眼白龙} C1 A:天龙雪狱→B:真红眼黑龙 [除外 青眼白龙,真红眼黑龙]');
    expect(noted.events.filter((e) => e.type === 'banished').flatMap((e) => e.cards.map((c) => c.name))).toEqual(expect.arrayContaining(['青眼白龙', '真红眼黑龙']));
  });
});

describe.skipIf(!haveCards)('display (s52): a curated card written in part says so', () => {
  const maximus = '{回合:A 阶段:主要1 A场只有: B场只有:访问码语者(连接召唤) A手:教导的大神祇官} C1 A:教导的大神祇官';

  it('[CUR-UNWRITTEN-SAID] 教导的大神祇官 (its ② left out of the stand-in) activated: the assumptions say its data is incomplete and name the part left out, in each language', () => {
    const a = askCdb(maximus);
    expect(a.links[0]!.legal).toBe(true);
    const line = a.assumptions.find((s) => s.includes('卡片数据不完整'));
    expect(line).toContain('教导的大神祇官');
    expect(line).toContain('②');
    expect(line).toContain('召唤·特殊召唤的场合');
  });

  it('[CUR-UNWRITTEN-SAID] the other side: the card only listed in a hand the chain does not touch is not said', () => {
    const a = askCdb('{回合:A 阶段:主要1 A手:教导的大神祇官 B场:青眼白龙} C1 A:黑洞');
    expect(a.assumptions.some((s) => s.includes('卡片数据不完整'))).toBe(false);
  });
});

describe.skipIf(!haveCards)('display (s52): a clause on this card\'s materials, with none written', () => {
  const infernal = (state: string) => askCdb(`{回合:A 阶段:主要1 A场:元素英雄 火焰翼侠-火焰一击(${state})} C1 A:元素英雄 火焰翼侠-火焰一击②`);

  it('[FD-MATERIALS-UNSTATED] 火焰一击 written Fusion Summoned with no materials: ② is not refused as 「有场上的卡存在」 — the reason names the clause on its materials, says they are not written and how to write them', () => {
    const a = infernal('融合召唤');
    const l = a.links[0]!;
    expect(l.legal).toBe(false);
    expect(l.illegalReason).toContain('用通常怪兽作为素材作融合召唤的这张卡');
    expect(l.illegalReason).toContain('情境没有写明这张卡的素材');
    expect(l.illegalReason).toContain('素材:');
    expect(l.illegalReason).not.toContain('有场上的卡存在');
    expect(a.assumptions.some((s) => s.includes('A场只有'))).toBe(false);
  });

  it('[FD-MATERIALS-UNSTATED] the other side: materials written with no Normal Monster among them — refused, the reason names the clause, and no field-written-in-part caveat (no unwritten card could be this card)', () => {
    const a = infernal('融合召唤,素材:元素英雄 暴风侠+元素英雄 暗辉侠');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.illegalReason).toContain('用通常怪兽作为素材作融合召唤的这张卡');
    expect(a.links[0]!.illegalReason).not.toContain('没有写明');
    expect(a.assumptions.some((s) => s.includes('A场只有'))).toBe(false);
    // A Normal Monster among them: met, with nothing assumed about it.
    const met = infernal('融合召唤,素材:元素英雄 羽翼侠+元素英雄 爆热女郎');
    expect(met.links[0]!.legal).toBe(true);
    expect(met.assumptions.some((s) => s.includes('用通常怪兽作为素材'))).toBe(false);
  });
});

describe.skipIf(!haveCards)('display (s52): 红色重启 says what it leaves the opponent', () => {
  const reboot = '{回合:A 阶段:主要1} C1 A:黑洞 C2 B:神之宣告 C3 A:红色重启';

  it('[CH-CHOOSE] 红色重启: the opponent\'s 「可以从卡组选1张陷阱卡…盖放」 is said as that player\'s choice (B), not done', () => {
    const a = askCdb(reboot);
    const l = a.links[2]!;
    expect(l.reason).toContain('B可以选卡盖放');
    expect(a.events.filter((e) => e.type === 'set').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['神之宣告']);
  });

  it('[CH-TURN-PART] 红色重启: the lock for the rest of the turn (对方不能把陷阱卡发动) is listed among what lasts this turn', () => {
    const a = askCdb(reboot);
    expect((a.lasting ?? []).some((d) => d.card.name === '红色重启' && d.what.includes('对方不能把陷阱卡发动'))).toBe(true);
  });
});

describe.skipIf(!haveCards)('display (s52): no target written, one card written that fits', () => {
  it('[CH-TARGET-ONLY-LISTED] 死者苏生 with both GYs written in full and only 青眼白龙 there: it is the target, named in the resolution and said', () => {
    const a = askCdb('{回合:A 阶段:主要1 A墓只有:青眼白龙 B墓只有:} C1 A:死者苏生');
    expect(a.links[0]!.reason).toContain('「青眼白龙」特殊召唤');
    expect(a.assumptions.some((s) => s.includes('能作为对象的卡只有') && s.includes('青眼白龙'))).toBe(true);
  });

  it('[CH-TARGET-ONLY-LISTED] `{A墓只有:青眼白龙} C1 A:死者苏生` (B\'s GY not written): 青眼白龙 is named as the only card written that fits, a target still assumed', () => {
    const a = askCdb('{回合:A 阶段:主要1 A墓只有:青眼白龙} C1 A:死者苏生');
    const line = a.assumptions.find((s) => s.includes('能作为对象的只有'));
    expect(line).toContain('青眼白龙');
    expect(line).toContain('假定有合适的对象');
  });

  it('[CH-TARGET-ONLY-LISTED] 墓穴的指名者 chained to 灰流丽 with no target written: the only card written it can target is the 灰流丽 of the lower link (now in the GY) — taken as its target, so 灰流丽\'s effect is negated and the searched card is added; said', () => {
    const a = askCdb('C1 A:强欲而谦虚之壶 C2 B:灰流丽 C3 A:墓穴的指名者');
    expect(a.links.find((l) => l.n === 2)!.outcome).toBe('effect-negated');
    expect(a.links.find((l) => l.n === 1)!.outcome).toBe('resolved');
    expect(a.assumptions.some((s) => s.includes('这个连锁中前面写出的') && s.includes('灰流丽'))).toBe(true);
  });

  it('[CH-TARGET-ONLY-LISTED] the other side: two cards of lower links fit (灰流丽 and 效果遮蒙者 both in B\'s GY) — none is picked, 灰流丽 still negates', () => {
    const a = askCdb('C1 A:强欲而谦虚之壶 C2 B:灰流丽 C3 B:效果遮蒙者 C4 A:墓穴的指名者');
    expect(a.links.find((l) => l.n === 2)!.outcome).toBe('resolved');
    expect(a.links.find((l) => l.n === 1)!.outcome).toBe('effect-negated');
    expect(a.assumptions.some((s) => s.includes('这个连锁中前面写出的'))).toBe(false);
  });

  it('[CH-TARGET-ONLY-LISTED] the other side: two fitting cards written — none is picked for the player', () => {
    const a = askCdb('{回合:A 阶段:主要1 A墓只有:青眼白龙,黑魔术师 B墓只有:} C1 A:死者苏生');
    expect(a.links[0]!.reason).not.toContain('「青眼白龙」特殊召唤');
    expect(a.assumptions.some((s) => s.includes('能作为对象的'))).toBe(false);
  });
});

describe.skipIf(!haveCards)('display (s52): a step on every card that found none on a field written in part', () => {
  const chain = (a: string, b: string) => askCdb(`{回合:B 阶段:主要1 ${a}:《S：P小夜》 ${b}:青眼白龙} C1 B:黑洞 C2 A:《S：P小夜》②→A:《S：P小夜》,B:青眼白龙`);

  it('[SIT-FIELD-COMPLETE] S：P小夜 banishes the only monsters written before 黑洞 resolves: 「没有可处理的卡」 says it was judged on the cards written, with the 「A场只有: B场只有:」 hint', () => {
    const l = chain('A场', 'B场').links[0]!;
    expect(l.reason).toContain('没有可处理的卡');
    expect(l.reason).toContain('A场只有: B场只有:');
    expect(l.reason).toContain('被破坏');
  });

  it('[SIT-FIELD-COMPLETE] the other side: both fields written in full (场只有) — the plain 「没有可处理的卡」, no caveat', () => {
    const l = chain('A场只有', 'B场只有').links[0]!;
    expect(l.reason).toContain('没有可处理的卡');
    expect(l.reason).not.toContain('场只有');
  });
});

describe.skipIf(!haveCards)('display (s52): read as a player', () => {
  it('[CH-NEG-EFF] 灰流丽 on 强欲之壶, which takes no target: the effect-negated line does not say 「它的对象」 still stand', () => {
    const pot = askCdb('{回合:A 阶段:主要1} C1 A:强欲之壶 C2 B:灰流丽').links[0]!;
    expect(pot.outcome).toBe('effect-negated');
    expect(pot.reason).not.toContain('对象');
  });
});
