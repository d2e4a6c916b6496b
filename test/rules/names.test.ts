import { describe, expect, it } from 'vitest';
import {
  ENTRIES,
  allPhaseNames,
  findPhase,
  phaseById,
  phaseChoices,
  phaseIdFor,
} from '../../src/rules/index.js';
import { normaliseName } from '../../src/rules/names.js';

const STABLE_IDS = [
  'draw-phase', 'standby-phase', 'main-phase-1', 'battle-phase', 'start-step', 'battle-step', 'damage-step',
  'damage-step-start', 'before-damage-calculation', 'damage-calculation', 'after-damage-calculation',
  'damage-step-end', 'end-step', 'main-phase-2', 'end-phase', 'hand-size-adjustment',
  'spell-speed', 'priority', 'chain-or-not', 'segoc', 'missed-timing', 'activation-vs-resolution', 'trigger-window',
];

function idOf(name: string): string | null {
  const r = findPhase(name);
  return r.ok ? r.entry.id : null;
}

describe('every entry and every name', () => {
  it('has every stable id other helpers use', () => {
    for (const id of STABLE_IDS) expect(phaseById(id), id).not.toBeNull();
  });

  it('resolves every name of every entry to that entry, as exact or alias', () => {
    for (const e of ENTRIES) {
      for (const n of e.names) {
        const r = findPhase(n);
        expect(r.ok, n).toBe(true);
        if (!r.ok) continue;
        expect(r.entry.id, n).toBe(e.id);
        expect(['exact', 'alias'], n).toContain(r.matchedBy);
      }
    }
  });

  it('gives no two entries the same name, even after normalisation', () => {
    const owner = new Map<string, string>();
    for (const { name, id } of allPhaseNames()) {
      const k = normaliseName(name);
      const prev = owner.get(k);
      if (prev !== undefined) expect(prev, `${name} is claimed by ${prev} and ${id}`).toBe(id);
      owner.set(k, id);
    }
  });

  it('answers with the primary title as an exact match and other names as aliases', () => {
    expect(findPhase('抽卡阶段')).toMatchObject({ ok: true, matchedBy: 'exact' });
    expect(findPhase('Draw Phase')).toMatchObject({ ok: true, matchedBy: 'exact' });
    expect(findPhase('抽卡流程')).toMatchObject({ ok: true, matchedBy: 'alias' });
  });
});

