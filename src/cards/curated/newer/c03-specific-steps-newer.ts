/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that worked examples of docs/c03/特定效果的处理方法.rst and
 * docs/c03/只能有○○存在.rst need (issue 16), written as restated card text (textCard: the compiler reads it
 * like an imported card's). Only the clauses a ruling judges are kept where a card is long; the wording is our own.
 *
 * Passcodes 99930… are placeholders: the real passcode is given in the record where it was at hand.
 */
import { textCard } from '../dsl.js';
import type { Card } from '../../facts.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c03SpecificStepsNewerThanCdb: Record<number, string> = {
  999300001: '噩梦之玉座 — newer than the cdb (real id 93729896)',
  999300004: '宇迦御狐之御稻成 — newer than the cdb (real id 49451215)',
  999300005: '天底的使徒 — newer than the cdb (real id 1984618)',
  999300006: '残丝断魂双玉绪 — newer than the cdb (real id 81143465)',
};

export const c03SpecificStepsNewerCards: Card[] = [
  textCard({
    id: 999300001,
    name: '噩梦之玉座',
    type: 'spell field',
    en: 'Nightmare Throne',
    // Its ② (a face-up 「于贝尔」 monster of mine leaving the field by an effect; 「那之内的1只」 is the monster that left) is judged (:799).
    text: '这个卡名的卡在1回合只能发动1张。\n①：作为这张卡发动时的效果处理，可以适用以下效果。\n●从卡组选攻击力和守备力都是0的1只恶魔族怪兽，加入手卡或者破坏。\n②：1回合1次，自己场上表侧表示的「于贝尔」怪兽因效果从场上离开的场合才能发动。把原本等级比那之内的1只高1星或者低1星的1只「于贝尔」怪兽从自己的卡组·墓地·除外状态加入手卡。那之后，可以把那只怪兽无视召唤条件特殊召唤。',
  }),
  textCard({
    id: 999300005,
    name: '天底的使徒',
    type: 'spell',
    en: 'Nadir Servant',
    // Its ① (a monster from the Extra Deck sent to the GY, then a 「教导」 monster or 「阿不思的落胤」 with ATK up to it added) is judged (:150).
    text: '这个卡名的卡在1回合只能发动1张。\n①：把1只怪兽从额外卡组送去墓地。那之后，把攻击力在送去墓地的怪兽的攻击力以下的1只「教导」怪兽或「阿不思的落胤」从自己的卡组·墓地加入手卡。这张卡发动后，直到回合结束时自己不能从额外卡组把怪兽特殊召唤。',
  }),
  textCard({
    id: 999300004,
    name: '宇迦御狐之御稻成',
    type: 'monster effect link',
    en: 'Ukanomitsune no Onari',
    level: 2,
    atk: 1500,
    race: '兽族',
    attribute: '光',
    // Its ③ (destroyed: up to as many ● as there are cards in the Field Zones, each at most once) is judged (:183).
    text: '包含兽族怪兽的光属性怪兽2只\n这个卡名的①③的效果1回合各能使用1次。\n①：这张卡连接召唤的场合，以自己墓地1张速攻魔法卡为对象才能发动。那张卡在自己场上盖放。\n②：对方不能把场地区域的卡作为效果的对象。\n③：这张卡被破坏的场合才能发动。选最多有场地区域的卡的数量的以下效果适用（同一效果最多1个）。\n●对方场上1张卡破坏。\n●给与对方1500伤害。',
  }),
  textCard({
    id: 999300006,
    name: '残丝断魂双玉绪',
    type: 'spell equip',
    en: 'Ananaimijiya Tama no O Futatsu',
    // Its ① (a monster the opponent summoned from the Extra Deck with more ATK than the equipped one: that monster and the
    // equipped monster destroyed, damage to me, then the same to the opponent) is judged (:272).
    text: '只有从额外卡组特殊召唤的自己场上的怪兽才能装备。\n①：攻击力比装备怪兽高的怪兽由对方从额外卡组特殊召唤的场合，以那之内的1只为对象才能发动。那只怪兽以及装备怪兽破坏，自己受到破坏的怪兽的原本攻击力合计数值的伤害。那之后，给与对方和自己受到的伤害相同数值的伤害。',
  }),
];
