// CMP-ALL-BUT-TARGETS (rules reference docs/c03/卡片的抗性.rst:122–126): 「作为对象的怪兽以外的…全部破坏」 acts on every card that fits except the
// effect's targets, chosen without targeting them. The reference's board uses 异次元龙; here restated texts and other monsters. cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { textCard } from '../../src/cards/curated/dsl.js';

const destroyed = (input: string) => askCdb(input).events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name)).sort();

describe('[CMP-ALL-BUT-TARGETS] reading the step', () => {
  it('[CMP-ALL-BUT-TARGETS] 「作为对象的怪兽以外的场上的怪兽全部破坏」 is a step on every monster but the targets; 「作为对象的怪兽破坏」 stays a step on the targets', () => {
    const steps = (text: string) => textCard({ id: 1, name: '测试陷阱', type: 'trap', text }).effects.flatMap((e) => e.does).filter((a) => a.do === 'destroy');
    expect(steps('①：以场上1只怪兽为对象才能发动。作为对象的怪兽以外的场上的怪兽全部破坏。')).toMatchObject([{ what: { filter: { notTargets: true, kind: 'monster' }, scope: 'all' } }]);
    expect(steps('①：以场上1只怪兽为对象才能发动。作为对象的怪兽破坏。')).toMatchObject([{ what: 'targets' }]);
  });
});

describe.skipIf(!haveCards)('[CMP-ALL-BUT-TARGETS] on the board', () => {
  it('[CMP-ALL-BUT-TARGETS] 融合死圆舞曲 targeting 魔玩具·钩乌贼 and 稀有金属骑士 destroys the other Special Summoned monsters (青眼白龙, 电子终结龙), not its targets, not a Normal Summoned 三眼怪', () => {
    expect(destroyed('{回合:A 阶段:主要1 A场:魔玩具·钩乌贼(融合召唤),青眼白龙(特殊召唤),三眼怪(召唤),融合死圆舞曲(盖) B场:稀有金属骑士(融合召唤),电子终结龙(融合召唤)} C1 A:融合死圆舞曲→魔玩具·钩乌贼,稀有金属骑士')).toEqual(['电子终结龙', '青眼白龙']);
  });
  it('[CMP-ALL-BUT-TARGETS] the other side: a monster protected from effects that do not target it (深海王 恶魔鲨) survives — it is not targeted — while 雷破 targeting it destroys it', () => {
    expect(destroyed('{回合:A 阶段:主要1 A场:魔玩具·钩乌贼(融合召唤),融合死圆舞曲(盖) B场:稀有金属骑士(融合召唤),深海王 恶魔鲨(特殊召唤)} C1 A:融合死圆舞曲→魔玩具·钩乌贼,稀有金属骑士')).toEqual([]);
    expect(destroyed('{回合:A 阶段:主要1 A场:雷破(盖),三眼怪 A手:旋风 B场:深海王 恶魔鲨(特殊召唤)} C1 A:雷破→深海王 恶魔鲨')).toEqual(['深海王 恶魔鲨']);
  });
});
