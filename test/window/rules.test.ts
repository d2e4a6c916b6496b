// The window rules of test/RULES.md ("Trigger windows"), one test each, every test asserting the
// whole window (triggers in order with levels and groups, missed timing, priority) through summary().
import { describe, expect, it } from 'vitest';
import { actionWindow, chainEndWindow } from '../../src/engine/window/index.js';
import { performAction } from '../../src/engine/game/perform.js';
import { card } from '../../src/cards/curated/dsl.js';
import type { Put } from './build.js';
import { allNotes, chainResult, rulesOf, scenario, summary } from './build.js';
import type { Zone } from '../../src/cards/facts.js';
import * as C from './cards.js';

type Extra = Partial<Omit<Put, 'ref' | 'card' | 'who' | 'zone'>>;
const A = (ref: string, c: Put['card'], zone: Zone | null, extra: Extra = {}): Put => ({ ref, card: c, who: 'A', zone, ...extra });
const B = (ref: string, c: Put['card'], zone: Zone | null, extra: Extra = {}): Put => ({ ref, card: c, who: 'B', zone, ...extra });

function act(s: ReturnType<typeof scenario>) {
  return actionWindow(s, performAction(s));
}

const none = (kind: string, priority: 'A' | 'B' = 'A') => ({ kind, triggers: [], missed: [], priority });

describe('trigger windows: order at the end of a chain', () => {
  it('[WIN-CHAIN-END-ORDER] continuous effects apply first, then Spells/Traps go to the GY by rule, then the window opens', () => {
    const s = scenario({ cards: [A('L1', C.黑洞, 'hand'), B('L2', C.连续陷阱, 'spell', { faceUp: false })] });
    const r = chainResult(s, [{ n: 1, ref: 'L1', who: 'A' }, { n: 2, ref: 'L2', who: 'B' }], [
      { type: 'activated', cards: ['L1'], step: 1, link: 1, to: 'spell', atActivation: true },
      { type: 'activated', cards: ['L2'], step: 2, link: 2, atActivation: true },
    ]);
    const w = chainEndWindow(s, r);
    expect(summary(w)).toEqual(none('chain-end'));
    expect(w.notes[0]!.zh).toContain('测试永续陷阱');
    expect(w.notes[0]!.en).toMatch(/continuous effects/);
    expect(w.notes[1]!.zh).toContain('黑洞');
    expect(w.notes[1]!.zh).not.toContain('测试永续陷阱');
    expect(w.notes[1]!.en).toMatch(/by rule/);
  });

  it('[WIN-CONTINUOUS-FIRST] a summoned monster\'s continuous effects apply before the summon window opens', () => {
    const 永续怪 = card({ id: 900017, name: '测试永续怪兽', type: 'monster effect', effects: [{ kind: 'continuous', does: [{ do: 'modify-stats' }] }] });
    const s = scenario({ cards: [A('X1', 永续怪, 'hand'), B('B场1', C.绊倒, 'spell')], action: { verb: 'summon', subject: 'X1' } });
    const w = act(s);
    expect(summary(w)).toEqual({ kind: 'summon', triggers: ['1 L2 B 绊倒#1 M'], missed: [], priority: 'A' });
    const i = w.notes.findIndex((n) => n.zh.includes('测试永续怪兽'));
    expect(i).toBeGreaterThanOrEqual(0);
    expect(w.notes[i]!.en).toMatch(/before the window opens/);
    // Already on the field before: nothing new applies.
    const s2 = scenario({ cards: [A('A场1', 永续怪, 'monster'), A('X1', C.普通怪兽, 'hand')], action: { verb: 'summon', subject: 'X1' } });
    expect(allNotes(act(s2))).not.toContain('测试永续怪兽');
  });

  it('[WIN-RULE-TO-GY] a Spell/Trap negated and destroyed by an effect is not sent by rule; the others are', () => {
    const s = scenario({ cards: [A('L1', C.黑洞, 'hand'), B('L2', C.我身作盾, 'spell', { faceUp: false }), A('L3', C.神之宣告, 'spell', { faceUp: false })] });
    const r = chainResult(
      s,
      [{ n: 1, ref: 'L1', who: 'A' }, { n: 2, ref: 'L2', who: 'B', outcome: 'activation-negated' }, { n: 3, ref: 'L3', who: 'A' }],
      [
        { type: 'activation-negated', cards: ['L2'], step: 10, link: 3, by: 'A', byCounterTrap: true },
        { type: 'destroyed', cards: ['L2'], step: 10, link: 3, by: 'A' },
        { type: 'sent-to-gy', cards: ['L3', 'L1'], step: 20, link: null, cause: 'rule', to: 'gy' },
      ],
    );
    const w = chainEndWindow(s, r);
    expect(summary(w)).toEqual(none('chain-end'));
    const ruleNote = w.notes.find((n) => n.en.includes('by rule'))!;
    expect(ruleNote.zh).toContain('神之宣告');
    expect(ruleNote.zh).toContain('黑洞');
    expect(ruleNote.zh).not.toContain('我身作盾');
  });

  it('[WIN-ACTION-KIND] each action of notation form 8 opens its own kind of window', () => {
    const cases: [string, string][] = [
      ['summon', 'summon'],
      ['special-summon', 'special-summon'],
      ['flip-summon', 'flip-summon'],
      ['flip', 'flip'],
      ['attack', 'attack-declaration'],
      ['discard', 'discard'],
      ['destroy', 'destroy'],
      ['send-to-gy', 'send-to-gy'],
      ['banish', 'banish'],
      ['set', 'set'],
    ];
    for (const [verb, kind] of cases) {
      const zone: Zone = verb === 'summon' || verb === 'special-summon' || verb === 'discard' || verb === 'set' ? 'hand' : 'monster';
      const s = scenario({ cards: [A('X1', C.普通怪兽, zone, verb === 'flip-summon' || verb === 'flip' ? { faceUp: false, position: 'defense' } : {})], action: { verb: verb as never, subject: 'X1', cause: 'effect' } });
      expect(summary(act(s)), verb).toEqual(none(kind));
    }
    const t = scenario({ cards: [A('X1', C.普通怪兽, 'hand'), A('A场1', C.普通怪兽, 'monster')], action: { verb: 'tribute-summon', subject: 'X1', tributes: ['A场1'] } });
    expect(summary(act(t))).toEqual(none('summon'));
  });
});

