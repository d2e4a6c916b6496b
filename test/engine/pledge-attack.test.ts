// CH-PLEDGE-ATTACK (rules reference docs/c03/卡片的抗性.rst:186–189, docs/c03/誓约.rst): 「这张卡发动的回合，「X」不能攻击」「这个效果发动的回合，
// 装备怪兽以外的自己怪兽不能攻击」 are pledges, read by the compiler as `pledge.forbids: 'attack'`: an activation earlier this turn
// (`本回合:`) binds its player's monsters it names for the rest of the turn — no effect, so a monster unaffected by the card is bound too.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const may = (input: string): boolean | undefined => askCdb(input).attack?.legal;

describe.skipIf(!haveCards)('pledges on attacks', () => {
  it('[CH-PLEDGE-ATTACK] 永恒进化光焰② activated this turn: a monster other than the equipped one cannot attack, unaffected by Spells/Traps or not; the equipped one can; with its activation negated, or not activated, all can', () => {
    const a = askCdb('{回合:A 阶段:战斗步骤 本回合:A:永恒进化光焰#2 A场:电子终结龙,永恒进化光焰(装备:电子终结龙),电子龙(不受魔陷) B场:三眼怪} 攻击宣言 电子龙 → 三眼怪');
    expect(a.attack?.legal).toBe(false);
    expect(a.attack?.rules).toContain('CH-PLEDGE-ATTACK');
    expect(a.events).toEqual([]);
    expect(may('{回合:A 阶段:战斗步骤 本回合:A:永恒进化光焰#2 A场:电子终结龙,永恒进化光焰(装备:电子终结龙),电子龙 B场:三眼怪} 攻击宣言 电子终结龙 → 三眼怪')).toBe(true);
    expect(may('{回合:A 阶段:战斗步骤 本回合:A:永恒进化光焰#2(发动无效) A场:电子终结龙,永恒进化光焰(装备:电子终结龙),电子龙 B场:三眼怪} 攻击宣言 电子龙 → 三眼怪')).toBe(true);
    expect(may('{回合:A 阶段:战斗步骤 A场:电子终结龙,永恒进化光焰(装备:电子终结龙),电子龙 B场:三眼怪} 攻击宣言 电子龙 → 三眼怪')).toBe(true);
  });
  it('[CH-PLEDGE-ATTACK] 熔岩裁决王 (「这个效果发动的回合，「熔岩裁决王」不能攻击宣言」) activated this turn: it cannot attack, another monster can', () => {
    expect(may('{回合:A 阶段:战斗步骤 本回合:A:熔岩裁决王#1 A场:熔岩裁决王,电子龙 B场:三眼怪} 攻击宣言 熔岩裁决王 → 三眼怪')).toBe(false);
    expect(may('{回合:A 阶段:战斗步骤 本回合:A:熔岩裁决王#1 A场:熔岩裁决王,电子龙 B场:三眼怪} 攻击宣言 电子龙 → 三眼怪')).toBe(true);
  });
});

// CH-PLEDGE-ATTACK-SELF (issue 16, rules reference docs/c03/里侧·一时除外.rst:302–304): 「这个效果发动的回合，这张卡以外的怪兽不能攻击」
// 「…不用这张卡不能攻击」 — only the card that activated may attack that turn; the pledge binds the player, so it stays after that
// card is turned face-down (and flipped), and with the card gone every monster of the player is bound.
describe.skipIf(!haveCards)('pledges sparing only the card that activated', () => {
  it('[CH-PLEDGE-ATTACK-SELF] 疾速战士① activated this turn: another monster of its player cannot attack, it can; not activated, both can', () => {
    const a = askCdb('{回合:A 阶段:战斗步骤 本回合:A:疾速战士#1 A场:疾速战士,电子龙 B场:三眼怪} 攻击宣言 电子龙 → 三眼怪');
    expect(a.attack?.legal).toBe(false);
    expect(a.attack?.rules).toContain('CH-PLEDGE-ATTACK-SELF');
    expect(may('{回合:A 阶段:战斗步骤 本回合:A:疾速战士#1 A场:疾速战士,电子龙 B场:三眼怪} 攻击宣言 疾速战士 → 三眼怪')).toBe(true);
    expect(may('{回合:A 阶段:战斗步骤 A场:疾速战士,电子龙 B场:三眼怪} 攻击宣言 电子龙 → 三眼怪')).toBe(true);
  });
  it('[CH-PLEDGE-ATTACK-SELF] the other side: 雷电独角兽 turned face-down and flipped since still may attack and still binds the others; with it gone from the field, no monster of its player may attack', () => {
    expect(may('{回合:A 阶段:战斗步骤 本回合:A:雷电独角兽#1 A场:雷电独角兽(变里侧),电子龙 B场:三眼怪} 攻击宣言 雷电独角兽 → 三眼怪')).toBe(true);
    expect(may('{回合:A 阶段:战斗步骤 本回合:A:雷电独角兽#1 A场:雷电独角兽(变里侧),电子龙 B场:三眼怪} 攻击宣言 电子龙 → 三眼怪')).toBe(false);
    expect(may('{回合:A 阶段:战斗步骤 本回合:A:雷电独角兽#1 A场:电子龙 B场:三眼怪} 攻击宣言 电子龙 → 三眼怪')).toBe(false);
    // The opponent's monsters are not bound.
    expect(may('{回合:B 阶段:战斗步骤 本回合:A:雷电独角兽#1 A场:雷电独角兽 B场:三眼怪} 攻击宣言 三眼怪 → 雷电独角兽')).toBe(true);
  });
});
