/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that the destruction-replacement examples of
 * docs/c03/卡片的抗性.rst need (代替破坏, :339–387), written as restated card text (textCard: the compiler reads it
 * like an imported card's). Only the clause the rulings judge is kept, in our own words; each comment says
 * what was left out (nothing that is not known is invented: no stats where the examples need none).
 *
 * Passcodes starting 9966 are placeholders: the real passcode was not at hand.
 */
import { textCard } from '../dsl.js';
import type { Card } from '../../facts.js';

/** 「自己场上的「卡通世界」」: the compiler keeps the place and side of the replacement's subject, not the card's name — added here. */
function coversNamed(c: Card, n: number, id: number): Card {
  const a = c.effects.find((e) => e.n === n)?.does.find((x) => x.do === 'replace-destruction');
  if (a && typeof a.what === 'object') a.what = { ...a.what, filter: { ...a.what.filter, id } };
  return c;
}

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c03bReplacementNewerThanCdb: Record<number, string> = {
  996603001: '破械焰魔天 阎摩 — newer than the database; placeholder id (passcode not known)',
  996603002: '卡通书签 — newer than the database; placeholder id (passcode not known)',
  996603003: '转生炎兽 烈焰龙 — newer than the database; placeholder id (passcode not known)',
  996603004: '破械童子 娑罗摩 — newer than the database; placeholder id (passcode not known)',
};

export const c03bReplacementCards = [
  // ②: when it would be destroyed on the field by battle or an effect, its controller may destroy one face-up card on
  // either field instead (卡片的抗性.rst:354, :380–387). Its ① and its stats are left out.
  textCard({
    id: 996603001,
    name: '破械焰魔天 阎摩',
    type: 'monster effect',
    text: '②：场上的这张卡被战斗·效果破坏的场合，可以作为代替把自己或对方的场上1张表侧表示卡破坏。',
  }),
  // From the GY, it may be banished instead of its controller's 卡通世界 being destroyed by an effect (卡片的抗性.rst:380).
  // Its other effects are left out.
  coversNamed(
    textCard({
      id: 996603002,
      name: '卡通书签',
      type: 'spell normal',
      text: '②：自己场上的「卡通世界」被效果破坏的场合，可以作为代替把墓地的这张卡除外。',
    }),
    2,
    15259703, // 卡通世界
  ),
  // An Xyz Monster that, when it would be destroyed by battle or an effect, detaches one of its materials instead — a
  // replacement it must apply (卡片的抗性.rst:383). Its materials, stats and other effects are left out.
  textCard({
    id: 996603003,
    name: '转生炎兽 烈焰龙',
    type: 'monster effect xyz',
    text: '①：这张卡被战斗·效果破坏的场合，作为代替把这张卡1个超量素材取除。',
  }),
  // ②: a trigger when it is destroyed by an effect (卡片的抗性.rst:339: destroyed in 阎摩's place, it may be activated).
  // What ② then does is not written here (no step is invented); its ① (which destroys a card) is left out.
  textCard({
    id: 996603004,
    name: '破械童子 娑罗摩',
    type: 'monster effect',
    text: '②：这张卡被效果破坏的场合才能发动。',
  }),
];
