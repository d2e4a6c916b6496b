// CH-NEGATE-ACTIVATED-LASTING: 「直到回合结束时，对方发动的怪兽的效果无效化」 (鹰身女妖的羽毛吹雪) negates the monster effects the opponent
// activates — those already on the chain below it too, even when their card left the field as a cost — not the cards on the field
// (test/RULES.md; rules reference docs/c03/卡片的抗性.rst:237–240).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';
import { compileEffects } from '../../src/cards/compile/index.js';
import type { CardType } from '../../src/cards/facts.js';

const links = (a: ChainAnswer) => a.links.map((l) => `C${l.n}:${l.outcome}${l.by !== null ? `@${l.by}` : ''}`);
const trap: CardType = { kind: 'trap', subtypes: ['normal'] } as CardType;

describe('the compiler reads a lasting negation of activated effects', () => {
  it('[CH-NEGATE-ACTIVATED-LASTING] 「直到回合结束时，对方发动的怪兽的效果无效化」 names the opponent’s activated monster effects; 「直到回合结束时，场上的怪兽的效果无效化」 does not', () => {
    const step = (text: string) => compileEffects(text, trap).flatMap((e) => e.does).find((a) => a.do === 'negate-effects');
    expect(step('①：自己场上有鸟兽族·风属性怪兽存在的场合才能发动。直到回合结束时，对方发动的怪兽的效果无效化。')?.negatesActivated).toEqual({ by: 'opponent', kind: 'monster' });
    expect(step('①：直到回合结束时，对方场上的全部怪兽的效果无效化。')?.negatesActivated).toBeUndefined();
  });
});

describe.skipIf(!haveCards)('a lasting negation of the opponent’s activated monster effects', () => {
  const feather = 'B场:鹰身女妖的羽毛吹雪(盖),鹰身女郎';
  it('[CH-NEGATE-ACTIVATED-LASTING] chained to an opponent’s monster effect, it negates that effect — also one whose monster was tributed as its cost (卡片汽车·D)', () => {
    expect(links(askCdb(`{回合:A 阶段:主要1 A场:三眼怪 ${feather}} C1 A:三眼怪 C2 B:鹰身女妖的羽毛吹雪`))).toEqual(['C1:effect-negated@2', 'C2:resolved']);
    const car = askCdb(`{回合:A 阶段:主要1 A场:卡片汽车·D(召唤) ${feather}} C1 A:卡片汽车·D[cost:解放 卡片汽车·D] C2 B:鹰身女妖的羽毛吹雪`);
    expect(links(car)).toEqual(['C1:effect-negated@2', 'C2:resolved']);
    expect(car.events.some((e) => e.type === 'drawn' && e.link === 1)).toBe(false);
  });
  it('[CH-NEGATE-ACTIVATED-LASTING] the other side: a Spell of the opponent, a monster effect of its own player, and a monster still face-up and unaffected by Traps are not negated', () => {
    expect(links(askCdb(`{回合:A 阶段:主要1 A场:三眼怪 ${feather}} C1 A:黑洞 C2 B:鹰身女妖的羽毛吹雪`))).toEqual(['C1:resolved', 'C2:resolved']);
    expect(links(askCdb('{回合:B 阶段:主要1 B场:三眼怪,鹰身女妖的羽毛吹雪(盖),鹰身女郎} C1 B:三眼怪 C2 B:鹰身女妖的羽毛吹雪'))).toEqual(['C1:resolved', 'C2:resolved']);
    expect(links(askCdb(`{回合:A 阶段:主要1 A场:三眼怪(不受陷阱) ${feather}} C1 A:三眼怪 C2 B:鹰身女妖的羽毛吹雪`))).toEqual(['C1:resolved', 'C2:resolved']);
  });
});
