// Properties every window has, whatever the board and the action: it never throws, its chain order
// runs 1..n with levels never going down, levels 1–4 and 5–6 follow the SEGOC players, a group holds
// one player's effects at one level, nothing is both listed and missed, and someone holds priority.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { actionWindow, chainEndWindow } from '../../src/engine/window/index.js';
import { performAction } from '../../src/engine/game/perform.js';
import type { EventType } from '../../src/cards/facts.js';
import type { Zone } from '../../src/cards/facts.js';
import type { ScenarioAction } from '../../src/scenario/types.js';
import { chainResult, scenario, type Put } from './build.js';
import * as C from './cards.js';
import { card } from '../../src/cards/curated/dsl.js';

const 必发即时 = card({ id: 900018, name: '测试必发即时', type: 'monster effect', effects: [{ kind: 'quick', mandatory: true, trigger: { event: ['summoned', 'destroyed'], subject: { kind: 'monster' } }, timing: 'if', does: [] }] });

const CARDS = [C.三眼怪, C.暗道化师, C.绊倒, C.光帝克赖斯, C.自然螳螂, C.死灵骑士, C.冲锋陷阵的队长, C.时花之魔女, C.魂之纲, C.冥王龙断罪神, C.生还的宝札, C.月光红狐, C.月光翠鸟, C.夜尽巫师, C.反转怪, C.手卡自特召1, C.手卡自特召2, C.强制接收, C.暗黑之蝎尾狮, C.连续陷阱, C.少女, C.普通怪兽, 必发即时, C.神之宣告, C.灵魂龙, C.锻造女巫, C.伤害步骤陷阱, C.战破陷阱, C.战破诱发];
const ZONES: Zone[] = ['monster', 'spell', 'hand', 'gy', 'banished'];
const VERBS: ScenarioAction['verb'][] = ['summon', 'tribute-summon', 'special-summon', 'flip-summon', 'flip', 'attack', 'discard', 'destroy', 'send-to-gy', 'banish', 'set'];
const PHASES = ['main-phase-1', 'battle-step', 'damage-step-end', 'end-phase', 'hand-size-adjustment', null];

const put = fc.record({
  card: fc.integer({ min: 0, max: CARDS.length - 1 }),
  who: fc.constantFrom('A' as const, 'B' as const),
  zone: fc.constantFrom(...ZONES),
  faceUp: fc.boolean(),
  used: fc.boolean(),
});

