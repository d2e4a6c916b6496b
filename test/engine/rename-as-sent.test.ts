// CH-RENAME-AS-SENT (rules reference docs/c03/装备卡.rst:34): 「…直到结束阶段当作和这个效果送去墓地的怪兽同名卡使用」 — as the step resolves,
// the target still face-up in the Monster Zone (or the card itself: 「这张卡当作…」) takes the name of the monster the link sent to the
// GY, for the turn. Names are read anew at once: an Equip Spell whose rule line names the old name is no longer correct and is destroyed
// by rule (CH-EQUIP-INCORRECT), and its 「这张卡从场上离开时，装备怪兽破坏」 does not apply. The reference's cards are 英雄假面 and
// 电脑增幅器; here also another target, a target turned face-down first, and 水晶蔷薇 renaming itself. cards.cdb.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('the rename as the sent monster', CARDS_DB);

const destroyed = (a: ChainAnswer) => a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => `${c.name}:${e.cause}`));

describe('[CH-RENAME-AS-SENT] reading the rename', () => {
  it('[CH-RENAME-AS-SENT] the target’s, or the card’s own, name taken from the monster sent (by the step or for the activation) is read; another 「同名卡使用」 is not this', () => {
    const step = (text: string, type = { kind: 'spell' as const, subtypes: [] }) => compileEffects(text, type).flatMap((e) => e.does).find((a) => a.do === 'change-name');
    expect(step('①：以自己场上1只表侧表示怪兽为对象才能发动。从卡组把1只「元素英雄」怪兽送去墓地，作为对象的自己的表侧表示怪兽直到结束阶段当作和这个效果送去墓地的怪兽同名卡使用。')).toMatchObject({ what: 'targets', nameFrom: 'sent', duration: 'turn' });
    expect(step('①：把手卡1只怪兽送去墓地才能发动。直到结束阶段，这张卡当作和为这个效果发动而送去墓地的怪兽同名卡使用。', { kind: 'monster' as const, subtypes: ['effect'] } as never)).toMatchObject({ what: 'self', nameFrom: 'sent' });
    expect(step('①：这张卡的卡名只要在场上存在当作「青眼白龙」使用。', { kind: 'monster' as const, subtypes: ['effect'] } as never)?.nameFrom).toBeUndefined();
  });
});

describe.skipIf(!haveCards)('[CH-RENAME-AS-SENT] the rename on the board', () => {
  it('[CH-RENAME-AS-SENT] 英雄假面 on 人造人-念力震慑者: it is 元素英雄 新宇侠 until the End Phase — 电脑增幅器 (「人造人-念力震慑者」才能装备) is destroyed by rule and the monster stays; the answer says the new name', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:人造人-念力震慑者,电脑增幅器(装备:人造人-念力震慑者) A卡组:元素英雄 新宇侠} C1 A:英雄假面→人造人-念力震慑者');
    expect(destroyed(a)).toEqual(['电脑增幅器:rule']);
    expect(a.links[0]!.rules).toContain('CH-RENAME-AS-SENT');
    expect(JSON.stringify(a.links[0]!.reason)).toContain('元素英雄 新宇侠');
  });
  it('[CH-RENAME-AS-SENT] the other side: another monster renamed leaves 电脑增幅器 alone; a target turned face-down in the chain is not renamed (the monster is still sent)', () => {
    const other = askCdb('{回合:A 阶段:主要1 A场:人造人-念力震慑者,电脑增幅器(装备:人造人-念力震慑者),三眼怪 A卡组:元素英雄 新宇侠} C1 A:英雄假面→三眼怪');
    expect(destroyed(other)).toEqual([]);
    const down = askCdb('{回合:A 阶段:主要1 A场:三眼怪 A卡组:元素英雄 新宇侠 B场:月之书(盖)} C1 A:英雄假面→三眼怪 C2 B:月之书→三眼怪');
    expect(down.links.find((l) => l.n === 1)!.rules).not.toContain('CH-RENAME-AS-SENT');
    expect(down.events.some((e) => e.type === 'sent-to-gy' && e.cards.some((c) => c.name === '元素英雄 新宇侠'))).toBe(true);
  });
  it('[CH-RENAME-AS-SENT] 水晶蔷薇① renames itself after the 「宝石骑士」 monster it sends', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:水晶蔷薇 A卡组:宝石骑士·红榴} C1 A:水晶蔷薇①');
    expect(a.links[0]!.rules).toContain('CH-RENAME-AS-SENT');
    expect(JSON.stringify(a.links[0]!.reason)).toContain('当作「宝石骑士·红榴」使用');
  });
});
