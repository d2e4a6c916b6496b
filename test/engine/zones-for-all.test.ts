// CTL-ZONES-FOR-ALL (rules reference docs/c02/基本用语.rst:793): an effect taking control of every opponent's monster a filter names
// knows at activation which monsters it takes, so it needs a free Main Monster Zone for each — a zone its cost empties (the monster
// tributing itself) counted. At resolution, with fewer zones left, as many as fit are taken and the rest destroyed by rule
// (CH-CONTROL-NO-ZONE). 「这张卡做祭品。」 (old words opening an effect) is that effect's cost.
import { describe, expect, it } from 'vitest';
import { judgeWith } from './build.js';
import { textCard } from '../../src/cards/curated/dsl.js';
import { compileEffects } from '../../src/cards/compile/index.js';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('taking every monster a filter names', CARDS_DB);

const takeAll = textCard({ id: 99262611, name: '测试用全体夺取', type: 'spell normal', text: '①：得到对方场上的全部怪兽的控制权。' });
const taken = (a: ChainAnswer) => a.events.filter((e) => e.type === 'control-changed').flatMap((e) => e.cards.map((c) => c.name));
const FOUR_LOW = 'B场:三眼怪,栗子球,黑羽-疾风之盖尔,魔知青蛙';

describe('[CTL-ZONES-FOR-ALL] a zone for each monster taken', () => {
  it('[CMP-OLD-SELF-TRIBUTE-COST] 「这张卡做祭品。」 opening an effect is its cost (old words)', () => {
    const [e] = compileEffects('这张卡做祭品。得到对方场上的全部3星以下的怪兽的控制权。', { kind: 'monster', subtypes: ['effect'] });
    expect(e!.cost).toEqual([expect.objectContaining({ do: 'tribute', what: 'self' })]);
    expect(e!.does.map((a) => a.do)).toEqual(['take-control']);
  });
  it('[CTL-ZONES-FOR-ALL] a spell with no cost: two free zones against three monsters — it cannot be activated; the answer says how many', () => {
    const a = judgeWith('{回合:A 阶段:主要1 A场:青眼白龙,青眼白龙,青眼白龙 A手:测试用全体夺取 B场:黑魔术师,黑魔术师,黑魔术师} C1 A:测试用全体夺取', [takeAll]);
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.rules).toContain('CTL-ZONES-FOR-ALL');
    expect(a.links[0]!.illegalReason).toContain('3只');
  });
  it('[CTL-ZONES-FOR-ALL] the other side: three free zones for three monsters — activated, all three taken', () => {
    const a = judgeWith('{回合:A 阶段:主要1 A场:青眼白龙,青眼白龙 A手:测试用全体夺取 B场:黑魔术师,黑魔术师,黑魔术师} C1 A:测试用全体夺取', [takeAll]);
    expect(a.links[0]!.legal).toBe(true);
    expect(taken(a)).toEqual(['黑魔术师', '黑魔术师', '黑魔术师']);
  });
  it('[CTL-ZONES-FOR-ALL] the opponent\'s field not listed: the monsters it would take are unknown, it is not judged', () => {
    const a = judgeWith('{回合:A 阶段:主要1 A场:青眼白龙,青眼白龙,青眼白龙,青眼白龙,青眼白龙 A手:测试用全体夺取} C1 A:测试用全体夺取', [takeAll]);
    expect(a.links[0]!.rules).not.toContain('CTL-ZONES-FOR-ALL');
  });
});

describe.skipIf(!haveCards)('[CTL-ZONES-FOR-ALL] 凭依的血魂', () => {
  it('[CTL-ZONES-FOR-ALL] the zone its own tribute empties is counted: one other monster (3 free + its own) against four Level 3 or lower — activated', () => {
    const a = askCdb(`{回合:A 阶段:主要1 A场:凭依的血魂,青眼白龙 ${FOUR_LOW}} C1 A:凭依的血魂`);
    expect(a.links[0]!.legal).toBe(true);
    expect(taken(a)).toHaveLength(4);
  });
  it('[CTL-ZONES-FOR-ALL] a monster its filter does not take (Level 4 or higher) needs no zone', () => {
    const a = askCdb(`{回合:A 阶段:主要1 A场:凭依的血魂,青眼白龙 ${FOUR_LOW},黑魔术师} C1 A:凭依的血魂`);
    expect(a.links[0]!.legal).toBe(true);
    expect(taken(a)).not.toContain('黑魔术师');
  });
  it('[CTL-ZONES-FOR-ALL] fewer zones left at resolution (活死人的呼声 chained): three taken, the fourth destroyed by rule (CH-CONTROL-NO-ZONE)', () => {
    const a = askCdb(`{回合:A 阶段:主要1 A场:凭依的血魂,青眼白龙,活死人的呼声(盖) A墓:黑魔术师 ${FOUR_LOW}} C1 A:凭依的血魂 C2 A:活死人的呼声 → 黑魔术师`);
    expect(taken(a)).toHaveLength(3);
    expect(a.events.filter((e) => e.type === 'destroyed' && e.link === 1 && e.cause === 'rule').flatMap((e) => e.cards)).toHaveLength(1);
    expect(a.links[0]!.rules).toContain('CH-CONTROL-NO-ZONE');
  });
});
