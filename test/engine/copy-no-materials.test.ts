// CH-COPY-NO-MATERIALS (rules reference docs/c03/复制.rst:66–71): a card that took an Xyz Monster's name and effects (混沌幻影, read from
// its text) is no Xyz Monster — it cannot hold Xyz Materials nor have any attached, so the gained 「那只怪兽在这张卡下面重叠作为超量素材」
// (电子龙·无限②) cannot be activated. The Xyz Monster itself may use it.
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('a copied attach on a card that cannot hold materials', () => {
  it('[CH-COPY-NO-MATERIALS] 混沌幻影 taken as 电子龙·无限 cannot activate the copied ② on 青眼白龙: nothing can be attached under it', () => {
    const l = askCdb('{回合:A 阶段:主要1 A场:混沌幻影(复制:电子龙·无限) B场:青眼白龙} C1 A:混沌幻影②→青眼白龙').links[0]!;
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-COPY-NO-MATERIALS');
  });
  it('[CH-COPY-NO-MATERIALS] the other side: 电子龙·无限 itself (an Xyz Monster) may activate its ② on the same target', () => {
    const l = askCdb('{回合:A 阶段:主要1 A场:电子龙·无限 B场:青眼白龙} C1 A:电子龙·无限②→青眼白龙').links[0]!;
    expect(l.legal).toBe(true);
    expect(l.rules).not.toContain('CH-COPY-NO-MATERIALS');
  });
  it('[CH-COPY-NO-MATERIALS] a gained effect whose cost detaches this card’s materials (No.101①: 「把这张卡2个超量素材取除」) cannot be paid on 混沌幻影, which holds none; No.101 itself may activate it', () => {
    const copied = askCdb('{回合:A 阶段:主要1 A场:混沌幻影(复制:No.101 寂静荣誉方舟骑士) B场:青眼白龙(特殊召唤)} C1 A:混沌幻影①→青眼白龙');
    expect(copied.links[0]!.legal).toBe(false);
    expect(copied.links[0]!.illegalReason).toMatch(/没有超量素材可以取除/);
    expect(askCdb('{回合:A 阶段:主要1 A场:No.101 寂静荣誉方舟骑士 B场:青眼白龙(特殊召唤)} C1 A:No.101 寂静荣誉方舟骑士①→青眼白龙').links[0]!.legal).toBe(true);
  });
});

describe.skipIf(!haveCards)('a copied attach read from the card text', () => {
  it('[CH-COPY-NO-MATERIALS] 混沌幻影 taken as 超级量子机兽 炎浆狮虎 (imported: 「选自己的手卡·场上1只「超级量子战士」怪兽在这张卡下面重叠作为超量素材」, read as attaching to this card) cannot activate the copied ③', () => {
    const l = askCdb('{回合:A 阶段:主要1 A场:混沌幻影(复制:超级量子机兽 炎浆狮虎),超级量子战士 红光层} C1 A:混沌幻影③').links[0]!;
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-COPY-NO-MATERIALS');
  });
  it('[CH-COPY-NO-MATERIALS] the other side: 超级量子机兽 炎浆狮虎 itself may activate its ③; and an attach under another Xyz Monster (「在那只超量怪兽下面」) is no attach to this card', () => {
    const l = askCdb('{回合:A 阶段:主要1 A场:超级量子机兽 炎浆狮虎,超级量子战士 红光层} C1 A:超级量子机兽 炎浆狮虎③').links[0]!;
    expect(l.legal).toBe(true);
    expect(l.rules).not.toContain('CH-COPY-NO-MATERIALS');
    const other = compileEffects('①：以自己场上1只超量怪兽为对象才能发动。从卡组选1只「十二兽」怪兽在那只超量怪兽下面重叠作为超量素材。', { kind: 'spell', subtypes: ['normal'], bits: 0 })[0]!;
    expect(other.does[0]).toMatchObject({ do: 'attach' });
    expect(other.does[0]!.onto).not.toBe('self');
    const self = compileEffects('②：1回合1次，以场上1只表侧表示怪兽为对象才能发动。那只怪兽在这张卡下面重叠作为超量素材。', { kind: 'monster', subtypes: ['xyz'], bits: 0 });
    expect(self.flatMap((e) => e.does).find((a) => a.do === 'attach')).toMatchObject({ what: 'targets', onto: 'self' });
  });
});

