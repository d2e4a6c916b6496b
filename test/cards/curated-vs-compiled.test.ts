/**
 * Every curated card's compiled facts beside its curated facts: the compiler learns from the curated
 * set. Prints a report of differences per field (CI shows it) and holds the agreement reached.
 * Effects are paired by number (①=1); a curated ● choice (choiceOf) is compared as its effect.
 */
import { describe, expect, it } from 'vitest';
import { effectSpeed } from '../../src/answer/card.js';
import { categoriesOf, compileEffects, eventWordsOf } from '../../src/cards/compile/index.js';
import { curatedCards } from '../../src/cards/curated/index.js';
import type { Card, EffectFacts } from '../../src/cards/facts.js';
import { readCdb } from '../../src/cards/import/cdb.js';
import { withCardActivation } from '../../src/cards/card-activation.js';
import { CARDS_DB, haveCards, skipMessage } from './data.js';

skipMessage('curated vs compiled', CARDS_DB);

type Field = 'kind' | 'speed' | 'from' | 'timing' | 'mandatory' | 'targets' | 'events' | 'categories' | 'once per turn' | 'missing effect' | 'extra effect';

const ACTIVATED = new Set(['activation', 'ignition', 'trigger', 'quick', 'flip']);
const placeOf = (e: EffectFacts) => (e.from === undefined ? 'field' : [e.from].flat().map((p) => (p === 'monster' || p === 'spell' ? 'field' : p)).sort().join('/'));
const words = (e: EffectFacts) => [...new Set(eventWordsOf(e.waitsFor && !e.trigger ? { ...e, trigger: e.waitsFor } : e).map((w) => w.on))].sort().join(',');
const cats = (e: EffectFacts) => categoriesOf(e).filter((c) => c !== 'other').sort().join(',');

function compare(card: Card, curated: EffectFacts, compiled: EffectFacts): Array<[Field, string, string]> {
  const out: Array<[Field, string, string]> = [];
  const pair = (f: Field, a: unknown, b: unknown) => {
    if (String(a) !== String(b)) out.push([f, String(a), String(b)]);
  };
  pair('kind', curated.kind, compiled.kind);
  if (!ACTIVATED.has(curated.kind) || !ACTIVATED.has(compiled.kind)) return out;
  pair('speed', effectSpeed(curated, card.type), effectSpeed(compiled, card.type));
  pair('from', placeOf(curated), placeOf(compiled));
  if (curated.kind === 'trigger' || curated.kind === 'flip') {
    pair('timing', curated.timing ?? '-', compiled.timing ?? '-');
    pair('mandatory', curated.mandatory ?? '-', compiled.mandatory ?? '-');
  }
  pair('targets', !!curated.targets, !!compiled.targets);
  pair('events', words(curated), words(compiled));
  pair('categories', cats(curated), cats(compiled));
  pair('once per turn', curated.oncePerTurn ?? (curated.cardOncePerTurn ? 'card' : '-'), compiled.oncePerTurn ?? '-');
  return out;
}

