// CH-CANNOT-BE-CHAINED-COST-KINDS: 禁忌的一滴 — 「对应这张卡的发动，对方不能把这个效果送去墓地的卡的原本种类（怪兽·魔法·陷阱）的卡的效果发动」:
// only the kinds its cost sent are barred (card text). Before, every card of the opponent was refused, whatever the cost was.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const chain = (cost: string) => `{回合:A 阶段:主要1 A场:旋风(盖),黑魔术师,魔法筒(盖),召唤师 阿莱斯特 B场:效果遮蒙者,青眼白龙} C1 A:禁忌的一滴${cost} C2 B:无限泡影→A:召唤师 阿莱斯特`;

describe.skipIf(!haveCards)('CH-CANNOT-BE-CHAINED-COST-KINDS', () => {
  it('[CH-CANNOT-BE-CHAINED-COST-KINDS] a Trap sent as the cost bars the opponent’s Trap (无限泡影), and the reason says which kind', () => {
    const a = askCdb(chain('[cost:送去墓地 魔法筒]'));
    expect(a.links[1]!.legal).toBe(false);
    expect(a.links[1]!.illegalReason).toContain('陷阱卡');
    expect(a.links[1]!.rules).toContain('CH-CANNOT-BE-CHAINED-COST-KINDS');
  });
  it('[CH-CANNOT-BE-CHAINED-COST-KINDS] several cost cards in one note (`[cost:送去墓地 X,Y]`): a Spell and a Trap sent bar the Trap; both are moved', () => {
    const a = askCdb(chain('[cost:送去墓地 旋风,魔法筒]'));
    expect(a.links[1]!.legal).toBe(false);
    const sent = a.events.filter((e) => e.type === 'sent-to-gy' && e.cause === 'cost').flatMap((e) => e.cards.map((c) => c.name));
    expect(sent).toEqual(expect.arrayContaining(['旋风', '魔法筒']));
  });
  it('[CH-CANNOT-BE-CHAINED-COST-KINDS] only a Spell sent (the other side): the opponent’s Trap may answer it', () => {
    const a = askCdb(chain('[cost:送去墓地 旋风]'));
    expect(a.links[1]!.legal).toBe(true);
  });
  it('[CH-CANNOT-BE-CHAINED-COST-KINDS] a Monster sent does not bar a Trap either', () => {
    expect(askCdb(chain('[cost:送去墓地 黑魔术师]')).links[1]!.legal).toBe(true);
  });
  it('[CH-CANNOT-BE-CHAINED-COST-KINDS] the cost not written: legal on the assumption that no card of its kind was sent, said', () => {
    const a = askCdb(chain(''));
    expect(a.links[1]!.legal).toBe(true);
    expect(a.assumptions.join('\n')).toMatch(/假定其中没有陷阱卡/);
  });
  // The other sides (s48): in the damage step (a Quick-Play Spell changing ATK may be activated there; a Counter Trap may answer it), and with a
  // cost card that is gone at once — a Token sent to the GY ceases to exist, but its original kind (monster) still bars.
  it('[CH-CANNOT-BE-CHAINED-COST-KINDS] in the damage step: a Trap sent bars the opponent’s Counter Trap (神之宣告); a Spell sent does not', () => {
    const step = (cost: string) => askCdb(`{回合:A 阶段:伤害计算前 A场:旋风(盖),黑魔术师,魔法筒(盖),召唤师 阿莱斯特 B场:效果遮蒙者,青眼白龙,神之宣告(盖) 攻击:A:黑魔术师→B:青眼白龙} C1 A:禁忌的一滴${cost} C2 B:神之宣告`);
    const barred = step('[cost:送去墓地 魔法筒]');
    expect(barred.links[1]!.legal).toBe(false);
    expect(barred.links[1]!.illegalReason).toContain('陷阱卡');
    expect(step('[cost:送去墓地 旋风]').links[1]!.legal).toBe(true);
  });
  it('[CH-CANNOT-BE-CHAINED-COST-KINDS] the cost card gone (a Token sent as the cost is no longer anywhere): its original kind, monster, still bars the opponent’s monster effect (效果遮蒙者); a Spell sent alone does not', () => {
    const token = (cost: string) => askCdb(`{回合:A 阶段:主要1 A场:旋风(盖),羊衍生物,召唤师 阿莱斯特 B场:灰流丽 B手:效果遮蒙者} C1 A:禁忌的一滴${cost} C2 B:效果遮蒙者→A:召唤师 阿莱斯特`);
    const barred = token('[cost:送去墓地 羊衍生物]');
    expect(barred.links[1]!.legal).toBe(false);
    expect(barred.links[1]!.illegalReason).toContain('怪兽卡');
    expect(token('[cost:送去墓地 旋风]').links[1]!.legal).toBe(true);
  });
});