describe('trigger windows: which effects qualify', () => {
  it('[WIN-EVENT-OF-THIS] only an event of this chain or action meets a condition: a card already in the GY does not trigger', () => {
    const s = scenario({ cards: [A('A墓1', C.三眼怪, 'gy'), A('A场1', C.三眼怪, 'monster')], action: { verb: 'destroy', subject: 'A场1', cause: 'effect' } });
    const w = act(s);
    expect(summary(w)).toEqual({ kind: 'destroy', triggers: ['1 L1 A 三眼怪#1 M'], missed: [], priority: 'B' });
    expect(w.triggers[0]!.card.ref).toBe('A场1');
    expect(rulesOf(w)).toContain('WIN-EVENT-OF-THIS');
  });

  it("[WIN-SUBJECT] the event's cards must be the ones the condition names (自然螳螂: the opponent's summon)", () => {
    const s = scenario({ cards: [A('A场1', C.自然螳螂, 'monster'), B('B场1', C.自然螳螂, 'monster'), A('X1', C.普通怪兽, 'hand')], action: { verb: 'summon', subject: 'X1' } });
    const w = act(s);
    expect(summary(w)).toEqual({ kind: 'summon', triggers: ['1 L4 B 自然螳螂#1'], missed: [], priority: 'A' });
    expect(w.triggers[0]!.card.ref).toBe('B场1');
  });

  it('[WIN-FROM-PLACE] 「从场上送去墓地」: a card discarded from the hand does not meet it, one destroyed on the field does', () => {
    const s1 = scenario({ cards: [A('A手1', C.三眼怪, 'hand')], action: { verb: 'discard', subject: 'A手1', cause: 'effect' } });
    expect(summary(act(s1))).toEqual(none('discard'));
    const s2 = scenario({ cards: [A('A场1', C.三眼怪, 'monster')], action: { verb: 'destroy', subject: 'A场1', cause: 'battle' } });
    const w2 = act(s2);
    expect(summary(w2)).toEqual({ kind: 'destroy', triggers: ['1 L1 A 三眼怪#1 M'], missed: [], priority: 'B' });
    expect(rulesOf(w2)).toContain('WIN-FROM-PLACE');
  });

  it('[WIN-CAUSE-BY] the cause must match: 魂之纲 answers destruction by an effect, not by battle', () => {
    const base = [B('B场1', C.普通怪兽, 'monster'), B('B场2', C.魂之纲, 'spell', { faceUp: false })];
    const battle = scenario({ turn: 'A', phase: 'damage-step-end', cards: base, action: { verb: 'destroy', subject: 'B场1', cause: 'battle' } });
    expect(summary(act(battle))).toEqual(none('destroy'));
    const effect = scenario({ cards: base, action: { verb: 'destroy', subject: 'B场1', cause: 'effect' } });
    const w = act(effect);
    expect(summary(w)).toEqual({ kind: 'destroy', triggers: ['1 L7 B 魂之纲#1'], missed: [], priority: 'A' });
    expect(rulesOf(w)).toContain('WIN-CAUSE-BY');
  });

  it('[WIN-BY-COUNTER-TRAP] 冥王龙 断罪神 needs the negation to be made by a Counter Trap of its controller', () => {
    const s = scenario({ cards: [A('A手1', C.冥王龙断罪神, 'hand'), A('L1', C.黑洞, 'hand'), B('L2', C.我身作盾, 'spell', { faceUp: false }), A('L3', C.我身作盾, 'spell', { faceUp: false })] });
    const links = [{ n: 1, ref: 'L1', who: 'A' as const }, { n: 2, ref: 'L2', who: 'B' as const, outcome: 'activation-negated' as const }, { n: 3, ref: 'L3', who: 'A' as const }];
    const normalTrap = chainResult(s, links, [{ type: 'activation-negated', cards: ['L2'], step: 10, link: 3, by: 'A' }]);
    expect(summary(chainEndWindow(s, normalTrap))).toEqual(none('chain-end'));
    const counter = chainResult(s, links, [{ type: 'activation-negated', cards: ['L2'], step: 10, link: 3, by: 'A', byCounterTrap: true }]);
    const w = chainEndWindow(s, counter);
    expect(summary(w)).toEqual({ kind: 'chain-end', triggers: ['1 L7 A 冥王龙 断罪神#1'], missed: [], priority: 'A' });
    expect(rulesOf(w)).toContain('WIN-BY-COUNTER-TRAP');
  });

  it('[WIN-WHERE-IT-IS] a card moved by its own event activates where it went (三眼怪 in the GY)', () => {
    const s = scenario({ cards: [A('A场1', C.三眼怪, 'monster')], action: { verb: 'send-to-gy', subject: 'A场1', cause: 'effect' } });
    const w = act(s);
    expect(summary(w)).toEqual({ kind: 'send-to-gy', triggers: ['1 L1 A 三眼怪#1 M'], missed: [], priority: 'B' });
    expect(rulesOf(w)).toContain('WIN-WHERE-IT-IS');
  });

  it('[WIN-MOVED-AFTER] since April 2020 a trigger whose card moved after its condition was met cannot activate', () => {
    const s = scenario({ cards: [A('A场1', C.三眼怪, 'monster'), B('L1', C.黑洞, 'hand'), A('L2', C.黑洞, 'hand')] });
    const r = chainResult(s, [{ n: 1, ref: 'L1', who: 'B' }, { n: 2, ref: 'L2', who: 'A' }], [
      { type: 'destroyed', cards: ['A场1'], step: 10, link: 2 },
      { type: 'banished', cards: ['A场1'], step: 20, link: 1 },
    ]);
    const w = chainEndWindow(s, r);
    expect(summary(w)).toEqual(none('chain-end'));
    expect(allNotes(w)).toMatch(/2020/);
  });

  it('[WIN-ALREADY-APPLYING] a card activated as a chain link sees only what happens after its link resolves', () => {
    // C1 a Continuous Spell with the same trigger, C2 a summon: the summon happens before C1 resolves — not seen.
    // (Input corrected: this was C.连续陷阱, a Continuous Trap; the rules reference lets a Trap's trigger see what happens after its
    // card activation in that chain — docs/c03/诱发类效果.rst:378, :385, WIN-TRAP-OWN-CHAIN — so a Spell is the card this rule is about.)
    const 连续魔法 = card({ id: 900011, name: '测试永续魔法', type: 'spell continuous', effects: [{ kind: 'trigger', trigger: { event: 'special-summoned', subject: { kind: 'monster' } }, timing: 'if', mandatory: true, does: [{ do: 'damage', amount: 500 }] }] });
    const s1 = scenario({ cards: [A('L1', 连续魔法, 'spell', { faceUp: false }), B('L2', C.次元魔法, 'hand'), B('B手1', C.普通怪兽, 'hand')] });
    const r1 = chainResult(s1, [{ n: 1, ref: 'L1', who: 'A' }, { n: 2, ref: 'L2', who: 'B' }], [{ type: 'special-summoned', cards: ['B手1'], step: 10, link: 2 }]);
    const w1 = chainEndWindow(s1, r1);
    expect(summary(w1)).toEqual(none('chain-end'));
    expect(allNotes(w1)).toMatch(/C1/);
    // C1 the summoning card, C2 the continuous trap: C2 resolves first and sees C1's summon.
    const s2 = scenario({ cards: [B('L1', C.魔术师的导门阵, 'spell', { faceUp: false }), A('L2', C.连续陷阱, 'spell', { faceUp: false }), B('B手1', C.普通怪兽, 'hand')] });
    const r2 = chainResult(s2, [{ n: 1, ref: 'L1', who: 'B' }, { n: 2, ref: 'L2', who: 'A' }], [{ type: 'special-summoned', cards: ['B手1'], step: 10, link: 1 }]);
    const w2 = chainEndWindow(s2, r2);
    expect(summary(w2)).toEqual({ kind: 'chain-end', triggers: ['1 L1 A 测试永续陷阱#1 M'], missed: [], priority: 'B' });
  });

  it('[WIN-ALREADY-APPLYING] an activation is never seen by a card activated as another link: a Continuous Trap that triggers on the opponent’s Spell activation, activated as C2 in answer to it, is not offered; already face-up, it is', () => {
    const 应答 = card({ id: 999400, name: '测试发动应答', type: 'trap continuous', effects: [
      { kind: 'activation', does: [] },
      { kind: 'trigger', trigger: { event: 'activated', subject: { kind: 'spell', side: 'opponent' } }, timing: 'if', mandatory: false, does: [{ do: 'draw' }] },
    ] });
    // C1 the opponent's Spell, C2 this trap's card activation: the Spell's activation came first — not seen.
    const s1 = scenario({ cards: [B('L1', C.黑洞, 'hand'), A('L2', 应答, 'spell', { faceUp: false })] });
    const r1 = chainResult(s1, [{ n: 1, ref: 'L1', who: 'B' }, { n: 2, ref: 'L2', who: 'A' }], [{ type: 'activated', cards: ['L1'], step: 1, link: 1 }]);
    expect(chainEndWindow(s1, r1).triggers.map((t) => t.card.name)).not.toContain('测试发动应答');
    // The other side: already face-up when the Spell is activated, it sees that activation.
    const s2 = scenario({ cards: [B('L1', C.黑洞, 'hand'), A('X1', 应答, 'spell')] });
    const r2 = chainResult(s2, [{ n: 1, ref: 'L1', who: 'B' }], [{ type: 'activated', cards: ['L1'], step: 1, link: 1 }]);
    expect(chainEndWindow(s2, r2).triggers.map((t) => t.card.name)).toContain('测试发动应答');
  });

  it('[WIN-SELF-EVENT-ON-CHAIN] what happens to the chain link\'s own card meets its own trigger (齿车街 negated and destroyed: offered; answered and destroyed at link 2: missed)', () => {
    // A Continuous Spell whose optional 「被破坏送去墓地时」 trigger is activated from the GY.
    const 齿车 = card({ id: 900210, name: '测试齿车', type: 'spell continuous', effects: [
      { kind: 'activation', does: [] },
      { kind: 'trigger', trigger: { event: 'destroyed', subject: { self: true } }, timing: 'when', mandatory: false, from: 'gy', does: [{ do: 'special-summon', from: 'hand' }] },
    ] });
    // Its card activation negated at link 2 and destroyed: link 1 does not resolve, the destruction was last.
    const s1 = scenario({ cards: [A('L1', 齿车, 'spell', { faceUp: false }), B('L2', C.神之宣告, 'spell', { faceUp: false })] });
    const r1 = chainResult(s1, [{ n: 1, ref: 'L1', who: 'A', outcome: 'activation-negated' }, { n: 2, ref: 'L2', who: 'B' }], [{ type: 'destroyed', cards: ['L1'], step: 10, link: 2 }]);
    const w1 = chainEndWindow(s1, r1);
    expect(summary(w1).triggers).toEqual(['1 L3 A 测试齿车#2']);
    expect(w1.triggers[0]!.rules).toContain('WIN-SELF-EVENT-ON-CHAIN');
    // The other side: destroyed at link 2 while link 1 still resolves — the card sees it, but it missed its timing.
    const r2 = chainResult(s1, [{ n: 1, ref: 'L1', who: 'A' }, { n: 2, ref: 'L2', who: 'B' }], [{ type: 'destroyed', cards: ['L1'], step: 10, link: 2 }]);
    const w2 = chainEndWindow(s1, r2);
    expect(summary(w2).triggers).toEqual([]);
    expect(summary(w2).missed).toEqual(['测试齿车#2']);
  });

  it('[WIN-HIDDEN-PLACE] a card sent to the Deck cannot activate its own "leaves the field" trigger there; returned to the hand it can', () => {
    const 离场 = card({ id: 900211, name: '测试离场', type: 'monster effect', effects: [
      { kind: 'trigger', trigger: { event: ['returned-to-hand', 'returned-to-deck', 'banished', 'sent-to-gy'], from: 'field' }, timing: 'if', mandatory: true, does: [{ do: 'destroy', what: { filter: { side: 'self', kind: 'monster', place: 'monster' }, scope: 'all' } }] },
    ] });
    const s = scenario({ cards: [A('A场1', 离场, 'monster'), B('L1', C.黑洞, 'hand')] });
    const toDeck = chainEndWindow(s, chainResult(s, [{ n: 1, ref: 'L1', who: 'B' }], [{ type: 'returned-to-deck', cards: ['A场1'], step: 10, link: 1, to: 'deck' }]));
    expect(summary(toDeck).triggers).toEqual([]);
    const toHand = chainEndWindow(s, chainResult(s, [{ n: 1, ref: 'L1', who: 'B' }], [{ type: 'returned-to-hand', cards: ['A场1'], step: 10, link: 1 }]));
    expect(summary(toHand).triggers).toEqual(['1 L1 A 测试离场#1 M']);
  });

  it('[WIN-FORBIDDEN-ACTIVATION] a face-up floodgate that forbids monster effects keeps even a mandatory trigger out of the window; without it the trigger is offered', () => {
    const gate = card({ id: 900212, name: '测试禁发', type: 'monster effect', effects: [{ kind: 'continuous', staysOnField: true, does: [{ do: 'other', player: 'both', forbidsActivation: { cardKind: 'monster' } }] }] });
    const s = scenario({ cards: [A('A场1', C.三眼怪, 'monster'), B('B场1', gate, 'monster')], action: { verb: 'send-to-gy', subject: 'A场1', cause: 'effect' } });
    const w = act(s);
    expect(summary(w).triggers).toEqual([]);
    expect(allNotes(w)).toMatch(/测试禁发/);
    const free = scenario({ cards: [A('A场1', C.三眼怪, 'monster')], action: { verb: 'send-to-gy', subject: 'A场1', cause: 'effect' } });
    expect(summary(act(free)).triggers).toEqual(['1 L1 A 三眼怪#1 M']);
  });

  it('[WIN-FACE-DOWN] a face-down card does not see the event (set 绊倒 does not trigger)', () => {
    const s = scenario({ cards: [B('B场1', C.绊倒, 'spell', { faceUp: false, states: ['set'] }), A('X1', C.普通怪兽, 'hand')], action: { verb: 'summon', subject: 'X1' } });
    const w = act(s);
    expect(summary(w)).toEqual(none('summon'));
    expect(allNotes(w)).toMatch(/里侧/);
  });

  it('[WIN-QUICK-NOT-TRIGGER] a "when … targeted/activated" quick effect is not a trigger and never waits in the window', () => {
    const s = scenario({ cards: [A('A场1', C.少女, 'monster'), B('L1', C.黑洞, 'hand')] });
    const r = chainResult(s, [{ n: 1, ref: 'L1', who: 'B' }], [{ type: 'targeted', cards: ['A场1'], step: 1, link: 1, atActivation: true }]);
    expect(summary(chainEndWindow(s, r))).toEqual(none('chain-end'));
    // A trigger effect on being targeted (「…成为对象的场合」) is a trigger: it waits for the chain's end.
    const 诱发 = card({ id: 900014, name: '测试对象诱发', type: 'monster effect', effects: [{ kind: 'trigger', trigger: { event: 'targeted' }, timing: 'if', mandatory: false, does: [{ do: 'draw' }] }] });
    const s2 = scenario({ cards: [A('A场1', 诱发, 'monster'), B('L1', C.黑洞, 'hand')] });
    const r2 = chainResult(s2, [{ n: 1, ref: 'L1', who: 'B' }], [{ type: 'targeted', cards: ['A场1'], step: 1, link: 1, atActivation: true }]);
    expect(summary(chainEndWindow(s2, r2))).toEqual({ kind: 'chain-end', triggers: ['1 L3 A 测试对象诱发#1'], missed: [], priority: 'B' });
  });

  it('[WIN-TRIBUTE-EVENT] the tributes of a tribute summon are sent from the field to the GY: 三眼怪 triggers', () => {
    const s = scenario({ cards: [A('A场1', C.三眼怪, 'monster'), A('X1', C.光帝克赖斯, 'hand')], action: { verb: 'tribute-summon', subject: 'X1', tributes: ['A场1'] } });
    const w = act(s);
    expect(summary(w)).toEqual({ kind: 'summon', triggers: ['1 L1 A 三眼怪#1 M', '2 L3 A 光帝 克赖斯#1'], missed: [], priority: 'B' });
    expect(w.triggers[0]!.rules).toContain('WIN-TRIBUTE-EVENT');
  });

  it('[WIN-OPT-USED] an effect whose once-per-turn is spent (已用) is not listed', () => {
    const s = scenario({ cards: [A('A场1', C.三眼怪, 'monster', { states: ['used'] })], action: { verb: 'destroy', subject: 'A场1', cause: 'effect' } });
    const w = act(s);
    expect(summary(w)).toEqual(none('destroy'));
    expect(allNotes(w)).toMatch(/已经使用/);
  });

  it('[WIN-CONDITION] a trigger whose activation condition fails is not listed (hand must be 0)', () => {
    const 永火 = card({
      id: 900010,
      name: '测试永火',
      type: 'monster effect',
      effects: [{ kind: 'trigger', trigger: { event: 'special-summoned' }, timing: 'when', mandatory: false, condition: [{ is: 'hand-size', side: 'self', op: '==', value: 0 }], does: [] }],
    });
    const s0 = scenario({ cards: [A('A墓1', 永火, 'gy')], handSize: { A: 0 }, action: { verb: 'special-summon', subject: 'A墓1', cause: 'effect' } });
    expect(summary(act(s0))).toEqual({ kind: 'special-summon', triggers: ['1 L3 A 测试永火#1'], missed: [], priority: 'B' });
    const s2 = scenario({ cards: [A('A墓1', 永火, 'gy')], handSize: { A: 2 }, action: { verb: 'special-summon', subject: 'A墓1', cause: 'effect' } });
    const w2 = act(s2);
    expect(summary(w2)).toEqual(none('special-summon'));
    expect(allNotes(w2)).toMatch(/发动条件不满足/);
  });
});

