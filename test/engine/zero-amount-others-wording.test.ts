// CH-ZERO-AMOUNT-CHANGE with CH-STAT-OTHERS-TOTAL (rules reference docs/c03/特定效果的处理方法.rst:505–512, 523–524): when the value of
// 「这张卡的攻击力上升这张卡以外的场上的怪兽的原本攻击力合计数值」 is 0 the effect cannot be activated — and the refusal says that the OTHER
// monsters' total is 0, never that the activating card's own value is (弧叛逆超量龙 is printed at 3000).
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, cdbJudge, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-ZERO-AMOUNT-CHANGE', CARDS_DB);

const reason = (input: string, lang?: 'en') => {
  const a = lang ? cdbJudge().chain(input, { lang: 'en' }) : askCdb(input);
  if (!a.ok) throw new Error(input);
  const l = a.links[0]!;
  expect(l.legal).toBe(false);
  return String(l.illegalReason ?? '');
};

describe.skipIf(!haveCards)('[CH-ZERO-AMOUNT-CHANGE] the other monsters’ total, said as such', () => {
  it('[CH-ZERO-AMOUNT-CHANGE] 弧叛逆超量龙② against 效果遮蒙者 (or 魂虎): the reason names the others’ total, not 弧叛逆超量龙’s own original ATK', () => {
    for (const other of ['效果遮蒙者', '魂虎']) {
      const zh = reason(`{回合:A A场:弧叛逆超量龙 B场:${other}} C1 A:弧叛逆超量龙②`);
      expect(zh).not.toContain('「弧叛逆超量龙」的原本攻击力是0');
      expect(zh).toContain('「弧叛逆超量龙」以外的场上的怪兽的原本攻击力合计是0');
    }
    const en = reason('{回合:A A场:弧叛逆超量龙 B场:效果遮蒙者} C1 A:弧叛逆超量龙②', 'en');
    expect(en).toContain('other than');
    expect(en).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('[CH-ZERO-AMOUNT-CHANGE] the other side: a change by the target’s value (廷达魔三角之猎犬 → 效果遮蒙者) still names the target’s own original ATK', () => {
    const zh = reason('{回合:A A场:廷达魔三角之猎犬 B场:效果遮蒙者} C1 A:廷达魔三角之猎犬①→效果遮蒙者');
    expect(zh).toContain('「效果遮蒙者」的原本攻击力是0');
    expect(zh).not.toContain('以外的场上的怪兽');
  });
});
