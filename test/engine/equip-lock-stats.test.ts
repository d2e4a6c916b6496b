// CH-ATTACK-CANNOT (rules reference docs/c03/战斗阶段流程.rst:137, 170–173): 「装备怪兽不能攻击，攻击力·守备力变成100」 (魔界的足枷) — both the
// lock and the change after it (which names no card of its own) are about the equipped monster only, not every monster.
import { describe, expect, it } from 'vitest';
import { textCard } from '../../src/cards/curated/dsl.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-ATTACK-CANNOT equip', CARDS_DB);

describe('[CH-ATTACK-CANNOT] 「装备怪兽不能攻击，攻击力·守备力变成100」 read on the equipped monster', () => {
  it('[CH-ATTACK-CANNOT] the lock and the ATK/DEF change are both the equipped monster\'s', () => {
    const c = textCard({ id: 99263101, name: '测试用足枷', type: 'spell equip', text: '装备怪兽不能攻击，攻击力·守备力变成100。' });
    const does = c.effects.flatMap((e) => e.does).filter((a) => a.do === 'cannot-attack' || a.do === 'modify-stats');
    expect(does.length).toBe(2);
    for (const a of does) expect(a.what).toMatchObject({ filter: { equipped: true }, scope: 'all' });
  });
});

describe.skipIf(!haveCards)('[CH-ATTACK-CANNOT] 魔界的足枷 on the board', () => {
  it('[CH-ATTACK-CANNOT] only the equipped 青眼白龙 is 100/100 and cannot attack; 黑魔术师 and 三眼怪 keep their values, 黑魔术师 attacks', () => {
    const a = askCdb('{回合:A 阶段:战斗步骤 A场:青眼白龙,黑魔术师 B场:三眼怪,魔界的足枷(装备:青眼白龙)} 攻击宣言 黑魔术师 → 三眼怪');
    expect(a.attack?.legal).toBe(true);
    expect(a.battle?.attackerValue).toBe(2500);
    expect(a.battle?.targetValue).toBe(1000);
    const b = askCdb('{回合:A 阶段:战斗步骤 A场:青眼白龙,黑魔术师 B场:三眼怪,魔界的足枷(装备:青眼白龙)} 攻击宣言 青眼白龙 → 三眼怪');
    expect(b.attack?.legal).toBe(false);
  });
});
