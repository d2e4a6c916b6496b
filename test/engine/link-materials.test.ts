// SIT-LINK-MATERIALS: a Link Summon written with its materials must make the Link Rating exactly (a Link
// monster counts 1 or its own rating) and the count of the material line; otherwise the binder refuses the
// summon with a message saying why. The chapter examples (docs/c01/大师规则（2017）变更点.rst:111–118) run
// the same rule through the whole pipeline in test/reference/c01-master-rule-2017.test.ts.
import { describe, expect, it } from 'vitest';
import type { Card } from '../../src/cards/facts.js';
import { linkMaterialsRefusal, materialCount } from '../../src/scenario/link-materials.js';

const card = (name: string, subtypes: string[], level: number, text = ''): Card =>
  ({ id: 0, name, names: { zh: name }, type: { kind: 'monster', subtypes }, level, effects: [], source: 'inferred', text }) as unknown as Card;
const link3 = card('解码语者', ['effect', 'link'], 3, '效果怪兽2只以上\n①：…');
const link4 = card('防火龙', ['effect', 'link'], 4, '怪兽2只以上\n①：…');
const link2 = card('蜜罐机器人', ['effect', 'link'], 2, '电子界族怪兽2只\n①：…');
const m = (name: string) => card(name, ['effect'], 4);

describe('SIT-LINK-MATERIALS', () => {
  it('[SIT-LINK-MATERIALS] three monsters, or a Link-2 monster and one more, make Link 3; four monsters never do', () => {
    expect(linkMaterialsRefusal(link3, [m('a'), m('b'), m('c')])).toBeNull();
    expect(linkMaterialsRefusal(link3, [link2, m('a')])).toBeNull();
    expect(linkMaterialsRefusal(link3, [m('a'), m('b'), m('c'), m('d')])?.zh).toContain('凑不出');
  });
  it('[SIT-LINK-MATERIALS] a Link-3 material counts 1 or 3, never 2: Link 4 from it and one monster, not from it and two', () => {
    expect(linkMaterialsRefusal(link4, [link3, m('a')])).toBeNull();
    expect(linkMaterialsRefusal(link4, [link3, m('a'), m('b')])?.en).toContain('never another number');
  });
  it('[SIT-LINK-MATERIALS] the material line\'s count holds too: one Link-3 monster alone cannot make a 「2只以上」 Link 3; 「2只」 means exactly two', () => {
    expect(linkMaterialsRefusal(link3, [card('编码语者', ['effect', 'link'], 3)])?.zh).toContain('怪兽2只以上');
    expect(materialCount(link2.text)).toEqual({ n: 2, orMore: false });
    expect(materialCount(link3.text)).toEqual({ n: 2, orMore: true });
  });
  it('[SIT-LINK-MATERIALS] nothing is judged for a card without text or a monster that is no Link monster', () => {
    expect(linkMaterialsRefusal(card('x', ['effect', 'link'], 3), [m('a')])).toBeNull();
    expect(linkMaterialsRefusal(card('星尘龙', ['synchro'], 8, '调整＋调整以外的怪兽1只以上'), [m('a')])).toBeNull();
  });
});