describe.skipIf(!haveCards)('curated facts vs compiled facts', () => {
  const texts = new Map<number, { desc: string; type: number }>();
  // (The body runs to collect the tests even when skipped: read the database only when it is there.)
  for (const r of haveCards ? readCdb(CARDS_DB) : []) texts.set(r.id, { desc: r.desc, type: r.type });
  const diffs: Array<{ card: string; n: number; field: Field; curated: string; compiled: string }> = [];
  let compared = 0;
  let effects = 0;
  for (const card of curatedCards) {
    const row = texts.get(card.id);
    if (!row) continue;
    compared++;
    // As the loader gives them: a Continuous/Field/Equip card's plain card activation is record 0.
    const compiled = withCardActivation(compileEffects(row.desc, card.type), card.type, 'inferred');
    const seen = new Set<number>();
    for (const e of card.effects) {
      const n = e.choiceOf ?? e.n;
      if (seen.has(n)) continue;
      seen.add(n);
      effects++;
      const c = compiled.find((x) => x.n === n) ?? (n === 0 ? compiled.find((x) => x.kind === 'activation') : undefined) ?? (n === 1 && e.kind === 'activation' ? compiled.find((x) => x.kind === 'activation') : undefined);
      if (!c) {
        diffs.push({ card: card.name, n, field: 'missing effect', curated: e.kind, compiled: '-' });
        continue;
      }
      for (const [field, a, b] of compare(card, e, c)) diffs.push({ card: card.name, n, field, curated: a, compiled: b });
    }
    for (const c of compiled) {
      if (c.kind === 'procedure' || c.n === 0) continue;
      if (!card.effects.some((e) => (e.choiceOf ?? e.n) === c.n)) diffs.push({ card: card.name, n: c.n, field: 'extra effect', curated: '-', compiled: c.kind });
    }
  }
  const byField = new Map<Field, number>();
  for (const d of diffs) byField.set(d.field, (byField.get(d.field) ?? 0) + 1);
  console.log(
    [
      `Curated vs compiled: ${compared} curated cards in cards.cdb, ${effects} curated effects; differences per field:`,
      ...[...byField].sort((a, b) => b[1] - a[1]).map(([f, n]) => `  ${f.padEnd(16)} ${String(n).padStart(4)}`),
      `first differences (card ①: field curated → compiled):`,
      ...diffs.slice(0, Number(process.env.CURATED_DIFFS ?? 40)).map((d) => `  ${d.card} ${d.n}: ${d.field} ${d.curated} → ${d.compiled}`),
    ].join('\n'),
  );

  it('compares every curated card the database holds', () => {
    expect(compared).toBeGreaterThan(100);
    expect(effects).toBeGreaterThan(compared);
  });

  // The agreement reached: each field's differences stay at or below today's count.
  // Measured after merging main (issues 11 and 16 curated 流天类星龙, 荷鲁斯之黑炎龙 LV8, 背德的堕天使,
  // 地帝家臣 兰罗布, 暗黑界的龙神 格拉法, 彼岸的诗人 维吉尔, 拓扑篡改感染龙 and others): their old unnumbered
  // texts' summoning conditions take an effect number in the compiled text, and a few events and
  // once-per-turn kinds differ — left for the compiler. Record 0 (the card activation) is now compared
  // as the loader gives it, which removed 41 'missing effect' differences. Raised again when the
  // reference rules (issue 16) curated the cards the compiler misreads (GY locks that must move a card,
  // 「只能有○○存在」 limits, pledges, 饼蛙's summon): those differences are why they are curated.
  // Issue 16 again (j16b): 便乘 (its card activation waits for a draw, draws nothing itself), 哥布林德伯格
  // (the position change is a later step), 古遗物-巨怒剑 (an optional trigger, read as a quick effect),
  // 守墓的监视者 (a quick effect, read as spell speed 1), 高速战士 (a Battle Step trigger, read as a quick
  // effect), 魔法抵消器 (a floodgate) — curated because the compiler misreads them.
  // Re-measured after the issue 12 compiler branches (kind/once-per-turn, events, actions, conditions/choices)
  // and the issue 16 curations were merged together: the counts of that combined compiler.
  // k16a (issue 16): 通灵盘 curated for its Chain-Link-1-only phase trigger; its ② (「…从场上离开时…全部送去
  // 墓地」, no 发动) is a continuous effect, which the compiler reads as a trigger: kind +1.
  // n12a (issue 12): the compiler reads 「不是的场合，…」「对方不能对应这个效果的发动…」「使用这个效果的回合…」 as part of
  // the effect before them, not effects of their own: extra effect 28 → 26, categories 70 → 69; with the kind
  // cues of the same branch (permissions, set Spell/Trap effects from the GY, effects that apply at the moment), kind 63 → 62.
  // n12c (issue 12): events 52 → 51 with the card-movement event readings (material, 「送去自己墓地」, armed phases).
  const CEILINGS: Partial<Record<Field, number>> = {
    // k12b (compiler events, damage-step and activation reading): categories 70 → 69, kind 63 → 62, speed 10 → 9.
    // Merged n12a–n12f (this session): measured categories 63, kind 61, events 50, extra effect 26.
    // Merged c12a–c12c (session of 2026-12-02): measured categories 61, events 46.
    // Merged c12a–c12c (session of 2026-12-02, second): measured categories 59.
    // c12d: 58 (被选中者's steps now in its activation, as curated).
    // c12h (kind/trigger readers): categories 58 → 57, kind 54 → 53, events 45 → 44, missing effect 13 → 12, speed 8 → 7 (强制接收's
    // 「那之后每次…」 now its curated ②), timing 56 → 54 (a mandatory 「每次…，…」 with no 时/的场合 states no when/if, as the curated leave it).
    // c12g (action readers: relative clauses and later moments are no move, old words read): 58 → 55.
    // Merged c12g–c12j (session of 2026-12-02, third): measured categories 54, targets 6.
    // c12l (action readers: a branch on the first step's result stays in the effect, lasting negations): measured 53.
    // r30e: 混沌壶 curated (src/cards/curated/newer/c03-deck-triggers.ts) — its old 「…加入持有者的卡组中洗切…那些以外的卡全部丢弃去墓地」 is
    // compiled as a choice of one card and a discard, curated as every monster returned and the rest sent to the GY: 53 → 54.
    categories: 54,
    // c12a (issue 12, kind readers: granted effects, 伤害计算时/攻击宣言时 kinds, Battle Phase quick effects, linked rules):
    // kind 61 → 60, events 50 → 49, speed 9 → 8; extra effect 26 → 27 (a 「这张卡从场上离开时那只怪兽破坏」 written
    // inside an effect is now a continuous effect of its own, as the curated 闪光之幻想's ③ states it, where another curated
    // card folds it into its activation).
    // c12d (issue 12, kind readers: old sentences that only pay, numbered events with no 「发动」, the Normal Spell/Trap's
    // sentences that mention the GY, permissions to attack): kind 60 → 54, extra effect 27 → 24.
    // c12h (second step: states never reach back over an event, Main Phase summons, 「对方回合中的特殊召唤成功的场合」): kind 53 → 52,
    // timing 54 → 53, mandatory 24 → 22, speed 7 → 6.
    // c12m (kind readers: rule lines, procedures' sentences, target locks, old ignition wordings): kind 52 → 51.
    // r16mem3 (issue 16): the curated 来自黑暗的呼声 sends the monsters as its activation resolves (a simplification its record
    // names), where the text reads an unnumbered continuous effect: kind 51 → 52.
    kind: 52,
    // k12b: 魔镜导士 限界反射者's 「战斗伤害计算后，这张卡被破坏。」 is now an effect of its own (missing effect 15 → 14),
    // compared with the curated ②, whose event is curated as 'damage' in the damage step and its timing left unset
    // (the text and the scripts: after damage calculation, EVENT_BATTLED): timing 54 → 55.
    // c12e: 日珥龙's 「在自己的每回合的结束阶段，给与对方基本分500分的伤害。」 is now an effect of its own (missing effect 14 → 13),
    // compared with the curated ②, whose timing is left unset where the compiler reads a phase trigger as a when: timing 55 → 56.
    // r16fx3 (session of 2026-12-03, fourth): 宇宙人马兽 ① is curated as the optional trigger of the battle step the rules reference
    // reads it as (docs/c03/特定效果的处理方法.rst:513); its text names no 「时」/「的场合」, so the compiled record leaves timing and
    // mandatory unset: timing 53 → 54, mandatory 21 → 22.
    timing: 54,
    // k12b: phase moments read where a verb follows (「在结束阶段时被破坏」), 「对方的回合结束时」, 「进行过战斗时」: 52 → 50;
    // 限界反射者 ② compared (see timing): 51.
    // c12c: 「作为这张卡的发动时的效果处理，…」 is what the activation does, not a moment it waits for: 50 → 47.
    // Merged c12d–c12f (session of 2026-12-02, third): measured events 45, targets 7.
    // c12l: measured events 43, extra effect 23, mandatory 21 (a 「…才能发动。…翻开，…的场合，…」 branch no effect of its own).
    // r30e: 混沌壶 curated as a flip effect with no event words (as the other curated flip effects): 43 → 44.
    events: 44,
    // c12b: 「这个效果特殊召唤成功时，…」 opens a trigger of its own (old wording); 图拉丁's is now read as its curated ②,
    // but the compiler still cuts 「对方的战斗阶段时才能发动。」 off as an effect before it, so it is numbered ③: 26 → 27.
    // c12m: 23 → 22 (a rule line or a procedure's own sentence is no extra effect).
    'extra effect': 22,
    mandatory: 22,
    // c12a (issue 12, this session): places from 「从自己的手卡·场上把这只怪兽…」「这张卡从手卡或者墓地特殊召唤」, a move's origin no
    // place of use: from 20 → 17.
    // Merged session of 2026-12-02 (fourth: c12k, c12l, r16r–r16v): measured from 16.
    from: 16,
    'once per turn': 17,
    'missing effect': 12,
    speed: 6,
    // Issue 16 (CH-TARGET-GROUPS): 霞之谷的雷神鬼 curated in its current text, which targets the card it returns (the database's
    // old text pays it as a cost, no target): 6 → 7 — the difference is why it is curated.
    targets: 7,
  };
  for (const [field, ceiling] of Object.entries(CEILINGS)) {
    it(`${field}: at most ${ceiling} differences`, () => {
      expect(byField.get(field as Field) ?? 0).toBeLessThanOrEqual(ceiling!);
    });
  }
});
