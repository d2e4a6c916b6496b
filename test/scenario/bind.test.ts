// Binding: which card each name means, which instance each mention is, and what was assumed.
import { describe, expect, it } from 'vitest';
import { parseNotation } from '../../src/notation/index.js';
import { bind } from '../../src/scenario/bind.js';
import { loadCatalog } from '../../src/cards/load.js';

const catalog = loadCatalog({});

function scenarioOf(text: string, turn?: 'A' | 'B') {
  const parsed = parseNotation(text);
  if (!parsed.ok) throw new Error(`parse failed: ${parsed.error.message.en}`);
  const bound = bind(parsed.tree, catalog, { turn });
  if (!bound.ok) throw new Error(`bind failed: ${bound.error.message.en}`);
  return bound.scenario;
}

function bindError(text: string) {
  const parsed = parseNotation(text);
  if (!parsed.ok) throw new Error(`parse failed: ${parsed.error.message.en}`);
  const bound = bind(parsed.tree, catalog);
  if (bound.ok) throw new Error('expected a bind error');
  return bound.error;
}

describe('controllers', () => {
  it('assumes C1 is the turn player and each later link the opponent of the one before, and says so', () => {
    const s = scenarioOf('C1 黑洞 C2 我身作盾 C3 王家的诅咒');
    expect(s.links.map((l) => [l.controller, l.controllerAssumed])).toEqual([
      ['A', true],
      ['B', true],
      ['A', true],
    ]);
    expect(s.assumptions.map((a) => a.en).join('\n')).toMatch(/C1 .*assumed A \(the turn player\)/);
    expect(s.assumptions.map((a) => a.zh).join('\n')).toMatch(/C2「我身作盾」的控制者未写明/);
  });

  it('says so when a link is written for one player but the situation lists that card for the other only', () => {
    const s = scenarioOf('{回合:A A手:灰流丽 A场:增援(盖)} C1 A:增援 C2 B:灰流丽');
    expect(s.links[1]!.controller).toBe('B');
    expect(s.assumptions.map((a) => a.zh).join('\n')).toMatch(/C2「灰流丽」写的是B的，但情境只给A列了「灰流丽」/);
    // Listed for the player written: nothing to say.
    expect(scenarioOf('{回合:A B手:灰流丽 A场:增援(盖)} C1 A:增援 C2 B:灰流丽').assumptions.map((a) => a.zh).join('\n')).not.toMatch(/写的是/);
  });

  it('follows the turn player of the situation block, then the command option', () => {
    expect(scenarioOf('{turn:B} C1 黑洞').links[0]!.controller).toBe('B');
    expect(scenarioOf('C1 黑洞', 'B').links[0]!.controller).toBe('B');
    expect(scenarioOf('{turn:A} C1 黑洞', 'B').links[0]!.controller).toBe('A');
  });

  it('keeps a stated controller without an assumption', () => {
    const s = scenarioOf('C1 A:黑洞 C2 B:我身作盾');
    expect(s.links.every((l) => !l.controllerAssumed)).toBe(true);
    expect(s.assumptions).toEqual([]);
  });
});

