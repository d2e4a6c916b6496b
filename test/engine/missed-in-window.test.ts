// s58 (winorder2): an optional 「…时」 trigger the window a chain is started in says missed its timing (WIN-MISS-WHEN) is not a link of
// that chain — refused with the window's own reason (rules reference docs/c03/诱发类效果.rst:265, :279), after an action written before
// the chain as after a chain (SIT-THEN-CHAIN). Before, such a link was accepted as a trigger whose condition is assumed met
// (「假定它的诱发条件刚刚满足」) and resolved. Imported cards from cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';

// 魔知青蛙's current text: 「这张卡从场上送去墓地时，可以…」 — an optional 「…时」 trigger. Tributed, the summon comes after it: it misses.
const tribute = '{回合:A 阶段:主要1 A手:青眼白龙 A场:三眼怪,魔知青蛙 B场:旋风(盖),魔法筒(盖)} 上级召唤 青眼白龙 解放 三眼怪,魔知青蛙';

describe.skipIf(!haveCards)('a trigger that missed its timing in the window the chain was started in', () => {
  it('[WIN-MISS-WHEN] the tributed 魔知青蛙 written as a link after the Tribute Summon is refused: it missed its timing (WIN-MISS-TRIBUTE), not assumed met', () => {
    const a = askCdb(`${tribute} C1 A:魔知青蛙`);
    expect(a.links.map((l) => [l.legal, l.outcome])).toEqual([[false, 'illegal']]);
    expect(a.links[0]!.rules).toEqual(expect.arrayContaining(['WIN-MISS-WHEN', 'WIN-MISS-TRIBUTE']));
    expect(a.links[0]!.illegalReason).toMatch(/^C1「魔知青蛙」是「…时」的选发诱发效果，它的条件在连锁之前写出的动作中满足，已经错过时点：条件在上级召唤的解放时满足.*错过时点的效果不能发动/);
    expect(a.assumptions.join('\n')).not.toMatch(/魔知青蛙」是诱发效果：假定它的诱发条件刚刚满足/);
    // After the mandatory 三眼怪 (in its place), in B's turn alike.
    const theirs = askCdb('{回合:B 阶段:主要1 B手:青眼白龙 B场:三眼怪,魔知青蛙 A场:旋风(盖)} 上级召唤 青眼白龙 解放 三眼怪,魔知青蛙 C1 B:三眼怪 C2 B:魔知青蛙');
    expect(theirs.links.map((l) => l.legal)).toEqual([true, false]);
    const en = cdbJudge().chain(`${tribute} C1 A:三眼怪 C2 A:魔知青蛙`, { lang: 'en' });
    if (!en.ok) throw new Error('refused');
    expect(en.links[1]!.illegalReason).toMatch(/^Chain Link 2 \(.+\) is an optional "when" trigger that missed its timing where the action written before the chain met its condition\. Its condition was met by the tribute/);
  });

  it('[WIN-MISS-WHEN] the same after a chain: destroyed by a later link whose resolution went on, 魔知青蛙 is refused in the next chain; a mandatory trigger met there is not', () => {
    const chain = '{回合:B 阶段:主要1 A场:破坏轮(盖) B场:魔知青蛙,三眼怪} C1 B:强欲之壶 C2 A:破坏轮→';
    const frog = askCdb(`${chain}魔知青蛙 然后 C1 B:魔知青蛙`);
    expect(frog.links.map((l) => l.legal)).toEqual([false]);
    expect(frog.links[0]!.illegalReason).toMatch(/它的条件在前一个连锁中满足，已经错过时点：条件满足之后，C2「破坏轮」的处理还有后续/);
    expect(askCdb(`${chain}三眼怪 然后 C1 B:三眼怪`).links.map((l) => l.legal)).toEqual([true]);
  });

  it('[WIN-MISS-WHEN] an optional 「…时」 trigger met by the action as the last thing to happen did not miss: legal (魔知青蛙 destroyed by an effect)', () => {
    expect(askCdb('{回合:A 阶段:主要1 A场:魔知青蛙 B场:旋风(盖)} 破坏 魔知青蛙 (效果) C1 A:魔知青蛙').links.map((l) => l.legal)).toEqual([true]);
  });
});
