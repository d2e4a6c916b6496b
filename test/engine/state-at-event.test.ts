// WIN-STATE-AT-EVENT (issue 16, rules reference docs/c03/诱发类效果.rst:404–407): a trigger written
// 「○○存在的状态，xx的场合」 needs the state at the moment of its event; whether it still holds once the chain is over does not
// matter, and a state that only came later in the chain does not meet it. The compiler marks such board conditions `atEvent`.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';
import { textCard } from '../../src/cards/curated/dsl.js';

skipMessage('WIN-STATE-AT-EVENT', CARDS_DB);

const named = (a: ChainAnswer, name: string) => a.window.triggers.filter((t) => t.card.name === name);

describe.skipIf(!haveCards)('WIN-STATE-AT-EVENT', () => {
  it('[WIN-STATE-AT-EVENT] a 北极天熊 monster summoned while another was on the field, that other destroyed later in the chain: its ② is offered after the chain, read at the summon', () => {
    const a = askCdb('{回合:B A场:北极天熊-大灰熊 A手:北极天熊-大灰熊 B场:雷破(盖) B手:三眼怪} C1 B:雷破→北极天熊-大灰熊 [cost:丢弃 三眼怪] C2 A:北极天熊-大灰熊①');
    const t = named(a, '北极天熊-大灰熊');
    expect(t).toHaveLength(1);
    expect(t[0]!.rules).toContain('WIN-STATE-AT-EVENT');
  });
  it('[WIN-STATE-AT-EVENT] the other side: with no other 北极天熊 monster at the summon it is not offered — not even when one arrives later in the chain (only the later one, summoned beside it, is)', () => {
    expect(named(askCdb('{回合:B A场:三眼怪 A手:北极天熊-大灰熊 B场:雷破(盖) B手:三眼怪} C1 B:雷破→三眼怪 [cost:丢弃 三眼怪] C2 A:北极天熊-大灰熊①'), '北极天熊-大灰熊')).toHaveLength(0);
    const late = askCdb('{回合:A A墓:北极天熊-大灰熊 A手:北极天熊-大灰熊 A场:活死人的呼声(盖) B场:强欲之瓶(盖)} C1 A:活死人的呼声→北极天熊-大灰熊 C2 B:强欲之瓶 C3 A:北极天熊-大灰熊①');
    expect(named(late, '北极天熊-大灰熊')).toHaveLength(1);
  });
  it('[WIN-STATE-AT-EVENT] the compiler marks only a state that is not the card’s own: 「自己场上有其他的「X」怪兽存在的状态，这张卡特殊召唤的场合」 is read at the event; 「这张卡已在怪兽区域存在的状态，…」 and 「…的场合，若…存在」 are not', () => {
    const at = textCard({ id: 1, name: '测试卡', type: 'monster effect', level: 4, atk: 1000, def: 1000, race: '兽族', attribute: '水', text: '①：自己场上有其他的「测试」怪兽存在的状态，这张卡特殊召唤的场合才能发动。自己从卡组抽1张。' });
    expect(at.effects.find((e) => e.n === 1)?.condition).toEqual([expect.objectContaining({ is: 'exists', atEvent: true })]);
    const after = textCard({ id: 2, name: '测试卡二', type: 'monster effect', level: 4, atk: 1000, def: 1000, race: '兽族', attribute: '水', text: '①：这张卡特殊召唤的场合，自己场上有其他的「测试」怪兽存在的场合才能发动。自己从卡组抽1张。' });
    expect(JSON.stringify(after.effects)).not.toContain('atEvent');
  });
});