describe('instances', () => {
  it('tells two copies of one card apart by ref', () => {
    const s = scenarioOf('{A场:死灵骑士 B场:死灵骑士} 召唤 三眼怪');
    const knights = s.instances.filter((c) => c.card.name === '死灵骑士');
    expect(knights.map((k) => [k.ref, k.controller])).toEqual([
      ['A场1', 'A'],
      ['B场1', 'B'],
    ]);
  });

  it('makes a link the card the situation lists: a set trap is activated from its set position', () => {
    const s = scenarioOf('{turn:B A手:冥王龙 断罪神 B场:魂之纲(盖)} C1 A:黑洞 C2 B:魂之纲');
    const link = s.instances.find((c) => c.ref === 'L2')!;
    expect(link.sameAs).toBe('B场1');
    expect(link.zone).toBe('spell');
    expect(link.faceUp).toBe(false);
  });

  it('finds a target on the board, else assumes the opponent of the link controller and says so', () => {
    const s = scenarioOf('{A场:蓝宝石龙} C1 B:炸裂装甲→蓝宝石龙 C2 A:宇宙旋风→魂之纲');
    expect(s.links[0]!.targets).toEqual(['A场1']);
    const t = s.instances.find((c) => c.ref === s.links[1]!.targets[0])!;
    expect(t.controller).toBe('B');
    expect(t.controllerAssumed).toBe(true);
    expect(s.assumptions.some((a) => a.en.includes('魂之纲') && a.en.includes("B's field"))).toBe(true);
  });

  it('takes a Set card (盖放) from the hand, by the rules, with no cause assumed', () => {
    const s = scenarioOf('{回合:A A手:魂之纲 B场:旋风(盖)} 盖放 魂之纲');
    expect(s.action).toMatchObject({ verb: 'set', subject: 'A手1', cause: 'rule', causeAssumed: false });
    const fresh = scenarioOf('{回合:B} set 魂之纲');
    const card = fresh.instances.find((c) => c.ref === fresh.action!.subject)!;
    expect([card.zone, card.controller, fresh.action!.cause]).toEqual(['hand', 'B', 'rule']);
    expect(fresh.assumptions.some((a) => a.en.includes('cause'))).toBe(false);
  });

  it('binds a link reference target to that link card', () => {
    const s = scenarioOf('C1 A:召唤魔术 C2 B:宇宙旋风 -> C1');
    expect(s.links[1]!.targets).toEqual(['L1']);
  });

  it('reads life points, hand sizes and known-empty zones', () => {
    const s = scenarioOf('{A基本分:1000 A手卡数:0 B手: A场:永火恶魔(本回合特召)} C1 A:永火恶魔');
    expect(s.lp).toEqual({ A: 1000, B: null });
    expect(s.handSize).toEqual({ A: 0, B: 0 });
    expect(s.knownZones).toContainEqual({ player: 'B', zone: 'hand' });
  });
});

describe('errors point at the name', () => {
  it('a name that matches nothing is unknown-card with the closest names', () => {
    const text = 'C1 黑洞 C2 完全不存在的卡片名字XYZ';
    const e = bindError(text);
    expect(e.kind).toBe('unknown-card');
    expect(e.offset).toBe(text.indexOf('完全'));
    expect(e.suggestions.length).toBeGreaterThan(0);
  });

  it('an effect number the card lacks is invalid', () => {
    const e = bindError('C1 黑洞⑤');
    expect(e.kind).toBe('invalid');
    expect(e.message.zh).toContain('没有效果 5');
  });

  it('a target that refers to a later link is invalid', () => {
    const e = bindError('C1 黑洞 → C2 C2 旋风');
    expect(e.kind).toBe('invalid');
  });

  it('an unknown phase is unknown-phase', () => {
    const e = bindError('{阶段:午饭时间} C1 黑洞');
    expect(e.kind).toBe('unknown-phase');
    expect(e.suggestions.length).toBeGreaterThan(0);
    // A typo is suggested, never silently taken.
    const typo = bindError('{阶段:准被阶段} C1 黑洞');
    expect(typo.kind).toBe('unknown-phase');
    expect(typo.suggestions[0]).toMatch(/准备/);
  });
});

describe('an attack in the situation block', () => {
  it('binds the attacker and its target to the listed cards, whatever the order of the items', () => {
    const s = scenarioOf('{回合:A; 阶段:战斗步骤; 攻击:A:死灵骑士→B:三眼怪; A场:王宫的铁壁; B场:三眼怪} C1 B:次元幽闭');
    const attacker = s.instances.find((c) => c.ref === s.attack!.attacker)!;
    const target = s.instances.find((c) => c.ref === s.attack!.target)!;
    expect([attacker.card.name, attacker.controller]).toEqual(['死灵骑士', 'A']);
    expect([target.card.name, target.ref]).toEqual(['三眼怪', 'B场1']);
    // The attacker was not listed: it gets the next free field ref, never one the zone already uses.
    expect(attacker.ref).toBe('A场2');
    expect(new Set(s.instances.map((c) => c.ref)).size).toBe(s.instances.length);
  });
});

describe('copies', () => {
  it('warns when one player uses more than 3 copies of a card', () => {
    const s = scenarioOf('C1 A:宇宙旋风 C2 B:宇宙旋风 C3 A:宇宙旋风 C4 B:宇宙旋风 C5 A:宇宙旋风 C6 B:旋风 C7 A:宇宙旋风');
    expect(s.warnings.map((w) => w.en)).toEqual(['A uses 4 copies of 宇宙旋风: a deck holds at most 3 copies of a card. Check the controllers and names.']);
  });

  it('counts a link activated from a listed card once', () => {
    const s = scenarioOf('{B场:魂之纲(盖),魂之纲(盖),魂之纲(盖)} C1 A:黑洞 C2 B:魂之纲');
    expect(s.warnings).toEqual([]);
  });
});

