// CH-AFTER-CALC-STEP (test/RULES.md): a step an effect activated at the damage calculation leaves for 「伤害计算后」 is done right
// after that calculation, which follows the chain — by effect, with no chain link; the calculation itself is made first, with the
// protection the effect gave for that battle.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { compileEffects } from '../../src/cards/compile/index.js';

const DARIUS = '②：这张卡和对方怪兽进行战斗的伤害计算时，把这张卡1个超量素材取除才能发动。这张卡不会被那次战斗破坏，伤害计算后那只对方怪兽破坏，给与对方500伤害。';
const destroyed = (a: ReturnType<typeof askCdb>) => a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));

describe('CH-AFTER-CALC-STEP', () => {
  it('[CH-AFTER-CALC-STEP] the compiler reads 「伤害计算后那只对方怪兽破坏」 of an effect activated at the damage calculation as a step left for that moment (not the End Phase), and 「这张卡不会被那次战斗破坏」 as a protection for that battle', () => {
    const e = compileEffects(DARIUS, { kind: 'monster', subtypes: ['effect', 'xyz'] } as Parameters<typeof compileEffects>[1])[0]!;
    expect(e.does.find((a) => a.do === 'destroy')?.whenever).toMatchObject({ event: 'phase-start', phase: 'after-damage-calculation' });
    expect(e.battleDamage).toEqual([{ op: 'indestructible', receiver: 'self', of: 'self', lasts: 'battle' }]);
    // the other side: 「伤害步骤结束时…破坏」 still waits for the end of the damage step
    const end = compileEffects('①：这张卡和对方怪兽进行战斗的伤害计算时才能发动。伤害步骤结束时那只对方怪兽破坏。', { kind: 'monster', subtypes: ['effect'] } as Parameters<typeof compileEffects>[1])[0]!;
    expect(end.does.find((a) => a.do === 'destroy')?.whenever).toMatchObject({ phase: 'damage-step-end' });
  });

  it.skipIf(!haveCards)('[CH-AFTER-CALC-STEP] DDD 磐石王 大流士② at the damage calculation: the battle is calculated with its protection (not destroyed), then the monster it battled is destroyed by the effect — not by battle, so its 「战斗破坏」 trigger does not start; with no chain the battle destroys 大流士 and nothing more', () => {
    const a = askCdb('{回合:B 阶段:伤害计算 攻击:B:青眼白龙→A:DDD 磐石王 大流士 A场:DDD 磐石王 大流士(守,素材:三眼怪+三眼怪) B场:青眼白龙} C1 A:DDD 磐石王 大流士②');
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(a.links[0]!.rules).toContain('CH-AFTER-CALC-STEP');
    expect(a.battle?.target?.name).toBe('DDD 磐石王 大流士');
    // Its two deferred steps (the destruction, the 500) share one sentence: said once.
    const reason = a.links[0]!.reason ?? '';
    expect(reason.split('到伤害计算后时才处理').length - 1).toBe(1);
    expect(a.battle?.destroyed).toEqual([]);
    expect(destroyed(a)).toEqual(['青眼白龙']);
    expect(a.window.notes.join()).not.toContain('攻击中止');
    // listed with what was done then (not left for the End Phase)
    expect(a.delayed?.map((d) => d.rules)).toEqual([['CH-DELAYED', 'CH-AFTER-CALC-STEP']]);
    // a 「战斗破坏」 trigger of the monster destroyed by the effect is not offered
    const rat = askCdb('{回合:B 阶段:伤害计算 攻击:B:巨大老鼠→A:DDD 磐石王 大流士 A场:DDD 磐石王 大流士(守,素材:三眼怪+三眼怪) B场:巨大老鼠} C1 A:DDD 磐石王 大流士②');
    expect(destroyed(rat)).toEqual(['巨大老鼠']);
    expect(rat.window.triggers.map((t) => t.card.name)).not.toContain('巨大老鼠');
    // the other side: no activation — the battle destroys 大流士, no step is done after it
    const none = askCdb('{回合:B 阶段:伤害计算 攻击:B:青眼白龙→A:DDD 磐石王 大流士 A场:DDD 磐石王 大流士(守,素材:三眼怪+三眼怪) B场:青眼白龙} 伤害计算');
    expect(none.battle?.destroyed.map((c) => c.name)).toEqual(['DDD 磐石王 大流士']);
    expect(destroyed(none)).toEqual([]);
  });

  it('[CH-AFTER-CALC-STEP] 公牛剑士 (a trigger at the attack declaration): 「伤害计算后那只对方怪兽破坏」 is left for after that damage calculation — in the Battle Step nothing is destroyed, the step is listed for later, the battle damage of both players is 0; a trigger at the 「伤害计算后」 moment itself still destroys as it resolves', () => {
    const bull = compileEffects('这张卡和对方怪兽进行战斗的攻击宣言时才能发动。那次战斗发生的对双方玩家的战斗伤害变成0，伤害计算后那只对方怪兽破坏。', { kind: 'monster', subtypes: ['effect'] } as Parameters<typeof compileEffects>[1])[0]!;
    expect(bull.does.find((a) => a.do === 'destroy')?.whenever).toMatchObject({ event: 'phase-start', phase: 'after-damage-calculation' });
    expect(bull.battleDamage).toEqual([expect.objectContaining({ op: 'zero', receiver: 'any', of: 'self' })]);
    // the other side: a trigger on the moment after the calculation does it now
    const now = compileEffects('①：这张卡和对方怪兽进行战斗的伤害计算后发动。伤害计算后那只对方怪兽破坏。', { kind: 'monster', subtypes: ['effect'] } as Parameters<typeof compileEffects>[1])[0]!;
    expect(now.does.find((a) => a.do === 'destroy')?.whenever).toBeUndefined();
  });

  it.skipIf(!haveCards)('[CH-AFTER-CALC-STEP] 公牛剑士 resolved in the Battle Step: 青眼白龙 is not destroyed now, the destruction is listed for after the damage calculation; the battle damage is 0 for both', () => {
    const a = askCdb('{回合:A 阶段:战斗步骤 攻击:A:公牛剑士→B:青眼白龙 A场:公牛剑士 B场:青眼白龙} C1 A:公牛剑士');
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(destroyed(a)).toEqual([]);
    expect(a.delayed?.map((d) => d.phase)).toEqual(['after-damage-calculation']);
    expect(a.battle?.damage).toEqual({ A: 0, B: 0 });
  });

  it('[CH-AFTER-CALC-STEP] 「伤害计算后那只对方怪兽破坏，给与对方500伤害」: the damage of the clause after the step is left for that moment too; a damage not after such a step is dealt as the effect resolves', () => {
    const e = compileEffects(DARIUS, { kind: 'monster', subtypes: ['effect', 'xyz'] } as Parameters<typeof compileEffects>[1])[0]!;
    expect(e.does.find((a) => a.do === 'damage')?.whenever).toMatchObject({ event: 'phase-start', phase: 'after-damage-calculation' });
    const other = compileEffects('①：这张卡和对方怪兽进行战斗的伤害计算时才能发动。给与对方500伤害，伤害计算后那只对方怪兽破坏。', { kind: 'monster', subtypes: ['effect'] } as Parameters<typeof compileEffects>[1])[0]!;
    expect(other.does.find((a) => a.do === 'damage')?.whenever).toBeUndefined();
  });

  it.skipIf(!haveCards)('[CH-AFTER-CALC-STEP] DDD 磐石王 大流士② at the damage calculation: its 500 damage is dealt after the calculation, with the destruction (one later entry, listed with what was done then)', () => {
    const a = askCdb('{回合:B 阶段:伤害计算 攻击:B:青眼白龙→A:DDD 磐石王 大流士 A场:DDD 磐石王 大流士(守,素材:三眼怪+三眼怪) B场:青眼白龙} C1 A:DDD 磐石王 大流士②');
    const dmgEv = a.events.filter((e) => e.type === 'damage');
    expect(dmgEv).toHaveLength(1);
    expect(dmgEv[0]).toMatchObject({ player: 'B', amount: 500, link: null });
    expect(a.delayed).toHaveLength(1);
  });

  it('[CH-AFTER-CALC-STEP] 浑身一击 (read from its text): 「这个回合，选择的怪兽向对方怪兽攻击的场合，伤害计算后那只对方怪兽破坏」 names the opponent\'s monster its target attacks, not the target; 「选择的怪兽不会被战斗破坏，那次攻击发生的对双方的战斗伤害变成0」 are the target\'s protection and its battles\' damage for the turn', () => {
    const text = '选择自己场上表侧表示存在的1只怪兽发动。这个回合，选择的怪兽不会被战斗破坏，那次攻击发生的对双方的战斗伤害变成0。此外，这个回合，选择的怪兽向对方怪兽攻击的场合，伤害计算后那只对方怪兽破坏。';
    const e = compileEffects(text, { kind: 'spell', subtypes: ['normal'] } as Parameters<typeof compileEffects>[1])[0]!;
    const step = e.does.find((a) => a.do === 'destroy')!;
    expect(step.what).toEqual({ filter: { kind: 'monster', side: 'opponent', battlesWith: 'targets', attacking: false }, scope: 'all' });
    expect(step.whenever).toMatchObject({ phase: 'after-damage-calculation' });
    expect(e.battleDamage).toEqual([{ op: 'indestructible', receiver: 'self', of: 'targets' }, expect.objectContaining({ op: 'zero', receiver: 'any', of: 'targets' })]);
    // the other side: 「那只对方怪兽」 of a monster's own battle (大流士) is still the monster battling that card
    expect(compileEffects(DARIUS, { kind: 'monster', subtypes: ['effect', 'xyz'] } as Parameters<typeof compileEffects>[1])[0]!.does[0]!.what).toMatchObject({ filter: { battlesWith: 'self' } });
  });

  it.skipIf(!haveCards)('[CH-AFTER-CALC-STEP] 浑身一击 activated in the Main Phase: nothing is destroyed then, the step is listed for the attacks of its target (not the target itself); a Normal Spell cannot be activated in the damage step', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:三眼怪 B场:青眼白龙} C1 A:浑身一击→三眼怪');
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(destroyed(a)).toEqual([]);
    expect(a.delayed).toHaveLength(1);
    expect(a.delayed![0]!.what).toContain('「三眼怪」向对方怪兽攻击的场合');
    expect(a.delayed![0]!.what).toContain('那只对方怪兽破坏');
    const late = askCdb('{回合:A 阶段:伤害步骤 攻击:A:三眼怪→B:青眼白龙 A场:三眼怪 B场:青眼白龙} C1 A:浑身一击→三眼怪');
    expect(late.links[0]!.legal).toBe(false);
  });

  it.skipIf(!haveCards)('[CH-AFTER-CALC-STEP] 浑身一击 earlier this turn (`本回合:A:浑身一击(对象:X)`), at the damage calculation: its target attacking a stronger monster is not destroyed, no battle damage, and after the calculation the monster it attacked is destroyed by the effect; attacking a weaker one, that monster is destroyed by battle (not again by the effect); attacked, or its target gone, nothing is destroyed by it', () => {
    const stronger = askCdb('{回合:A 阶段:伤害计算 攻击:A:三眼怪→B:青眼白龙 A场:三眼怪 B场:青眼白龙 本回合:A:浑身一击(对象:三眼怪)} 伤害计算');
    expect(stronger.battle?.destroyed).toEqual([]);
    expect(stronger.battle?.damage).toEqual({ A: 0, B: 0 });
    expect(destroyed(stronger)).toEqual(['青眼白龙']);
    // in the damage step before the calculation: the protection and the 0 already hold
    const step = askCdb('{回合:A 阶段:伤害步骤 攻击:A:三眼怪→B:青眼白龙 A场:三眼怪 B场:青眼白龙 本回合:A:浑身一击(对象:三眼怪)} 伤害计算');
    expect(step.battle?.destroyed).toEqual([]);
    expect(step.battle?.damage).toEqual({ A: 0, B: 0 });
    const weaker = askCdb('{回合:A 阶段:伤害计算 攻击:A:青眼白龙→B:三眼怪 A场:青眼白龙 B场:三眼怪 本回合:A:浑身一击(对象:青眼白龙)} 伤害计算');
    expect(weaker.battle?.destroyed.map((c) => c.name)).toEqual(['三眼怪']);
    expect(weaker.battle?.damage).toEqual({ A: 0, B: 0 });
    expect(destroyed(weaker)).toEqual([]);
    // the other side: its target attacked (it did not attack) — protected, 0 damage, the attacker stays
    const attacked = askCdb('{回合:B 阶段:伤害计算 攻击:B:青眼白龙→A:三眼怪 A场:三眼怪 B场:青眼白龙 本回合:A:浑身一击(对象:三眼怪)} 伤害计算');
    expect(attacked.battle?.destroyed).toEqual([]);
    expect(attacked.battle?.damage).toEqual({ A: 0, B: 0 });
    expect(destroyed(attacked)).toEqual([]);
    // its target has left the field: another monster's attack is calculated as usual, nothing destroyed by the effect
    const gone = askCdb('{回合:A 阶段:伤害计算 攻击:A:黑魔术师→B:青眼白龙 A场:黑魔术师 B场:青眼白龙 A墓:三眼怪 本回合:A:浑身一击(对象:三眼怪)} 伤害计算');
    expect(gone.battle?.destroyed.map((c) => c.name)).toEqual(['黑魔术师']);
    expect(gone.battle?.damage).toEqual({ A: 500, B: 0 });
    expect(destroyed(gone)).toEqual([]);
  });
});
