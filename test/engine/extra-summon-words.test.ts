// s61: the words of an extra Normal Summon grant (「自己在通常召唤外加上只有1次，自己主要阶段可以把…召唤」) that were not read, so any
// monster was summoned on it, 'not checked': 鬼青蛙 ③ 「「鬼青蛙」以外的1只「青蛙」怪兽」, 光之灵堂 ① 「1只光属性·1星调整」, and the summon
// the grant allows — 「召唤」 (face-up, no Set), 「上级召唤」 (冥帝从骑 哀多斯 ①: a Tribute Summon only). Rules reference
// docs/c02/基本用语.rst:680–686 (one extra summon of the kind a turn; the player declares which grant a summon uses).
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';

const warned = (a: ReturnType<typeof askCdb>) => a.warnings.join('\n');
const assumed = (a: ReturnType<typeof askCdb>) => a.assumptions.join('\n');
const summoned = (a: ReturnType<typeof askCdb>) => a.events.filter((e) => e.type === 'summoned' || e.type === 'set').flatMap((e) => e.cards.map((c) => c.name));
const monster = { kind: 'monster' as const, subtypes: ['effect' as const] };
const grantOf = (text: string, type: Parameters<typeof compileEffects>[1] = monster) => compileEffects(text, type).find((e) => e.extraSummon !== undefined)!;

describe('the compiler reads the monster and the summon a grant names', () => {
  it('[CH-NORMAL-SUMMON-ONCE] 「「鬼青蛙」以外的1只「青蛙」怪兽召唤」: 青蛙 but not 鬼青蛙, a summon; 「1只光属性·1星调整召唤」: a LIGHT Level 1 Tuner; 「可以上级召唤」: a Tribute Summon of any monster; 「往…连接区的自己场上召唤」: unread, kept', () => {
    const frog = grantOf('③：1回合1次，让自己场上1只怪兽回到持有者手卡才能发动。这个回合，自己在通常召唤外加上只有1次，自己主要阶段可以把「鬼青蛙」以外的1只「青蛙」怪兽召唤。');
    expect(frog.extraSummonFilter).toEqual({ archetype: '青蛙', notName: '鬼青蛙' });
    expect(frog.extraSummonAs).toBe('summon');
    const hall = grantOf('①：只要这张卡在场地区域存在，自己在通常召唤外加上只有1次，自己主要阶段可以把1只光属性·1星调整召唤。', { kind: 'spell', subtypes: ['field'] });
    expect(hall.extraSummonFilter).toEqual({ attribute: '光', subtypes: ['tuner'], levelMin: 1, levelMax: 1 });
    const squire = grantOf('①：这张卡在墓地存在的场合才能发动。这个回合，自己在通常召唤外加上只有1次，自己主要阶段可以上级召唤。');
    expect(squire.extraSummonAs).toBe('tribute-summon');
    expect(squire.extraSummonFilter).toBeUndefined();
    const link = grantOf('①：这个回合，自己在通常召唤外加上只有1次，可以从手卡把1只怪兽往作为这张卡所连接区的自己场上召唤。');
    expect(link.extraSummonUnread).toBe('怪兽往作为这张卡所连接区的自己场上');
    // 「…通常召唤」: a summon or a Set, of any monster — nothing restricted.
    const any = grantOf('①：只要这张卡在怪兽区域存在，自己在通常召唤外加上只有1次，自己主要阶段可以把1只怪兽通常召唤。');
    expect([any.extraSummonAs, any.extraSummonFilter, any.extraSummonUnread]).toEqual([undefined, undefined, undefined]);
  });
});

