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

// CMP-HOLDS-MATERIAL-EACH-KIND: 「这张卡有融合·同调·超量怪兽全部在作为超量素材的场合」 (外神 阿撒托斯②) — a material of each kind listed among those
// it holds (one CH-HOLDS-MATERIAL-KIND condition per kind), not one of any of them. Before, the clause was left unread and assumed met.
// CMP-GRANTED-HOLDS-MATERIAL: 「这张卡有「暗叛逆超量龙」在作为超量素材的场合，得到以下效果。●…」 (暗镇魂超量龙①) — each ● is held while the card holds
// that material. Before, the lead was dropped and every ● was usable whatever the materials.
describe('[CMP-HOLDS-MATERIAL-EACH-KIND] the compiler reads 「…全部在作为超量素材」 as one condition per kind', () => {
  it('[CMP-HOLDS-MATERIAL-EACH-KIND] 「有融合·同调·超量怪兽全部在作为超量素材」 is three holds-material conditions; a single kind stays one', () => {
    const e = compileEffects('②：这张卡有融合·同调·超量怪兽全部在作为超量素材的场合，把这张卡1个超量素材取除才能发动。对方场上的卡全部破坏。', xyz).find((x) => x.n === 2);
    expect(e?.condition).toEqual([
      { is: 'holds-material', filter: { kind: 'monster', subtypes: ['fusion'] } },
      { is: 'holds-material', filter: { kind: 'monster', subtypes: ['synchro'] } },
      { is: 'holds-material', filter: { kind: 'monster', subtypes: ['xyz'] } },
    ]);
    const one = compileEffects('①：这张卡有同调怪兽在作为超量素材的场合，把这张卡1个超量素材取除才能发动。对方场上的卡全部破坏。', xyz).find((x) => x.n === 1);
    expect(one?.condition?.filter((c) => c.is === 'holds-material')).toHaveLength(1);
  });

  it('[CMP-GRANTED-HOLDS-MATERIAL] 「这张卡有「X」在作为超量素材的场合，得到以下效果」: every ● holds that condition; 「这张卡有超量怪兽在…」 stays the has-materials kind (CMP-GRANTED-XYZ-MATERIAL)', () => {
    const es = compileEffects('①：这张卡有「暗叛逆超量龙」在作为超量素材的场合，得到以下效果。\n●1回合1次，以对方场上1只表侧表示怪兽为对象才能发动。那只怪兽的攻击力变成0。\n●对方把怪兽的效果发动时才能发动。那个发动无效并破坏。', xyz).filter((x) => x.n === 1);
    expect(es).toHaveLength(2);
    for (const e of es) expect(e.condition).toContainEqual({ is: 'holds-material', filter: { names: ['暗叛逆超量龙'] } });
    const kind = compileEffects('①：这张卡有超量怪兽在作为超量素材的场合，得到以下效果。\n●1回合1次，以对方场上1只表侧表示怪兽为对象才能发动。那只怪兽的攻击力变成0。', xyz).filter((x) => x.n === 1);
    expect(kind[0]!.condition).toContainEqual({ is: 'self-state', state: 'has-materials', materialKind: 'xyz' });
    expect(kind[0]!.condition?.some((c) => c.is === 'holds-material')).toBe(false);
  });
});

