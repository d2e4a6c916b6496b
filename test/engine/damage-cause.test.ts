// CMP-DAMAGE-CAUSE, WIN-DAMAGE-CAUSE (test/RULES.md): 「这张卡的战斗或者对方的卡的效果让自己受到伤害时」 (魔王龙 蝇王), 「每次「淘气仙星」怪兽的效果让
// 对方受到伤害」 (淘气仙星·霍莉安琪儿) — the words before 「让」 say what dealt the damage. CMP-DAMAGE-TAKER read the player after 「让」 and left
// them unread: the trigger was met by any damage that player took, and nothing was said. Now the common shapes are read (battle / an effect,
// whose effect, this card's battle, an archetype's monster's effect); other words, or a damage whose card is not known, are said in the
// assumptions as not checked.
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from '../cards/data.js';

const monster = { kind: 'monster', subtypes: ['effect'] } as never;
const trigger = (text: string) => compileEffects(text, monster).find((e) => e.trigger?.event === 'damage')?.trigger;

describe('[CMP-DAMAGE-CAUSE] what dealt the damage, read from the words before 「让」', () => {
  it('[CMP-DAMAGE-CAUSE] 「这张卡的战斗或者对方的卡的效果」「「淘气仙星」怪兽的效果」「战斗·效果」「卡的效果」 are read; other words (「自己的「星际仙踪」怪兽的战斗」) are kept as words not read', () => {
    const beelze = trigger('这张卡不会被战斗以及卡的效果破坏。此外，这张卡的战斗或者对方的卡的效果让自己受到伤害时发动。这张卡的攻击力上升那次伤害的数值。');
    expect(beelze?.cause).toEqual(['battle', 'effect']);
    expect(beelze?.causedBy).toBe('opponent');
    expect(beelze?.damageBattleOfSelf).toBe(true);
    expect(beelze?.damageCauseWords).toBeUndefined();
    const holly = trigger('③：每次「淘气仙星」怪兽的效果让对方受到伤害发动。给与对方200伤害。');
    expect(holly?.cause).toBe('effect');
    expect(holly?.damageByEffectOf).toEqual({ archetype: '淘气仙星', kind: 'monster' });
    // 「战斗·效果」 was read as battle alone (effect damage did not meet it); 「卡的效果」 as any damage (battle damage met it).
    expect(trigger('①：战斗·效果让自己受到伤害时才能发动。这张卡从手卡特殊召唤。')?.cause).toEqual(['battle', 'effect']);
    expect(trigger('①：卡的效果让自己受到伤害时才能发动。这张卡从手卡特殊召唤。')?.cause).toBe('effect');
    // (s55: 「对方怪兽的直接攻击」, kept here as the example of words not read, is read now — the test below.)
    expect(trigger('①：自己的「星际仙踪」怪兽的战斗让对方受到战斗伤害时才能发动。给与对方500伤害。')?.damageCauseWords).toBe('自己的「星际仙踪」怪兽的战斗');
  });
  it('[CMP-DAMAGE-CAUSE] 「对方怪兽的直接攻击让自己受到战斗伤害时」 (机关傀儡-暗影触摸者, 痛恨的诉苦) is read: battle damage, dealt by the opponent, of a direct attack', () => {
    const t = trigger('这张卡在墓地存在，对方怪兽的直接攻击让自己受到战斗伤害时才能发动。这张卡从墓地表侧攻击表示特殊召唤，自己受到1000分伤害。');
    expect(t?.damageCauseWords).toBeUndefined();
    expect(t?.cause).toBe('battle');
    expect(t?.causedBy).toBe('opponent');
    expect(t?.direct).toBe(true);
    expect(t?.subject).toEqual({ side: 'self' });
    // The attacker's side: 「这张卡直接攻击给与对方战斗伤害时」「自己场上的怪兽直接攻击给与对方1500以下的伤害时」 (no 「战斗」: battle all the same).
    expect(trigger('①：这张卡直接攻击给与对方战斗伤害时才能发动。这张卡的等级上升1星，攻击力上升500。')?.direct).toBe(true);
    const berserk = trigger('①：自己场上的怪兽直接攻击给与对方1500以下的伤害时，把手卡全部丢弃才能发动。给与对方500伤害。');
    expect(berserk?.direct).toBe(true);
    expect(berserk?.cause).toBe('battle');
  });
});

