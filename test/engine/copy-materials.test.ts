// CH-COPY-MATERIALS (docs/c03/复制.rst:110–115): a gained effect that needs its card summoned with certain materials speaks of the
// copied card's own summon — the card that gained it never meets it, whatever it was summoned with itself; the real card does,
// by the materials the situation states.
import { describe, expect, it } from 'vitest';
import { cdbJudge, haveCards } from '../cards/data.js';
import { textCard } from '../../src/cards/curated/dsl.js';

function ask(input: string) {
  const a = cdbJudge().chain(input, { lang: 'zh-CN' });
  if (!a.ok) throw new Error(`${input}: ${a.error.message}`);
  return a;
}
const link1 = (input: string) => ask(input).links[0]!;

describe('[CH-COPY-MATERIALS] the compiled clause on the materials of this card’s summon', () => {
  it('[CH-COPY-MATERIALS] 「把用通常怪兽作为素材作融合召唤的这张卡解放才能发动」 is a condition on this card’s materials; 「只用场上的怪兽为素材作融合召唤的这张卡…可以作2次攻击」 keeps it on the attack rule', () => {
    const tribute = textCard({ id: 1, name: '测试卡', type: 'monster effect fusion', text: '①：把用通常怪兽作为素材作融合召唤的这张卡解放才能发动。自己抽1张。' }).effects.find((e) => e.n === 1)!;
    expect(tribute.condition).toContainEqual({ is: 'exists', filter: { self: true, place: 'monster', faceUp: true, summoned: 'fusion', materialsAre: 'normal' } });
    const twice = textCard({ id: 2, name: '测试卡2', type: 'monster effect fusion', text: '①：只用场上的怪兽为素材作融合召唤的这张卡在同1次的战斗阶段中可以作2次攻击。' }).effects.find((e) => e.n === 1)!;
    expect(twice.attackRules).toEqual([{ kind: 'attacks', of: 'self', count: 2, whileSelf: { self: true, summoned: 'fusion', materialsAre: 'field' } }]);
  });
});

describe.skipIf(!haveCards)('[CH-COPY-MATERIALS] in play', () => {
  it('[CH-COPY-MATERIALS] 转生炎兽 炽热多头狮② (「这张卡是已用「转生炎兽 炽热多头狮」为素材作连接召唤的场合」): the real card made with one may use it; 霸王眷龙 凶饿毒 that took its name and effects, stated made with one too, may not', () => {
    const own = link1('{回合:A 阶段:主要1 A场:转生炎兽 炽热多头狮(连接召唤,素材:转生炎兽 炽热多头狮+转生炎兽 狼獾) A墓:三眼怪 B场:青眼白龙} C1 A:转生炎兽 炽热多头狮②→青眼白龙,三眼怪');
    expect(own.legal).toBe(true);
    const copy = link1('{回合:A 阶段:主要1 A场:霸王眷龙 凶饿毒(融合召唤,素材:转生炎兽 炽热多头狮+转生炎兽 狼獾,复制:转生炎兽 炽热多头狮) A墓:三眼怪 B场:青眼白龙} C1 A:霸王眷龙 凶饿毒②→青眼白龙,三眼怪');
    expect(copy.legal).toBe(false);
    expect(copy.rules).toContain('CH-COPY-MATERIALS');
  });
});