describe('trigger windows: targets and once per turn', () => {
  it('[WIN-TARGET-NEEDED] a trigger that targets needs a target: none in zones the situation lists means no activation', () => {
    const ss = (known: boolean, gy: Put[] = []) =>
      scenario({
        turn: 'B',
        cards: [A('A卡组1', C.夜尽巫师, 'deck'), ...gy],
        known: known ? [{ player: 'B', zone: 'gy' }] : [],
        action: { verb: 'special-summon', subject: 'A卡组1', cause: 'effect' },
      });
    const empty = act(ss(true));
    expect(summary(empty)).toEqual(none('special-summon', 'B'));
    expect(allNotes(empty)).toMatch(/没有可以作为对象的卡/);
    const unknown = act(ss(false));
    expect(summary(unknown)).toEqual({ kind: 'special-summon', triggers: ['1 L4 A 夜尽巫师#1'], missed: [], priority: 'B' });
    expect(unknown.triggers[0]!.reason!.zh).toContain('假定存在');
    const listed = act(ss(true, [B('B墓1', C.普通怪兽, 'gy')]));
    expect(summary(listed)).toEqual({ kind: 'special-summon', triggers: ['1 L4 A 夜尽巫师#1'], missed: [], priority: 'B' });
    expect(listed.triggers[0]!.reason!.zh).not.toContain('假定存在');
    expect(listed.triggers[0]!.rules).toContain('WIN-TARGET-NEEDED');
  });

  it('[WIN-TARGET-NEEDED] a mandatory trigger that targets is activated even with nothing to target (it then takes none: CH-NO-TARGET-TAKEN)', () => {
    const must = card({ id: 990050, name: '测试必发除外', type: 'monster effect', level: 1, effects: [{ kind: 'trigger', trigger: { event: 'special-summoned' }, timing: 'when', mandatory: true, targets: { filter: { side: 'opponent', place: 'gy' }, count: 1 }, does: [{ do: 'banish', what: 'targets' }] }] });
    const s = scenario({ turn: 'B', cards: [A('A卡组1', must, 'deck')], known: [{ player: 'B', zone: 'gy' }], action: { verb: 'special-summon', subject: 'A卡组1', cause: 'effect' } });
    expect(summary(act(s)).triggers).toEqual(['1 L2 A 测试必发除外#1 M']);
  });

  it('[WIN-OPT-NAME] 「这个卡名的效果1回合只能使用1次」: of two copies meeting the condition together, only one activates', () => {
    const s = scenario({ cards: [B('L1', C.黑洞, 'hand'), A('A场1', C.三眼怪, 'monster'), A('A场2', C.三眼怪, 'monster')] });
    const r = chainResult(s, [{ n: 1, ref: 'L1', who: 'B' }], [{ type: 'destroyed', cards: ['A场1', 'A场2'], step: 10, link: 1, by: 'B' }]);
    const w = chainEndWindow(s, r);
    expect(summary(w)).toEqual({ kind: 'chain-end', triggers: ['1 L1 A 三眼怪#1 M'], missed: [], priority: 'B' });
    expect(allNotes(w)).toMatch(/只能选其中1张发动/);
    // A copy already used this turn spends the name's once-per-turn for every copy.
    const s2 = scenario({ cards: [A('A场1', C.三眼怪, 'monster'), A('A墓1', C.三眼怪, 'gy', { states: ['used'] })], action: { verb: 'destroy', subject: 'A场1', cause: 'effect' } });
    expect(summary(act(s2))).toEqual(none('destroy'));
  });
});

