// SIT-SUMMON-METHOD-KIND (test/RULES.md): a summon written by its method summons a monster of that kind only — a Synchro Summon a
// Synchro Monster, a Ritual Summon a Ritual Monster… — and the refusal says what to write instead.
import { describe, expect, it } from 'vitest';
import { cdbJudge, haveCards } from '../cards/data.js';

const answer = (input: string) => cdbJudge().chain(input, { lang: 'zh-CN' });

describe.skipIf(!haveCards)('a summon method takes a monster of its kind', () => {
  it('[SIT-SUMMON-METHOD-KIND] 同调召唤 of 稀有金属龙 (no Synchro Monster) and 仪式召唤 of 青眼白龙 are refused, saying to write 特殊召唤 X for its own procedure', () => {
    for (const [input, kind] of [['同调召唤 稀有金属龙', '同调怪兽'], ['仪式召唤 青眼白龙', '仪式怪兽'], ['连接召唤 星尘龙 素材 三眼怪,电子龙', '连接怪兽']] as const) {
      const a = answer(input);
      expect(a.ok).toBe(false);
      expect(JSON.stringify(a)).toContain(`不是${kind}`);
    }
  });

  it('[SIT-SUMMON-METHOD-KIND] the other side: a monster of that kind is summoned (星尘龙 by 同调召唤, 混沌战士 by 仪式召唤), and a Pendulum Synchro Monster is a Synchro Monster', () => {
    expect(answer('同调召唤 星尘龙 素材 废品同调士,电子龙').ok).toBe(true);
    expect(answer('同调召唤 星尘龙').ok).toBe(true);
    expect(answer('仪式召唤 混沌战士').ok).toBe(true);
    expect(answer('同调召唤 涅槃之超魔导剑士').ok).toBe(true);
  });
  it('[SIT-SUMMON-METHOD-KIND] an Extra Deck monster written with another method is told its own method (连接召唤 星尘龙 → 同调召唤 星尘龙, 同调召唤 解码语者 → 连接召唤 解码语者), and the suggestion is not the refused word', () => {
    for (const [input, own, refused] of [['连接召唤 星尘龙', '同调召唤 星尘龙', '连接召唤'], ['同调召唤 解码语者', '连接召唤 解码语者', '同调召唤'], ['超量召唤 青眼究极龙', '融合召唤 青眼究极龙', '超量召唤']] as const) {
      const a = answer(input);
      expect(a.ok).toBe(false);
      if (a.ok) continue;
      expect(a.error.message).toContain(own);
      expect(a.error.message).not.toContain('特殊召唤 ' + own.split(' ')[1]);
      expect(a.error.suggestions).toContain(own);
      expect(a.error.suggestions).not.toContain(refused);
    }
    // The other side: a Main Deck monster has no method of its own — its own procedure is written 特殊召唤 X.
    const a = answer('同调召唤 稀有金属龙');
    expect(a.ok).toBe(false);
    if (!a.ok) expect(a.error.suggestions).toEqual(['特殊召唤 稀有金属龙']);
  });
});
