// s60 (WIN-TOKEN-VANISHED, CH-TOKEN-VANISHES): a Token banished is banished — it left the field so — but it vanishes that moment and is
// never a banished card: 「衍生物被除外的时点消灭，结果不存在除外后的状态」 (rules reference docs/c03/特定效果的处理方法.rst:889; docs/c02/基本用语.rst:1032,
// :1046). Before, the answer said 「「羊衍生物」被除外」 and 「发生的事」 listed it 除外 like any banished card; now both say it vanished, in zh and
// en, and a 「…被除外的场合」 trigger does not see it, while a monster that is no Token banished the same way is still banished and seen.
import { describe, expect, it } from 'vitest';
import { renderChainText } from '../../src/answer/render/text.js';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, cdbJudge, haveCards, skipMessage } from '../cards/data.js';

skipMessage('a Token banished vanishes', CARDS_DB);

const text = (input: string, lang: 'zh-CN' | 'en' = 'zh-CN') => renderChainText(cdbJudge().chain(input, { lang }), lang);
const banished = (a: ChainAnswer, vanished: boolean) =>
  a.events.filter((e) => e.type === 'banished' && (e.vanished === true) === vanished).flatMap((e) => e.cards.map((c) => c.name));
const triggers = (input: string) => askCdb(input).window.triggers.map((t) => t.card.name);

// The opponent's Token, in the Damage Step: 异次元的女战士 banishes itself and the monster it battled.
const DDWL = (foe: string) => `{回合:B 阶段:伤害计算后 攻击:B:${foe}→A:异次元的女战士 A场:异次元的女战士 B场:${foe}} C1 A:异次元的女战士`;

describe.skipIf(!haveCards)('a Token banished vanishes that moment', () => {
  it('[WIN-TOKEN-VANISHED] the opponent\'s Token banished in the Damage Step (异次元的女战士): its event says it vanished, the link says so — zh and en; 异次元的女战士 itself is banished', () => {
    const a = askCdb(DDWL('羊衍生物'));
    expect(banished(a, true)).toEqual(['羊衍生物']);
    expect(banished(a, false)).toEqual(['异次元的女战士']);
    expect(a.links[0]!.reason).toContain('「羊衍生物」被除外的时点就消灭（衍生物不会留在除外状态）');
    expect(a.links[0]!.rules).toContain('CH-TOKEN-VANISHES');
    const zh = text(DDWL('羊衍生物'));
    expect(zh).toContain('B:羊衍生物 除外，在那个时点消灭（衍生物不会留在除外状态）');
    expect(zh).not.toContain('B:羊衍生物 除外\n');
    const en = text(DDWL('羊衍生物'), 'en');
    expect(en).toContain('vanished as it was banished (a Token is never a banished card)');
    expect(en).toContain('banished and vanished at once (a Token is never a banished card)');
  });
  it('[CH-TOKEN-VANISHES] a link that banishes a Token with a monster that is no Token (亚空间物质传送装置, one at a time) says the Token vanished and the other was banished', () => {
    const token = askCdb('{回合:A 阶段:主要1 A场:羊衍生物} C1 A:亚空间物质传送装置→羊衍生物');
    expect(token.links[0]!.reason).toContain('「羊衍生物」被除外的时点就消灭（衍生物不会留在除外状态）');
    expect(token.links[0]!.reason).not.toContain('「羊衍生物」被除外。');
    const monster = askCdb('{回合:A 阶段:主要1 A场:三眼怪} C1 A:亚空间物质传送装置→三眼怪');
    expect(monster.links[0]!.reason).toContain('「三眼怪」被除外');
    expect(monster.links[0]!.reason).not.toContain('消灭');
  });
  it('[WIN-TOKEN-VANISHED] the other side: a monster that is no Token banished the same way is banished, and nothing vanished', () => {
    const a = askCdb(DDWL('三眼怪'));
    expect(banished(a, false).sort()).toEqual(['三眼怪', '异次元的女战士'].sort());
    expect(banished(a, true)).toEqual([]);
    expect(a.links[0]!.reason).not.toContain('消灭');
    expect(a.links[0]!.rules).not.toContain('CH-TOKEN-VANISHES');
  });
  it('[WIN-TOKEN-VANISHED] a Token banished by an action (除外 X (效果)) in the Battle Phase: said vanished; 幻影贤者② (「自己场上的怪兽被除外的场合，选择那1只除外的怪兽」) does not see it, but sees 三眼怪', () => {
    const at = (x: string) => `{回合:A 阶段:战斗步骤 A场:异热同心从者-幻影贤者,${x}} 除外 ${x} (效果)`;
    expect(text(at('羊衍生物'))).toContain('A:羊衍生物 除外，在那个时点消灭（衍生物不会留在除外状态）');
    expect(banished(askCdb(at('羊衍生物')), true)).toEqual(['羊衍生物']);
    expect(triggers(at('羊衍生物'))).not.toContain('异热同心从者-幻影贤者');
    expect(text(at('三眼怪'))).not.toContain('消灭');
    expect(triggers(at('三眼怪'))).toContain('异热同心从者-幻影贤者');
  });
});
