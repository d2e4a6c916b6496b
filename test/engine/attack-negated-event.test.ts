// CMP-ATTACK-NEGATED-EVENT (test/RULES.md): 「怪兽的攻击无效时」 is read as the `attack-negated` event, and a card activation
// timed to it with 「时」 is a when — it misses its timing when anything happened after the negation (rules reference
// docs/c03/诱发类效果.rst:337, 异色眼绝零龙 / 翻倍机会).
import { describe, expect, it } from 'vitest';
import { compileEvents } from '../../src/cards/compile/events.js';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from '../cards/data.js';
import { ask } from '../reference/judge.js';

describe('CMP-ATTACK-NEGATED-EVENT, the reader', () => {
  it('[CMP-ATTACK-NEGATED-EVENT] 「怪兽的攻击无效时」 is the attack-negated event; 「被选择作为攻击对象时」 stays the attack', () => {
    expect(compileEvents(['怪兽的攻击无效时']).trigger).toMatchObject({ event: 'attack-negated', on: ['attack-negated'] });
    expect(compileEvents(['对方怪兽的攻击被无效的场合']).trigger?.event).toBe('attack-negated');
    expect(compileEvents(['这张卡被选择作为攻击对象时']).trigger?.event).not.toBe('attack-negated');
    const [e] = compileEffects('①：怪兽的攻击无效时，以那1只怪兽为对象才能发动。这次战斗阶段中，那只怪兽只再1次可以攻击。', { kind: 'spell', subtypes: ['quick-play'] });
    expect(e).toMatchObject({ kind: 'activation', timing: 'when', waitsFor: { event: 'attack-negated' } });
    // 「每次怪兽的攻击无效，给这张卡放置1个希望剑指示物」 (希望剑一斩②) stays a continuous effect with its steps: no lingering effect starts.
    const [, , sword] = compileEffects('「希望皇 霍普」怪兽才能装备。\r\n①：装备怪兽不会被效果破坏。\r\n②：只要这张卡在魔法与陷阱区域存在，每次怪兽的攻击无效，给这张卡放置1个希望剑指示物。装备怪兽的攻击力上升这张卡的希望剑指示物数量×500。', { kind: 'spell', subtypes: ['equip'] });
    expect(sword!.does.map((a) => a.do)).toContain('modify-stats');
  });
});

