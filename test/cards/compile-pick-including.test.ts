// CMP-PICK-INCLUDING, CMP-ATTRIBUTE-EXCEPT (test/RULES.md): 真龙皇 利托斯阿齐姆·灾祸 ① 「…之中把包含地属性怪兽的2只怪兽破坏」 and ② 「从自己墓地选1只
// 地属性以外的幻龙族怪兽特殊召唤」. Before, ①'s 「包含地属性怪兽的」 was read as what each card is (only Earth monsters: one destroyed where
// the text destroys two), and ②'s 「地属性以外」 as Earth (it summoned the Earth Wyrm it leaves out).
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from './data.js';

const monster = { kind: 'monster' as const, subtypes: ['effect' as const] };

describe('CMP-ATTRIBUTE-EXCEPT, the reader', () => {
  it('[CMP-ATTRIBUTE-EXCEPT] 「光属性怪兽以外的怪兽」 is any other Attribute; 「龙族·暗属性怪兽以外」 (not both) is left as it was', () => {
    const e = compileEffects('这张卡被战斗破坏送去墓地时，场上表侧表示存在的光属性怪兽以外的怪兽全部破坏。', monster)[0]!;
    expect((e.does[0]!.what as { filter: { attribute?: string[] } }).filter.attribute).toEqual(['暗', '地', '水', '炎', '风', '神']);
    const both = compileEffects('龙族·暗属性怪兽以外的场上的怪兽的攻击力下降500。', monster)[0]!;
    expect((both.does[0]!.what as { filter: { attribute?: string } }).filter.attribute).toBe('暗');
  });
});

describe.skipIf(!haveCards)('CMP-PICK-INCLUDING and CMP-ATTRIBUTE-EXCEPT, what a user sees', () => {
  it('[CMP-PICK-INCLUDING] 真龙皇 利托斯阿齐姆·灾祸① with an Earth and a Dark monster on the field destroys both, not the Earth one alone', () => {
    const a = askCdb('{回合:A 阶段:主要1 A手:真龙皇 利托斯阿齐姆·灾祸 A场只有:巨石战士,三眼怪} C1 A:真龙皇 利托斯阿齐姆·灾祸①');
    expect(a.links[0]!.legal).toBe(true);
    const destroyed = a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));
    expect(destroyed.sort()).toEqual(['三眼怪', '岩石战士'].sort());
  });

  it('[CMP-ATTRIBUTE-EXCEPT] 真龙皇 利托斯阿齐姆·灾祸② summons the Water Wyrm from the GY, not the Earth one its text leaves out', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:真龙皇 利托斯阿齐姆·灾祸 A墓只有:真龙皇 利托斯阿齐姆·灾祸,真龙皇 巴哈斯督·统领} C1 A:真龙皇 利托斯阿齐姆·灾祸②');
    const summoned = a.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name));
    expect(summoned).toEqual(['真龙皇 巴哈斯督·统领']);
  });
});
