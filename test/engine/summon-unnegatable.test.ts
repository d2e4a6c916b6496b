// CH-SUMMON-UNNEGATABLE: 「这张卡的召唤（·特殊召唤）不会被无效化」 — the monster's own protection of that kind of its summon: a summon
// negation cannot be activated against such a summon; another kind of its summon, or another monster's, can be negated as usual.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('summons that cannot be negated (CH-SUMMON-UNNEGATABLE)', CARDS_DB);

const c1 = (input: string) => askCdb(input).links.find((l) => l.n === 1)!;

describe.skipIf(!haveCards)('summons that cannot be negated', () => {
  it('[CH-SUMMON-UNNEGATABLE] 太阳神之翼神龙 Tribute Summoned: 神之宣告 cannot be activated against it; against 青眼白龙\'s it can and negates it', () => {
    const ra = c1('{回合:A A场:三眼怪,电子龙,青眼白龙} 上级召唤 太阳神之翼神龙 解放 三眼怪,电子龙,青眼白龙 C1 B:神之宣告');
    expect(ra.legal).toBe(false);
    expect(ra.rules).toContain('CH-SUMMON-UNNEGATABLE');
    const blue = c1('{回合:A A场:三眼怪,电子龙} 上级召唤 青眼白龙 解放 三眼怪,电子龙 C1 B:神之宣告');
    expect(blue.legal).toBe(true);
    expect(blue.outcome).toBe('resolved');
  });

  it('[CH-SUMMON-UNNEGATABLE] by kind: 创星神 索菲娅\'s Special Summon is protected from 神之警告; 欧贝利斯克之巨神兵\'s text protects only its Normal Summon, so a Special Summon of it can be negated', () => {
    expect(c1('特殊召唤 创星神 索菲娅 C1 B:神之警告').legal).toBe(false);
    // (The example was 太阳神之翼神龙 until s55; its current text also says 「这张卡不能特殊召唤」, so that Special Summon typed as the
    // action is not made at all (CH-SUMMON-CONDITION) and 神之警告 has nothing to answer (CH-SUMMON-NONE-TO-ANSWER). 欧贝利斯克之巨神兵's
    // current text has the same 「这张卡的召唤不会被无效化」 and no such condition.)
    const obelisk = c1('特殊召唤 欧贝利斯克之巨神兵 C1 B:神之警告');
    expect(obelisk.legal).toBe(true);
    expect(obelisk.rules).not.toContain('CH-SUMMON-UNNEGATABLE');
    const ra = c1('特殊召唤 太阳神之翼神龙 C1 B:神之警告');
    expect(ra.legal).toBe(false);
    expect(ra.rules).toContain('CH-SUMMON-NONE-TO-ANSWER');
  });

  it('[CH-SUMMON-UNNEGATABLE] the compiler reads it from the text of every such card (奥西里斯之天空龙, 欧贝利斯克之巨神兵)', () => {
    for (const god of ['奥西里斯之天空龙', '欧贝利斯克之巨神兵']) {
      expect(c1(`{回合:A A场:三眼怪,电子龙,青眼白龙} 上级召唤 ${god} 解放 三眼怪,电子龙,青眼白龙 C1 B:神之警告`).legal).toBe(false);
    }
  });
});
