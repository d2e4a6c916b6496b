// CMP-MONSTER-EITHER — 「A怪兽或者B怪兽」 in a card description: a monster of either description, not one having every trait of both.
// 扰乱睡衣派对② (current text: 「自己场上的「武装龙」怪兽或者机械族·光属性的融合怪兽被战斗·效果破坏的场合，可以作为代替把自己的手卡·场上·
// 墓地1张「扰乱」卡除外」). Before, its filter asked a 「武装龙」 monster that was also a Machine LIGHT Fusion Monster — no card is — so it
// never replaced a destruction.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, cdbJudge, CARDS_DB, haveCards, skipMessage } from './data.js';

skipMessage('扰乱睡衣派对', CARDS_DB);

const destroyed = (a: ChainAnswer) => a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));
const raigeki = (mine: string) => askCdb(`{回合:B 阶段:主要1 A场:扰乱睡衣派对,${mine} A手:扰乱·黄 B手:雷击} C1 B:雷击 [代替破坏 扰乱睡衣派对]`);

describe.skipIf(!haveCards)('扰乱睡衣派对②: either kind of monster', () => {
  it('[CMP-MONSTER-EITHER] a 「武装龙」 monster (武装龙 LV7, a Dragon) is not destroyed by 雷击: a 「扰乱」 card is banished instead', () => {
    const a = raigeki('武装龙 LV7');
    expect(destroyed(a)).toEqual([]);
    expect(a.links[0]!.reason).toContain('代替破坏适用：「武装龙 LV7」没有被破坏');
  });

  it('[CMP-MONSTER-EITHER] a Machine LIGHT Fusion Monster that is no 「武装龙」 (XYZ-神龙炮) is protected too; 青眼白龙 (neither) is destroyed', () => {
    expect(destroyed(raigeki('XYZ-神龙炮'))).toEqual([]);
    expect(destroyed(raigeki('青眼白龙'))).toEqual(['青眼白龙']);
  });

  it('[CMP-MONSTER-EITHER] the compiled filter: the place said of both, each description its own alternative (`anyOf`)', () => {
    const r = cdbJudge().catalog.resolve('扰乱睡衣派对');
    if (!r.ok) throw new Error('扰乱睡衣派对');
    const does = r.card.effects.find((e) => e.n === 2)!.does[0]!;
    expect(does).toMatchObject({ do: 'replace-destruction', what: { filter: { side: 'self', place: 'field', anyOf: [{ archetype: '武装龙' }, { race: '机械族', attribute: '光', subtypes: ['fusion'] }] } } });
    expect((does as { what: { filter: Record<string, unknown> } }).what.filter.archetype).toBeUndefined();
  });

  it('[CMP-MONSTER-EITHER] 「「蔷薇龙」怪兽或者龙族同调怪兽」 (花园蔷薇少女②) is either; two places are not two kinds of monster (守护龙 毗斯缇: 「自己墓地的怪兽或者除外的自己怪兽之中…龙族怪兽」)', () => {
    const effect = (name: string, n: number) => {
      const r = cdbJudge().catalog.resolve(name);
      if (!r.ok) throw new Error(name);
      return r.card.effects.find((e) => e.n === n)!;
    };
    expect(effect('花园蔷薇少女', 2).targets).toMatchObject({ filter: { place: 'gy', anyOf: [{ archetype: '蔷薇龙' }, { race: '龙族', subtypes: ['synchro'] }] } });
    expect(effect('守护龙 毗斯缇', 2).targets!.filter).toEqual({ kind: 'monster', place: ['gy', 'banished'], race: '龙族', side: 'self' });
  });
});
