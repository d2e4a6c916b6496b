// s61: costs of 「任意数量解放」 whose number the effect reads — 垂直着陆 (current text: 「把衍生物以外的自己场上的风属性怪兽任意数量解放才能发动。
// 解放的怪兽数量的「幻兽机衍生物」…在自己场上特殊召唤」). Before, one Token was made whatever was tributed, and a Token could be tributed.
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';

const LANDING = '把衍生物以外的自己场上的风属性怪兽任意数量解放才能发动。解放的怪兽数量的「幻兽机衍生物」（机械族·风·3星·攻/守0）在自己场上特殊召唤。「垂直着陆」在1回合只能发动1张。';
const summoned = (a: ReturnType<typeof askCdb>) => a.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name));

describe('垂直着陆: as many Tokens as were tributed, no Token tributed', () => {
  it('[CH-COUNT-MOVED] the compiler reads 「解放的怪兽数量的「X衍生物」」 as counted by the tributes of this link, and 「衍生物以外的」 as no Token (before: one Token, any monster)', () => {
    const e = compileEffects(LANDING, { kind: 'spell', subtypes: ['quick-play'] })[0]!;
    expect(e.does.find((a) => a.do === 'special-summon')?.countFrom).toEqual({ by: 'tribute', plus: 0 });
    expect(e.cost?.[0]?.what).toMatchObject({ filter: { notToken: true, attribute: '风' } });
    // 「这个回合…被解放的怪兽数量的「暗影衍生物」」 is a count of the turn, not of this link: not read so.
    const turn = compileEffects('③：自己·对方的结束阶段发动。把最多有这个回合这张卡表侧表示存在的状态被解放的怪兽数量的「暗影衍生物」（恶魔族·暗·3星·攻/守1000）在回合玩家的场上尽可能守备表示特殊召唤。', { kind: 'spell', subtypes: ['field'] })[0]!;
    expect(turn.does.find((a) => a.do === 'special-summon')?.countFrom).toBeUndefined();
  });
});

describe.skipIf(!haveCards)('垂直着陆 in a chain', () => {
  it('[CH-COUNT-MOVED] 2 WIND monsters tributed: 2 幻兽机衍生物 are summoned, and said (zh, en); none written: how many is not known, said', () => {
    const two = '{回合:A 阶段:主要1 A场只有:鹰身女郎,鹰身女郎 A手:垂直着陆} C1 A:垂直着陆 [cost:解放 鹰身女郎,鹰身女郎]';
    const a = askCdb(two);
    expect(summoned(a)).toEqual(['幻兽机衍生物', '幻兽机衍生物']);
    expect(a.assumptions.join('')).toContain('作为代价解放了2只，特殊召唤2只「幻兽机衍生物」');
    const en = cdbJudge().chain(two, { lang: 'en' });
    expect(en.ok && en.assumptions.join('')).toContain('2 were tributed as its cost, so 2 幻兽机衍生物 are Special Summoned');
    const unwritten = askCdb('{回合:A 阶段:主要1 A场:鹰身女郎,鹰身女郎 A手:垂直着陆} C1 A:垂直着陆');
    expect(unwritten.assumptions.join('')).toContain('特殊召唤的「幻兽机衍生物」的数量（和解放的数量相同）不知道');
  });
  it('[CH-COST-NOTE-FIT] a Token tributed for the cost of 垂直着陆 cannot pay it (「衍生物以外的」): the activation is refused, and the reason says so (zh, en)', () => {
    const input = '{回合:A 阶段:主要1 A场只有:鹰身女郎,幻兽机衍生物 A手:垂直着陆} C1 A:垂直着陆 [cost:解放 幻兽机衍生物]';
    const a = askCdb(input);
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.illegalReason).toContain('但它不是衍生物以外的自己场上的风属性怪兽');
    const en = cdbJudge().chain(input, { lang: 'en' });
    expect(en.ok && en.links[0]!.illegalReason).toContain('that is not a Token');
  });
});

