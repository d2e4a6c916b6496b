// Round 6 of the head judge's spot-check (s52): 2014–2017 OCG meta cards.
// CMP-OPT-NAME-ALL: 「「焰征龙-爆龙」的效果1回合只能使用1次」 over an old unnumbered text is one use among its effects (征龙).
// CMP-SUMMON-TURN-MONSTER-LOCK: 「这张卡超量召唤成功的回合，对方不能把怪兽的效果发动」 (外神 阿撒托斯①) is a lock on monster effects.
// XYZ-MATERIALS-LEAVE: an Xyz Monster leaving the field sends the materials under it to the GY (彼岸的旅人 但丁's 彼岸 materials).
// CMP-RACE-OR-ATTRIBUTE: 「龙族或者炎属性的怪兽」 is either (征龙's banish cost).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { compileEffects } from '../../src/cards/compile/index.js';
import { filterOf } from '../../src/cards/compile/words.js';

const monster = { kind: 'monster' as const, subtypes: ['effect' as const] };
const xyz = { kind: 'monster' as const, subtypes: ['effect' as const, 'xyz' as const] };
const BLASTER = '从自己的手卡·墓地把这张卡以外的龙族或者炎属性的怪兽合计2只除外才能发动。这张卡从手卡·墓地特殊召唤。特殊召唤的这张卡在对方的结束阶段时回到持有者手卡。此外，可以通过把这张卡和1只炎属性怪兽从手卡丢弃去墓地，选择场上1张卡破坏。这张卡被除外的场合，可以从卡组把1只龙族·炎属性怪兽加入手卡。「焰征龙-爆龙」的效果1回合只能使用1次。';

describe('reading the unnumbered name limit and the summon-turn monster lock', () => {
  it('[CMP-OPT-NAME-ALL] 焰征龙-爆龙: its summon, its discard and its banished search share one use (the return at the End Phase does not); a continuous effect after the limit (No.55) shares nothing', () => {
    const effects = compileEffects(BLASTER, monster);
    const used = effects.filter((e) => e.oncePerTurnWith);
    expect(used.map((e) => e.n)).toEqual([1, 3, 4]);
    expect(used[0]!.oncePerTurnWith).toEqual([1, 3, 4]);
    const back = effects.find((e) => e.n === 2)!;
    expect(back.oncePerTurnWith).toBeUndefined();
    const no55 = compileEffects('4星怪兽×2\n把这张卡1个超量素材取除才能发动。从自己墓地选择1只岩石族·地属性·4星怪兽加入手卡。「No.55 隆隆隆巨无霸」的效果1回合只能使用1次。此外，只要这张卡在场上表侧表示存在，自己场上的全部怪兽的守备力上升800。', xyz);
    expect(no55.some((e) => e.oncePerTurnWith)).toBe(false);
  });
  it('[CMP-SUMMON-TURN-MONSTER-LOCK] 外神 阿撒托斯① compiles as a lock on the opponent\'s monster effects while it was Xyz Summoned this turn', () => {
    const effects = compileEffects('5星怪兽×3\n这张卡也能在自己场上的「外神」超量怪兽上面把这张卡重叠来超量召唤。这张卡不能作为超量召唤的素材。\n①：这张卡超量召唤成功的回合，对方不能把怪兽的效果发动。\n②：这张卡有融合·同调·超量怪兽全部在作为超量素材的场合，把这张卡1个超量素材取除才能发动。对方场上的卡全部破坏。', xyz);
    const one = effects.find((e) => e.n === 1)!;
    expect(one.does).toHaveLength(1);
    expect(one.does[0]!.forbidsActivation).toEqual({ cardKind: 'monster' });
    expect(one.does[0]!.player).toBe('opponent');
    expect(one.condition).toEqual([{ is: 'self-state', state: 'summoned-this-turn', how: 'xyz' }]);
  });
});

describe('reading a Type or an Attribute', () => {
  it('[CMP-RACE-OR-ATTRIBUTE] 「龙族或者炎属性的怪兽」 is a Dragon or a FIRE monster (either); 「龙族·炎属性怪兽」 stays both', () => {
    const f = filterOf('自己的手卡·墓地的这张卡以外的龙族或者炎属性的怪兽');
    expect(f.anyOf).toEqual([{ race: '龙族' }, { attribute: '炎' }]);
    expect(f.attribute).toBeUndefined();
    const both = filterOf('卡组的1只龙族·炎属性怪兽');
    expect(both.race).toBe('龙族');
    expect(both.attribute).toBe('炎');
    expect(both.anyOf).toBeUndefined();
  });
});

