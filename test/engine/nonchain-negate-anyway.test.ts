// CH-NONCHAIN-NEGATE-ANYWAY (issue 16, rules reference docs/c03/无效.rst:462–470, 492–496): a negation on no chain written
// 「…的效果的处理时，自己可以把自己场上的「X」超量怪兽1个超量素材取除。那个场合，那个效果无效化」 may apply whatever else negates the effect — after a
// chained negation, beside one that must apply, after a second-kind one (which therefore applies first), on a card already negated — and
// needs the Xyz Material it takes. CH-NONCHAIN-NEGATE-NOTHING (:436–441, 518): against an effect that cannot be negated, every such negation that
// may apply may still be applied, negating nothing. The compiler reads the wording (and the second-kind 「…的处理时，可以把那个效果无效」) for every card.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';
import { nonChainNegationOf } from '../../src/cards/compile/continuous.js';
import { negatesAsItResolves } from '../../src/cards/compile/cues.js';

skipMessage('CH-NONCHAIN-NEGATE-ANYWAY', CARDS_DB);

const XYZ = '雷火沸动油电双动机(素材:三眼怪+三眼怪)';
const sent = (a: ReturnType<typeof askCdb>) => a.events.filter((e) => e.type === 'sent-to-gy').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('CH-NONCHAIN-NEGATE-ANYWAY', () => {
  it('[CH-NONCHAIN-NEGATE-ANYWAY] alone it negates an opponent’s monster effect as it resolves, detaching a material of its 「雷火沸动」 Xyz; with no such Xyz it cannot apply; not its own side’s effects', () => {
    const a = askCdb(`{回合:B A场:雷火沸动交界机,${XYZ} B场:魔导战士 破坏者(魔力指示物1),黑魔术师} C1 B:魔导战士 破坏者③`);
    expect(a.links[0]!.outcome).toBe('effect-negated');
    expect(a.links[0]!.rules).toContain('CH-NONCHAIN-NEGATE-ANYWAY');
    expect(sent(a)).toEqual(['三眼怪']);
    expect(askCdb('{回合:B A场:雷火沸动交界机,三眼怪 B场:魔导战士 破坏者(魔力指示物1),黑魔术师} C1 B:魔导战士 破坏者③').links[0]!.outcome).toBe('resolved');
    expect(askCdb(`{回合:A A场:雷火沸动交界机,${XYZ},魔导战士 破坏者(魔力指示物1) B场:黑魔术师} C1 A:魔导战士 破坏者③`).links[0]!.outcome).toBe('resolved');
  });
  it('[CH-NONCHAIN-NEGATE-ANYWAY] after a chained negation (效果遮蒙者), beside one that must apply (魔轰神兽 尤尼科 with equal hands) and on a card already negated it may still apply — said, no material assumed detached', () => {
    for (const input of [
      `{回合:B A场:雷火沸动交界机,${XYZ} B场:魔导战士 破坏者(魔力指示物1),黑魔术师} C1 B:魔导战士 破坏者③ C2 A:效果遮蒙者→魔导战士 破坏者`,
      `{回合:B A场:雷火沸动交界机,${XYZ},魔轰神兽 尤尼科 A手卡数:2 B手卡数:2 B场:魔导战士 破坏者(魔力指示物1),黑魔术师} C1 B:魔导战士 破坏者③`,
      `{回合:B A场:雷火沸动交界机,${XYZ} B场:魔导战士 破坏者(魔力指示物1,效果无效),黑魔术师} C1 B:魔导战士 破坏者③`,
    ]) {
      const a = askCdb(input);
      expect(a.links[0]!.outcome).toBe('effect-negated');
      expect(a.links[0]!.rules).toContain('CH-NONCHAIN-NEGATE-ANYWAY');
      expect(sent(a)).not.toContain('三眼怪');
    }
  });
  it('[CH-NONCHAIN-NEGATE-ANYWAY] a second-kind negation (春化精的女神 春③) applies first and destroys; without it, nothing is destroyed', () => {
    const a = askCdb(`{回合:B A场:雷火沸动交界机,${XYZ},春化精的女神 春 B场:魔导战士 破坏者(魔力指示物1),黑魔术师} C1 B:魔导战士 破坏者③`);
    expect(a.links[0]!.rules).toContain('CH-NONCHAIN-NEGATE-OPTIONAL');
    expect(a.links[0]!.rules).toContain('CH-NONCHAIN-NEGATE-ANYWAY');
    expect(a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['魔导战士 破坏者']);
  });
  it('[CH-NONCHAIN-NEGATE-ANYWAY] an activation negated (神之通告) leaves no effect to resolve: it does not apply', () => {
    const a = askCdb(`{回合:B A场:雷火沸动交界机,${XYZ},神之通告(盖) B场:魔导战士 破坏者(魔力指示物1),黑魔术师} C1 B:魔导战士 破坏者③ C2 A:神之通告`);
    expect(a.links[0]!.rules).not.toContain('CH-NONCHAIN-NEGATE-ANYWAY');
  });
});

