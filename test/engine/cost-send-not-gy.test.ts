// CH-COST-SEND-NOT-GY (rules reference docs/c02/基本用语.rst:129, :1043): a cost that sends a card to the GY cannot
// be paid with a card that would not arrive there — a Token (it vanishes) or a face-up Pendulum Monster on the field
// (it goes to the Extra Deck). When such cards are the only ones that fit, the effect cannot be activated; a
// tribute is no such cost. Cards are read from cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('the cost-send rule', CARDS_DB);

describe.skipIf(!haveCards)('[CH-COST-SEND-NOT-GY] a card that would not reach the GY cannot be sent there as a cost', () => {
  it('[CH-COST-SEND-NOT-GY] a Token is the only other card: 强制终了 cannot be activated; with a monster it can', () => {
    const token = askCdb('{回合:B 阶段:战斗步骤 A场只有:强制终了,幻兽机衍生物 B场:青眼白龙} C1 A:强制终了①');
    expect(token.links[0]!.legal).toBe(false);
    expect(token.links[0]!.rules).toContain('CH-COST-SEND-NOT-GY');
    expect(String(token.links[0]!.illegalReason)).toMatch(/衍生物/);
    expect(askCdb('{回合:B 阶段:战斗步骤 A场:强制终了,三眼怪 B场:青眼白龙} C1 A:强制终了①').links[0]!.legal).toBe(true);
  });

  it('[CH-COST-SEND-NOT-GY] a face-up Pendulum Monster is the only card: 禁忌的一滴 cannot be activated; with an ordinary monster it can', () => {
    expect(askCdb('{回合:A A场只有:异色眼灵摆龙 A手卡数:0 B场:三眼怪} C1 A:禁忌的一滴').links[0]!.legal).toBe(false);
    expect(askCdb('{回合:A A场:三眼怪 A手卡数:0 B场:三眼怪} C1 A:禁忌的一滴').links[0]!.legal).toBe(true);
  });

  it('[CH-COST-SEND-NOT-GY] a tribute is another cost: 芳香炽天使-茉莉 ② may tribute a Token', () => {
    expect(askCdb('{回合:A A场:芳香炽天使-茉莉,幻兽机衍生物} C1 A:芳香炽天使-茉莉② [cost:解放 幻兽机衍生物]').links[0]!.legal).toBe(true);
  });
});
