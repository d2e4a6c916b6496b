// CH-FORBIDDEN-SUMMON-KIND: 「双方玩家不能进行融合召唤」 (融合禁止地区) forbids Fusion Summons — an effect that makes one cannot be activated,
// a Fusion Summon written as the action is not made — but not a Special Summon that is no Fusion Summon (a contact procedure, 假面变化)
// (test/RULES.md; rules reference docs/c02/特殊召唤怪兽、召唤限制和苏生限制.rst:41–50).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';
import { compileEffects } from '../../src/cards/compile/index.js';
import type { CardType } from '../../src/cards/facts.js';

const spell: CardType = { kind: 'spell', subtypes: ['normal'] } as CardType;
const trap: CardType = { kind: 'trap', subtypes: ['continuous'] } as CardType;
const gates = (text: string, type: CardType) => compileEffects(text, type).flatMap((e) => e.does).map((a) => a.forbidsSummonKind).filter(Boolean);
const kinds = (text: string) => compileEffects(text, spell).flatMap((e) => e.summonsAs ?? []);
const summoned = (a: ChainAnswer) => a.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name));

describe('the compiler reads kinds of summon', () => {
  it('[CH-FORBIDDEN-SUMMON-KIND] 「双方玩家不能进行融合召唤」 is a floodgate on Fusion Summons; a pledge of the turn (「这张卡发动的回合，自己不能…」) is not', () => {
    expect(gates('双方玩家不能进行融合召唤。', trap)).toEqual(['fusion']);
    expect(gates('①：只要这张卡在魔法与陷阱区域存在，双方不能同调召唤。', trap)).toEqual(['synchro']);
    expect(gates('这张卡发动的回合，自己不能进行融合召唤。①：从卡组把1只怪兽加入手卡。', spell)).toEqual([]);
  });
  it('[CH-FORBIDDEN-SUMMON-KIND] the summons an effect makes: 「…融合召唤」 and 「当作同调召唤从额外卡组特殊召唤」 are; a plain 「特殊召唤」 and 「融合召唤的怪兽」 in its condition are not', () => {
    expect(kinds('①：自己的手卡·场上的怪兽作为融合素材，把1只融合怪兽融合召唤。')).toEqual(['fusion']);
    expect(kinds('①：以自己场上1只「英雄」怪兽为对象才能发动。那只怪兽送去墓地，和那只怪兽相同属性的1只「假面英雄」怪兽从额外卡组特殊召唤。')).toEqual([]);
    expect(kinds('①：自己场上有融合召唤的怪兽存在的场合才能发动。自己从卡组抽1张。')).toEqual([]);
  });
});

describe.skipIf(!haveCards)('under a floodgate on a kind of summon', () => {
  it('[CH-FORBIDDEN-SUMMON-KIND] 融合 cannot be activated under 融合禁止地区, and the answer names it; a Fusion Summon written as the action is not made; with 融合禁止地区 negated it is', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:融合禁止地区 A手:融合,元素英雄 羽翼侠,元素英雄 爆热女郎 A额外:元素英雄 火焰翼侠} C1 A:融合');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.rules).toContain('CH-FORBIDDEN-SUMMON-KIND');
    const action = (state: string) => `{回合:A 阶段:主要1 A场:融合禁止地区${state},元素英雄 羽翼侠,元素英雄 爆热女郎 A额外:元素英雄 火焰翼侠} 融合召唤 元素英雄 火焰翼侠 素材 元素英雄 羽翼侠,元素英雄 爆热女郎 [由融合]`;
    const refused = askCdb(action(''));
    expect(summoned(refused)).toEqual([]);
    expect(refused.warnings.join()).toContain('融合禁止地区');
    expect(summoned(askCdb(action('(效果无效)')))).toEqual(['元素英雄 火焰翼侠']);
  });
  it('[CH-FORBIDDEN-SUMMON-KIND] the other side: a contact procedure (圣灵兽骑 火狮, 「不需要「融合」」) and 假面变化’s plain Special Summon are no Fusion Summons', () => {
    expect(summoned(askCdb('{回合:A 阶段:主要1 A场:融合禁止地区,灵兽使的长老,精灵兽 川豚 A额外:圣灵兽骑 火狮} 特殊召唤 圣灵兽骑 火狮 素材 灵兽使的长老,精灵兽 川豚'))).toEqual(['圣灵兽骑 火狮']);
    expect(askCdb('{回合:A 阶段:主要1 A场:融合禁止地区,元素英雄 羽翼侠 A额外:假面英雄 神风} C1 A:假面变化→元素英雄 羽翼侠').links[0]!.legal).toBe(true);
  });
});
