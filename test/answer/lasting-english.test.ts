// CH-TURN-PART-EN: an English answer says a part lasting the rest of the turn in English — from what the engine read of it (the lock
// on activations it leaves, the summon limits read from it) — never by quoting the card's Chinese words; the Chinese answer still quotes them.
import { describe, expect, it } from 'vitest';
import { cdbJudge, haveCards } from '../cards/data.js';
import { renderChainText } from '../../src/answer/render/text.js';

const CJK = /[\u4e00-\u9fff]/;
const lastingLines = (text: string) => text.split('\n').slice(text.split('\n').findIndex((l) => /^(Lasting this turn|这个回合持续)/.test(l)) + 1).filter((l) => l.startsWith('  · ')).slice(0, 3);

describe.skipIf(!haveCards)('lasting parts in English', () => {
  it('[CH-TURN-PART-EN] 红色重启: "for the rest of the turn, the opponent cannot activate Trap cards" — no Chinese quoted; the Chinese answer quotes the card', () => {
    const input = 'C1 B:神之宣告 C2 A:红色重启';
    const en = cdbJudge().chain(input, { lang: 'en' });
    expect(en.ok).toBe(true);
    const enText = en.ok ? renderChainText(en, 'en') : '';
    const line = enText.split('\n').find((l) => l.startsWith('  · C2 Red Reboot:'));
    expect(line).toContain('for the rest of the turn, the opponent cannot activate Trap cards');
    expect(line).not.toMatch(CJK);
    const zh = cdbJudge().chain(input, { lang: 'zh-CN' });
    expect(zh.ok && renderChainText(zh, 'zh-CN')).toContain('『这张卡的发动后，直到回合结束时对方不能把陷阱卡发动』');
  });

  it('[CH-TURN-PART-EN] a compiled part (齿轮齿轮钻地人①: no attack, Machine Special Summons only) is said in English words, not its Chinese text', () => {
    const en = cdbJudge().chain('{回合:A 阶段:主要1 A手:齿轮齿轮钻地人 A卡组:古代的机械箱} 召唤 齿轮齿轮钻地人 C1 A:齿轮齿轮钻地人①', { lang: 'en' });
    expect(en.ok).toBe(true);
    for (const l of en.ok ? en.lasting ?? [] : []) expect(String(l.what)).not.toMatch(CJK);
    expect(lastingLines(en.ok ? renderChainText(en, 'en') : '').join('\n')).not.toBe('');
  });
});
