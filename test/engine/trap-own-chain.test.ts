// WIN-TRAP-OWN-CHAIN (rules reference docs/c03/诱发类效果.rst:378, :385–390): a Trap Card activated as a chain link is face-up from its
// activation, so its trigger may be activated for what happens after that activation in the same chain (战华史略-大丈夫之义 after the
// opponent's summon in answer to it) — unless its text says 「这张卡(已)在魔法与陷阱区域存在」 (玄化次元②, 俱舍怒威族的准备②), it destroys
// itself (虚无空间②), or the reference rules otherwise (PSY骨架加速器②, curated). A Spell so activated still sees nothing before it
// resolves (WIN-ALREADY-APPLYING).
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';
import { textCard } from '../../src/cards/curated/dsl.js';
import { judgeWith } from './build.js';

skipMessage('WIN-TRAP-OWN-CHAIN', CARDS_DB);

const DRAW = '①：对方场上有怪兽特殊召唤的场合才能发动。自己从卡组抽1张。';
const trap = textCard({ id: 99830001, name: '测试召唤应答陷阱', type: 'trap continuous', text: DRAW });
const spell = textCard({ id: 99830002, name: '测试召唤应答魔法', type: 'spell continuous', text: DRAW });
const there = textCard({ id: 99830003, name: '测试已在场陷阱', type: 'trap continuous', text: '①：这张卡已在魔法与陷阱区域存在的状态，对方场上有怪兽特殊召唤的场合才能发动。自己从卡组抽1张。' });
const fixtures = [trap, spell, there];
const offered = (input: string) => judgeWith(input, fixtures).window.triggers.map((t) => t.card.name);

describe.skipIf(!haveCards)('WIN-TRAP-OWN-CHAIN', () => {
  it('[WIN-TRAP-OWN-CHAIN] a Continuous Trap activated as chain link 1 sees the opponent’s Special Summon at link 2: its trigger is offered, and the window names the rule', () => {
    const a = judgeWith('{回合:A A场:测试召唤应答陷阱(盖) B场:活死人的呼声(盖) B墓:三眼怪} C1 A:测试召唤应答陷阱 C2 B:活死人的呼声→三眼怪', fixtures);
    const t = a.window.triggers.find((x) => x.card.name === '测试召唤应答陷阱');
    expect(t?.rules).toContain('WIN-TRAP-OWN-CHAIN');
  });
  it('[WIN-TRAP-OWN-CHAIN] the other side: a Continuous Spell with the same text, so activated, does not see it (WIN-ALREADY-APPLYING); nor does a Trap whose text says 「这张卡已在魔法与陷阱区域存在的状态」 (the compiler marks it)', () => {
    expect(offered('{回合:A A场:测试召唤应答魔法(盖) B场:活死人的呼声(盖) B墓:三眼怪} C1 A:测试召唤应答魔法 C2 B:活死人的呼声→三眼怪')).not.toContain('测试召唤应答魔法');
    expect(offered('{回合:A A场:测试已在场陷阱(盖) B场:活死人的呼声(盖) B墓:三眼怪} C1 A:测试已在场陷阱 C2 B:活死人的呼声→三眼怪')).not.toContain('测试已在场陷阱');
    expect(there.effects.find((e) => e.n === 1)?.trigger?.notInOwnChain).toBe(true);
    expect(trap.effects.find((e) => e.n === 1)?.trigger?.notInOwnChain).toBeUndefined();
  });
  it('[WIN-TRAP-OWN-CHAIN] a Trap that left the field later in that chain (destroyed by 旋风 at link 3) is not offered', () => {
    expect(offered('{回合:A A场:测试召唤应答陷阱(盖) B场:活死人的呼声(盖),旋风(盖) B墓:三眼怪} C1 A:测试召唤应答陷阱 C2 B:活死人的呼声→三眼怪 C3 B:旋风→测试召唤应答陷阱')).not.toContain('测试召唤应答陷阱');
  });
  it('[WIN-TRAP-OWN-CHAIN] imported cards: 玄化次元② (「这张卡已在魔法与陷阱区域存在的状态」) is not met by a banish in its own activation’s chain; PSY骨架加速器② (curated, :389) is not met by a destruction in it', () => {
    expect(askCdb('{回合:A A场:玄化次元(盖),玄化因子(盖)} C1 A:玄化次元 C2 B:宇宙旋风→玄化因子').window.triggers.map((t) => t.card.name)).not.toContain('玄化次元');
    expect(askCdb('{回合:A A场:PSY骨架驱动者} C1 A:PSY骨架加速器 C2 B:雷破→PSY骨架驱动者').window.triggers.map((t) => t.card.name)).not.toContain('PSY骨架加速器');
  });
  it('[WIN-TRAP-OWN-CHAIN] the reason says which exception holds: 捕食惑星 (「这张卡在魔法与陷阱区域存在」) is told its text, not that the event came before it', () => {
    const notes = askCdb('{回合:A A场:捕食惑星(盖),三眼怪(捕食指示物1) B场:强制脱出装置(盖)} C1 A:捕食惑星 C2 B:强制脱出装置→三眼怪').window!.notes.join('\n');
    expect(notes).toMatch(/「捕食惑星」：这张卡的效果写明「这张卡在魔法与陷阱区域存在」/);
    expect(notes).not.toMatch(/捕食惑星」：[^\n]*看不到之前发生的/);
  });
});
