// WIN-DESTROYED-AS-SPELL-TRAP (rules reference docs/c03/特定效果的处理方法.rst:826): the other side of WIN-DESTROYED-THEN-SENT — a
// trigger on 「自己的魔法／陷阱卡被对方破坏，从场地送去墓地」 wants a Spell/Trap where it was destroyed: a trap monster destroyed in the
// Monster Zone was a monster there. 突风 (a Spell destroyed) and 猛吹雪 (a Trap destroyed) for the wording; 机壳的冻结 as the trap monster.
import { describe, expect, it } from 'vitest';
import { askCdb as chain, haveCards } from '../cards/data.js';

const offered = (input: string) => chain(input).window.triggers.map((x) => x.card.name);

describe.skipIf(!haveCards)('destroyed from the field as a Spell/Trap', () => {
  it('[WIN-DESTROYED-AS-SPELL-TRAP] a trap monster the opponent’s 黑洞 destroys was a monster there: 猛吹雪 is not offered; a Set Trap destroyed by the opponent’s 旋风 offers it, and 突风 waits for a Spell', () => {
    expect(offered('{回合:B 阶段:主要1 A场:机壳的冻结(当作怪兽),猛吹雪(盖)} C1 B:黑洞')).not.toContain('猛吹雪');
    expect(offered('{回合:B 阶段:主要1 A场:落穴(盖),猛吹雪(盖) B场:旋风(盖)} C1 B:旋风→落穴')).toContain('猛吹雪');
    expect(offered('{回合:B 阶段:主要1 A场:强欲之壶(盖),突风(盖) B场:旋风(盖)} C1 B:旋风→强欲之壶')).toContain('突风');
    expect(offered('{回合:B 阶段:主要1 A场:落穴(盖),突风(盖) B场:旋风(盖)} C1 B:旋风→落穴')).not.toContain('突风');
  });
  it('[WIN-DESTROYED-AS-SPELL-TRAP] 「被对方控制的卡的效果」: my own 旋风 destroying my Set Trap, or a Trap sent to the GY without being destroyed, does not offer 猛吹雪', () => {
    expect(offered('{回合:A 阶段:主要1 A场:落穴(盖),猛吹雪(盖),旋风(盖)} C1 A:旋风→落穴')).not.toContain('猛吹雪');
    expect(offered('{回合:B 阶段:主要1 A场:落穴(盖),猛吹雪(盖)} 送墓 落穴 (效果)')).not.toContain('猛吹雪');
  });
});
