// Issue 16: CMP-RESPONDS-STATE-CLAUSE — who activates what a 「…发动时」 quick effect answers is read from the clause of that
// activation; a state said before it (「自己场上有X存在，…」) names whose field must hold a card, not the activator.
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from './data.js';

const monster = { kind: 'monster' as const, subtypes: ['effect' as const] };
const quick = (text: string) => {
  const e = compileEffects(text, monster)[0]!;
  expect(e.kind).toBe('quick');
  return e;
};

describe('CMP-RESPONDS-STATE-CLAUSE', () => {
  it('[CMP-RESPONDS-STATE-CLAUSE] 「自己场上有「剑斗兽」怪兽存在，怪兽的效果发动时，把这张卡从手卡送去墓地才能发动」 answers a monster effect of either player', () => {
    const e = quick('①：自己场上有「剑斗兽」怪兽存在，怪兽的效果发动时，把这张卡从手卡送去墓地才能发动。那个发动无效并破坏。');
    expect(e.respondsTo?.by).toBeUndefined();
    expect(e.respondsTo?.cardKind).toBe('monster');
  });
  it('[CMP-RESPONDS-STATE-CLAUSE] the other side: an activator named in the activation’s own clause still binds — 「自己场上有「红莲魔」怪兽存在，对方的魔法·陷阱·怪兽的效果发动时」 (红莲守卫者) answers the opponent only, 「…，自己把怪兽的效果发动时」 its controller only', () => {
    expect(quick('①：自己场上有「红莲魔」怪兽存在，对方的魔法·陷阱·怪兽的效果发动时，把这张卡从手卡送去墓地才能发动。这个回合，自己场上的怪兽不会被对方的效果破坏。').respondsTo?.by).toBe('opponent');
    expect(quick('①：自己场上有「剑斗兽」怪兽存在，自己把怪兽的效果发动时，把这张卡从手卡送去墓地才能发动。那个发动无效并破坏。').respondsTo?.by).toBe('self');
  });
});

describe.skipIf(!haveCards)('CMP-RESPONDS-STATE-CLAUSE: the Level of the monster answered', () => {
  const xyz = (monster: string, effect: string) =>
    askCdb(`{回合:B 阶段:主要1 A场:No.39 希望皇 霍普,超量诛罚 A手:效果遮蒙者 B场:${monster} B墓:青眼白龙} C1 B:${effect} C2 A:超量诛罚 [cost:丢弃 效果遮蒙者]`).links[1]!;
  it('[CMP-RESPONDS-STATE-CLAUSE] 超量诛罚 「自己场上有超量怪兽存在，5星以上的效果怪兽的效果发动时」 cannot answer the Level 4 召唤师 阿莱斯特, and says why', () => {
    const link = xyz('召唤师 阿莱斯特', '召唤师 阿莱斯特');
    expect(link.legal).toBe(false);
    expect(link.illegalReason).toContain('5星以上');
    expect(link.illegalReason).toContain('4星');
  });
  it('[CMP-RESPONDS-STATE-CLAUSE] the other side: it answers the Level 9 青眼精灵龙\'s effect', () => {
    expect(xyz('青眼精灵龙', '青眼精灵龙③').legal).toBe(true);
  });
});
