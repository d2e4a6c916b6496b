// A card activated inside a resolving chain link (issue 16; rules reference docs/c02/卡片·效果的发动.rst:226–261): an effect that
// activates a Spell/Trap card as it resolves (「从卡组把1张场地魔法卡发动」) with the card named by the note `[发动 X]`
// (CH-ACTIVATED-IN-RESOLUTION): the card is activated face-up, opens no chain link, and what its own activation does does not apply.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('the activated-in-resolution rule', CARDS_DB);

const activated = (a: ChainAnswer, link: number) => a.events.filter((e) => e.type === 'activated' && e.link === link).flatMap((e) => e.cards.map((c) => c.name));
const moved = (a: ChainAnswer, type: string) => a.events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('[CH-ACTIVATED-IN-RESOLUTION] a card activated as a link resolves', () => {
  it('[CH-ACTIVATED-IN-RESOLUTION] 终焉之地 activating 调皮宝贝屋 from the Deck: activated in C1, no link of its own, and its 「作为这张卡的发动时的效果处理」 search does not apply', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:终焉之地(盖) A卡组:调皮宝贝屋,调皮宝贝喔喔鸡 B场:青眼白龙(本回合特召)} C1 A:终焉之地 [发动 调皮宝贝屋]');
    expect(a.links.map((l) => `${l.n}:${l.outcome}`)).toEqual(['1:resolved']);
    expect(activated(a, 1)).toEqual(['终焉之地', '调皮宝贝屋']);
    expect(moved(a, 'added-to-hand')).toEqual([]);
    // It stays on the field (a Field Spell), unlike 终焉之地 itself.
    expect(moved(a, 'sent-to-gy')).toEqual(['终焉之地']);
  });
  it('[CH-ACTIVATED-IN-RESOLUTION] without the note nothing is activated; a monster named cannot be activated so', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:终焉之地(盖) A卡组:调皮宝贝屋 B场:青眼白龙(本回合特召)} C1 A:终焉之地');
    expect(activated(a, 1)).toEqual(['终焉之地']);
    const m = askCdb('{回合:B 阶段:主要1 A场:终焉之地(盖) A卡组:调皮宝贝喔喔鸡 B场:青眼白龙(本回合特召)} C1 A:终焉之地 [发动 调皮宝贝喔喔鸡]');
    expect(activated(m, 1)).toEqual(['终焉之地']);
    // …and the answer says the note was not applied, and why.
    expect(m.warnings.join()).toContain('调皮宝贝喔喔鸡」是怪兽卡');
    expect(a.warnings.join()).not.toContain('没有适用');
  });
  it('[CH-ACTIVATED-IN-RESOLUTION] the opponent’s 「对方把魔法卡发动的场合」 (凤凰剑圣 基亚·弗里德) is not offered after the chain for a Field Spell 弹出式翻页 activated', () => {
    const a = askCdb('{回合:A 阶段:主要1 B场:山,凤凰剑圣 基亚·弗里德(再度召唤) A卡组:暗黑界之门} C1 A:弹出式翻页 [发动 暗黑界之门]');
    expect(activated(a, 1)).toContain('暗黑界之门');
    expect(a.window.triggers.map((x) => x.card.name)).not.toContain('凤凰剑圣 基亚·弗里德');
  });
  it('[CH-ACTIVATED-IN-RESOLUTION] a trigger on a card being activated (妖精龙 古代妖 「有场地魔法卡发动的场合」) meets a Field Spell 终焉之地 activated', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:妖精龙 古代妖,终焉之地(盖) A卡组:山 B场:青眼白龙(本回合特召)} C1 A:终焉之地 [发动 山]');
    expect(a.window.triggers.map((x) => x.card.name)).toContain('妖精龙 古代妖');
  });
  it('[CH-ACTIVATED-IN-RESOLUTION] a trigger on a player activating a Spell (天空魔术家 ① 「自己把魔法卡发动的场合」) is met only for the copy whose own ② activated it', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:娱乐伙伴 天空魔术家,娱乐伙伴 天空魔术家,魔术师的左手 A手:魔术师的右手} C1 A:娱乐伙伴 天空魔术家② → 魔术师的左手 [发动 魔术师的右手]');
    expect(a.window.triggers.filter((x) => x.card.name === '娱乐伙伴 天空魔术家')).toHaveLength(1);
  });
});
