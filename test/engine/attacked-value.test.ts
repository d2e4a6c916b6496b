// Issue 16, rules reference docs/c03/特定效果的处理方法.rst:533 and :580. Three rules about a monster's trigger of its own attack
// declaration and the monster it attacks:
// - CH-STAT-ATTACKED-VALUE: 「那只（对方）怪兽」 of such a trigger that targets nothing is the monster attacked; a raise
//   「上升那只怪兽的攻击力（一半）数值」 is by that monster's ATK (or half of it) as it is when the effect resolves.
// - CH-PROTECT-ATK-AT-MOST: 「不受持有这张卡的攻击力以下的攻击力的对方怪兽的…效果影响」 protects only from a monster whose ATK,
//   as it shows when the protection is asked, is not above the protected card's.
// - CH-ATTACKED-NOTHING: an optional such trigger all of whose steps would change nothing cannot be activated.
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import type { CardType } from '../../src/cards/facts.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-STAT-ATTACKED-VALUE', CARDS_DB);

const monster: CardType = { kind: 'monster', subtypes: ['effect'], bits: 0x21 } as CardType;
const statOf = (input: string, name: string) => askCdb(input).stats?.find((x) => x.card.name === name)?.atk;

describe('the reading', () => {
  it('[CH-STAT-ATTACKED-VALUE] 「这张卡向怪兽攻击宣言时…上升那只怪兽的攻击力一半数值」 reads the monster attacked (half of its ATK); with a target it stays the target’s', () => {
    const e = compileEffects('①：这张卡向对方怪兽攻击宣言时才能发动。这张卡的攻击力直到回合结束时上升那只怪兽的攻击力一半数值。', monster).find((x) => x.kind === 'trigger')!;
    expect(e.does[0]!.amountFrom).toEqual({ of: 'battle-opponent', stat: 'atk', original: false, half: true });
    const t = compileEffects('①：以对方场上1只怪兽为对象才能发动。这张卡的攻击力上升那只怪兽的攻击力数值。那之后，那只怪兽破坏。', monster).flatMap((x) => x.does);
    expect(t[0]!.amountFrom).toEqual({ of: 'targets', stat: 'atk', original: false });
  });
  it('[CH-PROTECT-ATK-AT-MOST] 「不受持有这张卡的攻击力以下的攻击力的对方怪兽的效果影响」 is a protection from opponent monsters with that ATK bound; 「不受对方怪兽的效果影响」 has none', () => {
    const a = compileEffects('①：这张卡不受持有这张卡的攻击力以下的攻击力的对方怪兽的效果影响。', monster).flatMap((x) => x.does).find((x) => x.do === 'unaffected')!;
    expect(a.fromCards).toMatchObject({ side: 'opponent', kind: 'monster', atkAtMostHolder: true });
    const b = compileEffects('①：这张卡不受对方怪兽的效果影响。', monster).flatMap((x) => x.does).find((x) => x.do === 'unaffected')!;
    expect(b.fromCards?.atkAtMostHolder).toBeUndefined();
  });
});

describe.skipIf(!haveCards)('attack-declaration triggers and the monster attacked', () => {
  const bayonet = (target: string, name = target) => `{回合:A 阶段:战斗步骤 A场:刺刀枪管龙 B场:${target} 攻击:A:刺刀枪管龙→B:${name}} C1 A:刺刀枪管龙③`;
  it('[CH-STAT-ATTACKED-VALUE] 刺刀枪管龙③ attacking 三眼怪 (1000): it gains 500 and 三眼怪 falls to 500; the value is read as it is when the effect resolves (三眼怪 at 攻2000: +1000)', () => {
    expect(statOf(bayonet('三眼怪'), '刺刀枪管龙')).toBe(3500);
    expect(statOf(bayonet('三眼怪'), '三眼怪')).toBe(500);
    expect(statOf(bayonet('三眼怪(攻2000)', '三眼怪'), '刺刀枪管龙')).toBe(4000);
  });
  it('[CH-PROTECT-ATK-AT-MOST] 刚鬼 大巨人食人魔 at 攻9000 is unaffected by 刺刀枪管龙③ (7500 after its raise is not above 9000); at 攻5000 it is affected (5500 is above)', () => {
    const high = bayonet('刚鬼 大巨人食人魔(攻9000)', '刚鬼 大巨人食人魔');
    expect(statOf(high, '刚鬼 大巨人食人魔')).toBe(9000);
    expect(statOf(high, '刺刀枪管龙')).toBe(7500);
    expect(askCdb(high).links[0]!.rules).toContain('CH-PROTECT-ATK-AT-MOST');
    expect(statOf(bayonet('刚鬼 大巨人食人魔(攻5000)', '刚鬼 大巨人食人魔'), '刚鬼 大巨人食人魔')).toBe(2500);
  });
  it('[CH-PROTECT-ATK-AT-MOST] a monster gone from where it was activated is compared by its printed ATK: 效果遮蒙者 (0, sent from the hand) cannot negate 刚鬼 大巨人食人魔 even at 攻0; 三眼怪 (no such protection) it negates', () => {
    const ogre = askCdb('{回合:A 阶段:主要1 A场:刚鬼 大巨人食人魔(攻0) B手:效果遮蒙者} C1 B:效果遮蒙者→刚鬼 大巨人食人魔').links[0]!;
    expect(ogre.outcome).toBe('no-effect');
    expect(ogre.rules).toContain('CH-PROTECT-ATK-AT-MOST');
    expect(askCdb('{回合:A 阶段:主要1 A场:三眼怪 B手:效果遮蒙者} C1 B:效果遮蒙者→三眼怪').links[0]!.outcome).toBe('resolved');
  });
  const hope = (target: string, name = target) => `{回合:A 阶段:战斗步骤 攻击:A:混沌No.39 希望皇 霍普雷·胜光→B:${name} A场:混沌No.39 希望皇 霍普雷·胜光(素材:No.39 希望皇 霍普) B场:${target}} C1 A:混沌No.39 希望皇 霍普雷·胜光`;
  it('[CH-ATTACKED-NOTHING] 霍普雷·胜光 attacking 千眼邪教神 (a Normal Monster, ATK 0) cannot be activated; against 效果遮蒙者 (ATK 0, an effect to negate) or 千眼邪教神 at 攻500 it can', () => {
    const no = askCdb(hope('千眼邪教神')).links[0]!;
    expect(no.legal).toBe(false);
    expect(no.rules).toContain('CH-ATTACKED-NOTHING');
    expect(askCdb(hope('效果遮蒙者')).links[0]!.legal).toBe(true);
    expect(askCdb(hope('千眼邪教神(攻500)', '千眼邪教神')).links[0]!.legal).toBe(true);
  });
});

