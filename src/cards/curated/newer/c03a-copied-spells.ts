/**
 * A card newer than ../shared/data/cards.cdb (March 2019) that copies a Fusion Spell sent from the Deck as its cost
 * (docs/c03/复制.rst:156, :181, :192, :237), as restated card text (textCard). Only the clause the rulings judge is kept, in
 * our own words; its other effects, its LP cost and its use limits are left out.
 *
 * Passcodes 9965… are placeholders: the real passcode was not at hand.
 */
import { textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c03aCopiedSpellsNewerThanCdb: Record<number, string> = {
  996505001: '捕食植物 青锁龙森蚺 — released 2019 (after the database); placeholder id (passcode not known)',
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
];
