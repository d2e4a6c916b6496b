// FD-COPY (test/RULES.md; rules reference docs/c03/复制.rst:17–115): a card that took another card's name and
// effects (混沌幻影, 霸王眷龙 凶饿毒 …) is written `X(复制:Y)` in the situation; a chain link naming X is that
// card, with Y's effects numbered as Y numbers them.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';
import { parseNotation, printNotation } from '../../src/notation/index.js';

describe('a copy, the notation', () => {
  it('[FD-COPY] 「复制:Y」 in a card’s note reads back as typed; 「copying Y」 is the same', () => {
    const r = parseNotation('{回合:A A场:混沌幻影(复制:电子龙·无限)} C1 A:混沌幻影②');
    expect(r.ok).toBe(true);
    if (r.ok) expect(printNotation(r.tree)).toBe('{回合:A; A场:混沌幻影(复制:电子龙·无限)} C1 A:混沌幻影②');
    const en = parseNotation('{回合:A A场:混沌幻影(copying 青眼白龙,特殊召唤)} C1 B:旋风');
    expect(en.ok).toBe(true);
    if (en.ok) expect(printNotation(en.tree)).toBe('{回合:A; A场:混沌幻影(特殊召唤,复制:青眼白龙)} C1 B:旋风');
  });
});

describe.skipIf(!haveCards)('a copy in the answer', () => {
  it('[FD-COPY] a link naming the copying card uses the copied card’s effect: 混沌幻影 as No.38 希望魁龙 银河巨神 negates 黑洞 with ①; bare, 混沌幻影 has no such effect', () => {
    const a = askCdb('{回合:B A场:混沌幻影(复制:No.38 希望魁龙 银河巨神)} C1 B:黑洞 C2 A:混沌幻影①');
    expect(a.links.map((l) => `${l.legal}:${l.outcome}`)).toEqual(['true:effect-negated', 'true:resolved']);
    expect(a.assumptions.join('')).toContain('按情境当作「No.38 希望魁龙 银河巨神」');
    expect(askCdb('{回合:B A场:混沌幻影} C1 B:黑洞 C2 A:混沌幻影①').links[1]!.legal).not.toBe(true);
  });
  it('[FD-COPY] the copy carries the copied name into the answer (黑洞 destroys “始祖守护者 提拉斯”), and a copied name that is no card is refused with the catalog’s message', () => {
    const a = askCdb('{回合:B A场:混沌幻影(复制:始祖守护者 提拉斯)} C1 B:黑洞');
    expect(a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['始祖守护者 提拉斯']);
    const bad = cdbJudge().chain('{回合:B A场:混沌幻影(复制:不存在的卡名字啊)} C1 B:黑洞', { lang: 'zh-CN' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.message).toContain('找不到卡片「不存在的卡名字啊」');
  });
});
