/**
 * Inferred card facts measured against YGOPro's script flags (an independent reference that only
 * tests read). Prints the precision/recall table (CI shows it) and holds the bar.
 * Definitions: test/cards/reference.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCdb } from '../../src/cards/import/cdb.js';
import { decodeType } from '../../src/cards/import/decode.js';
import { compileEffects as inferEffects } from '../../src/cards/compile/index.js';
import { CARDS_DB, SCRIPT_EFFECTS, SCRIPT_FLAGS, haveCards, haveEffects, haveFlags, skipMessage } from './data.js';
import { EFFECT_KINDS, armsAtRunTime, neosHelper, formatTable, measure, readFlags, type MeasuredCard } from './reference.js';
import { readEffects } from './compile-reference.js';

skipMessage('inference vs reference', CARDS_DB);
skipMessage('inference vs reference', SCRIPT_FLAGS);

function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    return d.isDirectory() ? listFiles(p) : [p];
  });
}

describe('the inference never reads the reference', () => {
  it('no source file under src/ names script-flags', () => {
    const src = path.resolve(__dirname, '../../src');
    const offenders = listFiles(src).filter((f) => /script-flags|script_flags|scriptflags/i.test(fs.readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});

describe.skipIf(!haveCards || !haveFlags)('inferred facts vs script-flags.tsv', () => {
  // A skipped suite is still collected: read the data only when it is there.
  const present = haveCards && haveFlags;
  const flags = present ? readFlags(SCRIPT_FLAGS) : new Map<number, Set<string>>();
  // The per-effect rows only say which scripts arm a phase trigger at run time (the armed-phase convention).
  const effectRows = present && haveEffects ? readEffects(SCRIPT_EFFECTS) : new Map();
  const cards: MeasuredCard[] = [];
  for (const row of present ? readCdb(CARDS_DB) : []) {
    const f = flags.get(row.id);
    if (!f || !EFFECT_KINDS.some((k) => f.has(k))) continue;
    const type = decodeType(row.type);
    // Inference over every card, not lazily: this is the measurement.
    cards.push({ id: row.id, type, effects: inferEffects(row.desc, type), flags: f, armsAtRunTime: armsAtRunTime(effectRows.get(row.id) ?? []), neosHelper: neosHelper(effectRows.get(row.id) ?? []) });
  }
  const { rows, abstained } = measure(cards);
  if (present) console.log(formatTable(rows, cards.length, abstained));

  it('covers the ~8,000 cards of both files that list an effect kind', () => {
    expect(cards.length).toBeGreaterThan(7500);
  });

  // The issue asks 95% precision and recall on the five starred facts, and all five reach it: each is
  // held at 95% here, so a change that loses ground below the bar fails. The misses left are mostly
  // pre-2017 texts whose wording does not say what the script does (the same 「…的场合，…」 sentence is a
  // trigger on one card and a rule on another), and reference rows that disagree with the wording.
  // Comparison conventions (test/cards/reference.ts): a Spirit monster's End Phase return is left out
  // of mandatory-vs-optional, because the scripts declare it in a shared helper, never in the card's
  // own script the flags are read from; and a phase trigger armed by an earlier event (「这张卡被送去墓地的回合的
  // 结束阶段才能发动」) on a card whose script registers it at run time from a CONTINUOUS listener (the flags,
  // read statically, cannot list it) is left out of when-vs-if and mandatory-vs-optional (issue 12, n12e); so is
  // a Neos fusion's End Phase return where the script declares it with the shared helper (as the Spirit's return).
  // Issue 12 asks these five at 97% now that the card text compiler (src/cards/compile) makes them:
  // spell speed and negates activation reach it and are held there; targeting, when vs if and
  // mandatory vs optional stand at 95–96% and are held at 95% until the classifier reaches 97%.
  const FLOORS: Record<string, number> = {
    'spell speed': 0.97,
    'negates activation': 0.97,
    // Raised to 0.1 below the lower of precision and recall as measured (issue 12, n12e; c12a: targeting 95.7/95.8,
    // when vs if 97.2/96.4, mandatory 96.5/95.9 with the kind readers of c12a).
    // c12a (this session): targeting 95.7/95.9, when vs if 97.3/96.4, mandatory 96.6/96.0.
    // c12d (issue 12, kind/targeting readers: old sentences that only pay, numbered events without 「发动」, tributes are no
    // target, the 「这个时候」 split): targeting 95.9/96.0, when vs if 97.5/96.5, mandatory 97.4/96.4.
    // c12h (issue 12, kind/event readers): when vs if 97.5/96.7 → 97.5/97.2 and mandatory 97.4/96.9 → 97.5/97.2 reach 97% and
    // are held there — a state never reaches back over an event closed before it (「…伤害步骤结束时那只对方怪兽在场上存在的场合」),
    // summons in a state's words (「只有怪兽1只从手卡特殊召唤的场合」「已在怪兽区域存在的状态有…特殊召唤的场合」) and in the Main Phase
    // (「这张卡在自己主要阶段召唤·特殊召唤成功的场合」) are events, 「对方回合中的特殊召唤成功的场合」 a trigger's event, the draw read as
    // the event (「抽卡阶段抽到的卡…展示…可以再抽」), 「那卡是…的场合」 a state. Targeting stays at 95.9/96.0 (held at 95.8).
    // c12j (issue 12, the target reader on old texts): targeting 95.9/96.0 → 97.1/97.2 reaches 97% and is held there — an old cost
    // inside the sentence is paid, not targeted (「…时，可以把自己墓地存在的1只…从游戏中除外，那次攻击无效」), a monster equipped as an
    // Equip Card to this card or to the monster the event named is no target (「从墓地选1只…当作装备卡使用给这张卡装备」), nor is a
    // pick among revealed cards (「从那之中选择1张」) or being chosen as an attack target; old words that name one card do target
    // (「得到那1只超量怪兽的控制权」「破坏1只里侧表示的怪兽」「对方的魔法与陷阱卡区域存在的1张卡破坏」「1只…从墓地特殊召唤」).
    targeting: 0.97,
    'when vs if': 0.97,
    'mandatory vs optional': 0.97,
  };
  for (const [fact, floor] of Object.entries(FLOORS)) {
    it(`${fact}: precision and recall at least ${(floor * 100).toFixed(1)}%`, () => {
      const r = rows.find((x) => x.fact === fact)!;
      expect(r.precision).toBeGreaterThanOrEqual(floor);
      expect(r.recall).toBeGreaterThanOrEqual(floor);
    });
  }
});
