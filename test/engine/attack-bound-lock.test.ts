// CH-ATTACK-BOUND (rules reference docs/c03/战斗阶段流程.rst:170–173): a Continuous Trap's 「那只表侧表示怪兽不能攻击」 (魔族之链, 拷问车轮) is a
// rule on the monster it keeps targeting — read from the text (「那只（表侧表示）怪兽不能攻击」) and from a curated record's continuous
// `cannot-attack` on its targets: that monster declares no attack, others do.
import { describe, expect, it } from 'vitest';
import { textCard } from '../../src/cards/curated/dsl.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-ATTACK-BOUND lock', CARDS_DB);

describe('[CH-ATTACK-BOUND] 「那只表侧表示怪兽不能攻击」 read as the bound monster\'s rule', () => {
  it('[CH-ATTACK-BOUND] a Continuous Trap text: cannot-attack on the monster it keeps targeting', () => {
    const c = textCard({ id: 99263001, name: '测试用锁链', type: 'trap continuous', text: '以场上1只效果怪兽为对象才能把这张卡发动。①：只要这张卡在魔法与陷阱区域存在，那只表侧表示怪兽不能攻击，效果无效化。' });
    expect(c.effects.flatMap((e) => e.attackRules ?? [])).toEqual([expect.objectContaining({ kind: 'cannot-attack', of: 'bound' })]);
  });
});

describe.skipIf(!haveCards)('[CH-ATTACK-BOUND] 魔族之链 / 拷问车轮 on the board', () => {
  it('[CH-ATTACK-BOUND] the monster 魔族之链 or 拷问车轮 keeps targeting cannot declare an attack', () => {
    for (const [card, m] of [['魔族之链', '黑羽-疾风之盖尔'], ['拷问车轮', '青眼白龙']]) {
      const a = askCdb(`{回合:A 阶段:战斗步骤 A场:${m} B场:${card}(对象:${m})} 攻击宣言 ${m}`);
      expect(a.attack?.legal, card).toBe(false);
      expect(a.attack?.rules, card).toContain('CH-ATTACK-CANNOT');
    }
  });
  it('[CH-ATTACK-BOUND] activated on the attacker during its attack: the attack stops at the chain end', () => {
    const a = askCdb('{回合:A 阶段:战斗步骤 攻击:A:黑羽-疾风之盖尔→B:三眼怪 A场:黑羽-疾风之盖尔 B场:三眼怪,魔族之链(盖)} C1 B:魔族之链→黑羽-疾风之盖尔');
    expect(a.window.notes.join()).toContain('攻击中止');
  });
  it('[CH-ATTACK-BOUND] the other side: another monster of that player attacks freely', () => {
    const a = askCdb('{回合:A 阶段:战斗步骤 A场:黑羽-疾风之盖尔,青眼白龙 B场:魔族之链(对象:黑羽-疾风之盖尔)} 攻击宣言 青眼白龙');
    expect(a.attack?.legal).toBe(true);
  });
});
