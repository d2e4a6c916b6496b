// SIT-PROCEDURE-PLEDGE (issue 16, rules reference docs/c03/誓约.rst:241–253): a summoning procedure's 「这个方法特殊召唤过（成功）的回合，
// 自己不是X怪兽不能（从额外卡组）特殊召唤」 is a pledge of that summon, not an effect of the monster: once the monster was Special Summoned
// by its own procedure this turn (`自身特召,本回合特召`), its player cannot make the summons it names — with the monster's effects negated
// (技能抽取), or the monster gone to the GY since. The allowed kind or name still may be summoned; the other player is not bound.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const refusal = (input: string): string | null => {
  try {
    askCdb(input);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
};

describe.skipIf(!haveCards)('a summoning procedure’s pledge', () => {
  // `where`: where 风来王 野风 is (A场/A墓) with its states and any other card there; the Xyz Summon is `side`'s.
  const xyz = (where: string, monster: string, side = 'A') => {
    const materials = '元素英雄 天空侠,异次元的战士';
    const zones = side === 'A' && where === 'A场' ? `A场:${monster},${materials}` : `${where}:${monster} ${side}场:${materials}`;
    return `{回合:A 阶段:主要1 ${zones} ${side}额外:No.39 希望皇 霍普} 超量召唤 ${side}:No.39 希望皇 霍普 素材 ${materials}`;
  };
  it('[SIT-PROCEDURE-PLEDGE] 「不是同调怪兽不能从额外卡组特殊召唤」: an Xyz Summon is refused, 技能抽取 on the field or the monster in the GY since — the refusal names the pledge', () => {
    expect(refusal(xyz('A场', '风来王 野风(自身特召,本回合特召),技能抽取'))).toMatch(/同调/);
    expect(refusal(xyz('A墓', '风来王 野风(自身特召,本回合特召)'))).toMatch(/誓约/);
  });
  it('[SIT-PROCEDURE-PLEDGE] not summoned by its procedure (only 本回合特召), or the opponent summoning: the Xyz Summon is made', () => {
    const a = askCdb(xyz('A场', '风来王 野风(本回合特召)'));
    expect(a.ok && a.events.some((e) => e.type === 'special-summoned' && e.cards.some((c) => c.name === 'No.39 希望皇 霍普'))).toBe(true);
    expect(refusal(xyz('A场', '风来王 野风(自身特召,本回合特召)', 'B'))).toBeNull();
  });
  it('[SIT-PROCEDURE-PLEDGE] 「自己不是「超重武者」怪兽不能特殊召唤」 (超重武者 大草鞋-G): another monster’s procedure from the hand is refused; a 「超重武者」 monster may be summoned', () => {
    expect(refusal('{回合:A 阶段:主要1 A场:超重武者 大草鞋-G(自身特召,本回合特召) A手:电子龙 B场:三眼怪} 特殊召唤 电子龙')).toMatch(/超重武者/);
    expect(refusal('{回合:A 阶段:主要1 A场:超重武者 大草鞋-G(本回合特召) A手:电子龙 B场:三眼怪} 特殊召唤 电子龙')).toBeNull();
    expect(refusal('{回合:A 阶段:主要1 A场:超重武者 大草鞋-G(自身特召,本回合特召) A手:超重武者 飞脚-Q} 特殊召唤 超重武者 飞脚-Q')).toBeNull();
  });
  it('[SIT-PROCEDURE-PLEDGE] 「这个方法特殊召唤过的回合，自己不能通常召唤」 (娱乐法师 高跷射手): that turn its player’s Normal Summon is refused, naming the pledge; not summoned by its procedure this turn, the summon is made', () => {
    expect(refusal('{回合:A 阶段:主要1 A场:娱乐法师 高跷射手(自身特召,本回合特召) A手:三眼怪} 召唤 三眼怪')).toContain('不能通常召唤');
    expect(refusal('{回合:A 阶段:主要1 A场:娱乐法师 高跷射手(自身特召) A手:三眼怪} 召唤 三眼怪')).toBeNull();
    expect(refusal('{回合:A 阶段:主要1 A场:娱乐法师 高跷射手(自身特召,本回合特召,效果无效) A手:三眼怪} 召唤 三眼怪')).toContain('不能通常召唤');
  });
});

