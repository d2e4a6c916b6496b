// The forms added to ../shared/spec/notation.md in December 2026 (14–17): whole trees, exactly one
// raw parse, and a print that reads back. Forms 15/16 are notes (free text to the parser; the binder
// reads them as facts), so here they only have to parse and keep their text.
import { describe, expect, it } from 'vitest';
import { parseNotation, printNotation, type NotationTree } from '../../src/notation/index.js';
import { at, bare, link, m, noSpans, note, quoted, rawResultCount } from './helpers.js';

const valid: string[] = [];
function ok(text: string): NotationTree {
  const r = parseNotation(text);
  if (!r.ok) throw new Error(`${text}\n${r.error.message.en}\n${r.error.caret}`);
  valid.push(text);
  return r.tree;
}

describe('form 14: an action, then the chain built in the window it opens', () => {
  it('召唤 X C1 B:神之警告: the action and its chain (with spans)', () => {
    const s = '{回合:A 阶段:主要1} 召唤 召唤师 阿莱斯特 C1 B:神之警告';
    const t = ok(s);
    expect(t.kind).toBe('action');
    if (t.kind !== 'action') return;
    expect(noSpans(t.action)).toEqual(noSpans({
      verb: 'summon', subject: m(null, bare('召唤师 阿莱斯特')), tributes: [], target: null, cause: null, notes: [],
    }));
    expect(t.action.span).toEqual(at(s, '召唤 召唤师 阿莱斯特'));
    expect(t.links).toEqual([link(1, bare('神之警告', at(s, '神之警告')), { controller: 'B', span: at(s, 'C1 B:神之警告') })]);
    expect(t.span).toEqual({ start: 0, end: s.length });
  });

  it('tributes, an attack target and cause notes end where the first link marker starts', () => {
    const t = ok('上级召唤 光帝 克赖斯 解放 三眼怪 C1 A:三眼怪 C2 B:死灵骑士');
    expect(t.kind === 'action' && noSpans([t.action.tributes, t.links?.map((l) => l.card)])).toEqual(noSpans([
      [m(null, bare('三眼怪'))], [bare('三眼怪'), bare('死灵骑士')],
    ]));
    const a = ok('{回合:A 阶段:战斗步骤} 攻击宣言 A:蓝宝石龙 → B:灵魂龙 C1 B:炸裂装甲→蓝宝石龙 C2 A:重力解除');
    expect(a.kind === 'action' && noSpans([a.action.target, a.links?.length])).toEqual(noSpans([m('B', bare('灵魂龙')), 2]));
    const c = ok('送墓 三眼怪 (cost) [见下] C1 A:三眼怪');
    expect(c.kind === 'action' && [c.action.cause, noSpans(c.action.notes), c.links?.length]).toEqual(['cost', [{ text: '见下', bracket: '[' }], 1]);
  });

  it('after the action, 解放 between spaces is name text again (it ends names only in the action)', () => {
    const t = ok('召唤 三眼怪 C1 解放者 解放的龙');
    expect(t.kind === 'action' && t.links?.[0]?.card).toEqual(expect.objectContaining({ name: '解放者 解放的龙' }));
  });

  it('link numbers after an action are checked like a chain\'s', () => {
    const r = parseNotation('召唤 三眼怪 C2 B:神之警告');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message.en).toContain('C1');
  });

  it('a plain action (form 8) keeps its tree: no links field', () => {
    const t = ok('召唤 三眼怪');
    expect(t.kind === 'action' && 'links' in t).toBe(false);
  });
});

describe('forms 15 and 16: notes naming cards moved at resolution or paid as a cost', () => {
  it('parse as notes of their link, text kept', () => {
    const t = ok('C1 A:哥布林德伯格① [特殊召唤 元素英雄 天空侠] C2 B:灰流丽');
    expect(t.kind === 'chain' && noSpans(t.links[0]!.notes)).toEqual([noSpans(note('特殊召唤 元素英雄 天空侠', '['))]);
    const c = ok('C1 A:死之卡组破坏病毒 [cost:解放 三眼怪]');
    expect(t.kind === 'chain' && c.kind === 'chain' && c.links[0]!.notes[0]!.text).toBe('cost:解放 三眼怪');
    ok('C1 A:黑洞 [破坏 B:水龙星-赑屃] [代价:丢弃 效果遮蒙者]');
  });
});

