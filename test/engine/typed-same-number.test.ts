// CH-TYPED-SAME-NUMBER: one effect number naming several activated effects — the ● lines a 「得到以下效果」 grants, each an effect of its own
// numbered with the grant (二进制女巫①: 「●1只以上：…诱发」「●2只：…诱发即时」; 暗镇魂超量龙①: 「●1回合1次，…起动」「●对方把怪兽的效果发动时…」),
// or two paragraphs numbered alike. `X①[●n]` names the nth in the text's order; without it, the one the chain below, the phase, the place and
// the targets written allow; when that does not decide, the first that fits is taken and the answer names the choices (zh/en). Before, the
// number always took the first ● (二进制女巫①→X,Y resolved as the LP gain with its targets unused; 暗镇魂超量龙① on a monster effect was refused
// as an ignition effect).
// CH-STAT-TARGET-VALUE: 「那只怪兽的攻击力变成0，这张卡的攻击力上升那个原本攻击力数值」 — this card gains the target's (original) value.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, cdbJudge, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';
import { compileEffects } from '../../src/cards/compile/index.js';
import type { CardType } from '../../src/cards/facts.js';

skipMessage('CH-TYPED-SAME-NUMBER', CARDS_DB);

const atk = (a: ChainAnswer, name: string) => a.stats?.find((s) => s.card.name === name)?.atk ?? null;
const xyz = { kind: 'monster', subtypes: ['effect', 'xyz'] } as CardType;

describe.skipIf(!haveCards)('[CH-TYPED-SAME-NUMBER] one number, several effects', () => {
  const witch = '{回合:A 阶段:主要1 A场:二进制女巫,青眼白龙,黑魔术师}';
  it('[CH-TYPED-SAME-NUMBER] 二进制女巫①[●2] is its quick ATK-split ●: the targets halved and raised; ①[●1] is the LP gain ●, with no choices said', () => {
    const two = askCdb(`${witch} C1 A:二进制女巫①[●2]→青眼白龙,黑魔术师`);
    expect(two.links[0]!.rules).toContain('CH-TYPED-SAME-NUMBER');
    expect(two.links[0]!.speed).toBe(2);
    expect(atk(two, '青眼白龙')).toBe(1500);
    expect(atk(two, '黑魔术师')).toBe(4000);
    expect(two.assumptions.join('\n')).not.toMatch(/包含2个可以发动的效果/);
    const one = askCdb(`${witch} C1 A:二进制女巫①[●1]`);
    expect(one.links[0]!.speed).toBe(1);
    expect(one.links[0]!.rules).toContain('CH-TYPED-SAME-NUMBER');
    expect(one.assumptions.join('\n')).not.toMatch(/包含2个可以发动的效果/);
  });

  it('[CH-TYPED-SAME-NUMBER] 二进制女巫① with two targets written and no [●n]: the ● that takes targets (not the LP gain with its targets unused)', () => {
    const a = askCdb(`${witch} C1 A:二进制女巫①→青眼白龙,黑魔术师`);
    expect(a.links[0]!.speed).toBe(2);
    expect(atk(a, '黑魔术师')).toBe(4000);
    expect(a.warnings.join('\n')).not.toMatch(/不取对象/);
  });

  it('[CH-TYPED-SAME-NUMBER] ambiguous — 二进制女巫① alone: the first ● is taken and the choices are named (zh and en), with how to pick one', () => {
    const zh = askCdb(`${witch} C1 A:二进制女巫①`);
    const said = zh.assumptions.join('\n');
    expect(said).toMatch(/效果①包含2个可以发动的效果（●1 诱发效果「和这张卡互相连接的怪兽/);
    expect(said).toMatch(/●2 诱发即时效果「1回合1次/);
    expect(said).toMatch(/假定为●1（可写 ①\[●n\] 指定）/);
    const en = cdbJudge().chain(`${witch} C1 A:二进制女巫①`, { lang: 'en' });
    if (!en.ok) throw new Error(en.error.message);
    expect(en.assumptions.join('\n')).toMatch(/effect 1 holds 2 effects that can be activated \(●1 trigger effect .*●2 quick effect .*\)\. None was named, so ●1 is assumed/);
    // A ● the effect lacks: said, and the one that fits is taken.
    const none = askCdb(`${witch} C1 A:二进制女巫①[●3]→青眼白龙,黑魔术师`);
    expect(none.assumptions.join('\n')).toMatch(/只有2个效果.*没有第3个；按情况假定为●2/);
  });

  it('[CH-TYPED-SAME-NUMBER] damage step: 二进制女巫①[●2] (an ATK change) can be activated in the opponent\'s damage step', () => {
    const a = askCdb('{回合:B 阶段:伤害步骤 攻击:B:青眼白龙→A:黑魔术师 A场:二进制女巫,黑魔术师,三眼怪 B场:青眼白龙} C1 A:二进制女巫①[●2]→三眼怪,黑魔术师');
    expect(a.links[0]!.legal).toBe(true);
    expect(atk(a, '黑魔术师')).toBe(3000);
  });

  it('[CH-TYPED-SAME-NUMBER] a ● held in a state is the one meant while it holds: 变形斗士·手机① in Attack Position is its summoning ●, in Defense Position the other — no choices said either way', () => {
    const up = askCdb('{回合:A 阶段:主要1 A场:变形斗士·手机} C1 A:变形斗士·手机①');
    expect(up.links[0]!.legal).toBe(true);
    expect(up.events.some((e) => e.type === 'special-summoned')).toBe(true);
    expect(up.assumptions.join('\n')).not.toMatch(/可以发动的效果/);
    const down = askCdb('{回合:A 阶段:主要1 A场:变形斗士·手机(守)} C1 A:变形斗士·手机①');
    expect(down.links[0]!.legal).toBe(true);
    expect(down.events.some((e) => e.type === 'special-summoned')).toBe(false);
    expect(down.assumptions.join('\n')).not.toMatch(/可以发动的效果/);
  });

  const requiem = (mats: string, chain: string) => askCdb(`{回合:A 阶段:主要1 A场:暗镇魂超量龙(素材:${mats}) B场:青眼白龙,死灵骑士,强制脱出装置(盖) B手:效果遮蒙者} ${chain}`);
  it('[CH-TYPED-SAME-NUMBER] 暗镇魂超量龙① on a monster effect (效果遮蒙者) is its ● negation (a quick effect), not the ignition ● — it negates the activation', () => {
    const a = requiem('暗叛逆超量龙+三眼怪', 'C1 B:效果遮蒙者→暗镇魂超量龙 C2 A:暗镇魂超量龙①');
    expect(a.links[1]!.legal).toBe(true);
    expect(a.links[1]!.rules).toContain('CH-TYPED-SAME-NUMBER');
    expect(a.links[0]!.outcome).toBe('activation-negated');
    // (Nothing to decide between: the chain below picks it, no choices said.)
    expect(a.assumptions.join('\n')).not.toMatch(/可以发动的效果/);
  });

  it('[CH-TYPED-SAME-NUMBER] the other side: 暗镇魂超量龙①[●1] named on a monster effect is the ignition ●, judged as such — refused (speed 1 cannot chain)', () => {
    const a = requiem('暗叛逆超量龙+三眼怪', 'C1 B:效果遮蒙者→暗镇魂超量龙 C2 A:暗镇魂超量龙①[●1]');
    expect(a.links[1]!.legal).toBe(false);
  });
});

