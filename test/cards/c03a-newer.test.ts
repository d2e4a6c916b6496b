// The newer-than-cdb cards of src/cards/curated/newer/c03a-*.ts: their facts must be what the card does in the rulings that use
// them (docs/c03/战斗阶段流程.rst, 复制.rst, 里侧·一时除外.rst), and every one is recorded as newer than the database.
import { describe, expect, it } from 'vitest';
import { c03aNewerCards, c03aNewerThanCdb } from '../../src/cards/curated/newer/c03a-index.js';
import { lookup } from './newer-lookup.js';

const { effect } = lookup(c03aNewerCards);

describe('c03a newer cards', () => {
  it('every card is recorded as newer than the database', () => {
    expect(Object.keys(c03aNewerThanCdb).map(Number).sort()).toEqual(c03aNewerCards.map((c) => c.id).sort());
  });
  it('权威者·许珀里翁②: the battle damage its controller takes from its own Fairies’ battles is also taken by the opponent (read from text)', () => {
    expect(effect('权威者·许珀里翁', 2).battleDamage).toEqual([{ op: 'also-opponent', receiver: 'self', of: 'filter', filter: expect.objectContaining({ race: '天使族' }) }]);
  });
  it('圣蓟花①: the battle damage its controller takes from its battles goes to the opponent (read from text)', () => {
    expect(effect('圣蓟花', 1).battleDamage).toEqual([expect.objectContaining({ op: 'to-opponent', receiver: 'self', of: 'self' })]);
  });
  it('背信圣徒 森恶狼母①: doubles only the damage one of its controller’s monsters deals', () => {
    expect(effect('背信圣徒 森恶狼母', 1).battleDamage).toEqual([expect.objectContaining({ op: 'double', receiver: 'opponent', sourceOnly: true })]);
  });
  it('救祓少女阿门武装 asks for an opponent’s monster Special Summoned from the GY; 混沌创世神① for itself Special Summoned from the hand', () => {
    expect(effect('救祓少女阿门武装', 1).condition).toEqual([{ is: 'exists', filter: expect.objectContaining({ side: 'opponent', summonedFrom: 'gy' }) }]);
    expect(effect('混沌创世神', 1).condition).toEqual([{ is: 'exists', filter: expect.objectContaining({ self: true, summonedFrom: 'hand' }) }]);
  });
  it('武器呼唤 is one a turn', () => {
    expect(effect('武器呼唤', 1).oncePerTurn).toBe('hard');
  });
  it('噩梦之苦痛: the opponent must attack its controller’s 「于贝尔」 monsters; 白之轮回② gives its target one more attack (read from text)', () => {
    expect(effect('噩梦之苦痛', 1).attackRules).toEqual([{ kind: 'must', of: 'filter', filter: expect.objectContaining({ archetype: '于贝尔', side: 'self' }) }]);
    expect(effect('白之轮回', 2).grantsAttack).toEqual({ what: 'targets', oneMore: true });
  });
  it('拉比林斯迷宫连环阵 copies the Normal Trap it answers; 破洞露蒂亚之虫惑魔 becomes a monster, so no copy applies it (read from text)', () => {
    expect(effect('拉比林斯迷宫连环阵', 1).copies).toBe('answered');
    expect(effect('破洞露蒂亚之虫惑魔', 1).notCopyable).toBe('becomes-monster');
  });
  it('时间潜行者考勤机蝶① moves its controller’s damage for the turn (read from text); 讴歌死亡的魔瞳 doubles its monsters’ damage as the source; 恐啡肽狂龙无伤 sets its controller’s damage to half the LP', () => {
    expect(effect('时间潜行者考勤机蝶', 1).battleDamage).toEqual([expect.objectContaining({ op: 'to-opponent', receiver: 'self', of: 'any' })]);
    expect(effect('讴歌死亡的魔瞳', 1).battleDamage).toEqual([expect.objectContaining({ op: 'double', sourceOnly: true, when: 'vs-monster' })]);
    expect(effect('恐啡肽狂龙无伤', 1).battleDamage).toEqual([{ op: 'set', halfLp: true, receiver: 'self', of: 'any' }]);
  });
  it('捕食植物 青锁龙森蚺② copies the Spell its cost sends (read from text)', () => {
    expect(effect('捕食植物 青锁龙森蚺', 2).copies).toBe('cost');
  });
  it('融合复制 copies its GY target; 恐啡肽狂龙逆转 the Counter Trap its cost banishes (read from text)', () => {
    expect(effect('融合复制', 1).copies).toBe('target');
    expect(effect('恐啡肽狂龙逆转', 1).copies).toBe('cost');
  });
  it('同盟运输车① equips a monster to its target, not only to itself (read from text)', () => {
    const e = effect('同盟运输车', 1);
    expect(e.targets).toBeTruthy();
    expect(e.does.some((a) => a.do === 'equip')).toBe(true);
  });
});
