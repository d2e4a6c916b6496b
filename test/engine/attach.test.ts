// CH-ATTACH (test/RULES.md; rules reference docs/c02/基本用语.rst:922–927): 「…在那只超量怪兽下面重叠作为超量素材」 moves its cards under the Xyz
// Monster as Xyz Materials — out of the hand, GY or field (from the field this is no leaving of the field) — and a target gone, or the Xyz
// Monster gone, before resolution attaches nothing.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { compileEffects } from '../../src/cards/compile/index.js';

const XYZ = { kind: 'monster', subtypes: ['effect', 'xyz'], bits: 0x800021 } as const;
const c1 = (input: string) => askCdb(input).links.find((l) => l.n === 1)!;

describe('CH-ATTACH, the reader', () => {
  it('[CH-ATTACH] the compiler reads 「那只「十二兽」怪兽在那只超量怪兽下面重叠作为超量素材」 as an attach of the targets onto the Xyz target, and 「把墓地的这张卡在那只怪兽下面…」 after a summon as this card onto the summoned monster', () => {
    const tiger = compileEffects('②：1回合1次，把这张卡1个超量素材取除，以自己场上1只超量怪兽和自己墓地1只「十二兽」怪兽为对象才能发动。那只「十二兽」怪兽在那只超量怪兽下面重叠作为超量素材。', XYZ);
    expect(tiger[0]?.does).toEqual([expect.objectContaining({ do: 'attach', what: 'targets', onto: 'targets' })]);
    const king = compileEffects('②：这张卡被战斗或者卡的效果破坏送去墓地的场合：可以从额外卡组把「神圣骑士王 康斯坦丁」以外的1只「圣骑士」超量怪兽特殊召唤，把墓地的这张卡在那只怪兽下面重叠作为超量素材。', XYZ);
    expect(king[0]?.does.at(-1)).toMatchObject({ do: 'attach', what: 'self', onto: 'moved' });
  });
});

describe.skipIf(!haveCards)('CH-ATTACH', () => {
  const TIGER = '{回合:A A场:十二兽 虎炮(素材:十二兽 羊冲+十二兽 兔铳) A墓:十二兽 猴槌} C1 A:十二兽 虎炮 ② →十二兽 虎炮,十二兽 猴槌';
  it('[CH-ATTACH] 十二兽 虎炮 ② puts the 十二兽 from the GY under the Xyz Monster: it leaves the GY, the answer names the materials now held', () => {
    const a = askCdb(TIGER);
    const l = a.links.find((x) => x.n === 1)!;
    expect(l.reason).toContain('「十二兽 猴槌」在「十二兽 虎炮」下面重叠作为超量素材（素材:十二兽 兔铳+十二兽 猴槌）');
    expect(a.events.some((e) => e.type === 'attached' && e.cards.some((c) => c.name === '十二兽 猴槌'))).toBe(true);
    expect(l.rules).toContain('CH-ATTACH');
  });
  it('[CH-ATTACH] the 十二兽 banished from the GY in the chain (墓穴的指名者) is not attached; the Xyz Monster gone (强制脱出装置) takes nothing', () => {
    expect(c1(`${TIGER} C2 B:墓穴的指名者→十二兽 猴槌`).reason).toContain('没有能在「十二兽 虎炮」下面重叠的卡');
    const gone = askCdb(`${TIGER} C2 B:强制脱出装置→十二兽 虎炮`);
    expect(gone.links.find((x) => x.n === 1)!.reason).toContain('什么都不重叠');
    expect(gone.events.some((e) => e.type === 'attached')).toBe(false);
  });
  it('[CH-ATTACH] 十二兽的方合 ① picks its 十二兽 from the Deck: with no card named the answer says one is attached, not that none was left', () => {
    const l = c1('{回合:A A场:十二兽 虎炮(素材:十二兽 羊冲)} C1 A:十二兽的方合 ①→十二兽 虎炮');
    expect(l.reason).toContain('选出的卡在「十二兽 虎炮」下面重叠作为超量素材（没有写明是哪张卡）');
    expect(l.reason).not.toContain('没有能在');
  });
  it('[CH-ATTACH] No.101 寂静荣誉方舟骑士 ① takes the opponent’s monster from the field as its material (no leaving of the field: no 「从场上离开」)', () => {
    const a = askCdb('{回合:A A场:No.101 寂静荣誉方舟骑士(素材:电子龙+电子龙) B场:青眼白龙} C1 A:No.101 寂静荣誉方舟骑士 ①→青眼白龙');
    expect(a.links[0]!.reason).toContain('「青眼白龙」在「No.101 寂静荣誉方舟骑士」下面重叠作为超量素材（素材:青眼白龙）');
    const ev = a.events.find((e) => e.type === 'attached')!;
    expect(ev.cards.map((c) => `${c.controller}:${c.name}`)).toEqual(['B:青眼白龙']);
  });
});
