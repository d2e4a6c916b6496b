// SIT-SUMMON-BY-CARD-WHO and SIT-NORMAL-SUMMON-BY-NOTE (test/RULES.md): `特殊召唤 X [由 Y]` says who activated Y (and so summons and
// controls X) and who owns X; `特殊召唤 B:X [由 死者苏生]` in A's turn is B's own 死者苏生, which B cannot activate then — warned, with
// how to write A's. `召唤 X [由 Y]` was kept as an unread remark and answered as a plain Normal Summon; now it is refused with what to
// write (`C1 A:Y [召唤 X]`).
import { describe, expect, it } from 'vitest';
import { createJudge } from '../../src/judge.js';
import type { ChainAnswer, ErrorAnswer } from '../../src/answer/types.js';

const judge = createJudge({});

function ask(input: string, lang: 'zh-CN' | 'en' = 'zh-CN'): ChainAnswer {
  const a = judge.chain(input, { lang });
  if (!a.ok) throw new Error(`${input}: ${a.error.message}`);
  return a;
}

describe('a Special Summon by a card: who summons, controls and owns', () => {
  it('[SIT-SUMMON-BY-CARD-WHO] A\'s 死者苏生 on B\'s monster: A summons and controls it, B owns it — said in the assumptions', () => {
    const a = ask('{回合:A 阶段:主要1 B墓:青眼白龙} 特殊召唤 青眼白龙 [由 死者苏生]');
    expect(a.assumptions.join('\n')).toMatch(/「青眼白龙」由 A 发动的「死者苏生」的效果特殊召唤：召唤的是 A，在 A 的场上由 A 控制，所有者是 B/);
    expect(a.warnings.join('\n')).not.toMatch(/不能在 A 的回合发动/);
    const en = ask('{回合:A 阶段:主要1 B墓:青眼白龙} 特殊召唤 青眼白龙 [由 死者苏生]', 'en');
    expect(en.assumptions.join('\n')).toMatch(/activated by A: A summons it, onto A's field, under A's control; its owner is B/);
  });

  it('[SIT-SUMMON-BY-CARD-WHO] `特殊召唤 B:X [由 死者苏生]` in A\'s turn is B\'s 死者苏生: the answer says so and warns B cannot activate that Spell in A\'s turn', () => {
    const a = ask('{回合:A 阶段:主要1 B墓:青眼白龙} 特殊召唤 B:青眼白龙 [由 死者苏生]');
    expect(a.assumptions.join('\n')).toMatch(/召唤的是 B.*所有者是 B。（写了 B:，读作 B 自己的「死者苏生」；.*特殊召唤 青眼白龙 \[由 死者苏生\]/);
    expect(a.warnings.join('\n')).toMatch(/B 不能在 A 的回合发动「死者苏生」/);
    // In B's own turn: no warning.
    expect(ask('{回合:B 阶段:主要1 B墓:青眼白龙} 特殊召唤 B:青眼白龙 [由 死者苏生]').warnings.join('\n')).not.toMatch(/不能在/);
  });
});

describe('a Normal Summon by a card', () => {
  it('[SIT-NORMAL-SUMMON-BY-NOTE] `召唤 X [由 Y]` is refused with what to write, in both languages', () => {
    const zh = judge.chain('{回合:A 阶段:主要1 A手:三眼怪} 召唤 三眼怪 [由 二重召唤]', { lang: 'zh-CN' }) as ErrorAnswer;
    expect(zh.ok).toBe(false);
    expect(zh.error.message).toContain('请写成连锁块');
    expect(zh.error.message).toContain('C1 A:二重召唤 [召唤 三眼怪]');
    const en = judge.chain('{回合:A 阶段:主要1 A手:三眼怪} 召唤 三眼怪 [由 二重召唤]', { lang: 'en' }) as ErrorAnswer;
    expect(en.ok).toBe(false);
    expect(en.error.message).toContain('write it as a chain link');
    expect(en.error.message).toContain('remove [由 二重召唤]');
    // Without the note, the Normal Summon is answered as before.
    expect(judge.chain('{回合:A 阶段:主要1 A手:三眼怪} 召唤 三眼怪', { lang: 'zh-CN' }).ok).toBe(true);
  });
});
