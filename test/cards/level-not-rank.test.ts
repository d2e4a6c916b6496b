// MATCH-LEVEL-NOT-RANK (s54; rules reference docs/c01/大师规则（2017）变更点.rst:68, docs/c03/复制.rst:204): a Level bound — 「4星以下」
// 「5星以上」 — reaches only a monster with a Level. An Xyz Monster has a Rank and a Link Monster a Link Rating; the card data stores that
// number where a Level would be, and it was read as one (活化石 revived No.39 希望皇 霍普 as a 「4星以下的怪兽」). Cards read from cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from './data.js';
import { filterOf, unreadQualifiers } from '../../src/cards/compile/words.js';

const fossil = (target: string) => askCdb(`{回合:A 阶段:主要1 A墓:${target}} C1 A:活化石→${target}`).links[0]!;
const fusionError = (input: string): string | null => { const a = cdbJudge().chain(input, { lang: 'zh-CN' }); return a.ok ? null : a.error.message; };

describe.skipIf(!haveCards)('MATCH-LEVEL-NOT-RANK: a Level bound never takes an Xyz or Link Monster', () => {
  it('[MATCH-LEVEL-NOT-RANK] 活化石 (「以自己墓地1只4星以下的怪兽为对象」) cannot target the Rank 4 No.39 希望皇 霍普 nor the Link-3 解码语者, and says why', () => {
    for (const [target, why] of [['No.39 希望皇 霍普', '阶级'], ['解码语者', '连接怪兽没有等级']] as const) {
      const link = fossil(target);
      expect(link.legal).toBe(false);
      expect(link.illegalReason).toContain('4星以下');
      expect(link.illegalReason).toContain(why);
    }
  });
  it('[MATCH-LEVEL-NOT-RANK] the other side: a Level 4 monster (救援猫) is a target; a Synchro Monster has a Level — 星尘龙 is Level 8, not 4 or lower', () => {
    expect(fossil('救援猫').legal).toBe(true);
    const stardust = fossil('星尘龙');
    expect(stardust.legal).toBe(false);
    expect(stardust.illegalReason).not.toContain('阶级');
  });
  it('[MATCH-LEVEL-NOT-RANK] 超量诛罚 (「5星以上的效果怪兽的效果发动时」) does not answer the Rank 7 No.11 巨眼, and says it has a Rank', () => {
    const link = askCdb('{回合:B 阶段:主要1 A场:No.39 希望皇 霍普,超量诛罚,黑魔术师 A手:效果遮蒙者 B场:No.11 巨眼(素材:青眼白龙+青眼白龙)} C1 B:No.11 巨眼→黑魔术师 C2 A:超量诛罚 [cost:丢弃 效果遮蒙者]').links[1]!;
    expect(link.legal).toBe(false);
    expect(link.illegalReason).toContain('超量怪兽');
    expect(link.illegalReason).not.toContain('7星');
  });
  it('[MATCH-LEVEL-NOT-RANK] a Fusion material part 「5星以上的暗属性怪兽」 (娱乐伙伴 机炮食尸鬼) is not the Rank 5 暗镇魂超量龙; the Level 7 黑魔术师 is', () => {
    expect(fusionError('{回合:A 阶段:主要1 A场:娱乐伙伴 天空徒弟,暗镇魂超量龙} 融合召唤 娱乐伙伴 机炮食尸鬼 素材 娱乐伙伴 天空徒弟,暗镇魂超量龙')).toContain('5星以上的暗属性怪兽');
    expect(fusionError('{回合:A 阶段:主要1 A场:娱乐伙伴 天空徒弟,黑魔术师} 融合召唤 娱乐伙伴 机炮食尸鬼 素材 娱乐伙伴 天空徒弟,黑魔术师')).toBeNull();
  });
});

describe('MATCH-LEVEL-NOT-RANK: a Rank bound is read, for Xyz Monsters only', () => {
  it('[MATCH-LEVEL-NOT-RANK] 「4阶以下的超量怪兽」 is read as a Rank bound (no longer left unread); a change 「高1阶」 is no bound', () => {
    const f = filterOf('自己场上1只4阶以下的超量怪兽');
    expect(f.rankMax).toBe(4);
    expect(f.levelMax).toBeUndefined();
    expect(unreadQualifiers('自己场上1只4阶以下的超量怪兽', f)).toBe(false);
    expect(filterOf('比那只自己怪兽阶级高1阶的1只超量怪兽').rankMin).toBeUndefined();
  });
});

describe.skipIf(!haveCards)('MATCH-LEVEL-NOT-RANK: 猫鲨② 「以自己场上1只4阶以下的超量怪兽为对象」', () => {
  const cat = (target: string) => askCdb(`{回合:A 阶段:主要1 A场:猫鲨(素材:救援猫+救援猫),${target}(素材:青眼白龙+青眼白龙)} C1 A:猫鲨②→${target}`).links[0]!;
  it('[MATCH-LEVEL-NOT-RANK] cannot target the Rank 5 暗镇魂超量龙 (it doubled its ATK before); the Rank 4 No.39 希望皇 霍普 it can', () => {
    const rank5 = cat('暗镇魂超量龙');
    expect(rank5.legal).toBe(false);
    expect(rank5.illegalReason).toContain('4阶以下');
    expect(cat('No.39 希望皇 霍普').legal).toBe(true);
  });
});

describe.skipIf(!haveCards)('MATCH-LEVEL-NOT-RANK in a tributing procedure', () => {
  it('[MATCH-LEVEL-NOT-RANK] 黑魔法神官 (「把自己场上2只6星以上的魔法师族怪兽解放的场合才能特殊召唤」) does not tribute the Rank 7 Spellcaster 虚空之黑魔导师, and says it has a Rank; the Level 6 黑魔术少女 is tributed', () => {
    const board = (second: string) => `{回合:A 阶段:主要1 A场:黑魔术师,${second} A手:黑魔法神官} 特殊召唤 黑魔法神官 素材 黑魔术师,${second}`;
    const xyz = fusionError(board('虚空之黑魔导师'));
    expect(xyz).toContain('6星以上的魔法师族怪兽');
    expect(xyz).toContain('虚空之黑魔导师');
    expect(xyz).toContain('阶级');
    expect(fusionError(board('黑魔术少女'))).toBeNull();
  });
});
