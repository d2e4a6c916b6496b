// CMP-SPELL-TYPE-PICK, CMP-EQUIP-TARGETS-TO-SELF (test/RULES.md): 圣骑士王 阿托利斯① 「以自己墓地最多3张「圣剑」装备魔法卡为对象…那些卡给这张卡
// 装备」. Before, the filter lost both the archetype 「圣剑」 and the Spell type (装备): any Spell in the GY could be targeted; and 「那些卡给这张卡」
// was read as this card equipping itself, so the targets were never equipped.
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from './data.js';

const monster = { kind: 'monster' as const, subtypes: ['effect' as const] };

describe('CMP-SPELL-TYPE-PICK, the reader', () => {
  it('[CMP-SPELL-TYPE-PICK] 「「X」装备魔法卡」 is an Equip Spell of the archetype X; a list 「永续魔法或者场地魔法卡」 is either type', () => {
    const e = compileEffects('这张卡召唤成功时才能发动。从卡组把1张「禁忌的」速攻魔法卡加入手卡。', monster)[0]!;
    expect(e.does[0]!.what).toMatchObject({ filter: { archetype: '禁忌的', kind: 'spell', subtypes: ['quickplay'] } });
    const list = compileEffects('这张卡召唤成功时，选择自己墓地存在的1张永续魔法或者场地魔法卡加入手卡。', monster)[0]!;
    expect(list.targets?.filter.subtypes ?? (list.does[0]!.what as { filter: { subtypes?: string[] } }).filter.subtypes).toEqual(['continuous', 'field']);
  });

  it('[CMP-SPELL-TYPE-PICK] a monster as the other choice (「1只灵魂怪兽或者1张仪式魔法卡」) keeps no Spell type (it would refuse the monster)', () => {
    const e = compileEffects('这张卡召唤成功时才能发动。从卡组把1只灵魂怪兽或者1张仪式魔法卡加入手卡。', monster)[0]!;
    expect((e.does[0]!.what as { filter: { subtypes?: string[] } }).filter.subtypes).toBeUndefined();
  });
});

describe.skipIf(!haveCards)('CMP-SPELL-TYPE-PICK and CMP-EQUIP-TARGETS-TO-SELF, what a user sees', () => {
  const situation = '{回合:A 阶段:主要1 A场:圣骑士王 阿托利斯(超量召唤) A墓:黑洞,团结之力,圣剑 石中剑}';

  it('[CMP-SPELL-TYPE-PICK] 圣骑士王 阿托利斯① cannot target an Equip Spell that is no 「圣剑」 (团结之力), nor a Spell that is no Equip Spell (黑洞)', () => {
    for (const wrong of ['团结之力', '黑洞']) {
      const a = askCdb(`${situation} C1 A:圣骑士王 阿托利斯①→${wrong}`);
      expect(a.links[0]!.legal, wrong).toBe(false);
      expect(a.links[0]!.illegalReason, wrong).toContain('圣剑');
    }
  });

  it('[CMP-EQUIP-TARGETS-TO-SELF] 圣骑士王 阿托利斯①→圣剑 石中剑: the targeted 「圣剑」 card is equipped to 阿托利斯', () => {
    const a = askCdb(`${situation} C1 A:圣骑士王 阿托利斯①→圣剑 石中剑`);
    expect(a.links[0]!.legal).toBe(true);
    expect(a.events.filter((e) => e.type === 'equipped').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['圣剑 石中剑']);
    expect(a.links[0]!.reason).toContain('装备给「圣骑士王 阿托利斯」');
  });
});
