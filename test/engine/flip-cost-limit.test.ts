// CH-FLIP-COST-LIMIT (rules reference docs/c03/只能有○○存在.rst:36–40): a face-down monster's effect whose cost turns it face-up
// (「把这张卡变成表侧守备表示才能发动」) cannot be activated while a face-up 「只能有○○存在」 limit would not allow it face-up there.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const links = (input: string): string[] => askCdb(input).links.map((l) => `C${l.n}:${l.legal}`);

describe.skipIf(!haveCards)('a cost that turns the card face-up, under a field limit', () => {
  it('[CH-FLIP-COST-LIMIT] 天照大神 (a Fairy) face-down under 群雄割据 next to my face-up Dragon cannot use ①; with no face-up monster of mine (the Dragon on the opponent\'s side), or no 群雄割据, it can', () => {
    expect(links('{回合:A A场:群雄割据,青眼白龙,天照大神(盖) B场:强制脱出装置(盖)} C1 B:强制脱出装置→天照大神 C2 A:天照大神①')).toEqual(['C1:true', 'C2:false']);
    expect(links('{回合:A A场:群雄割据,天照大神(盖) B场:强制脱出装置(盖),青眼白龙} C1 B:强制脱出装置→天照大神 C2 A:天照大神①')).toEqual(['C1:true', 'C2:true']);
    expect(links('{回合:A A场:青眼白龙,天照大神(盖) B场:强制脱出装置(盖)} C1 B:强制脱出装置→天照大神 C2 A:天照大神①')).toEqual(['C1:true', 'C2:true']);
  });
  it('[CH-FLIP-COST-LIMIT] 机怪神 超机怪虫神 (an EARTH Insect) face-down: not under 御前试合 next to a face-up LIGHT monster, nor under 千查万别 next to a face-up Insect; a face-down neighbour does not count', () => {
    expect(links('{回合:A A场:御前试合,机怪神 超机怪虫神(盖),青眼白龙 B场:强制脱出装置(盖)} C1 B:强制脱出装置→机怪神 超机怪虫神 C2 A:机怪神 超机怪虫神①')).toEqual(['C1:true', 'C2:false']);
    expect(links('{回合:A A场:千查万别,机怪神 超机怪虫神(盖),杀人蜂 B场:强制脱出装置(盖)} C1 B:强制脱出装置→机怪神 超机怪虫神 C2 A:机怪神 超机怪虫神①')).toEqual(['C1:true', 'C2:false']);
    expect(links('{回合:A A场:御前试合,机怪神 超机怪虫神(盖),三眼怪(盖) B场:强制脱出装置(盖)} C1 B:强制脱出装置→机怪神 超机怪虫神 C2 A:机怪神 超机怪虫神①')).toEqual(['C1:true', 'C2:true']);
  });
});
