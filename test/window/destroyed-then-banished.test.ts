// WIN-DESTROYED-THEN-SENT (rules reference docs/c03/特定效果的处理方法.rst:843–849): 「…被破坏送去墓地的场合」 wants the card in the GY.
// A monster destroyed while a card banishes what would be sent to the GY (「次元的裂缝」) is banished, never sent there: neither a
// card activation timed so (WIN-CARD-WAITS-FOR) nor a trigger on 「这张卡被破坏送去墓地」 meets it. 「被破坏的场合」 alone still does.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const offered = (input: string) => askCdb(input).window.triggers.map((x) => x.card.name);
const raigeki = (a: string, b: string, target: string) => `{回合:B A场:${a} B场:雷破(盖)${b} B手:旋风} C1 B:雷破→${target} [cost:丢弃 旋风]`;

describe.skipIf(!haveCards)('destroyed, then banished instead of sent to the GY', () => {
  it('[WIN-CARD-WAITS-FOR] 截敌蛋 「自己场上的怪兽被战斗·效果破坏送去墓地的场合」: 三眼怪 destroyed and banished by 次元的裂缝 does not offer it; without 次元的裂缝 it does', () => {
    expect(offered(raigeki('截敌蛋(盖),三眼怪', ',次元的裂缝', '三眼怪'))).not.toContain('截敌蛋');
    expect(offered(raigeki('截敌蛋(盖),三眼怪', '', '三眼怪'))).toContain('截敌蛋');
  });
  it('[WIN-DESTROYED-THEN-SENT] 安卡栗子球② 「这张卡被战斗·效果破坏送去墓地的场合」 destroyed under 次元的裂缝 is not offered; sent to the GY it is', () => {
    expect(offered(raigeki('安卡栗子球', ',次元的裂缝', '安卡栗子球'))).not.toContain('安卡栗子球');
    expect(offered(raigeki('安卡栗子球', '', '安卡栗子球'))).toContain('安卡栗子球');
  });
  it('[WIN-DESTROYED-THEN-SENT] the other side: 「这张卡被战斗·效果破坏的场合」 (影六武众-风魔) is met by the destruction wherever the card went', () => {
    expect(offered(raigeki('影六武众-风魔', ',次元的裂缝', '影六武众-风魔'))).toContain('影六武众-风魔');
  });
});
