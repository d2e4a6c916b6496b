/**
 * Normal Traps newer than ../shared/data/cards.cdb (March 2019) that 事务回滚 (src/cards/curated/newer/copy-effects.ts) copies in
 * docs/c03/复制.rst (:163, :204), as facts (card()) or restated card text (textCard). Only the lines the rulings judge are kept, in our own
 * words; what the Traps do is not known here and is not invented.
 *
 * Passcodes 9965… are placeholders: the real passcode was not at hand.
 */
import { card, textCard } from '../dsl.js';
import type { Card } from '../../facts.js';

/** The steps after 「那只怪兽的攻击力变成0」 on the same target, which the compiler leaves unread: a note on the target. */
function withTargetStep(c: Card, n: number, note: string): Card {
  c.effects.find((e) => e.n === n)?.does.push({ do: 'other', what: 'targets', note });
  return c;
}

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c03aCopiedTrapsNewerThanCdb: Record<number, string> = {
  996502001: '武器呼唤 — released 2023; placeholder id (passcode not known)',
  996502003: '拉比林斯迷宫连环阵 — released 2022; placeholder id (passcode not known)',
  996502004: '破洞露蒂亚之虫惑魔 — released 2023; placeholder id (passcode not known)',
};

export const c03aCopiedTrapsCards = [
  // A Normal Trap of which a player may activate one a turn (复制.rst:163: 事务回滚 may still copy it that turn). What it
  // does is not known here: its resolution is a note.
  card({
    id: 996502001,
    name: '武器呼唤',
    type: 'trap',
    effects: [
      {
        n: 1,
        kind: 'activation',
        oncePerTurn: 'hard',
        does: [{ do: 'other', note: 'what it does is not written here' }],
        summary: { zh: '这个卡名的卡1回合只能发动1张。', en: 'You can only activate 1 card with this name per turn.' },
      },
    ],
  }),
  // A Normal Trap activated when a Normal Trap is activated: its effect becomes that Trap's (复制.rst:146, :161, :219). Its
  // use limit and other lines are left out.
  textCard({ id: 996502003, name: '拉比林斯迷宫连环阵', type: 'trap', text: '①：通常陷阱卡发动时才能发动。这张卡的效果变成和那张通常陷阱卡发动时的效果相同。' }),
  // A Normal Trap that becomes a monster and is Special Summoned when activated (复制.rst:219: no copy can apply it). Its
  // stats as a monster and its other effects are left out (written as the text needs a monster's).
  textCard({ id: 996502004, name: '破洞露蒂亚之虫惑魔', type: 'trap', text: '①：这张卡发动后变成效果怪兽（昆虫族·地·4星·攻0/守0）在怪兽区域特殊召唤（也当作陷阱卡使用）。' }),
];
