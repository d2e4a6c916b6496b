// CH-BATTLE-PHASE-END-POSITION: 蜘蛛的领域 「和选择的怪兽进行战斗的对方怪兽在战斗阶段结束时变成守备表示」 — there was no word for the end of the
// Battle Phase (`战斗阶段结束` did not read), and the change to Defense Position was never said. Now the last word `战斗阶段结束` plays that
// moment after the chain: the monster that battled the chosen one changes to Defense Position; not asked for, nothing is said.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';
import { renderChainText } from '../../src/answer/render/text.js';

const SITUATION = '{回合:B 阶段:战斗 A场:蜘蛛的领域(对象:究极昆虫 LV3),究极昆虫 LV3 B场:青眼白龙(已战斗:究极昆虫 LV3)}';

describe.skipIf(!haveCards)('the end of the Battle Phase', () => {
  it('[CH-BATTLE-PHASE-END-POSITION] 蜘蛛的领域: `… 战斗阶段结束` — the monster that battled the chosen one changes to Defense Position, said in both languages', () => {
    const a = askCdb(`${SITUATION} 战斗阶段结束`);
    expect(a.battlePhaseEnd?.map((s) => [s.card.name, s.do, s.done.map((c) => c.name)])).toEqual([['蜘蛛的领域', 'change-position', ['青眼白龙']]]);
    expect(renderChainText(a, 'zh-CN')).toContain('战斗阶段结束时变成守备表示');
    const en = cdbJudge().chain(`${SITUATION} 战斗阶段结束`, { lang: 'en' });
    expect(renderChainText(en, 'en')).toContain('it changes to Defense Position');
  });
  it('[CH-BATTLE-PHASE-END-POSITION] the other sides: not asked for, a monster that battled another one, or already in Defense Position — nothing is changed', () => {
    expect(askCdb(`${SITUATION} 回合结束后`).battlePhaseEnd).toBeUndefined();
    expect(askCdb('{回合:B 阶段:战斗 A场:蜘蛛的领域(对象:究极昆虫 LV3),究极昆虫 LV3,黑魔术师 B场:青眼白龙(已战斗:黑魔术师)} 战斗阶段结束').battlePhaseEnd).toEqual([]);
    expect(askCdb('{回合:B 阶段:战斗 A场:蜘蛛的领域(对象:究极昆虫 LV3),究极昆虫 LV3 B场:青眼白龙(守,已战斗:究极昆虫 LV3)} 战斗阶段结束').battlePhaseEnd).toEqual([]);
  });
});
