// WIN-CAUSE-CONTROLLER (rules reference docs/c03/诱发类效果.rst:432, :438–:439): a trigger of "this card"
// that asks who caused its event (「被对方的效果送去墓地」「被对方破坏」) reads "the opponent" from the player
// who controlled the card when the event happened, not from its owner. Cards are read from the shared
// cards.cdb (the same cards a user types).
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('the cause-controller trigger rule', CARDS_DB);

const names = (a: ChainAnswer) => a.window.triggers.map((t) => t.card.name);
const said = (a: ChainAnswer) => JSON.stringify(a.window);

describe.skipIf(!haveCards)('[WIN-CAUSE-CONTROLLER] "by the opponent" is judged from the controller when it happened', () => {
  it('[WIN-CAUSE-CONTROLLER] my monster destroyed by the opponent\'s effect while I control it: its trigger is offered', () => {
    const a = askCdb('{回合:B A场:永远的淑女 贝阿特丽切 B场:雷破(盖) B手:旋风} C1 B:雷破→永远的淑女 贝阿特丽切 [cost:丢弃 旋风]');
    expect(names(a)).toContain('永远的淑女 贝阿特丽切');
    expect(said(a)).not.toContain('WIN-CAUSE-CONTROLLER');
  });

  it('[WIN-CAUSE-CONTROLLER] the same monster taken by the opponent first (敌人控制器) and then destroyed by them: not offered, and the answer says why', () => {
    const a = askCdb('{回合:B A场:永远的淑女 贝阿特丽切 B场:雷破(盖),敌人控制器(盖),三眼怪 B手:旋风} C1 B:雷破→永远的淑女 贝阿特丽切 [cost:丢弃 旋风] C2 B:敌人控制器[●2]→永远的淑女 贝阿特丽切 [cost:解放 三眼怪]');
    expect(names(a)).not.toContain('永远的淑女 贝阿特丽切');
    expect(said(a)).toContain('看当时的控制者');
  });

  it('[WIN-CAUSE-CONTROLLER] "sent to the GY by the opponent\'s effect": taken then sent by the taker, not met; sent while mine, met', () => {
    const taken = askCdb('{回合:B A场:电子龙·新星 B场:雷破(盖),敌人控制器(盖),三眼怪 B手:旋风} C1 B:雷破→电子龙·新星 [cost:丢弃 旋风] C2 B:敌人控制器[●2]→电子龙·新星 [cost:解放 三眼怪]');
    expect(names(taken)).not.toContain('电子龙·新星');
    const mine = askCdb('{回合:B A场:电子龙·新星 B场:雷破(盖) B手:旋风} C1 B:雷破→电子龙·新星 [cost:丢弃 旋风]');
    expect(names(mine)).toContain('电子龙·新星');
  });

  it('[WIN-CAUSE-CONTROLLER] an event typed without its cause still meets the condition (nothing to judge by)', () => {
    const a = askCdb('{回合:B} 破坏 A:永远的淑女 贝阿特丽切');
    expect(names(a)).toContain('永远的淑女 贝阿特丽切');
  });

  it('[WIN-CAUSE-RULE] a card destroyed by rule (a second 「只能有1只」 copy taken by the opponent) was not destroyed "because of the opponent": its trigger is not offered; destroyed by the opponent’s effect, it is', () => {
    const names = (a: ChainAnswer) => a.window.triggers.map((x) => `${x.controller} ${x.card.name}`);
    const taken = askCdb('{回合:A A场:冰剑龙 幻冰龙 B场:冰剑龙 幻冰龙(融合召唤)} C1 A:精神操作→冰剑龙 幻冰龙');
    expect(taken.events.some((e) => e.type === 'destroyed' && e.cause === 'rule')).toBe(true);
    expect(names(taken)).not.toContain('B 冰剑龙 幻冰龙');
    expect(names(askCdb('{回合:A B场:冰剑龙 幻冰龙(融合召唤)} C1 A:黑洞'))).toContain('B 冰剑龙 幻冰龙');
  });
});


describe.skipIf(!haveCards)('destroyed by battle as an action (issue 16)', () => {
  it('[WIN-CAUSE-BY] `破坏 X (战斗)`: destroyed by battle with the other player\'s monster, so caused by that player — 「因对方从场上离开」 (冰剑龙 幻冰龙③) is met; destroyed by rule it is not', () => {
    expect(names(askCdb('{回合:B A场:冰剑龙 幻冰龙(融合召唤) B场:青眼究极龙} 破坏 冰剑龙 幻冰龙 (战斗)'))).toContain('冰剑龙 幻冰龙');
    expect(names(askCdb('{回合:B A场:冰剑龙 幻冰龙(融合召唤) B场:青眼究极龙} 破坏 冰剑龙 幻冰龙 (规则)'))).not.toContain('冰剑龙 幻冰龙');
  });
});
