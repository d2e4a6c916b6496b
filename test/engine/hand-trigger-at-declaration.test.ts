// CH-HAND-TRIGGER-AT-DECLARATION (issue 16; rules reference docs/c03/诱发类效果.rst:67–79): a hand trigger of the attack declaration
// (彩虹栗子球①) is hidden information ranked 7 — it waits for priority, so in the chain built at the declaration it may follow the
// speed-2 links activated there, even a card that came back to the hand as a cost in that chain. Probed as a head judge would:
// no attack under way (the Main Phase), a revealed hand (public: ranks 3·4), a monster of its own controller attacking;
// and CMP-RESPONDS-DESTROYS-OWN, the compiled 古遗物-环刃③ that answers either player's effect that would destroy its
// controller's Spells/Traps.
import { describe, expect, it } from 'vitest';
import { askCdb as chain, haveCards } from '../cards/data.js';

const at = '{回合:A 阶段:战斗步骤 攻击:A:三眼怪→B:死灵骑士 A场:三眼怪,旋风(盖) B场:死灵骑士,魔法筒(盖)';

describe.skipIf(!haveCards)('CH-HAND-TRIGGER-AT-DECLARATION: a hidden hand trigger of the attack declaration after speed-2 links', () => {
  it('[CH-HAND-TRIGGER-AT-DECLARATION] 彩虹栗子球 in the hand may be chained to the attacker’s 旋风 activated at the declaration; the answer names the rule', () => {
    const a = chain(`${at} B手:彩虹栗子球} C1 A:旋风→魔法筒 C2 B:彩虹栗子球①→三眼怪`);
    expect(a.links[1]!.legal).toBe(true);
    expect(a.links[1]!.rules).toContain('CH-HAND-TRIGGER-AT-DECLARATION');
  });
  it('[CH-HAND-TRIGGER-AT-DECLARATION] kept revealed, the same 彩虹栗子球 is public (level 3·4, before the speed-2 links): it cannot follow 旋风', () => {
    const a = chain(`${at} B手:彩虹栗子球(公开)} C1 A:旋风→魔法筒 C2 B:彩虹栗子球①→三眼怪`);
    expect(a.links[1]!.legal).toBe(false);
    expect(a.links[1]!.rules).toContain('CH-SPEED-1');
  });
  it('[CH-HAND-TRIGGER-AT-DECLARATION] with no attack under way (the Main Phase) there is no declaration to wait for: 彩虹栗子球 cannot follow 旋风', () => {
    const a = chain('{回合:A 阶段:主要1 A场:三眼怪,旋风(盖) B场:死灵骑士,魔法筒(盖) B手:彩虹栗子球} C1 A:旋风→魔法筒 C2 B:彩虹栗子球①→三眼怪');
    expect(a.links[1]!.legal).toBe(false);
    expect(a.links[1]!.rules).not.toContain('CH-HAND-TRIGGER-AT-DECLARATION');
  });
  it('[CH-HAND-TRIGGER-AT-DECLARATION] its own text still binds: 彩虹栗子球 answers the opponent’s attack only — not its controller’s own attacker', () => {
    const a = chain(`${at} A手:彩虹栗子球} C1 A:旋风→魔法筒 C2 A:彩虹栗子球①→三眼怪`);
    expect(a.links[1]!.legal).toBe(false);
  });
});

describe.skipIf(!haveCards)('CMP-RESPONDS-DESTROYS-OWN: 「要让自己场上的魔法·陷阱卡破坏的效果发动时」', () => {
  it('[CMP-RESPONDS-DESTROYS-OWN] 古遗物-环刃③ answers the opponent’s 旋风 on its controller’s Set card (before: refused as answering only its own activations)', () => {
    const a = chain('{回合:B 阶段:主要1 A场:魔法筒(盖),激流葬(盖) A手:古遗物-环刃 B场:旋风(盖)} C1 B:旋风→魔法筒 C2 A:古遗物-环刃③[cost:回到手卡 激流葬]');
    expect(a.links[1]!.legal).toBe(true);
  });
  it('[CMP-RESPONDS-DESTROYS-OWN] the other side: a 旋风 on the opponent’s own card, or 黑洞 (monsters only), destroys none of its controller’s Spells/Traps — 古遗物-环刃③ cannot answer', () => {
    expect(chain('{回合:B 阶段:主要1 A场:激流葬(盖) A手:古遗物-环刃 B场:旋风(盖),魔法筒(盖)} C1 B:旋风→B:魔法筒 C2 A:古遗物-环刃③[cost:回到手卡 激流葬]').links[1]!.legal).toBe(false);
    expect(chain('{回合:B 阶段:主要1 A场:三眼怪,激流葬(盖) A手:古遗物-环刃 B场:死灵骑士} C1 B:黑洞 C2 A:古遗物-环刃③[cost:回到手卡 激流葬]').links[1]!.legal).toBe(false);
  });
});