describe('trigger windows: SEGOC', () => {
  it('[WIN-SEGOC-ORDER] levels 1–6: TP mandatory, NTP mandatory, TP optional, NTP optional, TP mandatory quick, NTP mandatory quick', () => {
    const s = scenario({
      turn: 'B',
      cards: [
        B('B场1', C.三眼怪, 'monster'),
        B('B场2', C.死灵骑士, 'monster'),
        A('A场1', C.绊倒, 'spell'),
        A('A场2', C.自然螳螂, 'monster'),
        A('A场3', C.死灵骑士, 'monster'),
        B('X1', C.光帝克赖斯, 'hand'),
      ],
      action: { verb: 'tribute-summon', subject: 'X1', tributes: ['B场1'] },
    });
    const w = act(s);
    expect(summary(w)).toEqual({
      kind: 'summon',
      triggers: ['1 L1 B 三眼怪#1 M', '2 L2 A 绊倒#1 M', '3 L3 B 光帝 克赖斯#1', '4 L4 A 自然螳螂#1', '5 L5 B 死灵骑士#1 M', '6 L6 A 死灵骑士#1 M'],
      missed: [],
      priority: 'B',
    });
  });

  it('[WIN-SEGOC-GROUP] several effects of one player at one level form one group the player orders', () => {
    const s = scenario({ cards: [A('L1', C.月光融合, 'hand'), A('A手1', C.月光红狐, 'hand'), A('A手2', C.月光翠鸟, 'hand')] });
    const r = chainResult(s, [{ n: 1, ref: 'L1', who: 'A' }], [{ type: 'sent-to-gy', cards: ['A手1', 'A手2'], step: 10, link: 1, by: 'A' }]);
    const w = chainEndWindow(s, r);
    expect(summary(w)).toEqual({ kind: 'chain-end', triggers: ['1 L3 A 月光红狐#1 g1', '2 L3 A 月光翠鸟#2 g1'], missed: [], priority: 'B' });
    expect(w.triggers[0]!.reason!.zh).toContain('自由排列');
  });

  it('[WIN-SEGOC-HAND-HIDDEN] an optional trigger in the hand is hidden: it comes after priority passes (level 7)', () => {
    const s = scenario({ cards: [A('A场1', C.三眼怪, 'monster'), A('A手1', C.手卡自特召1, 'hand')], action: { verb: 'destroy', subject: 'A场1', cause: 'effect' } });
    const w = act(s);
    expect(summary(w)).toEqual({ kind: 'destroy', triggers: ['1 L1 A 三眼怪#1 M', '2 L7 A 测试手卡特召A#1'], missed: [], priority: 'B' });
    expect(w.triggers[1]!.rules).toContain('WIN-SEGOC-HAND-HIDDEN');
  });

  it('[WIN-SEGOC-MANDATORY-QUICK] a mandatory quick effect joins only when the link below is what it answers', () => {
    // 绊倒 is a Trap's effect: 死灵骑士 (monster effects only) does not join.
    const s = scenario({ cards: [B('B场1', C.绊倒, 'spell'), A('A场1', C.死灵骑士, 'monster'), A('X1', C.普通怪兽, 'hand')], action: { verb: 'summon', subject: 'X1' } });
    expect(summary(act(s))).toEqual({ kind: 'summon', triggers: ['1 L2 B 绊倒#1 M'], missed: [], priority: 'A' });
    // A monster's trigger below: it joins at level 5.
    const s2 = scenario({ cards: [A('A场1', C.死灵骑士, 'monster'), A('X1', C.光帝克赖斯, 'hand')], action: { verb: 'summon', subject: 'X1' } });
    const w2 = act(s2);
    expect(summary(w2)).toEqual({ kind: 'summon', triggers: ['1 L3 A 光帝 克赖斯#1', '2 L5 A 死灵骑士#1 M'], missed: [], priority: 'B' });
    expect(w2.triggers[1]!.kind).toBe('quick');
    // A mandatory quick effect timed to the event itself (no activation to answer) also comes at 5/6.
    const 必发即时 = card({ id: 900018, name: '测试必发即时', type: 'monster effect', effects: [{ kind: 'quick', mandatory: true, trigger: { event: 'summoned', subject: { side: 'opponent' } }, timing: 'if', does: [] }] });
    const s3 = scenario({ cards: [B('B场1', 必发即时, 'monster'), A('X1', C.普通怪兽, 'hand')], action: { verb: 'summon', subject: 'X1' } });
    expect(summary(act(s3))).toEqual({ kind: 'summon', triggers: ['1 L6 B 测试必发即时#1 M'], missed: [], priority: 'A' });
  });

  it('[WIN-SEGOC-FLIP] a flip effect is placed with the mandatory triggers of its controller', () => {
    const s = scenario({ cards: [A('A场1', C.反转怪, 'monster', { faceUp: false, position: 'defense' }), B('B场1', C.绊倒, 'spell')], action: { verb: 'flip-summon', subject: 'A场1' } });
    const w = act(s);
    expect(summary(w)).toEqual({ kind: 'flip-summon', triggers: ['1 L1 A 测试反转怪#1 M', '2 L2 B 绊倒#1 M'], missed: [], priority: 'A' });
    expect(w.triggers[0]!.kind).toBe('flip');
  });

  it('[WIN-SEGOC-SPEED2-EVENT] a speed-2 card timed to the event (魂之纲) comes after the triggers, by the player given priority', () => {
    const s = scenario({ cards: [A('L1', C.次元魔法, 'hand'), A('A手1', C.时花之魔女, 'hand'), B('B场1', C.普通怪兽, 'monster'), B('B场2', C.魂之纲, 'spell', { faceUp: false })] });
    const r = chainResult(s, [{ n: 1, ref: 'L1', who: 'A' }], [
      { type: 'special-summoned', cards: ['A手1'], step: 10, link: 1 },
      { type: 'destroyed', cards: ['B场1'], step: 11, link: 1, thenStep: true, by: 'A' },
    ]);
    const w = chainEndWindow(s, r);
    expect(summary(w)).toEqual({ kind: 'chain-end', triggers: ['1 L1 A 时花之魔女#1 M', '2 L7 B 魂之纲#1'], missed: [], priority: 'B' });
    expect(w.triggers[1]!.rules).toContain('WIN-SEGOC-SPEED2-EVENT');
  });

  it('[WIN-ST-ACTIVATION-PLACE] an event-timed Trap must be set, and not this turn; a Quick-Play Spell may come from the hand in its turn', () => {
    const 速攻 = card({
      id: 900013,
      name: '测试速攻魔法',
      type: 'spell quickplay',
      effects: [{ kind: 'activation', trigger: { event: 'destroyed', subject: { side: 'self', kind: 'monster' } }, timing: 'if', does: [{ do: 'draw' }] }],
    });
    const w = (extra: Put[], turn: 'A' | 'B' = 'B') =>
      act(scenario({ turn, cards: [B('B场1', C.普通怪兽, 'monster'), ...extra], action: { verb: 'destroy', subject: 'B场1', cause: 'effect' } }));
    expect(summary(w([B('B手1', C.魂之纲, 'hand')]))).toEqual(none('destroy', 'B'));
    expect(summary(w([B('B场2', C.魂之纲, 'spell', { faceUp: false, states: ['set', 'set-this-turn'] })]))).toEqual(none('destroy', 'B'));
    expect(summary(w([B('B场2', C.魂之纲, 'spell', { faceUp: false, states: ['set'] })]))).toEqual({ kind: 'destroy', triggers: ['1 L7 B 魂之纲#1'], missed: [], priority: 'B' });
    expect(summary(w([B('B手1', 速攻, 'hand')], 'B'))).toEqual({ kind: 'destroy', triggers: ['1 L7 B 测试速攻魔法#1'], missed: [], priority: 'B' });
    expect(summary(w([B('B手1', 速攻, 'hand')], 'A'))).toEqual(none('destroy', 'A'));
    expect(w([B('B场2', C.魂之纲, 'spell', { faceUp: false, states: ['set'] })]).triggers[0]!.rules).toContain('WIN-ST-ACTIVATION-PLACE');
  });

  it('[WIN-SELF-SS-ONE] a player may activate only one "special summon this card from the hand/GY" trigger per chain', () => {
    const s = scenario({ cards: [A('A场1', C.手卡自特召2, 'monster'), A('A手1', C.手卡自特召1, 'hand')], action: { verb: 'destroy', subject: 'A场1', cause: 'effect' } });
    const w = act(s);
    expect(summary(w)).toEqual({ kind: 'destroy', triggers: ['1 L3 A 测试墓地特召B#1', '2 L7 A 测试手卡特召A#1'], missed: [], priority: 'B' });
    expect(allNotes(w)).toMatch(/只能发动其中1个/);
  });

  it('[WIN-SELF-SS-ONE] a trigger that summons its own card from the hand (a Tribute Summon by its effect) is one of them', () => {
    const tribute = card({ id: 900093, name: '测试手卡上级召唤', type: 'monster effect', level: 7, effects: [{ kind: 'trigger', from: 'hand', trigger: { event: 'destroyed', subject: { side: 'self', kind: 'monster' } }, timing: 'if', mandatory: false, does: [{ do: 'summon', what: 'self', from: 'hand' }] }] });
    const s = scenario({ cards: [A('A场1', C.手卡自特召2, 'monster'), A('A手1', C.手卡自特召1, 'hand'), A('A手2', tribute, 'hand')], action: { verb: 'destroy', subject: 'A场1', cause: 'effect' } });
    expect(allNotes(act(s))).toMatch(/只能发动其中1个[^]*测试手卡上级召唤/);
  });
});

