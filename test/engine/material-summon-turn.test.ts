// SIT-MATERIAL-SUMMON-TURN: 「这张卡在X召唤的回合不能作为Y素材」 bars the monster as Y Material in the turn it was X Summoned,
// by what it still remembers (summoned this turn, and how); once temporarily banished and back it is a new card and may be
// used. The chapter example (docs/c03/里侧·一时除外.rst:156) runs through the whole pipeline in test/reference/c03-facedown-banish.test.ts.
import { describe, expect, it } from 'vitest';
import type { Card } from '../../src/cards/facts.js';
import type { CardState } from '../../src/notation/ast.js';
import { materialOnlyForRefusal, materialSummonTurnRefusal, readMaterialOnlyFor, readSummonTurnMaterialBan } from '../../src/scenario/material-summon-turn.js';

const card = (name: string, subtypes: string[], text = ''): Card =>
  ({ id: 0, name, names: { zh: name }, type: { kind: 'monster', subtypes }, level: 4, effects: [], source: 'inferred', text }) as unknown as Card;
const synchro = card('测试同调', ['effect', 'synchro'], '调整＋调整以外的怪兽1只以上\n这张卡在同调召唤的回合不能作为超量素材。');
const plain = card('三眼怪', ['effect']);
const use = (c: Card, ...states: CardState[]) => ({ card: c, states });

describe('SIT-MATERIAL-SUMMON-TURN', () => {
  it('[SIT-MATERIAL-SUMMON-TURN] the wording is read for every kind: the summon that bars, and the material it may not be', () => {
    expect(readSummonTurnMaterialBan('这张卡在连接召唤的回合不能作为连接素材。')).toEqual({ summoned: 'link', material: 'link' });
    expect(readSummonTurnMaterialBan(synchro.text)).toEqual({ summoned: 'synchro', material: 'xyz' });
    expect(readSummonTurnMaterialBan('这张卡不能作为融合素材。')).toBeNull();
  });
  it('[SIT-MATERIAL-SUMMON-TURN] Synchro Summoned this turn it is no Xyz Material; as a Synchro Material, or summoned another turn, it may be', () => {
    expect(materialSummonTurnRefusal('xyz', [use(plain), use(synchro, 'summoned-this-turn', 'synchro-summoned')])?.zh).toContain('不能作为超量素材');
    expect(materialSummonTurnRefusal('synchro', [use(synchro, 'summoned-this-turn', 'synchro-summoned')])).toBeNull();
    expect(materialSummonTurnRefusal('xyz', [use(synchro, 'synchro-summoned')])).toBeNull();
  });
  it('[SIT-MATERIAL-SUMMON-TURN] temporarily banished and back it is a new card, no longer summoned this turn: it may be used', () => {
    expect(materialSummonTurnRefusal('xyz', [use(synchro, 'summoned-this-turn', 'synchro-summoned', 'banished-and-back')])).toBeNull();
  });
  it('[SIT-MATERIAL-SUMMON-TURN] summoned this turn another way than the text names, it is not barred', () => {
    expect(materialSummonTurnRefusal('xyz', [use(synchro, 'summoned-this-turn', 'special-summoned')])).toBeNull();
  });
});

describe('SIT-MATERIAL-ONLY-FOR', () => {
  const knight = card('XX-剑士 波加特骑士', ['effect'], '把这张卡作为同调素材的场合，不是「X-剑士」怪兽的同调召唤不能使用。');
  const savior = card('救世龙', ['effect', 'tuner'], '把这张卡作为同调素材的场合，不是名字带有「救世」的怪兽的同调召唤不能使用。');
  const bySelf = card('测试自身', ['effect'], '①：这张卡可以从手卡特殊召唤。把这个方法特殊召唤的这张卡作为连接召唤的素材的场合，不是「测试」怪兽的连接召唤不能使用。');
  it('[SIT-MATERIAL-ONLY-FOR] as Synchro Material it serves only an archetype\'s Synchro Summon (「「X」怪兽」 and 「名字带有「X」的怪兽」); other summons are not barred', () => {
    expect(materialOnlyForRefusal('synchro', card('星尘龙', ['synchro']), [use(knight)])?.zh).toContain('只能用于「X-剑士」怪兽');
    expect(materialOnlyForRefusal('synchro', card('X-剑士 凯斯特', ['synchro']), [use(knight)])).toBeNull();
    expect(materialOnlyForRefusal('synchro', card('救世星龙', ['synchro']), [use(savior)])).toBeNull();
    expect(materialOnlyForRefusal('xyz', card('No.39 希望皇 霍普', ['xyz']), [use(knight)])).toBeNull();
  });
  it('[SIT-MATERIAL-ONLY-FOR] 「这个方法特殊召唤的这张卡」 limits only the monster that still remembers its own procedure summoned it (not after 变里侧)', () => {
    expect(readMaterialOnlyFor(bySelf.text)).toEqual({ bySelf: true, material: 'link', archetype: '测试' });
    expect(materialOnlyForRefusal('link', card('解码语者', ['link']), [use(bySelf, 'summoned-by-itself')])).not.toBeNull();
    expect(materialOnlyForRefusal('link', card('解码语者', ['link']), [use(bySelf, 'summoned-by-itself', 'turned-face-down')])).toBeNull();
    expect(materialOnlyForRefusal('link', card('解码语者', ['link']), [use(bySelf)])).toBeNull();
  });
});
