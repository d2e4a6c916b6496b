// CMP-DAMAGE-ZERO-STEP (test/RULES.md): 「（这个回合，）自己／对方／双方受到的全部伤害变成0」 is read as a lasting rule that the players it names
// take no damage (a `damageZero` step, which CH-DAMAGE-ZERO-EARLIER reads), not as damage dealt. Before, the clause compiled to a damage
// step: 不知火流 轮回之阵's ● resolved 「A受到若干伤害」, and its use earlier in the turn did not keep 火球's damage off its player.
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from './data.js';

const monster = { kind: 'monster' as const, subtypes: ['effect' as const] };

describe('CMP-DAMAGE-ZERO-STEP, the reader', () => {
  it('[CMP-DAMAGE-ZERO-STEP] 「这个回合，自己受到的全部伤害变成0」 (光子栗子①) is a damageZero step for its own player, no damage', () => {
    const e = compileEffects('①：把这张卡从手卡送去墓地，支付2000基本分才能发动。这个回合，自己受到的全部伤害变成0。这个效果在对方回合也能发动。', monster)[0]!;
    expect(e.does.some((a) => a.do === 'damage')).toBe(false);
    expect(e.does.find((a) => a.damageZero)?.player).toBe('self');
  });
  it('[CMP-DAMAGE-ZERO-STEP] 「这张卡的发动后，直到回合结束时对方受到的全部伤害变成0」 (魔力隔壁) is a damageZero step for the opponent, no damage', () => {
    const [e] = compileEffects('①：这张卡的发动后，直到回合结束时对方受到的全部伤害变成0。', { kind: 'spell' as const, subtypes: [] });
    expect(e!.does.some((a) => a.do === 'damage')).toBe(false);
    expect(e!.does.find((a) => a.damageZero)?.player).toBe('opponent');
  });
  it('[CMP-DAMAGE-ZERO-STEP] the other side: 「给与对方500伤害」 is still damage', () => {
    const e = compileEffects('①：给与对方500伤害。', { kind: 'spell' as const, subtypes: [] })[0]!;
    expect(e.does.some((a) => a.do === 'damage')).toBe(true);
    expect(e.does.some((a) => a.damageZero)).toBe(false);
  });
});

describe.skipIf(!haveCards)('CMP-DAMAGE-ZERO-STEP, what a user sees', () => {
  it('[CMP-DAMAGE-ZERO-STEP] 不知火流 轮回之阵 ●1 deals its player no damage as it resolves', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:不知火流 轮回之阵,马头鬼 A墓:} C1 A:不知火流 轮回之阵[●1]');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.events.some((e) => e.type === 'damage')).toBe(false);
  });
  it('[CMP-DAMAGE-ZERO-STEP] 土俵间际 deals the half-ATK damage once; 「直到回合结束时…伤害变成0」 is no second damage', () => {
    const a = askCdb('{回合:A 阶段:主要1 A基本分:1000 B场:青眼白龙} C1 A:土俵间际→青眼白龙');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.events.filter((e) => e.type === 'damage').length).toBe(1);
  });
  it('[CMP-DAMAGE-ZERO-STEP] used earlier this turn (`本回合:`), it keeps 火球\'s 500 off its player; not used, 火球 deals it', () => {
    const used = askCdb('{回合:B 阶段:主要1 本回合:A:不知火流 轮回之阵#2 A场:不知火流 轮回之阵 B场:火球(盖)} C1 B:火球');
    const not = askCdb('{回合:B 阶段:主要1 A场:不知火流 轮回之阵 B场:火球(盖)} C1 B:火球');
    expect(used.links[0]!.rules).toContain('CH-DAMAGE-ZERO-EARLIER');
    expect(used.events.some((e) => e.type === 'damage')).toBe(false);
    expect(not.events.some((e) => e.type === 'damage')).toBe(true);
  });
});
