// SIT-LINK-MATERIAL-MEMORY (issue 16, rules reference docs/c03/里侧·一时除外.rst:141–146): a material line asking for monsters
// by how they came out (「通常召唤的怪兽」「特殊召唤的怪兽」「从额外卡组特殊召唤的怪兽」) is judged by what each material still
// remembers. Test cards written here; the chapter examples run through the whole pipeline in test/reference/c03-facedown-banish.test.ts.
import { describe, expect, it } from 'vitest';
import type { Card } from '../../src/cards/facts.js';
import type { CardState } from '../../src/notation/ast.js';
import { linkMaterialMemoryRefusal, materialLineAsks } from '../../src/scenario/link-material-memory.js';

const card = (name: string, subtypes: string[], text = ''): Card =>
  ({ id: 0, name, names: { zh: name }, type: { kind: 'monster', subtypes }, level: 2, effects: [], source: 'inferred', text }) as unknown as Card;
const normalLink = card('测试通常素材连接', ['effect', 'link'], '通常召唤的怪兽2只\n①：测试。');
const specialLink = card('测试特召素材连接', ['effect', 'link'], '特殊召唤的怪兽2只');
const extraLink = card('测试额外素材连接', ['effect', 'link'], '从额外卡组特殊召唤的怪兽2只以上');
const kindLink = card('测试种族素材连接', ['effect', 'link'], '电子界族怪兽2只');
const m = card('三眼怪', ['effect']);
const use = (...states: CardState[]) => ({ card: m, states });

describe('SIT-LINK-MATERIAL-MEMORY', () => {
  it('[SIT-LINK-MATERIAL-MEMORY] the material line is read for the three ways of coming out, and for nothing else', () => {
    expect(materialLineAsks(normalLink.text)).toBe('normal');
    expect(materialLineAsks(specialLink.text)).toBe('special');
    expect(materialLineAsks(extraLink.text)).toBe('extra');
    expect(materialLineAsks(kindLink.text)).toBeNull();
  });
  it('[SIT-LINK-MATERIAL-MEMORY] a Normal Summoned material, or a Gemini summoned again, fits 「通常召唤的怪兽」; a Special Summoned one does not', () => {
    expect(linkMaterialMemoryRefusal(normalLink, [use('normal-summoned'), use('special-summoned', 'gemini-summoned')])).toBeNull();
    expect(linkMaterialMemoryRefusal(normalLink, [use('normal-summoned'), use('special-summoned')])?.zh).toContain('通常召唤的怪兽');
    expect(linkMaterialMemoryRefusal(specialLink, [use('special-summoned'), use('normal-summoned')])?.zh).toContain('特殊召唤的怪兽');
  });
  it('[SIT-LINK-MATERIAL-MEMORY] from the Extra Deck: kept when banished and back, lost when turned face-down', () => {
    expect(linkMaterialMemoryRefusal(extraLink, [use('summoned-from-extra', 'banished-and-back'), use('synchro-summoned')])).toBeNull();
    expect(linkMaterialMemoryRefusal(extraLink, [use('summoned-from-extra', 'turned-face-down'), use('synchro-summoned')])?.zh).toContain('额外卡组');
  });
  it('[SIT-LINK-MATERIAL-MEMORY] the other side: a material whose states say nothing of how it came out is not judged, nor is a line asking for a kind', () => {
    expect(linkMaterialMemoryRefusal(normalLink, [use(), use()])).toBeNull();
    expect(linkMaterialMemoryRefusal(extraLink, [use(), use()])).toBeNull();
    expect(linkMaterialMemoryRefusal(kindLink, [use('special-summoned'), use()])).toBeNull();
  });
});
