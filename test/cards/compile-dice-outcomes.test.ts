// CMP-DICE-OUTCOMES: 「掷1次骰子，出现的数目的效果适用。●1：A ●2～5：B ●6：C」 — only the ● of the number rolled applies (review s46-rv2:
// every ● was done one after the other — 暗之支配者-佐克 destroyed both fields and itself, 骰子独眼巨人 made both players discard and
// then A's whole hand). Each ● is an option picked as it resolves by the die (`choiceAtResolution: 'die'`), `[●n]` names the n-th ●;
// the effect can be activated when any ● has something to apply (rules reference docs/c03/特定效果的处理方法.rst:369), and what a ●
// destroys is left to chance, so 星尘龙 cannot answer it (docs/c04/灰流丽·星尘龙.rst:18).
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, cdbJudge, haveCards } from './data.js';

const monster = { kind: 'monster', subtypes: ['effect'] } as never;

describe('[CMP-DICE-OUTCOMES] the ● of a die roll', () => {
  it('[CMP-DICE-OUTCOMES] 「掷1次骰子，出现的数目的效果适用。●1·2：… ●3·4·5：… ●6：…」: three options picked by the die, each with its own step only', () => {
    const es = compileEffects('①：1回合1次，自己主要阶段才能发动。掷1次骰子，出现的数目的效果适用。●1·2：对方场上的怪兽全部破坏。●3·4·5：选对方场上1只怪兽破坏。●6：自己场上的怪兽全部破坏。', monster);
    const opts = es.filter((e) => e.choiceOf !== undefined);
    expect(opts).toHaveLength(3);
    expect(opts.every((e) => e.choiceAtResolution === 'die')).toBe(true);
    expect(opts.map((e) => e.does.filter((a) => a.do === 'destroy').length)).toEqual([1, 1, 1]);
    expect(opts[0]!.choiceWords).toBe('1·2：对方场上的怪兽全部破坏');
  });
  it('[CMP-DICE-OUTCOMES] the other side: ● without number heads after 「以下效果适用」 stay steps done one after the other (not options)', () => {
    const es = compileEffects('①：自己主要阶段才能发动。以下效果适用。●对方场上的怪兽全部破坏。●自己从卡组抽1张。', monster);
    expect(es.some((e) => e.choiceAtResolution === 'die')).toBe(false);
  });
});

describe.skipIf(!haveCards)('[CMP-DICE-OUTCOMES] on the chain', () => {
  it('[CMP-DICE-OUTCOMES] 暗之支配者-佐克 (read from its text): no roll written — one ● only (the first), said with every ●; [●3] — only its own field is destroyed; 星尘龙 cannot answer it (the destruction is left to the die)', () => {
    const plain = askCdb('{回合:A 阶段:主要1 A场:暗之支配者-佐克,三眼怪 B场:青眼白龙,黑魔术师} C1 A:暗之支配者-佐克');
    expect(plain.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name)).sort()).toEqual(['青眼白龙', '黑魔术师'].sort());
    expect(plain.assumptions.some((x) => x.includes('掷骰子，只适用出现的数目的●') && x.includes('6：自己场上的怪兽全部破坏'))).toBe(true);
    const six = askCdb('{回合:A 阶段:主要1 A场:暗之支配者-佐克,三眼怪 B场:青眼白龙,黑魔术师} C1 A:暗之支配者-佐克[●3]');
    expect(six.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name)).sort()).toEqual(['三眼怪', '暗之支配者-佐克'].sort());
    const stardust = askCdb('{回合:A 阶段:主要1 A场:暗之支配者-佐克,三眼怪 B场:青眼白龙,星尘龙} C1 A:暗之支配者-佐克 C2 B:星尘龙');
    expect(stardust.links[1]!.legal).toBe(false);
    const en = cdbJudge().chain('{回合:A 阶段:主要1 A场:暗之支配者-佐克,三眼怪 B场:青眼白龙,黑魔术师} C1 A:暗之支配者-佐克', { lang: 'en' });
    if (!en.ok) throw new Error(en.error.message);
    expect(en.assumptions.some((x) => x.includes('only the ● of the number rolled applies'))).toBe(true);
  });
  it('[CMP-DICE-OUTCOMES] 骰子独眼巨人 [●1]: only the opponent discards the card picked among its hand (before: both players discarded, then A its whole hand); the opponent\'s hand empty, it can still be activated (another ● has something to apply) and the first ● with something — A discards one', () => {
    const one = askCdb('{回合:A 阶段:主要1 A场:骰子独眼巨人 A手:黑洞 B手:灰流丽,增殖的G} C1 A:骰子独眼巨人[●1] [丢弃 增殖的G]');
    const discarded = one.events.filter((e) => e.type === 'discarded').flatMap((e) => e.cards.map((c) => c.name));
    expect(discarded).toEqual(['增殖的G']);
    const empty = askCdb('{回合:A 阶段:主要1 A场:骰子独眼巨人 A手:黑洞 B手:} C1 A:骰子独眼巨人');
    expect(empty.links[0]!.legal).toBe(true);
    expect(empty.events.filter((e) => e.type === 'discarded').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['黑洞']);
  });
});

