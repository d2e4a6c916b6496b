// SIT-TRIBUTE-OPPONENT: a Tribute Summon (or a Tribute Set) tributes monsters the summoning player controls. An opponent's monster
// may stand in for one of them only where a text says so — 「作为自己场上(1只)怪兽的代替而把对方场上(1只)(X)怪兽解放」 on a face-up
// card the player controls (吸血鬼吸食者③, 不死族 only) or on a card the player activated earlier this turn (帝王的烈旋①, one
// monster, one summon). Imported cards, read from their text in cards.cdb; both sides of each.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const summoned = (input: string) => askCdb(input).events.filter((e) => e.type === 'summoned' || e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name));
const sent = (input: string) => askCdb(input).events.filter((e) => e.type === 'sent-to-gy').flatMap((e) => e.cards.map((c) => `${c.controller}:${c.name}`));

describe.skipIf(!haveCards)('SIT-TRIBUTE-OPPONENT', () => {
  it('[SIT-TRIBUTE-OPPONENT] with no text that allows it, the opponent\'s monster is no tribute: the Tribute Summon is refused with a message that says what to write; the player\'s own two tributes are fine, one owned by the opponent included', () => {
    expect(() => askCdb('{回合:A 阶段:主要1 A手:青眼白龙 A场:三眼怪 B场:黑魔术师} 上级召唤 青眼白龙 解放 三眼怪,黑魔术师')).toThrow(/「黑魔术师」是对方场上的怪兽：上级召唤只能解放自己场上的怪兽.*本回合:A:卡名/);
    expect(summoned('{回合:A 阶段:主要1 A手:青眼白龙 A场:三眼怪,黑魔术师 B场:黑魔术师} 上级召唤 青眼白龙 解放 三眼怪,黑魔术师')).toEqual(['青眼白龙']);
    // A monster the player controls but does not own is the player's to tribute.
    expect(summoned('{回合:A 阶段:主要1 A手:青眼白龙 A场:三眼怪,黑魔术师(所有者:B)} 上级召唤 青眼白龙 解放 三眼怪,黑魔术师')).toEqual(['青眼白龙']);
  });

  it('[SIT-TRIBUTE-OPPONENT] 帝王的烈旋 activated earlier this turn lets one opponent\'s monster stand in: it goes to its owner\'s GY; two are too many; the opponent\'s 帝王的烈旋 or a negated activation gives nothing', () => {
    const input = '{回合:A 阶段:主要1 本回合:A:帝王的烈旋 A手:青眼白龙 A场:三眼怪 B场:黑魔术师} 上级召唤 青眼白龙 解放 三眼怪,黑魔术师';
    expect(summoned(input)).toEqual(['青眼白龙']);
    expect(sent(input)).toEqual(expect.arrayContaining(['A:三眼怪', 'B:黑魔术师']));
    expect(() => askCdb('{回合:A 阶段:主要1 本回合:A:帝王的烈旋 A手:青眼白龙 B场:黑魔术师,三眼怪} 上级召唤 青眼白龙 解放 三眼怪,黑魔术师')).toThrow(/一次只让对方场上1只怪兽代替解放，这里解放了2只/);
    expect(() => askCdb('{回合:A 阶段:主要1 本回合:B:帝王的烈旋 A手:青眼白龙 A场:三眼怪 B场:黑魔术师} 上级召唤 青眼白龙 解放 三眼怪,黑魔术师')).toThrow(/对方场上的怪兽/);
    expect(() => askCdb('{回合:A 阶段:主要1 本回合:A:帝王的烈旋(发动无效) A手:青眼白龙 A场:三眼怪 B场:黑魔术师} 上级召唤 青眼白龙 解放 三眼怪,黑魔术师')).toThrow(/对方场上的怪兽/);
  });

  it('[SIT-TRIBUTE-OPPONENT] 吸血鬼吸食者 face-up on the player\'s field lets the opponent\'s Zombie stand in, not another Type; negated, or on the opponent\'s field, it lets none', () => {
    expect(summoned('{回合:A 阶段:主要1 A手:青眼白龙 A场:吸血鬼吸食者 B场:马头鬼} 上级召唤 青眼白龙 解放 吸血鬼吸食者,马头鬼')).toEqual(['青眼白龙']);
    expect(() => askCdb('{回合:A 阶段:主要1 A手:青眼白龙 A场:吸血鬼吸食者 B场:黑魔术师} 上级召唤 青眼白龙 解放 吸血鬼吸食者,黑魔术师')).toThrow(/只让对方场上的不死族怪兽代替解放，「黑魔术师」不是/);
    expect(() => askCdb('{回合:A 阶段:主要1 A手:青眼白龙 A场:吸血鬼吸食者(效果无效),三眼怪 B场:马头鬼} 上级召唤 青眼白龙 解放 三眼怪,马头鬼')).toThrow(/对方场上的怪兽/);
    expect(() => askCdb('{回合:A 阶段:主要1 A手:青眼白龙 A场:三眼怪 B场:吸血鬼吸食者,马头鬼} 上级召唤 青眼白龙 解放 三眼怪,马头鬼')).toThrow(/对方场上的怪兽/);
    // The card gone: 吸血鬼吸食者 in the player's GY grants nothing.
    expect(() => askCdb('{回合:A 阶段:主要1 A手:青眼白龙 A场:三眼怪 A墓:吸血鬼吸食者 B场:马头鬼} 上级召唤 青眼白龙 解放 三眼怪,马头鬼')).toThrow(/对方场上的怪兽/);
  });

  it('[SIT-TRIBUTE-OPPONENT] 灵魂交错 activated this turn lets the monster it targeted stand in, not another of the opponent\'s; its target unnamed, the tribute is assumed to be it and the answer says so', () => {
    expect(summoned('{回合:A 阶段:主要1 本回合:A:灵魂交错(对象:黑魔术师) A手:青眼白龙 A场:三眼怪 B场:黑魔术师,马头鬼} 上级召唤 青眼白龙 解放 三眼怪,黑魔术师')).toEqual(['青眼白龙']);
    expect(() => askCdb('{回合:A 阶段:主要1 本回合:A:灵魂交错(对象:黑魔术师) A手:青眼白龙 A场:三眼怪 B场:黑魔术师,马头鬼} 上级召唤 青眼白龙 解放 三眼怪,马头鬼')).toThrow(/只让它作为对象的对方怪兽代替解放，「马头鬼」不是/);
    const unnamed = askCdb('{回合:A 阶段:主要1 本回合:A:灵魂交错 A手:青眼白龙 A场:三眼怪 B场:马头鬼} 上级召唤 青眼白龙 解放 三眼怪,马头鬼');
    expect(unnamed.events.some((e) => e.type === 'summoned')).toBe(true);
    expect(unnamed.assumptions.join('\n')).toMatch(/假定「马头鬼」是「灵魂交错」作为对象的怪兽/);
  });

  it('[SIT-TRIBUTE-OPPONENT] Synchro, Xyz and Link Materials are the player\'s own monsters: the opponent\'s is refused unless 同调素材 was activated this turn by the player (for a Synchro Summon); the player\'s own copy of the same monster is fine', () => {
    expect(() => askCdb('{回合:A 阶段:主要1 A场:废品同调士 B场:多隆} 同调召唤 废品战士 素材 废品同调士,B:多隆')).toThrow(/「多隆」是对方场上的怪兽：同调召唤的素材是自己场上的怪兽/);
    expect(summoned('{回合:A 阶段:主要1 本回合:A:同调素材(对象:多隆) A场:废品同调士 B场:多隆} 同调召唤 废品战士 素材 废品同调士,B:多隆')).toEqual(['废品战士']);
    expect(() => askCdb('{回合:A 阶段:主要1 本回合:B:同调素材 A场:废品同调士 B场:多隆} 同调召唤 废品战士 素材 废品同调士,B:多隆')).toThrow(/同调召唤的素材是自己场上的怪兽/);
    expect(summoned('{回合:A 阶段:主要1 A场:废品同调士,多隆 B场:多隆} 同调召唤 废品战士 素材 废品同调士,A:多隆')).toEqual(['废品战士']);
    expect(() => askCdb('{回合:A 阶段:主要1 A场:三眼怪 B场:黑魔术师} 连接召唤 连接栗子球 素材 B:黑魔术师')).toThrow(/连接召唤的素材是自己场上的怪兽/);
    expect(summoned('{回合:A 阶段:主要1 A场:三眼怪 B场:黑魔术师} 连接召唤 连接栗子球 素材 A:三眼怪')).toEqual(['连接栗子球']);
  });

  it('[SIT-TRIBUTE-OPPONENT] the English answer says the same', () => {
    const a = cdbEnglish('{回合:A 阶段:主要1 A手:青眼白龙 A场:三眼怪 B场:黑魔术师} 上级召唤 青眼白龙 解放 三眼怪,黑魔术师');
    expect(a).toMatch(/Dark Magician is the opponent's: a Tribute Summon tributes monsters you control/);
  });
});

import { cdbJudge } from '../cards/data.js';
function cdbEnglish(input: string): string {
  const a = cdbJudge().chain(input, { lang: 'en' });
  return a.ok ? '' : a.error.message;
}
