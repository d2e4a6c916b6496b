// MATCH-NORMAL-ON-FIELD: 「这张卡只要在怪兽区域存在，当作通常怪兽使用」 (圣骑士 莫德雷德, 鲍斯, 加拉哈德) makes the monster a Normal Monster
// face-up in the Monster Zone — not an Effect Monster — except while a 「圣剑」 Equip Spell equips it (its ②: 「…变成当作效果怪兽使用」), and
// not while its effects are negated (then it is an Effect Monster whose effects are negated: rules reference docs/c03/无效.rst:278–279).
// 效果遮蒙者 (「以对方场上1只效果怪兽为对象」), 圣剑 克拉伦特 and 团结之力 are in cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('a monster treated as a Normal Monster by its own text (MATCH-NORMAL-ON-FIELD)', CARDS_DB);

const veiler = (field: string) => askCdb(`{回合:B 阶段:主要1 B场:${field}} C1 A:效果遮蒙者→圣骑士 莫德雷德`).links[0]!;

describe.skipIf(!haveCards)('MATCH-NORMAL-ON-FIELD', () => {
  it('[MATCH-NORMAL-ON-FIELD] 圣骑士 莫德雷德 face-up with nothing equipped is a Normal Monster: 效果遮蒙者 (an Effect Monster target) may not target it', () => {
    const l = veiler('圣骑士 莫德雷德');
    expect(l.legal).toBe(false);
    expect(l.illegalReason).toContain('效果怪兽');
  });
  it('[MATCH-NORMAL-ON-FIELD] the other side: equipped with a 「圣剑」 Equip Spell it is an Effect Monster again and may be targeted; another Equip Spell (团结之力) does not end the status', () => {
    expect(veiler('圣骑士 莫德雷德,圣剑 克拉伦特(装备:圣骑士 莫德雷德)').legal).toBe(true);
    expect(veiler('圣骑士 莫德雷德,团结之力(装备:圣骑士 莫德雷德)').legal).toBe(false);
  });
  it('[MATCH-NORMAL-ON-FIELD] with its effects negated it is an Effect Monster (whose effects are negated): the refusal is no longer that it is no Effect Monster', () => {
    const l = veiler('圣骑士 莫德雷德(效果无效)');
    expect(l.illegalReason ?? '').not.toContain('不是这个效果能选的对象');
  });
  it('[MATCH-NORMAL-ON-FIELD] the card gone from the Monster Zone: in the GY 圣骑士 莫德雷德 and 鲍斯 are Effect Monsters again — 暗之量产工厂 (two Normal Monsters in the GY) may not target them, and may target two real Normal Monsters', () => {
    const gone = askCdb('{回合:A 阶段:主要1 A墓:圣骑士 莫德雷德,圣骑士 鲍斯} C1 A:暗之量产工厂→圣骑士 莫德雷德,圣骑士 鲍斯').links[0]!;
    expect(gone.legal).toBe(false);
    expect(gone.illegalReason).toContain('通常怪兽');
    expect(askCdb('{回合:A 阶段:主要1 A墓:青眼白龙,黑魔术师} C1 A:暗之量产工厂→青眼白龙,黑魔术师').links[0]!.legal).toBe(true);
  });
});
