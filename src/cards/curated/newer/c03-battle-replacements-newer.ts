/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that worked examples of docs/c03 (战斗阶段流程, 卡片的抗性) need,
 * restated in our own words as card text the compiler reads (textCard). Each comment says what the example needs and what
 * was left out.
 *
 * Passcodes starting 99810 are placeholders: the real passcode was not used.
 */
import { textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c03BattleReplacementsNewerThanCdb: Record<number, string> = {
  99810001: '魔界特派员 死亡主播 — newer than the database; placeholder id',
  99810002: '星圣商神杖使 — newer than the database; placeholder id',
};

export const c03BattleReplacementsNewerCards = [
  // ①: an optional destruction replacement by tributing a Fiend of its side (战斗阶段流程.rst:843: the Fiend destroyed by battle
  // cannot be tributed for it, CH-REPLACE-BATTLE-DESTROYED). A Link-2 DARK Fiend; its ② (a revival from the GY for a
  // discard, with a summon lock) and its Link Material clause are left out.
  textCard({
    id: 99810001,
    name: '魔界特派员 死亡主播',
    type: 'monster effect link',
    race: '恶魔族',
    attribute: '暗',
    text: '效果怪兽2只\n①：自己场上的怪兽被战斗·效果破坏的场合，可以作为代替把自己场上1只恶魔族怪兽解放。',
  }),
  // ③: the 「星圣」 Xyz Monster that has it as material gains an effect (卡片的抗性.rst:262: a text that is no effect, so an Xyz
  // Monster unaffected by other effects still gains it, FD-MATERIAL-GRANTS). A Level 4 LIGHT Spellcaster 1600/1550; its ①② (a
  // summon from the hand, a search) are left out.
  textCard({
    id: 99810002,
    name: '星圣商神杖使',
    type: 'monster effect',
    level: 4,
    atk: 1600,
    def: 1550,
    race: '魔法师族',
    attribute: '光',
    text: '③：有这张卡在作为超量素材中的「星圣」超量怪兽得到以下效果。\n●这张卡和光·暗属性怪兽进行战斗的伤害计算前才能发动。那只怪兽除外。',
  }),
];
