// CH-ATTACK-BOUND: an attack rule a card states of the monster it keeps targeting (持续取对象, CT-BOND: 「只要这张卡在魔法与陷阱区域存在，
// 那只表侧表示怪兽…不能向对方直接攻击」) binds that monster while the card keeps it targeted — so an effect that lets a monster attack
// directly cannot be applied to it (CH-ATTACK-GRANT; rules reference docs/c03/战斗阶段流程.rst:33–37). Cards written as text (textCard).
import { describe, expect, it } from 'vitest';
import { textCard } from '../../src/cards/curated/dsl.js';
import { judgeWith } from './build.js';

const ward = textCard({ id: 99161404, name: '测试用守护结界', type: 'trap continuous', text: '以场上1只表侧攻击表示怪兽为对象才能把这张卡发动。①：只要这张卡在魔法与陷阱区域存在，那只表侧表示怪兽不会被战斗破坏，不能向对方直接攻击。' });
const leap = textCard({ id: 99161405, name: '测试用突袭令', type: 'spell', text: '①：以自己场上1只表侧表示怪兽为对象才能发动。这个回合，那只怪兽可以直接攻击。' });
const legalOf = (input: string) => judgeWith(input, [ward, leap]).links[0]!.legal;

describe('an attack rule on the monster a card keeps targeting', () => {
  it('[CH-ATTACK-BOUND] the compiler reads 「那只表侧表示怪兽…不能向对方直接攻击」 as a rule on the bound monster', () => {
    expect(ward.effects.flatMap((e) => e.attackRules ?? [])).toContainEqual({ kind: 'no-direct', of: 'bound' });
  });
  it('[CH-ATTACK-BOUND] the monster it keeps targeting cannot be given a direct attack; another monster, or the same with no bond stated, can', () => {
    expect(legalOf('{回合:A 阶段:主要1 A场:三眼怪,测试用守护结界(对象:三眼怪)} C1 A:测试用突袭令→三眼怪')).toBe(false);
    expect(judgeWith('{回合:A 阶段:主要1 A场:三眼怪,测试用守护结界(对象:三眼怪)} C1 A:测试用突袭令→三眼怪', [ward, leap]).links[0]!.rules).toEqual(expect.arrayContaining(['CH-ATTACK-GRANT', 'CH-ATTACK-BOUND']));
    expect(legalOf('{回合:A 阶段:主要1 A场:三眼怪,黑魔术师,测试用守护结界(对象:三眼怪)} C1 A:测试用突袭令→黑魔术师')).toBe(true);
    expect(legalOf('{回合:A 阶段:主要1 A场:三眼怪,测试用守护结界} C1 A:测试用突袭令→三眼怪')).toBe(true);
  });
});
