// s58, CH-SENT-GY-TURN with the event `flipped`: 「这个效果在这张卡召唤·特殊召唤·反转的回合不能发动」 (沉默剑士 LV3, curated) and the old texts'
// 「（召唤·特殊召唤·反转的回合不能使用此效果）」 (究极昆虫 LV1/LV3/LV5, compiled). Flipped this turn is known from a flip this judging made (a
// flip by an effect in an earlier chain of the input, the card still the same card), a Flip Summon in `本回合:`, or `(已反转)` (no turn
// written: taken as this turn, said); nothing of that — a card flipped in an earlier turn — not told: assumed met, said.
// (Before, only the summary of 沉默剑士 LV3 said it and the compiled 究极昆虫 dropped it: every one was legal.)
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const monster = { kind: 'monster' as const, subtypes: ['effect' as const] };
const reason = (a: ChainAnswer) => String(a.links[0]?.illegalReason ?? '');
const lv3 = (field: string, extra = '') => `{回合:A 阶段:准备阶段 A场:${field} A卡组:沉默剑士 LV5${extra}} C1 A:沉默剑士 LV3②`;

describe('[CH-SENT-GY-TURN] 「…召唤·特殊召唤·反转的回合不能发动」 — compiled', () => {
  it('[CH-SENT-GY-TURN] 究极昆虫 LV3\'s 「（召唤·特殊召唤·反转的回合不能使用此效果）」 is two conditions: not summoned this turn, not flipped this turn', () => {
    const es = compileEffects('「究极昆虫 LV1」的效果特殊召唤的场合，只要这张卡在场上存在，对方全部怪兽的攻击力下降300。自己回合的准备阶段时，可以把表侧表示的这张卡送去墓地，从卡组·手卡特殊召唤1只「究极昆虫 LV5」。（召唤·特殊召唤·反转的回合不能使用此效果）', monster);
    const t = es.find((e) => e.kind === 'trigger')!;
    expect(t.condition?.filter((c) => c.is === 'not-this-turn')).toEqual([{ is: 'not-this-turn', event: 'summoned' }, { is: 'not-this-turn', event: 'flipped' }]);
  });
});

describe.skipIf(!haveCards)('[CH-SENT-GY-TURN] 沉默剑士 LV3② / 究极昆虫 LV3 in the turn the card was flipped', () => {
  it('[CH-SENT-GY-TURN] flipped face-up by 星遗物的傀儡 in an earlier chain this Standby Phase: refused, the reason saying it was flipped this turn (before: legal)', () => {
    const a = askCdb(`{回合:A 阶段:准备阶段 A场:沉默剑士 LV3(盖),星遗物的傀儡(盖) A卡组:沉默剑士 LV5} C1 A:星遗物的傀儡①→沉默剑士 LV3 然后 C1 A:沉默剑士 LV3②`);
    expect(a.links[0]!.legal).toBe(false);
    expect(reason(a)).toContain('这张卡是这个回合反转的（在这里判断的连锁中）');
  });
  it('[CH-SENT-GY-TURN] a face-up card turned face-down by A\'s own 月之书 (沉默剑士 LV3① negates only the opponent\'s Spells) and flipped again by 星遗物的傀儡: still flipped this turn — refused', () => {
    const a = askCdb(`{回合:A 阶段:准备阶段 A场:沉默剑士 LV3,星遗物的傀儡(盖),月之书(盖) A卡组:沉默剑士 LV5} C1 A:月之书→沉默剑士 LV3 然后 C1 A:星遗物的傀儡①→沉默剑士 LV3 然后 C1 A:沉默剑士 LV3②`);
    expect(a.links[0]!.legal).toBe(false);
    expect(reason(a)).toContain('反转的');
  });
  it('[CH-SENT-GY-TURN] turned face-down by A\'s 月之书 and not flipped since: refused as face-down, not for a flip', () => {
    const a = askCdb(`{回合:A 阶段:准备阶段 A场:沉默剑士 LV3,月之书(盖) A卡组:沉默剑士 LV5} C1 A:月之书→沉默剑士 LV3 然后 C1 A:沉默剑士 LV3②`);
    expect(a.links[0]!.legal).toBe(false);
    expect(reason(a)).toContain('里侧表示的怪兽不能发动效果');
    expect(reason(a)).not.toContain('反转的');
  });
  it('[CH-SENT-GY-TURN] a Flip Summon in the turn\'s history (本回合:A:究极昆虫 LV3(反转召唤)): 究极昆虫 LV3 refused, naming the history', () => {
    const a = askCdb('{回合:A 阶段:准备阶段 A场:究极昆虫 LV3 A卡组:究极昆虫 LV5 本回合:A:究极昆虫 LV3(反转召唤)} C1 A:究极昆虫 LV3');
    expect(a.links[0]!.legal).toBe(false);
    expect(reason(a)).toContain('这张卡是这个回合反转的（情境的“本回合:”写明）');
  });
  it('[CH-SENT-GY-TURN] the other player\'s Flip Summon of their own copy in 本回合: is not this card\'s — legal', () => {
    const a = askCdb('{回合:A 阶段:准备阶段 A场:究极昆虫 LV3 A卡组:究极昆虫 LV5 本回合:B:究极昆虫 LV3(反转召唤)} C1 A:究极昆虫 LV3');
    expect(a.links[0]!.legal).toBe(true);
  });
  it('[CH-SENT-GY-TURN] (已反转) writes no turn: taken as this turn — refused, and the assumptions say so', () => {
    const a = askCdb(lv3('沉默剑士 LV3(已反转)'));
    expect(a.links[0]!.legal).toBe(false);
    expect(reason(a)).toContain('没有写是哪个回合反转的，按这个回合判断');
    expect(a.assumptions.join('')).toContain('这张卡写了 (已反转)，但没有写是哪个回合反转的，按这个回合反转判断');
  });
  it('[CH-SENT-GY-TURN] nothing written (a card flipped in an earlier turn): legal, and the assumptions say it was taken as not flipped (nor summoned) this turn', () => {
    const a = askCdb(lv3('沉默剑士 LV3'));
    expect(a.links[0]!.legal).toBe(true);
    expect(a.assumptions.join('')).toContain('发动条件（这张卡不是在这个回合反转的）情境中没有写明，假定满足');
  });
  it('[CH-SENT-GY-TURN] English: the refusal says flipped face-up this turn', () => {
    const a = cdbJudge().chain(lv3('沉默剑士 LV3(已反转)'), { lang: 'en' });
    if (!a.ok) throw new Error(a.error.message);
    expect(reason(a)).toContain('this card was flipped face-up this turn');
  });
});
