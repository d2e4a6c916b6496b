// CH-CHANCE-PICK-UNDERGO (test/RULES.md; rules reference docs/c02/基本用语.rst:1069): 变则齿轮 banishes face-down the battling monster of the
// player who loses a game of rock-paper-scissors — either monster of the battle may be the one, so a Token in the battle (which cannot be
// banished face-down, CH-TOKEN-FACE-DOWN) makes it unactivatable; a Token on the field outside the battle does not.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { chancePickOf } from '../../src/cards/compile/chance-pick.js';
import type { EffectFacts } from '../../src/cards/facts.js';

const first = (input: string) => askCdb(input).links[0]!;
const calc = (attack: string, a: string, b: string) => `{回合:A 阶段:伤害计算时 攻击:${attack} A场:${a} B场:${b},变则齿轮(盖)} C1 B:变则齿轮`;

describe('CH-CHANCE-PICK-UNDERGO, the reader', () => {
  it('[CH-CHANCE-PICK-UNDERGO] 「输的玩家必须把那只进行战斗的自身怪兽…」 makes the step one on a battling monster, picked by chance; other wording is left alone', () => {
    const e = { does: [{ do: 'banish', what: { filter: { kind: 'monster' }, scope: 'choose' }, faceDown: true }] } as unknown as EffectFacts;
    chancePickOf(e, '和对方玩家进行猜拳。输的玩家必须把那只进行战斗的自身怪兽里侧表示除外。');
    expect(e.does[0]).toMatchObject({ pickedByChance: true, what: { filter: { battlesWith: { kind: 'monster' } }, count: 1 } });
    const plain = { does: [{ do: 'banish', what: { filter: { kind: 'monster' }, scope: 'choose' } }] } as unknown as EffectFacts;
    chancePickOf(plain, '选场上1只怪兽除外。');
    expect(plain.does[0]!.pickedByChance).toBeUndefined();
  });
});

describe.skipIf(!haveCards)('CH-CHANCE-PICK-UNDERGO', () => {
  it('[CH-CHANCE-PICK-UNDERGO] a Token attacking (A\'s 羊衍生物) or attacked makes 变则齿轮 unactivatable, and the answer says why', () => {
    const l = first(calc('A:羊衍生物→B:三眼怪', '羊衍生物', '三眼怪'));
    expect(l.legal).toBe(false);
    expect(JSON.stringify(l.illegalReason)).toContain('衍生物不能变成里侧表示');
    expect(first(calc('A:三眼怪→B:羊衍生物', '三眼怪', '羊衍生物')).legal).toBe(false);
  });
  it('[CH-CHANCE-PICK-UNDERGO] two monsters that can be banished face-down — a Link Monster among them — may be; a Token beside the battle changes nothing', () => {
    expect(first(calc('A:解码语者→B:三眼怪', '解码语者', '三眼怪')).legal).toBe(true);
    expect(first(calc('A:青眼白龙→B:三眼怪', '青眼白龙,羊衍生物', '三眼怪,羊衍生物')).legal).toBe(true);
  });
});