describe.skipIf(!haveCards)('[WIN-DAMAGE-CAUSE] the trigger asks what dealt the damage', () => {
  it('[WIN-DAMAGE-CAUSE] 淘气仙星·霍莉安琪儿: damage its controller\'s 火球 deals the opponent is no 「淘气仙星」 monster\'s effect — not offered', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:淘气仙星·霍莉安琪儿} C1 A:火球');
    expect(a.events.some((e) => e.type === 'damage' && e.player === 'B')).toBe(true);
    expect(JSON.stringify(a.window)).not.toContain('淘气仙星·霍莉安琪儿');
  });
  it('[WIN-DAMAGE-CAUSE] 魔王龙 蝇王 「这张卡的战斗…让自己受到伤害」: battle damage from 超重武者 大弁庆-K\'s battle (超重武者 松明-2 moves the calculation to it) — not offered', () => {
    const a = askCdb('{回合:B 阶段:战斗步骤 攻击:B:青眼白龙→A:三眼怪 A场:三眼怪,超重武者 大弁庆-K(攻),魔王龙 蝇王 A手:超重武者 松明-2 B场:青眼白龙} C1 A:超重武者 松明-2①→超重武者 大弁庆-K');
    expect(a.events.some((e) => e.type === 'damage' && e.player === 'A')).toBe(true);
    expect(a.window?.triggers.some((t) => t.card.name === '魔王龙 蝇王')).toBe(false);
  });
  it('[WIN-DAMAGE-CAUSE] 淘气仙星·霍莉安琪儿: a damage typed with no card that dealt it (死灵的引诱 after an action) — offered, and the assumptions say it was not checked', () => {
    const a = askCdb('{回合:A 阶段:伤害步骤 攻击:A:青眼白龙→B:三眼怪 A场:青眼白龙,淘气仙星·霍莉安琪儿 B场:三眼怪,死灵的引诱} 破坏 B:三眼怪 (战斗)');
    expect(a.window?.triggers.some((t) => t.card.name === '淘气仙星·霍莉安琪儿')).toBe(true);
    expect(a.assumptions.some((x) => JSON.stringify(x).includes('「淘气仙星」怪兽的效果') && JSON.stringify(x).includes('没有核对'))).toBe(true);
  });
});

describe.skipIf(!haveCards)('[CMP-DAMAGE-CAUSE] 「自己因战斗·效果受到伤害」 — battle or effect damage', () => {
  it('[CMP-DAMAGE-CAUSE] 暗黑边界 (a Trap) may be activated after the 500 effect damage B\'s 火球 dealt A; 双生天使③ is triggered by it; damage B took meets neither', () => {
    expect(askCdb('{回合:B 阶段:主要1} C1 B:火球 然后 C1 A:暗黑边界').links.at(-1)!.legal).toBe(true);
    expect(askCdb('{回合:A 阶段:主要1} C1 A:火球 然后 C1 A:暗黑边界').links.at(-1)!.legal).toBe(false);
    expect(askCdb('{回合:B 阶段:主要1 A场:双生天使} C1 B:火球').window?.triggers.some((t) => t.card.name === '双生天使')).toBe(true);
    expect(askCdb('{回合:A 阶段:主要1 A场:双生天使} C1 A:火球').window?.triggers.some((t) => t.card.name === '双生天使')).toBe(false);
  });
});

describe.skipIf(!haveCards)('[WIN-DAMAGE-CAUSE] a continuous effect\'s damage is dealt by its card, not by the link it happened in', () => {
  const HOLLY = '淘气仙星·霍莉安琪儿';
  it('[WIN-DAMAGE-CAUSE] 淘气仙星·曼德拉② destroys B\'s 三眼怪 under B\'s 死灵的引诱: the 300 to B is 死灵的引诱\'s, no 「淘气仙星」 monster\'s effect — 霍莉安琪儿③ not offered', () => {
    const a = askCdb(`{回合:A 阶段:主要1 A场:${HOLLY} A墓:淘气仙星·曼德拉 B场:三眼怪,死灵的引诱,解码语者} C1 A:淘气仙星·曼德拉②→B:三眼怪`);
    expect(a.events.filter((e) => e.type === 'damage').map((e) => [e.player, e.amount])).toEqual([['B', 300]]);
    expect(a.window?.triggers.some((t) => t.card.name === HOLLY)).toBe(false);
  });
  it('[WIN-DAMAGE-CAUSE] 淘气仙星·曼珠诗华② burns B for the cards B\'s 强欲之壶 draws: its own damage, checked — 霍莉安琪儿③ offered, nothing said as not checked', () => {
    const a = askCdb(`{回合:B 阶段:主要1 A场:${HOLLY},淘气仙星·曼珠诗华} C1 B:强欲之壶`);
    expect(a.window?.triggers.some((t) => t.card.name === HOLLY)).toBe(true);
    expect(a.assumptions.some((x) => JSON.stringify(x).includes('没有核对'))).toBe(false);
  });
});

describe.skipIf(!haveCards)('[CH-GY-ARRIVAL-DAMAGE] a card activated in the GY is not sent there', () => {
  it('[CH-GY-ARRIVAL-DAMAGE] 淘气仙星·曼德拉② activated in A\'s GY under 死灵的引诱: no 300 to A for it', () => {
    const a = askCdb('{回合:A 阶段:主要1 A基本分:8000 A墓:淘气仙星·曼德拉 B场:三眼怪,死灵的引诱,解码语者} C1 A:淘气仙星·曼德拉②→B:三眼怪');
    expect(a.events.some((e) => e.type === 'damage' && e.player === 'A')).toBe(false);
    expect(a.lp?.A).toBe(8000);
  });
});
