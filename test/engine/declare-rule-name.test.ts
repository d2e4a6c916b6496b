// SIT-DECLARE-RULE-NAME (rules reference docs/c02/基本用语.rst:406–410): a card 「这个卡名在规则上当作「Y」使用」 has no name of its own by
// rule, so an effect that declares a card name (`[宣言 X]`) cannot declare it — the input is refused, saying Y may be declared; Y
// itself, and a card 「这个卡名在规则上也当作「Y」使用」 (two names: its own stays), may be declared. Cards written as text (textCard).
import { describe, expect, it } from 'vitest';
import { judgeWith } from './build.js';
import { textCard } from '../../src/cards/curated/dsl.js';

const sea = textCard({ id: 992508, name: '测试之海', type: 'spell field', text: '①：场上的水属性怪兽的攻击力上升100。' });
const city = textCard({ id: 992509, name: '测试用别名之都', type: 'spell field', text: '这个卡名在规则上当作「测试之海」使用。\n①：场上的水属性怪兽的攻击力上升200。' });
const hero = textCard({ id: 992510, name: '测试用双名侠', type: 'monster effect', level: 4, atk: 1000, def: 1000, race: '战士族', attribute: '水', text: '这个卡名在规则上也当作「测试之海」使用。\n①：这张卡的攻击力上升100。' });
const decree = textCard({ id: 992511, name: '测试用宣言令', type: 'spell normal', text: '①：宣言1个卡名才能发动。对方手卡确认，有宣言的卡的场合，那些卡全部除外。' });
const cards = [sea, city, hero, decree];
const ask = (declared: string) => judgeWith(`{回合:A 阶段:主要1} C1 A:测试用宣言令[宣言 ${declared}]`, cards);

describe('a card name that does not exist by rule', () => {
  it('[SIT-DECLARE-RULE-NAME] a card whose name is treated as another by rule cannot be declared', () => {
    expect(() => ask('测试用别名之都')).toThrow(/cannot declare it/);
  });
  it('[SIT-DECLARE-RULE-NAME] the other side: the name it is treated as, and a card with two names, may be declared', () => {
    expect(ask('测试之海').links[0]!.legal).toBe(true);
    expect(ask('测试用双名侠').links[0]!.legal).toBe(true);
  });
});
