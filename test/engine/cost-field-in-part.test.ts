// SIT-FIELD-COMPLETE for costs (s57): a field written `A场:X` lists only part of A's field unless written `A场只有:X` (or empty), so a cost
// the written cards cannot pay — a tribute, a send to the GY, a banish, a return, a detach, a reveal from a hand whose size says more — is
// assumed payable with cards not written, and said (naming no card); written complete, it is refused as before. Before s57 the cost checks
// read `A场:X` as the whole field for a cost taking only from the field (扫射特攻 with no Machine Xyz Monster written was refused), though a
// target or a condition on the same field was assumed (src/engine/chain/cost-gy.ts is the one reading every cost check asks).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { renderChainText } from '../../src/answer/render/text.js';
import { cdbJudge } from '../cards/data.js';

/** What the player reads, in their language. */
function said(input: string, lang: 'zh-CN' | 'en' = 'zh-CN'): string {
  const a = cdbJudge().chain(input, { lang });
  if (!a.ok) throw new Error(`${input}: ${a.error.message}`);
  return renderChainText(a, lang);
}
const ASSUMED = '假定用没写出的卡可以支付';
const TWO = 'B场:青眼白龙,旋风(盖)';

describe.skipIf(!haveCards)('a cost on a field written in part', () => {
  it('[SIT-FIELD-COMPLETE] 扫射特攻 ① (detach): no Machine Xyz Monster written on `A场:` — assumed from one not written, and said; written `A场只有:` it cannot be activated', () => {
    const part = said(`{回合:B 阶段:主要1 A场:扫射特攻,《No.39 希望皇 霍普》(素材:三眼怪+三眼怪) ${TWO}} C1 A:扫射特攻①→B:青眼白龙,B:旋风`);
    expect(part).toContain('「青眼白龙」、「旋风」被破坏');
    expect(part).toContain(`要把2个自己场上的机械族超量怪兽的超量素材取除作为代价；情境写出的卡中没有可以取除的超量素材，A的场上可能有没写出的卡，${ASSUMED}（要按写出的卡判断，写「A场只有:」）`);
    // (The Warrior's materials are not the ones detached.)
    expect(part).not.toContain('A:三眼怪, A:三眼怪 送去墓地');
    const full = said(`{回合:B 阶段:主要1 A场只有:扫射特攻,《No.39 希望皇 霍普》(素材:三眼怪+三眼怪) ${TWO}} C1 A:扫射特攻①→B:青眼白龙,B:旋风`);
    expect(full).toContain('但情境写出的场上没有那样的怪兽，代价不能支付，不能发动');
    expect(said(`{回合:B 阶段:主要1 A场:扫射特攻,电子龙·新星(素材:电子龙) ${TWO}} C1 A:扫射特攻①→B:青眼白龙,B:旋风`, 'en')).toContain('only 1 can pay it, and A\'s field may hold cards not written — assumed it can be paid with those (to judge on the cards written, write "A场只有:")');
  });

  it('[SIT-FIELD-COMPLETE] a tribute (弩弓部队): no monster written on its player\'s field — paid with one not written, named as such; `只有` refuses; the opponent\'s written monster does not pay it', () => {
    const part = said('{回合:B 阶段:主要1 A场:弩弓部队(盖) B场:灵魂龙} C1 A:弩弓部队→B:灵魂龙');
    expect(part).toContain('「灵魂龙」被破坏');
    expect(part).toContain('C1: 1只自己场上的怪兽（未写明）作为代价解放');
    expect(part).toContain(`「弩弓部队」要把1只自己场上的怪兽解放作为代价；情境写出的卡中没有能支付的卡，A的场上可能有没写出的卡，${ASSUMED}`);
    expect(said('{回合:B 阶段:主要1 A场只有:弩弓部队(盖) B场:灵魂龙} C1 A:弩弓部队→B:灵魂龙')).toContain('不能发动: C1「弩弓部队」要解放自己场上的怪兽作为代价，但情境中没有可以解放的符合条件的怪兽');
    // B's cost reads B's field, not A's (A's 三眼怪 written there pays nothing): in part, assumed there; complete, refused.
    expect(said('{回合:B 阶段:主要1 A场:三眼怪 B场:弩弓部队(盖)} C1 B:弩弓部队→A:三眼怪')).toContain('B的场上可能有没写出的卡，假定用没写出的卡可以支付（要按写出的卡判断，写「B场只有:」）');
    expect(said('{回合:B 阶段:主要1 A场:三眼怪 B场只有:弩弓部队(盖)} C1 B:弩弓部队→A:三眼怪')).toContain('不能发动');
  });

  it('[SIT-FIELD-COMPLETE] a tribute whose only written monster left the field earlier (雷击 in the chain before): in part, assumed; complete, refused', () => {
    const before = (key: string) => said(`{回合:B 阶段:主要1 ${key}:弩弓部队(盖),三眼怪 B场:灵魂龙,雷击(盖)} C1 B:雷击 然后 C1 A:弩弓部队→B:灵魂龙`);
    expect(before('A场')).toContain('「灵魂龙」被破坏');
    expect(before('A场')).toContain(ASSUMED);
    expect(before('A场只有')).toContain('没有可以解放的符合条件的怪兽');
  });

  it('[SIT-FIELD-COMPLETE] a send to the GY (强制终了), a banish (真红眼不死龙皇 ②), a return (个人欺骗攻击 ①): the written cards cannot pay — assumed in part, named as not written; refused complete', () => {
    const send = said('{回合:B 阶段:战斗步骤 A场:强制终了,幻兽机衍生物 B场:青眼白龙} C1 A:强制终了①');
    expect(send).toContain('战斗阶段结束');
    expect(send).toContain('C1: 1张自己场上的这张卡以外的卡（未写明）作为代价送去墓地');
    expect(send).toContain(ASSUMED);
    expect(said('{回合:B 阶段:战斗步骤 A场只有:强制终了,幻兽机衍生物 B场:青眼白龙} C1 A:强制终了①')).toContain('不能发动');
    const banish = said('{回合:A 阶段:主要1 A场:真红眼不死龙皇,马头鬼(盖)} C1 A:真红眼不死龙皇②');
    expect(banish).toContain('C1: 1只自己场上的不死族怪兽（未写明）作为代价除外');
    expect(banish).toContain(`要把1只自己场上的不死族怪兽除外作为代价；情境写出的卡中没有能支付的卡，A的场上可能有没写出的卡，${ASSUMED}`);
    expect(said('{回合:A 阶段:主要1 A场只有:真红眼不死龙皇,马头鬼(盖)} C1 A:真红眼不死龙皇②')).toContain('不能发动');
    // The hand written complete (A手卡数:0): only the field is named as written in part.
    const back = said('{回合:A A场:个人欺骗攻击,幻变骚灵·十六巫赫斯提 A手卡数:0} C1 A:个人欺骗攻击①');
    expect(back).toContain(`情境写出的卡中没有能支付的卡，A的场上可能有没写出的卡，${ASSUMED}（要按写出的卡判断，写「A场只有:」）`);
    expect(said('{回合:A A场只有:个人欺骗攻击,幻变骚灵·十六巫赫斯提 A手卡数:0} C1 A:个人欺骗攻击①')).toContain('额外卡组');
  });

  it('[SIT-FIELD-COMPLETE] in the Damage Step: the only written 黑羽 monster is destroyed by battle — on `B场:` one not written pays 黑鸟断道翼 (never the destroyed one); on `B场只有:` it cannot be activated', () => {
    const input = (key: string) => `{回合:A 阶段:伤害计算后 攻击:A:红莲魔龙→B:黑羽-疾风之盖尔 A场:红莲魔龙 ${key}:黑羽-疾风之盖尔(战斗破坏),黑鸟断道翼(盖)} C1 A:红莲魔龙① C2 B:黑鸟断道翼`;
    const part = said(input('B场'));
    expect(part).toContain('C2: 1只自己场上的表侧表示的「黑羽」怪兽（未写明）作为代价送去墓地');
    expect(part).toContain(`B的场上可能有没写出的卡，${ASSUMED}`);
    expect(part).not.toContain('假定用它支付');
    const full = askCdb(input('B场只有'));
    expect(full.links[1]!.legal).toBe(false);
    expect(full.links[1]!.rules).toContain('CH-BATTLE-DESTROYED');
  });

  it('[SIT-FIELD-COMPLETE] a reveal from the hand (钢核的光辉): a hand written in part (`A手卡数:3` above one card) may hold a card not yet revealed — assumed; the hand written in full refuses', () => {
    const part = said('{回合:B 阶段:主要1 A手:核成兽的钢核(公开) A手卡数:3 B场:旋风(盖)} C1 B:旋风 C2 A:钢核的光辉');
    expect(part).toContain('C1「旋风」的发动无效');
    expect(part).toContain(`要把1张手卡的「核成兽的钢核」给对方观看作为代价；情境写出的卡中没有能支付的卡，A的手卡可能有没写出的卡，${ASSUMED}`);
    expect(said('{回合:B 阶段:主要1 A手:核成兽的钢核(公开) B场:旋风(盖)} C1 B:旋风 C2 A:钢核的光辉')).toContain('符合的手卡都已经持续公开');
  });
});
