// CH-COPY-EVENT-TIMING (issue 16): an ignition effect that applies a Spell's effect as its own (a cost copy, 「这个效果变成和那张魔法卡
// 发动时的效果相同」) is never activated at the moment an event happens, so it cannot copy a Spell whose card activation waits for one
// (「…攻击宣言时才能发动」, the compiler's `waitsFor`): that effect applies as it should only then. Rules reference docs/c03/复制.rst:181.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const ANACONDA = (deck: string, note: string) => `{回合:A 阶段:主要1 A场:捕食植物 青锁龙森蚺 A卡组:${deck} B场:青眼究极龙(融合召唤)} C1 A:捕食植物 青锁龙森蚺②${note}`;

describe.skipIf(!haveCards)('an ignition copy of an event-timed Spell (CH-COPY-EVENT-TIMING)', () => {
  it('[CH-COPY-EVENT-TIMING] 捕食植物 青锁龙森蚺② cannot send 决斗融合 (activated only at an attack declaration) for its cost — named in the note or the only card that fits — and the reason says so', () => {
    for (const note of ['[cost:送墓 决斗融合]', '']) {
      const l = askCdb(ANACONDA('决斗融合', note)).links[0]!;
      expect(l.legal).toBe(false);
      expect(l.rules).toContain('CH-COPY-EVENT-TIMING');
      expect(l.illegalReason).toContain('决斗融合');
    }
  });
  it('[CH-COPY-EVENT-TIMING] a 「融合」 Spell with no such timing may still be sent and copied: 融合解除 (a Quick-Play Spell) targeting the opponent\'s Fusion Monster, 融合', () => {
    expect(askCdb(ANACONDA('融合解除', '[cost:送墓 融合解除]→B:青眼究极龙')).links[0]!.legal).toBe(true);
    expect(askCdb(ANACONDA('决斗融合,融合', '[cost:送墓 融合]')).links[0]!.legal).toBe(true);
  });
});