describe.skipIf(!haveCards)('[CH-STAT-TARGET-VALUE] this card gains the target\'s value', () => {
  it('[CH-STAT-TARGET-VALUE] 暗镇魂超量龙①[●1] (read from its text) on 青眼白龙: 青眼白龙 0, 暗镇魂超量龙 3000 + 3000 (its original ATK) = 6000', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:暗镇魂超量龙(素材:暗叛逆超量龙+三眼怪) B场:青眼白龙} C1 A:暗镇魂超量龙①→青眼白龙');
    expect(atk(a, '青眼白龙')).toBe(0);
    expect(atk(a, '暗镇魂超量龙')).toBe(6000);
    expect(a.links[0]!.rules).toContain('CH-STAT-TARGET-VALUE');
  });

  it('[CH-STAT-TARGET-VALUE] the other side: the target left the field (强制脱出装置) — nothing resolves, 暗镇魂超量龙 stays at 3000; 「上升那个数值」 (what the change took) is not this rule', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:暗镇魂超量龙(素材:暗叛逆超量龙+三眼怪) B场:青眼白龙,强制脱出装置(盖)} C1 A:暗镇魂超量龙①→青眼白龙 C2 B:强制脱出装置→青眼白龙');
    expect(a.links[0]!.outcome).not.toBe('resolved');
    expect(atk(a, '暗镇魂超量龙') ?? 3000).toBe(3000);
    const took = compileEffects('①：1回合1次，以对方场上1只表侧表示怪兽为对象才能发动。那只怪兽的攻击力变成一半，这张卡的攻击力上升那个数值。', xyz)[0]!;
    expect(took.does[1]!.amountFrom).toBeUndefined();
    const own = compileEffects('①：1回合1次，以对方场上1只表侧表示怪兽为对象才能发动。那只怪兽的攻击力变成0，这张卡的攻击力上升那个原本攻击力数值。', xyz)[0]!;
    expect(own.does[1]!.amountFrom).toEqual({ of: 'targets', stat: 'atk', original: true });
  });

  it('[CH-STAT-TARGET-VALUE] no target — 霸王眷龙 暗叛逆① (read from its text) 「那只对方怪兽的攻击力变成0，这张卡的攻击力上升那个原本攻击力数值」 before damage calculation: the monster it battles (青眼白龙 at 2000, printed 3000) goes to 0 and it gains 3000 — 2500 → 5500 (review s45-rv3: it gained nothing)', () => {
    const a = askCdb('{回合:A 阶段:伤害步骤 A场:霸王眷龙 暗叛逆(素材:暗叛逆超量龙) B场:青眼白龙(攻2000) 攻击:A:霸王眷龙 暗叛逆→B:青眼白龙} C1 A:霸王眷龙 暗叛逆①');
    expect(atk(a, '青眼白龙')).toBe(0);
    expect(atk(a, '霸王眷龙 暗叛逆')).toBe(5500);
    const e = compileEffects('①：1回合1次，这张卡和对方怪兽进行战斗的伤害计算前，把这张卡1个超量素材取除才能发动。直到回合结束时，那只对方怪兽的攻击力变成0，这张卡的攻击力上升那个原本攻击力数值。', xyz)[0]!;
    expect(e.does[1]!.amountFrom).toEqual({ of: 'battle-opponent', stat: 'atk', original: true });
  });
});