describe('reading an old Type word', () => {
  it('[CMP-RACE-OLD-WORD] 「自己墓地这张卡以外的1只爬虫族怪兽」 (毒蛇神 维诺米纳迦) is a 爬虫类族 monster, not a Type 「只爬虫族」', () => {
    expect(filterOf('自己墓地这张卡以外的1只爬虫族怪兽').race).toBe('爬虫类族');
    expect(filterOf('自己墓地1只恐龙族怪兽').race).toBe('恐龙族');
  });
});

describe.skipIf(!haveCards)('征龙 and 外神 阿撒托斯 in a duel', () => {
  it('[CMP-RACE-OR-ATTRIBUTE] 焰征龙-爆龙① banishing two Dragons of other Attributes (岩征龙-锈龙, 风征龙-霆龙) is paid, and 岩征龙-锈龙\'s banished search is offered after the chain', () => {
    const a = askCdb('{回合:A 阶段:主要1 A手:焰征龙-爆龙 A墓:岩征龙-锈龙,风征龙-霆龙} C1 A:焰征龙-爆龙①[cost:除外 岩征龙-锈龙,风征龙-霆龙]');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.window.triggers.map((t) => `${t.card.name}#${t.effect}`)).toContain('岩征龙-锈龙#4');
  });
  it('[CMP-OPT-NAME-ALL] 焰征龙-爆龙③ used this turn: its ① cannot be activated (one 「焰征龙-爆龙」 effect per turn); 岩征龙-锈龙①, another name, still can', () => {
    const l = askCdb('{回合:A 阶段:主要1 A手:焰征龙-爆龙 A墓:岩征龙-锈龙,风征龙-霆龙 本回合:A:焰征龙-爆龙#3} C1 A:焰征龙-爆龙①').links[0]!;
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-HISTORY-USED');
    expect(askCdb('{回合:A 阶段:主要1 A手:岩征龙-锈龙 A墓:焰征龙-爆龙,风征龙-霆龙 本回合:A:焰征龙-爆龙#3} C1 A:岩征龙-锈龙①').links[0]!.legal).toBe(true);
  });
  it('[CMP-SUMMON-TURN-MONSTER-LOCK] the turn 外神 阿撒托斯 was Xyz Summoned the opponent cannot activate 效果遮蒙者 from the hand (CH-FORBIDDEN-ACTIVATION); a Trap (神之宣告) stays free, and its controller\'s own monster effects too', () => {
    const veiler = askCdb('{回合:A 阶段:主要1 A场:外神 阿撒托斯(本回合特召,超量召唤) B手:效果遮蒙者 B场:青眼白龙} C1 A:黑洞 C2 B:效果遮蒙者→外神 阿撒托斯').links[1]!;
    expect(veiler.legal).toBe(false);
    expect(veiler.rules).toContain('CH-FORBIDDEN-ACTIVATION');
    expect(veiler.illegalReason).toContain('外神 阿撒托斯');
    expect(askCdb('{回合:A 阶段:主要1 A场:外神 阿撒托斯(本回合特召,超量召唤) B场:三眼怪,神之宣告(盖)} C1 A:黑洞 C2 B:神之宣告').links[1]!.legal).toBe(true);
    expect(askCdb('{回合:A 阶段:主要1 A场:外神 阿撒托斯(本回合特召,超量召唤) A手:效果遮蒙者 B场:三眼怪} C1 A:黑洞 C2 A:效果遮蒙者→B:三眼怪').links[1]!.rules).not.toContain('CH-FORBIDDEN-ACTIVATION');
  });
});

describe.skipIf(!haveCards)('彼岸的旅人 但丁 leaving the field', () => {
  const offered = (input: string) => askCdb(input).window.triggers.map((t) => `${t.card.name}#${t.effect}`);
  it('[XYZ-MATERIALS-LEAVE] 但丁 destroyed by 黑洞: its material 彼岸的恶鬼 格拉菲亚卡内 goes to the GY and its ③ (「被送去墓地的场合」) is offered beside 但丁③; 三眼怪 under it (「从场上送去墓地」) is not', () => {
    const t = offered('{回合:A 阶段:主要1 A场:彼岸的旅人 但丁(素材:彼岸的恶鬼 格拉菲亚卡内+三眼怪) A墓:彼岸的恶鬼 斯卡尔米利奥内 B场:青眼白龙} C1 A:黑洞');
    expect(t).toContain('彼岸的旅人 但丁#3');
    expect(t).toContain('彼岸的恶鬼 格拉菲亚卡内#3');
    expect(t.some((x) => x.startsWith('三眼怪'))).toBe(false);
  });
  it('[XYZ-MATERIALS-LEAVE] the other side: 但丁 turned face-down by 月之书 does not leave the field — its materials stay, nothing is offered', () => {
    expect(offered('{回合:A 阶段:主要1 A场:彼岸的旅人 但丁(素材:彼岸的恶鬼 格拉菲亚卡内+三眼怪) A手:月之书} C1 A:月之书→彼岸的旅人 但丁')).toEqual([]);
  });
});
