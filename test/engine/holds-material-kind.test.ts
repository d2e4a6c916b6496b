// CH-HOLDS-MATERIAL-KIND (card text): 「这张卡有陷阱卡在作为超量素材的场合」
// 「这张卡有「希望皇 霍普」怪兽在作为超量素材的场合」 — an activation condition on the kind of Xyz Material this card holds now. Read by the
// condition compiler (src/cards/compile/conditions.ts) and judged on the materials the situation states (`素材:X+Y`); not stated: not told,
// assumed met and said. Before, it was left unread and assumed met whatever the materials.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';
import { compileEffects } from '../../src/cards/compile/index.js';
import type { CardType } from '../../src/cards/facts.js';

skipMessage('CH-HOLDS-MATERIAL-KIND', CARDS_DB);

const xyz = { kind: 'monster', subtypes: ['effect', 'xyz'] } as CardType;

describe('[CH-HOLDS-MATERIAL-KIND] the compiler reads the material kind', () => {
  it('[CH-HOLDS-MATERIAL-KIND] 「这张卡有陷阱卡在作为超量素材的场合」 is a holds-material condition of a Trap; 「这张卡持有超量素材的场合」 stays the plain count', () => {
    const e = compileEffects('③：这张卡有陷阱卡在作为超量素材的场合，1回合1次，把这张卡1个超量素材取除，以场上1张卡为对象才能发动。那张卡破坏。', xyz).find((x) => x.n === 3);
    expect(e?.condition).toEqual([{ is: 'holds-material', filter: { kind: 'trap' } }]);
  });
});

describe.skipIf(!haveCards)('[CH-HOLDS-MATERIAL-KIND] judged on the stated materials', () => {
  const anomalo = (mats: string) => askCdb(`{回合:A 阶段:主要1 A场:伯吉斯异兽·奇虾${mats} B场:青眼白龙} C1 A:伯吉斯异兽·奇虾③→青眼白龙`);
  it('[CH-HOLDS-MATERIAL-KIND] 伯吉斯异兽·奇虾③ (read from its text): no Trap among its stated materials — cannot be activated; with 落穴 among them it can; materials not stated — assumed, and said', () => {
    const none = anomalo('(素材:三眼怪+黑魔术师)');
    expect(none.links[0]!.legal).toBe(false);
    expect(none.links[0]!.rules).toContain('CH-HOLDS-MATERIAL-KIND');
    expect(none.links[0]!.illegalReason).toContain('陷阱卡在作为超量素材');
    const trap = anomalo('(素材:三眼怪+落穴)');
    expect(trap.links[0]!.legal).toBe(true);
    expect(trap.links[0]!.rules).toContain('CH-HOLDS-MATERIAL-KIND');
    const unstated = anomalo('');
    expect(unstated.links[0]!.legal).toBe(true);
    expect(unstated.assumptions.some((x) => x.includes('陷阱卡在作为超量素材') && x.includes('假定满足'))).toBe(true);
  });

  it('[CH-HOLDS-MATERIAL-KIND] in the damage step: 闪光No.39 希望皇 霍普·电光皇② at damage calculation needs a 「希望皇 霍普」 monster among its materials — without one it cannot be activated, with No.39 希望皇 霍普 it can', () => {
    const s = (mats: string) => askCdb(`{回合:A 阶段:伤害计算 A场:闪光No.39 希望皇 霍普·电光皇(素材:${mats}) B场:青眼白龙 攻击:A:闪光No.39 希望皇 霍普·电光皇→B:青眼白龙} C1 A:闪光No.39 希望皇 霍普·电光皇②`);
    expect(s('三眼怪+黑魔术师+青眼白龙').links[0]!.legal).toBe(false);
    expect(s('No.39 希望皇 霍普+黑魔术师+青眼白龙').links[0]!.legal).toBe(true);
  });
});
