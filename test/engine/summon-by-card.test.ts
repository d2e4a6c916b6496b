// SIT-SUMMON-BY-CARD: a Fusion Monster summoned with materials by a named card's effect (`融合召唤 X 素材 Y,Z [由 C]`,
// `特殊召唤 X 素材 Y,Z [由 C]`) is made as C's text says: the kind of summon, which monster, where the materials come from, whether a
// substitute may stand in, where the materials go; the monster remembers C (`(由C)`). The reader is pinned on restated texts; the
// whole pipeline on the card database, with cards other than the rules reference's examples (test/reference/c02-basic-terms.test.ts).
import { describe, expect, it } from 'vitest';
import { readFusionByCard } from '../../src/cards/compile/summon-materials.js';
import { ask, eventCards, haveCards, referenceJudge } from '../reference/judge.js';

function refused(input: string): string {
  const a = referenceJudge().chain(input, { lang: 'zh-CN' });
  if (a.ok) throw new Error(`${input}: judged, not refused`);
  expect(a.error.kind).toBe('invalid');
  return a.error.message;
}

describe('SIT-SUMMON-BY-CARD (reader)', () => {
  it('[SIT-SUMMON-BY-CARD] reads the kind of summon, the places, the move and 「以X为融合素材」 from the text', () => {
    expect(readFusionByCard('①：从自己的手卡·场上把融合怪兽卡决定的融合素材怪兽送去墓地，把那1只融合怪兽从额外卡组融合召唤。')).toEqual({
      kind: 'fusion', from: { hand: true, deck: false, field: true, gy: false, banished: false, opponentField: false }, move: 'sent-to-gy', mustUse: null,
    });
    const back = readFusionByCard('①：从自己的场上·墓地的怪兽以及除外的自己怪兽之中让融合怪兽卡决定的融合素材怪兽回到持有者卡组，把以「某龙」为融合素材的那1只融合怪兽从额外卡组融合召唤。');
    expect(back?.from).toEqual({ hand: false, deck: false, field: true, gy: true, banished: true, opponentField: false });
    expect(back?.move).toBe('returned-to-deck');
    expect(back?.mustUse).toBe('「某龙」');
    expect(readFusionByCard('①：从自己·对方场上把融合怪兽卡决定的融合素材怪兽除外，把那1只融合怪兽从额外卡组融合召唤。')).toMatchObject({ move: 'banished', from: { field: true, opponentField: true } });
    expect(readFusionByCard('①：从自己的手卡·场上让融合怪兽卡决定的融合素材怪兽回到持有者卡组，把1只融合怪兽无视召唤条件从额外卡组特殊召唤。')?.kind).toBe('not-material');
    expect(readFusionByCard('②：把融合怪兽卡决定的一组融合素材怪兽（这张卡作为那之内的1只）从自己场上解放才能发动。把以那些解放的怪兽为融合素材的1只融合怪兽从额外卡组特殊召唤。')).toMatchObject({ kind: 'as-material', move: 'tributed', mustUse: null });
    // A monster's own text (no summoning of another monster) is not read so.
    expect(readFusionByCard('①：这张卡可以作为融合怪兽卡有卡名记述的1只融合素材怪兽的代替。')).toBeNull();
  });
});