describe('actions', () => {
  it('takes a discarded card from the hand, and a hand-size discard is by rule', () => {
    const s = scenarioOf('{回合:A 阶段:手卡调整} 丢弃 暗黑之蝎尾狮');
    const subject = s.instances.find((c) => c.ref === s.action!.subject)!;
    expect([subject.zone, subject.controller]).toEqual(['hand', 'A']);
    expect([s.action!.cause, s.action!.causeAssumed]).toEqual(['rule', false]);
    expect(s.assumptions.some((a) => a.en.includes("A's field"))).toBe(false);
  });

  it('refuses a tribute written off the field (SIT-SUMMON-NEEDS-TRIBUTES, s56: it was a warning); a Normal Summon by the non-turn player or outside a Main Phase is left to the engine', () => {
    const tribute = bindError('{回合:A 阶段:主要1 A手:三眼怪} 上级召唤 光帝 克赖斯 解放 三眼怪');
    expect(tribute.message.zh).toMatch(/解放的「三眼怪」不在 A 场上.*「三眼怪」写在 A 的手卡.*这次上级召唤不能进行/);
    // The engine refuses such a summon and says why (CH-MAIN-PHASE-ACTION, test/engine/main-phase-action.test.ts): said once, not here too.
    const turn = scenarioOf('{回合:A 阶段:主要1} 召唤 B:三眼怪');
    expect(turn.warnings.map((w) => w.zh).join()).not.toContain('只有回合玩家');
    const phase = scenarioOf('{回合:A 阶段:战斗步骤} 召唤 三眼怪');
    expect(phase.warnings.map((w) => w.zh).join()).not.toContain('只能在主要阶段');
    const fine = scenarioOf('{回合:A 阶段:主要1 A场:三眼怪} 上级召唤 光帝 克赖斯 解放 三眼怪');
    expect(fine.warnings).toEqual([]);
  });
});

describe('which copy a mention means', () => {
  // A judge lists a hand trap both in the hand and on the field (a second copy summoned earlier): the link
  // is the copy its effect is activated from, the attack target the copy in the Monster Zone — whatever
  // order the situation lists them in.
  it('a link takes the copy where its effect is activated from; the attack target the one on the field', () => {
    for (const zones of ['B场:栗子球 B手:栗子球', 'B手:栗子球 B场:栗子球']) {
      const s = scenarioOf(`{回合:A 阶段:伤害计算 A场:青眼白龙 ${zones} 攻击:青眼白龙→栗子球} C1 B:栗子球`);
      const zoneOf = (ref: string) => s.instances.find((i) => i.ref === ref)!.zone;
      expect(zoneOf(s.links[0]!.card)).toBe('hand');
      expect(zoneOf(s.attack!.target!)).toBe('monster');
      expect(s.attack!.target).not.toBe(s.instances.find((i) => i.ref === s.links[0]!.card)!.sameAs);
    }
  });
  it('with one copy listed, the link is that copy wherever it is (legality judges the zone)', () => {
    const s = scenarioOf('{回合:A A场:青眼白龙 B场:栗子球} C1 B:栗子球');
    expect(s.instances.find((i) => i.ref === s.links[0]!.card)!.zone).toBe('monster');
  });
});

describe('one monster, two of its effects in a chain', () => {
  it('a monster named again by the same player with its other effect number is the same monster; the same number is another copy', () => {
    const s = scenarioOf('{回合:A 阶段:伤害计算时 攻击:A:水晶翼同调龙→B:水晶翼同调龙} C1 A:水晶翼同调龙② C2 B:水晶翼同调龙② C3 A:水晶翼同调龙①');
    const c3 = s.instances.find((i) => i.ref === s.links[2]!.card)!;
    expect(c3.sameAs).toBe(s.links[0]!.card);
    const twice = scenarioOf('{回合:A} C1 A:灰流丽① C2 A:灰流丽①');
    expect(twice.instances.find((i) => i.ref === twice.links[1]!.card)!.sameAs ?? null).toBeNull();
  });
});
