// CMP-RESPONDS-TARGETED-ARCHETYPE: a quick effect 「自己场上的名字带有「X」的怪兽…成为…对象时」 answers the activation that targets a card
// of that archetype — the archetype is read from the card text, not from the text with its quoted names masked.
import { describe, expect, it } from 'vitest';
import { cdbJudge, CARDS_DB, haveCards, skipMessage } from './data.js';

skipMessage('CMP-RESPONDS-TARGETED-ARCHETYPE', CARDS_DB);

function link2(input: string) {
  const a = cdbJudge().chain(input, {});
  if (!a.ok) throw new Error(`${input}: ${a.error.message}`);
  return a.links[1]!;
}

describe.skipIf(!haveCards)('CMP-RESPONDS-TARGETED-ARCHETYPE', () => {
  it('[CMP-RESPONDS-TARGETED-ARCHETYPE] 水精鳞-深渊特里忒 ① chains to the opponent\'s Spell that targets a 「水精鳞」 monster of its side, and not to one that targets another monster', () => {
    const yes = link2('{回合:B 阶段:主要1 A场:水精鳞-深渊特里忒,水精鳞-巨齿深渊鲨 B场:} C1 B:月之书→A:水精鳞-巨齿深渊鲨 C2 A:水精鳞-深渊特里忒');
    expect(yes.legal).toBe(true);
    const no = link2('{回合:B 阶段:主要1 A场:水精鳞-深渊特里忒,青眼白龙 B场:} C1 B:月之书→A:青眼白龙 C2 A:水精鳞-深渊特里忒');
    expect(no.legal).toBe(false);
    expect(no.illegalReason).toMatch(/成为对象时/);
  });
});