describe('window properties', () => {
  it('[WIN-SEGOC-ORDER] any board and action: a well-formed window', () => {
    fc.assert(
      fc.property(
        fc.array(put, { minLength: 1, maxLength: 8 }),
        fc.constantFrom(...VERBS),
        fc.constantFrom(...PHASES),
        fc.constantFrom('A' as const, 'B' as const),
        fc.integer({ min: 0, max: 7 }),
        (puts, verb, phase, turn, pick) => {
          const cards: Put[] = puts.map((p, i) => ({
            ref: `R${i}`,
            card: CARDS[p.card]!,
            who: p.who,
            zone: p.zone,
            faceUp: p.faceUp,
            states: p.used ? ['used'] : [],
          }));
          const subject = cards[pick % cards.length]!.ref;
          const tributes = verb === 'tribute-summon' ? cards.filter((c) => c.ref !== subject && c.zone === 'monster').map((c) => c.ref).slice(0, 2) : [];
          const target = verb === 'attack' ? cards.find((c) => c.ref !== subject && c.zone === 'monster')?.ref ?? null : null;
          const s = scenario({ turn, phase, cards, action: { verb, subject, tributes, target, cause: 'effect' } });
          const w = actionWindow(s, performAction(s));
          expect(w.priority === 'A' || w.priority === 'B').toBe(true);
          w.triggers.forEach((x, i) => {
            expect(x.order).toBe(i + 1);
            if (i > 0) expect(x.level).toBeGreaterThanOrEqual(w.triggers[i - 1]!.level);
            if (x.level === 1 || x.level === 3 || x.level === 5) expect(x.controller).toBe(turn);
            if (x.level === 2 || x.level === 4 || x.level === 6) expect(x.controller).not.toBe(turn);
            if (x.level <= 2) expect(x.mandatory).toBe(true);
            if (x.level === 3 || x.level === 4) expect(x.mandatory).toBe(false);
            expect(x.reason!.zh.length).toBeGreaterThan(0);
            expect(x.reason!.en.length).toBeGreaterThan(0);
          });
          for (const x of w.triggers) {
            if (x.group === null) continue;
            const members = w.triggers.filter((y) => y.group === x.group);
            expect(members.length).toBeGreaterThan(1);
            expect(new Set(members.map((y) => `${y.level}${y.controller}`)).size).toBe(1);
          }
          for (const m of w.missedTiming) expect(w.triggers.some((x) => x.card.ref === m.card.ref && x.effect === m.effect)).toBe(false);
          // The priority after levels 1–6: the opponent of the last one placed there.
          const segoc = w.triggers.filter((x) => x.level <= 6);
          const last = segoc[segoc.length - 1];
          expect(w.priority).toBe(last ? (last.controller === 'A' ? 'B' : 'A') : turn);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('[WIN-MISS-WHEN] any chain: a well-formed window; nothing is both listed and missed, and every miss says why', () => {
    const TYPES: EventType[] = ['destroyed', 'sent-to-gy', 'special-summoned', 'summoned', 'flipped', 'discarded', 'banished', 'activation-negated', 'damage'];
    const OUTCOMES = ['resolved', 'activation-negated', 'effect-negated', 'no-effect'] as const;
    fc.assert(
      fc.property(
        fc.array(put, { minLength: 1, maxLength: 7 }),
        fc.array(fc.record({ outcome: fc.constantFrom(...OUTCOMES), who: fc.constantFrom('A' as const, 'B' as const) }), { minLength: 1, maxLength: 3 }),
        fc.array(fc.record({ type: fc.constantFrom(...TYPES), card: fc.nat(), link: fc.nat(), cost: fc.boolean(), then: fc.boolean() }), { minLength: 0, maxLength: 6 }),
        fc.constantFrom('A' as const, 'B' as const),
        (puts, links, evs, turn) => {
          const cards: Put[] = puts.map((p, i) => ({ ref: `R${i}`, card: CARDS[p.card]!, who: p.who, zone: p.zone, faceUp: p.faceUp, states: p.used ? ['used'] : [] }));
          links.forEach((l, i) => cards.push({ ref: `L${i + 1}`, card: C.黑洞, who: l.who, zone: 'hand' }));
          const s = scenario({ turn, cards });
          const order = links.map((_, i) => i + 1).reverse();
          const events = evs.map((e, i) => {
            const n = (e.link % links.length) + 1;
            // Costs first (low steps), then resolution from the last link down.
            const step = e.cost ? i + 1 : 100 + order.indexOf(n) * 10 + (e.then ? 5 : 0);
            return { type: e.type, cards: e.type === 'damage' ? [] : [`R${e.card % puts.length}`], step, link: n, atActivation: e.cost, thenStep: e.then && !e.cost, player: turn };
          });
          events.sort((a, b) => a.step - b.step);
          const r = chainResult(s, links.map((l, i) => ({ n: i + 1, ref: `L${i + 1}`, who: l.who, outcome: l.outcome })), events, order);
          const w = chainEndWindow(s, r);
          expect(w.kind).toBe('chain-end');
          expect(w.priority === 'A' || w.priority === 'B').toBe(true);
          w.triggers.forEach((x, i) => {
            expect(x.order).toBe(i + 1);
            if (i > 0) expect(x.level).toBeGreaterThanOrEqual(w.triggers[i - 1]!.level);
          });
          for (const m of w.missedTiming) {
            expect(w.triggers.some((x) => x.card.ref === m.card.ref && x.effect === m.effect)).toBe(false);
            expect(m.reason.zh.length * m.reason.en.length).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
