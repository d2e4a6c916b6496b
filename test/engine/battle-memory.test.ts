// What a monster did in battle this turn (issue 16, FD-BATTLE-MEMORY): the situation states `(已攻击)`
// `(已直接攻击)` `(已战斗)` `(战斗破坏过怪兽)`, what survives 变里侧 / 一时除外 (src/engine/game/memory.ts), and
// the card texts that read it (src/cards/compile/battle-memory.ts): 「这张卡攻击过的回合」, 「这张卡进行过
// 战斗的」, 「这张卡战斗破坏怪兽的回合」, 「这个回合进行过攻击的怪兽」, and the pledge 「这个效果发动的回合，这张卡不能
// (直接)攻击」 (it cannot be activated once the card attacked).
import { describe, expect, it } from 'vitest';
import { parseNotation, printNotation } from '../../src/notation/index.js';
import { didInBattle } from '../../src/engine/game/memory.js';
import { compileEffects } from '../../src/cards/compile/index.js';
import type { CardType } from '../../src/cards/facts.js';
import { askCdb, haveCards } from '../cards/data.js';

const MONSTER: CardType = { kind: 'monster', subtypes: ['effect'] } as CardType;

describe('what a monster did in battle, in the notation and in memory', () => {
  it('[FD-BATTLE-MEMORY] battle states parse, keep their order with 变里侧/一时除外, and print back', () => {
    const r = parseNotation('{A场:狱火机·路西弗格(已攻击,变里侧),水晶龙(已战斗),武装龙 LV5(战斗破坏过怪兽,一时除外),魔玩具·钩乌贼(已直接攻击)} C1 A:雷击');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const zone = r.tree.situation!.items.find((i) => i.kind === 'zone');
    expect(zone?.kind === 'zone' && zone.cards.map((c) => c.states)).toEqual([
      ['attacked', 'turned-face-down'],
      ['battled'],
      ['destroyed-by-battle-a-monster', 'banished-and-back'],
      ['attacked-directly'],
    ]);
    const printed = printNotation(r.tree);
    expect(printed).toContain('(已攻击,变里侧)');
    expect(printed).toContain('(战斗破坏过怪兽,一时除外)');
  });

  it('[FD-BATTLE-MEMORY] an attack survives being turned face-down, not a temporary banishment; a battle neither; destroying a monster by battle only the banishment', () => {
    expect(didInBattle(['attacked', 'turned-face-down'], 'attacked')).toBe(true);
    expect(didInBattle(['attacked', 'banished-and-back'], 'attacked')).toBe(false);
    expect(didInBattle(['attacked-directly', 'turned-face-down'], 'attacked')).toBe(true);
    expect(didInBattle(['attacked-directly', 'banished-and-back'], 'attacked-directly')).toBe(false);
    expect(didInBattle(['battled', 'turned-face-down'], 'battled')).toBe(false);
    expect(didInBattle(['battled', 'banished-and-back'], 'battled')).toBe(false);
    expect(didInBattle(['destroyed-by-battle-a-monster', 'turned-face-down'], 'destroyed-by-battle-a-monster')).toBe(false);
    expect(didInBattle(['destroyed-by-battle-a-monster', 'banished-and-back'], 'destroyed-by-battle-a-monster')).toBe(true);
    // Unsaid: not known, unless the situation is read as complete (a pledge).
    expect(didInBattle([], 'attacked')).toBeNull();
    expect(didInBattle([], 'attacked', true)).toBe(false);
    // A negated direct attack is an attack declaration, not an attack (「攻击过」) nor a direct attack (战斗阶段流程.rst:301, :306, :386).
    expect(didInBattle(['attack-declared'], 'attacked-directly', true)).toBe(false);
    expect(didInBattle(['attack-declared'], 'attacked', true)).toBe(false);
    expect(didInBattle(['attacked-directly'], 'attack-declared')).toBe(true);
    expect(didInBattle(['attack-declared', 'turned-face-down'], 'attack-declared')).toBe(true);
    expect(didInBattle(['attack-declared', 'banished-and-back'], 'attack-declared')).toBe(false);
  });

  it('[FD-BATTLE-MEMORY] the compiler reads 「这张卡攻击过的回合」, 「进行过战斗的」, 「战斗破坏怪兽的回合」 and the pledge on its own attacks', () => {
    const [, second] = compileEffects('①：这张卡召唤成功的回合的自己主要阶段只有1次，以场上1只表侧攻击表示怪兽为对象才能发动。那只怪兽变成表侧守备表示。\n②：这张卡攻击过的回合的自己主要阶段2只有1次，以自己墓地1只怪兽为对象才能发动。那只怪兽特殊召唤。', MONSTER);
    expect(second!.condition).toEqual(expect.arrayContaining([{ is: 'self-state', state: 'attacked' }, { is: 'phase', phases: ['main-phase-2'] }]));
    const [crystal] = compileEffects('①：1回合1次，这张卡进行过战斗的自己回合的战斗步骤才能发动。从卡组把1只龙族·8星怪兽加入手卡。', MONSTER);
    expect(crystal!.condition).toEqual(expect.arrayContaining([{ is: 'self-state', state: 'battled' }, { is: 'turn', whose: 'self' }]));
    const [pledge] = compileEffects('①：1回合1次，以场上1只怪兽为对象才能发动。那只怪兽破坏。这个效果发动的回合，这张卡不能攻击。', MONSTER);
    expect(pledge!.condition).toContainEqual({ is: 'self-state', state: 'not-attacked' });
    const [direct] = compileEffects('「某卡」的效果1回合只能使用1次，这个效果发动的回合，这张卡不能直接攻击。\n①：以对方场上1只表侧表示怪兽为对象才能发动。那只怪兽破坏。', MONSTER);
    expect(direct!.condition).toContainEqual({ is: 'self-state', state: 'not-attacked-directly' });
  });
});

