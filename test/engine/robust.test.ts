// The engine never throws for a valid scenario and its answers keep their shape: random chains of
// curated cards (random controllers, effect numbers, targets, notes and situations) through the
// whole pipeline. Invariants, not stored answers.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { curatedCards } from '../../src/cards/curated/index.js';
import { judgeWords } from './build.js';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJudge } from '../../src/judge.js';
import type { Card } from '../../src/cards/facts.js';

const cardsDb = join(dirname(fileURLToPath(import.meta.url)), '../../../shared/data/cards.cdb');
const hasDb = existsSync(cardsDb);

const typeable = curatedCards.map((c) => c.name).filter((n) => !/[{}【】[\]()（）,，、;；:：《》「」『』"①-⑳→#＃]|->|=>|效果\d|(^|\s)[Cc]\d|^\d+$/.test(n));

/** How many effects a name's card has (the fewest, when two cards share a name): an effect number it has binds. */
const effectCount = new Map<string, number>();
for (const c of curatedCards) effectCount.set(c.name, Math.min(effectCount.get(c.name) ?? Infinity, c.effects.length));
const effectNumbers = (name: string): string[] => ['', ...Array.from({ length: effectCount.get(name) ?? 0 }, (_, i) => `#${i + 1}`)];

// Each link names a card and, half the time, one of its own effect numbers: chains that bind and reach the engine.
const linkArb = fc.constantFrom(...typeable).chain((name) =>
  fc.record({
    who: fc.constantFrom('', 'A:', 'B:'),
    name: fc.constant(name),
    effect: fc.constantFrom(...effectNumbers(name)),
    target: fc.option(fc.constantFrom(...typeable), { nil: null }),
    note: fc.constantFrom('', '[无效C1]', '[效果无效C1]', '[不处理]', '[解放自身]', '[支付1000]', '[随便]', '[cost: none]'),
  }),
);
const situationArb = fc.constantFrom(
  '',
  '{回合:B} ',
  '{回合:A 阶段:主要1 A基本分:1000 B基本分:8000 A手卡数:0} ',
  '{回合:A 阶段:战斗阶段 攻击:A:蓝宝石龙→B:灵魂龙} ',
  '{A场:召唤兽 普尔加托里奥(本回合特召),魔法偏转器(盖,本回合盖放) B场:机怪神 超机怪虫神(已反转),终结之阿努比斯 A墓:} ',
);

describe('robustness', () => {
  it('never throws; illegal links carry a reason and are not resolved; words exist in both languages', () => {
    // What reaches the engine is counted: a generator whose chains do not bind would test nothing.
    let runs = 0;
    let judged = 0;
    const refused: string[] = [];
    fc.assert(
      fc.property(situationArb, fc.array(linkArb, { minLength: 1, maxLength: 8 }), (situation, links) => {
        const input =
          situation +
          links
            .map((l, i) => {
              const note = i === 0 && /C1/.test(l.note) ? '' : l.note;
              return `C${i + 1} ${l.who}${l.name}${l.effect}${l.target ? `→${l.target}` : ''}${note}`;
            })
            .join(' ');
        runs++;
        let a;
        try {
          a = judgeWords(input);
        } catch (e) {
          // Binding may refuse an input: that is an error answer, not a crash (counted below).
          if (e instanceof Error && /^(parse|bind) error/.test(e.message)) {
            refused.push(`${input} — ${e.message}`);
            return;
          }
          throw e;
        }
        judged++;
        expect(a.ok).toBe(true);
        expect(a.links).toHaveLength(links.length);
        const legal = a.links.filter((l) => l.legal !== false).map((l) => l.n);
        expect(a.resolutionOrder).toEqual([...legal].reverse());
        for (const l of a.links) {
          if (l.legal === false) {
            expect(l.outcome).toBe('illegal');
            expect(l.illegalReason?.zh, input).toBeTruthy();
            expect(l.illegalReason?.en, input).toBeTruthy();
          } else {
            expect(l.outcome).not.toBe('illegal');
            if (l.outcome !== null) expect(l.reason?.zh && l.reason.en, input).toBeTruthy();
          }
          if (l.by !== null) expect(l.by).toBeGreaterThan(l.n);
          if (l.outcome === 'activation-negated' || l.outcome === 'effect-negated') expect(l.reason, input).not.toBeNull();
        }
        for (const e of a.events) if (e.link !== null) expect(e.link).toBeLessThanOrEqual(links.length);
        for (const w of [...a.assumptions, ...a.warnings]) expect(w.zh && w.en).toBeTruthy();
      }),
      { numRuns: 400, seed: 20261130 },
    );
    expect(runs).toBeGreaterThanOrEqual(400);
    // Nearly every generated chain binds and is judged by the engine.
    expect(judged / runs, refused.slice(0, 5).join('\n')).toBeGreaterThan(0.95);
  });
});

describe.skipIf(!hasDb)('robustness with the full card database (skipped: ../shared/data/cards.cdb not found)', () => {
  it('judges chains of inferred cards without throwing, saying the facts were inferred', () => {
    const judge = createJudge({ cardsDb });
    const catalog = judge.catalog as typeof judge.catalog & { all: () => Card[] };
    const names = catalog
      .all()
      .filter((c) => c.source !== 'curated')
      .map((c) => c.name)
      .filter((n) => !/[{}【】[\]()（）,，、;；:：《》「」『』"①-⑳→#＃]|->|=>|效果\d|(^|\s)[Cc]\d|^\d+$|^\s|\s$/.test(n));
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...names), { minLength: 1, maxLength: 6 }), (picked) => {
        const input = picked.map((n, i) => `C${i + 1} ${n}`).join(' ');
        const a = judge.chainWords(input);
        if (!a.ok) {
          expect(a.error.kind, input).not.toBe('invalid'); // an internal failure is reported as 'invalid'
          return;
        }
        expect(a.links).toHaveLength(picked.length);
        expect(a.resolutionOrder).toEqual(a.links.filter((l) => l.legal !== false).map((l) => l.n).reverse());
        // A procedure read from 「这张卡可以从手卡特殊召唤」 is sure (CH-PROCEDURE-TIMING): its refusal rests on no guess.
        if (a.links.some((l) => l.legal !== null && l.card.id !== null && !l.rules.includes('CH-PROCEDURE-TIMING'))) {
          expect(a.assumptions.some((x) => /推断|未知/.test(x.zh)), input).toBe(true);
        }
      }),
      { numRuns: 150, seed: 7 },
    );
    // 150 chains over the whole database: ~15 s quiet, past the 60 s default when the 2 cores are shared.
  }, 180_000);
});