describe('trigger windows: missed timing', () => {
  // C1 a normal spell, C2 a card that special summons 光帝 克赖斯 (optional 「…时」).
  function c2Summons(outcome1: 'resolved' | 'activation-negated' | 'effect-negated', extra: Put[] = [], c1Events = true) {
    const s = scenario({ cards: [A('L1', C.黑洞, 'hand'), A('L2', C.次元魔法, 'hand'), A('A手1', C.光帝克赖斯, 'hand'), ...extra] });
    const evs = [{ type: 'special-summoned' as const, cards: ['A手1'], step: 10, link: 2 }];
    if (outcome1 === 'resolved' && c1Events) evs.push({ type: 'destroyed' as never, cards: [], step: 20, link: 1 });
    return { s, r: chainResult(s, [{ n: 1, ref: 'L1', who: 'A', outcome: outcome1 }, { n: 2, ref: 'L2', who: 'A' }], evs) };
  }

  it('[WIN-MISS-WHEN] an optional 「…时」 trigger whose event was not the last thing misses its timing', () => {
    const { s, r } = c2Summons('resolved');
    const w = chainEndWindow(s, r);
    expect(summary(w)).toEqual({ kind: 'chain-end', triggers: [], missed: ['光帝 克赖斯#1'], priority: 'A' });
    expect(w.missedTiming[0]!.rules).toContain('WIN-MISS-WHEN');
  });

  it('[WIN-MISS-IF-NEVER] a 「…的场合」 trigger never misses its timing', () => {
    const s = scenario({ cards: [A('L1', C.黑洞, 'hand'), A('L2', C.次元魔法, 'hand'), A('A手1', C.月光翠鸟, 'hand')] });
    const r = chainResult(s, [{ n: 1, ref: 'L1', who: 'A' }, { n: 2, ref: 'L2', who: 'A' }], [
      { type: 'special-summoned', cards: ['A手1'], step: 10, link: 2 },
      { type: 'destroyed', cards: [], step: 20, link: 1 },
    ]);
    const w = chainEndWindow(s, r);
    expect(summary(w)).toEqual({ kind: 'chain-end', triggers: ['1 L3 A 月光翠鸟#1'], missed: [], priority: 'B' });
    expect(w.triggers[0]!.rules).toContain('WIN-MISS-IF-NEVER');
  });

  it('[WIN-MISS-MANDATORY-NEVER] a mandatory 「…时」 trigger never misses its timing', () => {
    const must = card({ id: 900011, name: '测试必发时', type: 'monster effect', effects: [{ kind: 'trigger', trigger: { event: 'special-summoned' }, timing: 'when', mandatory: true, does: [] }] });
    const s = scenario({ cards: [A('L1', C.黑洞, 'hand'), A('L2', C.次元魔法, 'hand'), A('A手1', must, 'hand')] });
    const r = chainResult(s, [{ n: 1, ref: 'L1', who: 'A' }, { n: 2, ref: 'L2', who: 'A' }], [
      { type: 'special-summoned', cards: ['A手1'], step: 10, link: 2 },
      { type: 'destroyed', cards: [], step: 20, link: 1 },
    ]);
    const w = chainEndWindow(s, r);
    expect(summary(w)).toEqual({ kind: 'chain-end', triggers: ['1 L1 A 测试必发时#1 M'], missed: [], priority: 'B' });
    expect(w.triggers[0]!.rules).toContain('WIN-MISS-MANDATORY-NEVER');
  });

  it('[WIN-MISS-THEN] a 「之后」 step of the same effect makes an earlier 「…时」 event miss its timing', () => {
    const s = scenario({ cards: [A('L1', C.次元魔法, 'hand'), A('A手1', C.光帝克赖斯, 'hand'), B('B场1', C.普通怪兽, 'monster')] });
    const r = chainResult(s, [{ n: 1, ref: 'L1', who: 'A' }], [
      { type: 'special-summoned', cards: ['A手1'], step: 10, link: 1 },
      { type: 'destroyed', cards: ['B场1'], step: 11, link: 1, thenStep: true },
    ]);
    const w = chainEndWindow(s, r);
    expect(summary(w)).toEqual({ kind: 'chain-end', triggers: [], missed: ['光帝 克赖斯#1'], priority: 'A' });
    expect(w.missedTiming[0]!.rules).toContain('WIN-MISS-THEN');
    expect(w.missedTiming[0]!.reason.zh).toContain('之后');
  });

  it('[WIN-MISS-LATER-LINK] a lower link that still resolves after the event makes it miss, even with no event of its own', () => {
    const { s, r } = c2Summons('resolved', [], false);
    const w = chainEndWindow(s, r);
    expect(summary(w)).toEqual({ kind: 'chain-end', triggers: [], missed: ['光帝 克赖斯#1'], priority: 'A' });
    expect(w.missedTiming[0]!.rules).toContain('WIN-MISS-LATER-LINK');
    expect(w.missedTiming[0]!.reason.zh).toContain('C1');
  });

  it('[WIN-MISS-NEGATED-LINK] a later link whose activation was negated does not resolve and takes up no timing', () => {
    const { s, r } = c2Summons('activation-negated');
    const w = chainEndWindow(s, r);
    expect(summary(w)).toEqual({ kind: 'chain-end', triggers: ['1 L3 A 光帝 克赖斯#1'], missed: [], priority: 'B' });
    expect(w.triggers[0]!.rules).toContain('WIN-MISS-NEGATED-LINK');
  });

  it('[WIN-MISS-EFFECT-NEGATED-LINK] a later link whose effect was negated still resolves and takes up the timing', () => {
    const { s, r } = c2Summons('effect-negated');
    const w = chainEndWindow(s, r);
    expect(summary(w)).toEqual({ kind: 'chain-end', triggers: [], missed: ['光帝 克赖斯#1'], priority: 'A' });
    expect(w.missedTiming[0]!.rules).toContain('WIN-MISS-EFFECT-NEGATED-LINK');
  });

  it('[WIN-MISS-COST] a condition met by a cost misses its timing once the chain resolves (mandatory 「…的场合」 does not)', () => {
    const s = scenario({ cards: [A('L1', C.黑洞, 'hand'), A('A场1', C.暗道化师, 'monster'), A('A场2', C.三眼怪, 'monster')] });
    const r = chainResult(s, [{ n: 1, ref: 'L1', who: 'A' }], [
      { type: 'sent-to-gy', cards: ['A场1', 'A场2'], step: 1, link: 1, atActivation: true, cause: 'cost' },
      { type: 'destroyed', cards: [], step: 10, link: 1 },
    ]);
    const w = chainEndWindow(s, r);
    expect(summary(w)).toEqual({ kind: 'chain-end', triggers: ['1 L1 A 三眼怪#1 M'], missed: ['暗道化师 彼得#1'], priority: 'B' });
    expect(w.missedTiming[0]!.rules).toContain('WIN-MISS-COST');
  });

  it('[WIN-MISS-TRIBUTE] an optional 「…时」 trigger met by a tribute misses its timing: the summon comes after', () => {
    const s = scenario({ cards: [A('A场1', C.暗道化师, 'monster'), A('A场2', C.三眼怪, 'monster'), A('X1', C.普通怪兽, 'hand')], action: { verb: 'tribute-summon', subject: 'X1', tributes: ['A场1', 'A场2'] } });
    const w = act(s);
    expect(summary(w)).toEqual({ kind: 'summon', triggers: ['1 L1 A 三眼怪#1 M'], missed: ['暗道化师 彼得#1'], priority: 'B' });
    expect(w.missedTiming[0]!.rules).toContain('WIN-MISS-TRIBUTE');
  });

  it('[WIN-MISS-SPEED2] a 「…时」 Trap card timed to an event misses its timing too', () => {
    const s = scenario({ cards: [A('L1', C.黑洞, 'hand'), A('L2', C.次元魔法, 'hand'), B('B场1', C.普通怪兽, 'monster'), B('B场2', C.魂之纲, 'spell', { faceUp: false })] });
    const r = chainResult(s, [{ n: 1, ref: 'L1', who: 'A' }, { n: 2, ref: 'L2', who: 'A' }], [
      { type: 'destroyed', cards: ['B场1'], step: 10, link: 2, by: 'A' },
      { type: 'destroyed', cards: [], step: 20, link: 1 },
    ]);
    const w = chainEndWindow(s, r);
    expect(summary(w)).toEqual({ kind: 'chain-end', triggers: [], missed: ['魂之纲#1'], priority: 'A' });
  });

  it('[WIN-MISS-FLIP-NEVER] a flip effect never misses its timing', () => {
    const s = scenario({ cards: [A('L1', C.黑洞, 'hand'), A('L2', C.次元魔法, 'hand'), A('A场1', C.反转怪, 'monster', { faceUp: false, position: 'defense' })] });
    const r = chainResult(s, [{ n: 1, ref: 'L1', who: 'A' }, { n: 2, ref: 'L2', who: 'A' }], [
      { type: 'flipped', cards: ['A场1'], step: 10, link: 2 },
      { type: 'destroyed', cards: [], step: 20, link: 1 },
    ]);
    const w = chainEndWindow(s, r);
    expect(summary(w)).toEqual({ kind: 'chain-end', triggers: ['1 L1 A 测试反转怪#1 M'], missed: [], priority: 'B' });
    expect(w.triggers[0]!.rules).toContain('WIN-MISS-FLIP-NEVER');
  });
});