describe('names players type', () => {
  const cases: [string, string][] = [
    // seed terms (流程 = phase, 阶段 = step) and current terms
    ['抽卡流程', 'draw-phase'], ['抽卡阶段', 'draw-phase'], ['准备流程', 'standby-phase'], ['主要流程1', 'main-phase-1'],
    ['战斗流程', 'battle-phase'], ['主要流程2', 'main-phase-2'], ['结束流程', 'end-phase'],
    ['开始阶段', 'start-step'], ['伤害阶段', 'damage-step'], ['伤害步骤', 'damage-step'], ['战斗步骤', 'battle-step'],
    ['结束步骤', 'end-step'], ['战斗流程的结束阶段', 'end-step'],
    // 流程/阶段/步骤 treated alike when the name is not listed as such
    ['准备步骤', 'standby-phase'], ['抽卡步骤', 'draw-phase'], ['主要步骤2', 'main-phase-2'], ['开始流程', 'start-step'],
    // abbreviations, any width or case
    ['DP', 'draw-phase'], ['dp', 'draw-phase'], ['ＤＰ', 'draw-phase'], ['SP', 'standby-phase'], ['M1', 'main-phase-1'],
    ['m1', 'main-phase-1'], ['MP1', 'main-phase-1'], ['BP', 'battle-phase'], ['M2', 'main-phase-2'], ['EP', 'end-phase'],
    ['DS', 'damage-step'], ['ｅｐ', 'end-phase'],
    // 1 / １ / 一 in 主要1
    ['主要1', 'main-phase-1'], ['主要１', 'main-phase-1'], ['主要一', 'main-phase-1'], ['主要阶段一', 'main-phase-1'],
    ['主要阶段 1', 'main-phase-1'], ['主要阶段二', 'main-phase-2'], ['主要2', 'main-phase-2'],
    // English
    ['Draw Phase', 'draw-phase'], ['standby phase', 'standby-phase'], ['Main Phase 1', 'main-phase-1'], ['main phase one', 'main-phase-1'],
    ['Battle Phase', 'battle-phase'], ['start step', 'start-step'], ['Battle Step', 'battle-step'], ['damage step', 'damage-step'],
    ['End Step', 'end-step'], ['Main Phase 2', 'main-phase-2'], ['end phase', 'end-phase'], ['damage phase', 'damage-step'],
    ['Before Damage Calculation', 'before-damage-calculation'], ['during damage calculation', 'damage-calculation'],
    ['after damage calculation', 'after-damage-calculation'], ['start of the damage step', 'damage-step-start'],
    ['end of the damage step', 'damage-step-end'], ['hand size limit', 'hand-size-adjustment'],
    // damage-step parts and the hand-size adjustment
    ['伤害步骤开始时', 'damage-step-start'], ['伤害阶段开始时', 'damage-step-start'], ['伤害计算前', 'before-damage-calculation'],
    ['伤害计算时', 'damage-calculation'], ['伤害计算', 'damage-calculation'], ['伤害计算后', 'after-damage-calculation'],
    ['伤害步骤结束时', 'damage-step-end'], ['伤害阶段结束时', 'damage-step-end'], ['手卡调整', 'hand-size-adjustment'],
    ['手牌调整', 'hand-size-adjustment'],
    // short forms without the phase word
    ['准备', 'standby-phase'], ['抽卡', 'draw-phase'],
    // concepts
    ['咒文速度', 'spell-speed'], ['咒速', 'spell-speed'], ['spell speed', 'spell-speed'], ['优先权', 'priority'], ['Priority', 'priority'],
    ['入连锁', 'chain-or-not'], ['不入连锁', 'chain-or-not'], ['SEGOC', 'segoc'], ['segoc', 'segoc'], ['同时诱发', 'segoc'],
    ['错过时点', 'missed-timing'], ['missed timing', 'missed-timing'], ['发动与处理', 'activation-vs-resolution'],
    ['处理条件', 'activation-vs-resolution'], ['时点', 'trigger-window'], ['trigger window', 'trigger-window'],
    ['连锁', 'chain'], ['战斗回卷', 'battle-step'],
    // noise around the name
    ['  《准备阶段》 ', 'standby-phase'], ['「伤害计算前」', 'before-damage-calculation'],
  ];
  for (const [input, id] of cases) {
    it(`${input} → ${id}`, () => expect(idOf(input)).toBe(id));
  }

  it('accepts a one-character typo as a fuzzy match', () => {
    expect(findPhase('准被阶段')).toMatchObject({ ok: true, matchedBy: 'fuzzy', entry: { id: 'standby-phase' } });
    expect(findPhase('priorty')).toMatchObject({ ok: true, matchedBy: 'fuzzy', entry: { id: 'priority' } });
  });
});

describe('old and new meanings', () => {
  it('结束阶段 is the end phase today and points to the seed\'s meaning, the end step', () => {
    const r = findPhase('结束阶段');
    expect(r.ok && r.entry.id).toBe('end-phase');
    expect(r.ok && r.seeAlso.map((s) => s.id)).toEqual(['end-step']);
    expect(r.ok && r.seeAlso[0]?.why.zh).toContain('结束步骤');
    expect(r.ok && r.seeAlso[0]?.why.en).toContain('End Step');
  });

  it('战斗阶段 is the battle phase today and points to the battle step', () => {
    const r = findPhase('战斗阶段');
    expect(r.ok && r.entry.id).toBe('battle-phase');
    expect(r.ok && r.seeAlso.map((s) => s.id)).toEqual(['battle-step']);
  });

  it('伤害阶段 is the damage step and says it is a step of the battle phase', () => {
    const r = findPhase('伤害阶段');
    expect(r.ok && r.entry.id).toBe('damage-step');
    expect(r.ok && r.seeAlso.map((s) => s.id)).toEqual(['battle-phase']);
  });

  it('unambiguous names carry no pointer', () => {
    for (const n of ['结束流程', '结束步骤', '战斗流程', '战斗步骤', '伤害步骤', 'EP']) {
      const r = findPhase(n);
      expect(r.ok && r.seeAlso, n).toEqual([]);
    }
  });
});

