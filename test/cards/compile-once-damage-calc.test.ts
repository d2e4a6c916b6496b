// CMP-ONCE-PER-DAMAGE-CALC: 「这张卡进行战斗的那次伤害计算时1次」 (注射天使 莉莉) is a limit of one damage calculation, not 1回合1次 — said so in the
// card view; a use earlier this turn (another battle's damage calculation) does not spend it, a lower link of the same chain does.
import { beforeAll, describe, expect, it } from 'vitest';
import { cardAnswer } from '../../src/answer/card.js';
import { describeCardEffect } from '../../src/answer/render/text.js';
import { loadCatalog, type LoadedCatalog } from '../../src/cards/load.js';
import { askCdb, CARDS_DB, haveCards } from './data.js';

const lily = '{回合:B 阶段:伤害计算 攻击:B:青眼白龙→A:注射天使 莉莉 A场:注射天使 莉莉 B场:青眼白龙';

describe.skipIf(!haveCards)('once per damage calculation, compiled', () => {
  let cat: LoadedCatalog;
  beforeAll(() => {
    cat = loadCatalog({ cardsDb: CARDS_DB });
  });

  it('[CMP-ONCE-PER-DAMAGE-CALC] 注射天使 莉莉 ① is once in that damage calculation — the card view says so, not 「1回合1次」', () => {
    const r = cat.resolve('注射天使 莉莉');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const a = cardAnswer(r.card, r.matchedBy, r.assumption);
    expect(a.effects[0]).toMatchObject({ n: 1, oncePerDamageCalc: true });
    const said = describeCardEffect(a.effects[0]! as Parameters<typeof describeCardEffect>[0], 'zh-CN');
    expect(said).toContain('那次伤害计算时1次');
    expect(said).not.toContain('1回合1次（');
  });

  it('[CMP-ONCE-PER-DAMAGE-CALC] used in an earlier battle this turn (the opponent attacks it again), it may be activated in this damage calculation; twice in one chain it may not, and the refusal names the damage calculation', () => {
    const again = askCdb(`${lily} 本回合:A:注射天使 莉莉#1} C1 A:注射天使 莉莉`).links[0]!;
    expect(again.legal).toBe(true);
    const twice = askCdb(`${lily}} C1 A:注射天使 莉莉 C2 A:注射天使 莉莉`).links[1]!;
    expect(twice.legal).toBe(false);
    expect(twice.illegalReason).toContain('在那次伤害计算时只能使用1次');
  });
});
