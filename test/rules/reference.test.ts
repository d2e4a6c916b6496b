/** The shape of the turn reference, its machine facts, and the `phase` answer. */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENTRIES, TURN_ORDER, phaseById, turnOverview } from '../../src/rules/index.js';
import { phaseAnswer } from '../../src/answer/phase.js';

/** Spaces out, and card names (lists of 《…》 the seed and the reference both cite) reduced to a mark. */
function flat(text: string): string {
  return text.replace(/\s+/g, '').replace(/《[^》]*》/g, '《》');
}

describe('structure', () => {
  it('every entry is written in both languages', () => {
    for (const e of ENTRIES) {
      expect(e.title.zh && e.title.en, e.id).toBeTruthy();
      expect(e.sections.length, e.id).toBeGreaterThan(0);
      for (const s of [...e.sections, ...e.examples]) {
        const heading = 'heading' in s ? s.heading : s.title;
        expect(heading.zh.length * heading.en.length, e.id).toBeGreaterThan(0);
        expect(s.text.zh.length, e.id).toBeGreaterThan(0);
        expect(s.text.en.length, e.id).toBeGreaterThan(0);
        // English text is English: no run of Chinese outside card names would exceed a card name.
        expect(/[\u4e00-\u9fff]{20,}/.test(s.text.en), `${e.id}: Chinese prose in the English text`).toBe(false);
      }
    }
  });

  it('every phase and step says which cards typically act there and has a worked example', () => {
    for (const e of ENTRIES.filter((x) => x.kind !== 'concept')) {
      expect(e.sections.some((s) => s.heading.en === 'Cards that typically act here'), e.id).toBe(true);
      expect(e.examples.length, e.id).toBeGreaterThan(0);
    }
    for (const e of ENTRIES.filter((x) => x.kind === 'concept')) expect(e.examples.length, e.id).toBeGreaterThan(0);
  });

  it('parents and children agree, and every next step exists', () => {
    for (const e of ENTRIES) {
      for (const c of e.children) expect(phaseById(c)?.parent, `${e.id} → ${c}`).toBe(e.id);
      if (e.parent) expect(phaseById(e.parent)?.children, e.id).toContain(e.id);
      for (const n of e.facts?.next ?? []) expect(phaseById(n), `${e.id} next ${n}`).not.toBeNull();
      expect(e.kind === 'concept' ? e.facts === null : e.facts !== null, e.id).toBe(true);
    }
  });

  it('the turn at a glance has six phases, the battle phase four steps and the damage step five parts', () => {
    const turn = turnOverview();
    expect(turn.map((n) => n.id)).toEqual([...TURN_ORDER]);
    const bp = turn.find((n) => n.id === 'battle-phase')!;
    expect(bp.children.map((c) => c.id)).toEqual(['start-step', 'battle-step', 'damage-step', 'end-step']);
    expect(bp.children[2]!.children.map((c) => c.id)).toEqual([
      'damage-step-start', 'before-damage-calculation', 'damage-calculation', 'after-damage-calculation', 'damage-step-end',
    ]);
    expect(turn.find((n) => n.id === 'end-phase')!.children.map((c) => c.id)).toEqual(['hand-size-adjustment']);
  });

  it('restates the seeds, never pastes them (no 18-character run of a seed in the Chinese text, card names aside)', () => {
    const dir = join(process.cwd(), '../shared/seeds');
    if (!existsSync(dir)) {
      console.warn('skipped: ../shared/seeds is absent');
      return;
    }
    const N = 18;
    const runs = new Set<string>();
    for (const f of readdirSync(dir).filter((x) => x.endsWith('.txt'))) {
      const s = [...flat(readFileSync(join(dir, f), 'utf8'))];
      for (let i = 0; i + N <= s.length; i++) runs.add(s.slice(i, i + N).join(''));
    }
    const pasted: string[] = [];
    for (const e of ENTRIES) {
      for (const s of [...e.sections, ...e.examples]) {
        const z = [...flat(s.text.zh)];
        for (let i = 0; i + N <= z.length; i++) {
          const run = z.slice(i, i + N).join('');
          if (runs.has(run)) pasted.push(`${e.id}: ${run}`);
        }
      }
    }
    expect(pasted).toEqual([]);
  });
});