describe.skipIf(!haveCards)('[CMP-HOLDS-MATERIAL-EACH-KIND] judged on the stated materials', () => {
  const azathoth = (mats: string) => askCdb(`{回合:A 阶段:主要1 A场:外神 阿撒托斯${mats} B场:青眼白龙} C1 A:外神 阿撒托斯②`);
  it('[CMP-HOLDS-MATERIAL-EACH-KIND] 外神 阿撒托斯② (read from its text): a Fusion, a Synchro and an Xyz Monster among its materials — activated, 青眼白龙 destroyed; two of the three — cannot, the missing kind named', () => {
    const all = azathoth('(素材:青眼究极龙+星尘龙+No.39 希望皇 霍普)');
    expect(all.links[0]!.legal).toBe(true);
    expect(all.links[0]!.rules).toContain('CH-HOLDS-MATERIAL-KIND');
    const two = azathoth('(素材:青眼究极龙+星尘龙+三眼怪)');
    expect(two.links[0]!.legal).toBe(false);
    expect(two.links[0]!.illegalReason).toContain('超量怪兽在作为超量素材');
    const noSynchro = azathoth('(素材:青眼究极龙+No.39 希望皇 霍普+三眼怪)');
    expect(noSynchro.links[0]!.legal).toBe(false);
    expect(noSynchro.links[0]!.illegalReason).toContain('同调怪兽在作为超量素材');
  });

  it('[CMP-HOLDS-MATERIAL-EACH-KIND] materials not stated: assumed met and said for each kind (zh), as an assumption — not refused', () => {
    const a = azathoth('');
    expect(a.links[0]!.legal).toBe(true);
    const said = a.assumptions.join('\n');
    for (const k of ['融合怪兽', '同调怪兽', '超量怪兽']) expect(said).toContain(`这张卡有${k}在作为超量素材中`);
  });

  const requiem = (mats: string, chain: string) => askCdb(`{回合:A 阶段:主要1 A场:暗镇魂超量龙${mats} B场:青眼白龙,死灵骑士 B手:效果遮蒙者} ${chain}`);
  it('[CMP-GRANTED-HOLDS-MATERIAL] 暗镇魂超量龙① (read from its text): without 暗叛逆超量龙 among its materials neither ● can be activated; with it both can; not stated — assumed, said', () => {
    expect(requiem('(素材:三眼怪+黑魔术师+死灵骑士)', 'C1 A:暗镇魂超量龙①[●1]→青眼白龙').links[0]!.legal).toBe(false);
    expect(requiem('(素材:三眼怪+黑魔术师+死灵骑士)', 'C1 B:效果遮蒙者→暗镇魂超量龙 C2 A:暗镇魂超量龙①').links[1]!.legal).toBe(false);
    expect(requiem('(素材:暗叛逆超量龙+三眼怪)', 'C1 A:暗镇魂超量龙①[●1]→青眼白龙').links[0]!.legal).toBe(true);
    expect(requiem('(素材:暗叛逆超量龙+三眼怪)', 'C1 B:效果遮蒙者→暗镇魂超量龙 C2 A:暗镇魂超量龙①').links[1]!.legal).toBe(true);
    const unstated = requiem('', 'C1 A:暗镇魂超量龙①[●1]→青眼白龙');
    expect(unstated.links[0]!.legal).toBe(true);
    expect(unstated.assumptions.join('\n')).toMatch(/「暗叛逆超量龙」在作为超量素材中.*假定满足/);
  });

  it('[CMP-GRANTED-HOLDS-MATERIAL] damage step: 暗镇魂超量龙① on 欧尼斯特② (a monster effect before damage calculation) negates it with 暗叛逆超量龙 among its materials; without it, refused and 青眼白龙 gains', () => {
    const s = (mats: string) => askCdb(`{回合:B 阶段:伤害计算前 攻击:B:青眼白龙→A:暗镇魂超量龙 A场:暗镇魂超量龙(素材:${mats}) B场:青眼白龙 B手:欧尼斯特} C1 B:欧尼斯特 C2 A:暗镇魂超量龙①`);
    const held = s('暗叛逆超量龙+三眼怪');
    expect(held.links[1]!.legal).toBe(true);
    expect(held.links[0]!.outcome).toBe('activation-negated');
    const not = s('三眼怪+死灵骑士');
    expect(not.links[1]!.legal).toBe(false);
    expect(not.links[1]!.illegalReason).toContain('「暗叛逆超量龙」在作为超量素材');
    expect(not.links[0]!.outcome).toBe('resolved');
  });
});