describe('unknown names', () => {
  it('lists valid names, closest first', () => {
    const r = findPhase('伤害计算准备');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const valid = new Set(allPhaseNames().map((n) => n.name));
    expect(r.suggestions.length).toBeGreaterThan(0);
    for (const s of r.suggestions) expect(valid.has(s), s).toBe(true);
    expect(idOf(r.suggestions[0]!)).toMatch(/damage/);
  });

  it('suggests the battle phase names for a near miss of an abbreviation', () => {
    const r = findPhase('BQ');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.suggestions.slice(0, 5)).toContain('BP');
  });

  it('gives one name per entry and at most ten', () => {
    const r = findPhase('完全不相关的东西');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.suggestions.length).toBeLessThanOrEqual(10);
    const ids = r.suggestions.map(idOf);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('ranks a typo of a short form first (准被 → 准备阶段)', () => {
    const r = findPhase('准被');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.suggestions[0]).toBe('准备阶段');
  });

  it('offers the six phases first for a name like nothing at all', () => {
    const r = findPhase('xyz');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.suggestions.slice(0, 6)).toEqual(['抽卡阶段', '准备阶段', '主要阶段1', '战斗阶段', '主要阶段2', '结束阶段']);
  });

  it('accepts the start of a name only one entry has, as fuzzy; not one several share', () => {
    expect(findPhase('错过')).toMatchObject({ ok: true, matchedBy: 'fuzzy', entry: { id: 'missed-timing' } });
    expect(findPhase('手卡')).toMatchObject({ ok: true, matchedBy: 'fuzzy', entry: { id: 'hand-size-adjustment' } });
    const r = findPhase('主要');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.suggestions.slice(0, 2)).toEqual(['主要阶段1', '主要阶段2']);
  });

  it('treats an empty name as unknown', () => {
    expect(findPhase('   ').ok).toBe(false);
  });
});

describe('phaseIdFor (the notation\'s 阶段: item)', () => {
  it('maps phase and step names to ids', () => {
    expect(phaseIdFor('主要1')).toBe('main-phase-1');
    expect(phaseIdFor('战斗步骤')).toBe('battle-step');
    expect(phaseIdFor('伤害计算前')).toBe('before-damage-calculation');
    expect(phaseIdFor('手卡调整')).toBe('hand-size-adjustment');
    expect(phaseIdFor('结束阶段')).toBe('end-phase');
  });
  it('gives null for concepts, typos and unknown names', () => {
    expect(phaseIdFor('优先权')).toBeNull();
    expect(phaseIdFor('准被阶段')).toBeNull();
    expect(phaseIdFor('不存在')).toBeNull();
  });
});

describe('autocomplete', () => {
  it('every name fits a Discord choice (≤ 100 characters)', () => {
    for (const { name } of allPhaseNames()) expect([...name].length, name).toBeLessThanOrEqual(100);
  });
  it('offers at most 25 choices, each ≤ 100 characters, the closest first', () => {
    const all = phaseChoices('');
    expect(all.length).toBeLessThanOrEqual(25);
    expect(all[0]?.value).toBe('抽卡阶段');
    for (const c of all) {
      expect(c.name.length).toBeLessThanOrEqual(100);
      expect(c.value.length).toBeLessThanOrEqual(100);
      expect(findPhase(c.value).ok).toBe(true);
      // A surface that sends the label back instead of the value still finds the entry.
      expect(idOf(c.name), c.name).toBe(idOf(c.value));
    }
    expect(idOf(phaseChoices('伤害计')[0]!.value)).toMatch(/damage/);
    expect(idOf(phaseChoices('优先')[0]!.value)).toBe('priority');
  });
});