describe.skipIf(!haveCards)('SIT-SUMMON-BY-CARD (judged)', () => {
  it('[SIT-SUMMON-BY-CARD] 融合 takes materials from the hand or field (sent to the GY by its effect), not from the GY; the monster remembers 融合', () => {
    const a = ask('{回合:A 阶段:主要1 A场:元素英雄 羽翼侠 A手:元素英雄 爆热女郎} 融合召唤 元素英雄 凤凰人 素材 元素英雄 羽翼侠,元素英雄 爆热女郎 [由融合]');
    expect(eventCards(a, 'sent-to-gy').sort()).toEqual(['元素英雄 爆热女郎', '元素英雄 羽翼侠'].sort());
    expect(a.events.find((e) => e.type === 'sent-to-gy')?.cause).toBe('effect');
    expect(eventCards(a, 'special-summoned')).toEqual(['元素英雄 凤凰人']);
    expect(refused('{回合:A 阶段:主要1 A场:元素英雄 羽翼侠 A墓:元素英雄 爆热女郎} 融合召唤 元素英雄 凤凰人 素材 元素英雄 羽翼侠,元素英雄 爆热女郎 [由融合]')).toContain('不能是墓地的「元素英雄 爆热女郎」');
  });
  it('[SIT-SUMMON-BY-CARD] a card that banishes from the field and GY banishes them; one that returns them returns them; a face-down banished card is never usable', () => {
    expect(eventCards(ask('{回合:A 阶段:主要1 A场:风魔女-冬铃 A墓:风魔女-玻璃铃} 融合召唤 风魔女-水晶钟 素材 风魔女-冬铃,风魔女-玻璃铃 [由奇迹同调融合]'), 'banished').sort()).toEqual(['风魔女-冬铃', '风魔女-玻璃铃'].sort());
    expect(eventCards(ask('{回合:A 阶段:主要1 A除外:元素英雄 羽翼侠,元素英雄 爆热女郎} 融合召唤 元素英雄 凤凰人 素材 元素英雄 羽翼侠,元素英雄 爆热女郎 [由平行世界融合]'), 'returned-to-deck').sort()).toEqual(['元素英雄 爆热女郎', '元素英雄 羽翼侠'].sort());
    expect(refused('{回合:A 阶段:主要1 A除外:元素英雄 羽翼侠(盖),元素英雄 爆热女郎} 融合召唤 元素英雄 凤凰人 素材 元素英雄 羽翼侠,元素英雄 爆热女郎 [由平行世界融合]')).toContain('里侧表示');
  });
  it('[SIT-SUMMON-BY-CARD] the verb must be the card\'s: 「无视召唤条件…特殊召唤」 is no Fusion Summon; 「融合召唤」 is one', () => {
    expect(refused('{回合:A 阶段:主要1 A场:元素英雄 新宇侠,新空间侠·天空蜂鸟} 融合召唤 元素英雄 天空新宇侠 素材 元素英雄 新宇侠,新空间侠·天空蜂鸟 [由奇迹接触]')).toContain('不是融合召唤');
    expect(refused('{回合:A 阶段:主要1 A场:元素英雄 羽翼侠,元素英雄 爆热女郎} 特殊召唤 元素英雄 凤凰人 素材 元素英雄 羽翼侠,元素英雄 爆热女郎 [由融合]')).toContain('融合召唤');
  });
  it('[SIT-SUMMON-BY-CARD] 「以X为融合素材的那1只」: a monster whose line states no X cannot be summoned; the X part takes no substitute, a Type or Attribute part takes a monster of that kind (a substitute stands in for a named part only)', () => {
    expect(refused('{回合:A 阶段:主要1 A手:青眼白龙,青眼白龙} 融合召唤 青眼双爆裂龙 素材 青眼白龙,青眼白龙 [由真红眼融合]')).toContain('没有记述「真红眼」怪兽');
    // 真红眼黑刃龙: 「真红眼黑龙」＋战士族怪兽 — a Warrior fills the second part; 沼地的魔神王 (an Aqua substitute, 「卡名记述的…融合素材怪兽的代替」) cannot.
    expect(eventCards(ask('{回合:A 阶段:主要1 A手:真红眼黑龙 A场:真红眼铁骑士-基亚·弗里德} 融合召唤 真红眼黑刃龙 素材 真红眼黑龙,真红眼铁骑士-基亚·弗里德 [由真红眼融合]'), 'special-summoned')).toEqual(['真红眼黑刃龙']);
    expect(refused('{回合:A 阶段:主要1 A手:真红眼黑龙 A场:沼地的魔神王} 融合召唤 真红眼黑刃龙 素材 真红眼黑龙,沼地的魔神王 [由真红眼融合]')).toContain('不是战士族怪兽');
  });
  it('[SIT-SUMMON-BY-CARD] the newer wording with no verb (「…的怪兽作为融合素材，把以X为融合素材的1只融合怪兽融合召唤」) is read as a Fusion Summon sending them to the GY', () => {
    expect(readFusionByCard('这个卡名的卡在1回合只能发动1张，这张卡发动的回合，自己不是融合怪兽不能从额外卡组特殊召唤。\n①：把自己的手卡·卡组·场上2只怪兽作为融合素材，把以「某龙」为融合素材的1只融合怪兽融合召唤。')).toEqual({
      kind: 'fusion', from: { hand: true, deck: true, field: true, gy: false, banished: false, opponentField: false }, move: 'sent-to-gy', mustUse: '「某龙」',
    });
  });
});
