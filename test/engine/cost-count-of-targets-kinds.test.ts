// CH-COST-COUNT-OF-TARGETS for every kind of cost the compiler marks counted by the targets, not only a discard: a banish (隐蔽射击 「把自己墓地最多
// 2只「疾行机人」怪兽除外，以除外数量的场上的卡为对象」), a detach (无限起动 大地撼动者 「把这张卡的超量素材任意数量取除，以那个数量的场上的卡为对象」,
// 扫射特攻), a return to the hand (刚鬼 杰出食人魔). Before (s55) only a discard took the targets' number: 隐蔽射击 said 「最多2只…除外」 whatever the
// targets and was not refused by a GY written in full with one such monster; 大地撼动者 detached 1 material for two targets and was not refused with one.
// Each card is also judged as a head judge would try it: in the Damage Step, in the opponent's turn, a target gone before it resolves.
import { describe, expect, it } from 'vitest';
import { cdbJudge, haveCards } from '../cards/data.js';
import { renderChainText } from '../../src/answer/render/text.js';

/** What the player reads, in their language. */
function said(input: string, lang: 'zh-CN' | 'en' = 'zh-CN'): string {
  const a = cdbJudge().chain(input, { lang });
  if (!a.ok) throw new Error(`${input}: ${a.error.message}`);
  return renderChainText(a, lang);
}
const ES = '无限起动 大地撼动者';
const TWO = 'B场:青眼白龙,旋风(盖)';
/** A Machine Xyz Monster (扫射特攻 detaches from these). */
const NOVA = '电子龙·新星';
const BEAR = '刚鬼 熊抱熊精';

