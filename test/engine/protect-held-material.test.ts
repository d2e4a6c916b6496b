// CH-PROTECT-CONDITION: 「有「急袭猛禽」超量怪兽在作为超量素材中的这张卡不受其他卡的效果影响」 (急袭猛禽-最终要塞猎鹰①) and 「有「光子」卡在作为超量素材
// 中的这张卡不会被效果破坏」 (No.90 银河眼光子卿①) hold only while the card holds such a material (the `holds-material` condition, read from
// its stated materials `素材:X`); materials not stated: assumed held, and said. Before, the condition was dropped (unaffected always) or
// the whole protection was (光子卿 always destroyed).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const fate = (input: string) => {
  const a = askCdb(input);
  return { destroyed: a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name)), assumptions: JSON.stringify(a.assumptions) };
};

describe.skipIf(!haveCards)('a protection of this card while it holds a material', () => {
  it('[CH-PROTECT-CONDITION] 最终要塞猎鹰 with a 「急袭猛禽」 Xyz Monster as material is unaffected by 黑洞; with other materials it is destroyed; materials not stated: unaffected, said', () => {
    expect(fate('{回合:A 阶段:主要1 A场:黑洞(盖) B场:急袭猛禽-最终要塞猎鹰(素材:急袭猛禽-革命猎鹰)} C1 A:黑洞').destroyed).toEqual([]);
    expect(fate('{回合:A 阶段:主要1 A场:黑洞(盖) B场:急袭猛禽-最终要塞猎鹰(素材:三眼怪)} C1 A:黑洞').destroyed).toEqual(['急袭猛禽-最终要塞猎鹰']);
    // A 「急袭猛禽」 monster that is no Xyz Monster does not count.
    expect(fate('{回合:A 阶段:主要1 A场:黑洞(盖) B场:急袭猛禽-最终要塞猎鹰(素材:急袭猛禽-模糊伯劳)} C1 A:黑洞').destroyed).toEqual(['急袭猛禽-最终要塞猎鹰']);
    const unstated = fate('{回合:A 阶段:主要1 A场:黑洞(盖) B场:急袭猛禽-最终要塞猎鹰} C1 A:黑洞');
    expect(unstated.destroyed).toEqual([]);
    expect(unstated.assumptions).toContain('急袭猛禽-最终要塞猎鹰');
  });
  it('[CH-PROTECT-CONDITION] another card: No.90 银河眼光子卿 with a 「光子」 card as material is not destroyed by 黑洞; without one it is', () => {
    expect(fate('{回合:A 阶段:主要1 A场:黑洞(盖) B场:No.90 银河眼光子卿(素材:光子斩击者+三眼怪)} C1 A:黑洞').destroyed).toEqual([]);
    expect(fate('{回合:A 阶段:主要1 A场:黑洞(盖) B场:No.90 银河眼光子卿(素材:三眼怪+三眼怪)} C1 A:黑洞').destroyed).toEqual(['No.90 银河眼光子卿']);
  });
});