describe('trigger windows: priority', () => {
  it('[WIN-PRIORITY-TP] with no trigger, the turn player keeps priority after a summon or a chain (in either turn)', () => {
    const sA = scenario({ turn: 'A', cards: [A('X1', C.普通怪兽, 'hand')], action: { verb: 'summon', subject: 'X1' } });
    expect(summary(act(sA))).toEqual(none('summon', 'A'));
    const sB = scenario({ turn: 'B', cards: [B('X1', C.普通怪兽, 'hand')], action: { verb: 'summon', subject: 'X1' } });
    const w = act(sB);
    expect(summary(w)).toEqual(none('summon', 'B'));
    expect(allNotes(w)).toMatch(/回合玩家B仍然持有优先权/);
    // A speed-1 effect needs the window to close first: the turn player passes, then the opponent.
    expect(allNotes(w)).toMatch(/要发动1速的效果（通常魔法、起动效果等），B需要先放弃优先权，A也放弃时这个时点结束/);
    expect(allNotes(w)).toMatch(/to activate a Spell Speed 1 effect .* B must first pass priority/);
  });

  it('[WIN-SET-PRIORITY] a Set starts no chain and passes no priority: the turn player keeps it; the opponent may answer once it passes; only triggers on the Set qualify', () => {
    const 速攻 = card({ id: 900031, name: '测试速攻', type: 'spell quickplay', effects: [{ kind: 'activation', targets: { filter: { kind: ['spell', 'trap'], place: 'spell' }, count: 1 }, does: [{ do: 'destroy', what: 'targets' }] }] });
    const 陷阱 = card({ id: 900032, name: '测试陷阱', type: 'trap', effects: [{ kind: 'activation', does: [] }] });
    const 盖放诱发 = card({ id: 900033, name: '测试盖放诱发', type: 'monster effect', effects: [{ kind: 'trigger', trigger: { event: 'set', subject: { side: 'opponent' } }, timing: 'when', mandatory: false, does: [] }] });
    // A Spell/Trap Set: face-down in the S/T zone, Set this turn; B's Set Quick-Play is named, the trap B Set this turn is not.
    const st = scenario({
      cards: [A('X1', C.魂之纲, 'hand'), B('B场1', 速攻, 'spell', { faceUp: false }), B('B场2', 陷阱, 'spell', { faceUp: false, states: ['set-this-turn'] })],
      action: { verb: 'set', subject: 'X1' },
      handSize: { A: 3 },
    });
    const r = performAction(st);
    expect(r.events.map((e) => [e.type, e.cards, e.to, e.cause, e.by])).toEqual([['set', ['X1'], ['spell'], 'rule', 'A']]);
    expect([r.after.cards.X1!.zone, r.after.cards.X1!.faceUp, r.after.cards.X1!.states, r.after.handSize.A]).toEqual(['spell', false, ['set-this-turn'], 2]);
    const w = actionWindow(st, r);
    expect(summary(w)).toEqual(none('set', 'A'));
    expect(w.notes[0]!.zh).toMatch(/不进入连锁.*回合玩家A仍然持有优先权；A放弃优先权时，B可以发动2速以上的卡和效果（这里：「测试速攻」）。$/);
    expect(allNotes(w)).not.toContain('测试陷阱');
    expect(allNotes(w)).toMatch(/这回合盖放的陷阱卡·速攻魔法卡在这回合不能发动/);
    // A monster Set is a face-down Normal Summon, not a successful summon: no "when summoned" trigger (绊倒, 光帝 克赖斯).
    const mon = scenario({ cards: [A('X1', C.光帝克赖斯, 'hand'), B('B场1', C.绊倒, 'spell')], action: { verb: 'set', subject: 'X1' } });
    const rm = performAction(mon);
    expect([rm.after.cards.X1!.zone, rm.after.cards.X1!.faceUp, rm.after.cards.X1!.position]).toEqual(['monster', false, 'defense']);
    const wm = actionWindow(mon, rm);
    expect(summary(wm)).toEqual(none('set', 'A'));
    expect(allNotes(wm)).toMatch(/不是召唤成功：「召唤成功时」的效果不能发动/);
    // A trigger on the Set itself qualifies; B activated it last, so priority passes to A.
    const trig = scenario({ cards: [A('X1', C.魂之纲, 'hand'), B('B场1', 盖放诱发, 'monster')], action: { verb: 'set', subject: 'X1' } });
    expect(summary(act(trig))).toEqual({ kind: 'set', triggers: ['1 L4 B 测试盖放诱发#1'], missed: [], priority: 'A' });
    // Outside the Main Phase the Set is not made (CH-MAIN-PHASE-ACTION): the refusal says why, and no Set window follows it.
    const battle = scenario({ phase: 'battle-step', cards: [A('X1', C.魂之纲, 'hand')], action: { verb: 'set', subject: 'X1' } });
    const refused = performAction(battle);
    expect(refused.refused).toBe(true);
    expect(refused.warnings.map((w) => w.zh).join()).toContain('只由回合玩家在自己的主要阶段进行');
  });

  it('[WIN-PRIORITY-AFTER-SEGOC] once the triggers are placed, the player who activated the last passes priority to the other', () => {
    const s = scenario({ cards: [A('A场1', C.三眼怪, 'monster'), B('B场1', C.绊倒, 'spell'), A('X1', C.普通怪兽, 'hand')], action: { verb: 'tribute-summon', subject: 'X1', tributes: ['A场1'] } });
    const w = act(s);
    expect(summary(w)).toEqual({ kind: 'summon', triggers: ['1 L1 A 三眼怪#1 M', '2 L2 B 绊倒#1 M'], missed: [], priority: 'A' });
    expect(allNotes(w)).toMatch(/最后发动效果的B把优先权转移给A/);
  });

  it('[WIN-PRIORITY-PHASE-END] to move to the next phase the turn player passes priority, so the opponent may still act', () => {
    const s = scenario({ cards: [A('X1', C.锻造女巫, 'hand'), B('B场1', C.锻造女巫, 'monster')], action: { verb: 'summon', subject: 'X1' } });
    const w = act(s);
    expect(summary(w)).toEqual(none('summon', 'A'));
    expect(allNotes(w)).toMatch(/要进入下一个阶段·步骤，A需要放弃优先权，这时B可以发动/);
    expect(allNotes(w)).toMatch(/to move to the next phase or step, A must pass priority/);
  });

  it('[WIN-TRIGGER-NO-PRIORITY] a trigger is activated without priority, in either turn (夜尽巫师 in the opponent\'s turn)', () => {
    const s = scenario({ turn: 'B', cards: [A('L1', C.魔术师的导门阵, 'spell', { faceUp: false }), A('A手1', C.黑魔术师, 'hand'), A('A卡组1', C.夜尽巫师, 'deck')] });
    const r = chainResult(s, [{ n: 1, ref: 'L1', who: 'A' }], [
      { type: 'special-summoned', cards: ['A手1'], step: 10, link: 1 },
      { type: 'special-summoned', cards: ['A卡组1'], step: 11, link: 1, thenStep: true },
    ]);
    const w = chainEndWindow(s, r);
    expect(summary(w)).toEqual({ kind: 'chain-end', triggers: ['1 L4 A 夜尽巫师#1'], missed: [], priority: 'B' });
    expect(w.triggers[0]!.rules).toContain('WIN-TRIGGER-NO-PRIORITY');
  });

  it('[WIN-IGNITION-C1] a speed-1 ignition-like effect may only be chain link 1: not when a trigger takes it', () => {
    const withTrigger = scenario({
      phase: 'battle-step',
      cards: [A('A场1', C.灵魂龙, 'monster'), A('A场2', C.三眼怪, 'monster'), B('B场1', C.普通怪兽, 'monster')],
      action: { verb: 'attack', subject: 'A场1', target: 'B场1' },
    });
    // 三眼怪 is sent to the GY as the attack is declared (an effect applied at the declaration).
    const res = performAction(withTrigger);
    res.events.push({ type: 'sent-to-gy', cards: ['A场2'], link: null, player: null, amount: null, cause: 'effect', step: 1, from: ['monster'], to: ['gy'], by: null });
    res.after.cards['A场2']!.zone = 'gy';
    const w1 = actionWindow(withTrigger, res);
    expect(summary(w1)).toEqual({ kind: 'attack-declaration', triggers: ['1 L1 A 三眼怪#1 M'], missed: [], priority: 'B' });
    expect(allNotes(w1)).toMatch(/灵魂龙.*这里不能发动/);
    const without = scenario({ phase: 'battle-step', cards: [A('A场1', C.灵魂龙, 'monster'), B('B场1', C.普通怪兽, 'monster')], action: { verb: 'attack', subject: 'A场1', target: 'B场1' } });
    const w2 = act(without);
    expect(summary(w2)).toEqual(none('attack-declaration'));
    expect(allNotes(w2)).toMatch(/灵魂龙.*作为连锁1发动/);
  });
});