describe('form 17: P① names a Pendulum Effect, ① a monster effect', () => {
  it('P① / P#2 / 灵摆效果1 / full-width Ｐ: the P belongs to the number, not the name', () => {
    const s = 'C1 A:虹彩之魔术师P① C2 B:宙读之魔术士①';
    const t = ok(s);
    expect(t).toEqual({
      kind: 'chain',
      situation: null,
      links: [
        { ...link(1, bare('虹彩之魔术师', at(s, '虹彩之魔术师')), { controller: 'A', effect: 1, span: at(s, 'C1 A:虹彩之魔术师P①') }), pendulum: true },
        link(2, bare('宙读之魔术士', at(s, '宙读之魔术士')), { controller: 'B', effect: 1, span: at(s, 'C2 B:宙读之魔术士①') }),
      ],
      span: { start: 0, end: s.length },
    });
    for (const [text, n] of [['C1 虹彩之魔术师P#2', 2], ['C1 虹彩之魔术师 灵摆效果1', 1], ['C1 虹彩之魔术师灵摆效果3', 3], ['C1 《虹彩之魔术师》Ｐ②', 2]] as const) {
      const x = ok(text);
      expect(x.kind === 'chain' && [x.links[0]!.card, x.links[0]!.effect, x.links[0]!.pendulum], text).toEqual([
        expect.objectContaining({ name: '虹彩之魔术师' }), n, true,
      ]);
    }
  });

  it('a P that is not before an effect number stays in the name', () => {
    const t = ok('C1 SPYRAL GEAR - Drone C2 闪刀姬 P小姐① C3 XP');
    expect(t.kind === 'chain' && t.links.map((l) => [l.card.kind === 'name' && l.card.name, l.effect, l.pendulum ?? false])).toEqual([
      ['SPYRAL GEAR - Drone', null, false],
      ['闪刀姬 P小姐', 1, false],
      ['XP', null, false],
    ]);
  });

  it('prints P① back, and quotes a name ending in P before a monster effect number', () => {
    const t = ok('C1 A:虹彩之魔术师P①');
    expect(printNotation(t)).toBe('C1 A:虹彩之魔术师P①');
    const built: NotationTree = { kind: 'chain', situation: null, links: [link(1, bare('XP'), { effect: 1 })], span: { start: 0, end: 0 } };
    const printed = printNotation(built);
    expect(printed).toBe('C1 《XP》①');
    const back = parseNotation(printed);
    expect(back.ok && back.tree.kind === 'chain' && [back.tree.links[0]!.card, back.tree.links[0]!.pendulum]).toEqual([quoted('XP', '《', { start: 3, end: 7 }), undefined]);
  });
});

describe('every valid input of this file', () => {
  it('the raw Nearley parser finds exactly one parse', () => {
    expect(valid.length).toBeGreaterThan(10);
    for (const s of valid) expect(rawResultCount(s), s).toBe(1);
  });
  it('prints to notation that re-parses to the same tree', () => {
    for (const s of valid) {
      const r = parseNotation(s);
      if (!r.ok) throw new Error(s);
      const printed = printNotation(r.tree);
      const back = parseNotation(printed);
      expect(back.ok && noSpans(back.tree), `${s}\n→ ${printed}`).toEqual(noSpans(r.tree));
    }
  });
});

describe('the card state 战斗破坏 (destroyed by battle, still on the field until the end of the damage step)', () => {
  it('parses in every spelling, next to other states, and prints back', () => {
    for (const word of ['战斗破坏', '确定被战斗破坏', '被战斗破坏', '战破', 'destroyed by battle', 'battle-destroyed']) {
      const t = ok(`{回合:A 阶段:伤害计算后 攻击:A:红莲魔龙→B:星尘龙 B场:星尘龙(守,${word})} C1 A:红莲魔龙①`);
      const zone = t.situation!.items.find((i) => i.kind === 'zone');
      expect(zone && zone.kind === 'zone' ? zone.cards[0]!.states : null).toEqual(['defense', 'battle-destroyed']);
      const again = parseNotation(printNotation(t));
      expect(again.ok && noSpans(again.tree)).toEqual(noSpans(t));
    }
  });

  it('an unknown state still names the known ones, 战斗破坏 included', () => {
    const r = parseNotation('{B场:星尘龙(战斗中)} C1 A:红莲魔龙①');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message.zh).toContain('战斗破坏');
  });
});

