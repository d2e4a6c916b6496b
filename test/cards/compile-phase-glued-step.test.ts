// CMP-PHASE-GLUED-STEP / CMP-EQUIPPED-MONSTER-CONDITION (s54): 爆貘团③ 「此外，这张卡当作装备卡使用而装备中的场合，每次对方的准备阶段把装备
// 怪兽1个超量素材取除。」 — the phase glued to its step with no comma was read as the event alone (the step lost: 「效果适用」), and its
// 「…装备中的场合」 was left unread. The fixture card below is written as text and read by the compiler; 爆貘团 is from the shared cards.cdb.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { textCard } from '../../src/cards/curated/dsl.js';
import { askCdb, cdbJudge, haveCards } from './data.js';

const burn = textCard({ id: 998454001, name: '测试每次准备阶段', type: 'monster effect', level: 4, atk: 1000, def: 1000, race: '恶魔族', attribute: '暗', text: '每次自己的准备阶段给与对方基本分1000分伤害。' });
const moved = (a: ChainAnswer, type: string) => a.events.filter((e) => e.type === type && e.link === 1).flatMap((e) => e.cards.map((c) => c.name));
const board = (materials: string) => `{回合:B 阶段:准备阶段 A场:爆貘团(装备:No.39 希望皇 霍普) B场:No.39 希望皇 霍普(素材:${materials})} C1 A:爆貘团③`;

describe('[CMP-PHASE-GLUED-STEP] a step glued to 「每次…阶段」 with no comma', () => {
  it('[CMP-PHASE-GLUED-STEP] 「每次自己的准备阶段给与对方基本分1000分伤害」 deals the damage (before: a trigger that did nothing)', () => {
    expect(burn.effects[0]?.does).toEqual([{ do: 'damage', player: 'opponent', amount: 1000 }]);
  });
});

describe.skipIf(!haveCards)('[CMP-PHASE-GLUED-STEP] 爆貘团③ detaches a material of the monster it equips', () => {
  it('[CMP-EQUIPPED-MONSTER-CONDITION] its 「这张卡当作装备卡使用而装备中的场合」 is read (this card in a Spell & Trap Zone), nothing left unread', () => {
    const r = cdbJudge().catalog.resolve('爆貘团');
    if (!r.ok) throw new Error('爆貘团');
    const e = r.card.effects.find((x) => x.n === 3)!;
    expect(e.condition).toEqual([{ is: 'exists', filter: { self: true, place: 'spell' } }]);
    expect(e.unknown ?? []).toEqual([]);
    expect(e.does).toEqual([{ do: 'detach', what: { filter: { kind: 'monster', equipped: true }, scope: 'all' }, count: 1 }]);
  });
  it('[CMP-PHASE-GLUED-STEP] No.39 希望皇 霍普 with two materials: one goes to the GY; the answer says a material was detached', () => {
    const a = askCdb(board('黑魔术师+黑魔术师'));
    expect(moved(a, 'sent-to-gy')).toEqual(['黑魔术师']);
    expect(a.links[0]!.reason).toContain('超量素材被取除');
  });
  it('[CMP-PHASE-GLUED-STEP] the other side: with no material left, nothing is detached', () => {
    const a = askCdb(board(''));
    expect(moved(a, 'sent-to-gy')).toEqual([]);
    expect(a.links[0]!.reason).not.toContain('超量素材被取除');
  });
});
