// s51: two more 『表示形式不能变更』 wordings read from card text — the older 「不能改变表示形式」 of a continuous lock (重力之斧-咆哮), and
// 「这个效果变成守备表示的怪兽不能把表示形式变更」 after a change of every monster a filter finds (占术姬 花瓣精灵). Before, both were kept as unread
// notes and the player's change of battle position was made.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const changed = (a: ChainAnswer) => a.events.filter((e) => e.type === 'position-changed').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('more position locks read from card text', () => {
  it('[CH-POSITION-LOCK-FIELD] 重力之斧-咆哮 「只要这张卡在场上存在，对方场上的怪兽不能改变表示形式」: B\'s change of 青眼白龙 is refused, naming the card; with its effects negated, made', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:重力之斧-咆哮(装备:黑魔术师),黑魔术师 B场:青眼白龙} 表示形式变更 青眼白龙');
    expect(changed(a)).toEqual([]);
    expect(a.warnings.join('')).toContain('「重力之斧-咆哮」在场上表侧表示存在的期间');
    expect(changed(askCdb('{回合:B 阶段:主要1 A场:重力之斧-咆哮(装备:黑魔术师,效果无效),黑魔术师 B场:青眼白龙} 表示形式变更 青眼白龙'))).toEqual(['青眼白龙']);
  });
  it('[CH-POSITION-LOCK-LEFT] 占术姬 花瓣精灵 「这个效果变成守备表示的怪兽不能把表示形式变更」: 青眼白龙, changed by it, may not change back this turn; 三眼怪, already in Defense Position, may', () => {
    const base = '{回合:B 阶段:主要1 B场:青眼白龙,三眼怪(守) A场:占术姬 花瓣精灵(盖)} C1 A:占术姬 花瓣精灵 然后 表示形式变更';
    const locked = askCdb(`${base} 青眼白龙`);
    expect(changed(locked)).toEqual([]);
    expect(locked.warnings.join('')).toContain('「占术姬 花瓣精灵」的效果让它不能按规则变更表示形式');
    expect(changed(askCdb(`${base} 三眼怪`))).toContain('三眼怪');
  });
});
