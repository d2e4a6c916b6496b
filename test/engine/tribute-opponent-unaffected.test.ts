// CH-TRIBUTE-OPPONENT-UNAFFECTED: 帝王的烈旋's 「可以作为自己场上1只怪兽的代替而把对方场上1只怪兽解放」 puts the opponent's monster in a
// state where it can be tributed — an effect that affects that monster; one unaffected by it cannot be tributed so (test/RULES.md;
// rules reference docs/c03/卡片的抗性.rst:191–196).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';
import { compileEffects } from '../../src/cards/compile/index.js';
import type { CardType } from '../../src/cards/facts.js';

const summoned = (a: ChainAnswer) => a.events.filter((e) => e.type === 'summoned').flatMap((e) => e.cards.map((c) => c.name));
const spell: CardType = { kind: 'spell', subtypes: ['normal'] } as CardType;
const input = (their: string) => `{回合:A 阶段:主要1 本回合:A:帝王的烈旋 A手:人造人-念力震慑者 A场:三眼怪 B场:${their}} 上级召唤 人造人-念力震慑者 解放 B:${their.replace(/\(.*$/, '')}`;

describe('the compiler reads the leave to tribute an opponent’s monster', () => {
  it('[CH-TRIBUTE-OPPONENT-UNAFFECTED] 「自己把怪兽上级召唤的场合…可以作为自己场上1只怪兽的代替而把对方场上1只怪兽解放」 is a leave for Tribute Summons; 「为让卡的效果发动而把自己场上的怪兽解放的场合」 one for costs; other texts none', () => {
    expect(compileEffects('①：这个回合，自己把怪兽上级召唤的场合只有1次，可以作为自己场上1只怪兽的代替而把对方场上1只怪兽解放。', spell).map((e) => e.tributesOpponent)).toContain('tribute-summon');
    expect(compileEffects('②：1回合1次，自己为让卡的效果发动而把自己场上的怪兽解放的场合，可以作为自己场上1只怪兽的代替而把对方场上1只暗属性怪兽解放。', { kind: 'spell', subtypes: ['field'] } as CardType).map((e) => e.tributesOpponent)).toContain('cost');
    expect(compileEffects('①：以对方场上1只怪兽为对象才能发动。那只怪兽解放。', spell).some((e) => e.tributesOpponent)).toBe(false);
  });
});

describe.skipIf(!haveCards)('tributing an opponent’s monster by 帝王的烈旋', () => {
  it('[CH-TRIBUTE-OPPONENT-UNAFFECTED] a monster unaffected by Spells (a state left by 禁忌的圣枪) cannot be tributed so: the summon is not made, and the answer says why; an ordinary one can', () => {
    const refused = askCdb(input('青眼白龙(不受魔陷)'));
    expect(summoned(refused)).toEqual([]);
    expect(refused.warnings.join()).toContain('帝王的烈旋');
    expect(summoned(askCdb(input('青眼白龙')))).toEqual(['人造人-念力震慑者']);
  });

  it('[CH-TRIBUTE-OPPONENT-UNAFFECTED] what the monster is unaffected by decides: unaffected by Traps only, it can be tributed (帝王的烈旋 is a Spell); unaffected by its opponent’s effects, or printed unaffected by other cards (急袭猛禽-究极猎鹰), it cannot', () => {
    expect(summoned(askCdb(input('青眼白龙(不受陷阱)')))).toEqual(['人造人-念力震慑者']);
    expect(summoned(askCdb(input('青眼白龙(不受对方效果)')))).toEqual([]);
    expect(summoned(askCdb(input('急袭猛禽-究极猎鹰')))).toEqual([]);
  });
});
