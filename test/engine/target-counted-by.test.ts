// CMP-TARGET-COUNTED-BY: 「以最多有自己场上的攻击表示的「魔界剧团」怪兽种类数量的场上的表侧表示的卡为对象」 (魔界台本「魔王的降临」 ①) —
// the words before 「数量的」 say how many cards may be targeted, not which: the targets are any face-up cards on the field. Before,
// they were read as the filter, and 群雄割据 of the opponent's was refused as not a 「魔界剧团」 monster of the player's.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const C1 = (B: string) => askCdb(`{回合:A 阶段:主要1 A场:魔界剧团-大明星 B场:${B}} C1 A:《魔界台本「魔王的降临」》→B:群雄割据`).links[0]!;

describe.skipIf(!haveCards)('CMP-TARGET-COUNTED-BY: a count given by other cards is no filter of the targets', () => {
  it('[CMP-TARGET-COUNTED-BY] 魔界台本「魔王的降临」 may target the opponent\'s face-up 群雄割据, and destroys it', () => {
    const l = C1('群雄割据');
    expect(l.legal).toBe(true);
    expect(l.outcome).toBe('resolved');
  });
  it('[CMP-TARGET-COUNTED-BY] the target must still be face-up: a Set 群雄割据 is refused', () => {
    expect(C1('群雄割据(盖)').legal).toBe(false);
  });
});
