// CH-BATTLE-LOCK (rules reference docs/c03/战斗阶段流程.rst:978–981): 「这张卡进行战斗的场合，对方直到伤害步骤结束时魔法·陷阱·怪兽的效果不能发动」
// is the same floodgate when the sentence says something before it (剑斗兽 尼禄 「这张卡不会被战斗破坏，…」), names the battle 「和对方怪兽」 and
// goes on after it (鬼动武者), or words it 「魔法·陷阱·效果怪兽的效果」 (幻层守护者 阿玛迪斯).
import { describe, expect, it } from 'vitest';
import { textCard } from '../../src/cards/curated/dsl.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-BATTLE-LOCK', CARDS_DB);

const lockOf = (text: string) => textCard({ id: 99262901, name: '测试用战斗封锁', type: 'monster effect', text }).effects.flatMap((e) => e.does).find((a) => a.forbidsActivation);

describe('[CH-BATTLE-LOCK] the lock read inside a longer sentence', () => {
  it('[CH-BATTLE-LOCK] after another rule, and with 「和对方怪兽」 and a step after it: a lock on the opponent while this card battles', () => {
    expect(lockOf('①：这张卡不会被战斗破坏，这张卡进行战斗的场合，对方直到伤害步骤结束时魔法·陷阱·怪兽的效果不能发动。')).toMatchObject({ player: 'opponent', whileHolds: [{ is: 'battling', who: 'self' }] });
    expect(lockOf('①：这张卡和对方怪兽进行战斗的场合，对方直到伤害步骤结束时魔法·陷阱·怪兽的效果不能发动，只在战斗阶段内那只对方怪兽的效果无效化。')).toMatchObject({ player: 'opponent', whileHolds: [{ is: 'battling', who: 'self', with: { side: 'opponent' } }] });
  });
  it('[CH-BATTLE-LOCK] the other side: a lock under another subject (「装备怪兽进行战斗的场合」) is not read as this card\'s battle — (s58) it is the equipped monster\'s', () => {
    expect(lockOf('①：装备怪兽进行战斗的场合，对方直到伤害步骤结束时魔法·陷阱·怪兽的效果不能发动。')?.whileHolds).toEqual([{ is: 'battling', who: 'equipped' }]);
  });
});

describe.skipIf(!haveCards)('[CH-BATTLE-LOCK] 欧尼斯特 against the locks', () => {
  it('[CH-BATTLE-LOCK] 剑斗兽 尼禄 / 鬼动武者 / 幻层守护者 阿玛迪斯 attacking 三眼怪: 欧尼斯特 from the hand cannot be activated', () => {
    for (const m of ['剑斗兽 尼禄', '鬼动武者', '幻层守护者 阿玛迪斯']) {
      const a = askCdb(`{回合:A 阶段:伤害计算前 攻击:A:${m}→B:三眼怪 A场:${m} B场:三眼怪 B手:欧尼斯特} C1 B:欧尼斯特`);
      expect(a.links[0]!.legal, m).toBe(false);
    }
  });
  it('[CH-BATTLE-LOCK] 剑斗兽 尼禄 attacked (it battles too): locked as well', () => {
    expect(askCdb('{回合:B 阶段:伤害计算前 攻击:B:三眼怪→A:剑斗兽 尼禄 A场:剑斗兽 尼禄 B场:三眼怪 B手:欧尼斯特} C1 B:欧尼斯特').links[0]!.legal).toBe(false);
  });
  it('[CH-BATTLE-LOCK] the other side: another monster of its controller battles — 欧尼斯特 may be activated', () => {
    expect(askCdb('{回合:A 阶段:伤害计算前 攻击:A:青眼白龙→B:三眼怪 A场:剑斗兽 尼禄,青眼白龙 B场:三眼怪 B手:欧尼斯特} C1 B:欧尼斯特').links[0]!.legal).toBe(true);
  });
});
