// Issue 16: ZONE-PROCEDURE-OPPONENT — a monster whose own procedure Special Summons it to the opponent's field by tributing one of
// their monsters (坏兽: 「把对方场上1只怪兽解放，从手卡往对方场上特殊召唤」), with the zones stated, needs a free Main Monster Zone on
// the opponent's side once that tribute has left (ZONE-MAIN-ONLY read on the side it arrives on): tributing their Extra Monster
// Zone monster while their five Main Monster Zones are taken is refused; tributing a Main Monster Zone monster frees one. The
// summoning player's own zones do not matter.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('ZONE-PROCEDURE-OPPONENT', CARDS_DB);

const summoned = (s: string) => askCdb(s).events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => `${c.name}:${c.controller}`));
const MINE_FULL = 'A场:电子龙(主1),电子龙(主2),电子龙(主3),死灵骑士(主4),元素英雄 天空侠(主5)';

describe.skipIf(!haveCards)('ZONE-PROCEDURE-OPPONENT', () => {
  it('[ZONE-PROCEDURE-OPPONENT] 海龟坏兽 加美西耶勒 tributing the opponent’s Extra Monster Zone monster while their Main Monster Zones are full: not summoned, the answer says there is no Main Monster Zone', () => {
    const a = askCdb(`{回合:A 阶段:主要1 A手:海龟坏兽 加美西耶勒 ${MINE_FULL} B场:苍眼银龙(EX左),三眼怪(主1),三眼怪(主2),三眼怪(主3),黑魔术师(主4),青眼白龙(主5)} 特殊召唤 海龟坏兽 加美西耶勒 素材 苍眼银龙`);
    expect(a.events.filter((e) => e.type === 'special-summoned')).toEqual([]);
    expect(a.warnings.join('')).toContain('主要怪兽区域');
  });
  it('[ZONE-PROCEDURE-OPPONENT] the same field, tributing a Main Monster Zone monster of theirs: summoned to their field', () => {
    expect(summoned(`{回合:A 阶段:主要1 A手:海龟坏兽 加美西耶勒 ${MINE_FULL} B场:苍眼银龙(EX左),三眼怪(主1),三眼怪(主2),三眼怪(主3),黑魔术师(主4),青眼白龙(主5)} 特殊召唤 海龟坏兽 加美西耶勒 素材 黑魔术师`)).toEqual(['海龟坏兽 加美西耶勒:B']);
  });
  it('[ZONE-PROCEDURE-OPPONENT] the other side: the summoning player’s own full Main Monster Zones do not stop it when the opponent has one free', () => {
    expect(summoned(`{回合:A 阶段:主要1 A手:海龟坏兽 加美西耶勒 ${MINE_FULL} B场:苍眼银龙(EX左),三眼怪(主1),三眼怪(主2),三眼怪(主3),黑魔术师(主4)} 特殊召唤 海龟坏兽 加美西耶勒 素材 苍眼银龙`)).toEqual(['海龟坏兽 加美西耶勒:B']);
  });
  it('[ZONE-PROCEDURE-OPPONENT] its other procedure (to its own field, the opponent controlling a 坏兽) is judged on its own side', () => {
    const a = askCdb(`{回合:A 阶段:主要1 A手:海龟坏兽 加美西耶勒 ${MINE_FULL} B场:雷击坏兽 雷鸣龙王(主1)} 特殊召唤 海龟坏兽 加美西耶勒`);
    expect(a.events.filter((e) => e.type === 'special-summoned')).toEqual([]);
  });
});