describe('trigger windows: phases', () => {
  it('[WIN-DAMAGE-STEP] in the damage step only Counter Traps, ATK/DEF changers and negations join as speed-2 responses', () => {
    // Corrected (CH-DAMAGE-STEP-STAT-TIMING, docs/c03/战斗阶段流程.rst:536): an ATK/DEF changer joins only until before damage
    // calculation. This test had it join at the end of the damage step (a battle destruction is after damage calculation); there it
    // waits now. That it joins before damage calculation is test/engine/damage-step-stat-timing.test.ts's other side.
    const s = scenario({
      phase: 'damage-step-end',
      cards: [B('B场1', C.战破诱发, 'monster'), B('B场2', C.伤害步骤陷阱, 'spell', { faceUp: false }), B('B场3', C.战破陷阱, 'spell', { faceUp: false })],
      action: { verb: 'destroy', subject: 'B场1', cause: 'battle' },
    });
    const w = act(s);
    expect(summary(w)).toEqual({ kind: 'destroy', triggers: ['1 L4 B 测试战破诱发#1'], missed: [], priority: 'A' });
    expect(allNotes(w)).toMatch(/测试战破特召陷阱」不能发动/);
    expect(allNotes(w)).toMatch(/测试攻击力陷阱」不能发动/);
    expect(allNotes(w)).toMatch(/伤害步骤/);
    // During damage calculation only effects that say so: the ATK trap waits too.
    const calc = scenario({
      phase: 'damage-calculation',
      cards: [B('B场1', C.战破诱发, 'monster'), B('B场2', C.伤害步骤陷阱, 'spell', { faceUp: false })],
      action: { verb: 'destroy', subject: 'B场1', cause: 'battle' },
    });
    expect(summary(act(calc))).toEqual({ kind: 'destroy', triggers: ['1 L4 B 测试战破诱发#1'], missed: [], priority: 'A' });
  });

  it('[WIN-TRIGGER-PHASE] a trigger timed to a step (the damage step) is not met at the attack declaration', () => {
    const 反射 = card({
      id: 900012,
      name: '测试伤害步骤诱发',
      type: 'monster effect',
      effects: [{ kind: 'trigger', trigger: { event: 'attack-declared', subject: { self: true }, phase: 'damage-step' }, mandatory: true, timing: 'if', does: [{ do: 'damage' }] }],
    });
    const at = (phase: string | null) =>
      scenario({ phase, cards: [A('A场1', C.普通怪兽, 'monster'), B('B场1', 反射, 'monster')], action: { verb: 'attack', subject: 'A场1', target: 'B场1' } });
    expect(summary(act(at('battle-step')))).toEqual(none('attack-declaration'));
    expect(summary(act(at(null)))).toEqual(none('attack-declaration'));
    expect(summary(act(at('before-damage-calculation')))).toEqual({ kind: 'attack-declaration', triggers: ['1 L2 B 测试伤害步骤诱发#1 M'], missed: [], priority: 'A' });
  });

  it('[WIN-HAND-SIZE-END-TRIGGER] a card discarded in the hand-size adjustment may use its end-phase trigger in the discard window; others may not', () => {
    const s = scenario({
      phase: 'hand-size-adjustment',
      cards: [A('A手1', C.暗黑之蝎尾狮, 'hand'), A('A墓1', C.暗黑之蝎尾狮, 'gy'), A('A场1', C.强制接收, 'spell', { faceUp: false, states: ['set'] })],
      action: { verb: 'discard', subject: 'A手1', cause: 'rule' },
    });
    const w = act(s);
    expect(summary(w)).toEqual({ kind: 'discard', triggers: ['1 L3 A 暗黑之蝎尾狮#1', '2 L7 A 强制接收#1'], missed: [], priority: 'B' });
    expect(w.triggers[0]!.card.ref).toBe('A手1');
    expect(w.triggers[0]!.rules).toContain('WIN-HAND-SIZE-END-TRIGGER');
    // Outside the hand-size adjustment the same discard opens no end-phase trigger.
    const main = scenario({ cards: [A('A手1', C.暗黑之蝎尾狮, 'hand')], action: { verb: 'discard', subject: 'A手1', cause: 'effect' } });
    expect(summary(act(main))).toEqual(none('discard'));
  });

  it('[WIN-BETWEEN-TURNS] between two turns no window opens: a mandatory trigger met there (三眼怪 sent to the GY) is not offered, nor is a Trap; the same move in the End Phase opens the usual window', () => {
    const cards = [A('A场1', C.三眼怪, 'monster'), A('A场2', C.强制接收, 'spell', { faceUp: false, states: ['set'] })];
    const between = act(scenario({ phase: 'between-turns', cards, action: { verb: 'send-to-gy', subject: 'A场1', cause: 'effect' } }));
    expect(summary(between)).toEqual({ kind: 'none', triggers: [], missed: [], priority: null });
    expect(allNotes(between)).toContain('这之间没有时点');
    expect(allNotes(between)).toContain('「三眼怪」');
    const end = act(scenario({ phase: 'end-phase', cards, action: { verb: 'send-to-gy', subject: 'A场1', cause: 'effect' } }));
    expect(summary(end).triggers).toEqual(['1 L1 A 三眼怪#1 M']);
  });

  it('[WIN-SUMMON-NEGATED] a negated summon (note [被无效]): the tributes still trigger 三眼怪; the monster is not destroyed "from the field", and no summon trigger', () => {
    const 凤凰 = card({ id: 900015, name: '测试被破坏诱发', type: 'monster effect', effects: [{ kind: 'trigger', from: 'gy', trigger: { event: 'destroyed', cause: 'effect' }, timing: 'if', mandatory: false, does: [] }] });
    const 场上破坏 = card({ id: 900016, name: '测试场上破坏诱发', type: 'monster effect', effects: [{ kind: 'trigger', from: 'gy', trigger: { event: 'destroyed', from: 'field' }, timing: 'if', mandatory: true, does: [] }] });
    const s = scenario({
      cards: [A('A场1', C.三眼怪, 'monster'), A('A场2', C.暗道化师, 'monster'), A('X1', 凤凰, 'hand'), B('B场1', C.绊倒, 'spell')],
      action: { verb: 'tribute-summon', subject: 'X1', tributes: ['A场1', 'A场2'], notes: [{ text: '被无效', bracket: '[', span: { start: 0, end: 0 } }] },
    });
    const w = act(s);
    expect(summary(w)).toEqual({ kind: 'summon', triggers: ['1 L1 A 三眼怪#1 M', '2 L3 A 测试被破坏诱发#1'], missed: ['暗道化师 彼得#1'], priority: 'B' });
    expect(w.notes[0]!.zh).toContain('召唤失败的时点');
    const s2 = scenario({ cards: [A('X1', 场上破坏, 'hand')], action: { verb: 'summon', subject: 'X1', notes: [{ text: 'negated', bracket: '(', span: { start: 0, end: 0 } }] } });
    expect(summary(act(s2))).toEqual(none('summon'));
  });

  it('[WIN-SUMMON-NEGATION] before a summon succeeds only summon negations may be activated; the window then opens', () => {
    const s = scenario({ cards: [B('B场1', C.神之宣告, 'spell', { faceUp: false }), A('X1', C.光帝克赖斯, 'hand')], action: { verb: 'summon', subject: 'X1' } });
    const w = act(s);
    expect(summary(w)).toEqual({ kind: 'summon', triggers: ['1 L3 A 光帝 克赖斯#1'], missed: [], priority: 'B' });
    expect(w.notes[0]!.zh).toMatch(/召唤无效.*神之宣告/);
  });
});

