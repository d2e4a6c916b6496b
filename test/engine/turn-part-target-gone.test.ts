// s58 (CH-TURN-PART): a targeting effect whose target is gone as it resolves still applies its part lasting the turn written as a sentence
// of its own — 「即使前一段效果处理时不适用，只要没被无效，这部分基本上仍会适用」 (rules reference docs/c03/誓约.rst:179; 冥帝从骑 哀多斯 is
// the reference's own example of this wording, :167) — while a part joined by a comma does not (:187), nor any part when negated (:170).
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-TURN-PART (target gone)', CARDS_DB);

const eidos = '{回合:A 阶段:主要1 A墓:冥帝从骑 哀多斯,天帝从骑 爱迪娅 B手:D.D.乌鸦';
const summon = 'C1 A:冥帝从骑 哀多斯#2→天帝从骑 爱迪娅';

describe.skipIf(!haveCards)('CH-TURN-PART: the target gone', () => {
  it('[CH-TURN-PART] 冥帝从骑 哀多斯② whose target D.D.乌鸦 banished: nothing is summoned, yet 「。这个回合，自己不能从额外卡组把怪兽特殊召唤」 applies and the answer says why (before: 「所以不处理」, nothing listed)', () => {
    const a = askCdb(`${eidos}} ${summon} C2 B:D.D.乌鸦→天帝从骑 爱迪娅`);
    const c1 = a.links.find((l) => l.n === 1)!;
    expect(c1.outcome).toBe('resolved');
    expect(String(c1.reason)).toContain('对对象的处理不进行；单独一句的『这个回合○○』是附加在效果上的部分');
    expect(a.events.filter((e) => e.type === 'special-summoned')).toEqual([]);
    expect(a.lasting?.map((x) => [x.link, x.card.name])).toEqual([[1, '冥帝从骑 哀多斯']]);
    expect(a.lasting?.[0]?.what).toContain('不能从额外卡组把怪兽特殊召唤');
  });
  it('[CH-TURN-PART] the same in English: the link says the part for the rest of the turn still applies', () => {
    const a = cdbJudge().chain(`${eidos}} ${summon} C2 B:D.D.乌鸦→天帝从骑 爱迪娅`, { lang: 'en' });
    if (!a.ok) throw new Error(a.error.message);
    expect(String(a.links.find((l) => l.n === 1)!.reason)).toContain('the part for the rest of the turn, a sentence of its own, is added to the effect');
  });
  it('[CH-TURN-PART] B\'s own 哀多斯, A\'s card removing the target: the part binds B (the card\'s controller)', () => {
    const a = askCdb('{回合:B 阶段:主要1 B墓:冥帝从骑 哀多斯,天帝从骑 爱迪娅 A手:D.D.乌鸦} C1 B:冥帝从骑 哀多斯#2→天帝从骑 爱迪娅 C2 A:D.D.乌鸦→天帝从骑 爱迪娅');
    expect(a.lasting?.map((x) => [x.link, x.card.controller])).toEqual([[1, 'B']]);
  });
  it('[CH-TURN-PART] 哀多斯② whose activation 天罚 negated: no part applies (it is the effect\'s, 誓约.rst:170)', () => {
    const a = askCdb(`${eidos} B场:49010598(盖)} ${summon} C2 B:49010598`);
    expect(a.links.find((l) => l.n === 1)!.outcome).toBe('activation-negated');
    expect(a.lasting).toBeUndefined();
  });
  it('[CH-TURN-PART] a comma part with its target gone does not apply (誓约.rst:187): 女巫特露德② whose target B returned to the hand lists nothing', () => {
    const a = askCdb('{回合:A A场:女巫特露德,急流山的金宫 B场:三眼怪,强制脱出装置(盖)} C1 A:女巫特露德②→三眼怪 C2 B:强制脱出装置→三眼怪');
    expect(a.links.find((l) => l.n === 1)!.outcome).toBe('no-effect');
    expect(a.lasting).toBeUndefined();
  });
  it('[CH-TURN-PART] a sentence part naming the cards the effect reached (淘气仙星融合② 「自己不能把这个效果加入手卡的怪兽…」), its target gone: not listed, and said not judged', () => {
    const a = askCdb('{回合:A 阶段:主要1 A墓:淘气仙星融合,淘气仙星·曼德拉 B手:D.D.乌鸦} C1 A:淘气仙星融合#2→淘气仙星·曼德拉 C2 B:D.D.乌鸦→淘气仙星·曼德拉');
    expect(a.lasting).toBeUndefined();
    expect(a.assumptions.join('')).toContain('指的是这个效果处理到的卡，对象不在时它约束什么没有判断');
  });
  it('[CH-TURN-PART] an old text\'s 「选择的怪兽」 names the target too: 蛮勇鳞粉 whose target was bounced does nothing — its End Phase ATK loss is not listed (it was, after the first s58 merge)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:青眼白龙 B场:黑魔术师} C1 B:蛮勇鳞粉→黑魔术师 C2 A:强制脱出装置→黑魔术师');
    expect(a.links.find((l) => l.n === 1)!.outcome).toBe('no-effect');
    expect(a.lasting).toBeUndefined();
  });
});
