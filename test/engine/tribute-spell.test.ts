// SIT-TRIBUTE-SPELL: a Tribute Summon tributes monsters; a card in the Spell & Trap Zone only when a text says it may be — the
// summoned monster's 「可以作为怪兽的代替而把自己场上的永续魔法·永续陷阱卡解放」 (a face-up Continuous Spell/Trap), or the card's own
// 「自己把「X」怪兽表侧表示上级召唤的场合，可以把这张卡作为代替而解放来上级召唤」 for an X monster, which then stands for the tributes
// needed (rules reference docs/c02/基本用语.rst:190–194). Cards written as text (textCard); both sides of each.
import { describe, expect, it } from 'vitest';
import { judgeWith } from './build.js';
import { textCard } from '../../src/cards/curated/dsl.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const dragon = textCard({ id: 992504, name: '测试用代替解放龙', type: 'monster effect', level: 7, atk: 2500, def: 2000, race: '龙族', attribute: '暗', text: '这张卡表侧表示上级召唤的场合，可以作为怪兽的代替而把自己场上的永续魔法·永续陷阱卡解放。\n①：这张卡的攻击力上升100。' });
const castle = textCard({ id: 992505, name: '测试用代替解放城', type: 'spell continuous', text: '①：自己把「测试机械」怪兽表侧表示上级召唤的场合，可以把有需要的解放数量以上的指示物放置的这张卡作为代替而解放来上级召唤。' });
const giant = textCard({ id: 992506, name: '测试机械巨兵', type: 'monster effect', level: 8, atk: 3000, def: 3000, race: '机械族', attribute: '地', text: '①：这张卡的攻击力上升100。' });
const equip = textCard({ id: 992507, name: '测试用装备', type: 'spell equip', text: '①：装备怪兽的攻击力上升100。' });
const cards = [dragon, castle, giant, equip];
const summoned = (a: ChainAnswer) => a.events.filter((e) => e.type === 'summoned').flatMap((e) => e.cards.map((c) => c.name));

describe('a Spell or Trap as a tribute', () => {
  it('[SIT-TRIBUTE-SPELL] a monster whose text allows it tributes a face-up Continuous Spell/Trap; another monster may not', () => {
    expect(summoned(judgeWith('{回合:A 阶段:主要1 A场:三眼怪,神之恩惠} 上级召唤 测试用代替解放龙 解放 三眼怪,神之恩惠', cards))).toEqual(['测试用代替解放龙']);
    expect(() => judgeWith('{回合:A 阶段:主要1 A场:三眼怪,神之恩惠} 上级召唤 青眼白龙 解放 三眼怪,神之恩惠', cards)).toThrow(/Spell & Trap Zone/);
  });
  it('[SIT-TRIBUTE-SPELL] the other side: a Set Spell, or a Spell that is no Continuous one, is still no tribute for it', () => {
    expect(() => judgeWith('{回合:A 阶段:主要1 A场:三眼怪,旋风(盖)} 上级召唤 测试用代替解放龙 解放 三眼怪,旋风', cards)).toThrow(/Spell & Trap Zone/);
    expect(() => judgeWith('{回合:A 阶段:主要1 A场:三眼怪,测试用装备(装备:三眼怪)} 上级召唤 测试用代替解放龙 解放 三眼怪,测试用装备', cards)).toThrow(/Spell & Trap Zone/);
  });
  it('[SIT-TRIBUTE-SPELL] a card that may be tributed in place of the tributes stands for all of them, for a monster of the name it says only', () => {
    expect(summoned(judgeWith('{回合:A 阶段:主要1 A场:测试用代替解放城} 上级召唤 测试机械巨兵 解放 测试用代替解放城', cards))).toEqual(['测试机械巨兵']);
    expect(() => judgeWith('{回合:A 阶段:主要1 A场:测试用代替解放城} 上级召唤 青眼白龙 解放 测试用代替解放城', cards)).toThrow(/Spell & Trap Zone/);
  });
  it('[SIT-TRIBUTE-SPELL] with its counters stated, only its own (no-name) counters count, and they must reach the tributes needed', () => {
    expect(summoned(judgeWith('{回合:A 阶段:主要1 A场:测试用代替解放城(指示物2)} 上级召唤 测试机械巨兵 解放 测试用代替解放城', cards))).toEqual(['测试机械巨兵']);
    expect(() => judgeWith('{回合:A 阶段:主要1 A场:测试用代替解放城(指示物1)} 上级召唤 测试机械巨兵 解放 测试用代替解放城', cards)).toThrow(/not enough/);
    expect(() => judgeWith('{回合:A 阶段:主要1 A场:测试用代替解放城(魔力指示物2)} 上级召唤 测试机械巨兵 解放 测试用代替解放城', cards)).toThrow(/not enough/);
  });
});
