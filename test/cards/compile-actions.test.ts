/**
 * What the compiler reads as an effect's actions (what it does at resolution) versus its cost, a
 * replacement, a lingering effect or a later consequence — on real card texts read from
 * ../shared/data/cards.cdb at test time (skipped when absent; never copied into the repo). These are the
 * actions 灰流丽/屋敷童/效果遮蒙者-style answers match on, and the answer's `categories` words.
 */
import { describe, expect, it } from 'vitest';
import { readCdb, type CdbRow } from '../../src/cards/import/cdb.js';
import { decodeType } from '../../src/cards/import/decode.js';
import { categoriesOf, compileEffects } from '../../src/cards/compile/index.js';
import type { EffectFacts } from '../../src/cards/facts.js';
import { CARDS_DB, haveCards, skipMessage } from './data.js';

skipMessage('compiled actions tests', CARDS_DB);

describe.skipIf(!haveCards)('compiled actions on real cards', () => {
  const rows = new Map<string, CdbRow>();
  for (const r of haveCards ? readCdb(CARDS_DB) : []) if (!rows.has(r.name)) rows.set(r.name, r);
  const compile = (name: string): EffectFacts[] => {
    const r = rows.get(name);
    if (!r) throw new Error(`${name} is not in cards.cdb`);
    return compileEffects(r.desc, decodeType(r.type));
  };
  const activated = (name: string) => compile(name).filter((e) => e.kind !== 'continuous' && e.kind !== 'procedure');

  it('「从墓地以外有怪兽特殊召唤的场合」 (巨神龙的遗迹①) is a summon from anywhere but the GY, of a monster anywhere (not a monster in the GY)', () => {
    const relic = activated('巨神龙的遗迹').find((e) => e.kind === 'trigger')!;
    expect(relic.trigger?.event).toBe('special-summoned');
    expect(relic.trigger?.from).toEqual(['hand', 'deck', 'extra', 'banished', 'spell']);
    expect(relic.trigger?.subject?.place).toBeUndefined();
  });

  it('old wording 「…时，可以把自己墓地的…除外。这张卡特殊召唤」「可以通过把…除外，…」 pays with the banishment; 「…这个效果除外的…」 makes it the effect', () => {
    const baboon = activated('森之狩人 黄狒狒')[0]!;
    expect(baboon.cost?.map((a) => [a.do, a.from])).toEqual([['banish', 'gy']]);
    expect(baboon.does.map((a) => a.do)).toEqual(['special-summon']);
    const valkyrie = activated('女武神骑士')[0]!; // 可以通过把自己墓地1只战士族怪兽和这张卡从游戏中除外，从自己墓地…特殊召唤
    expect(valkyrie.cost?.map((a) => a.do)).toEqual(['banish']);
    expect(valkyrie.does.map((a) => a.do)).toEqual(['special-summon']);
    const psychic = activated('念动力兽')[0]!; // 可以把自己卡组1只…除外。这张卡变成和这个效果除外的怪兽相同等级
    expect(psychic.cost ?? []).toEqual([]);
    expect(psychic.does.map((a) => [a.do, a.from])).toEqual([['banish', 'deck']]);
  });

  it('「作为代替把这张卡破坏」 is a replacement, not a destruction the effect makes', () => {
    const equip = activated('强化支援机械·重装武器').find((e) => e.does.some((a) => a.do === 'equip'))!;
    expect([...equip.does, ...(equip.leaves ?? [])].some((a) => a.do === 'destroy')).toBe(false);
    expect(categoriesOf(equip)).not.toContain('destroy');
  });

  it('「那只怪兽破坏时这张卡破坏」 inside an activation is a later consequence, not a destruction at resolution', () => {
    const e = activated('暗次元之解放')[0]!;
    expect(e.does[0]).toMatchObject({ do: 'special-summon', what: 'targets' });
    expect(categoriesOf(e)).toEqual(['special-summon', 'other']);
  });

  it('「这个回合，墓地发动的卡的效果无效化」 negates later activations (lingering), not an effect on the chain', () => {
    const e = activated('墓地封印')[0]!;
    expect(e.does.some((a) => a.do === 'negate-effect')).toBe(false);
    expect(e.does[0]).toMatchObject({ do: 'negate-effects', duration: 'turn' });
    // An answer still negates the effect on the chain.
    expect(activated('威风堂堂')[0]!.does[0]).toMatchObject({ do: 'negate-effect' });
  });

  it('「直到结束阶段时让对方1只表侧表示怪兽的效果无效化」 is a negation of that card\'s effects (category negate-effect)', () => {
    expect(categoriesOf(activated('极神皇 托尔')[0]!)).toContain('negate-effect');
    expect(categoriesOf(activated('No.25 重装光学摄影机 焦点之力')[0]!)).toContain('negate-effect');
  });

  it('cards leaving the Deck for the GY (what 灰流丽 answers): Ritual materials from the Deck, the rest of shown Deck cards, the top cards an old text mills first', () => {
    const rebirth = activated('归魂复仇死者的爆诞')[0]!; // …或者作为解放的代替而从卡组把「复仇死者」怪兽送去墓地，…仪式召唤
    expect(rebirth.does[0]).toMatchObject({ do: 'send-to-gy', from: 'deck', note: 'materials' });
    expect(categoriesOf(rebirth)).toContain('mill');
    // Materials from the Extra Deck or the hand stay part of the summon.
    expect(activated('影灵衣的万华镜')[0]!.does.map((a) => a.do)).toEqual(['special-summon']);
    const heaven = activated('天地开辟')[0]!; // 从卡组把…3只…给对方观看…剩下的卡全部送去墓地
    expect(heaven.does.filter((a) => a.do === 'send-to-gy').every((a) => a.from === 'deck')).toBe(true);
    const doom = activated('命运毁灭')[0]!; // 从自己卡组的最上面把3张卡送去墓地。这个效果送去墓地的…
    expect(doom.cost ?? []).toEqual([]);
    expect(doom.does[0]).toMatchObject({ do: 'send-to-gy', from: 'deck', top: true });
  });

  it('the Extra Deck: 「表侧表示加入自己的额外卡组」 and 「回到融合卡组」 move cards there; 「从融合卡组特殊召唤」 is no summon from the Deck', () => {
    const backstage = activated('魔界剧团的进入后台')[0]!;
    expect(backstage.does.find((a) => a.do === 'return-to-deck')).toMatchObject({ from: 'deck', to: 'extra' });
    expect(categoriesOf(backstage)).toContain('return-to-deck');
    expect(activated('融合失败')[0]!.does[0]).toMatchObject({ do: 'return-to-deck', to: 'extra' });
    const scientist = compile('魔导科学家').flatMap((e) => e.does).find((a) => a.do === 'special-summon')!;
    expect(scientist.from).toBe('extra');
  });

  it('「回到对方卡组」「弹回其卡组」「放回对方卡组最上面」 return to the Deck; a step in one branch of a shown result is `conditional` (救金鱼 under 王家长眠之谷)', () => {
    expect(activated('恶魔的叹息')[0]!.does[0]).toMatchObject({ do: 'return-to-deck', what: 'targets' });
    expect(categoriesOf(activated('凯尔多')[0]!)).toContain('return-to-deck');
    expect(categoriesOf(activated('胡狼圣战士')[0]!)).toContain('return-to-deck');
    // 「翻开的卡是…的场合，翻开的卡加入手卡，作为对象的怪兽回到对方卡组。不是的场合，翻开的卡送去墓地，这张卡破坏。」
    const goldfish = activated('救金鱼')[0]!;
    const back = goldfish.does.find((a) => a.do === 'return-to-deck')!;
    expect(back).toMatchObject({ what: 'targets', conditional: true });
    expect(categoriesOf(goldfish)).toContain('return-to-deck');
    expect(goldfish.does.find((a) => a.do === 'destroy')).toMatchObject({ what: 'self', conditional: true });
    // The revealed card itself is turned first: no branch yet.
    expect(goldfish.does[0]!.conditional).toBeUndefined();
    // 「检视对方卡组最上面1张卡…放回对方卡组最上面或最下面」: the shown top card goes back — no move into the Deck.
    const zeke = activated('黑蝎-飞速逃跑的齐克').flatMap((e) => e.does).find((a) => a.do === 'return-to-deck')!;
    expect(zeke.note).toBe('revealed');
  });

  it('a step done at a later phase after what the effect does now (「结束阶段时，此怪兽被破坏」), or 「伤害计算后」 in an activated effect, is left for later; alone it is what the effect does (净化光)', () => {
    const wild = activated('野性解放')[0]!; // …攻击力上升…。结束阶段时，此怪兽被破坏。
    expect(categoriesOf(wild)).not.toContain('destroy');
    expect(categoriesOf(activated('恶魔的雄叫')[0]!)).not.toContain('destroy'); // …特殊召唤…。本回合的结束阶段时，此怪兽被破坏。
    expect(categoriesOf(activated('净化光')[0]!)).toContain('special-summon'); // 这个回合的结束阶段时，…从额外卡组特殊召唤
    const samurai = activated('不知火的武士')[0]!; // …这个回合这张卡和怪兽进行战斗的场合，那只怪兽在伤害计算后除外
    expect(categoriesOf(samurai)).not.toContain('banish');
  });

  it('old words: 「自己卡组从上面丢弃…的卡去墓地」 and 「卡组最上面的卡翻开送去墓地」 mill the top of the Deck; 「可以把这张卡从游戏中除外自己从卡组抽1张卡」 pays with the banishment', () => {
    expect(activated('第六感')[0]!.does.find((a) => a.do === 'send-to-gy')).toMatchObject({ from: 'deck', top: true });
    expect(activated('森罗的姬芽君 幼芽')[0]!.does.find((a) => a.do === 'send-to-gy')).toMatchObject({ from: 'deck', top: true });
    const cyber = activated('电子多变龙')[0]!;
    expect(cyber.cost?.map((a) => a.do)).toEqual(['banish']);
    expect(cyber.does.map((a) => a.do)).toContain('draw');
  });

  it('「从卡组中选择1张场地魔法卡，放在自己卡组最上面」: a Deck card put on top stays in the Deck (no return to the Deck)', () => {
    const owl = compile('告知幸运的白鸮').flatMap((e) => e.does).find((a) => a.do === 'return-to-deck')!;
    expect(owl.from).toBe('deck');
    expect(categoriesOf({ ...compile('告知幸运的白鸮')[0]!, does: [owl], leaves: [] })).not.toContain('return-to-deck');
  });

  it('after turning the top cards, 「再把作为对象的卡送去墓地」 sends the target from where it is (no mill); 「对方把卡组最上面的1张卡送去墓地才能进行攻击宣言」 is a rule, no move', () => {
    const zone = activated('闪刀空域-零区')[0]!;
    const sent = zone.does.find((a) => a.do === 'send-to-gy')!;
    expect(sent.what).toBe('targets');
    expect(sent.from).toBeUndefined();
    expect(categoriesOf(zone)).not.toContain('mill');
    expect(compile('守墓的使魔').flatMap((e) => e.does).some((a) => a.do === 'send-to-gy')).toBe(false);
  });

  it('[CH-TARGET-FIXED-COUNT] 「那2只」「那5只」 name the targets again by number: all or nothing (`fixed`); 「那些」 applies to what remains', () => {
    expect(activated('黑魔族复活之棺')[0]!.targets).toMatchObject({ count: 2, fixed: true }); // 那2只怪兽送去墓地
    expect(activated('贪欲之壶')[0]!.targets).toMatchObject({ count: 5, fixed: true }); // 那5只怪兽回到卡组
    expect(activated('机壳守护神 路径灵')[0]!.targets).toMatchObject({ count: 2, fixed: true }); // 那2张卡的效果…无效
    expect(activated('狡猾的落穴')[0]!.targets?.fixed).toBeUndefined(); // 那些怪兽破坏
  });

  it('「那张卡里侧表示除外」 is a face-down banish (`faceDown`, read by WIN-HIDDEN-PLACE); a plain 「除外」 is not', () => {
    expect(activated('PSY骨架超载')[0]!.does.find((a) => a.do === 'banish')?.faceDown).toBe(true);
    expect(activated('D.D.乌鸦')[0]!.does.find((a) => a.do === 'banish')?.faceDown).toBeUndefined();
  });
  it('「那只进行战斗的自身怪兽里侧表示除外」: face-down says how the card is banished, not which card (变则齿轮 banishes a face-up battling monster)', () => {
    const banish = activated('变则齿轮')[0]!.does.find((a) => a.do === 'banish');
    expect(banish?.faceDown).toBe(true);
    expect(typeof banish?.what === 'object' && 'filter' in banish.what ? banish.what.filter.faceUp : undefined).toBeUndefined();
  });
  it('costs: 「让自己场上1张表侧表示的卡回到持有者手卡」 is a cost returning a card (黑羽-精锐之泽费洛斯); 「把…通常怪兽和这张卡除外」 pays with both cards (宝石骑士·翠玉)', () => {
    expect(compile('黑羽-精锐之泽费洛斯')[0]!.cost).toMatchObject([{ do: 'return-to-hand', what: { filter: { side: 'self', place: 'field', faceUp: true }, count: 1 } }]);
    expect(compile('宝石骑士·翠玉')[0]!.cost).toMatchObject([{ do: 'banish', what: { filter: { faceUp: true, kind: 'monster' } } }, { do: 'banish', what: 'self' }]);
  });
});
