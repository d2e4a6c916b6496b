// CH-POSITION-LOCK-BATTLED (s52): 电气啄木鸟 「和这张卡进行过战斗的怪兽不能把表示形式变更」 — which monster battled it is a fact of the situation,
// written `(已战斗:电气啄木鸟)` (also `(和电气啄木鸟战斗过)`). Before, there was no way to say it: the lock was only said unread and the change
// of position was made.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const changed = (a: ChainAnswer) => a.events.filter((e) => e.type === 'position-changed').flatMap((e) => e.cards.map((c) => c.name));
const flipSummoned = (a: ChainAnswer) => a.events.filter((e) => e.type === 'flip-summoned').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('a lock on the monsters a card battled', () => {
  it('[CH-POSITION-LOCK-BATTLED] 青眼白龙(已战斗:电气啄木鸟): its change of position is refused, naming 电气啄木鸟 — whether or not 电气啄木鸟 is still on the field', () => {
    const here = askCdb('{回合:B 阶段:主要2 A场:电气啄木鸟 B场:青眼白龙(已战斗:电气啄木鸟)} 表示形式变更 青眼白龙');
    expect(changed(here)).toEqual([]);
    expect(here.warnings.join('')).toContain('它和「电气啄木鸟」战斗过');
    expect(changed(askCdb('{回合:B 阶段:主要1 B场:青眼白龙(和电气啄木鸟战斗过)} 表示形式变更 青眼白龙'))).toEqual([]);
  });
  it('[CH-POSITION-LOCK-BATTLED] the other sides: a monster that battled another card, or banished and back since, changes; not written, the answer says how to write it', () => {
    expect(changed(askCdb('{回合:B 阶段:主要1 B场:青眼白龙(已战斗:黑魔术师)} 表示形式变更 青眼白龙'))).toEqual(['青眼白龙']);
    expect(changed(askCdb('{回合:B 阶段:主要1 B场:青眼白龙(已战斗:电气啄木鸟,一时除外)} 表示形式变更 青眼白龙'))).toEqual(['青眼白龙']);
    expect(flipSummoned(askCdb('{回合:B 阶段:主要1 B场:青眼白龙(已战斗:电气啄木鸟,变里侧)} 反转召唤 青眼白龙'))).toEqual(['青眼白龙']);
    const silent = askCdb('{回合:B 阶段:主要1 A场:电气啄木鸟 B场:青眼白龙} 表示形式变更 青眼白龙');
    expect(changed(silent)).toEqual(['青眼白龙']);
    expect(silent.assumptions.join('')).toContain('青眼白龙(已战斗:电气啄木鸟)');
  });
  it('[CH-POSITION-LOCK-BATTLED] `已战斗:` with no monster named is an error that says what to write', () => {
    const a = cdbJudge().chain('{回合:B 阶段:主要1 B场:青眼白龙(已战斗:)} 表示形式变更 青眼白龙', { lang: 'zh-CN' });
    expect(a.ok).toBe(false);
    if (!a.ok) expect(a.error.message).toContain('已战斗:电气啄木鸟');
  });
  it('[CH-POSITION-LOCK-BATTLED] 蜘蛛的领域(对象:究极昆虫 LV3): the opponent\'s monster that battled the chosen monster cannot change position while it stands', () => {
    const a = askCdb('{回合:B 阶段:主要2 A场:蜘蛛的领域(对象:究极昆虫 LV3),究极昆虫 LV3 B场:青眼白龙(已战斗:究极昆虫 LV3)} 表示形式变更 青眼白龙');
    expect(changed(a)).toEqual([]);
    expect(a.warnings.join('')).toContain('「蜘蛛的领域」选择的「究极昆虫 LV3」战斗过');
  });
  it('[CH-POSITION-LOCK-BATTLED] the other sides: 蜘蛛的领域 face-down, or the monster battled another one — the change is made', () => {
    expect(changed(askCdb('{回合:B 阶段:主要2 A场:蜘蛛的领域(盖),究极昆虫 LV3 B场:青眼白龙(已战斗:究极昆虫 LV3)} 表示形式变更 青眼白龙'))).toEqual(['青眼白龙']);
    expect(changed(askCdb('{回合:B 阶段:主要2 A场:蜘蛛的领域(对象:究极昆虫 LV3),究极昆虫 LV3,黑魔术师 B场:青眼白龙(已战斗:黑魔术师)} 表示形式变更 青眼白龙'))).toEqual(['青眼白龙']);
  });
  // Before, the 「not written」 note was said also of the lock card's controller's own monster, which such a lock never covers.
  it('[CH-POSITION-LOCK-BATTLED] the controller\'s own monster changes with no word of the lock; the opponent\'s still gets it', () => {
    for (const lock of ['电气啄木鸟', '蜘蛛的领域']) {
      const own = askCdb(`{回合:A 阶段:主要1 A场:${lock},青眼白龙} 表示形式变更 青眼白龙`);
      expect(changed(own)).toEqual(['青眼白龙']);
      expect(own.assumptions.join('')).not.toContain(`「${lock}」的效果`);
      const theirs = askCdb(`{回合:B 阶段:主要1 A场:${lock} B场:青眼白龙} 表示形式变更 青眼白龙`);
      expect(changed(theirs)).toEqual(['青眼白龙']);
      expect(theirs.assumptions.join('')).toContain(`「${lock}」的效果`);
    }
  });
});
