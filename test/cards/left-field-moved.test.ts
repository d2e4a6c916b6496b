// CMP-LEFT-THEN-MOVED (test/RULES.md): 「…的卡因对方的效果从场上离开，被送去墓地的场合或者被除外的场合」 is one move of the
// cards named before the comma, from the field to the GY or banishment — not a move of this card (魔晶龙 水胆魔导神,
// docs/c02/基本用语.rst:1160). The reader, then the window over cards.cdb: a Spell/Trap of its player destroyed by the
// opponent's effect lets it activate from the GY; a monster destroyed does not.
import { describe, expect, it } from 'vitest';
import { compileEvents } from '../../src/cards/compile/events.js';
import { askCdb, haveCards } from './data.js';

describe('CMP-LEFT-THEN-MOVED', () => {
  it('[CMP-LEFT-THEN-MOVED] the reader: the subject is the cards named before 「从场上离开，」, moved from the field', () => {
    const t = compileEvents(['自己场上的怪兽因对方的效果从场上离开，被送去墓地的场合或者被除外的场合']).trigger!;
    expect(t.subject).toEqual({ side: 'self', kind: 'monster', place: 'field' });
    expect(t.from).toBe('field');
    expect(t.causedBy).toBe('opponent');
    expect(t.on).toEqual(['sent-to-gy', 'banished']);
  });
  it.skipIf(!haveCards)('[CMP-LEFT-THEN-MOVED] 魔晶龙 水胆魔导神 in the GY is offered when its player\'s Set Spell is destroyed by the opponent\'s effect, not when its monster is', () => {
    const names = (input: string) => askCdb(input).window.triggers.map((x) => x.card.name);
    expect(names('{回合:B 阶段:主要1 A场:旋风(盖) A墓:魔晶龙 水胆魔导神} 破坏 旋风 (效果)')).toContain('魔晶龙 水胆魔导神');
    expect(names('{回合:B 阶段:主要1 A场:三眼怪 A墓:魔晶龙 水胆魔导神} 破坏 三眼怪 (效果)')).not.toContain('魔晶龙 水胆魔导神');
  });
});
