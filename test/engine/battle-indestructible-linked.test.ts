// CH-BATTLE-INDESTRUCTIBLE-LP: 「自己基本分比对方多的场合，这张卡以及这张卡所连接区的植物族怪兽不会被战斗破坏」 (芳香炽天使-茉莉①) — the
// monsters of that kind its arrows point at are protected too, judged by the zones the situation states; zones or LP unstated, the
// protection is not applied and the answer says what it took. Before, only 茉莉 itself was read and nothing was said.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const ask = (a: string, lp = ' A基本分:8000 B基本分:3000') => askCdb(`{回合:B 阶段:伤害计算 A场:${a} B场:青眼白龙(主3) 攻击:B:青眼白龙→A:${a.split(',')[1]!.replace(/\(.*$/, '')}${lp}} 伤害计算`);
const lost = (x: ReturnType<typeof askCdb>) => x.battle!.destroyed.map((c) => c.name);
const said = (x: ReturnType<typeof askCdb>) => x.assumptions.join('');

describe.skipIf(!haveCards)('CH-BATTLE-INDESTRUCTIBLE-LP: the linked zone', () => {
  it('[CH-BATTLE-INDESTRUCTIBLE-LP] a Plant monster in a zone 茉莉 (EX左, arrows down-left and down-right) points at is not destroyed while A has more LP', () => {
    for (const z of ['主1', '主3']) {
      const x = ask(`芳香炽天使-茉莉(EX左),蒲公英狮(${z})`);
      expect(lost(x)).not.toContain('蒲公英狮');
      expect(x.battle!.damage.A).toBe(2700);
      expect(x.battle!.rules).toContain('CH-BATTLE-INDESTRUCTIBLE-LP');
    }
  });
  it('[CH-BATTLE-INDESTRUCTIBLE-LP] the other side: a zone it does not point at, a monster not a Plant, or LP not ahead — destroyed, nothing assumed', () => {
    const notPointed = ask('芳香炽天使-茉莉(EX左),蒲公英狮(主2)');
    expect(lost(notPointed)).toContain('蒲公英狮');
    expect(said(notPointed)).not.toContain('连接区');
    expect(lost(ask('芳香炽天使-茉莉(EX左),三眼怪(主1)'))).toContain('三眼怪');
    expect(lost(ask('芳香炽天使-茉莉(EX左),蒲公英狮(主1)', ' A基本分:3000 B基本分:3000'))).toContain('蒲公英狮');
    expect(said(ask('芳香炽天使-茉莉(EX左),蒲公英狮(主1)', ' A基本分:3000 B基本分:3000'))).not.toContain('连接区');
  });
  it('[CH-BATTLE-INDESTRUCTIBLE-LP] zones not stated: the Plant monster is taken as not linked — destroyed, and that is said', () => {
    const x = ask('芳香炽天使-茉莉,蒲公英狮');
    expect(lost(x)).toContain('蒲公英狮');
    expect(said(x)).toContain('按「蒲公英狮」不在「芳香炽天使-茉莉」的连接区判断');
    expect(x.battle!.assumptions?.length).toBe(1);
  });
  it('[CH-BATTLE-INDESTRUCTIBLE-LP] LP not stated: the protection is not applied (茉莉 itself, and a linked Plant), and the unknown LP is said', () => {
    const self = askCdb('{回合:B 阶段:伤害计算 A场:芳香炽天使-茉莉 B场:青眼白龙 攻击:B:青眼白龙→A:芳香炽天使-茉莉} 伤害计算');
    expect(lost(self)).toContain('芳香炽天使-茉莉');
    expect(said(self)).toContain('情境没有写出双方的基本分');
    const linked = ask('芳香炽天使-茉莉(EX左),蒲公英狮(主1)', '');
    expect(lost(linked)).toContain('蒲公英狮');
    expect(said(linked)).toContain('情境没有写出双方的基本分');
    // with the LP stated, nothing of it is said
    expect(said(askCdb('{回合:B 阶段:伤害计算 A场:芳香炽天使-茉莉 B场:青眼白龙 攻击:B:青眼白龙→A:芳香炽天使-茉莉 A基本分:8000 B基本分:3000} 伤害计算'))).not.toContain('基本分');
  });
});
