/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that the examples of docs/c03/特定效果的处理方法.rst
 * need, written as restated card text (textCard: the compiler reads it like an imported card's). Only the
 * effects the rulings judge are kept, in our own words; a comment says what was left out.
 *
 * Passcodes marked "id unknown" are placeholders (990…): the real passcode was not at hand.
 */
import { card, textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c03SpecificNewerThanCdb: Record<number, string> = {
  990160101: '真红莲超新星龙 — released 2021 (id unknown)',
  990160102: '世海龙 西兰提斯 — released 2022 (id unknown)',
  990160103: '逐渐削减的生命 — current text (errata) newer than the database (id unknown)',
  990160104: '相剑大公-承影 — released 2021 (id unknown)',
  990160105: '凶导剧作术 — released 2021 (id unknown)',
  60303688: '教导的圣女 艾克莉西娅 — released 2020',
  95679145: '教导的大神祇官 — released 2020',
  990160108: '悲剧之死狱乡演员 — released 2023 (id unknown)',
  990160109: '死狱乡演员·奎里蒂斯 — released 2023 (id unknown)',
  990160110: '阿洛美勒丝之虫惑魔 — released 2022 (id unknown)',
};

export const c03SpecificCards = [
  card({
    id: 990160101,
    name: '真红莲超新星龙',
    type: 'monster effect synchro',
    en: 'Red Supernova Dragon',
    level: 12,
    atk: 4000,
    def: 3000,
    race: '龙族',
    attribute: '炎',
    // Its ② is what the reference judges (特定效果的处理方法.rst:271); its summon condition and ③ are left out.
    // Written as facts: the compiler reads 「这张卡以及对方场上的卡全部除外」 as banishing only itself.
    effects: [
      {
        n: 1,
        kind: 'continuous',
        does: [{ do: 'other', note: 'gains 500 ATK for each Tuner in your GY' }],
        summary: { zh: '这张卡的攻击力上升自己墓地的调整数量×500。', en: 'Gains 500 ATK for each Tuner in your GY.' },
      },
      {
        n: 2,
        kind: 'quick',
        oncePerTurn: 'soft',
        condition: [{ is: 'turn', whose: 'opponent' }],
        // 「A以及B全部除外」: one banish of both; A already gone, B is still banished (:271).
        does: [
          { do: 'banish', what: 'self', from: 'monster' },
          { do: 'banish', what: { filter: { side: 'opponent', place: 'field' }, scope: 'all' }, from: 'field' },
        ],
        summary: { zh: '对方回合1次：这张卡以及对方场上的卡全部除外。', en: 'Once per turn, during your opponent’s turn: banish this card and all cards your opponent controls.' },
      },
    ],
  }),
  textCard({
    id: 990160102,
    name: '世海龙 西兰提斯',
    type: 'monster effect link',
    en: 'World Sea Dragon Zealantis',
    level: 4,
    atk: 3000,
    race: '海龙族',
    attribute: '水',
    // Its ② (banish every monster, then maybe summon them back) is the one judged (:351); ① is left out.
    text: '②：1回合1次，自己·对方回合才能发动。场上的怪兽全部除外。那之后，可以把这个效果除外的怪兽尽可能在原本持有者的场上特殊召唤。',
  }),
  textCard({
    id: 990160103,
    name: '逐渐削减的生命',
    type: 'trap continuous',
    en: 'Life Shaver',
    // Its ③ (send itself to make the opponent discard) is the one judged (:361); the counters of ①② are left out.
    text: '③：自己主要阶段把这张卡送去墓地才能发动。对方选自身1张手卡丢弃。',
  }),
  textCard({
    id: 990160104,
    name: '相剑大公-承影',
    type: 'monster effect synchro',
    en: 'Swordsoul Supreme Sovereign - Chengying',
    level: 10,
    atk: 3000,
    def: 2400,
    race: '幻龙族',
    attribute: '水',
    // Its ③ (a card banished) is the one judged (:889); ① and ② are left out, and what ③ banishes is simplified.
    text: '③：卡被除外的场合才能发动。选对方场上1张卡除外。',
  }),
  textCard({
    id: 990160105,
    name: '凶导剧作术',
    type: 'spell normal',
    en: 'Dogmatikamacabre',
    // Its ② (two targets, "those 2": one to the hand, the other to the bottom of the Deck) is the one judged (:220).
    text: '②：把墓地的这张卡除外，以自己墓地2只「教导」怪兽为对象才能发动。那2只怪兽之内1只加入手卡，另1只回到卡组最下面。',
  }),
  textCard({
    id: 60303688,
    name: '教导的圣女 艾克莉西娅',
    type: 'monster effect',
    en: 'Dogmatika Ecclesia, the Virtuous',
    level: 4,
    atk: 1500,
    def: 1500,
    race: '魔法师族',
    attribute: '光',
    text: '这个卡名的①②的效果1回合各能使用1次。①：场上有从额外卡组特殊召唤的怪兽存在的场合才能发动。这张卡从手卡特殊召唤。②：这张卡召唤·特殊召唤的场合才能发动。从卡组把「教导的圣女 艾克莉西娅」以外的1只「教导」怪兽加入手卡。',
  }),
  textCard({
    id: 95679145,
    name: '教导的大神祇官',
    type: 'monster effect',
    en: 'Dogmatika Maximus',
    level: 6,
    atk: 2300,
    def: 2500,
    race: '魔法师族',
    attribute: '光',
    // Only its summon from the hand matters to the examples (a 「教导」 monster in the GY); its ② is left out.
    text: '①：场上有从额外卡组特殊召唤的怪兽存在的场合才能发动。这张卡从手卡特殊召唤。',
    // (Said in an answer it takes part in — CUR-UNWRITTEN-SAID.)
    unwritten: {
      zh: '②（这张卡召唤·特殊召唤的场合才能发动：从自己的额外卡组把2只怪兽送去墓地，对方也从自己的额外卡组把2只怪兽送去墓地）和「①②的效果1回合各能使用1次」',
      en: "its ② (if it is Normal or Special Summoned: send 2 monsters from your Extra Deck to the GY, and your opponent sends 2 from theirs) and its once per turn on each effect",
    },
  }),
  textCard({
    id: 990160108,
    name: '悲剧之死狱乡演员',
    type: 'monster effect',
    en: 'Dramaturge of Despia',
    level: 4,
    atk: 1200,
    def: 1800,
    race: '魔法师族',
    attribute: '光',
    // Its ① (it is banished by a card effect) is the one judged (:681–683); what it does is simplified.
    text: '①：这张卡被效果除外的场合才能发动。从卡组把1只「死狱乡」怪兽加入手卡。',
  }),
  textCard({
    id: 990160109,
    name: '死狱乡演员·奎里蒂斯',
    type: 'monster effect',
    en: 'Despian Quaeritis',
    level: 8,
    atk: 2500,
    def: 2500,
    race: '恶魔族',
    attribute: '暗',
    // Its ② (it leaves the field by the opponent’s effect) is the one judged (:684); what it does is simplified.
    text: '②：这张卡因对方的效果从场上离开的场合才能发动。从卡组把1张「死狱乡」卡加入手卡。',
  }),
  card({
    id: 990160110,
    name: '阿洛美勒丝之虫惑魔',
    type: 'monster effect xyz',
    en: 'Traptrix Allomerus',
    level: 4,
    atk: 1800,
    def: 1200,
    race: '昆虫族',
    attribute: '地',
    // Its ③ is the one judged (特定效果的处理方法.rst:874); ① and ② are stated only in words. Facts, not text: the compiler reads
    // 「对方场上的怪兽因自己的效果从场上离开，被送去墓地的场合或者被除外的场合」 as this card's own move.
    effects: [
      {
        n: 1,
        kind: 'continuous',
        does: [{ do: 'other', note: 'unaffected by the effects of 「洞」「落穴」 Normal Traps' }],
        summary: { zh: '这张卡不受「洞」通常陷阱卡以及「落穴」通常陷阱卡的效果影响。', en: 'Unaffected by the effects of "Hole" and "Trap Hole" Normal Traps.' },
      },
      {
        n: 2,
        kind: 'ignition',
        oncePerTurn: 'soft',
        does: [{ do: 'other', note: 'detach 1 material, target a 「洞」「落穴」 Normal Trap in your GY: Set it (its details are left out)' }],
        summary: { zh: '1回合1次，把这张卡1个超量素材取除，以自己墓地1张「洞」「落穴」通常陷阱卡为对象：那张卡在自己场上盖放。', en: 'Once per turn: detach 1 material, target 1 "Hole" or "Trap Hole" Normal Trap in your GY; Set it.' },
      },
      {
        n: 3,
        kind: 'trigger',
        timing: 'if',
        mandatory: false,
        // Left the field by my effect (a destruction counts: the card then goes to the GY or is banished, even by its own rule).
        trigger: { event: ['destroyed', 'sent-to-gy', 'banished'], from: 'field', cause: 'effect', causedBy: 'self', subject: { side: 'opponent', kind: 'monster' } },
        targets: { count: 1, filter: { kind: 'monster', place: ['gy', 'banished'] } },
        does: [{ do: 'special-summon', what: 'targets' }],
        summary: {
          zh: '对方场上的怪兽因自己的效果从场上离开，被送去墓地的场合或者被除外的场合，以那之内的1只为对象：那只怪兽在自己场上特殊召唤。',
          en: 'If a monster your opponent controls leaves the field because of your card effect and is sent to the GY or banished: target 1 of them; Special Summon it to your field.',
        },
      },
    ],
  }),
];
