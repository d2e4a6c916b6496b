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
  it('[WIN-CHOICE-ONE] 弯月罩: no 「希望皇 霍普」 to target for ●2, but ●1 (变成结束阶段) needs none — offered, and no 「没有可以作为对象的卡，不能发动」 note; the other side: 夜尽巫师 (one option, no target) keeps the note', () => {
    const a = ask('{回合:B 阶段:战斗步骤 攻击:B:三眼怪→A:娱乐伙伴 喇叭熊猫 A场:娱乐伙伴 喇叭熊猫,弯月罩(盖) B场:三眼怪} C1 A:娱乐伙伴 喇叭熊猫①');
    expect(a.window.triggers.map((t) => t.card.name)).toContain('弯月罩');
    expect(a.window.notes.join('\n')).not.toContain('没有可以作为对象的卡');
    const none = ask('{回合:A 阶段:主要1 A手:夜尽巫师 B墓:} 特殊召唤 夜尽巫师');
    expect(none.window.triggers.map((t) => t.card.name)).not.toContain('夜尽巫师');
    expect(none.window.notes.join('\n')).toContain('「夜尽巫师」没有可以作为对象的卡，不能发动');
  });
});