describe.skipIf(!haveCards)('a trigger of this card\'s battle needs a battle that reached damage calculation (FD-BATTLED-TRIGGER)', () => {
  it('[FD-BATTLED-TRIGGER] the compiler reads 「这张卡进行战斗的战斗阶段结束时」「这张卡和对方怪兽进行战斗的伤害步骤结束时」 as needing the battle (已战斗); 「这张卡攻击的伤害步骤结束时」 does not', () => {
    const [end] = compileEffects('①：这张卡进行战斗的战斗阶段结束时才能发动。自己回复500基本分。', MONSTER);
    expect(end!.condition).toContainEqual({ is: 'self-state', state: 'battled' });
    const [step] = compileEffects('①：这张卡和对方怪兽进行战斗的伤害步骤结束时才能发动。自己回复500基本分。', MONSTER);
    expect(step!.condition).toContainEqual({ is: 'self-state', state: 'battled' });
    const [attacked] = compileEffects('①：这张卡攻击的伤害步骤结束时才能发动。自己回复500基本分。', MONSTER);
    expect(attacked!.condition ?? []).not.toContainEqual({ is: 'self-state', state: 'battled' });
  });

  it('[FD-BATTLED-TRIGGER] 未来No.0 未来皇 霍普② and No.51 怪腕之必杀摔角手②: after an attack stopped before damage calculation (已攻击 only) they cannot be activated; after a battle (已战斗) they can; a situation silent on its battles is not judged', () => {
    const hope = (s: string) => askCdb(`{回合:A 阶段:伤害步骤结束时 攻击:A:未来No.0 未来皇 霍普→B:青眼白龙 A场:未来No.0 未来皇 霍普(${s}) B场:青眼白龙} C1 A:未来No.0 未来皇 霍普②`).links[0]?.legal;
    expect(hope('已攻击')).toBe(false);
    expect(hope('已攻击,已战斗')).toBe(true);
    const wrestler = (s: string) => askCdb(`{回合:B 阶段:伤害步骤结束时 攻击:A:青眼白龙→B:No.51 怪腕之必杀摔角手 B场:No.51 怪腕之必杀摔角手(${s}) A场:青眼白龙} C1 B:No.51 怪腕之必杀摔角手②`).links[0]?.legal;
    expect(wrestler('已战斗,素材:三眼怪+三眼怪+三眼怪')).toBe(true);
    expect(wrestler('变里侧,素材:三眼怪+三眼怪+三眼怪')).toBe(false);
    expect(askCdb('{回合:A 阶段:伤害步骤结束时 攻击:A:未来No.0 未来皇 霍普→B:青眼白龙 A场:未来No.0 未来皇 霍普 B场:青眼白龙} C1 A:未来No.0 未来皇 霍普②').links[0]?.legal).toBe(true);
  });
});
