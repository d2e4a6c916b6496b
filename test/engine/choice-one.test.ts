// WIN-CHOICE-ONE: 「…的场合，可以从以下效果选择1个发动」 is ONE trigger effect whose ● option is chosen at activation — the window
// offers it once, not once per option (which would read as two effects both to be activated). An option that qualifies with no
// assumption stands for it rather than one whose target is only assumed to exist.
import { describe, expect, it } from 'vitest';
import { ask, haveCards, legal } from '../reference/judge.js';

const names = (input: string) => ask(input).window.triggers.map((t) => `${t.card.name}#${t.effect}`);
const ASSUMED_TARGET = '情境没有列出可以作为对象的卡，假定存在';

describe.skipIf(!haveCards)('[WIN-CHOICE-ONE] one trigger with a choice of options', () => {
  it('[WIN-CHOICE-ONE] 元素英雄 天空侠 summoned: ① is offered once', () => {
    expect(names('{回合:A 阶段:主要1 A手:元素英雄 天空侠} 召唤 元素英雄 天空侠')).toEqual(['元素英雄 天空侠#1']);
  });
  it('[WIN-CHOICE-ONE] DD 莉莉丝 and DD 魔导贤者 开普勒 summoned: ① once, with no assumed target (its other option needs none); the link is still legal', () => {
    const a = ask('{回合:A 阶段:主要1 A手:DD 莉莉丝} 召唤 DD 莉莉丝');
    expect(a.window.triggers.map((t) => `${t.card.name}#${t.effect}`)).toEqual(['DD 莉莉丝#1']);
    expect(a.window.triggers[0]!.reason).not.toContain(ASSUMED_TARGET);
    expect(a.window.triggers[0]!.rules).toContain('WIN-CHOICE-ONE');
    expect(names('{回合:A 阶段:主要1 A手:DD 魔导贤者 开普勒} 召唤 DD 魔导贤者 开普勒')).toEqual(['DD 魔导贤者 开普勒#1']);
    expect(legal('{回合:A 阶段:主要1 A手:DD 莉莉丝} 召唤 DD 莉莉丝 C1 A:DD 莉莉丝', 1)).toBe(true);
  });
  it('[WIN-CHOICE-ONE] the other side: a card with one plain trigger (三眼怪) and two cards each with a trigger are not merged', () => {
    expect(names('{回合:A 阶段:主要1 A场:三眼怪,阻挡十字军 A手:黑洞} C1 A:黑洞').sort()).toEqual(['三眼怪#1', '阻挡十字军#1']);
  });
});