describe('trigger windows: attacks', () => {
  function attackChain(change: (after: ReturnType<typeof chainResult>['after']) => void) {
    const s = scenario({ phase: 'battle-step', cards: [A('A场1', C.普通怪兽, 'monster'), B('B场1', C.灵魂龙, 'monster'), B('L1', C.黑洞, 'spell', { faceUp: false })] });
    s.attack = { attacker: 'A场1', target: 'B场1' };
    const r = chainResult(s, [{ n: 1, ref: 'L1', who: 'B' }], []);
    r.after.attack = s.attack;
    change(r.after);
    return chainEndWindow(s, r);
  }

  it('[WIN-ATTACK-STOPS] at the end of a chain an attacker that can no longer attack (defence position) stops its attack', () => {
    const w = attackChain((after) => (after.cards['A场1']!.position = 'defense'));
    expect(summary(w)).toEqual(none('chain-end'));
    expect(allNotes(w)).toMatch(/攻击中止/);
    const kept = attackChain(() => undefined);
    expect(summary(kept)).toEqual(none('chain-end'));
    expect(allNotes(kept)).not.toMatch(/攻击中止|战斗回卷/);
  });

  it('[WIN-REPLAY] a target gone from the field means a replay after the window; it is no longer the attack-declaration window', () => {
    const w = attackChain((after) => (after.cards['B场1']!.zone = 'gy'));
    expect(summary(w)).toEqual(none('chain-end'));
    expect(allNotes(w)).toMatch(/战斗回卷/);
    expect(allNotes(w)).toMatch(/no longer the "when an attack is declared" window/);
  });
});
