// WIN-USED-AS-MATERIAL (test/RULES.md): 「这张卡作为连接素材送去墓地的场合」 is met only when a summon of that kind used the card as its
// material — a Link Summon's materials go to the GY as it is made (rules reference docs/c01/大师规则（2017）变更点.rst:101) — not by
// a summon of another kind, and not by a destruction that also sends it to the GY. Cards as the database's current text has them:
// 格式弹涂鱼 ② (「作为连接素材送去墓地的场合」), 喷气同调士 ① (「作为同调素材送去墓地的场合」).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const offered = (input: string): string[] => askCdb(input).window.triggers.map((t) => `${t.card.name}#${t.effect}`);

describe.skipIf(!haveCards)('a trigger on being used as material of one kind of summon', () => {
  it('[WIN-USED-AS-MATERIAL] 格式弹涂鱼 used for a Link Summon: its ② is offered, and the window says why', () => {
    const a = askCdb('{回合:A 阶段:主要1} 连接召唤 《I：P伪装舞会莱娜》 素材 格式弹涂鱼,幻兽机 猎户座飞狮');
    const t = a.window.triggers.find((x) => x.card.name === '格式弹涂鱼');
    expect(t?.effect).toBe(2);
    expect(t?.rules).toContain('WIN-USED-AS-MATERIAL');
  });
  it('[WIN-USED-AS-MATERIAL] 格式弹涂鱼 used for a Synchro Summon: its ② (Link Material only) is not offered; 猎户座飞狮 ③ still is', () => {
    const names = offered('{回合:A 阶段:主要1} 同调召唤 霞鸟 辉剑鸟 素材 幻兽机 猎户座飞狮,格式弹涂鱼');
    expect(names).not.toContain('格式弹涂鱼#2');
    expect(names).toContain('幻兽机 猎户座飞狮#3');
  });
  it('[WIN-USED-AS-MATERIAL] destroyed by 黑洞 and sent to the GY: no material was used, neither 格式弹涂鱼 ② nor 喷气同调士 ① is offered', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:格式弹涂鱼,喷气同调士} C1 A:黑洞');
    expect(a.events.some((e) => e.type === 'destroyed' && e.cards.some((c) => c.name === '格式弹涂鱼'))).toBe(true);
    expect(a.window.triggers.map((t) => t.card.name)).toEqual([]);
  });
  it('[WIN-USED-AS-MATERIAL] 喷气同调士: offered after a Synchro Summon it was material for, not after a Link Summon', () => {
    expect(offered('{回合:A 阶段:主要1} 同调召唤 科技属 超图书馆员 素材 喷气同调士,元素英雄 天空侠')).toContain('喷气同调士#1');
    expect(offered('{回合:A 阶段:主要1} 连接召唤 《I：P伪装舞会莱娜》 素材 喷气同调士,元素英雄 天空侠')).not.toContain('喷气同调士#1');
  });
});
