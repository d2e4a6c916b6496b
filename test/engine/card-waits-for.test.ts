// WIN-CARD-WAITS-FOR (test/RULES.md; rules reference docs/c03/特定效果的处理方法.rst:847, docs/c03/只能有○○存在.rst:279): a Trap
// card activation timed to an event its text names (the compiled `waitsFor`, 「自己场上的怪兽被…破坏送去墓地的场合才能发动」) is
// judged at the window as an event-timed card: offered when the event happened, not otherwise.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('a card activation waiting for an event', () => {
  const offered = (input: string) => askCdb(input).window.triggers.map((t) => t.card.name);
  it('[WIN-CARD-WAITS-FOR] 激流苏生 (a WATER monster of mine destroyed by an effect and sent to the GY) is offered after 雷破 destroys 深海战士; not after it destroys a DARK monster', () => {
    expect(offered('{回合:B A场:激流苏生(盖),深海战士 B场:雷破(盖) B手:旋风} C1 B:雷破→深海战士 [cost:丢弃 旋风]')).toContain('激流苏生');
    expect(offered('{回合:B A场:激流苏生(盖),三眼怪 B场:雷破(盖) B手:旋风} C1 B:雷破→三眼怪 [cost:丢弃 旋风]')).not.toContain('激流苏生');
  });
  it('[WIN-CARD-WAITS-FOR] the window names the rule for the card it offers', () => {
    const t = askCdb('{回合:B A场:截敌蛋(盖),三眼怪 B场:雷破(盖) B手:旋风} C1 B:雷破→三眼怪 [cost:丢弃 旋风]').window.triggers.find((x) => x.card.name === '截敌蛋');
    expect(t?.rules).toContain('WIN-CARD-WAITS-FOR');
  });
  it('[WIN-CARD-WAITS-FOR] 截敌蛋 waits for a monster on its controller’s field: the opponent’s monster destroyed does not meet it', () => {
    expect(offered('{回合:B A场:截敌蛋(盖),三眼怪 B场:雷破(盖) B手:旋风} C1 B:雷破→三眼怪 [cost:丢弃 旋风]')).toContain('截敌蛋');
    expect(offered('{回合:A A场:截敌蛋(盖),雷破(盖) B场:三眼怪 A手:旋风} C1 A:雷破→三眼怪 [cost:丢弃 旋风]')).not.toContain('截敌蛋');
  });
});
