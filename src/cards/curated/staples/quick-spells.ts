/**
 * Quick-Play Spells (速攻魔法, spell speed 2) that come up in chains: targeted answers to monsters
 * (月之书, 禁忌的圣杯, 收缩), GY answers (墓穴的指名者), and Deck-using ones that 灰流丽 answers
 * (紧急瞬间移动) or that answer a name (抹杀之指名者).
 *
 * newer-than-cdb: 65681983 抹杀之指名者 (written from today's card text).
 */
import { card } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const quickSpellsNewerThanCdb: Record<number, string> = {
  65681983: '抹杀之指名者 (Crossout Designator) — released 2020',
};

const FACEUP_MONSTER = { kind: 'monster', place: 'monster', faceUp: true } as const;

export const quickSpellCards = [
  card({
    id: 67723438,
    name: '紧急瞬间移动',
    type: 'spell quickplay',
    official: '紧急瞬移',
    en: 'Emergency Teleport',
    aliases: ['紧急瞬移', '紧急传送', 'et'],
    effects: [
      {
        kind: 'activation',
        does: [
          { do: 'special-summon', from: ['hand', 'deck'], what: { filter: { kind: 'monster', race: '念动力族', levelMax: 3 }, scope: 'choose', count: 1 } },
          // 「这个效果特殊召唤的怪兽在这个回合的结束阶段除外」: a step left for the End Phase on the monster this effect moved — written
          // as the card-text compiler reads it, so the End Phase plays it (CH-END-PHASE-PLAYED); a bare `duration` was never played.
          { do: 'banish', what: 'moved', movedBy: 'special-summon', duration: 'end-phase', whenever: { event: 'phase-start', phase: 'end-phase', on: ['end-phase'] } },
        ],
        summary: { zh: '从手卡·卡组特殊召唤1只3星以下的念动力族怪兽，它在结束阶段除外。', en: 'Special Summon 1 Level 3 or lower Psychic from the hand or Deck; banish it in the End Phase.' },
      },
    ],
  }),
  card({
    id: 14087893,
    name: '月之书',
    type: 'spell quickplay',
    official: '月之书',
    en: 'Book of Moon',
    aliases: ['月书'],
    effects: [
      {
        kind: 'activation',
        targets: { filter: FACEUP_MONSTER, count: 1 },
        does: [{ do: 'change-position', what: 'targets', position: 'face-down-defense' }],
        summary: { zh: '以场上1只表侧表示怪兽为对象：变成里侧守备表示（已发动的效果照常处理）。', en: 'Target 1 face-up monster: change it to face-down Defense Position (effects already activated still resolve).' },
      },
    ],
  }),
  card({
    id: 25789292,
    name: '禁忌的圣杯',
    type: 'spell quickplay',
    official: '禁忌的圣杯',
    en: 'Forbidden Chalice',
    aliases: ['圣杯'],
    effects: [
      {
        kind: 'activation',
        targets: { filter: FACEUP_MONSTER, count: 1 },
        does: [
          { do: 'modify-stats', what: 'targets', duration: 'turn', stat: 'atk', change: { layer: 'current', op: 'add', value: 400 }, note: '+400 ATK' },
          { do: 'negate-effects', what: 'targets', duration: 'turn' },
        ],
        summary: {
          zh: '以场上1只表侧表示怪兽为对象：直到回合结束时攻击力上升400，效果无效。那只怪兽已经发动、还在连锁上的效果也无效，之后它即使离开场上也一样；只有它变成里侧表示时才结束。',
          en: 'Target 1 face-up monster: until end of turn it gains 400 ATK and its effects are negated. An effect of it already on the chain is negated too, even if the monster then leaves the field; only turning it face-down ends that.',
        },
      },
    ],
  }),
  card({
    id: 55713623,
    name: '收缩',
    type: 'spell quickplay',
    official: '收缩',
    en: 'Shrink',
    effects: [
      {
        kind: 'activation',
        targets: { filter: FACEUP_MONSTER, count: 1 },
        does: [{ do: 'modify-stats', what: 'targets', duration: 'turn', stat: 'atk', change: { layer: 'original', op: 'half' }, note: 'its original ATK is halved' }],
        summary: { zh: '以场上1只表侧表示怪兽为对象：原本攻击力直到回合结束时变成一半。', en: 'Target 1 face-up monster: its original ATK is halved until end of turn.' },
      },
    ],
  }),
  card({
    id: 24224830,
    name: '墓穴的指名者',
    type: 'spell quickplay',
    official: '墓穴指名者',
    en: 'Called by the Grave',
    aliases: ['墓指', '墓穴指名者', '墓穴', 'cbtg'],
    effects: [
      {
        kind: 'activation',
        targets: { filter: { side: 'opponent', kind: 'monster', place: 'gy' }, count: 1 },
        does: [
          { do: 'banish', what: 'targets' },
          {
            do: 'negate-effects',
            what: 'targets',
            sameName: true,
            duration: 'permanent',
            note: 'until the end of the next turn, the effects of the banished monster and of monsters with its original name are negated (activated effects of those monsters resolve with no effect)',
          },
        ],
        summary: {
          zh: '以对方墓地1只怪兽为对象：除外；直到下个回合结束时，那只怪兽以及原本卡名相同的怪兽的效果无效（连锁在其下的那些效果也不处理）。',
          en: "Target 1 monster in the opponent's GY: banish it; until the end of the next turn, effects of it and of monsters with its original name are negated (including ones already on the chain).",
        },
      },
    ],
  }),
  card({
    id: 65681983,
    name: '抹杀之指名者',
    type: 'spell quickplay',
    official: '抹杀之指名者',
    en: 'Crossout Designator',
    aliases: ['抹杀', '抹杀指名者', 'crossout'],
    effects: [
      {
        kind: 'activation',
        cardOncePerTurn: true,
        does: [
          { do: 'banish', from: 'deck', what: { filter: { side: 'self', place: 'deck', declaredName: true }, scope: 'choose', count: 1 }, note: 'declare a card name; banish 1 card with that name from your Deck' },
          { do: 'negate-effects', what: 'moved', duration: 'turn', sameName: true, note: 'this turn, the effects of the banished card and of cards with its original name are negated (also ones already activated)' },
        ],
        summary: {
          zh: '宣言1个卡名：从自己卡组把1张那张卡除外；这个回合那张卡以及原本卡名相同的卡的效果无效（已发动的那些效果也不处理）。',
          en: 'Declare a card name: banish 1 copy from your Deck; this turn, effects of cards with that original name are negated (including ones already on the chain).',
        },
      },
    ],
  }),
  card({
    id: 73915051,
    name: '替罪羊',
    type: 'spell quickplay',
    official: '替罪山羊',
    en: 'Scapegoat',
    aliases: ['替罪山羊', '羊'],
    effects: [
      {
        kind: 'activation',
        condition: [{ is: 'other', note: 'you have not summoned this turn (and cannot summon except by this effect for the rest of the turn)' }],
        // 誓约 (rules reference docs/c03/誓约.rst:132): binds from its activation — a lower link's summon resolving after it is not done.
        pledge: { forbids: 'special-summon', note: 'the turn this is activated: no summons except by this effect' },
        does: [{ do: 'special-summon', what: { filter: { side: 'self', names: ['羊衍生物'] }, scope: 'choose', count: 4 }, player: 'self', position: 'defense', amount: 4, token: true, note: '4 Sheep Tokens (cannot be tributed for a Tribute Summon)' }],
        summary: { zh: '在自己场上守备表示特殊召唤4只「羊衍生物」；发动的回合自己不能用其他方法召唤·特殊召唤。', en: 'Special Summon 4 Sheep Tokens in Defense Position; you cannot summon any other way the turn you activate it.' },
      },
    ],
  }),
];
