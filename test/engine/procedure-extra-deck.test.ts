// SIT-PROCEDURE-EXTRA-DECK (rules reference docs/c02/基本用语.rst:170–179): a summoning procedure that returns cards 「回到卡组」 and names
// no Extra Deck cannot use a monster that could only go to the Extra Deck; the listed cards of a contact procedure (「上记卡回到卡组」)
// and a procedure returning every monster of a place may. Cards of the shared cards.cdb.
import { beforeAll, describe, expect, it } from 'vitest';
import { createJudge } from '../../src/judge.js';
import { CARDS_DB, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('a procedure returning cards to the Deck', () => {
  // Made in beforeAll, not while the suite is collected: without ../shared/data the suite is skipped and no database is opened.
  let judge: ReturnType<typeof createJudge>;
  beforeAll(() => {
    judge = createJudge({ cardsDb: CARDS_DB });
  });
  const chain = (input: string) => judge.chain(input, { lang: 'zh-CN' });
  it('[SIT-PROCEDURE-EXTRA-DECK] 超顶科技血神翼龙 cannot return a Dinosaur Xyz Monster (only the Extra Deck takes it); five Main Deck Dinosaurs it may', () => {
    const refused = chain('{回合:A 阶段:主要1 A除外:究极恐兽,究极恐兽,究极恐兽,究极恐兽,No.61 火山恐龙 A手:超顶科技血神翼龙} 特殊召唤 超顶科技血神翼龙 素材 究极恐兽,究极恐兽,究极恐兽,究极恐兽,No.61 火山恐龙');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.message).toContain('No.61 火山恐龙');
    const english = judge.chain('{回合:A 阶段:主要1 A除外:究极恐兽,究极恐兽,究极恐兽,究极恐兽,No.61 火山恐龙 A手:超顶科技血神翼龙} 特殊召唤 超顶科技血神翼龙 素材 究极恐兽,究极恐兽,究极恐兽,究极恐兽,No.61 火山恐龙', { lang: 'en' });
    if (!english.ok) expect(english.error.message).toContain('Extra Deck');
    const fine = chain('{回合:A 阶段:主要1 A除外:究极恐兽,究极恐兽,究极恐兽,究极恐兽,究极恐兽 A手:超顶科技血神翼龙} 特殊召唤 超顶科技血神翼龙 素材 究极恐兽,究极恐兽,究极恐兽,究极恐兽,究极恐兽');
    expect(fine.ok).toBe(true);
  });
  it('[SIT-PROCEDURE-EXTRA-DECK] a procedure returning every monster of the GY (究极封印神 艾克佐迪奥斯) takes a Fusion Monster too', () => {
    const a = chain('{回合:A 阶段:主要1 A墓:青眼究极龙 A手:究极封印神 艾克佐迪奥斯} 特殊召唤 究极封印神 艾克佐迪奥斯 素材 青眼究极龙');
    expect(a.ok).toBe(true);
  });
  it('[SIT-PROCEDURE-TRIBUTE-SPELL] a procedure tributing monsters cannot take a monster card standing in the Spell & Trap Zone as an Equip Card (磁石战士 电磁武神); on the field as monsters it may', () => {
    const refused = chain('{回合:A 阶段:主要1 A场:磁石战士α,磁石战士γ,磁石战士β(魔陷1,装备:磁石战士α) A手:磁石战士 电磁武神} 特殊召唤 磁石战士 电磁武神 素材 磁石战士α,磁石战士β,磁石战士γ');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.message).toContain('磁石战士β');
    const fine = chain('{回合:A 阶段:主要1 A场:磁石战士α,磁石战士γ,磁石战士β A手:磁石战士 电磁武神} 特殊召唤 磁石战士 电磁武神 素材 磁石战士α,磁石战士β,磁石战士γ');
    expect(fine.ok).toBe(true);
  });
  // Family "trap monsters and a card's state when it leaves" (issue 16).
  it('[SIT-PROCEDURE-EQUIP-NOT-MONSTER] a procedure banishing monsters it counts 「各1只」 (电磁石战士 电磁狂神) cannot take 电磁石战士β used as an Equip Card (a Spell there); in the Monster Zone it may', () => {
    const refused = chain('{回合:A 阶段:主要1 A场:电磁石战士α,电磁石战士γ,电磁石战士β(装备:电磁石战士α) A手:电磁石战士 电磁狂神} 特殊召唤 电磁石战士 电磁狂神 素材 电磁石战士α,电磁石战士β,电磁石战士γ');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.message).toContain('电磁石战士β');
    const fine = chain('{回合:A 阶段:主要1 A场:电磁石战士α,电磁石战士γ,电磁石战士β A手:电磁石战士 电磁狂神} 特殊召唤 电磁石战士 电磁狂神 素材 电磁石战士α,电磁石战士β,电磁石战士γ');
    expect(fine.ok).toBe(true);
  });
  it('[SIT-PROCEDURE-EQUIP-NOT-MONSTER] the other side: a procedure of 「上记卡」 (cards, ABC-神龙歼灭者) may banish A-突击核 used as an Equip Card', () => {
    const a = chain('{回合:A 阶段:主要1 A场:电子龙,A-突击核(装备:电子龙),B-破坏龙兽,C-粉碎翼龙 A额外:ABC-神龙歼灭者} 特殊召唤 ABC-神龙歼灭者 素材 A-突击核,B-破坏龙兽,C-粉碎翼龙');
    expect(a.ok).toBe(true);
    if (a.ok) expect(a.events.filter((e) => e.type === 'banished').flatMap((e) => e.cards.map((c) => c.name))).toContain('A-突击核');
  });
  it('[SIT-PROCEDURE-NAME-FACE-DOWN] a face-down 电子龙核 is not 「电子龙」 for 嵌合要塞龙\'s listed cards (its name rule applies face-up); face-up it is', () => {
    const refused = chain('{回合:A 阶段:主要1 A场:电子龙核(盖),人造人-念力震慑者} 特殊召唤 嵌合要塞龙 素材 电子龙核,人造人-念力震慑者');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.message).toContain('里侧表示');
    const fine = chain('{回合:A 阶段:主要1 A场:电子龙核,人造人-念力震慑者} 特殊召唤 嵌合要塞龙 素材 电子龙核,人造人-念力震慑者');
    expect(fine.ok).toBe(true);
  });
  it('[SIT-PROCEDURE-KINDS] 「…的卡10种类回到…卡组」 needs that many cards of as many names: a second copy of one name is no tenth kind (创星神 提耶拉)', () => {
    const refused = chain('{回合:A 阶段:主要1 A手:创星神 提耶拉,蒂迈欧之眼,蒂迈欧之眼,青眼白龙,黑魔术师,三眼怪,死者苏生,黑洞,旋风,雷击,强制脱出装置} 特殊召唤 创星神 提耶拉 素材 蒂迈欧之眼,蒂迈欧之眼,青眼白龙,黑魔术师,三眼怪,死者苏生,黑洞,旋风,雷击,强制脱出装置');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.message).toContain('9种卡名');
    const fine = chain('{回合:A 阶段:主要1 A手:创星神 提耶拉,蒂迈欧之眼,增殖的G,青眼白龙,黑魔术师,三眼怪,死者苏生,黑洞,旋风,雷击,强制脱出装置} 特殊召唤 创星神 提耶拉 素材 蒂迈欧之眼,增殖的G,青眼白龙,黑魔术师,三眼怪,死者苏生,黑洞,旋风,雷击,强制脱出装置');
    expect(fine.ok).toBe(true);
  });
});