describe('machine facts', () => {
  const f = (id: string) => phaseById(id)!.facts!;

  it('speed-1 activations and summons only in the main phases', () => {
    for (const e of ENTRIES.filter((x) => x.facts)) {
      const main = e.id === 'main-phase-1' || e.id === 'main-phase-2';
      expect(e.facts!.speed1Allowed, e.id).toBe(main);
      expect(e.facts!.summonsAndSetsAllowed, e.id).toBe(main);
    }
  });

  it('attacks are declared only in the battle step', () => {
    for (const e of ENTRIES.filter((x) => x.facts)) expect(e.facts!.attackDeclarationAllowed, e.id).toBe(e.id === 'battle-step' || e.id === 'battle-step-start'); // the battle step and its start (攻击宣言前)
  });

  it('the damage step and its parts restrict activations; ATK/DEF changes stop before damage calculation', () => {
    for (const id of ['damage-step', 'damage-step-start', 'before-damage-calculation', 'damage-calculation', 'after-damage-calculation', 'damage-step-end']) {
      expect(f(id)).toMatchObject({ isDamageStep: true, onlyCountersAndStatChanges: true, isBattlePhase: true });
    }
    expect(f('damage-step-start').damageStepStatChanges).toBe(true);
    expect(f('before-damage-calculation').damageStepStatChanges).toBe(true);
    expect(f('damage-calculation').damageStepStatChanges).toBe(false);
    expect(f('damage-calculation').onlyDamageCalculationEffects).toBe(true);
    expect(f('after-damage-calculation').damageStepStatChanges).toBe(false);
    expect(f('battle-step').isDamageStep).toBe(false);
    expect(f('damage-step-end').next).toEqual(['battle-step']);
  });

  it('phase-timed effects one at a time, turn player first on a mutual pass: standby, battle end step, end phase', () => {
    for (const id of ['standby-phase', 'end-step', 'end-phase']) expect(f(id)).toMatchObject({ phaseTimedEffects: true, mutualPassTurnPlayerFirst: true });
    for (const id of ['draw-phase', 'main-phase-1', 'battle-step']) expect(f(id).mutualPassTurnPlayerFirst).toBe(false);
  });

  it('the turn player always holds priority first', () => {
    for (const e of ENTRIES.filter((x) => x.facts)) expect(e.facts!.turnPlayerPriorityAtStart).toBe(true);
  });

  it('the turn runs in order', () => {
    expect(f('draw-phase').next).toEqual(['standby-phase']);
    expect(f('standby-phase').next).toEqual(['main-phase-1']);
    expect(f('start-step').next).toEqual(['battle-step', 'end-step']);
    expect(f('battle-step').next).toEqual(['damage-step', 'end-step']);
    expect(f('end-step').next).toEqual(['main-phase-2']);
    expect(f('main-phase-2').next).toEqual(['end-phase']);
  });
});

describe('phase answer', () => {
  it('no name: the turn', () => {
    const a = phaseAnswer(null);
    expect(a.ok).toBe(true);
    expect('turn' in a && a.turn.map((p) => p.id)).toEqual([...TURN_ORDER]);
  });

  it('every name of a phase gives the same id, with the fields of output.md', () => {
    for (const n of ['抽卡阶段', '抽卡流程', 'DP', 'Draw Phase']) {
      const a = phaseAnswer(n);
      expect(a).toMatchObject({ ok: true, id: 'draw-phase', kind: 'phase', parent: null, children: [], seeAlso: [] });
      if (!a.ok || !('id' in a)) continue;
      expect(a.names).toEqual(expect.arrayContaining(['抽卡阶段', '抽卡流程', 'DP', 'Draw Phase']));
      expect(a.title).toEqual({ zh: '抽卡阶段', en: 'Draw Phase' });
      expect(a.examples[0]).toHaveProperty('notation');
    }
  });

  it('a step carries its parent; the ambiguous name carries a pointer', () => {
    expect(phaseAnswer('伤害计算前')).toMatchObject({ ok: true, kind: 'step', parent: 'damage-step' });
    expect(phaseAnswer('结束阶段')).toMatchObject({ ok: true, id: 'end-phase', seeAlso: [{ id: 'end-step' }] });
    expect(phaseAnswer('咒文速度')).toMatchObject({ ok: true, kind: 'concept', id: 'spell-speed' });
    expect(phaseAnswer('错过时点')).toMatchObject({ ok: true, id: 'missed-timing' });
  });

  it('an unknown name: unknown-phase with suggestions and a message in both languages', () => {
    const a = phaseAnswer('召唤魔术阶段');
    expect(a.ok).toBe(false);
    if (a.ok) return;
    expect(a.error.kind).toBe('unknown-phase');
    expect(a.error.suggestions.length).toBeGreaterThan(0);
    expect(a.error.offset).toBeNull();
    expect(a.error.message.zh).toContain(a.error.suggestions[0]!);
    expect(a.error.message.en).toContain(a.error.suggestions[0]!);
    expect(a.error.message.en).toMatch(/Try one of/);
  });
});

describe('helpers for the engine', () => {
  it('phaseWithin follows parents; phaseFactsFor reads the facts', async () => {
    const { phaseWithin, phaseFactsFor } = await import('../../src/rules/index.js');
    expect(phaseWithin('before-damage-calculation', 'battle-phase')).toBe(true);
    expect(phaseWithin('before-damage-calculation', 'damage-step')).toBe(true);
    expect(phaseWithin('battle-step', 'damage-step')).toBe(false);
    expect(phaseWithin('hand-size-adjustment', 'end-phase')).toBe(true);
    expect(phaseWithin('main-phase-1', 'battle-phase')).toBe(false);
    expect(phaseWithin(null, 'end-phase')).toBeNull();
    expect(phaseFactsFor('damage-calculation')?.onlyDamageCalculationEffects).toBe(true);
    expect(phaseFactsFor('priority')).toBeNull();
    expect(phaseFactsFor(null)).toBeNull();
  });
});
