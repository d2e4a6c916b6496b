// CMP-GRANTED-XYZ-MATERIAL: 「这张卡有超量怪兽在作为超量素材的场合，得到以下效果。●…」 (急袭猛禽-异邦猎鹰①) — the ● is this card's effect only
// while an Xyz Monster is among its materials. Before, the lead was dropped and the ● could be used with any materials. Cards read from cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';
import { compileEffects } from '../../src/cards/compile/index.js';

skipMessage('CMP-GRANTED-XYZ-MATERIAL', CARDS_DB);

const XYZ = { kind: 'monster', subtypes: ['effect', 'xyz'], bits: 0x800021 } as const;

describe('CMP-GRANTED-XYZ-MATERIAL, read', () => {
  it('[CMP-GRANTED-XYZ-MATERIAL] the ● holds the condition that an Xyz Monster is among this card’s materials', () => {
    const es = compileEffects('①：这张卡有超量怪兽在作为超量素材的场合，得到以下效果。\n●1回合1次，把这张卡1个超量素材取除，以对方场上1只怪兽为对象才能发动。那只怪兽破坏。', XYZ);
    const granted = es.find((e) => e.does.some((a) => a.do === 'destroy'));
    expect(granted?.condition).toContainEqual({ is: 'self-state', state: 'has-materials', materialKind: 'xyz' });
  });
});

describe.skipIf(!haveCards)('CMP-GRANTED-XYZ-MATERIAL, judged', () => {
  const first = (materials: string) => askCdb(`{回合:A 阶段:主要1 A场:急袭猛禽-异邦猎鹰(超量召唤,素材:${materials}) B场:三眼怪} C1 A:急袭猛禽-异邦猎鹰①→三眼怪`).links[0]!;
  it('[CMP-GRANTED-XYZ-MATERIAL] 急袭猛禽-异邦猎鹰 with two 三眼怪 as materials has no ●: it cannot be activated, the answer naming the condition', () => {
    const l = first('三眼怪+三眼怪');
    expect(l.legal).toBe(false);
    expect(l.illegalReason).toContain('超量怪兽作为超量素材');
  });
  it('[CMP-GRANTED-XYZ-MATERIAL] the other side: with an Xyz Monster among its materials it destroys and deals the damage', () => {
    expect(first('No.39 希望皇 霍普+三眼怪').outcome).toBe('resolved');
  });
});