// CH-PROTECT-NOT-TARGETING (rules reference docs/c03/卡片的抗性.rst:125): 「不会被不指定对象的魔法、陷阱卡的效果破坏」 covers a Spell/Trap
// that destroys without targeting the card (雷击, 黑洞, a card chosen as it resolves), not one that targets it, nor a monster's effect.
describe('CH-PROTECT-NOT-TARGETING', () => {
  it('[CH-PROTECT-NOT-TARGETING] the compiler reads 「不指定对象的魔法、陷阱卡的效果」 as a protection from Spell/Trap effects that do not target the card', () => {
    const a = compileEffects('这张卡不会被不指定对象的魔法、陷阱卡的效果破坏。', monster).flatMap((x) => x.does)[0]!;
    expect(a).toMatchObject({ do: 'cannot-be-destroyed', against: 'effect', fromCards: { kind: ['spell', 'trap'], notTargeting: true } });
  });
  it.skipIf(!haveCards)('[CH-PROTECT-NOT-TARGETING] 异次元龙 survives 雷击 and 黑洞, but 对死者的供奉 targeting it destroys it', () => {
    const moved = (input: string) => askCdb(input).events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));
    expect(moved('{回合:A A场:雷击(盖) B场:异次元龙} C1 A:雷击')).not.toContain('异次元龙');
    expect(moved('{回合:A A场:黑洞(盖) B场:异次元龙} C1 A:黑洞')).not.toContain('异次元龙');
    const targeted = askCdb('{回合:A A手:对死者的供奉,三眼怪 B场:异次元龙} C1 A:对死者的供奉→异次元龙');
    expect(targeted.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name))).toContain('异次元龙');
    expect(targeted.links[0]!.rules).toContain('CH-PROTECT-NOT-TARGETING');
  });
  it('[CH-PROTECT-NOT-TARGETING] 「不受不以这张卡为对象的对方发动的效果影响」 (闭锁世界的冥神) is an unaffected protection of the same kind', () => {
    const a = compileEffects('①：这张卡不受不以这张卡为对象的对方发动的效果影响。', monster).flatMap((x) => x.does)[0]!;
    expect(a).toMatchObject({ do: 'unaffected', fromCards: { side: 'opponent', notTargeting: true } });
  });
  it.skipIf(!haveCards)('[CH-PROTECT-NOT-TARGETING] 闭锁世界的冥神 is destroyed by the opponent’s 雷破 targeting it, not by their 黑洞; an effect rewritten into one that only chooses (CH-REWRITE) no longer targets it', () => {
    const moved = (input: string) => askCdb(input).events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));
    expect(moved('{回合:B A场:闭锁世界的冥神 B场:雷破(盖) B手:三眼怪} C1 B:雷破→闭锁世界的冥神 [cost:丢弃 三眼怪]')).toContain('闭锁世界的冥神');
    expect(moved('{回合:B A场:闭锁世界的冥神 B场:三眼怪} C1 B:黑洞')).not.toContain('闭锁世界的冥神');
    expect(moved('{回合:B A场:闭锁世界的冥神,机怪虫·轴突虫(盖),星遗物的交心(盖) B场:暗黑武装龙 B墓:三眼怪} C1 B:暗黑武装龙①→闭锁世界的冥神 [cost:除外 三眼怪]')).toContain('闭锁世界的冥神');
  });
});