describe.skipIf(!haveCards)('a cost of any kind counted by the targets', () => {
  it('[CH-COST-COUNT-OF-TARGETS] 隐蔽射击: two targets banish two 「疾行机人」 monsters (not 「最多2只」); a GY written in full with one cannot pay; one target, one', () => {
    const unwritten = said(`{回合:A 阶段:主要1 ${TWO}} C1 A:隐蔽射击→青眼白龙,旋风`);
    expect(unwritten).toContain('C1: 2只自己墓地的「疾行机人」怪兽（未写明）作为代价除外');
    expect(unwritten).not.toContain('最多2只');
    expect(said(`{回合:A 阶段:主要1 ${TWO}} C1 A:隐蔽射击→青眼白龙`)).toContain('C1: 1只自己墓地的「疾行机人」怪兽（未写明）作为代价除外');
    expect(said(`{回合:A 阶段:主要1 A墓:疾行机人 竹马高跷,疾行机人 竹马高跷 ${TWO}} C1 A:隐蔽射击→青眼白龙,旋风`)).toContain('C1: A:疾行机人 竹马高跷, A:疾行机人 竹马高跷 除外');
    const short = said(`{回合:A 阶段:主要1 A墓只有:疾行机人 竹马高跷 ${TWO}} C1 A:隐蔽射击→青眼白龙,旋风`);
    expect(short).toContain('要把2只自己墓地的「疾行机人」怪兽除外作为代价');
    expect(short).toContain('能支付的只有1只');
    // Written in part, the second is assumed from a card not written — and said.
    expect(said(`{回合:A 阶段:主要1 A墓:疾行机人 竹马高跷 ${TWO}} C1 A:隐蔽射击→青眼白龙,旋风`)).toContain('情境写出的卡中能支付的只有1只');
    expect(said(`{回合:A 阶段:主要1 ${TWO}} C1 A:隐蔽射击→青眼白龙,旋风`, 'en')).toContain('C1: 2 monsters in your GY ("Speedroid") (not named) banished as the cost');
  });

  it('[CH-COST-COUNT-OF-TARGETS] 隐蔽射击 judged: not in the Damage Step or the opponent\'s turn (a Normal Spell); a target destroyed first leaves the cost paid for two', () => {
    expect(said(`{回合:A 阶段:伤害步骤 ${TWO}} C1 A:隐蔽射击→青眼白龙,旋风`)).toContain('现在是伤害步骤');
    expect(said(`{回合:B 阶段:主要1 ${TWO}} C1 A:隐蔽射击→青眼白龙,旋风`)).toContain('只能在自己回合的主要阶段发动');
    const gone = said('{回合:A 阶段:主要1 A墓:疾行机人 竹马高跷,疾行机人 竹马高跷 A场:旋风(盖) B场:青眼白龙,神圣防护罩 -反射镜力-(盖)} C1 A:隐蔽射击→B:青眼白龙,B:神圣防护罩 -反射镜力- C2 A:旋风→B:神圣防护罩 -反射镜力-');
    expect(gone).toContain('C1: A:疾行机人 竹马高跷, A:疾行机人 竹马高跷 除外');
    expect(gone).toContain('C1「隐蔽射击」处理：「青眼白龙」被破坏。部分对象「神圣防护罩 -反射镜力-」已离开');
  });

  it('[CH-COST-COUNT-OF-TARGETS] 无限起动 大地撼动者 ①: two targets detach two Xyz Materials (both to the GY); with one material it cannot be activated; none written, two assumed and said', () => {
    const two = said(`{回合:A 阶段:主要1 A场:${ES}(素材:三眼怪+青眼白龙) ${TWO}} C1 A:${ES}①→B:青眼白龙,B:旋风`);
    expect(two).toContain('C1: 支付代价：取除这张卡的2个超量素材');
    expect(two).toContain('C1: A:三眼怪, A:青眼白龙 送去墓地');
    expect(two).toContain('「青眼白龙」、「旋风」被破坏');
    const one = said(`{回合:A 阶段:主要1 A场:${ES}(素材:三眼怪) ${TWO}} C1 A:${ES}①→B:青眼白龙,B:旋风`);
    expect(one).toContain('要取除这张卡2个超量素材作为代价，但情境中「无限起动 大地撼动者」只有1个超量素材，代价不能支付，不能发动');
    expect(said(`{回合:A 阶段:主要1 A场:${ES} ${TWO}} C1 A:${ES}①→B:青眼白龙,B:旋风`)).toContain('假定它有2个以上超量素材，可以取除2个作为代价');
    expect(said(`{回合:A 阶段:主要1 A场:${ES}(素材:三眼怪+青眼白龙) ${TWO}} C1 A:${ES}①→B:青眼白龙,B:旋风`, 'en')).toContain('C1: the cost is paid: 2 Xyz Materials of this card detached');
    // An ignition effect: not in the Damage Step, not in the opponent's turn.
    expect(said(`{回合:A 阶段:伤害步骤 A场:${ES}(素材:三眼怪+青眼白龙) ${TWO}} C1 A:${ES}①→B:青眼白龙,B:旋风`)).toContain('现在是伤害步骤');
    expect(said(`{回合:B 阶段:主要1 A场:${ES}(素材:三眼怪+青眼白龙) ${TWO}} C1 A:${ES}①→B:青眼白龙,B:旋风`)).toContain('是起动效果，只能在自己回合的主要阶段发动');
  });

  it('[CH-COST-COUNT-OF-TARGETS] 扫射特攻 ① in the opponent\'s turn: two targets, two Xyz Materials detached; not in the Damage Step (a destruction, no ATK/DEF change)', () => {
    // (s56: its Machine Xyz Monster is on the field — 《No.39 希望皇 霍普》, a Warrior, held no material it could detach.)
    const opp = said(`{回合:B 阶段:主要1 A场:扫射特攻,${NOVA} ${TWO}} C1 A:扫射特攻①→B:青眼白龙,B:旋风`);
    expect(opp).toContain('C1: 支付代价：取除2个超量素材');
    expect(opp).toContain('「青眼白龙」、「旋风」被破坏');
    expect(said(`{回合:A 阶段:伤害步骤 A场:扫射特攻,${NOVA} ${TWO}} C1 A:扫射特攻①→B:青眼白龙,B:旋风`)).toContain('现在是伤害步骤');
  });

  it('[CH-COST-COUNT-OF-TARGETS] 扫射特攻 ①: the materials are those of its own Machine Xyz Monsters on the field — too few for the targets, or no such monster, and it cannot be activated', () => {
    // 「把自己场上的机械族超量怪兽的超量素材任意数量取除，以那个数量的场上的卡为对象」 (current text). Before (s55): the count was said, never refused.
    const one = said(`{回合:B 阶段:主要1 A场只有:扫射特攻,${NOVA}(素材:电子龙) ${TWO}} C1 A:扫射特攻①→B:青眼白龙,B:旋风`);
    expect(one).toContain('2个对象要取除自己场上的机械族超量怪兽的2个超量素材作为代价，但情境写出的场上那些怪兽一共只有1个超量素材，代价不能支付，不能发动');
    const warrior = said(`{回合:B 阶段:主要1 A场只有:扫射特攻,《No.39 希望皇 霍普》(素材:三眼怪+三眼怪) ${TWO}} C1 A:扫射特攻①→B:青眼白龙,B:旋风`);
    expect(warrior).toContain('但情境写出的场上没有那样的怪兽，代价不能支付，不能发动');
    // Enough under it: both listed materials go to the GY as they are detached; one target, one.
    const two = said(`{回合:B 阶段:主要1 A场:扫射特攻,${NOVA}(素材:电子龙+电子龙) ${TWO}} C1 A:扫射特攻①→B:青眼白龙,B:旋风`);
    expect(two).toContain('C1: A:电子龙, A:电子龙 送去墓地');
    expect(said(`{回合:B 阶段:主要1 A场:扫射特攻,${NOVA}(素材:电子龙) ${TWO}} C1 A:扫射特攻①→B:青眼白龙`)).toContain('「青眼白龙」被破坏');
    // Not written: assumed to hold enough, and said.
    expect(said(`{回合:B 阶段:主要1 A场:扫射特攻,${NOVA} ${TWO}} C1 A:扫射特攻①→B:青眼白龙,B:旋风`)).toContain('情境没有写「电子龙·新星」的超量素材；假定它有2个以上超量素材');
    expect(said(`{回合:B 阶段:主要1 A场只有:扫射特攻,${NOVA}(素材:电子龙) ${TWO}} C1 A:扫射特攻①→B:青眼白龙,B:旋风`, 'en')).toContain('holds only 1 under them in all; the cost cannot be paid');
    // A target gone before it resolves: the cost stays paid for two, the other is destroyed.
    const gone = said(`{回合:B 阶段:主要1 A场:扫射特攻,${NOVA}(素材:电子龙+电子龙),旋风(盖) B场:青眼白龙,神圣防护罩 -反射镜力-(盖)} C1 A:扫射特攻①→B:青眼白龙,B:神圣防护罩 -反射镜力- C2 A:旋风→B:神圣防护罩 -反射镜力-`);
    expect(gone).toContain('C1: A:电子龙, A:电子龙 送去墓地');
    expect(gone).toContain('部分对象「神圣防护罩 -反射镜力-」已离开');
  });

  it('[CH-COST-COUNT-OF-TARGETS] 刚鬼 杰出食人魔 ① in the opponent\'s turn: two targets return two 「刚鬼」 monsters to the hand; not in the Damage Step', () => {
    // (s56: A's field not written — its 「刚鬼」 monsters are not known, so they are assumed; a field written with none is refused below.)
    const opp = said('{回合:B 阶段:主要1 B场:三眼怪,电子龙核} C1 A:刚鬼 杰出食人魔①→三眼怪,电子龙核');
    expect(opp).toContain('C1: 2只自己场上的这张卡所连接区的「刚鬼」怪兽（未写明）作为代价回到手卡');
    expect(opp).toContain('「三眼怪」、「电子龙核」的效果无效');
    expect(said('{回合:B 阶段:伤害步骤 B场:三眼怪,电子龙核} C1 A:刚鬼 杰出食人魔①→三眼怪,电子龙核')).toContain('现在是伤害步骤');
  });

  it('[CH-COST-COUNT-OF-TARGETS] 刚鬼 杰出食人魔 ①: the 「刚鬼」 monsters are those in its linked zones — a field listed with fewer than the targets, or none, cannot pay it', () => {
    // 「让这张卡所连接区的自己的「刚鬼」怪兽任意数量回到持有者手卡，以回到手卡的数量的对方场上的表侧表示的卡为对象」 (current text). Before (s55): the
    // count was said, never refused, and the cost could take 「刚鬼」 monsters anywhere (the hand, the GY).
    const one = said(`{回合:B 阶段:主要1 A场只有:刚鬼 杰出食人魔,${BEAR} A手:刚鬼 熊抱熊精 B场:三眼怪,电子龙核} C1 A:刚鬼 杰出食人魔①→三眼怪,电子龙核`);
    expect(one).toContain('2个对象要让2只自己场上的这张卡所连接区的「刚鬼」怪兽回到手卡作为代价，但情境写出的场上只有1只，代价不能支付，不能发动');
    expect(said('{回合:B 阶段:主要1 A场只有:刚鬼 杰出食人魔 B场:三眼怪,电子龙核} C1 A:刚鬼 杰出食人魔①→三眼怪,电子龙核')).toContain('要让自己场上的这张卡所连接区的「刚鬼」怪兽回到手卡作为代价，但情境中没有符合的卡');
    const two = said(`{回合:B 阶段:主要1 A场:刚鬼 杰出食人魔,${BEAR},${BEAR} B场:三眼怪,电子龙核} C1 A:刚鬼 杰出食人魔①→三眼怪,电子龙核`);
    expect(two).toContain(`C1: A:${BEAR}, A:${BEAR} 回到手卡`);
    expect(said(`{回合:B 阶段:主要1 A场:刚鬼 杰出食人魔,${BEAR} B场:三眼怪,电子龙核} C1 A:刚鬼 杰出食人魔①→三眼怪`)).toContain('「三眼怪」的效果无效');
    expect(said(`{回合:B 阶段:主要1 A场只有:刚鬼 杰出食人魔,${BEAR} B场:三眼怪,电子龙核} C1 A:刚鬼 杰出食人魔①→三眼怪,电子龙核`, 'en')).toContain('the field the situation lists has only 1; the cost cannot be paid');
  });

  it('[CH-COST-COUNT-OF-TARGETS] 猞猁连接杀手 ②: two targets discard two; a target destroyed first leaves both discarded; an ignition effect, not in the opponent\'s turn', () => {
    const gone = said('{回合:A 阶段:主要1 A场:猞猁连接杀手 A手:三眼怪,黑洞 B场:旋风(盖),神圣防护罩 -反射镜力-(盖)} C1 A:猞猁连接杀手②→旋风,神圣防护罩 -反射镜力- C2 B:旋风→神圣防护罩 -反射镜力-');
    expect(gone).toContain('C1: A:三眼怪, A:黑洞 丢弃');
    expect(gone).toContain('C1「猞猁连接杀手」处理：「旋风」被破坏。');
    expect(said('{回合:B 阶段:主要1 A场:猞猁连接杀手 A手:三眼怪,黑洞 B场:旋风(盖),神圣防护罩 -反射镜力-(盖)} C1 A:猞猁连接杀手②→旋风,神圣防护罩 -反射镜力-')).toContain('是起动效果');
  });
});
