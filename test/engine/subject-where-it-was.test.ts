// WIN-SUBJECT-WHERE-IT-WAS (rules reference docs/c03/特定效果的处理方法.rst:651, :832–839): a trigger whose
// subject names the place the event took the card from (「自己场上的怪兽被破坏」「表侧表示的怪兽从场上离开」)
// reads that place, and the card's face, where the card was when it happened — not in the GY or among the
// banished cards where the event left it. A ○○ (an archetype, a type…) must have been face-up there.
// Cards are read from the shared cards.cdb (the same cards a user types).
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('the subject-where-it-was trigger rule', CARDS_DB);

const names = (a: ChainAnswer) => a.window.triggers.map((t) => t.card.name);

describe.skipIf(!haveCards)('[WIN-SUBJECT-WHERE-IT-WAS] "a monster on the field destroyed" is read where the monster was', () => {
  it('[WIN-SUBJECT-WHERE-IT-WAS] a face-up 芳香 monster on my field destroyed by an effect: 芳香花园② is offered', () => {
    const a = askCdb('{回合:A A场:芳香花园,芳香法师 茉莉} 破坏 芳香法师 茉莉 (效果)');
    expect(names(a)).toContain('芳香花园');
    expect(a.window.triggers.find((t) => t.card.name === '芳香花园')!.rules).toContain('WIN-SUBJECT-WHERE-IT-WAS');
  });

  it('[WIN-SUBJECT-WHERE-IT-WAS] the same monster face-down is no 芳香 monster there: 芳香花园② is not offered', () => {
    expect(names(askCdb('{回合:A A场:芳香花园,芳香法师 茉莉(盖)} 破坏 芳香法师 茉莉 (效果)'))).not.toContain('芳香花园');
  });

  it('[WIN-SUBJECT-WHERE-IT-WAS] a face-up monster banished face-down still left the field face-up: 星霜之灵摆读阵② is offered', () => {
    expect(names(askCdb('{回合:B A场:星霜之灵摆读阵,时读之魔术师 B场:PSY骨架超载} C1 B:PSY骨架超载→时读之魔术师'))).toContain('星霜之灵摆读阵');
  });

  it('[WIN-SUBJECT-WHERE-IT-WAS] another face-up PSY骨架 card on my field destroyed: PSY骨架加速器② is offered; a monster of the opponent is not mine', () => {
    expect(names(askCdb('{回合:A A场:PSY骨架驱动者,PSY骨架加速器} C1 B:雷破→PSY骨架驱动者'))).toContain('PSY骨架加速器');
    expect(names(askCdb('{回合:A A场:PSY骨架加速器 B场:PSY骨架驱动者} C1 A:雷破→PSY骨架驱动者'))).not.toContain('PSY骨架加速器');
  });

  it('[WIN-SUBJECT-WHERE-IT-WAS] a monster card used as an equip card and destroyed was a Spell there: 「场上的怪兽被效果破坏」 (破坏轮回②) is not met', () => {
    expect(names(askCdb('{回合:B A场:破坏轮回,纳祭之魔,三眼怪(装备:纳祭之魔) B场:旋风(盖)} C1 B:旋风→三眼怪'))).not.toContain('破坏轮回');
    // The same monster in the Monster Zone meets it.
    expect(names(askCdb('{回合:B A场:破坏轮回,三眼怪} 破坏 三眼怪 (效果)'))).toContain('破坏轮回');
  });

  it('[WIN-SUBJECT-WHERE-IT-WAS] 「怪兽从场上送去墓地」 (死之演算盘) is not met by a monster card sent from the Spell & Trap Zone; the card\'s own 「从场上送去墓地」 (三眼怪) still is', () => {
    const a = askCdb('{回合:B A场:死之演算盘,纳祭之魔,三眼怪(装备:纳祭之魔) B场:旋风(盖)} C1 B:旋风→三眼怪');
    expect(names(a)).not.toContain('死之演算盘');
    expect(names(a)).toContain('三眼怪');
  });

  it('[WIN-SUBJECT-WHERE-IT-WAS] under 不死世界 my Psychic monster is a Zombie on the field: banished, it is no 「念动力族怪兽」 (PSY骨架王·Λ②); without 不死世界 it is', () => {
    expect(names(askCdb('{回合:B A场:不死世界,PSY骨架驱动者,PSY骨架王·Λ} 除外 PSY骨架驱动者 (效果)'))).not.toContain('PSY骨架王·Λ');
    expect(names(askCdb('{回合:B A场:PSY骨架驱动者,PSY骨架王·Λ B场:PSY骨架超载} C1 B:PSY骨架超载→PSY骨架驱动者'))).toContain('PSY骨架王·Λ');
  });
  it('[WIN-SUBJECT-WHERE-IT-WAS] a subject that names a monster card type (「调整」「灵摆怪兽」, read by the card text compiler) is met only by a card of that type, face-up where it was', () => {
    expect(names(askCdb('{回合:B A场:黑面波波,效果遮蒙者} 破坏 效果遮蒙者 (效果)'))).toContain('黑面波波');
    expect(names(askCdb('{回合:B A场:黑面波波,三眼怪} 破坏 三眼怪 (效果)'))).not.toContain('黑面波波');
    expect(names(askCdb('{回合:B A场:异色眼灵摆龙,三眼怪 A手:异色眼枪兵龙} 破坏 异色眼灵摆龙 (效果)'))).toContain('异色眼枪兵龙');
    expect(names(askCdb('{回合:B A场:异色眼灵摆龙(盖),三眼怪 A手:异色眼枪兵龙} 破坏 异色眼灵摆龙 (效果)'))).not.toContain('异色眼枪兵龙');
    expect(names(askCdb('{回合:B A场:青眼白龙,三眼怪 A手:异色眼枪兵龙} 破坏 青眼白龙 (效果)'))).not.toContain('异色眼枪兵龙');
  });
});
