// WIN-SAME-COLUMN-ACTIVATED (issue 16; rules reference docs/c03/诱发类效果.rst:437): 「和这张卡相同纵列有魔法·陷阱卡发动的场合」 (the 魔弹射手
// monsters) is met by a Spell/Trap activated in this card's column — read at activation from the zones the situation states; a card
// whose control changes afterwards keeps the trigger wherever it lands. Probed as a head judge would: the opponent's card in the
// column (the column is shared across the field: A's zone 2 faces B's zone 4), its controller's own card right behind it, a card of
// another column, a card that then took it (强制转移), and zones not stated (assumed, and said).
import { describe, expect, it } from 'vitest';
import { askCdb as chain, haveCards } from '../cards/data.js';

const offered = (input: string): string[] => chain(input).window.triggers.map((t) => `${t.controller} ${t.card.name}`);

describe.skipIf(!haveCards)('WIN-SAME-COLUMN-ACTIVATED: a Spell/Trap activated in this card’s column', () => {
  it('[WIN-SAME-COLUMN-ACTIVATED] the opponent’s 旋风 Set in the zone facing 魔弹射手 斯塔尔 (A 主2 ↔ B 魔陷4): its ② is offered, and the answer says the column was read', () => {
    const a = chain('{回合:B 阶段:主要1 A场:魔弹射手 斯塔尔(主2),魔法筒(盖,魔陷1) B场:旋风(盖,魔陷4)} C1 B:旋风→魔法筒');
    const t = a.window.triggers.find((x) => x.card.name === '魔弹射手 斯塔尔');
    expect(t).toBeDefined();
    expect(t!.rules).toContain('WIN-SAME-COLUMN-ACTIVATED');
  });
  it('[WIN-SAME-COLUMN-ACTIVATED] a card of another column does not meet it: 旋风 in B 魔陷3 is not in the column of A 主2', () => {
    expect(offered('{回合:B 阶段:主要1 A场:魔弹射手 斯塔尔(主2),魔法筒(盖,魔陷1) B场:旋风(盖,魔陷3)} C1 B:旋风→魔法筒')).not.toContain('A 魔弹射手 斯塔尔');
  });
  it('[WIN-SAME-COLUMN-ACTIVATED] refused by the column, the window says why among the effects not offered (旋风 in B 魔陷3)', () => {
    expect(chain('{回合:B 阶段:主要1 A场:魔弹射手 斯塔尔(主2),魔法筒(盖,魔陷1) B场:旋风(盖,魔陷3)} C1 B:旋风→魔法筒').window.notes.join('\n')).toContain('「旋风」按情境写明的区域不在「魔弹射手 斯塔尔」的相同纵列');
  });
  it('[WIN-SAME-COLUMN-ACTIVATED] its controller’s own Trap right behind it (A 魔陷2 under A 主2) is in its column too', () => {
    expect(offered('{回合:A 阶段:主要1 A场:魔弹射手 斯塔尔(主2),旋风(盖,魔陷2) B场:魔法筒(盖,魔陷1)} C1 A:旋风→魔法筒')).toContain('A 魔弹射手 斯塔尔');
    expect(offered('{回合:A 阶段:主要1 A场:魔弹射手 斯塔尔(主2),旋风(盖,魔陷5) B场:魔法筒(盖,魔陷1)} C1 A:旋风→魔法筒')).not.toContain('A 魔弹射手 斯塔尔');
  });
  it('[WIN-SAME-COLUMN-ACTIVATED] taken by 强制转移 activated in its column, 魔弹射手 狂野 triggers for its new controller; from another column it does not', () => {
    const input = (zone: string) => `{回合:A 阶段:主要1 A场:强制转移(盖,${zone}),三眼怪(主3) B场:魔弹射手 狂野(主3) A墓:魔弹-恶魔交易,魔弹-死者连发,魔弹-交叉统治者} C1 A:强制转移[控制 A:三眼怪,B:魔弹射手 狂野]`;
    expect(offered(input('魔陷3'))).toEqual(['A 魔弹射手 狂野']);
    expect(offered(input('魔陷1'))).not.toContain('A 魔弹射手 狂野');
  });
  it('[WIN-SAME-COLUMN-ACTIVATED] zones not stated: the column cannot be read, so it is assumed and the answer says so', () => {
    const t = chain('{回合:B 阶段:主要1 A场:魔弹射手 斯塔尔,魔法筒(盖) B场:旋风(盖)} C1 B:旋风→魔法筒').window.triggers.find((x) => x.card.name === '魔弹射手 斯塔尔');
    expect(t).toBeDefined();
    expect(t!.reason).toContain('假定在相同纵列');
  });
});