// CMP-DICE-OUTCOMES (review s47): the old layout — each outcome on a line of its own headed 「1·」 with no ● (轮盘蜘蛛, No.85 狂箱) — is the same
// reading; before, no ● was seen and every line was a step: 轮盘蜘蛛 halved its player's LP, negated the attack, dealt damage and destroyed the
// attacker all at once.
describe('[CMP-DICE-OUTCOMES] outcome lines with no ●', () => {
  const spell = { kind: 'spell', subtypes: ['quick-play'] } as never;
  it('[CMP-DICE-OUTCOMES] 「掷1次骰子，出现数目的效果适用。\\n1·…\\n2·…」: six options picked by the die, each for its own number; a line read as no step is said unread', () => {
    const es = compileEffects('①：对方怪兽的攻击宣言时才能发动。掷1次骰子，出现数目的效果适用。\n1·自己基本分变成一半。\n2·那次攻击变成对自己的直接攻击。\n3·选自己场上1只怪兽，攻击对象转移为那只怪兽进行伤害计算。\n4·选攻击怪兽以外的对方场上1只怪兽，攻击对象转移为那只怪兽进行伤害计算。\n5·那次攻击无效，给与对方那只怪兽的攻击力数值的伤害。\n6·那只对方怪兽破坏。', spell);
    const opts = es.filter((e) => e.choiceOf !== undefined);
    expect(opts).toHaveLength(6);
    expect(opts.every((e) => e.choiceAtResolution === 'die')).toBe(true);
    expect(opts.map((e) => e.dieFaces)).toEqual([[1], [2], [3], [4], [5], [6]]);
    expect(opts[5]!.does.map((a) => a.do)).toEqual(['destroy']);
    expect(opts[1]!.unknown?.some((u) => u.includes('那次攻击变成对自己的直接攻击'))).toBe(true);
  });
  it('[CMP-DICE-OUTCOMES] the other side: 「1·」 lines under no die heading are left as they were; a ● head 「2～5：」 is for 2, 3, 4 and 5', () => {
    const es = compileEffects('①：自己主要阶段才能发动。以下效果适用。\n1·自己从卡组抽1张。\n2·对方场上的怪兽全部破坏。', { kind: 'spell', subtypes: [] } as never);
    expect(es.some((e) => e.choiceAtResolution === 'die')).toBe(false);
    const dice = compileEffects('①：1回合1次，自己主要阶段才能发动。掷1次骰子，出现的数目的效果适用。●1：把对方手卡确认，从那之中选1张卡丢弃。●2～5：选自己1张手卡丢弃。●6：自己手卡全部丢弃。', monster);
    expect(dice.filter((e) => e.choiceOf !== undefined).map((e) => e.dieFaces)).toEqual([[1], [2, 3, 4, 5], [6]]);
  });
});

describe.skipIf(!haveCards)('[CMP-DICE-OUTCOMES] 轮盘蜘蛛 on the chain', () => {
  const at = '{回合:B 阶段:战斗步骤 A场:青眼白龙,轮盘蜘蛛(盖) B场:黑魔术师 攻击:B:黑魔术师→A:青眼白龙} C1 A:轮盘蜘蛛';
  const kinds = (a: ReturnType<typeof askCdb>) => a.events.map((e) => e.type).filter((t) => t !== 'activated' && t !== 'sent-to-gy');
  it('[CMP-DICE-OUTCOMES] no roll written: one outcome only (its player\'s LP halved), every outcome listed; the attack is neither negated nor its attacker destroyed', () => {
    const plain = askCdb(at);
    expect(plain.links[0]!.legal).toBe(true);
    expect(kinds(plain)).toEqual([]);
    expect(plain.assumptions.some((x) => x.includes('只适用出现的数目的●') && x.includes('6：那只对方怪兽破坏'))).toBe(true);
  });
  it('[CH-STAT-ATTACKED-VALUE] 轮盘蜘蛛 (CMP-DICE-OUTCOMES) a roll of 6 ([骰子6]): the attacking monster is destroyed — 「那只对方怪兽」 is the attacker — and nothing else', () => {
    const six = askCdb(`${at} [骰子6]`);
    expect(six.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['黑魔术师']);
    expect(kinds(six)).toEqual(['destroyed']);
  });
});