// 复仇死者的黑夜梦魇 ① (current text: 「从自己的手卡·场上把「复仇死者」怪兽任意数量解放，以自己场上1只表侧表示怪兽为对象才能发动」): its Tribute
// may come from the hand. Before, a monster noted there drew the warning 「解放的卡要在场上」.
describe.skipIf(!haveCards)('a Tribute cost from the hand', () => {
  it('[CH-COST-NOTE-FIT] 复仇死者的黑夜梦魇 ① tributing 复仇死者·混骸鬼 from the hand: legal, no warning that a tribute must be on the field; 垂直着陆 (field only) still warns', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:复仇死者的黑夜梦魇,复仇死者·奇美拉 A手:复仇死者·混骸鬼} C1 A:复仇死者的黑夜梦魇① [cost:解放 复仇死者·混骸鬼] → 复仇死者·奇美拉');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.warnings.join('')).not.toContain('解放的卡要在场上');
    const b = askCdb('{回合:A 阶段:主要1 A手:垂直着陆,鹰身女郎} C1 A:垂直着陆 [cost:解放 鹰身女郎]');
    expect(b.warnings.join('')).toContain('解放的卡要在场上');
  });
});

// 复仇死者的黑夜梦魇 ① 「那只怪兽的等级直到回合结束时上升解放的怪兽数量的数值」: before, the raise was not read at all and the link said only
// 「效果适用」.
const NIGHTMARE = '①：1回合1次，从自己的手卡·场上把「复仇死者」怪兽任意数量解放，以自己场上1只表侧表示怪兽为对象才能发动。那只怪兽的等级直到回合结束时上升解放的怪兽数量的数值。';
describe('a level raised by the number tributed', () => {
  it('[CH-COUNT-MOVED] the compiler reads 「等级…上升解放的怪兽数量的数值」 as one level per monster this link tributed, of its target', () => {
    const e = compileEffects(NIGHTMARE, { kind: 'spell', subtypes: ['continuous'] })[0]!;
    expect(e.levelChange?.steps).toEqual([{ of: 'targets', op: 'add', value: 1, per: 'tribute' }]);
  });
});
describe.skipIf(!haveCards)('复仇死者的黑夜梦魇 ① in a chain', () => {
  it('[CH-COUNT-MOVED] 2 tributed: 复仇死者·奇美拉 goes from Level 5 to 7, said; none written: not known, no change, said', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:复仇死者的黑夜梦魇,复仇死者·奇美拉,复仇死者·归来者 A手:复仇死者·混骸鬼} C1 A:复仇死者的黑夜梦魇① [cost:解放 复仇死者·混骸鬼,复仇死者·归来者] → 复仇死者·奇美拉');
    expect(a.assumptions.join('')).toContain('作为代价解放了2只，等级上升2星');
    expect(a.links[0]!.reason).toContain('「复仇死者·奇美拉」等级5→7');
    const b = askCdb('{回合:A 阶段:主要1 A场:复仇死者的黑夜梦魇,黑魔术师,复仇死者·奇美拉,复仇死者·归来者} C1 A:复仇死者的黑夜梦魇① → 黑魔术师');
    expect(b.assumptions.join('')).toContain('等级上升多少（和解放的数量相同）不知道，没有计入等级');
  });
});

