// CMP-EQUIPPED-TO-SELF-SUBJECT (s53): 甲虫装机 蜈蚣② 「这张卡在自己场上存在，给这张卡装备的卡被送去自己墓地的场合才能发动」 — its subject is a
// card equipped to 蜈蚣 (read on the board's `(装备:X)` relation where that card was just before it moved), not 蜈蚣 itself.
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from './data.js';

const monster = { kind: 'monster' as const, subtypes: ['effect' as const] };

describe('CMP-EQUIPPED-TO-SELF-SUBJECT, the reader', () => {
  it('[CMP-EQUIPPED-TO-SELF-SUBJECT] 「给这张卡装备的卡被送去自己墓地的场合」: the subject is a card equipped to this card', () => {
    const e = compileEffects('②：这张卡在自己场上存在，给这张卡装备的卡被送去自己墓地的场合才能发动。从卡组把1张「甲虫装机」卡加入手卡。', monster)[0]!;
    expect(e.trigger?.subject).toEqual({ equippedToSelf: true });
  });
});

describe.skipIf(!haveCards)('CMP-EQUIPPED-TO-SELF-SUBJECT, what a user sees', () => {
  const offered = (input: string) => askCdb(input).window.triggers.map((t) => t.card.name);
  it('[CMP-EQUIPPED-TO-SELF-SUBJECT] 大黄蜂③ sending itself (equipped to 蜈蚣) to the GY offers 蜈蚣②; equipped to another monster it does not', () => {
    expect(offered('{回合:A 阶段:主要1 A场:甲虫装机 蜈蚣,甲虫装机 大黄蜂(装备:甲虫装机 蜈蚣) B场:青眼白龙} C1 A:甲虫装机 大黄蜂→青眼白龙')).toContain('甲虫装机 蜈蚣');
    expect(offered('{回合:A 阶段:主要1 A场:甲虫装机 蜈蚣,青眼白龙,甲虫装机 大黄蜂(装备:青眼白龙) B场:青眼白龙} C1 A:甲虫装机 大黄蜂→B:青眼白龙')).not.toContain('甲虫装机 蜈蚣');
  });
});