describe.skipIf(!haveCards)('CH-NONCHAIN-NEGATE-NOTHING', () => {
  it('[CH-NONCHAIN-NEGATE-NOTHING] an effect that cannot be negated (宇宙类星龙①, 「这个效果的发动和效果不会被无效化」): every negation on no chain that may apply (two 春化精的女神 春, 雷火沸动交界机) may still be applied — all of them, negating nothing; it resolves, nothing destroyed, no material detached', () => {
    const a = askCdb(`{回合:B A场:雷火沸动交界机,${XYZ},春化精的女神 春,春化精的女神 春,三眼怪 B场:宇宙类星龙} C1 B:宇宙类星龙①→三眼怪`);
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(a.links[0]!.rules).toContain('CH-NONCHAIN-NEGATE-NOTHING');
    expect(a.links[0]!.rules).not.toContain('CH-NONCHAIN-NEGATE-OPTIONAL');
    expect(a.links[0]!.reason).toContain('雷火沸动交界机');
    expect(a.events.filter((e) => e.type === 'destroyed')).toEqual([]);
    expect(sent(a)).toEqual([]);
  });
  it('[CH-NONCHAIN-NEGATE-NOTHING] the other side: an effect that can be negated is negated by one of them, and the rule is not said', () => {
    const a = askCdb(`{回合:B A场:春化精的女神 春,春化精的女神 春 B场:魔导战士 破坏者(魔力指示物1),黑魔术师} C1 B:魔导战士 破坏者③`);
    expect(a.links[0]!.outcome).toBe('effect-negated');
    expect(a.links[0]!.rules).not.toContain('CH-NONCHAIN-NEGATE-NOTHING');
  });
});

describe('CH-NONCHAIN-NEGATE-ANYWAY: the compiler’s reading', () => {
  it('[CH-NONCHAIN-NEGATE-ANYWAY] 「…的处理时，自己可以把…1个超量素材取除。那个场合，那个效果无效化」 is a negation on no chain that may apply anyway, taking that material; 「…的处理时，可以把那个效果无效」 the second kind, under 「这张卡装备中的场合」', () => {
    const text = '对方发动的怪兽的效果的处理时，自己可以把自己场上的「某系列」超量怪兽1个超量素材取除。那个场合，那个效果无效化。';
    expect(negatesAsItResolves(text)).toBe(true);
    const any = nonChainNegationOf(text)!.does[0]!;
    expect(any).toMatchObject({ do: 'negate-effects', optional: true, anyway: true, detachFrom: { archetype: '某系列', subtypes: ['xyz'] } });
    const second = nonChainNegationOf('这张卡装备中的场合，对方在场上发动的怪兽的效果的处理时，可以把那个效果无效。')!;
    expect(second.does[0]).toMatchObject({ do: 'negate-effects', optional: true, effects: [{ activatedFrom: 'field', side: 'opponent' }] });
    expect(second.does[0]!.anyway).toBeUndefined();
    expect(second.condition).toEqual([{ is: 'self-state', state: 'equipping' }]);
    // Not read: a quick effect activated in answer (「…发动时才能发动」).
    expect(negatesAsItResolves('对方把怪兽的效果发动时才能发动。那个效果无效。')).toBe(false);
  });
});
