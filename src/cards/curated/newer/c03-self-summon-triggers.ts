/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) whose triggers the rulings of docs/c02/基本用语.rst (:297–298),
 * docs/c03/无效.rst (:572–573) and docs/c03/诱发类效果.rst (:121, :491) judge, written as restated card text (textCard).
 * Only the trigger each ruling turns on is kept, in our own words; each comment says what was left out (nothing that is
 * not known is invented).
 *
 * Passcodes starting 9970 are placeholders: the real passcode was not at hand.
 */
import { textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c03SelfSummonTriggersNewerThanCdb: Record<number, string> = {
  997012001: '黑洞龙 — newer than the database; placeholder id (passcode not known)',
  997012002: '圣炎王 大鹏不死鸟 — newer than the database; placeholder id (passcode not known)',
  997012003: '六花圣 泪滴花束雪花莲 — newer than the database; placeholder id (passcode not known)',
  997012004: '无限起动 压路机 — newer than the database; placeholder id (passcode not known)',
  997012005: '光之天穿 巴哈路蒂亚 — newer than the database; placeholder id (passcode not known)',
};

export const c03SelfSummonTriggersCards = [
  // ①: from the hand or the GY, when a card on its controller's field is destroyed by an effect that did not target that
  // card, it summons itself (基本用语.rst:282, :297–298; 无效.rst:572–573: an effect rewritten into one that only chooses
  // does not target; 诱发类效果.rst:121: it is one of the self-summoning triggers of which one per chain). Its other
  // effects, its limits and its stats are left out.
  textCard({
    id: 997012001,
    name: '黑洞龙',
    type: 'monster effect',
    text: '①：自己场上的卡被不以那张卡为对象的卡的效果破坏的场合才能发动。这张卡从手卡·墓地特殊召唤。',
  }),
  // ①: from the hand or the GY, when a monster of mine whose original Attribute is FIRE is destroyed by battle or an effect,
  // it summons itself (诱发类效果.rst:121; :399 — destroyed in the hand itself, it was not already in the GY). Restated from
  // its current text (a public script header); its ② (a FIRE Beast/Beast-Warrior/Winged Beast destroyed on its summon) is
  // left out.
  textCard({
    id: 997012002,
    name: '圣炎王 大鹏不死鸟',
    type: 'monster effect',
    level: 8,
    atk: 2700,
    def: 1700,
    race: '鸟兽族',
    attribute: '炎',
    text: '这个卡名的①的效果1回合只能使用1次。\n①：这张卡在手卡·墓地存在，原本属性是炎属性的自己怪兽被战斗·效果破坏的场合才能发动。这张卡特殊召唤。',
  }),
  // ②: each time monsters are tributed it is activated, once per tribute event, and raises its own ATK until the end of the
  // turn (诱发类效果.rst:491: two tributes in one chain, two activations after it). Its ①, its Xyz procedure and its stats
  // are left out.
  textCard({
    id: 997012003,
    name: '六花圣 泪滴花束雪花莲',
    type: 'monster effect xyz',
    text: '②：怪兽被解放的场合发动。这张卡的攻击力直到回合结束时上升被解放的怪兽数量×200。',
  }),
  // ①: from the hand or the GY, when a Machine EARTH monster on its controller's field is tributed, it summons itself
  // (诱发类效果.rst:398: tributed from the hand for a Ritual Summon, it is in the GY once the condition is met — it was in the
  // hand before — so it cannot be activated, whatever else was tributed with it). Its position, its other effects, its
  // limits and its stats (but its Type and Attribute) are left out.
  textCard({
    id: 997012004,
    name: '无限起动 压路机',
    type: 'monster effect',
    race: '机械族',
    attribute: '地',
    text: '①：自己场上的机械族·地属性怪兽被解放的场合才能发动。这张卡从手卡·墓地特殊召唤。',
  }),
  // ①: from the hand, when the opponent adds a card from the Deck to the hand (not in the Draw Phase), it Tribute Summons itself
  // (基本用语.rst:647: the summon needs its tributes; 诱发类效果.rst:125: several of them, and the hand triggers that summon
  // themselves, are one per chain: WIN-SELF-SS-ONE). Its Draw Phase exception is left out (the examples are in a Main
  // Phase), as are its other effects, its limits and its stats.
  textCard({
    id: 997012005,
    name: '光之天穿 巴哈路蒂亚',
    type: 'monster effect',
    text: '①：对方从卡组把卡加入手卡的场合才能发动。这张卡从手卡上级召唤。',
  }),
];