describe.skipIf(!haveCards)('copied attaches read from more wordings (head-judge review s40)', () => {
  it('[CH-COPY-NO-MATERIALS] 混沌幻影 taken as 混沌No.101 (imported: 「选择的怪兽在这张卡下面重叠作为超量素材」) cannot activate the copied ①; 混沌No.101 itself may', () => {
    const copied = askCdb('{回合:A 阶段:主要1 A场:混沌幻影(复制:混沌No.101 寂静荣誉暗黑骑士) B场:青眼白龙(特殊召唤)} C1 A:混沌幻影①→青眼白龙').links[0]!;
    expect(copied.legal).toBe(false);
    expect(copied.rules).toContain('CH-COPY-NO-MATERIALS');
    const own = askCdb('{回合:A 阶段:主要1 A场:混沌No.101 寂静荣誉暗黑骑士(素材:三眼怪+三眼怪+三眼怪) B场:青眼白龙(特殊召唤)} C1 A:混沌No.101 寂静荣誉暗黑骑士①→青眼白龙').links[0]!;
    expect(own.legal).toBe(true);
    expect(own.rules).not.toContain('CH-COPY-NO-MATERIALS');
  });
  it('[CH-COPY-NO-MATERIALS] 混沌幻影 taken as 外神 奈亚拉 (imported: 「这张卡持有超量素材的场合…这张卡的超量素材全部取除，把作为对象的怪兽在这张卡下面重叠作为超量素材」) cannot activate the copied ②; 奈亚拉 itself, holding materials, may', () => {
    const copied = askCdb('{回合:A 阶段:主要1 A场:混沌幻影(复制:外神 奈亚拉) A墓:青眼白龙} C1 A:混沌幻影②→青眼白龙').links[0]!;
    expect(copied.legal).toBe(false);
    expect(copied.rules).toContain('CH-COPY-NO-MATERIALS');
    const own = askCdb('{回合:A 阶段:主要1 A场:外神 奈亚拉(素材:三眼怪+三眼怪) A墓:青眼白龙} C1 A:外神 奈亚拉②→青眼白龙').links[0]!;
    expect(own.legal).toBe(true);
    expect(own.rules).not.toContain('CH-COPY-NO-MATERIALS');
  });
  it('[CH-COPY-NO-MATERIALS] the compiler reads the condition 「这张卡持有超量素材的场合」 as a state (not an event: the effect is an ignition effect) and the attach after 「把」 as this card’s; an effect that negates first and then attaches (No.38 希望魁龙 银河巨神①) is not refused on the copier', () => {
    const [e] = compileEffects('②：1回合1次，这张卡持有超量素材的场合以自己墓地1只怪兽为对象才能发动。这张卡的超量素材全部取除，把作为对象的怪兽在这张卡下面重叠作为超量素材。', { kind: 'monster', subtypes: ['xyz'], bits: 0 });
    expect(e!.kind).toBe('ignition');
    expect(e!.condition).toEqual([{ is: 'exists', filter: { self: true, place: 'monster', hasXyzMaterials: true } }]);
    expect(e!.does.find((a) => a.do === 'attach')).toMatchObject({ what: 'targets', onto: 'self' });
    const galaxy = askCdb('{回合:B 阶段:主要1 A场:混沌幻影(复制:No.38 希望魁龙 银河巨神)} C1 B:黑洞 C2 A:混沌幻影①').links[1]!;
    expect(galaxy.rules).not.toContain('CH-COPY-NO-MATERIALS');
  });
  it('[CH-COPY-NO-MATERIALS] the 「1张…卡」 wording is read too: 混沌幻影 taken as 鬼计惰天使 (「把手卡1张「鬼计」卡在这张卡下面重叠作为超量素材」) or 星守之骑士 托勒密 (「选自己的额外卡组1张「星辉士」卡…」) cannot activate that ②; the Xyz Monsters themselves may', () => {
    const trick = askCdb('{回合:A 阶段:主要1 A场:混沌幻影(复制:鬼计惰天使) A手:鬼计人偶} C1 A:混沌幻影②').links[0]!;
    expect(trick.legal).toBe(false);
    expect(trick.rules).toContain('CH-COPY-NO-MATERIALS');
    expect(askCdb('{回合:A 阶段:结束阶段 A场:混沌幻影(复制:星守之骑士 托勒密) A额外:星辉士 夏三角} C1 A:混沌幻影②').links[0]!.legal).toBe(false);
    expect(askCdb('{回合:A 阶段:主要1 A场:鬼计惰天使 A手:鬼计人偶} C1 A:鬼计惰天使②').links[0]!.legal).toBe(true);
    expect(askCdb('{回合:A 阶段:结束阶段 A场:星守之骑士 托勒密 A额外:星辉士 夏三角} C1 A:星守之骑士 托勒密②').links[0]!.legal).toBe(true);
    const facts = compileEffects('②：1回合1次，自己主要阶段才能发动。把手卡1张「鬼计」卡在这张卡下面重叠作为超量素材。', { kind: 'monster', subtypes: ['xyz'], bits: 0 });
    const step = facts.flatMap((e) => e.does).find((a) => a.do === 'attach');
    expect(step?.onto).toBe('self');
    expect(step?.from).toBe('hand');
  });
});
