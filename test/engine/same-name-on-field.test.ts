// MATCH-SAME-NAME-ON-FIELD (test/RULES.md; rules reference docs/c02/基本用语.rst:1078): 「场上有同名怪兽存在的场上的怪兽」 (水之合唱) reaches a
// face-up monster only while another face-up monster of its name stands on the field — either side; two same Tokens are such monsters.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { filterOf } from '../../src/cards/compile/words.js';

const atk = (input: string, name: string) => askCdb(input).stats?.filter((x) => x.card.name === name).map((x) => x.atk);

describe('MATCH-SAME-NAME-ON-FIELD, the reader', () => {
  it('[MATCH-SAME-NAME-ON-FIELD] 「场上有同名怪兽存在的场上的怪兽」 carries the key; 「场上的怪兽」 does not', () => {
    expect(filterOf('场上有同名怪兽存在的场上的怪兽')).toMatchObject({ kind: 'monster', sameNameOnField: true });
    expect(filterOf('场上的怪兽').sameNameOnField).toBeUndefined();
  });
});

describe.skipIf(!haveCards)('MATCH-SAME-NAME-ON-FIELD', () => {
  it('[MATCH-SAME-NAME-ON-FIELD] 水之合唱 raises two 三眼怪 on opposite sides, and not the 黑魔术师 beside them', () => {
    expect(atk('{回合:A A场:水之合唱,三眼怪,黑魔术师 B场:三眼怪} 攻守计算', '三眼怪')).toEqual([1500, 1500]);
    expect(atk('{回合:A A场:水之合唱,三眼怪,黑魔术师 B场:三眼怪} 攻守计算', '黑魔术师') ?? []).not.toContain(3000);
  });
  it('[MATCH-SAME-NAME-ON-FIELD] a face-down monster of the same name shows no name: the face-up one is not raised', () => {
    expect(atk('{回合:A A场:水之合唱,三眼怪,三眼怪(盖)} 攻守计算', '三眼怪') ?? []).toEqual([]);
  });
});
