// CH-NORMAL-DRAW (rules reference docs/c02/基本用语.rst:1317–1326): after a Draw Phase chain holding an effect used instead of
// the normal draw, the answer says whether the turn player still makes it — by where the text puts 「作为通常抽卡的代替」.
// `[无效C1]` states that a link negated Chain Link 1's activation. Cards from cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const draw = (input: string) => askCdb(input).normalDraw;

describe.skipIf(!haveCards)('[CH-NORMAL-DRAW] whether the normal draw is still made', () => {
  it('[CH-NORMAL-DRAW] an activation condition (武装锻炼 ①): activated, even with its activation negated, there is no normal draw', () => {
    expect(draw('{回合:A 阶段:抽卡 A场:武装锻炼} C1 A:武装锻炼#1')?.made).toBe(false);
    const d = draw('{回合:A 阶段:抽卡 A场:武装锻炼} C1 A:武装锻炼#1 C2 B:旋风[无效C1]');
    expect(d?.made).toBe(false);
    expect(d?.by).toBe(1);
  });
  it('[CH-NORMAL-DRAW] a step of the resolution (飞龙艇-幻舵拉 ①): only when it applies — its activation negated, or the Field Spell destroyed first, the draw is made', () => {
    expect(draw('{回合:A 阶段:抽卡 A场:飞龙艇-幻舵拉} C1 A:飞龙艇-幻舵拉#1')?.made).toBe(false);
    expect(draw('{回合:A 阶段:抽卡 A场:飞龙艇-幻舵拉} C1 A:飞龙艇-幻舵拉#1 C2 B:旋风[无效C1]')?.made).toBe(true);
    expect(draw('{回合:A 阶段:抽卡 A场:飞龙艇-幻舵拉} C1 A:飞龙艇-幻舵拉#1 C2 B:旋风→飞龙艇-幻舵拉')?.made).toBe(true);
  });
  it('[CH-NORMAL-DRAW] a pledge (升阶魔法-星光之力 ②): its activation negated, the draw is made; activated and not negated, none even if it did nothing', () => {
    expect(draw('{回合:A 阶段:抽卡 A墓:升阶魔法-星光之力} C1 A:升阶魔法-星光之力#2 C2 B:旋风[无效C1]')?.made).toBe(true);
    expect(draw('{回合:A 阶段:抽卡 A墓:升阶魔法-星光之力} C1 A:升阶魔法-星光之力#2 C2 B:D.D.乌鸦→升阶魔法-星光之力')?.made).toBe(false);
  });
  it('[CH-NORMAL-DRAW] not the Draw Phase, or no such effect in the chain: the answer says nothing of the draw; the opponent\'s effect does not decide it', () => {
    expect(draw('{回合:A 阶段:主要1 A场:飞龙艇-幻舵拉} C1 A:飞龙艇-幻舵拉#1')).toBeUndefined();
    expect(draw('{回合:A 阶段:抽卡 B场:旋风(盖)} C1 B:旋风')).toBeUndefined();
    expect(draw('{回合:B 阶段:抽卡 A场:武装锻炼} C1 A:武装锻炼#1')).toBeUndefined();
  });
});
