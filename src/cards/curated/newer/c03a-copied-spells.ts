/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that copy a Spell or a Counter Trap from the Deck or the GY
 * (docs/c03/复制.rst:156, :181, :188, :192, :198, :237), as restated card text (textCard). Only the clause the rulings judge is kept, in
 * our own words; its other effects, its LP cost and its use limits are left out.
 *
 * Passcodes 9965… are placeholders: the real passcode was not at hand.
 */
import { textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c03aCopiedSpellsNewerThanCdb: Record<number, string> = {
  996505001: '捕食植物 青锁龙森蚺 — released 2019 (after the database); placeholder id (passcode not known)',
  996505002: '融合复制 — released 2023; placeholder id (passcode not known)',
  996505003: '恐啡肽狂龙逆转 — released 2022; placeholder id (passcode not known)',
};

export const c03aCopiedSpellsCards = [
  // Its ② sends a 「融合」 Spell from the Deck as its cost and becomes that Spell's effect (CH-COPY-RESOLVES): it is not itself
  // an effect that summons or sends from the Deck (复制.rst:237), and the Spell's lines that are no part of its effect are not
  // carried (复制.rst:192). Its ① (a Link Monster's) is left out.
  textCard({
    id: 996505001,
    name: '捕食植物 青锁龙森蚺',
    type: 'monster effect link',
    text: '①：自己主要阶段才能发动。自己从卡组抽1张。\n②：从卡组把1张「融合」通常魔法卡或「融合」速攻魔法卡送去墓地才能发动。这个效果变成和那张魔法卡发动时的效果相同。',
  }),
  // A Quick-Play Spell that targets a 「融合」 Spell in its controller's GY and becomes its effect (复制.rst:188): the copied card's
  // lines that are no part of its effect (a pledge, 「不能对应」, 「主要阶段」 timing) are not carried. Its cost and use limit are
  // left out.
  textCard({
    id: 996505002,
    name: '融合复制',
    type: 'spell quickplay',
    text: '①：以自己墓地1张「融合」通常魔法卡或「融合」速攻魔法卡为对象才能发动。这张卡的效果变成和那张魔法卡发动时的效果相同。',
  }),
  // A Trap that banishes a Counter Trap from its controller's GY as its cost and becomes its effect (复制.rst:198: the copied
  // Counter Trap's 「这张卡的发动和效果不会被无效化」 is not carried). Its LP cost, condition and GY effect are left out.
  textCard({
    id: 996505003,
    name: '恐啡肽狂龙逆转',
    type: 'trap',
    text: '①：把自己墓地1张反击陷阱卡除外才能发动。这个效果变成和那张反击陷阱卡发动时的效果相同。',
  }),
];
