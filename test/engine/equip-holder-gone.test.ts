// WIN-EQUIPPED-HOLDER-GONE (test/RULES.md; rules reference docs/c03/装备卡.rst:42–53): an equip card destroyed by rule because its
// monster left first was equipped to nothing as it moved — 「给怪兽装备的这张卡」「怪兽装备的这张卡」 is not met; leaving together with
// its monster, or alone while the monster stays, it is. A trigger that names the card only as 「当作装备卡使用的这张卡」 is met either way.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const triggers = (input: string) => askCdb(input).window.triggers.map((t) => t.card.name);
const destroyed = (input: string) => askCdb(input).events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('an equip card left behind by its monster', () => {
  const SIT = '{回合:B A场:真红眼黑龙,真红眼幼龙(装备:真红眼黑龙) B手:三眼怪}';
  it('[WIN-EQUIPPED-HOLDER-GONE] the opponent’s 雷破 destroys the monster: 真红眼幼龙 is destroyed by rule after it, and its ② is not triggered', () => {
    const input = `${SIT} C1 B:雷破→真红眼黑龙`;
    expect(destroyed(input)).toEqual(['真红眼黑龙', '真红眼幼龙']);
    expect(triggers(input)).not.toContain('真红眼幼龙');
  });
  it('[WIN-EQUIPPED-HOLDER-GONE] 雷破 on 真红眼幼龙 itself while its monster stays: it was equipped, its ② is triggered', () => {
    expect(triggers(`${SIT} C1 B:雷破→真红眼幼龙`)).toContain('真红眼幼龙');
  });
  it('[WIN-EQUIPPED-HOLDER-GONE] destroyed in the same move as its monster (黑蔷薇龙 destroys every monster and card): it was still equipped, its ② is triggered', () => {
    expect(triggers('{回合:A A场:黑蔷薇龙,真红眼黑龙,真红眼幼龙(装备:真红眼黑龙)} C1 A:黑蔷薇龙①')).toContain('真红眼幼龙');
  });
  it('[WIN-EQUIPPED-HOLDER-GONE] 寄生虫 帕拉诺伊德 (「当作装备卡使用的这张卡被送去墓地」) left behind the same way still triggers', () => {
    expect(triggers('{回合:B A场:真红眼黑龙,寄生虫 帕拉诺伊德(装备:真红眼黑龙) B手:三眼怪} C1 B:雷破→真红眼黑龙')).toContain('寄生虫 帕拉诺伊德');
  });
  it('[WIN-EQUIPPED-HOLDER-GONE] its monster turned face-down (月之书): 真红眼幼龙 is destroyed by rule equipped to nothing, its ② is not triggered', () => {
    const input = '{回合:B A场:真红眼黑龙,真红眼幼龙(装备:真红眼黑龙) A墓:黑龙的雏鸟 B场:月之书(盖)} C1 B:月之书→真红眼黑龙';
    expect(destroyed(input)).toEqual(['真红眼幼龙']);
    expect(triggers(input)).not.toContain('真红眼幼龙');
  });
});
