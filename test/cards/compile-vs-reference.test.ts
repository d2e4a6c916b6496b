/**
 * The card text compiler measured against the per-effect reference ../shared/data/script-effects.tsv
 * over every card of the shared cards.cdb. Prints the precision/recall table (CI shows it) and holds
 * each field at the level it reached. Definitions and conventions: ./compile-reference.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCdb } from '../../src/cards/import/cdb.js';
import { decodeType } from '../../src/cards/import/decode.js';
import { compileEffects } from '../../src/cards/compile/index.js';
import { CARDS_DB, SCRIPT_EFFECTS, haveCards, haveEffects, skipMessage } from './data.js';
import { CATEGORY_FIELDS, conventionMoves, CONVENTIONS, EVENT_FIELDS, FIELDS, formatRows, leftFieldMoves, measureFields, misses, readEffects, without, type MeasuredCard } from './compile-reference.js';

skipMessage('compiler vs reference', CARDS_DB);
skipMessage('compiler vs reference', SCRIPT_EFFECTS);

function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    return d.isDirectory() ? listFiles(p) : [p];
  });
}

describe('the compiler never reads the reference', () => {
  it('no source file under src/ names script-effects', () => {
    const src = path.resolve(__dirname, '../../src');
    const offenders = listFiles(src).filter((f) => /script-effects|script_effects/i.test(fs.readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});

describe.skipIf(!haveCards || !haveEffects)('compiled facts vs script-effects.tsv', () => {
  // (The body runs to collect the tests even when skipped: read the data only when it is there.)
  const ref: ReturnType<typeof readEffects> = haveCards && haveEffects ? readEffects(SCRIPT_EFFECTS) : new Map();
  const cards: MeasuredCard[] = [];
  let unknownClauses = 0;
  const byKind = new Map<string, number>();
  for (const row of haveCards && haveEffects ? readCdb(CARDS_DB) : []) {
    const type = decodeType(row.type);
    // Every card, compiled once here: this is the measurement.
    const effects = compileEffects(row.desc, type);
    for (const e of effects) for (const u of e.unknown ?? []) {
      unknownClauses++;
      const k = u.split(':')[0]!;
      byKind.set(k, (byKind.get(k) ?? 0) + 1);
    }
    const rows = ref.get(row.id);
    if (!rows) continue;
    cards.push({ id: row.id, name: row.name, type, effects, rows, text: row.desc });
  }
  const fieldRows = measureFields(cards, FIELDS);
  // What each named convention moves: the labels (compiled + reference, all rows) it takes out (or, when
  // negative, brings in), measured by
  // switching it off. Printed with the table so a convention can never silently inflate a row.
  const labelCount = (rows: ReturnType<typeof measureFields>) => rows.reduce((n, r) => n + r.compiled + r.ref, 0);
  const everyField = [...FIELDS, ...EVENT_FIELDS, ...CATEGORY_FIELDS];
  // With every convention on, the count is the same for each: measured once (each measurement of every field
  // over every card takes seconds, and there are dozens of conventions).
  const withAll = labelCount(measureFields(cards, everyField));
  const conventionLines = Object.entries(CONVENTIONS).map(([name, reason]) => {
    const moved = without(name, () => labelCount(measureFields(cards, everyField))) - withAll;
    return `  ${name}: ${moved} labels — ${reason}`;
  });
  const eventRows = measureFields(cards, EVENT_FIELDS);
  const categoryRows = measureFields(cards, CATEGORY_FIELDS);
  console.log(
    [
      formatRows(`Compiled facts vs script-effects.tsv over ${cards.length} cards (labels per card) — fields`, fieldRows),
      formatRows('trigger events (trigger and flip effects)', eventRows),
      formatRows('categories (activated effects)', categoryRows),
      `* required by issue 12: ≥95% precision and recall`,
      `reference category labels left out by conventions (compile-reference.ts): ${Object.entries(conventionMoves(cards)).map(([k, n]) => `${k} ${n}`).join(', ')}`,
      `conventions (compile-reference.ts) and the labels each moves in the fields above:\n${conventionLines.join('\n')}`,
      `conventions: ${leftFieldMoves(cards)} compiled event labels read as left-field (the reference listens to the field being left)`,
      `clauses not understood: ${unknownClauses} (${[...byKind].map(([k, n]) => `${k} ${n}`).join(', ')})`,
    ].join('\n'),
  );

  // Study a field's misses: STUDY='event: destroyed' npx vitest run test/cards/compile-vs-reference.test.ts
  // (Several fields at once: STUDY='once per turn: soft|event: targeted'.)
  if (process.env.STUDY) for (const name of process.env.STUDY.split('|')) {
    const f = [...FIELDS, ...EVENT_FIELDS, ...CATEGORY_FIELDS].find((x) => x.name === name);
    const want = process.env.STUDY_MODE; // fp: compiled only; fn: reference only
    const picked = f ? misses(cards, f).filter((m) => !want || (want === 'fp' ? m.ref.length === 0 : m.compiled.length === 0)) : [];
    console.log(`— ${name}: ${picked.length} misses`);
    for (const m of picked.slice(0, Number(process.env.STUDY_N ?? 30))) {
      console.log(`${m.card.name} ref=${m.ref.join(',')} compiled=${m.compiled.join(',')}\n  ${(m.card.text ?? '').replace(/\s+/g, ' ')}`);
    }
  }

  it('covers the cards of both files', () => {
    expect(cards.length).toBeGreaterThan(8500);
  });

  // The issue's bar is 95% precision and recall on every starred row. Rows that reach it are held at
  // 95%; rows that do not yet are held at the level they reached (precision, recall in %), so the
  // compiler can only gain ground. The shortfalls are listed in the closing note of issue 12.
  const BAR = 95;
  const all = [...fieldRows, ...eventRows, ...categoryRows];
  // PRINT_FLOORS=1 prints the levels reached, as the FLOORS table below is written.
  if (process.env.PRINT_FLOORS) {
    const down = (x: number) => Math.floor(x * 1000) / 10;
    const short = all.filter((r) => r.required && (r.precision * 100 < BAR || r.recall * 100 < BAR));
    console.log(short.map((r) => `  '${r.field}': [${down(r.precision)}, ${down(r.recall)}],`).join('\n'));
  }
  for (const r of all.filter((x) => x.required)) {
    const [p, rec] = FLOORS[r.field] ?? [BAR, BAR];
    it(`${r.field}: precision ≥ ${Math.min(p, BAR)}%, recall ≥ ${Math.min(rec, BAR)}%`, () => {
      expect(r.precision * 100).toBeGreaterThanOrEqual(Math.min(p, BAR));
      expect(r.recall * 100).toBeGreaterThanOrEqual(Math.min(rec, BAR));
    });
  }
  // What a card or quick effect answers (「…发动时」, 「…成为效果的对象时」, or the activation an old text's first step negates):
  // not a required row, held at the level it reached (it was 99.5/50.0 before the answers were read).
  const answers = fieldRows.find((r) => r.field === 'answers an activation')!;
  it('answers an activation: precision ≥ 98%, recall ≥ 85%', () => {
    expect(answers.precision * 100).toBeGreaterThanOrEqual(98);
    expect(answers.recall * 100).toBeGreaterThanOrEqual(85);
  });
  it('the compiler reports what it did not understand, by clause kind', () => {
    expect(unknownClauses).toBeGreaterThan(0);
    expect([...byKind.keys()].every((k) => ['action', 'cost', 'condition', 'target'].includes(k))).toBe(true);
  });
});

/** Levels reached where the 95% bar is not (yet) met: [precision %, recall %], rounded down. */
const FLOORS: Record<string, [number, number]> = {
  // n12a: kind: trigger reached the bar (95.1/96.1) with CONVENTIONS['delayed-trigger'] (was delayed-trigger-listener) and is held there.
  // c12a: effects granted to another card are its own (this card holds a continuous grant); 「攻击宣言时」 hand effects
  // and 「伤害计算时」 on a Spell/Trap are triggers; Battle Phase, 「攻击宣言时1次」 and ● answering choices are quick: 94.0/92.4 → 96.9/93.4.
  // c12a (this session): kind: quick reached the bar (96.4/95.1) and is held there — 「1回合1次（在自己或者对方回合）：可以…」
  // read past its colon, 「这个效果只能在对方回合…使用」, old answers that negate what they answer, and CONVENTIONS['quick-twin'].
  // c12a: the grant above, Ritual Spell lines, linked-card rules inside an effect (「这张卡从场上离开时那只怪兽破坏」), and
  // 「只要…存在，选择的怪兽…」 as part of the effect before: 88.6/90.4 → 89.1/91.8.
  // c12a: sentences that go on with the effect before (「这个效果抽到的卡…。魔法·陷阱卡的场合，…」「选择怪兽只要…」), old ignition
  // words 「这个效果1回合只有1次…才能使用」, CONVENTIONS['runtime-continuous'], summoning conditions read as procedures
  // (「这张卡不能作同调召唤以外的特殊召唤」「把这张卡特殊召唤的回合，自己不能通常召唤」) and cut from the effect after them: 89.2/91.9 → 91.3/92.1.
  // c12d: old sentences that only pay open an ignition effect (「支付800基本分。」「这张卡做祭品。」), a numbered effect with an event
  // and no 「发动」 applies by itself, a Normal Spell/Trap's later sentences that mention the GY stay in its activation, ● picked by
  // the effect's own result are what it does, a Union's 「…具有以下效果：●」 and its replacement reminder, protections and extra
  // attacks after a trigger: 91.4/92.3 → 92.7/93.8.
  // c12k: old effects done to the monster this card battled once the battle is fought (「…攻击这张卡的场合，那只怪兽下一个回合不能
  // 攻击宣言」「受到「X」攻击的怪兽，5回合后被破坏」「被这张卡战斗破坏的怪兽从游戏中除外」) are triggers, and a granted ● splits into its
  // sentences' effects (「●守备表示：这张卡不会被战斗破坏。这张卡被攻击的场合，…」), a 等级怪兽 summoned by its lower level keeps that
  // state (「用「X」的效果特殊召唤的场合，只要这张卡在场上存在，…」, continuous), and 「此效果1回合只能使用1次」「这个效果1个回合只能使用1次」
  // 「…只能发动1次」「…只能启动1次」 limit an effect that is used: 93.0/93.8 → 93.4/94.2.
  // c12l: measured 93.2/93.9 (a branch on the first step's result after 「…才能发动。」 is no continuous effect of its own).
  // c12m: 93.6/94.2 → 94.8/94.6 — 「直到下次的…，」 goes on with the effect before it, 「这个方法特殊召唤的回合…」 part of the procedure,
  // archetype rule lines and 「…在同一连锁上只能发动1次」 no effects, Xyz alternatives 「…上面把这张卡重叠来超量召唤」 and a Ritual
  // monster's 「若不是…则不能特殊召唤」 summoning conditions, old ignition wordings with no 发动, a Continuous Spell/Trap's lock on its
  // target a continuous effect of its own; CONVENTIONS['equip-helper'] counts a Union's replacement, ['runtime-continuous'] reads
  // stats from what summoned the card and leaves a label out only where the reference has no continuous row.
  // c12p: kind: continuous reached the bar (94.9/94.7 → 95.7/95.9) and is held there: an old Special Summon monster's procedure
  // in its own sentence (「自己墓地1只风属性怪兽从游戏中除外特殊召唤上场」), what holds for the card once summoned cut from its procedure
  // (「…才能特殊召唤。这张卡的攻击力，自己墓地存在的龙族怪兽每有1只上升300」), summoning conditions 「「X」以外的效果不能把这张卡特殊召唤」
  // 「这张卡通常召唤的场合，必须以里侧守备表示的形式出场」, a Ritual monster's old 「用「X」特殊召唤」, headers whose card name holds 时
  // (「「魔界剧团-临时演员」的灵摆效果1回合只能使用1次」), 「这个效果可以在对方回合使用。」 before its effect; CONVENTIONS['history-listener']
  // and ['runtime-continuous'] matching its own example 「…上升这张卡的效果装备的怪兽的原本攻击力数值」.
  // n12a: kind (all labels) reached the bar (95.4/95.4) and is held there.
  // c12a: old GY wordings (「墓地存在的这张卡」), a trigger on its own move placed by its condition, triggers on other cards'
  // events on the field, and the runtime-delayed-trigger convention for places: 91.8/92.0 → 94.0/93.2.
  // c12a (this session): activation place reached the bar (94.3/93.2 → 95.5/95.0) and is held there — 「从自己的手卡·场上把这只怪兽…」
  // used from either place, 「这张卡从手卡或者墓地特殊召唤」 from either, a move's origin (「这张卡从手卡送去墓地时」) no place of use,
  // 「这张卡在手卡的场合」「从手卡丢弃这张卡」「墓地存在的这张卡特殊召唤」, and field for triggers that name this card only to pick
  // another (「比这张卡攻击力高的怪兽…特殊召唤的场合」「这张卡为攻击对象的对方怪兽的攻击宣言时」).
  // Soft: 「这张卡1个回合可以有1次变回里侧守备表示」 is a soft limit by its text; the scripts hold it with a flag, not a count.
  // c12m: once per turn: oath reached the bar (94.2/97.2 → 97.7/99.2) and is held there: a header on effects never limits the
  // summoning procedure, 「自己对「X」1回合只能有1次特殊召唤」 limits every summon (not the procedure), 「…在决斗中只能发动1张」, a
  // Continuous/Field card's implied activation holds its card limit, 「这张卡也能…来发动。那个场合，…」 is the activation.
  // c12n: once per turn: soft reached the bar (91.3/90.3 → 96.6/97.0) and is held there: a Pendulum card's header limits its own
  // text's effects only, 「「X」的这个效果1回合只能使用1次」 after an old effect is that effect's, 「只在…表侧表示存在能使用1次」 soft;
  // CONVENTIONS['turn-set-flag'], ['union-flag'], ['once-while-face-up'], ['chain-count'] and phase-count kept where the text states it.
  // c12b: trigger events (all) reached the bar (95.4/95.3) and is held there; so did event: flip-summoned (97.0/95.1).
  // c12b: 「…被破坏时这张卡也破坏」 is a self-destruct rule (continuous); a Spell/Trap's triggers its activation registers at run time
  // (CONVENTIONS['activation-registers']): destroyed 93.0/96.8 → 94.0/96.7, destroyed-by-battle 94.3/95.8 → 95.3/95.8 (held at the bar).
  // c12b: 「只要…，…的场合这张卡破坏」 and 「…让这张卡不破坏」 are rules, not triggers: 94.1 → 94.8.
  // c12e: destroyed (94.8/96.8 → 96.0/96.8), banished (100/94.8 → 100/96.5), left-field (84.4/93.1 → 100/96.6) and to-hand
  // (96.3/89.7 → 96.7/100) reached the bar and are held there: 「同时被破坏时」 closes at its event, 「离场」, 「加入自己手卡」,
  // 「回到手卡·卡组时」 (two moves), old triggers on any return (魔偶甜点券, 纳迦), the price of this card leaving paid by its
  // controller applies with no chain (女神的加护, the 灵神), replacements 「不回到手卡而是…」; CONVENTIONS['runtime-trigger'] and
  // ['leave-field-destinations']. returned-to-deck 66.7/25.0 → 100/87.5 (「这个效果回到额外卡组时」 a trigger of its own).
  // k12b: 「每次…把魔法卡发动，…」 applies as each activation resolves (continuous, as the scripts' CHAINING/CHAIN_SOLVED
  // listeners); 「…发动的场合，可以把那个效果无效」 and cost permissions are not activated; 「…发动的场合」 in the opponent's turn
  // stays a trigger; 「对方怪兽发动…的效果时」 answers that activation: 65.4/82.9 → 82.2/90.2.
  // c12d: 「每次这个效果把卡的发动无效，…下降500」 goes on with the effect before it (光与暗之龙): 75.0/85.7 → 85.7/85.7.
  // c12h: six event rows reached the bar and are held there: returned-to-deck 100/87.5 → 100/100 (接触之门's 「…的场合：可以把墓地的
  // 这张卡除外；…」 is a trigger with a cost, no procedure), discarded 100/90 → 100/100 (强制接收's 「那之后每次…丢弃，…」 a trigger of
  // its own), drawn 100/71.4 → 100/100 (「经过通常抽卡后可以再抽1张」「可以确认对方抽到的卡」: the draw is the event), activated
  // 86.0/90.2 → 97.6/95.2 (「对方的主要阶段时有魔法卡发动的场合」 read past the phase, 「…发动时，场上表侧表示存在的这张卡破坏」 and
  // 「每次…发动时，每1张必须支付」 rules, 「…才能给…装备」 an equip limit, CONVENTIONS['activation-resolved']), battle-phase-start
  // 80/100 → 100/100 (「不能对应这张卡的发动让…发动」 is how the card is activated, no effect), chain-resolved 100/0 → no labels
  // (activation-resolved). targeted stays (4 compiled, 0 reference labels): see compile-reference.ts on why those 4 stay triggers.
  // c12h: activation-negated reached the bar (85.7/85.7 → 100/100) and is held there: 「对方让这张卡的发动无效，被送去墓地的场合」 is the
  // negation (电子紧急呼救), and CONVENTIONS['chain-end-relay'] (盟军·次世代再造兵).
  // c12b: 「这张卡攻击宣言时，猜硬币的正反」 is a trigger: 93.8/93.2 → 93.9/93.9.
  // c12e: attack-declared reached the bar (93.9/93.9 → 98.7/95.7) and is held there: CONVENTIONS['attack-declaration-quick'] and
  // ['continuous-card-use'], a moment glued to a target and a ● choice's own 「…攻击宣言时」 read, no event in 「没有攻击宣言」.
  // c12b: 「这个效果特殊召唤成功时，…」 is a trigger of its own (special-summoned recall 95.8 → 97.9); 「…送去墓地的场合或者被除外的
  // 场合」 and 「…在结束阶段时被破坏时」 close at their last event; 「这张卡为祭品的祭品召唤成功时」 is this card used as material;
  // an old 「…被选择作为攻击对象时，这张卡的表示形式变更」 is a trigger (attacked 95.2/88.1 → 95.5/94.0).
  // 「…攻击的场合，不进行伤害计算把那只怪兽破坏」 read as the start of the damage step (k12a): recall 51.7 → 98.3.
  // c12e: battle-start reached the bar (90.8/98.3 → 96.7/98.3) with CONVENTIONS['runtime-trigger'] and is held there.
  // Battle moments named inside what is done (「和这张卡进行战斗的怪兽在伤害计算后破坏」「那次伤害计算前这张卡破坏」) are
  // read as the event (k12a): recall 54.2 → 62.5 and 37.1 → 64.3 for 2 and 3 new misses where the script
  // listens elsewhere though the text names the moment (一击必杀侍 and 正义盟军 千械鬼 say 伤害计算前, their scripts
  // BATTLE_START / PRE_DAMAGE_CALCULATE; 袋鼠冠军 DAMAGE_STEP_END; 凤凰石蒜花 a chainless CONTINUOUS on BATTLED).
  // c12e: 「那次伤害计算前这张卡变成攻击怪兽的装备卡」 is a trigger (精神寄生体): 90.0/75.0 → 90.5/79.2; 「伤害计算适用」 and 「不会被那次
  // 战斗破坏并在伤害计算后…」 are after damage calculation: 94.4/72.9 → 94.9/80.0. (The rest are old texts whose script listens
  // to a moment the text does not name, e.g. 「被对方怪兽攻击的场合」 as BATTLE_CONFIRM, BATTLED or DAMAGE_STEP_END alike.)
  // c12n: event: targeted has no labels on either side (0/0, held at the bar): 「这张卡成为…效果的对象时，这张卡破坏」 with no
  // activation is a continuous effect (rules reference docs/c02/怪兽的效果分类.rst:111), applied by the engine as the targeting
  // effect ends (CH-TARGETED-CONTINUOUS), as the scripts' chainless CONTINUOUS rows do.
  // c12k: 「里侧守备表示的这张卡被对方怪兽攻击的场合」 (flipped before damage calculation) and 「这张卡受到对方怪兽攻击的场合，由其他的…
  // 承受攻击」「…对方受到…伤害」 are before damage calculation (90.5/79.2 → 91.6/91.6); what is done to the monster this card battled
  // (「…攻击这张卡的场合，那只怪兽…」「和这张卡进行战斗的…怪兽的效果无效化」), and 「这张卡战斗破坏怪兽时，那只怪兽除外」 (rules reference c03
  // 战斗阶段流程, 伤害计算后) are after it, and a granted ● splits into its sentences (94.9/80.0 → 95.6/94.2). The rest: 一击必杀侍 and
  // 千械鬼 name 伤害计算前 where their scripts listen to BATTLE_START / PRE_DAMAGE_CALCULATE; 钻头机人 and 圆盘斗士 say 「不进行伤害计算」,
  // which 25 of 28 scripts hear at BATTLE_START (read so), these two at BATTLE_CONFIRM.
  // c12k: CONVENTIONS['named-battle-moment'] (一击必杀侍, 千械鬼, 袋鼠冠军: the text names the moment, the script hears a neighbouring one):
  // before 91.6/91.6 → 100/92.3, after 95.6/94.2 → 97.1/94.3 (battle-start recall 98.3 → 100, damage-calculation 95.7 → 97.1, held at the bar).
  // c12n: before-damage-calculation (100/92.3 → 100/96.2) and after-damage-calculation (97.1/94.4 → 97.1/95.7) reached the bar and
  // are held there: 「对守备力2000以上的守备表示怪兽进行攻击时，不经过损伤计算…破坏」 reads a value a face-down monster shows only once
  // flipped, at 伤害计算前 (圆盘斗士); CONVENTIONS['battled-destroying'] (氮素战士, 超级运动员强化特训服).
  // c12b: battle-damage (93.5/89.7 → 97.3/95.3) and damage (96.2/80.6 → 96.2/96.2) reached the bar and are held there: old
  // 「直接攻击成功时」 is battle damage, a stat changed once after damage dealt is a trigger, and EVENT_DAMAGE heard for battle damage
  // reads as battle-damage where the text names no other damage (CONVENTIONS['battle-damage-as-damage']).
  // c12b: used-as-material reached the bar (94.9/97.4 → 96.1/97.4): 「…的场合，可以把手卡的…作为…素材」 is a material rule.
  // c12b: one convention for delayed triggers registered at run time (what were armed-phase, runtime-delayed-trigger and
  // delayed-trigger-listener: the listener is read as the trigger it registers), and granted ● triggers counted where the
  // reference has the listener that grants them: all 94.9/94.7 → 95.4/94.7, end-phase 93.0/90.7 → 94.1/92.1.
  // c12b: old wording that opens with its phase and no 「时」 (「这张卡战斗破坏怪兽的回合的结束阶段，可以…」「可以在自己的结束阶段支付500分，…」
  // 「1回合1次，在自己的准备阶段…就可以…」) reads that phase as the event; 「每次自己的结束阶段把这张卡1个超量素材取除」 is a trigger;
  // upkeep in other words (「不能取除的场合，这张卡破坏」「不支付维持这张卡破坏」) is a maintenance cost: standby 94.0/93.1 → 94.4/94.4,
  // end-phase 95.3/92.1 → 95.3/94.2.
  // c12e: standby-phase (95.8/94.9 → 96.3/96.8) and end-phase (95.4/94.2 → 95.2/97.5) reached the bar and are held there:
  // 「召唤时和每到自己准备阶段时」 two events, a sentence done as a phase arrives or armed by 「这个效果发动/适用的回合」 is an
  // effect of its own, 「对方结束阶段有这张卡在墓地存在的场合」 waits for that phase. battle-phase-start 75/75 → 80/100.
  // c12c: category: draw reached the bar (93.9/97.6 → 96.1/97.6) and is held there: the ● choices and the steps added by a state at
  // activation, whose categories the scripts set in their target function (CONVENTIONS['category-set-at-activation']).
  // c12c: category: to-hand reached the bar (92.6/98.0 → 95.1/98.0) and is held there: 「回到对方手卡」; a runtime-registered delayed
  // trigger's categories are left out with its event (CONVENTIONS['runtime-delayed-category']); a script's SEARCH without TOHAND
  // folds into to-hand as the compiled search does (CONVENTIONS['search-is-to-hand']).
  // n12d: old costs 「可以通过把…送去墓地，…」 and 「可以把自己…除外。<effect>」 read as costs: precision 72.8 → 73.5.
  // c12c: old costs glued to the action (「可以把这张卡从游戏中除外自己从卡组抽1张卡」「…送去墓地可以从手卡特殊召唤」), steps done at a
  // later phase or 「伤害计算后」 left for later: 73.4 → 75.4.
  // c12c: the reference's categories set at activation (CONVENTIONS['category-set-at-activation']): 75.4/94.7 → 76.9/95.0; old choice words 「选择下面1个效果发动」「从下列效果中选择1项发动」 read as ● choices: 77.1/95.1 (recall reaches the bar).
  // c12d (kind readers, not the action reader): effects read as continuous before are now activated, so their steps count —
  // 等级变换实验室 and 被选中者 (a Normal Spell/Trap's sentences that mention the GY, now in its activation), 来自墓场的引诱 and
  // 强袭之魂 send to the GY as their texts say, and their scripts declare no TOGRAVE: precision 77.3 → 77.0.
  // c12f: this card sent to the GY beside what the effect is for (CONVENTIONS['self-sent-step']) and a card sent as one step among
  // others where the script leaves TOGRAVE undeclared (CONVENTIONS['secondary-send'], now 'secondary-move'; 92 cards declare it, 40 do not): 77.3/95.1 → 89.8/95.1.
  // c12g: old words 「送到墓地」「扔进墓地」「丢进墓地」 read as sends: recall 95.7 → 96.1.
  // c12l: send-to-gy reached the bar (89.8/96.1 → 95.4/96.1) and is held there: CONVENTIONS['uncategorized-kind'] (a script kind with no category on
  // any row says nothing of what its effects do) and 'secondary-move' (what was 'secondary-send').
  // n12d: Ritual materials sent from the Deck are a mill (灰流丽 answers them); 「从自己卡组的最上面把3张卡送去墓地。这个效果…」
  // is the effect, not an old cost: 88.8/84.4 → 89.0/86.1.
  // c12c: 「卡组从上面丢弃…去墓地」 and 「卡组最上面的卡翻开送去墓地」 are mills; CONVENTIONS['chosen-deck-card'] read per sentence: 89.1/86.9 → 89.3/91.5.
  // c12c: 「再把作为对象的卡送去墓地」 after turning the top cards is no mill; 「…送去墓地才能进行攻击宣言」 is a rule, no move: 89.3/92.4 → 90.8/93.1.
  // c12l: mill reached the bar (90.8/93.2 → 98.2/95.7) and is held there: a branch on the first step's result after 「…才能发动。」 stays in
  // the effect (「…翻开，宣言的卡的场合，加入手卡。不是的场合，翻开的卡送去墓地」), and a top-of-Deck mill beside the step an effect is for
  // joins CONVENTIONS['secondary-move'].
  // n12d: 「破坏怪兽的攻击力」 names the destroyed monster, and 「作为代替把这张卡破坏」 is a replacement: precision 88.1 → 90.1.
  // c12c: 「结束阶段时，此怪兽被破坏」 after what the effect does, and 「伤害计算后那只对方怪兽破坏」 in an activated effect, are left for later: 90.9 → 91.8.
  // c12g: 「破坏这张卡的怪兽」「被破坏怪兽等级」 name cards (a relative clause, no move), 「这张卡每次战斗破坏…」 names an event, and a move
  // 「伤害步骤结束时」「伤害步骤开始时」「结束步骤时」 in an activated effect is left for that moment: 92.9 → 93.9.
  // c12l: destroy reached the bar (94.0/96.9 → 95.6/97.0) with CONVENTIONS['uncategorized-kind'] and is held there.
  // c12g: a replacement (「不送去墓地从游戏中除外」 — the 8-character window cut 「不」 off —, 「不回到卡组从游戏中除外」「…除外代替」) is no
  // banishment the effect makes: 80.7 → 81.2.
  // c12l: banish reached the bar (81.2/95.3 → 96.1/95.3) and is held there: a banish beside the step an effect is for (「那只怪兽和这张卡除外，
  // 把…同调怪兽…特殊召唤」「融合素材怪兽从自己墓地除外」) joins CONVENTIONS['secondary-move'], and 'uncategorized-kind'.
  // n12d: 「加入自己的额外卡组」「回到融合卡组」「放到卡组的最下面」「混进对方卡组」 read as returns (recall 87.6 → 91.0;
  // precision 83.9 → 83.7: 防守战术's and 剑斗兽 乔治's own returns, which their scripts leave undeclared).
  // c12c: 「回到对方卡组」「弹回其卡组」「放回对方卡组最上面」 read as returns, a step in one branch of a shown
  // result marked `conditional` (救金鱼 under 王家长眠之谷 skips only that step): 86.8/91.5 → 87.1/93.7.
  // c12c: 「从卡组中选择1张…，放在自己卡组最上面」 keeps the card in the Deck (its place said in the step before): 87.3 → 88.7.
  // c12g: 「回到那张卡持有者的卡组」「回到自身卡组」「在对方卡组最上面安置」 read as returns, and a return 「伤害步骤开始时」 or at 「结束阶段时」
  // in an activated effect left for then: 89.6/93.7 → 89.6/94.3.
  // c12l: return-to-deck reached the bar (89.6/94.3 → 98.6/95.9) and is held there: 「混到…卡组」「和卡组合在一起洗切」「回到手卡或者卡组」,
  // shown cards put face-up in the Extra Deck, 「不是的场合，…回到卡组」 kept in its effect; a return beside the step an effect is for joins
  // CONVENTIONS['secondary-move'].
  // n12d: a lingering 「这个回合…发动的…效果无效」 is no negation of a chain link (墓地封印; 技能禁锢's script declares DISABLE
  // anyway), and 「直到结束阶段…对方1只…怪兽的效果无效化」 is a negation of that card's effects: 68.8/82.9 → 69.4/87.2.
  // c12d: 元素英雄 混沌新宇侠's ● picked by its coin results are now part of its trigger (「●2次：这个回合对方场上…效果全部
  // 无效化」), which its script declares in a helper row without DISABLE: precision 74.6 → 74.1.
  // c12e: damage-calculation reached the bar (97.1/94.4 → 97.1/95.8: 「…进行战斗的场合，那次伤害计算时…」) and is held there.
  // c12f: a lasting negation of the targets' effects where the script registers EFFECT_DISABLE without the category
  // (CONVENTIONS['lasting-negation'], 21 cards declare it, 11 do not): 74.6/88.0 → 81.1/88.0.
  // c12g: 「直到回合结束时，对方发动的怪兽的效果无效化」 — the duration alone as a step — is a lasting negation too: 80.5 → 81.1.
  // c12l: negate-effect reached the bar (81.1/88.0 → 95.7/95.7) and is held there: a lasting negation's turn read from a step before
  // (「这个回合，…，场上的…怪兽的效果无效化」) or from 「…的效果无效」, 「对方可以…让这张卡的效果无效」 the opponent's way out, 「…为对象的魔法卡
  // 的效果只有1次无效」 and 「这个回合，选择的卡为对象发动的怪兽效果无效」 negations of effects activated later, an answer's 「那个…的效果无效化」
  // the answered effect's; CONVENTIONS['lasting-negation'] for every lasting negation not of the answered link, ['target-lock-negation'].
};