describe('the card states 正规出场 / 未正规出场 (a Special Summon monster’s history)', () => {
  it('parse in every spelling and print back', () => {
    const cases: [string, string][] = [['正规出场', 'properly-summoned'], ['已正规出场', 'properly-summoned'], ['properly summoned', 'properly-summoned'], ['未正规出场', 'not-properly-summoned'], ['没有正规出场', 'not-properly-summoned'], ['not properly summoned', 'not-properly-summoned'], ['不能使用', 'cannot-use'], ['cannot use', 'cannot-use'], ['公开', 'revealed'], ['revealed', 'revealed']];
    for (const [word, state] of cases) {
      const t = ok(`{A墓:混沌巫师(${word})} C1 A:活死人的呼声→混沌巫师`);
      const zone = t.situation!.items.find((i) => i.kind === 'zone');
      expect(zone && zone.kind === 'zone' ? zone.cards[0]!.states : null).toEqual([state]);
      const again = parseNotation(printNotation(t));
      expect(again.ok && noSpans(again.tree)).toEqual(noSpans(t));
    }
  });
});

describe('the card state 效果无效 (effects negated by an earlier effect, issue 16)', () => {
  it('parses in every spelling, prints back, and an unknown state names it', () => {
    for (const word of ['效果无效', '效果被无效', 'effects negated', 'negated']) {
      const t = ok(`{A场:水伶女·灯鱼(${word})} C1 A:水伶女·灯鱼①`);
      const zone = t.situation!.items.find((i) => i.kind === 'zone');
      expect(zone && zone.kind === 'zone' ? zone.cards[0]!.states : null).toEqual(['effects-negated']);
      const again = parseNotation(printNotation(t));
      expect(again.ok && noSpans(again.tree)).toEqual(noSpans(t));
    }
    const r = parseNotation('{A场:水伶女·灯鱼(无效中)} C1 A:水伶女·灯鱼①');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message.zh).toContain('效果无效');
  });
});

describe('the unaffected card states 不受效果 / 不受魔法 / 不受陷阱 / 不受魔陷 / 不受怪兽 / 不受对方效果 (issue 16, CH-UNAFFECTED-STATE)', () => {
  it('parses in every spelling, prints back, and an unknown state names them', () => {
    const words: [string, string][] = [
      ['不受效果', 'unaffected'], ['不受影响', 'unaffected'], ['unaffected', 'unaffected'],
      ['不受魔法', 'unaffected-by-spell'], ['不受陷阱', 'unaffected-by-trap'], ['不受魔陷', 'unaffected-by-spell-trap'],
      ['不受怪兽', 'unaffected-by-monster'], ['不受对方效果', 'unaffected-by-opponent'],
    ];
    for (const [word, state] of words) {
      const t = ok(`{A场:三眼怪(特殊召唤,${word})} C1 B:黑洞`);
      const zone = t.situation!.items.find((i) => i.kind === 'zone');
      expect(zone && zone.kind === 'zone' ? zone.cards[0]!.states : null).toEqual(['special-summoned', state]);
      const again = parseNotation(printNotation(t));
      expect(again.ok && noSpans(again.tree)).toEqual(noSpans(t));
    }
    const r = parseNotation('{A场:三眼怪(不受魔法卡)} C1 B:黑洞');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.message.zh).toContain('不受魔陷');
      expect(r.error.message.en).toContain('unaffected');
    }
  });
});

