// Issue 16 (CH-STAT-DURATION-END): `回合结束后` / `伤害计算后` as the input's last word, after a chain or a situation alone —
// the numbers once that duration has ended. One raw parse; a card named like the word elsewhere is still a card.
import { describe, expect, it } from 'vitest';
import { parseNotation, printNotation, type NotationTree } from '../../src/notation/index.js';
import { noSpans, rawResultCount } from './helpers.js';

function ok(text: string): NotationTree {
  const r = parseNotation(text);
  if (!r.ok) throw new Error(`${text}\n${r.error.message.en}\n${r.error.caret}`);
  expect(rawResultCount(text), text).toBe(1);
  return r.tree;
}

describe('a duration ending (回合结束后 / 伤害计算后)', () => {
  it('after a chain: the links stay as they are, the tree says which moment', () => {
    const t = ok('{回合:A B场:青眼白龙} C1 A:半封→青眼白龙 回合结束后');
    expect(t.kind === 'chain' && [t.links.length, t.links[0]!.targets.map((x) => x.card.kind === 'name' && x.card.name), t.later, t.ask]).toEqual([1, ['青眼白龙'], 'turn-end', undefined]);
    const d = ok('{回合:A 阶段:伤害计算} C1 A:闪光No.39 希望皇 霍普·电光皇② 伤害计算后');
    expect(d.kind === 'chain' && d.later).toBe('damage-calc-end');
    const en = ok('C1 A:半封→青眼白龙 end-of-turn');
    expect(en.kind === 'chain' && [en.later, en.links[0]!.targets[0]!.card.kind === 'name' && en.links[0]!.targets[0]!.card.name]).toEqual(['turn-end', '青眼白龙']);
    const glued = ok('{回合:A A场:青眼白龙(攻1500)}回合结束后');
    expect(glued.kind === 'chain' && glued.later).toBe('turn-end');
  });
  it('after a situation alone it asks for the numbers at that moment; the print reads back', () => {
    const t = ok('{回合:A A场:青眼白龙(攻1500)} 回合结束后');
    expect(t.kind === 'chain' && [t.links.length, t.later, t.ask]).toEqual([0, 'turn-end', true]);
    for (const s of ['{回合:A B场:青眼白龙} C1 A:半封→青眼白龙 回合结束后', '{回合:A A场:青眼白龙(攻1500)} 伤害计算后']) {
      const tree = ok(s);
      const again = parseNotation(printNotation(tree));
      expect(again.ok && noSpans(again.tree)).toEqual(noSpans(tree));
    }
  });
  it('only as the last word after a chain or a situation: elsewhere it is part of a name; after an action it is an error in both languages', () => {
    const t = ok('C1 A:回合结束后 C2 B:黑洞');
    expect(t.kind === 'chain' && [t.later, t.links[0]!.card.kind === 'name' && t.links[0]!.card.name]).toEqual([undefined, '回合结束后']);
    const mid = ok('{回合:A} C1 A:半封→青眼白龙 回合结束后 C2 B:黑洞');
    expect(mid.kind === 'chain' && [mid.later, mid.links[0]!.targets[0]!.card.kind === 'name' && mid.links[0]!.targets[0]!.card.name]).toEqual([undefined, '青眼白龙 回合结束后']);
    const bad = parseNotation('{回合:A} 召唤 三眼怪 回合结束后');
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.error.message.zh).toContain('只能写在连锁或情况块后面');
      expect(bad.error.message.en).toContain('not after an action');
    }
  });
});