// CH-DIE-ROLL-NOTE: players say what the die showed, not the ●'s place in the text — `[骰子n]` picks the ● headed by n (「●3·4·5：」 for 4); on
// an effect with no such ●, the note is said unused in the warnings (before: 「引擎看不懂」 and the first ● was applied as if nothing was said).
describe.skipIf(!haveCards)('[CH-DIE-ROLL-NOTE] the number rolled', () => {
  it('[CH-DIE-ROLL-NOTE] 暗之支配者-佐克 [骰子4]: the ● 「3·4·5：」 (one opponent monster destroyed), said; [骰子6]: its own field destroyed', () => {
    const four = askCdb('{回合:A 阶段:主要1 A场:暗之支配者-佐克,三眼怪 B场:青眼白龙} C1 A:暗之支配者-佐克 [骰子4]');
    expect(four.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['青眼白龙']);
    expect(four.assumptions.some((x) => x.includes('掷出4') && x.includes('3·4·5：选对方场上1只怪兽破坏'))).toBe(true);
    expect(four.warnings.length).toBe(0);
    const six = askCdb('{回合:A 阶段:主要1 A场:暗之支配者-佐克,三眼怪 B场:青眼白龙} C1 A:暗之支配者-佐克 [掷出6]');
    expect(six.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name)).sort()).toEqual(['三眼怪', '暗之支配者-佐克'].sort());
  });
  it('[CH-DIE-ROLL-NOTE] the other side: on an effect whose die is not read as picking a ● (神鬼食人魔), the note is said unused, and a ● read as no step is said unread', () => {
    const orgoth = askCdb('{回合:A 阶段:主要1 A场:神鬼食人魔 B场:青眼白龙} C1 A:神鬼食人魔 [骰子1]');
    expect(orgoth.warnings.some((w) => String(w).includes('骰子1') && String(w).includes('没有使用'))).toBe(true);
    const two = askCdb('{回合:B 阶段:战斗步骤 A场:青眼白龙,轮盘蜘蛛(盖) B场:黑魔术师 攻击:B:黑魔术师→A:青眼白龙} C1 A:轮盘蜘蛛 [骰子2]');
    expect(two.assumptions.some((x) => x.includes('掷出2') && x.includes('没有被读懂'))).toBe(true);
  });
});

// CMP-DICE-SEVERAL-UNREAD / CH-DICE-UNREAD (s48): 神鬼食人魔 rolls 3 dice — its ATK/DEF raise is their sum ×100, its ● apply by pairs — and
// resolved as a silent 「效果适用」 with its ● 「这个回合，这张卡可以直接攻击」 granted whatever the dice showed; 长世国王恶魔② rolls 1 die (read,
// CMP-DICE-OUTCOMES) but 「那之内的1只受」 (which of the Fiend monsters sent to the GY the ● acts on) was unread and said nothing.
describe.skipIf(!haveCards)('[CH-DICE-UNREAD] dice words not read are said', () => {
  it('[CMP-DICE-SEVERAL-UNREAD] 神鬼食人魔: 「掷3次骰子…」 is marked unread; its ● grant no direct attack and no draw', () => {
    const r = cdbJudge().catalog.resolve('神鬼食人魔');
    if (!r.ok) throw new Error('神鬼食人魔');
    const e = r.card.effects.find((x) => x.kind === 'ignition')!;
    expect(e.unknown?.some((u) => u.startsWith('action: 掷3次骰子'))).toBe(true);
    expect(e.grantsAttack).toBeUndefined();
    expect(e.leaves).toBeUndefined();
  });
  it('[CH-DICE-UNREAD] 神鬼食人魔 says its three dice are not read (no raise, no ● applied); 长世国王恶魔② [骰子3], whose 「那之内的1只受」 is read, and 轮盘蜘蛛 [骰子2], whose words before the ● are read, say nothing of it', () => {
    const orgoth = askCdb('{回合:A 阶段:主要1 A场:神鬼食人魔} C1 A:神鬼食人魔');
    expect(orgoth.assumptions.some((x) => x.includes('掷几次骰子') && x.includes('不判断'))).toBe(true);
    expect(orgoth.links[0]!.rules).toContain('CH-DICE-UNREAD');
    // (长世国王恶魔②'s 「那之内的1只受」 is read since s54 — CMP-DICE-ON-EVENT-CARD, test/engine/dice-event-card.test.ts: nothing unread is said.)
    const king = askCdb('{回合:A 阶段:主要1 A场:长世国王恶魔 A墓:恶魔召唤} C1 A:长世国王恶魔② [骰子3]');
    expect(king.links[0]!.rules).not.toContain('CH-DICE-UNREAD');
    const spider = askCdb('{回合:B 阶段:战斗步骤 A场:青眼白龙,轮盘蜘蛛(盖) B场:黑魔术师 攻击:B:黑魔术师→A:青眼白龙} C1 A:轮盘蜘蛛 [骰子2]');
    expect(spider.links[0]!.rules).not.toContain('CH-DICE-UNREAD');
  });
});
