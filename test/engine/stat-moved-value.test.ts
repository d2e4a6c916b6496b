// 「选那只怪兽以外的对方场上1只怪兽送去墓地。那之后，作为对象的怪兽的攻击力下降送去墓地的怪兽的攻击力和守备力之内较高方的数值」 (吓人箱;
// rules reference docs/c03/特定效果的处理方法.rst:780–787): the monster sent is picked among the others, not the target (CMP-PICK-BUT-TARGET), and
// the lowering reads the printed ATK/DEF of the monster the earlier step sent, not what it had on the field (CH-STAT-MOVED-VALUE). cards.cdb.
import { describe, expect, it } from 'vitest';
import { ask, eventCards, haveCards, links } from '../reference/judge.js';
import { textCard } from '../../src/cards/curated/dsl.js';

const atk = (input: string, name: string) => ask(input).stats?.find((s) => s.card.name === name)?.atk;

describe('[CMP-PICK-BUT-TARGET] reading the step', () => {
  it('[CMP-PICK-BUT-TARGET] 「选那只怪兽以外的对方场上1只怪兽送去墓地」 is a pick among the opponent’s other monsters; 「那只怪兽送去墓地」 stays a step on the target', () => {
    const steps = (text: string) => textCard({ id: 1, name: '测试陷阱', type: 'trap', text }).effects.flatMap((e) => e.does).filter((a) => a.do === 'send-to-gy');
    expect(steps('①：以对方场上1只怪兽为对象才能发动。选那只怪兽以外的对方场上1只怪兽送去墓地。')).toMatchObject([{ what: { filter: { notTargets: true, side: 'opponent', kind: 'monster' }, scope: 'choose', count: 1 } }]);
    expect(steps('①：以对方场上1只怪兽为对象才能发动。那只怪兽送去墓地。')).toMatchObject([{ what: 'targets' }]);
  });
  it('[CH-STAT-MOVED-VALUE] 「…下降送去墓地的怪兽的攻击力和守备力之内较高方的数值」 reads `amountFromMoved` (higher, lowers); 「…下降1000」 does not', () => {
    const stat = (text: string) => textCard({ id: 1, name: '测试陷阱', type: 'trap', text }).effects.flatMap((e) => e.does).filter((a) => a.do === 'modify-stats');
    expect(stat('①：以对方场上1只怪兽为对象才能发动。选那只怪兽以外的对方场上1只怪兽送去墓地。那之后，作为对象的怪兽的攻击力下降送去墓地的怪兽的攻击力和守备力之内较高方的数值。')).toMatchObject([{ amountFromMoved: { by: 'send-to-gy', stat: 'higher', lowers: true } }]);
    expect(stat('①：以对方场上1只怪兽为对象才能发动。作为对象的怪兽的攻击力下降1000。')[0]?.amountFromMoved).toBeUndefined();
  });
});

describe.skipIf(!haveCards)('[CH-STAT-MOVED-VALUE] on the board', () => {
  it('[CMP-PICK-BUT-TARGET] 吓人箱 targeting the attacker 青眼白龙 sends the other monster, 黑魔术师, not its target; with that monster bounced in the chain (强制脱出装置) only the target fits: nothing is sent', () => {
    const input = '{回合:B 阶段:战斗步骤 A场:吓人箱(盖) B场:青眼白龙,黑魔术师 攻击:B:青眼白龙→A} C1 A:吓人箱→青眼白龙';
    expect(eventCards(ask(input), 'sent-to-gy', 1)).toEqual(['黑魔术师']);
    const gone = ask('{回合:B 阶段:战斗步骤 A场:吓人箱(盖),强制脱出装置(盖) B场:青眼白龙,黑魔术师 攻击:B:青眼白龙→A} C1 A:吓人箱→青眼白龙 C2 A:强制脱出装置→黑魔术师');
    expect(links(gone)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(eventCards(gone, 'sent-to-gy', 1)).toEqual([]);
  });
  it('[CH-STAT-MOVED-VALUE] 吓人箱 lowers the attacker by the printed higher value of the monster it sent: 黑魔术师 raised to 3500 still counts 2500 (青眼白龙 3000→500); 千年盾, its DEF 3000 the higher, takes it to 0', () => {
    expect(atk('{回合:B 阶段:战斗步骤 A场:吓人箱(盖) B场:青眼白龙,黑魔术师(攻3500) 攻击:B:青眼白龙→A} C1 A:吓人箱→青眼白龙 [送墓 黑魔术师]', '青眼白龙')).toBe(500);
    expect(atk('{回合:B 阶段:战斗步骤 A场:吓人箱(盖) B场:青眼白龙,千年盾 攻击:B:青眼白龙→A} C1 A:吓人箱→青眼白龙', '青眼白龙')).toBe(0);
  });
  it('[CH-STAT-MOVED-VALUE] nothing sent — the other monster left the field in the chain (强制脱出装置) — nothing is lowered (the step after 「那之后」 is not reached): 青眼白龙 keeps 3000', () => {
    const a = ask('{回合:B 阶段:战斗步骤 A场:吓人箱(盖),强制脱出装置(盖) B场:青眼白龙,黑魔术师 攻击:B:青眼白龙→A} C1 A:吓人箱→青眼白龙 C2 A:强制脱出装置→黑魔术师');
    expect(a.stats?.find((s) => s.card.name === '青眼白龙')?.atk ?? 3000).toBe(3000);
    expect(a.links[0]!.rules).not.toContain('CH-STAT-MOVED-VALUE');
  });
});
