// CH-DIRECT-DAMAGE-ACTION (s56): `直接攻击 X` — the turn player's monster X attacked directly and reached damage calculation: its battle
// damage is dealt (X's ATK, to the other player, dealt by X), and the window after damage calculation opens, where 「给与对方战斗伤害时」
// of the attacker's side and 「对方怪兽的直接攻击让自己受到战斗伤害时」 of the damaged side are offered (WIN-DAMAGE-CAUSE). Rules reference
// docs/c03/战斗阶段流程.rst:105 (a direct attack: the opponent has no monster, or an effect lets it); card text of 狂战士之魂, 痛恨的诉苦,
// 僵尸推销员. Refused, with the reason, when it cannot be a direct attack.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const names = (a: ReturnType<typeof askCdb>) => a.window.triggers.map((t) => `${t.controller}:${t.card.name}`);

describe.skipIf(!haveCards)('a direct attack\'s battle damage (CH-DIRECT-DAMAGE-ACTION)', () => {
  const field = (attacker: string, foe = '痛恨的诉苦(盖)') => `{回合:B 阶段:战斗 A基本分:8000 B基本分:8000 A场:${foe} B场:${attacker},僵尸推销员 B手:狂战士之魂 A墓:死者苏生}`;

  it('[CH-DIRECT-DAMAGE-ACTION] the damage is dealt to the other player (LP 8000 → 6800) and the window after damage calculation offers each side its trigger', () => {
    const a = askCdb(`${field('三眼怪(攻1200)')} 直接攻击 B:三眼怪`);
    expect(a.warnings).toEqual([]);
    expect(a.lp).toEqual({ A: 6800, B: 8000 });
    expect(a.events.some((e) => e.type === 'damage' && e.player === 'A' && e.amount === 1200 && e.cause === 'battle')).toBe(true);
    expect(a.window.kind).toBe('direct-attack-damage');
    expect(a.window.step).toBe('after-damage-calculation');
    // The attacker's side: 僵尸推销员 「自己场上的怪兽给与对方玩家战斗伤害」, 狂战士之魂 「自己场上的怪兽直接攻击给与对方1500以下的伤害时」;
    // the damaged side: 痛恨的诉苦 「对方怪兽的直接攻击让自己受到战斗伤害时」 — each to its own player.
    expect(names(a)).toEqual(expect.arrayContaining(['B:僵尸推销员', 'B:狂战士之魂', 'A:痛恨的诉苦']));
    expect(names(a)).not.toContain('A:僵尸推销员');
  });

  it('[CH-DIRECT-DAMAGE-ACTION] the opponent\'s field not written: read as holding no monster, and the assumptions say so', () => {
    const a = askCdb('{回合:B 阶段:战斗 B场:青眼白龙} 直接攻击 B:青眼白龙');
    expect(a.events.some((e) => e.type === 'damage' && e.player === 'A' && e.amount === 3000)).toBe(true);
    expect(a.assumptions.join()).toContain('情境没有写出A的场上');
    expect(askCdb('{回合:B 阶段:战斗 A场: B场:青眼白龙} 直接攻击 B:青眼白龙').assumptions.join()).not.toContain('情境没有写出A的场上');
  });

  it('[CH-DIRECT-DAMAGE-ACTION] a monster with 0 ATK deals no damage: LP unchanged, no damage trigger offered', () => {
    const a = askCdb(`${field('三眼怪(攻0)')} 直接攻击 B:三眼怪`);
    expect(a.lp).toEqual({ A: 8000, B: 8000 });
    expect(a.events.some((e) => e.type === 'damage')).toBe(false);
    expect(a.window.triggers).toEqual([]);
  });

  it('[CH-DIRECT-DAMAGE-ACTION] the damaged player chains its trigger in the Damage Step: 痛恨的诉苦 resolves and takes the attacker; the battle is not calculated again', () => {
    const a = askCdb(`${field('青眼白龙')} 直接攻击 B:青眼白龙 C1 A:痛恨的诉苦`);
    expect(a.links[0]!.legal).toBe(true);
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(a.lp).toEqual({ A: 5000, B: 8000 });
    expect(a.battle).toBeNull();
    expect(a.events.filter((e) => e.type === 'damage').map((e) => e.player)).toEqual(['A']);
  });

  it('[CH-DIRECT-DAMAGE-ACTION] refused, saying why: not on the field, in Defense Position, the opponent has a monster, outside the Battle Phase', () => {
    const hand = askCdb('{回合:B 阶段:战斗 A场: B手:青眼白龙} 直接攻击 B:青眼白龙');
    expect(hand.warnings.join()).toContain('不是写在场上的怪兽');
    const guard = askCdb('{回合:B 阶段:战斗 A场: B场:青眼白龙(守)} 直接攻击 B:青眼白龙');
    expect(guard.warnings.join()).toContain('守备表示的怪兽不能攻击');
    const blocked = askCdb('{回合:B 阶段:战斗 A场:黑魔术师 B场:青眼白龙} 直接攻击 B:青眼白龙');
    expect(blocked.warnings.join()).toContain('这不是直接攻击');
    expect(blocked.warnings.join()).toContain('攻击宣言 青眼白龙 → 对象');
    const main = askCdb('{回合:B 阶段:主要1 A基本分:8000 A场: B场:青眼白龙} 直接攻击 B:青眼白龙');
    expect(main.warnings.join()).toContain('攻击只在战斗阶段进行');
    for (const a of [hand, guard, blocked, main]) {
      expect(a.events.some((e) => e.type === 'damage')).toBe(false);
      expect(a.window.kind).toBe('none');
    }
    expect(main.lp.A).toBe(8000);
  });

  // (s57) `直接攻击 X` is an attack: what refuses an attack declaration refuses it too (one list of checks) — before, each of these dealt
  // X's ATK as battle damage and opened the window after damage calculation.
  const refusedAs = (input: string, words: string) => {
    const a = askCdb(input);
    expect(a.warnings.join()).toContain(words);
    expect(a.events.some((e) => e.type === 'damage')).toBe(false);
    expect(a.lp.A).toBe(8000);
    expect(a.window.kind).toBe('none');
  };
  const empty = (attacker: string, more = '') => `{回合:B 阶段:战斗 A基本分:8000 A场: B场:${attacker}${more}}`;

  it('[CH-DIRECT-DAMAGE-ACTION] refused as an attack declaration is: its own 「这张卡不能直接攻击」, and an attack already made this Battle Phase', () => {
    refusedAs(`${empty('幻影英雄 三一人')} 直接攻击 B:幻影英雄 三一人`, '这只怪兽不能直接攻击');
    refusedAs(`${empty('青眼白龙(已攻击)')} 直接攻击 B:青眼白龙`, '已经作出了可以作的次数的攻击');
    // Not attacked yet: made (the control case of the line above).
    expect(askCdb(`${empty('青眼白龙')} 直接攻击 B:青眼白龙`).lp.A).toBe(5000);
  });

  it('[CH-DIRECT-DAMAGE-ACTION] refused under a lock of the turn: 威吓之咆哮 written in 本回合 or resolved by the chain before (然后), and the opponent\'s card only binds its opponent', () => {
    refusedAs(`${empty('青眼白龙', ' 本回合:A:威吓之咆哮')} 直接攻击 B:青眼白龙`, '不能攻击（「威吓之咆哮」）');
    const then = askCdb('{回合:B 阶段:战斗 A基本分:8000 A场:威吓之咆哮(盖) B场:青眼白龙} C1 A:威吓之咆哮 然后 直接攻击 B:青眼白龙');
    expect(then.warnings.join()).toContain('不能攻击（「威吓之咆哮」）');
    expect(then.lp.A).toBe(8000);
  });

  it('[CH-PLEDGE-ATTACK] 共斗 「这张卡发动的回合，自己怪兽不能直接攻击」: its player\'s direct attack is refused (a direct attack\'s damage too), an attack on a monster is not; the opponent\'s 共斗 binds nobody here', () => {
    refusedAs(`${empty('青眼白龙', ' 本回合:B:共斗')} 直接攻击 B:青眼白龙`, '誓约禁止它直接攻击');
    const declared = askCdb('{回合:B 阶段:战斗 A场: B场:青眼白龙 本回合:B:共斗} 攻击宣言 B:青眼白龙');
    expect(declared.attack?.legal).toBe(false);
    expect(declared.attack?.rules).toContain('CH-PLEDGE-ATTACK');
    expect(askCdb('{回合:B 阶段:战斗 A场:黑魔术师 B场:青眼白龙 本回合:B:共斗} 攻击宣言 B:青眼白龙 → A:黑魔术师').attack?.legal).toBe(true);
    expect(askCdb(`${empty('青眼白龙', ' 本回合:A:共斗')} 直接攻击 B:青眼白龙`).lp.A).toBe(5000);
  });
});

