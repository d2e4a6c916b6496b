/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that examples of docs/c03 (诱发类效果, 战斗阶段流程) and
 * docs/c04 (灰流丽·星尘龙) use: restated card text in the controlled card-text language (textCard), keeping only the
 * clauses the examples judge. Each comment says what was left out.
 *
 * Passcodes starting 9969 are placeholders: the real passcode was not at hand.
 */
import { card, textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c03c04AnswersBattleNewerThanCdb: Record<number, string> = {
  996911001: '三战之号 (Triple Tactics Thrust) — released 2023; placeholder id (passcode not known)',
  996911002: '铁兽战线 凶鸟之施莱格 (Tri-Brigade Shuraig the Ominous Omen) — released 2020; placeholder id (passcode not known)',
  996911003: '恩底弥翁的统领 — newer than the database; placeholder id (passcode not known)',
  996911004: '勇气之天使 维多利卡 — newer than the database; placeholder id (passcode not known)',
  996911005: '冥骸合龙-莫忘冥地王灵 — released 2024; placeholder id (passcode not known)',
  996911006: '耀斑主宰者·许珀里翁 — newer than the database; placeholder id (passcode not known)',
  996911007: '黑魔女 迪亚贝尔斯塔尔 (Diabellstar the Black Witch) — released 2023; placeholder id (passcode not known)',
};

export const c03c04AnswersBattleCards = [
  // A Normal Spell that takes one Normal Spell/Trap from the Deck — to the hand, or Set on its controller's field
  // (灰流丽·星尘龙.rst:79, :81: 灰流丽 answers it for the adding even when adding is locked by 小丑与锁鸟; 纠罪巧γ’ for the
  // Set even when its controller cannot Set this turn). Its current text (「此卡名的卡1回合仅可发动1张。①：对手在此回合有发动过
  // 怪兽效果的情况下可以发动」) gives its condition — the opponent activated a monster effect this turn, read from the turn's
  // history (`本回合:`), as 三战之才's — and its once-per-turn line (head-judge review s51: both were left out, and it was
  // answered as activatable on any turn). That the card Set cannot be activated this turn, and that adding it needs a
  // monster on the opponent's field, are left out.
  // Facts, not text: the compiler splits 「加入手卡或在自己场上盖放」 into an add and a Set of a card already on the field.
  // Which of the two it does is chosen at resolution, so at activation both are contained.
  card({
    id: 996911001,
    name: '三战之号',
    type: 'spell',
    en: 'Triple Tactics Thrust',
    effects: [
      {
        n: 1,
        kind: 'activation',
        targets: null,
        cardOncePerTurn: true,
        condition: [{ is: 'activated-this-turn', side: 'opponent', cardKind: 'monster' }],
        does: [
          { do: 'add-to-hand', from: 'deck', what: { scope: 'choose', count: 1, filter: { kind: ['spell', 'trap'], place: 'deck' } }, note: 'either added to the hand…' },
          { do: 'set', from: 'deck', what: { scope: 'choose', count: 1, filter: { kind: ['spell', 'trap'], place: 'deck' } }, note: '…or Set on its controller’s field (chosen at resolution)' },
        ],
        summary: { zh: '从卡组把1张通常魔法·通常陷阱卡加入手卡或在自己场上盖放。', en: 'Add 1 Normal Spell/Trap from your Deck to your hand, or Set it to your field.' },
      },
    ],
  }),
  // ①: it banishes one card the opponent controls, chosen at resolution — no target (战斗阶段流程.rst:832: a card destroyed
  // by battle may be chosen). Its other trigger (another Beast/Beast-Warrior/Winged Beast banished), its Link Materials,
  // stats and ② are left out.
  textCard({
    id: 996911002,
    name: '铁兽战线 凶鸟之施莱格',
    type: 'monster effect link',
    atk: 3000,
    race: '鸟兽族',
    attribute: '暗',
    en: 'Tri-Brigade Shuraig the Ominous Omen',
    text: '①：这张卡特殊召唤的场合才能发动。选对方场上1张卡除外。',
  }),
  // ①: a trigger at its own attack declaration that puts a Spell Counter on it (诱发类效果.rst:613: it comes before the
  // Battle Step trigger of 高速战士; 战斗阶段流程.rst:885). Its other effects and its stats are left out.
  textCard({
    id: 996911003,
    name: '恩底弥翁的统领',
    type: 'monster effect',
    text: '①：这张卡的攻击宣言时才能发动。给这张卡放置1个魔力指示物。',
  }),
  // ①: a monster from the hand is Special Summoned and its ATK becomes doubled (攻守计算.rst:445, :448, :450: that 变成
  // applies first, the continuous effects of the summoned monster and of other cards after it). The LP its controller
  // loses for it (the monster's ATK), its stats, its condition and its other effects are left out.
  textCard({
    id: 996911004,
    name: '勇气之天使 维多利卡',
    type: 'monster effect',
    text: '①：自己主要阶段才能发动。从手卡把1只怪兽特殊召唤。这个效果特殊召唤的怪兽的攻击力变成2倍。',
  }),
  // A monster that may attack monsters several times in one Battle Phase (战斗阶段流程.rst:216, :222, :223): the examples write it
  // as the state `(可向怪兽N次攻击)`, as for 雷击坏兽 雷鸣龙王④. Its current text (script header) makes it no Fusion Monster but
  // a Special Summon monster of the Main Deck: its procedure returns five 「莫忘」 monsters of different names from the hand and GY
  // 「回到卡组·额外卡组」, Fusion 「莫忘」 monsters too (基本用语.rst:176; the reference spells it 莫忘冥地王龙, kept as an alias).
  // Its ①② and stats are left out.
  textCard({
    id: 996911005,
    name: '冥骸合龙-莫忘冥地王灵',
    type: 'monster effect',
    aliases: ['冥骸合龙-莫忘冥地王龙'],
    text: '这张卡不能通常召唤。让这张卡以外的自己手卡·墓地的「莫忘」怪兽5种类各1只回到卡组·额外卡组的场合才能从手卡·墓地特殊召唤。',
  }),
  // A monster that may gain another monster's effects (复制.rst:37, :38: it takes 天空神骑士 罗德珀耳修斯's, written as the
  // state `(复制:天空神骑士 罗德珀耳修斯)`). Its own effects, and its stats, are not written.
  card({
    id: 996911006,
    name: '耀斑主宰者·许珀里翁',
    type: 'monster effect',
  }),
  // ③: a trigger when it is sent to the GY from the hand or the field in the opponent's turn (诱发类效果.rst:441: read from
  // its owner's side and its controller's both, WIN-EVENT-TURN-BOTH). What ③ then does is not written here (no step is
  // invented); its ①, ② and stats are left out. Its summon procedure (sending 1 card of its hand or field to the GY, once a turn) is
  // restated for 进入连锁·不入连锁的特殊召唤.rst:34 (CH-SUMMON-FORBIDDEN).
  textCard({
    id: 996911007,
    name: '黑魔女 迪亚贝尔斯塔尔',
    type: 'monster effect',
    en: 'Diabellstar the Black Witch',
    text: '这个卡名的①的方法的特殊召唤1回合只能有1次。\n①：这张卡可以把自己的手卡·场上1张卡送去墓地，从手卡特殊召唤。\n③：对方回合这张卡从手卡·场上送去墓地的场合才能发动。',
  }),
];
