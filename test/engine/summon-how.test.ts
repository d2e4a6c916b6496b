// WIN-SUMMON-HOW: 「这张卡同调召唤成功时」「这张卡连接召唤的场合」 — a trigger that names a kind of Special Summon is met only by a
// summon of that kind. Written with its materials (`同调召唤 X 素材 …`) it is met; revived from the GY (by an action or by a
// chain's 死者苏生) it is not; a plain 「特殊召唤 X」 that does not say how is taken as that kind, and the window says so.
// Checked with an imported card read from its text (星杯的神子 夏娃) and a curated one (黑蔷薇龙). Cards from cards.cdb.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';
import { compileEffects } from '../../src/cards/compile/index.js';

skipMessage('WIN-SUMMON-HOW', CARDS_DB);

const offered = (a: ChainAnswer, name: string) => (a.window?.triggers ?? []).filter((t) => t.card.name === name);

describe.skipIf(!haveCards)('[WIN-SUMMON-HOW] a trigger on a kind of Special Summon', () => {
  it('[WIN-SUMMON-HOW] the compiler reads 「这张卡同调召唤成功的场合」 as a Synchro Summon of this card, not any Special Summon', () => {
    const synchro = { kind: 'monster' as const, subtypes: ['synchro', 'effect'] };
    expect(compileEffects('①：这张卡同调召唤成功的场合才能发动。从卡组把1张魔法卡加入手卡。', synchro)[0]!.trigger?.subject).toMatchObject({ self: true, summoned: 'synchro' });
    expect(compileEffects('①：这张卡连接召唤的场合才能发动。自己抽1张。', { kind: 'monster', subtypes: ['link', 'effect'] })[0]!.trigger?.subject).toMatchObject({ self: true, summoned: 'link' });
    // Any Special Summon stays any: no kind is added.
    expect(compileEffects('①：这张卡特殊召唤成功的场合才能发动。自己抽1张。', synchro)[0]!.trigger?.subject?.summoned).toBeUndefined();
  });
  it('[WIN-SUMMON-HOW] Synchro Summoned with its materials: met, with no assumption (imported and curated card)', () => {
    for (const [name, materials] of [['星杯的神子 夏娃', '效果遮蒙者,元素英雄 荒野侠'], ['黑蔷薇龙', '灰流丽,元素英雄 荒野侠']] as const) {
      const a = askCdb(`{A场:${materials}} 同调召唤 A:${name} 素材 ${materials}`);
      const t = offered(a, name);
      expect(t).toHaveLength(1);
      expect(t[0]!.rules).not.toContain('WIN-SUMMON-HOW');
    }
  });
  it('[WIN-SUMMON-HOW] the other side: Special Summoned from the GY (an action, or 死者苏生 on the chain) is no Synchro Summon — not met', () => {
    expect(offered(askCdb('{A墓:黑蔷薇龙} 特殊召唤 A:黑蔷薇龙'), '黑蔷薇龙')).toEqual([]);
    expect(offered(askCdb('{A墓:星杯的神子 夏娃} 特殊召唤 A:星杯的神子 夏娃'), '星杯的神子 夏娃')).toEqual([]);
    expect(offered(askCdb('{回合:A 阶段:主要1 A墓:黑蔷薇龙 A场:死者苏生(盖)} C1 A:死者苏生 → 黑蔷薇龙'), '黑蔷薇龙')).toEqual([]);
  });
  it('[WIN-SUMMON-HOW] the card gone: Synchro Summoned, then destroyed and banished by 奈落的落穴 answering the summon — nothing is offered', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:灰流丽,元素英雄 荒野侠 B场:奈落的落穴(盖)} 同调召唤 A:黑蔷薇龙 素材 灰流丽,元素英雄 荒野侠 C1 B:奈落的落穴');
    expect(a.events.some((e) => e.type === 'banished' && e.cards.some((c) => c.name === '黑蔷薇龙'))).toBe(true);
    expect(offered(a, '黑蔷薇龙')).toEqual([]);
  });
  it('[WIN-SUMMON-HOW] a Special Summon the situation does not say how: taken as a Synchro Summon, and said', () => {
    const t = offered(askCdb('特殊召唤 A:黑蔷薇龙'), '黑蔷薇龙');
    expect(t).toHaveLength(1);
    expect(t[0]!.rules).toContain('WIN-SUMMON-HOW');
    expect(t[0]!.reason).toContain('假定是同调召唤');
  });
});
