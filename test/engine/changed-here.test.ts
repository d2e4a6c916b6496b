// Issue 16, SIT-CHANGED-HERE (rules reference docs/c03/只能有○○存在.rst:45, :133): `X(属性:地)` / `X(种族:岩石族)` — the Attribute or Type
// an earlier effect gave a card where it is now. It is that while it stays there (what a limit on the field judges at activation), and
// its own self again once it moves (a limit then judges what arrives).
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';
import { parseNotation, printNotation } from '../../src/notation/index.js';

skipMessage('SIT-CHANGED-HERE', CARDS_DB);

const moved = (a: ReturnType<typeof askCdb>, type: string) => a.events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => c.name));

describe('SIT-CHANGED-HERE, the notation', () => {
  it('[SIT-CHANGED-HERE] 属性:/种族: take an Attribute or a Type; anything else is refused with what to write', () => {
    const ok = parseNotation('{回合:A A墓:元素灵剑士·随风(属性:地),青眼白龙(种族:岩石族)} C1 A:死者苏生→青眼白龙');
    expect(ok.ok).toBe(true);
    // Printed back as written.
    if (ok.ok) expect(printNotation(ok.tree)).toContain('元素灵剑士·随风(属性:地)');
    const bad = parseNotation('{回合:A A墓:青眼白龙(种族:岩石)} C1 A:死者苏生→青眼白龙');
    expect(bad.ok).toBe(false);
  });
});

describe.skipIf(!haveCards)('SIT-CHANGED-HERE', () => {
  it('[SIT-CHANGED-HERE] under 群雄割据 with a Rock on the field, 青眼白龙 made a Rock in the GY may be revived by 死者苏生 (unchanged it may not) — and once on the field it is a Dragon again and is sent to the GY by rule', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:群雄割据,岩石巨兵 A墓:青眼白龙(种族:岩石族)} C1 A:死者苏生→青眼白龙');
    expect(a.links[0]!.legal).toBe(true);
    expect(moved(a, 'special-summoned')).toEqual(['青眼白龙']);
    expect(moved(a, 'sent-to-gy')).toContain('青眼白龙');
    expect(a.assumptions.join()).toMatch(/青眼白龙.*岩石族/);
    expect(askCdb('{回合:A 阶段:主要1 A场:群雄割据,岩石巨兵 A墓:青眼白龙} C1 A:死者苏生→青眼白龙').links[0]!.legal).toBe(false);
  });
  it('[SIT-CHANGED-HERE] the opponent’s GY monster made a Rock may be taken to my field the same way; a monster on the field made LIGHT lets a LIGHT monster join it under 御前试合', () => {
    expect(askCdb('{回合:A 阶段:主要1 A场:群雄割据,岩石巨兵 B墓:青眼白龙(种族:岩石族)} C1 A:死者苏生→B:青眼白龙').links[0]!.legal).toBe(true);
    const light = askCdb('{回合:A 阶段:主要1 A场:御前试合,岩石巨兵(属性:光) A墓:幻象鸟} C1 A:死者苏生→幻象鸟');
    expect(light.links[0]!.legal).toBe(true);
    expect(moved(light, 'sent-to-gy')).not.toContain('幻象鸟');
    expect(askCdb('{回合:A 阶段:主要1 A场:御前试合,岩石巨兵 A墓:幻象鸟} C1 A:死者苏生→幻象鸟').links[0]!.legal).toBe(false);
  });
  it('[SIT-CHANGED-HERE] only a monster card takes an Attribute or a Type', () => {
    expect(() => askCdb('{回合:A A场:黑洞(属性:光)} C1 A:黑洞')).toThrow(/怪兽/);
  });
});