// 暴君的自暴自弃 (current text: 「把自己场上存在的衍生物以外的2只通常怪兽解放发动」) and 突击指令 (「以衍生物以外的自己场上1只通常怪兽为对象」):
// the 「以外」 kept 「通常怪兽」 from being read, and an Effect Monster paid the cost or was targeted.
describe.skipIf(!haveCards)('「衍生物以外的…通常怪兽」', () => {
  it('[CH-COST-NOTE-FIT] an Effect Monster tributed for 暴君的自暴自弃 cannot pay it (zh, en); two Normal Monsters can; nothing written: assumed, said', () => {
    const bad = '{回合:A 阶段:主要1 A场:暴君的自暴自弃(盖),黑魔术师,电子龙} C1 A:暴君的自暴自弃[cost:解放 黑魔术师,电子龙]';
    const a = askCdb(bad);
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.illegalReason).toContain('「电子龙」作为C1「暴君的自暴自弃」的代价，但它不是衍生物以外的自己场上的通常怪兽');
    const en = cdbJudge().chain(bad, { lang: 'en' });
    expect(en.ok && en.links[0]!.illegalReason).toContain('but it is not a monster on your field (Normal) that is not a Token');
    const good = askCdb('{回合:A 阶段:主要1 A场:暴君的自暴自弃(盖),黑魔术师,元素英雄 新宇侠} C1 A:暴君的自暴自弃[cost:解放 黑魔术师,元素英雄 新宇侠]');
    expect(good.links[0]!.legal).toBe(true);
    const unwritten = askCdb('{回合:A 阶段:主要1 A场:暴君的自暴自弃(盖),黑魔术师,电子龙} C1 A:暴君的自暴自弃');
    expect(unwritten.links[0]!.legal).toBe(true);
    expect(unwritten.assumptions.join('')).toContain('能支付的只有1只，A的场上可能有没写出的卡');
  });
  it('[CMP-MONSTER-TYPE-PICK] 突击指令 cannot target an Effect Monster (「衍生物以外的…通常怪兽」; zh, en); a Normal Monster it tributes', () => {
    const bad = '{回合:A 阶段:主要1 A场:突击指令(盖),电子龙 B场:黑魔术师} C1 A:突击指令→电子龙';
    const a = askCdb(bad);
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.illegalReason).toContain('「电子龙」不是这个效果能选的对象（自己场上的通常怪兽）');
    const en = cdbJudge().chain(bad, { lang: 'en' });
    expect(en.ok && en.links[0]!.illegalReason).toContain('is not a valid target for this effect (a monster on your field (Normal))');
    const good = askCdb('{回合:A 阶段:主要1 A场:突击指令(盖),黑魔术师 B场:电子龙} C1 A:突击指令→黑魔术师');
    expect(good.links[0]!.legal).toBe(true);
    expect(good.events.some((e) => e.type === 'sent-to-gy' && e.cards.some((c) => c.name === '黑魔术师'))).toBe(true);
  });
});

// 复仇死者的黑夜梦魇 ① with its cost not written and one 「复仇死者」 listed — its own target: before, the cost was assumed paid with the target,
// which was then gone, and the link did nothing.
describe.skipIf(!haveCards)('an assumed cost does not take the target', () => {
  it('[CH-COST-NOT-TARGET] the only 「复仇死者」 written is the target: the cost is assumed paid with a card not written, said (zh, en), and the link resolves; another one written pays it', () => {
    const input = '{回合:A 阶段:主要1 A场:复仇死者的黑夜梦魇,复仇死者·奇美拉} C1 A:复仇死者的黑夜梦魇① → 复仇死者·奇美拉';
    const a = askCdb(input);
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(a.events.some((e) => e.cards.some((c) => c.name === '复仇死者·奇美拉') && e.type === 'sent-to-gy')).toBe(false);
    expect(a.assumptions.join('')).toContain('符合条件的只有它的对象「复仇死者·奇美拉」，用它支付的话对象就不在了、效果什么也不做，所以假定用没写出的卡支付');
    const en = cdbJudge().chain(input, { lang: 'en' });
    expect(en.ok && en.assumptions.join('')).toContain('is its own target');
    const other = askCdb('{回合:A 阶段:主要1 A场:复仇死者的黑夜梦魇,复仇死者·奇美拉,复仇死者·混骸鬼} C1 A:复仇死者的黑夜梦魇① → 复仇死者·奇美拉');
    expect(other.links[0]!.reason).toContain('「复仇死者·奇美拉」等级5→6');
  });
});
