// CMP-COIN-GRANTED / CH-COIN-GRANTS: the 秘仪之力 (Arcana Force) monsters 「这张卡召唤·反转召唤·特殊召唤成功时，进行1次投掷硬币得到以下效果。
// ●表：A ●里：B」 — before, the lead (the trigger that tosses the coin) was lost and both ● were held always as effects of their own:
// 秘仪之力4-皇帝 raised its own ATK to 1900 on any board (its heads +500 applied, and both its ● listed as continuous effects), and a
// summoned 秘仪之力7-战车 had no trigger at all. Now the trigger tosses the coin as it resolves, and each ● is held only while the coin
// shows its face: a note (`[表]` on the link, `(硬币表)` on the card) tells it; not told, the answer says the result is unknown.
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, haveCards } from './data.js';

const EMPEROR = '这张卡召唤·反转召唤·特殊召唤成功时，进行1次投掷硬币得到以下效果。\n●表：自己场上表侧表示存在的名字带有「秘仪之力」的怪兽的攻击力上升500。\n●里：自己场上表侧表示存在的名字带有「秘仪之力」的怪兽的攻击力下降500。';
const MONSTER = { kind: 'monster', subtypes: ['effect'] } as never;
const faceOf = (e: { condition?: { is: string; state?: string }[] | undefined }) => e.condition?.find((c) => c.is === 'self-state' && (c.state === 'coin-heads' || c.state === 'coin-tails'))?.state;
const atk = (a: ChainAnswer, name: string) => a.stats.find((s) => s.card.name === name)?.atk;

describe('[CMP-COIN-GRANTED] 「进行1次投掷硬币得到以下效果。●表：… ●里：…」', () => {
  it('[CMP-COIN-GRANTED] the lead is a mandatory summon trigger whose step tosses the coin; each ● is held only under its face', () => {
    const es = compileEffects(EMPEROR, MONSTER);
    const trigger = es.find((e) => e.kind === 'trigger')!;
    expect(trigger.mandatory).toBe(true);
    expect(trigger.does.some((a) => a.coinGrants)).toBe(true);
    const granted = es.filter((e) => e !== trigger);
    expect(granted.map(faceOf)).toEqual(['coin-heads', 'coin-tails']);
  });
  it('[CMP-COIN-GRANTED] the other side: a ● granted with no coin (「这张卡得到以下效果。●…」) keeps no face, and no coin step is made', () => {
    const es = compileEffects('①：这张卡得到以下效果。●这张卡不会被战斗破坏。', MONSTER);
    expect(es.some((e) => faceOf(e) !== undefined)).toBe(false);
    expect(es.some((e) => e.does.some((a) => a.coinGrants))).toBe(false);
  });
});

describe.skipIf(!haveCards)('[CMP-COIN-GRANTED] 秘仪之力 on the board', () => {
  const battle = (emperor: string) => `{回合:A 阶段:战斗步骤 A场:${emperor} B场:黑魔术师 攻击:A:秘仪之力4-皇帝→B:黑魔术师} 伤害计算`;
  it('[CMP-COIN-GRANTED] 秘仪之力4-皇帝 with the coin not written: neither ● counted (ATK 1400, before 1900) and the answer says it hangs on the toss', () => {
    const a = askCdb(battle('秘仪之力4-皇帝'));
    expect(atk(a, '秘仪之力4-皇帝')).toBe(1400);
    expect(a.assumptions.some((x) => x.includes('投掷硬币的结果') && x.includes('(硬币表)'))).toBe(true);
  });
  it('[CMP-COIN-GRANTED] the face written on the card: (硬币里) holds only the tails ● (ATK 900), (硬币表) only the heads one (1900)', () => {
    expect(atk(askCdb(battle('秘仪之力4-皇帝(硬币里)')), '秘仪之力4-皇帝')).toBe(900);
    expect(atk(askCdb(battle('秘仪之力4-皇帝(硬币表)')), '秘仪之力4-皇帝')).toBe(1900);
  });
  it('[CMP-COIN-GRANTED] a summoned 秘仪之力7-战车 opens its coin trigger (mandatory), its tails ● not said to apply on arrival', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:三眼怪 B场:} 召唤 秘仪之力7-战车');
    expect(a.window.triggers.some((c) => c.card.name === '秘仪之力7-战车' && c.mandatory)).toBe(true);
    expect(a.window.notes.join()).not.toContain('永续效果从现在起适用');
  });
});

describe.skipIf(!haveCards)('[CH-COIN-GRANTS] the coin tossed as the trigger resolves', () => {
  it('[CH-COIN-GRANTS] no face given: the answer says the result is unknown, names both ●, and counts neither', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:秘仪之力4-皇帝 B场:} C1 A:秘仪之力4-皇帝');
    expect(a.links[0]!.rules).toContain('CH-COIN-GRANTS');
    expect(a.assumptions.some((x) => x.includes('投掷硬币，结果没有写明') && x.includes('上升500') && x.includes('下降500'))).toBe(true);
    expect(atk(a, '秘仪之力4-皇帝') ?? 1400).toBe(1400);
  });
  it('[CH-COIN-GRANTS] `[里]` on the link: the card keeps tails — its ATK falls to 900 after the chain', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:秘仪之力4-皇帝 B场:} C1 A:秘仪之力4-皇帝[里]');
    expect(atk(a, '秘仪之力4-皇帝')).toBe(900);
    expect(a.assumptions.some((x) => x.includes('结果没有写明'))).toBe(false);
  });
});
