// A monster destroyed by battle (确定被战斗破坏) is no substitute for a destruction replacement (test/RULES.md
// CH-REPLACE-BATTLE-DESTROYED; rules reference docs/c03/战斗阶段流程.rst:834–844).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const destroyed = (input: string) => askCdb(input).events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('replacements around a monster destroyed by battle', () => {
  it('[CH-REPLACE-BATTLE-DESTROYED] after damage calculation 真六武众-紫炎② cannot destroy the 六武众 the battle destroyed in its own place: another 六武众, or none', () => {
    const s = (more: string) => `{回合:B 阶段:伤害计算后 攻击:B:魔偶甜点·布丁公主→A:六武众-伊郎 A场:真六武众-紫炎,六武众-伊郎(战斗破坏)${more} B场:魔偶甜点·布丁公主} C1 B:魔偶甜点·布丁公主②→真六武众-紫炎 [代替破坏 真六武众-紫炎]`;
    expect(destroyed(s(''))).toEqual(['真六武众-紫炎']);
    expect(askCdb(s('')).links[0]!.rules).toEqual(expect.arrayContaining(['CH-REPLACE-BATTLE-DESTROYED', 'CH-REPLACE-DESTROY-CANNOT']));
    expect(destroyed(s(',六武众-二藏'))).toEqual(['六武众-二藏']);
  });
  it('[CH-REPLACE-BATTLE-DESTROYED] the other side: the same monster not destroyed by battle (the battle survived, or no battle) may be the substitute', () => {
    expect(destroyed('{回合:B 阶段:伤害计算后 攻击:B:魔偶甜点·布丁公主→A:六武众-伊郎 A场:真六武众-紫炎,六武众-伊郎 B场:魔偶甜点·布丁公主} C1 B:魔偶甜点·布丁公主②→真六武众-紫炎 [代替破坏 真六武众-紫炎]')).toEqual(['六武众-伊郎']);
    expect(destroyed('{回合:B 阶段:主要2 A场:代理龙,三眼怪 B场:雷破(盖) B手:黑魔术师} C1 B:雷破→代理龙 [代替破坏 代理龙]')).toEqual(['三眼怪']);
  });
});
