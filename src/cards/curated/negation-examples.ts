/**
 * Cards of the rules reference's continuous-negation examples (docs/c03/无效.rst) whose negation of
 * cards targeting a monster the inference does not read — a continuous effect that negates the effects
 * of Spells (and Traps) targeting a monster, judged when they resolve (CH-CONT-NEGATE). Written by hand
 * from the card text in ../shared/data/cards.cdb.
 *
 * - 沉默剑士 LV3: the opponent's Spell effects that target it are negated.
 * - 电子凤凰: while it is face-up in Attack Position, Spell/Trap effects targeting 1 Machine its
 *   controller controls are negated (the position is not checked: said in the summary).
 */
import { card } from './dsl.js';

export const negationExampleCards = [
  card({
    id: 1995985,
    name: '沉默剑士 LV3',
    type: 'monster effect',
    official: '沉默剑士 LV3',
    en: 'Silent Swordsman LV3',
    level: 3,
    atk: 1000,
    def: 1000,
    race: '战士族',
    attribute: '光',
    effects: [
      {
        kind: 'continuous',
        staysOnField: true,
        does: [{ do: 'negate-effects', effects: [{ cardKind: 'spell', side: 'opponent', targeting: { self: true } }], note: 'the opponent\'s Spell effects that target this card' }],
        summary: { zh: '只要在怪兽区域存在，以这张卡为对象的对方魔法卡的效果无效化。', en: 'While in the Monster Zone, negate the effects of your opponent\'s Spells that target this card.' },
      },
      {
        kind: 'trigger',
        timing: 'if',
        mandatory: false,
        trigger: { event: 'phase-start', phase: 'standby-phase' },
        // CH-SENT-GY-TURN (s58): 「这个效果在这张卡召唤·特殊召唤·反转的回合不能发动」 — before, only in the summary (never judged).
        condition: [{ is: 'turn', whose: 'self' }, { is: 'not-this-turn', event: 'summoned' }, { is: 'not-this-turn', event: 'flipped' }],
        cost: [{ do: 'send-to-gy', what: 'self' }],
        does: [{ do: 'special-summon', what: { filter: { side: 'self', kind: 'monster', place: ['hand', 'deck'] }, scope: 'choose', count: 1 }, from: ['hand', 'deck'], note: '"Silent Swordsman LV5"' }],
        summary: { zh: '自己准备阶段，把场上的这张卡送去墓地：从手卡·卡组把1只「沉默剑士 LV5」特殊召唤（召唤·特殊召唤·反转的回合不能发动）。', en: 'During your Standby Phase: send this card to the GY; Special Summon 1 "Silent Swordsman LV5" from your hand or Deck (not the turn it was summoned or flipped).' },
      },
    ],
  }),
  card({
    id: 3370104,
    name: '电子凤凰',
    type: 'monster effect',
    official: '电子凤凰',
    en: 'Cyber Phoenix',
    level: 4,
    atk: 1200,
    def: 1600,
    race: '机械族',
    attribute: '炎',
    effects: [
      {
        kind: 'continuous',
        staysOnField: true,
        // 「只要这张卡在自己场上表侧攻击表示存在」: in Defense Position it negates nothing.
        condition: [{ is: 'self-state', state: 'in-attack' }],
        does: [{ do: 'negate-effects', effects: [{ cardKind: ['spell', 'trap'], targeting: { side: 'self', kind: 'monster', race: '机械族', place: 'monster' } }], note: 'while face-up in Attack Position: Spell/Trap effects targeting 1 Machine you control' }],
        summary: { zh: '只要在自己场上表侧攻击表示存在，以自己场上1只机械族怪兽为对象的魔法·陷阱卡的效果无效。', en: 'While face-up in Attack Position: negate the effects of Spells/Traps that target 1 Machine you control.' },
      },
      {
        kind: 'trigger',
        from: 'gy',
        timing: 'when',
        mandatory: false,
        trigger: { event: 'destroyed', subject: { self: true }, cause: 'battle', from: 'field' },
        does: [{ do: 'draw', player: 'self', amount: 1 }],
        summary: { zh: '场上表侧表示的这张卡被战斗破坏送去墓地时：可以抽1张。', en: 'When destroyed by battle and sent to the GY: you can draw 1 card.' },
      },
    ],
  }),
];
