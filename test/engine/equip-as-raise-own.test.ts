// CH-EQUIP-AS-RAISE-OWN (rules reference docs/c03/装备卡.rst:125–130): a monster card's 「这张卡当作攻击力上升N的装备卡使用给…装备」 raise
// belongs to that effect. Held as an equip card by another effect — a monster its own target could not fit — it raises nothing.
// The reference's card is 怀抱圣剑的王后 桂妮薇儿; here 龙骑兵团骑士-祭杖龙骑士 and 火箭手 are used. cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('the own-effect equip raise', CARDS_DB);

// The answer lists a monster's values only once something changed them: none listed is its printed ATK.
const atk = (input: string, name: string, printed: number) => askCdb(input).stats?.find((l) => l.card.name === name)?.atk ?? printed;

describe.skipIf(!haveCards)('[CH-EQUIP-AS-RAISE-OWN] an equip raise applies only when its own effect equipped the card', () => {
  it('[CH-EQUIP-AS-RAISE-OWN] 龙骑兵团骑士-祭杖龙骑士 on a 「龙骑兵团」 monster (its own target) raises it by 1000; held by 纳祭之魔 (no 龙骑兵团: another effect equipped it) it raises nothing', () => {
    expect(atk('{回合:B A场:龙骑兵团-士兵,龙骑兵团骑士-祭杖龙骑士(装备:龙骑兵团-士兵)} 伤害计算', '龙骑兵团-士兵', 1700)).toBe(1700 + 1000);
    // 纳祭之魔② makes its ATK the equipped monster's: 祭杖龙骑士's own 1200, no +1000.
    expect(atk('{回合:B A场:纳祭之魔,龙骑兵团骑士-祭杖龙骑士(装备:纳祭之魔)} 伤害计算', '纳祭之魔', 0)).toBe(1200);
  });

  it('[CH-EQUIP-AS-RAISE-OWN] 火箭手 (its own target: an Attack Position monster with 800 or more ATK) on 三眼怪 (1000) raises it by 800; on a monster in Defense Position it could not have been its own effect: nothing', () => {
    expect(atk('{回合:B A场:三眼怪,火箭手(装备:三眼怪)} 伤害计算', '三眼怪', 1000)).toBe(1800);
    expect(atk('{回合:B A场:三眼怪(守),火箭手(装备:三眼怪)} 伤害计算', '三眼怪', 1000)).toBe(1000);
  });
});