describe('the card state 不会被效果破坏 (r16ch2, CH-INDESTRUCTIBLE-STATE)', () => {
  it('parses in every spelling, prints back, and an unknown state names it', () => {
    for (const word of ['不会被效果破坏', '不会被卡的效果破坏', '效果破坏抗性', 'indestructible by effects']) {
      const t = ok(`{A场:三眼怪(盖,${word})} 反转召唤 三眼怪 C1 B:神之宣告`);
      const zone = t.situation!.items.find((i) => i.kind === 'zone');
      expect(zone && zone.kind === 'zone' ? zone.cards[0]!.states : null).toEqual(['set', 'indestructible-by-effect']);
      const again = parseNotation(printNotation(t));
      expect(again.ok && noSpans(again.tree)).toEqual(noSpans(t));
    }
    const r = parseNotation('{A场:三眼怪(不被破坏)} C1 B:黑洞');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.message.zh).toContain('不会被效果破坏');
      expect(r.error.message.en).toContain('indestructible by effects');
    }
  });
});

describe('an attack at a player (直接攻击) written with an arrow', () => {
  it('「攻击:A:X→B」 in the situation block is the same direct attack as 「攻击:A:X」', () => {
    expect(noSpans(ok('{回合:A 阶段:伤害步骤 A场:青眼白龙 攻击:A:青眼白龙→B} 伤害计算'))).toEqual(
      noSpans(ok('{回合:A 阶段:伤害步骤 A场:青眼白龙 攻击:A:青眼白龙} 伤害计算')),
    );
  });
  it('「攻击宣言 X → 对方」 declares a direct attack; a quoted 《B》 is still a card', () => {
    const direct = ok('{回合:A 阶段:战斗 A场:青眼白龙} 攻击宣言 A:青眼白龙 → 对方');
    expect(direct.action?.target).toBeNull();
    const card = ok('{回合:A 阶段:战斗 A场:青眼白龙} 攻击宣言 A:青眼白龙 → 《B》');
    expect(card.action?.target).not.toBeNull();
  });
});

describe('the card state 指示物 (counters on a card, CNT-STATE)', () => {
  it('[CNT-STATE] parses 魔力指示物3 / 魔力指示物×3 / 指示物:魔力×3 / 3 spell counters / 指示物2 (no name), next to other states, and prints back', () => {
    const cases: Array<[string, Record<string, number>]> = [
      ['魔力指示物3', { 魔力: 3 }],
      ['魔力指示物×3', { 魔力: 3 }],
      ['指示物:魔力×3', { 魔力: 3 }],
      ['3 spell counters', { 魔力: 3 }],
      ['指示物2', { '': 2 }],
      ['守,魔力指示物1,A指示物2', { 魔力: 1, A: 2 }],
    ];
    for (const [word, counters] of cases) {
      const t = ok(`{回合:A A场:魔力诱导者(${word})} C1 A:魔力诱导者#3`);
      const zone = t.situation!.items.find((i) => i.kind === 'zone');
      expect(zone && zone.kind === 'zone' ? zone.cards[0]!.counters : null, word).toEqual(counters);
      const again = parseNotation(printNotation(t));
      expect(again.ok && noSpans(again.tree)).toEqual(noSpans(t));
    }
  });

  it('[CNT-STATE] counters written before 变里侧 / 一时除外 were the old card’s: the new card holds none', () => {
    const t = ok('{回合:A A场:魔力诱导者(魔力指示物3,一时除外)} C1 A:魔力诱导者#3');
    const zone = t.situation!.items.find((i) => i.kind === 'zone');
    expect(zone && zone.kind === 'zone' ? zone.cards[0]!.counters : null).toEqual({ 魔力: 0 });
  });

  it('[CNT-STATE] the same kind twice is an error in Chinese and English; an unknown state names 魔力指示物3', () => {
    const r = parseNotation('{A场:魔力诱导者(魔力指示物3,魔力指示物1)} C1 A:魔力诱导者#3');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.message.zh).toContain('同一种指示物写了两次');
      expect(r.error.message.en).toContain('same kind of counter');
    }
    const u = parseNotation('{A场:魔力诱导者(魔力多多)} C1 A:魔力诱导者#3');
    expect(u.ok).toBe(false);
    if (!u.ok) expect(u.error.message.zh).toContain('魔力指示物3');
  });
});
