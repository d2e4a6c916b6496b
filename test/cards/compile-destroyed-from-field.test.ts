// The compiler reads 「自己的陷阱卡被对方控制的卡的效果破坏，从场地送去墓地时」 (猛吹雪; 突风 with 魔法卡) as one move: that card of mine
// on the field destroyed by the opponent's effect and sent from there to the GY — not as any card sent to the GY.
import { describe, expect, it } from 'vitest';
import { askCdb as chain, haveCards } from './data.js';

const offered = (input: string) => chain(input).window.triggers.map((x) => x.card.name);

describe.skipIf(!haveCards)('「…被对方控制的卡的效果破坏，从场地送去墓地时」', () => {
  it('a Set Trap destroyed by the opponent’s 旋风 offers 猛吹雪, not 突风; a Set Spell offers 突风', () => {
    expect(offered('{回合:B 阶段:主要1 A场:落穴(盖),猛吹雪(盖) B场:旋风(盖)} C1 B:旋风→落穴')).toContain('猛吹雪');
    expect(offered('{回合:B 阶段:主要1 A场:落穴(盖),突风(盖) B场:旋风(盖)} C1 B:旋风→落穴')).not.toContain('突风');
    expect(offered('{回合:B 阶段:主要1 A场:强欲之壶(盖),突风(盖) B场:旋风(盖)} C1 B:旋风→强欲之壶')).toContain('突风');
  });
  it('my own 旋风 destroying my Set Trap, or a Trap sent to the GY without being destroyed, does not offer 猛吹雪', () => {
    expect(offered('{回合:A 阶段:主要1 A场:落穴(盖),猛吹雪(盖),旋风(盖)} C1 A:旋风→落穴')).not.toContain('猛吹雪');
    expect(offered('{回合:B 阶段:主要1 A场:落穴(盖),猛吹雪(盖)} 送墓 落穴 (效果)')).not.toContain('猛吹雪');
  });
});
