// CH-LEVEL-TRAP-KEPT (docs/c03/攻守计算.rst:85): a level change a card's own effect made to itself stays while its effects are negated
// when that effect was activated while the card was used as a Trap Card (「这张卡是当作永续陷阱卡使用的场合」) — a Trap Card's effect, not
// the monster's; a monster effect's change to its own level ends (CH-LEVEL-OWN-NEGATED). 从骑士 特露迪娅 (newer than the database) is
// curated in src/cards/curated/newer/c03-battle-destroyed-newer.ts; 流星登龙 is read from the shared cards.cdb.
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('a level change made as a Trap Card', CARDS_DB);

const monster = { kind: 'monster' as const, subtypes: ['effect' as const] };

describe('CH-LEVEL-TRAP-KEPT, the reader', () => {
  it('[CH-LEVEL-TRAP-KEPT] 「这张卡是当作永续陷阱卡使用的场合…才能发动。…可以让这张卡的等级上升4星」: its own level, changed as a Trap Card; without that condition, its own level only', () => {
    expect(compileEffects('②：这张卡是当作永续陷阱卡使用的场合，自己·对方的主要阶段才能发动。这张卡特殊召唤。那之后，可以让这张卡的等级上升4星。', monster)[0]!.levelChange).toEqual({ of: 'self', asTrap: true });
    expect(compileEffects('①：自己主要阶段才能发动。这张卡的等级上升1星。', monster)[0]!.levelChange).toEqual({ of: 'self', steps: [{ of: 'self', op: 'add', value: 1 }] }); // (steps: CH-LEVEL-AT-RESOLUTION, the change made as it resolves)
  });
});

describe.skipIf(!haveCards)('CH-LEVEL-TRAP-KEPT, what a user sees', () => {
  it('[CH-LEVEL-TRAP-KEPT] under 技能抽取, 从骑士 特露迪娅 raised to 8 by its ② keeps it; 流星登龙 lowered by its own ① goes back to 7', () => {
    const a = askCdb('{回合:A A场:从骑士 特露迪娅(等级+4#2,效果无效) B场:技能抽取} 攻守计算').levels?.find((l) => l.card.name === '从骑士 特露迪娅');
    expect(a?.value).toBe(8);
    expect(a?.rules).toContain('CH-LEVEL-TRAP-KEPT');
    const b = askCdb('{回合:A A场:流星登龙(等级-4#1,效果无效) B场:技能抽取} 攻守计算').levels?.find((l) => l.card.name === '流星登龙');
    expect(b?.value).toBe(7);
    expect(b?.rules).not.toContain('CH-LEVEL-TRAP-KEPT');
  });
});
