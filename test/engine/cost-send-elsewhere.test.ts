// CH-COST-SEND-ELSEWHERE (rules reference docs/c02/基本用语.rst:128): a card carrying a rule that sends it elsewhere when it
// leaves the field — the 「这个效果特殊召唤的这张卡从场上离开的场合除外」 of its own summon, or a 离场除外 an earlier effect left
// on it — would not arrive in the GY, so a cost that sends a card to the GY cannot be paid with it. When only such cards fit,
// the effect cannot be activated; the same card not carrying the rule may be sent. Cards are read from cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('the cost-send-elsewhere rule', CARDS_DB);

describe.skipIf(!haveCards)('[CH-COST-SEND-ELSEWHERE] a card that is banished when it leaves the field cannot be sent to the GY as a cost', () => {
  it('[CH-COST-SEND-ELSEWHERE] 消战者 summoned by its own effect is the only other card: 强制终了 cannot be activated; summoned otherwise, it can', () => {
    const own = askCdb('{回合:B 阶段:战斗步骤 A场只有:强制终了,消战者(自身特召) B场:青眼白龙} C1 A:强制终了①');
    expect(own.links[0]!.legal).toBe(false);
    expect(own.links[0]!.rules).toContain('CH-COST-SEND-ELSEWHERE');
    expect(askCdb('{回合:B 阶段:战斗步骤 A场:强制终了,消战者 B场:青眼白龙} C1 A:强制终了①').links[0]!.legal).toBe(true);
  });

  it('[CH-COST-SEND-ELSEWHERE] a monster an earlier effect left 离场除外 on is the only one: 强制终了 cannot be activated; with another monster it can', () => {
    const a = askCdb('{回合:B 阶段:战斗步骤 A场只有:强制终了,三眼怪(离场除外) B场:青眼白龙} C1 A:强制终了①');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.rules).toContain('CH-COST-SEND-ELSEWHERE');
    expect(askCdb('{回合:B 阶段:战斗步骤 A场:强制终了,三眼怪(离场除外),黑魔术师 B场:青眼白龙} C1 A:强制终了①').links[0]!.legal).toBe(true);
  });

  it('[CH-COST-SEND-ELSEWHERE] a tribute is another cost: 芳香炽天使-茉莉 ② may tribute a 消战者 summoned by itself', () => {
    expect(askCdb('{回合:A A场:芳香炽天使-茉莉,消战者(自身特召)} C1 A:芳香炽天使-茉莉② [cost:解放 消战者]').links[0]!.legal).toBe(true);
  });
});
