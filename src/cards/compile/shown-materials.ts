/**
 * CMP-SHOWN-FUSION-MATERIALS: 「自己的额外卡组1只融合怪兽给双方确认，那只怪兽决定的融合素材怪兽从自己卡组送去墓地」 (未来融合①) — the step
 * after the look moves the Fusion Materials that the SHOWN monster states, from its player's Deck. Before, the look took any monster of
 * either Extra Deck and the move read 「那只怪兽」 as the cards of the event the effect answered (a phase trigger answers none).
 * The same reading for 「那只怪兽有卡名记述的1只融合素材怪兽」 (融合准备, 融合征兵, 龙魔导守护者②, 元素英雄 棱镜侠, 扰乱魔改造 「给人观看的
 * 怪兽有卡名记述的」): the step takes a material the shown monster names by card name — the look may be a cost (「…给对方观看才能发动」),
 * the step a resolution's or the cost's next one.
 */
import type { Action } from '../facts.js';

const SHOWN_THEN_MATERIALS = /(自己|对方)?的?额外卡组[1１一]只([^，。]*?)融合怪兽给(?:双方确认|对方观看)，那只怪兽决定的融合素材怪兽/;
/** 「额外卡组1只…融合怪兽给对方观看…那只怪兽（给人观看的怪兽）有卡名记述的…融合素材怪兽」: a material named on the shown monster. */
const SHOWN_THEN_NAMED = /额外卡组[1１一]只[^，。]*?融合怪兽给(?:双方确认|对方观看)[^。]*?。?[^。]*?(?:那只怪兽|给人观看的怪兽)有卡名记述的([1１一]只)?融合素材怪兽/;
/** 「选除外的怪兽数量的…有卡名记述的融合素材怪兽」: the materials are as many as the cards moved so (by the cost). */
const COUNT_OF_MOVED = /(除外|送去墓地|丢弃|解放|回到手卡)的(?:怪兽|卡)?数量的[^。]*?(?:那只怪兽|给人观看的怪兽)有卡名记述的融合素材怪兽/;
/** The verb of each of those words. */
const MOVED_VERB: Record<string, Action['do']> = { 除外: 'banish', 送去墓地: 'send-to-gy', 丢弃: 'discard', 解放: 'tribute', 回到手卡: 'return-to-hand' };
/** The verbs a step on the shown monster's materials moves them with. */
const MOVES = new Set<Action['do']>(['send-to-gy', 'add-to-hand', 'special-summon']);

/** An effect's cost and steps. */
interface Steps { cost: readonly Action[]; does: readonly Action[] }

/** The effect's cost and steps with the shown monster and the materials it states read; unchanged when the text is not of this shape. */
export function shownFusionMaterials(text: string, { cost, does }: Steps): Steps {
  const all = SHOWN_THEN_MATERIALS.exec(text);
  const named = all ? null : SHOWN_THEN_NAMED.exec(text);
  if (!all && !named) return { cost, does };
  // The look and the step after it, over the cost then the resolution (「…给对方观看才能发动。从自己墓地选那只怪兽有卡名记述的…」).
  const steps = [...cost, ...does];
  const look = steps.findIndex((a) => a.do === 'look' && typeof a.what === 'object' && a.what.filter.place === 'extra');
  const moves = steps.findIndex((a, i) => i > look && (all ? a.note === 'materials' : MOVES.has(a.do)));
  if (look < 0 || moves < 0) return { cost, does };
  const side = all?.[1] === '对方' ? 'opponent' : 'self';
  const read = steps.map((a, i): Action => {
    if (i === look && typeof a.what === 'object') return { ...a, what: { ...a.what, filter: { ...a.what.filter, kind: 'monster', subtypes: ['fusion'], side } } };
    if (i !== moves) return a;
    // (Where they come from is the step's own 「从自己卡组」; which cards, the shown monster's material line: the engine gets it from the note `[确认 X]`.)
    const from = [a.from ?? 'deck'].flat();
    // 「决定的融合素材怪兽」: all it states, as many as they are; 「有卡名记述的1只」: one of the named ones; 「选除外的怪兽数量的」 (扰乱魔改造): as many
    // as the cost moved that way (CH-COUNT-MOVED — before s56 the count was not read, and one monster was summoned whatever was banished).
    const moved = named && !named[1] ? COUNT_OF_MOVED.exec(text) : null;
    const count = named?.[1] ? { count: 1 } : {};
    const countFrom = moved ? { countFrom: { by: MOVED_VERB[moved[1]!]!, plus: 0 } } : {};
    return { ...a, what: { filter: { kind: 'monster', place: all ? from[0]! : from.length === 1 ? from[0]! : from, side: 'self' }, scope: 'choose', ...count }, materialsOfShown: all ? true : 'named', ...countFrom };
  });
  return { cost: read.slice(0, cost.length), does: read.slice(cost.length) };
}

/**
 * 「把额外卡组1只…给对方观看」: the looks from the Extra Deck of a text that shows to the opponent, marked so (CH-SHOWN-CARD-NOTE words) — and
 * of its player's own Extra Deck (s56: 融合识别, 格式弹涂鱼, 爆裂狙击手② took a monster of either, so a note naming the opponent's was taken).
 */
export function shownToOpponent(steps: readonly Action[]): Action[] {
  return steps.map((a) => (a.do === 'look' && typeof a.what === 'object' && a.what.filter.place === 'extra' && a.what.filter.side !== 'opponent' ? { ...a, what: { ...a.what, filter: { ...a.what.filter, side: 'self' } }, toOpponent: true } : a));
}