describe.skipIf(!haveCards)('an extra Normal Summon used on a monster its words do not name', () => {
  const frog = '{回合:A 阶段:主要1 本回合:A:鬼青蛙#3, A:三眼怪(召唤)}';
  it('[CH-NORMAL-SUMMON-ONCE] 鬼青蛙 ③: 黑魔术师 (no 青蛙) and 鬼青蛙 itself are refused with the reason; 贯青蛙 is summoned on it, said (zh, en) — before, any monster, \'not checked\'', () => {
    const dm = askCdb(`${frog} 召唤 A:黑魔术师`);
    expect(summoned(dm)).toEqual([]);
    expect(warned(dm)).toContain('「鬼青蛙」追加的那1次通常召唤只能召唤「鬼青蛙」以外的「青蛙」怪兽（按卡片文本）：「黑魔术师」不是');
    expect(warned(askCdb(`${frog} 召唤 A:鬼青蛙`))).toContain('：「鬼青蛙」不是，不能用那1次召唤');
    const ok = askCdb(`${frog} 召唤 A:贯青蛙`);
    expect(summoned(ok)).toEqual(['贯青蛙']);
    expect(assumed(ok)).toContain('那个效果只能召唤「鬼青蛙」以外的「青蛙」怪兽，「贯青蛙」符合');
    const en = cdbJudge().chain(`${frog} 召唤 A:黑魔术师`, { lang: 'en' });
    // (The card names are said in English where the loaded data has them: 鬼青蛙 may stay in Chinese here.)
    expect(en.ok && en.warnings.join('\n')).toMatch(/may summon only monsters \("Frog"\) other than "(?:Swap Frog|鬼青蛙)" \(its text\): Dark Magician is not one/);
  });
  it('[CH-NORMAL-SUMMON-ONCE] 鬼青蛙 ③ grants a summon (「召唤」), not a Set: 盖放 贯青蛙 on it is refused, said (zh, en)', () => {
    const a = askCdb(`${frog} 盖放 A:贯青蛙`);
    expect(summoned(a)).toEqual([]);
    expect(warned(a)).toContain('「鬼青蛙」追加的那1次只能召唤（表侧表示，按卡片文本），不能盖放');
    const en = cdbJudge().chain(`${frog} 盖放 A:贯青蛙`, { lang: 'en' });
    expect(en.ok && en.warnings.join('\n')).toContain('is a summon only (face-up, its text), not a Set');
  });
  it('[CH-NORMAL-SUMMON-ONCE] the grant used twice, by the other player, or (a continuous one) with its card gone: refused as before — guards', () => {
    expect(warned(askCdb('{回合:A 阶段:主要1 本回合:A:鬼青蛙#3, A:三眼怪(召唤), A:贯青蛙(召唤,由鬼青蛙)} 召唤 A:魔知青蛙'))).toContain('1回合只能进行1次');
    expect(warned(askCdb('{回合:B 阶段:主要1 本回合:A:鬼青蛙#3, B:三眼怪(召唤)} 召唤 B:贯青蛙'))).toContain('1回合只能进行1次');
    expect(warned(askCdb('{回合:A 阶段:主要1 本回合:A:三眼怪(召唤) A场:光之灵堂} C1 B:旋风→光之灵堂 然后 召唤 A:青色眼睛的贤士'))).toContain('1回合只能进行1次');
  });
  it('[CH-NORMAL-SUMMON-ONCE] 光之灵堂 ①: a LIGHT Level 1 Tuner (青色眼睛的贤士) is summoned on it; 救援猫 is refused — and with 鬼青蛙 ③ applied too, a monster fitting either grant is summoned (the player declares which, 基本用语.rst:686)', () => {
    const hall = '{回合:A 阶段:主要1 本回合:A:三眼怪(召唤) A场:光之灵堂}';
    expect(assumed(askCdb(`${hall} 召唤 A:青色眼睛的贤士`))).toContain('那个效果只能召唤1星的光属性调整怪兽，「青色眼睛的贤士」符合');
    expect(warned(askCdb(`${hall} 召唤 A:救援猫`))).toContain('「光之灵堂」追加的那1次通常召唤只能召唤1星的光属性调整怪兽（按卡片文本）：「救援猫」不是');
    const both = '{回合:A 阶段:主要1 本回合:A:鬼青蛙#3, A:三眼怪(召唤) A场:光之灵堂}';
    expect(assumed(askCdb(`${both} 召唤 A:青色眼睛的贤士`))).toContain('当作使用「光之灵堂」追加的那1次通常召唤');
    expect(warned(askCdb(`${both} 召唤 A:救援猫`))).toContain('这个回合其他追加通常召唤的效果也不适用于这次召唤');
  });
  it('[CH-NORMAL-SUMMON-ONCE] 冥帝从骑 哀多斯 ① 「可以上级召唤」: 救援猫 (Level 4, no tribute) cannot use it; 黑魔术师 (Level 7) can, any monster said (zh, en)', () => {
    const squire = '{回合:A 阶段:主要1 本回合:A:冥帝从骑 哀多斯#1, A:三眼怪(召唤)}';
    expect(warned(askCdb(`${squire} 召唤 A:救援猫`))).toContain('「冥帝从骑 哀多斯」追加的那1次只能上级召唤（按卡片文本）：「救援猫」的这次召唤没有解放怪兽');
    expect(assumed(askCdb(`${squire} 召唤 A:黑魔术师`))).toContain('按卡片文本，那个效果可以召唤的怪兽没有限制');
    const en = cdbJudge().chain(`${squire} 召唤 A:救援猫`, { lang: 'en' });
    expect(en.ok && en.warnings.join('\n')).toContain('is a Tribute Summon only (its text)');
  });
  it('[CH-NORMAL-SUMMON-ONCE] a grant whose words are not read (刚鬼 雷霆食人魔 「往作为这张卡所连接区的自己场上召唤」): the summon is made, and the answer names the words not checked', () => {
    const a = askCdb('{回合:A 阶段:主要1 本回合:A:三眼怪(召唤) A场:刚鬼 雷霆食人魔} 召唤 A:救援猫');
    expect(summoned(a)).toEqual(['救援猫']);
    expect(assumed(a)).toContain('那个效果的「怪兽往作为这张卡所连接区的自己场上」没有读懂，没有核对');
  });
});