describe.skipIf(!haveCards)('CMP-ATTACK-NEGATED-EVENT, what a user sees', () => {
  
  it('[CMP-ATTACK-NEGATED-EVENT] the negation is the last thing that happened (娱乐伙伴 喇叭熊猫①): 翻倍机会 in the attacking player’s hand is offered; a summon after it in the same effect (异色眼绝零龙①): it misses its timing', () => {
    const last = askCdb('{回合:B 阶段:战斗步骤 攻击:B:三眼怪→A:娱乐伙伴 喇叭熊猫 A场:娱乐伙伴 喇叭熊猫 B手:翻倍机会 B场:三眼怪} C1 A:娱乐伙伴 喇叭熊猫①');
    expect(last.window.triggers.map((t) => t.card.name)).toContain('翻倍机会');
    const then = askCdb('{回合:B 阶段:战斗步骤 攻击:B:三眼怪→A:异色眼绝零龙 A场:异色眼绝零龙 A手:异色眼灵摆龙 B手:翻倍机会 B场:三眼怪} C1 A:异色眼绝零龙①[特殊召唤 异色眼灵摆龙]');
    expect(then.window.triggers.map((t) => t.card.name)).not.toContain('翻倍机会');
    expect(then.window.missedTiming.map((m) => m.card.name)).toContain('翻倍机会');
    expect(then.window.missedTiming.find((m) => m.card.name === '翻倍机会')!.rules).toContain('WIN-MISS-THEN');
  });
  it('[CMP-ATTACK-NEGATED-EVENT] the other side: no attack negated (an attack declared), or the Quick-Play in the hand of the player whose turn it is not — it is not offered', () => {
    expect(askCdb('{回合:B A场:娱乐伙伴 喇叭熊猫 B手:翻倍机会 B场:三眼怪} 攻击宣言 三眼怪 → 娱乐伙伴 喇叭熊猫').window.triggers.map((t) => t.card.name)).not.toContain('翻倍机会');
    const theirs = askCdb('{回合:B 阶段:战斗步骤 攻击:B:三眼怪→A:娱乐伙伴 喇叭熊猫 A场:娱乐伙伴 喇叭熊猫 A手:翻倍机会 B场:三眼怪} C1 A:娱乐伙伴 喇叭熊猫①');
    expect(theirs.window.triggers.map((t) => t.card.name)).not.toContain('翻倍机会');
    expect(theirs.window.missedTiming.map((m) => m.card.name)).not.toContain('翻倍机会');
  });
  it('[CMP-ATTACK-NEGATED-EVENT] (WIN-MISS-THEN) 攻击无力化 「那次攻击无效。那之后，战斗阶段结束」: the Battle Phase ending happened after the negation — 翻倍机会 and 反弹力 miss their timing; 娱乐伙伴 喇叭熊猫 (negation last): offered', () => {
    const then = askCdb('{回合:B 阶段:战斗步骤 攻击:B:三眼怪→A:青眼白龙 A场:青眼白龙,攻击无力化(盖) B手:翻倍机会 B场:三眼怪,反弹力(盖)} C1 A:攻击无力化→B:三眼怪');
    expect(then.window.triggers.map((t) => t.card.name)).toEqual([]);
    expect(then.window.missedTiming.map((m) => m.card.name).sort()).toEqual(['反弹力', '翻倍机会']);
    for (const m of then.window.missedTiming) expect(m.rules).toContain('WIN-MISS-THEN');
    const last = askCdb('{回合:B 阶段:战斗步骤 攻击:B:三眼怪→A:娱乐伙伴 喇叭熊猫 A场:娱乐伙伴 喇叭熊猫 B场:三眼怪,反弹力(盖),翻倍机会(盖)} C1 A:娱乐伙伴 喇叭熊猫①');
    expect(last.window.triggers.map((t) => t.card.name).sort()).toEqual(['反弹力', '翻倍机会']);
    expect(last.window.missedTiming).toEqual([]);
    // The attacker left the field in the chain (a card that left): no negation, so no Battle Phase ending either (CH-ATTACK-NEGATE-GONE).
    const gone = askCdb('{回合:B 阶段:战斗步骤 攻击:B:黑魔术师 A手:速攻稻草人 A场:强制脱出装置(盖) B场:黑魔术师} C1 A:速攻稻草人① C2 A:强制脱出装置→黑魔术师');
    expect(gone.events.filter((e) => e.type === 'attack-negated' || e.type === 'battle-phase-ended')).toEqual([]);
    expect(then.events.map((e) => e.type)).toContain('battle-phase-ended');
  });
  it('[CMP-ATTACK-NEGATED-EVENT] 反弹力 「表侧攻击表示存在的怪兽为攻击对象的怪兽的攻击无效时」: the attack must have been on a face-up Attack Position monster — not on one in Defense Position, not a direct attack (翻倍机会, with no such words, still is offered)', () => {
    expect(compileEvents(['表侧攻击表示存在的怪兽为攻击对象的怪兽的攻击无效时']).trigger).toMatchObject({ event: 'attack-negated', subject: { kind: 'monster' }, negatedAttackOn: { position: 'attack' } });
    expect(compileEvents(['表侧攻击表示存在的怪兽为攻击对象的怪兽的攻击无效时']).trigger?.subject?.position).toBeUndefined();
    const def = askCdb('{回合:B 阶段:战斗步骤 攻击:B:三眼怪→A:No.39 希望皇 霍普 A场:No.39 希望皇 霍普(素材:三眼怪+三眼怪,守) B场:三眼怪,反弹力(盖)} C1 A:No.39 希望皇 霍普①');
    expect(def.window.triggers.map((t) => t.card.name)).not.toContain('反弹力');
    const direct = askCdb('{回合:B 阶段:战斗步骤 攻击:B:三眼怪 A场:No.39 希望皇 霍普(素材:三眼怪+三眼怪) B场:三眼怪,反弹力(盖),翻倍机会(盖)} C1 A:No.39 希望皇 霍普①');
    expect(direct.window.triggers.map((t) => t.card.name)).not.toContain('反弹力');
    expect(direct.window.triggers.map((t) => t.card.name)).toContain('翻倍机会');
    // The other side: the target in face-up Attack Position — offered.
    const atk = askCdb('{回合:B 阶段:战斗步骤 攻击:B:三眼怪→A:No.39 希望皇 霍普 A场:No.39 希望皇 霍普(素材:三眼怪+三眼怪) B场:三眼怪,反弹力(盖)} C1 A:No.39 希望皇 霍普①');
    expect(atk.window.triggers.map((t) => t.card.name)).toContain('反弹力');
  });
  it('[CMP-ATTACK-NEGATED-EVENT] (WIN-EVENT-OF-THIS) the English note names whose attack was negated: "Sangan\'s attack was negated"', () => {
    const en = ask('{回合:B 阶段:战斗步骤 攻击:B:三眼怪→A:娱乐伙伴 喇叭熊猫 A场:娱乐伙伴 喇叭熊猫 B场:三眼怪,翻倍机会(盖)} C1 A:娱乐伙伴 喇叭熊猫①', 'en');
    const reason = en.window.triggers.find((t) => t.card.name === '翻倍机会')!.reason;
    expect(reason).toContain("Sangan's attack was negated");
    expect(reason).not.toContain('was the attack');
    const zh = askCdb('{回合:B 阶段:战斗步骤 攻击:B:三眼怪→A:娱乐伙伴 喇叭熊猫 A场:娱乐伙伴 喇叭熊猫 B场:三眼怪,翻倍机会(盖)} C1 A:娱乐伙伴 喇叭熊猫①');
    expect(zh.window.triggers.find((t) => t.card.name === '翻倍机会')!.reason).toContain('「三眼怪」攻击被无效');
  });
});
