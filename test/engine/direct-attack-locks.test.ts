// CH-DIRECT-DAMAGE-ACTION / CH-PLEDGE-ATTACK (s57, damage5): `直接攻击 X` reads the battle-damage changes the turn's earlier activations
// left, as the situation's `伤害计算` does (rules reference docs/c03/战斗阶段流程.rst:657: 和睦的使者 activated this turn, a direct attack
// deals nothing); the pledges 「这个效果发动的回合，这张卡不能直接攻击」 (魔玩具·轮锯狮), 「这张卡发动的回合，作为对象的怪兽不能直接攻击」
// (滚雪人效应) and 「使用这个效果的玩家在这个回合不能进行战斗」 (命运英雄 恶魔人) are read (card texts, current); an attack pledge the compiler
// cannot read is said for a direct attack too; a refused direct attack gives the verdict's reason without the attack targets it lists.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';
import { unreadAttackPledges } from '../../src/cards/compile/pledge.js';

const damage = (a: ReturnType<typeof askCdb>) => a.events.filter((e) => e.type === 'damage').map((e) => `${e.player}:${e.amount}`);

describe.skipIf(!haveCards)('direct attacks under the turn\'s lasting changes and pledges', () => {
  it('[CH-DIRECT-DAMAGE-ACTION] 和睦的使者 activated earlier this turn (本回合 or the chain before, 然后): the direct attack deals A no damage, as `伤害计算` says; the attacker\'s own 和睦的使者 protects only its player', () => {
    const written = askCdb('{回合:B 阶段:战斗 A基本分:8000 A场: B场:青眼白龙 本回合:A:和睦的使者} 直接攻击 B:青眼白龙');
    expect(damage(written)).toEqual([]);
    expect(written.lp.A).toBe(8000);
    expect(written.battle?.damage).toEqual({ A: 0, B: 0 });
    const then = askCdb('{回合:B 阶段:战斗 A基本分:8000 A场:和睦的使者(盖) B场:青眼白龙} C1 A:和睦的使者 然后 直接攻击 B:青眼白龙');
    expect(damage(then)).toEqual([]);
    expect(then.lp.A).toBe(8000);
    // The other player's: B's 和睦的使者 makes B's damage 0, not A's.
    const theirs = askCdb('{回合:B 阶段:战斗 A基本分:8000 A场: B场:青眼白龙 本回合:B:和睦的使者} 直接攻击 B:青眼白龙');
    expect(damage(theirs)).toEqual(['A:3000']);
    expect(theirs.lp.A).toBe(5000);
  });

  it('[CH-DIRECT-DAMAGE-ACTION] a refused direct attack says the verdict\'s reason, not the attack targets it could choose (「没有可以选择的攻击对象」)', () => {
    const a = askCdb('{回合:B 阶段:战斗 A基本分:8000 A场: B场:青眼白龙 本回合:B:共斗} 直接攻击 B:青眼白龙');
    expect(a.warnings.join()).toContain('誓约禁止它直接攻击');
    expect(a.warnings.join()).not.toContain('攻击对象');
    // The attack declaration's own verdict still lists them.
    expect(JSON.stringify(askCdb('{回合:B 阶段:战斗 A场: B场:青眼白龙 本回合:B:共斗} 攻击宣言 B:青眼白龙').attack?.reason)).toContain('没有可以选择的攻击对象');
  });

  it('[CH-DIRECT-DAMAGE-ACTION] the refusal names the attack once: 「X」不能进行这次直接攻击：<why>, not followed by the verdict\'s own 「X」直接攻击：不能—— (in English too)', () => {
    const zh = askCdb('{回合:B 阶段:战斗 A场: B场:青眼白龙(已攻击)} 直接攻击 B:青眼白龙').warnings.join();
    expect(zh).toContain('「青眼白龙」不能进行这次直接攻击：这只怪兽在这次战斗阶段中已经作出了可以作的次数的攻击');
    expect(zh).not.toContain('直接攻击：不能——');
    const en = cdbJudge().chain('{回合:B 阶段:战斗 A场: B场:青眼白龙(已攻击)} 直接攻击 B:青眼白龙', { lang: 'en' });
    if (!en.ok) throw new Error(en.error.message);
    expect(en.warnings.join()).toContain('Blue-Eyes White Dragon cannot make this direct attack: it has already declared as many attacks');
    expect(en.warnings.join()).not.toContain('attacking directly: not allowed');
  });

  it('[CH-PLEDGE-ATTACK] 魔玩具·轮锯狮 「这个效果发动的回合，这张卡不能直接攻击」: activated this turn, its direct attack is refused (and its damage not dealt); an attack on a monster is made; the opponent\'s activation binds nothing here', () => {
    const a = askCdb('{回合:A 阶段:战斗步骤 B基本分:8000 A场:魔玩具·轮锯狮 B场: 本回合:A:魔玩具·轮锯狮#1} 直接攻击 魔玩具·轮锯狮');
    expect(a.warnings.join()).toContain('誓约禁止它直接攻击（「魔玩具·轮锯狮」）');
    expect(a.lp.B).toBe(8000);
    expect(askCdb('{回合:A 阶段:战斗步骤 A场:魔玩具·轮锯狮 B场: 本回合:A:魔玩具·轮锯狮#1} 攻击宣言 魔玩具·轮锯狮').attack?.legal).toBe(false);
    expect(askCdb('{回合:A 阶段:战斗步骤 A场:魔玩具·轮锯狮 B场:三眼怪 本回合:A:魔玩具·轮锯狮#1} 攻击宣言 魔玩具·轮锯狮 → 三眼怪').attack?.legal).toBe(true);
    expect(askCdb('{回合:A 阶段:战斗步骤 B基本分:8000 A场:魔玩具·轮锯狮 B场: 本回合:B:魔玩具·轮锯狮#1} 直接攻击 魔玩具·轮锯狮').lp.B).toBe(5600);
  });

  it('[CH-PLEDGE-ATTACK] 「这个效果发动的回合，这张卡○○」 no longer applies once the card turned face-down since (docs/c03/里侧·一时除外.rst:298–300): 魔玩具·轮锯狮 (变里侧) attacks directly', () => {
    expect(askCdb('{回合:A 阶段:战斗步骤 B基本分:8000 A场:魔玩具·轮锯狮(变里侧) B场: 本回合:A:魔玩具·轮锯狮#1} 直接攻击 魔玩具·轮锯狮').lp.B).toBe(5600);
  });

  it('[CH-PLEDGE-ATTACK] 滚雪人效应 「这张卡发动的回合，作为对象的怪兽不能直接攻击」: the target written (对象:) cannot attack directly, another monster can; no target written, not applied and said', () => {
    const sit = (who: string) => `{回合:A 阶段:战斗步骤 B基本分:8000 A场:青眼白龙,黑魔术师 B场: 本回合:A:滚雪人效应(对象:青眼白龙)} 直接攻击 ${who}`;
    const bound = askCdb(sit('青眼白龙'));
    expect(bound.warnings.join()).toContain('誓约禁止它直接攻击（「滚雪人效应」）');
    expect(bound.lp.B).toBe(8000);
    expect(askCdb(sit('黑魔术师')).lp.B).toBe(5500);
    const unwritten = askCdb('{回合:A 阶段:战斗步骤 B基本分:8000 A场:青眼白龙 B场: 本回合:A:滚雪人效应} 直接攻击 青眼白龙');
    expect(unwritten.lp.B).toBe(5000);
    expect(unwritten.assumptions.join()).toContain('情境没有写出它的对象');
  });

  it('[CH-PLEDGE-ATTACK] 命运英雄 恶魔人 「使用这个效果的玩家在这个回合不能进行战斗」: after its player used it, that player\'s monsters attack neither directly nor a monster, with the reason; the opponent is not bound', () => {
    const direct = askCdb('{回合:A 阶段:战斗步骤 B基本分:8000 A场:命运英雄 恶魔人,青眼白龙 B场: 本回合:A:命运英雄 恶魔人} 直接攻击 青眼白龙');
    expect(direct.warnings.join()).toContain('誓约禁止它攻击（「命运英雄 恶魔人」）');
    expect(direct.lp.B).toBe(8000);
    const declared = askCdb('{回合:A 阶段:战斗步骤 A场:命运英雄 恶魔人,青眼白龙 B场:黑魔术师 本回合:A:命运英雄 恶魔人} 攻击宣言 青眼白龙 → 黑魔术师');
    expect(declared.attack?.legal).toBe(false);
    expect(declared.attack?.rules).toContain('CH-PLEDGE-ATTACK');
    expect(askCdb('{回合:A 阶段:战斗步骤 B基本分:8000 A场:青眼白龙 B场: 本回合:B:命运英雄 恶魔人} 直接攻击 青眼白龙').lp.B).toBe(5000);
  });

  it('[CH-PLEDGE-ATTACK] an attack pledge the compiler cannot read is said for a direct attack too (黑羽-晓之希洛克②); an unread 「…不能直接攻击」 sentence is kept as such a note', () => {
    const a = askCdb('{回合:A 阶段:战斗步骤 A场:青眼白龙 B场: 本回合:A:黑羽-晓之希洛克#2} 直接攻击 青眼白龙');
    expect(a.assumptions.join()).toContain('不用作为对象的怪兽不能攻击');
    expect(unreadAttackPledges('这个效果发动的回合，选择的怪兽以外的怪兽不能直接攻击。').map((u) => u.clause)).toEqual(['这个效果发动的回合，选择的怪兽以外的怪兽不能直接攻击']);
  });
});
