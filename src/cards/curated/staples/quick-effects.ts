/**
 * Monsters with quick effects and negations that ruling questions keep naming: the Extra Deck
 * negaters (星尘龙, 召唤兽 梅尔卡巴, 鲜花女男爵, 阿波罗萨, 电子龙·无限, 水晶翼同调龙), field-wide
 * interruptions (天霆号 阿宙斯, 星圣·昴星团, 防火龙) and classic bosses (光与暗之龙, 混沌帝龙).
 *
 * 「怪兽的效果·魔法·陷阱卡发动时」 is written with `anyOf`: a monster effect, or a Spell/Trap *card*
 * activation — not the effect of a face-up Spell/Trap.
 *
 * newer-than-cdb: 84815190 鲜花女男爵, 4280258 召命之神弓-阿波罗萨, 86066372 访问码语者,
 * 90448279 天霆号 阿宙斯, 65741786 I：P伪装舞会莱娜 (written from today's card text; names as YGOPro
 * spells them since their release).
 */
import { card } from '../dsl.js';
import type { ActivationPattern } from '../../facts.js';
import { OPP_CARD_ON_FIELD } from './common.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const quickEffectsNewerThanCdb: Record<number, string> = {
  84815190: '鲜花女男爵 (Baronne de Fleur) — released 2020',
  4280258: '召命之神弓-阿波罗萨 (Apollousa, Bow of the Goddess) — released late 2019',
  86066372: '访问码语者 (Accesscode Talker) — released 2020',
  90448279: '天霆号 阿宙斯 (Divine Arsenal AA-ZEUS - Sky Thunder) — released 2020',
  65741786: 'I：P伪装舞会莱娜 (I:P Masquerena) — released late 2019',
};

/** A monster effect, or a Spell/Trap card's activation (「怪兽的效果·魔法·陷阱卡发动时」). */
const MONSTER_EFFECT_OR_SPELL_TRAP_CARD: ActivationPattern = {
  anyOf: [
    { cardKind: 'monster', activation: 'effect' },
    { cardKind: ['spell', 'trap'], activation: 'card' },
  ],
};
const NEGATE_AND_DESTROY = [
  { do: 'negate-activation', what: 'activation' },
  { do: 'destroy', what: 'activation' },
] as const;

export const quickEffectCards = [
  card({
    id: 44508094,
    name: '星尘龙',
    type: 'monster effect synchro',
    official: '星尘龙',
    en: 'Stardust Dragon',
    aliases: ['星尘'],
    level: 8,
    atk: 2500,
    def: 2000,
    effects: [
      {
        kind: 'quick',
        respondsTo: { activation: 'any', wouldDestroy: { place: 'field' } },
        cost: [{ do: 'tribute', what: 'self' }],
        does: [...NEGATE_AND_DESTROY],
        summary: { zh: '会破坏场上的卡的魔法·陷阱·怪兽的效果发动时，把自身解放：那个发动无效并破坏。', en: 'When a card or effect that would destroy a card on the field is activated: tribute it; negate that activation and destroy it.' },
      },
      {
        kind: 'trigger',
        from: 'gy',
        trigger: { event: 'phase-start', phase: 'end-phase' },
        // (Added, issue 16, CH-OWN-EFFECT-APPLIED: the turn's history judges 「①的效果适用的回合」; that it was tributed for it is still said.)
        condition: [{ is: 'own-effect-applied', effect: 1 }, { is: 'other', note: 'it was tributed for that ① effect' }],
        does: [{ do: 'special-summon', what: 'self', from: 'gy' }],
        summary: { zh: '①的效果适用的回合的结束阶段：为发动①而解放的自身从墓地特殊召唤。', en: 'In the End Phase of a turn its ① was applied: Special Summon it from the GY.' },
      },
    ],
  }),
  card({
    id: 75286621,
    name: '召唤兽 梅尔卡巴',
    type: 'monster effect fusion',
    official: '召唤兽 梅尔卡巴',
    en: 'Invoked Mechaba',
    aliases: ['梅尔卡巴', '召唤兽梅尔卡巴', 'mechaba'],
    level: 9,
    atk: 2500,
    def: 2100,
    effects: [
      {
        kind: 'quick',
        oncePerTurn: 'soft',
        respondsTo: MONSTER_EFFECT_OR_SPELL_TRAP_CARD,
        cost: [{ do: 'send-to-gy', from: 'hand', sameKindAsAnswered: true, note: '1 card of the same card type (Monster/Spell/Trap) as the activated card' }],
        does: [
          { do: 'negate-activation', what: 'activation' },
          { do: 'banish', what: 'activation' },
        ],
        summary: { zh: '1回合1次，怪兽的效果·魔法·陷阱卡发动时，把1张同种类的手卡送去墓地：那个发动无效并除外。', en: 'Once per turn, when a monster effect or Spell/Trap card is activated: send 1 card of the same type from your hand to the GY; negate it and banish it.' },
      },
    ],
  }),
  card({
    id: 84815190,
    name: '鲜花女男爵',
    type: 'monster effect synchro',
    official: '鲜花之女男爵',
    en: 'Baronne de Fleur',
    aliases: ['女男爵', '鲜花', 'baronne'],
    level: 10,
    atk: 3000,
    def: 2400,
    effects: [
      {
        kind: 'ignition',
        oncePerTurn: 'soft',
        targets: { filter: { place: 'field' }, count: 1 },
        does: [{ do: 'destroy', what: 'targets' }],
        summary: { zh: '1回合1次，以场上1张卡为对象：破坏。', en: 'Once per turn: target 1 card on the field; destroy it.' },
      },
      {
        kind: 'quick',
        oncePerTurn: 'hard',
        // CUR-BARONNE-ONCE-FACE-UP: 「只要这张卡在场上表侧表示存在只有1次」 (docs/c03/复制.rst) is a use limit, not an activation condition:
        // as a fact the engine reads (CUR-FIREWALL-ONCE-FACE-UP), so no 「发动条件没有被读懂」 is said of it.
        oncePerFaceUp: true,
        respondsTo: { activation: 'any' },
        does: [...NEGATE_AND_DESTROY],
        summary: { zh: '表侧存在期间仅1次（卡名1回合1次），魔法·陷阱·怪兽的效果发动时：那个发动无效并破坏。', en: 'Once while face-up (and once per turn by name), when a card or effect is activated: negate it and destroy it.' },
      },
      {
        kind: 'trigger',
        trigger: { event: 'phase-start', phase: 'standby-phase' },
        targets: { filter: { side: 'self', kind: 'monster', place: 'gy', levelMax: 9 }, count: 1 },
        does: [
          { do: 'return-to-deck', what: 'self', to: 'extra' },
          { do: 'special-summon', what: 'targets', from: 'gy' },
        ],
        summary: { zh: '双方准备阶段，以自己墓地1只9星以下怪兽为对象：自身回到额外卡组，把那只怪兽特殊召唤。', en: 'In either Standby Phase, target 1 Level 9 or lower monster in your GY: return it to the Extra Deck and Special Summon the target.' },
      },
    ],
  }),
  card({
    id: 4280258,
    name: '召命之神弓-阿波罗萨',
    type: 'monster effect link',
    official: '召命之神弓－阿波罗萨',
    en: 'Apollousa, Bow of the Goddess',
    aliases: ['阿波罗萨', '神弓', 'apollousa'],
    level: 4,
    effects: [
      {
        kind: 'continuous',
        does: [
          { do: 'other', unique: { field: 'self' }, note: 'you can control only 1 face-up 「召命之神弓-阿波罗萨」' },
          // CH-STAT-MATERIALS: 「这张卡的原本攻击力变成作为这张卡的连接素材的怪兽数量×800」.
          { do: 'modify-stats', what: 'self', stat: 'atk', change: { layer: 'original', op: 'set', value: 800, per: { materials: true } }, note: 'its original ATK is 800 × its Link Materials' },
        ],
        summary: { zh: '自己场上只能有1张表侧存在；原本攻击力是连接素材数量×800。', en: 'You can control only 1 face-up; its original ATK is 800 × its Link Materials.' },
      },
      {
        kind: 'quick',
        respondsTo: { by: 'opponent', cardKind: 'monster', activation: 'effect' },
        // CH-ONCE-PER-CHAIN: 「同一连锁上最多1次」 is a use limit the engine judges, not an unread activation condition.
        oncePerChain: true,
        does: [
          { do: 'modify-stats', what: 'self', stat: 'atk', change: { layer: 'current', op: 'add', value: -800 }, note: '-800 ATK (at resolution, not a cost)' },
          { do: 'negate-activation', what: 'activation' },
        ],
        summary: { zh: '对方发动怪兽效果时（同一连锁1次）：自身攻击力下降800，那个发动无效（不破坏）。', en: 'When the opponent activates a monster effect (once per chain): it loses 800 ATK and negates that activation (no destruction).' },
      },
    ],
  }),
  card({
    id: 86066372,
    name: '访问码语者',
    type: 'monster effect link',
    official: '访问码语者',
    en: 'Accesscode Talker',
    aliases: ['访问码', 'accesscode'],
    level: 4,
    atk: 2300,
    effects: [
      {
        kind: 'trigger',
        trigger: { event: 'special-summoned', subject: { self: true } },
        timing: 'if',
        condition: [{ is: 'other', note: 'it was Link Summoned' }],
        cannotBeAnsweredBy: { by: 'opponent', note: 'the opponent cannot activate effects in answer to its effects' },
        targets: { filter: { side: 'self', kind: 'monster', subtypes: ['link'], place: 'gy' }, count: 1, upTo: false },
        does: [{ do: 'modify-stats', what: 'self', note: '+1000 ATK per Link Rating of the targeted Link Material' }],
        summary: { zh: '连接召唤的场合，以作为素材的1只连接怪兽为对象：攻击力上升其连接数×1000。对方不能对应这张卡的效果发动效果。', en: 'If Link Summoned, target 1 Link Monster used as its material: gain 1000 ATK per its Link Rating. The opponent cannot respond to its effects.' },
      },
      {
        kind: 'ignition',
        cannotBeAnsweredBy: { by: 'opponent', note: 'the opponent cannot activate effects in answer to its effects' },
        cost: [{ do: 'banish', from: ['monster', 'gy'], what: { filter: { side: 'self', kind: 'monster', subtypes: ['link'], place: ['monster', 'gy'] }, scope: 'choose', count: 1 }, note: 'not one with an Attribute already banished for this effect this turn' }],
        does: [{ do: 'destroy', what: { filter: OPP_CARD_ON_FIELD, scope: 'choose', count: 1 } }],
        summary: { zh: '从自己场上·墓地把1只连接怪兽除外（同一回合不能用同属性）：选对方场上1张卡破坏（不取对象）。对方不能对应这个效果发动效果。', en: 'Banish 1 Link Monster from your field/GY (a different Attribute each time this turn): destroy 1 card the opponent controls (no target). The opponent cannot respond.' },
      },
    ],
  }),
  card({
    id: 90448279,
    name: '天霆号 阿宙斯',
    type: 'monster effect xyz',
    official: '神灭兵器－天霆号 扼宙斯',
    en: 'Divine Arsenal AA-ZEUS - Sky Thunder',
    aliases: ['阿宙斯', '天霆号', '扼宙斯', 'zeus'],
    level: 12,
    atk: 3000,
    def: 3000,
    effects: [
      {
        kind: 'quick',
        cost: [{ do: 'detach', what: 'self', count: 2, note: '2 materials' }],
        does: [{ do: 'send-to-gy', what: { filter: { notSelf: true, place: 'field' }, scope: 'all' } }],
        summary: { zh: '双方回合，取除2个超量素材：这张卡以外的场上的卡全部送去墓地（不是破坏）。', en: 'In either turn, detach 2: send all other cards on the field to the GY (not destruction).' },
      },
      {
        kind: 'trigger',
        oncePerTurn: 'soft',
        trigger: { event: 'destroyed', subject: { side: 'self', notSelf: true, place: 'field' }, cause: ['battle', 'effect'] },
        timing: 'if',
        condition: [{ is: 'other', note: "destroyed by battle or by the opponent's card effect" }],
        does: [{ do: 'other', from: ['hand', 'deck', 'extra'], note: 'attach 1 card from your hand, Deck or Extra Deck to this card' }],
        summary: { zh: '1回合1次，自己场上其他卡被战斗或对方效果破坏的场合：从手卡·卡组·额外卡组把1张卡作为这张卡的超量素材。', en: "Once per turn, if your other cards are destroyed by battle or the opponent's effect: attach 1 card from hand, Deck or Extra Deck." },
      },
    ],
  }),
  card({
    id: 65741786,
    name: 'I：P伪装舞会莱娜',
    type: 'monster effect link',
    official: 'I：P百变莱娜',
    en: 'I:P Masquerena',
    aliases: ['IP', 'I:P', '莱娜', '伪装舞会莱娜', 'masquerena'],
    level: 2,
    atk: 800,
    effects: [
      {
        kind: 'quick',
        oncePerTurn: 'hard',
        condition: [{ is: 'turn', whose: 'opponent' }, { is: 'phase', phases: ['main-phase-1', 'main-phase-2'] }],
        // CH-SUMMON-WITH-MOVED: a Link Summon whose materials include this card — it leaves the field as Link Material (a 黑洞 below
        // finds it gone), and with it gone before resolution no Link Monster comes. The other materials are not named here.
        does: [{ do: 'special-summon', from: 'extra', what: { filter: { side: 'self', kind: 'monster', subtypes: ['link'], place: 'extra' }, scope: 'choose', count: 1 }, withMoved: { how: 'link', from: 'none', self: true }, note: 'Link Summon using monsters you control including this card as material' }],
        summary: { zh: '对方主要阶段：用包含自身的自己场上怪兽为素材进行连接召唤。', en: "During the opponent's Main Phase: Link Summon using monsters you control, including this card." },
      },
      {
        kind: 'continuous',
        does: [{ do: 'other', note: "a Link Monster that used this card as material cannot be destroyed by the opponent's card effects" }],
        summary: { zh: '以这张卡为素材的连接怪兽不会被对方的效果破坏。', en: "A Link Monster that used it as material cannot be destroyed by the opponent's effects." },
      },
    ],
  }),
  card({
    id: 50588353,
    name: '水晶机巧-继承玻纤',
    type: 'monster effect link',
    official: '水晶机巧－玻璃光纤',
    en: 'Crystron Halqifibrax',
    aliases: ['玻纤', '继承玻纤', '玻璃光纤', 'halq'],
    level: 2,
    atk: 1500,
    effects: [
      {
        kind: 'trigger',
        oncePerTurn: 'hard',
        trigger: { event: 'special-summoned', subject: { self: true } },
        timing: 'if',
        condition: [{ is: 'other', note: 'it was Link Summoned' }],
        does: [{ do: 'special-summon', from: ['hand', 'deck'], position: 'defense', what: { filter: { kind: 'monster', subtypes: ['tuner'], levelMax: 3 }, scope: 'choose', count: 1 }, note: 'that monster cannot activate its effects this turn' }],
        summary: { zh: '连接召唤的场合：从手卡·卡组把1只3星以下的调整守备表示特殊召唤（这个回合不能发动效果）。', en: 'If Link Summoned: Special Summon 1 Level 3 or lower Tuner from hand or Deck in Defense Position (it cannot activate effects this turn).' },
      },
      {
        kind: 'quick',
        oncePerTurn: 'hard',
        condition: [{ is: 'turn', whose: 'opponent' }, { is: 'other', note: "during the opponent's Main Phase or Battle Phase" }],
        cost: [{ do: 'banish', what: 'self', from: 'monster' }],
        does: [{ do: 'special-summon', from: 'extra', what: { filter: { kind: 'monster', subtypes: ['synchro', 'tuner'] }, scope: 'choose', count: 1 }, note: 'treated as a Synchro Summon' }],
        summary: { zh: '对方主要阶段·战斗阶段，把场上的自身除外：从额外卡组把1只同调调整当作同调召唤特殊召唤。', en: "During the opponent's Main or Battle Phase, banish it: Special Summon 1 Synchro Tuner from the Extra Deck as a Synchro Summon." },
      },
    ],
  }),
  card({
    id: 52687916,
    name: '冰结界之龙 三叉龙',
    type: 'monster effect synchro',
    official: '冰结界之龙 三叉龙',
    en: 'Trishula, Dragon of the Ice Barrier',
    aliases: ['三叉龙', 'trishula'],
    level: 9,
    atk: 2700,
    def: 2000,
    effects: [
      {
        kind: 'trigger',
        trigger: { event: 'special-summoned', subject: { self: true, summoned: 'synchro' } },
        timing: 'when',
        does: [{ do: 'banish', what: { filter: { side: 'opponent', place: ['hand', 'field', 'gy'] }, scope: 'choose', countMax: 3 }, note: 'up to 1 each from the hand (random), field and GY, no target' }],
        summary: { zh: '同调召唤时（可以错过时点）：对方手卡（随机）·场上·墓地的卡各最多1张除外（不取对象）。', en: "When Synchro Summoned (can miss timing): banish up to 1 card each from the opponent's hand (random), field and GY (no target)." },
      },
    ],
  }),
  card({
    id: 50321796,
    name: '冰结界之龙 光枪龙',
    type: 'monster effect synchro',
    official: '冰结界之龙 光枪龙',
    en: 'Brionac, Dragon of the Ice Barrier',
    aliases: ['光枪龙', 'brionac'],
    level: 6,
    atk: 2300,
    def: 1400,
    effects: [
      {
        kind: 'ignition',
        oncePerTurn: 'hard',
        // 「把手卡任意数量丢弃去墓地，以丢弃数量的…为对象」: the discard and the targets share one number (CH-COST-COUNT-OF-TARGETS).
        cost: [{ do: 'discard', from: 'hand', countOfTargets: true, note: 'any number of cards, as many as the targets' }],
        // 「以丢弃数量的对方场上的卡为对象」: as many targets as cards discarded, any number of them — 1 or more (CMP-TARGET-ANY-NUMBER);
        // it was 「最多1张」, so two targets were refused.
        targets: { filter: OPP_CARD_ON_FIELD, count: 1, orMore: true },
        does: [{ do: 'return-to-hand', what: 'targets' }],
        summary: { zh: '丢弃任意数量的手卡，以同数量的对方场上的卡为对象：回到手卡（起动效果）。', en: 'Discard any number of cards, target that many cards the opponent controls: return them to the hand (ignition effect).' },
      },
    ],
  }),
  card({
    id: 48546368,
    name: '崇光之宣告者',
    type: 'monster effect ritual',
    official: '崇光之宣告者',
    en: 'Herald of Ultimateness',
    aliases: ['崇光', '宣告者'],
    level: 12,
    atk: 2000,
    def: 3000,
    effects: [
      {
        kind: 'quick',
        choiceOf: 1,
        respondsTo: { by: 'opponent', ...MONSTER_EFFECT_OR_SPELL_TRAP_CARD },
        cost: [{ do: 'send-to-gy', from: 'hand', what: { filter: { kind: 'monster', race: '天使族' }, scope: 'choose', count: 1 } }],
        does: [...NEGATE_AND_DESTROY],
        summary: { zh: '①的选项之一：对方发动怪兽效果·魔法·陷阱卡时，把1只天使族从手卡送去墓地：那个发动无效并破坏。', en: 'One choice of ①: when the opponent activates a monster effect or Spell/Trap card, send 1 Fairy from the hand; negate and destroy it.' },
      },
      {
        kind: 'quick',
        choiceOf: 1,
        respondsToSummon: { summon: ['special'], by: 'opponent' },
        cost: [{ do: 'send-to-gy', from: 'hand', what: { filter: { kind: 'monster', race: '天使族' }, scope: 'choose', count: 1 } }],
        does: [
          { do: 'negate-summon', what: 'event-cards' },
          { do: 'destroy', what: 'event-cards' },
        ],
        summary: { zh: '①的选项之一：对方特殊召唤怪兽之际，把1只天使族从手卡送去墓地：那次特殊召唤无效并破坏。', en: 'One choice of ①: while the opponent would Special Summon, send 1 Fairy from the hand; negate the summon and destroy the monster(s).' },
      },
    ],
  }),
  card({
    id: 47297616,
    name: '光与暗之龙',
    type: 'monster effect',
    official: '光与暗之龙',
    en: 'Light and Darkness Dragon',
    aliases: ['光暗龙', '光与暗'],
    level: 8,
    atk: 2800,
    def: 2400,
    attribute: '光',
    race: '龙族',
    effects: [
      {
        kind: 'continuous',
        does: [{ do: 'change-type', what: 'self', becomes: { alsoAttribute: '暗' }, note: 'it is also DARK on the field (it cannot be Special Summoned)' }],
        summary: { zh: '在怪兽区域也当作暗属性使用；不能特殊召唤。', en: 'Also DARK while in the Monster Zone; cannot be Special Summoned.' },
      },
      {
        kind: 'quick',
        mandatory: true,
        respondsTo: MONSTER_EFFECT_OR_SPELL_TRAP_CARD,
        condition: [{ is: 'other', note: 'once per chain' }],
        // Its errata (「攻击力·守备力500以上的场合，那个发动无效，攻守下降500」) makes the negation hang on the lowering being possible:
        // written as the lowering first, so short of 500, or destroyed by battle (stats frozen), nothing applies (CH-LOWER-SHORT-APPLY).
        does: [
          { do: 'modify-stats', what: 'self', stat: 'atk-def', change: { layer: 'current', op: 'add', value: -500 }, note: '-500 ATK/DEF' },
          { do: 'negate-activation', what: 'activation' },
        ],
        summary: { zh: '必发：怪兽的效果·魔法·陷阱卡发动时（同一连锁1次，自己的也是）：自身攻守下降500，那个发动无效（攻守不足500或确定被战斗破坏时完全不适用）。', en: 'Mandatory, once per chain, against any monster effect or Spell/Trap card (yours too): it loses 500 ATK/DEF and negates the activation (nothing applies if it has less than 500, or is destroyed by battle).' },
      },
      {
        kind: 'trigger',
        trigger: { event: 'destroyed', subject: { self: true } },
        timing: 'if',
        mandatory: true,
        condition: [{ is: 'other', note: 'destroyed and sent to the GY' }],
        targets: { filter: { side: 'self', kind: 'monster', place: 'gy' }, count: 1 },
        does: [
          { do: 'destroy', what: { filter: { side: 'self', place: 'field' }, scope: 'all' } },
          { do: 'special-summon', what: 'targets', from: 'gy' },
        ],
        summary: { zh: '被破坏送去墓地的场合（必发），以自己墓地1只怪兽为对象：自己场上的卡全部破坏，把那只怪兽特殊召唤。', en: 'If destroyed and sent to the GY (mandatory), target 1 monster in your GY: destroy all cards you control and Special Summon it.' },
      },
    ],
  }),
  card({
    id: 38342335,
    name: '梦幻崩影·独角兽',
    type: 'monster effect link',
    official: '梦魇曲・独角兽',
    en: 'Knightmare Unicorn',
    aliases: ['独角兽', '梦幻独角兽', 'unicorn'],
    level: 3,
    atk: 2200,
    effects: [
      {
        kind: 'trigger',
        oncePerTurn: 'hard',
        trigger: { event: 'special-summoned', subject: { self: true } },
        timing: 'if',
        condition: [{ is: 'other', note: 'it was Link Summoned' }],
        cost: [{ do: 'discard', from: 'hand', what: { filter: { side: 'self', place: 'hand' }, scope: 'choose', count: 1 } }],
        targets: { filter: { place: 'field' }, count: 1 },
        does: [
          { do: 'return-to-deck', what: 'targets' },
          // 「再」: the draw is a step after the return, not at the same time (rules reference docs/c03/特定效果的处理方法.rst:78).
          { do: 'draw', optional: true, then: true, player: 'self', amount: 1, note: 'only if it was co-linked when the effect was activated' },
        ],
        summary: { zh: '连接召唤的场合，丢弃1张手卡，以场上1张卡为对象：回到卡组；发动时自身是互相连接状态的话，再可以抽1张。', en: 'If Link Summoned, discard 1 and target 1 card on the field: shuffle it into the Deck; if it was co-linked at activation, you may also draw 1.' },
      },
      {
        kind: 'continuous',
        does: [{ do: 'other', note: 'your normal draw becomes the number of different co-linked "Knightmare" monster names' }],
        summary: { zh: '有互相连接状态的「梦幻崩影」怪兽时，通常抽卡数量变成它们的种类数。', en: 'Your normal draw becomes the number of different co-linked "Knightmare" monsters.' },
      },
    ],
  }),
  card({
    id: 31833038,
    name: '装弹枪管龙',
    type: 'monster effect link',
    official: '枪管上膛龙',
    en: 'Borreload Dragon',
    aliases: ['枪管龙', '装弹龙', 'borreload'],
    level: 4,
    atk: 3000,
    effects: [
      {
        kind: 'continuous',
        does: [{ do: 'cannot-be-targeted', what: 'self', fromCards: { kind: 'monster' } }],
        summary: { zh: '不会成为怪兽效果的对象。', en: 'Cannot be targeted by monster effects.' },
      },
      {
        kind: 'quick',
        oncePerTurn: 'soft',
        cannotBeAnsweredBy: { by: 'opponent', note: 'the opponent cannot activate card effects in answer to this effect' },
        targets: { filter: { kind: 'monster', place: 'monster', faceUp: true }, count: 1 },
        does: [{ do: 'modify-stats', what: 'targets', stat: 'atk-def', change: { layer: 'current', op: 'add', value: -500 }, note: '-500 ATK/DEF' }],
        summary: { zh: '1回合1次（双方回合），以场上1只表侧怪兽为对象：攻守下降500。对方不能对应这个效果发动卡的效果。', en: 'Once per turn (either turn), target 1 face-up monster: it loses 500 ATK/DEF. The opponent cannot respond.' },
      },
      {
        kind: 'trigger',
        condition: [{ is: 'other', note: "at the start of the Damage Step when it attacks an opponent's monster" }],
        does: [{ do: 'take-control', what: 'attack-target', note: 'placed in a zone it points to; sent to the GY in the End Phase of the next turn' }],
        summary: { zh: '攻击对方怪兽的伤害步骤开始时：得到那只怪兽的控制权（下个回合结束阶段送去墓地）。', en: "At the start of the Damage Step when it attacks: take control of the opponent's monster (sent to the GY in the next End Phase)." },
      },
    ],
  }),
  card({
    id: 5043010,
    name: '防火龙',
    type: 'monster effect link',
    official: '防火墙龙',
    en: 'Firewall Dragon',
    aliases: ['防火墙龙', 'firewall'],
    level: 4,
    atk: 2500,
    effects: [
      {
        kind: 'quick',
        // CUR-FIREWALL-ONCE-FACE-UP: 「只在这张卡在场上表侧表示存在才有1次」 — once while this copy is face-up, not a 「这个卡名」 limit: another
        // 防火龙, or this one come back to the field, may use it; the same one in a later turn may not (已用).
        oncePerTurn: 'soft',
        oncePerFaceUp: true,
        // CH-TARGET-CO-LINKED: up to the monsters co-linked with it, read from the stated zones (count 1: the least, one target).
        targets: { filter: { kind: 'monster', place: ['monster', 'gy'] }, count: 1, upTo: true, countCoLinked: true },
        does: [{ do: 'return-to-hand', what: 'targets', note: 'up to the number of monsters co-linked to it' }],
        summary: { zh: '表侧存在期间仅1次（双方回合），以最多与自身互相连接的怪兽数量的场上·墓地怪兽为对象：回到手卡。', en: 'Once while face-up (either turn), target monsters on the field/in the GY up to the number co-linked to it: return them to the hand.' },
      },
      {
        // Today's text (cards.cdb): 「从手卡把1只怪兽特殊召唤」 — any monster, and no 「1回合1次」 on ②.
        kind: 'trigger',
        trigger: { event: ['destroyed', 'sent-to-gy'], subject: { side: 'self', kind: 'monster' } },
        timing: 'if',
        condition: [{ is: 'other', note: 'a monster it points to was destroyed by battle or sent to the GY' }],
        does: [{ do: 'special-summon', from: 'hand', what: { filter: { kind: 'monster' }, scope: 'choose', count: 1 } }],
        summary: { zh: '自身所连接区的怪兽被战斗破坏或送去墓地的场合：从手卡特殊召唤1只怪兽。', en: 'If a monster it points to is destroyed by battle or sent to the GY: Special Summon 1 monster from the hand.' },
      },
    ],
  }),
  card({
    id: 21887175,
    name: '双穹之骑士 阿斯特拉姆',
    type: 'monster effect link',
    official: '双穹之圣骑联盟・机界骑士',
    en: 'Mekk-Knight Crusadia Avramax',
    aliases: ['阿斯特拉姆', '双穹之骑士', 'avramax'],
    level: 4,
    atk: 3000,
    effects: [
      {
        kind: 'continuous',
        // FD-SUMMON-CONTINUOUS: while this Link Summoned card is face-up in the Monster Zone (read on what it remembers;
        // unsaid, an Extra Deck monster is taken as summoned by its own method, and the answer says so).
        condition: [{ is: 'exists', filter: { self: true, place: 'monster', faceUp: true, summoned: 'link' } }],
        does: [
          { do: 'cannot-be-targeted', what: 'self', fromCards: { side: 'opponent' } },
          { do: 'other', player: 'opponent', note: 'the opponent cannot target other monsters for attacks' },
        ],
        attackRules: [{ kind: 'only', of: 'self' }],
        summary: { zh: '连接召唤的自身在场期间：不会成为对方效果的对象，对方不能选择其他怪兽作为攻击对象。', en: "While Link Summoned: the opponent cannot target it with effects or attack other monsters." },
      },
      {
        kind: 'trigger',
        condition: [{ is: 'phase', phases: ['damage-calculation'] }, { is: 'other', note: 'damage calculation with a Special Summoned monster' }],
        does: [{ do: 'modify-stats', what: 'self', stat: 'atk', amountFrom: { of: 'battle-opponent', stat: 'atk', original: false }, note: "+ATK equal to the opponent's monster's ATK during that damage calculation only" }],
        summary: { zh: '与特殊召唤的对方怪兽战斗的伤害计算时：只在那次伤害计算时攻击力上升那只怪兽的攻击力。', en: "At damage calculation with a Special Summoned monster: gain its ATK for that calculation only." },
      },
      {
        kind: 'trigger',
        trigger: { event: 'sent-to-gy', subject: { self: true }, by: 'opponent' },
        timing: 'if',
        condition: [{ is: 'other', note: 'it was Link Summoned' }],
        does: [{ do: 'return-to-deck', what: { filter: { place: 'field' }, scope: 'choose', count: 1 } }],
        summary: { zh: '连接召唤的自身被对方送去墓地的场合：选场上1张卡回到卡组（不取对象）。', en: 'If this Link Summoned card is sent to the GY by the opponent: shuffle 1 card on the field into the Deck (no target).' },
      },
    ],
  }),
  card({
    id: 50954680,
    name: '水晶翼同调龙',
    type: 'monster effect synchro',
    official: '水晶翼同步龙',
    en: 'Crystal Wing Synchro Dragon',
    aliases: ['水晶翼', 'cwsd'],
    level: 8,
    atk: 3000,
    def: 2500,
    effects: [
      {
        kind: 'quick',
        oncePerTurn: 'soft',
        respondsTo: { cardKind: 'monster', activation: 'effect' },
        condition: [{ is: 'other', note: "another monster's effect (not this card's)" }],
        does: [
          ...NEGATE_AND_DESTROY,
          { do: 'modify-stats', what: 'self', duration: 'turn', note: "if it destroyed a monster: +ATK equal to that monster's original ATK" },
        ],
        summary: { zh: '1回合1次，其他怪兽的效果发动时：那个发动无效并破坏；破坏了怪兽的话自身攻击力上升其原本攻击力。', en: "Once per turn, when another monster's effect is activated: negate and destroy it; if a monster was destroyed, gain its original ATK." },
      },
      {
        kind: 'trigger',
        mandatory: true,
        condition: [{ is: 'phase', phases: ['damage-calculation'] }, { is: 'other', note: "damage calculation against an opponent's Level 5 or higher monster" }],
        does: [{ do: 'modify-stats', what: 'self', stat: 'atk', amountFrom: { of: 'battle-opponent', stat: 'atk', original: false }, note: "+ATK equal to the opponent's monster's ATK during that damage calculation only" }],
        summary: { zh: '与5星以上的对方怪兽战斗的伤害计算时（必发）：只在那次伤害计算时攻击力上升那只怪兽的攻击力。', en: "At damage calculation with an opponent's Level 5+ monster (mandatory): gain its ATK for that calculation only." },
      },
    ],
  }),
  card({
    id: 10443957,
    name: '电子龙·无限',
    type: 'monster effect xyz',
    official: '电子龙无限',
    en: 'Cyber Dragon Infinity',
    aliases: ['电子龙无限', '无限龙', 'cdi'],
    level: 6,
    atk: 2100,
    def: 1600,
    effects: [
      {
        kind: 'continuous',
        does: [{ do: 'modify-stats', what: 'self', note: '+200 ATK per material' }],
        summary: { zh: '攻击力上升超量素材数量×200。', en: 'Gains 200 ATK per material.' },
      },
      {
        kind: 'ignition',
        oncePerTurn: 'soft',
        targets: { filter: { kind: 'monster', place: 'monster', faceUp: true, position: 'attack' }, count: 1 },
        does: [{ do: 'attach', what: 'targets', onto: 'self', note: 'attach it to this card as material' }],
        summary: { zh: '1回合1次，以场上1只表侧攻击表示怪兽为对象：作为这张卡的超量素材。', en: 'Once per turn, target 1 face-up Attack Position monster: attach it to this card.' },
      },
      {
        kind: 'quick',
        oncePerTurn: 'soft',
        respondsTo: { activation: 'any' },
        cost: [{ do: 'detach', what: 'self', note: '1 material' }],
        does: [...NEGATE_AND_DESTROY],
        summary: { zh: '1回合1次，魔法·陷阱·怪兽的效果发动时，取除1个超量素材：那个发动无效并破坏。', en: 'Once per turn, when a card or effect is activated: detach 1; negate it and destroy it.' },
      },
    ],
  }),
  card({
    id: 73964868,
    name: '星圣·昴星团',
    type: 'monster effect xyz',
    official: '星圣 昴星团',
    en: 'Constellar Pleiades',
    aliases: ['昴星团', '星圣昴星团'],
    level: 5,
    atk: 2500,
    def: 1500,
    effects: [
      {
        kind: 'quick',
        oncePerTurn: 'soft',
        cost: [{ do: 'detach', what: 'self', note: '1 material' }],
        targets: { filter: { place: 'field' }, count: 1 },
        does: [{ do: 'return-to-hand', what: 'targets' }],
        summary: { zh: '1回合1次（双方回合），取除1个超量素材，以场上1张卡为对象：回到手卡。', en: 'Once per turn (either turn), detach 1 and target 1 card on the field: return it to the hand.' },
      },
    ],
  }),
  card({
    id: 21044178,
    name: '深渊的潜伏者',
    type: 'monster effect xyz',
    official: '深渊潜伏者',
    en: 'Abyss Dweller',
    aliases: ['深渊潜伏者', '潜伏者'],
    level: 4,
    atk: 1700,
    def: 1400,
    effects: [
      {
        kind: 'continuous',
        does: [{ do: 'modify-stats', note: 'while it has a WATER material, your WATER monsters gain 500 ATK' }],
        summary: { zh: '有水属性素材时，自己场上的水属性怪兽攻击力上升500。', en: 'While it has a WATER material, your WATER monsters gain 500 ATK.' },
      },
      {
        kind: 'quick',
        oncePerTurn: 'soft',
        cost: [{ do: 'detach', what: 'self', note: '1 material' }],
        does: [{ do: 'other', duration: 'turn', player: 'opponent', forbidsActivation: { activatedFrom: 'gy' }, note: 'this turn, the opponent cannot activate effects of cards in the GY' }],
        summary: { zh: '1回合1次（双方回合），取除1个超量素材：这个回合对方不能发动墓地的卡的效果（已发动的照常处理）。', en: 'Once per turn (either turn), detach 1: the opponent cannot activate effects in the GY this turn (ones already activated resolve).' },
      },
    ],
  }),
  card({
    id: 72989439,
    name: '混沌战士 -开辟的使者-',
    type: 'monster effect special-summon',
    official: '混沌士兵 －开辟的使者－',
    en: 'Black Luster Soldier - Envoy of the Beginning',
    aliases: ['开辟', '开辟的使者', 'bls'],
    level: 8,
    atk: 3000,
    def: 2500,
    effects: [
      {
        // CUR-PROCEDURE-UNNUMBERED: the text writes its procedure before ①, unnumbered — ① is the banish, ② the second attack,
        // as players and the rules reference (docs/c03/战斗阶段流程.rst:244) number them.
        n: 0,
        kind: 'procedure',
        from: 'hand',
        cost: [{ do: 'banish', from: 'gy', note: '1 LIGHT and 1 DARK monster from your GY' }],
        does: [{ do: 'special-summon', what: 'self', from: 'hand' }],
        summary: { zh: '把自己墓地光·暗属性怪兽各1只除外才能特殊召唤（不入连锁）。', en: 'Special Summoned by banishing 1 LIGHT and 1 DARK monster from your GY (no chain).' },
      },
      {
        kind: 'ignition',
        // 「这张卡的①②的效果1回合只能有1次使用其中任意1个」: one use a turn among ① and ②, of this copy (CUR-OPT-EITHER-SOFT).
        oncePerTurn: 'soft',
        oncePerTurnWith: [1, 2],
        // 「这个效果发动的回合，这张卡不能攻击」: a pledge (誓约.rst:14–24) — not once it attacked this turn, and no attack after it.
        condition: [{ is: 'self-state', state: 'not-attacked' }],
        pledge: { forbids: 'attack', attackers: { self: true }, note: 'the turn this is activated: this card cannot attack' },
        targets: { filter: { kind: 'monster', place: 'monster' }, count: 1 },
        does: [{ do: 'banish', what: 'targets' }],
        summary: { zh: '1回合1次（与②共用），以场上1只怪兽为对象：除外（这个回合自身不能攻击）。', en: 'Once per turn (shared with ②), target 1 monster on the field: banish it (it cannot attack that turn).' },
      },
      {
        kind: 'trigger',
        oncePerTurn: 'soft',
        oncePerTurnWith: [1, 2],
        trigger: { event: 'destroyed', cause: 'battle', subject: { side: 'opponent', kind: 'monster' } },
        timing: 'when',
        does: [{ do: 'other', note: 'it can make a second attack in a row' }],
        // 「这张卡只再1次可以继续攻击」 (CH-ATTACK-GRANT, CH-ATTACK-CONTINUE): as the compiler reads it.
        grantsAttack: { what: 'self', attacks: 2 },
        summary: { zh: '这张卡攻击破坏对方怪兽时（与①共用次数）：可以继续攻击1次。', en: 'When it destroys an opponent\'s monster by attacking (shared with ①): it can attack again.' },
      },
    ],
  }),
  card({
    id: 82301904,
    name: '混沌帝龙 -终焉的使者-',
    type: 'monster effect special-summon',
    official: '混沌帝龙 －终焉的使者－',
    en: 'Chaos Emperor Dragon - Envoy of the End',
    aliases: ['混沌帝龙', '终焉', 'ced'],
    level: 8,
    atk: 3000,
    def: 2500,
    effects: [
      {
        // CUR-PROCEDURE-UNNUMBERED: the procedure is written before ①, unnumbered; ① is the send-everything effect.
        n: 0,
        kind: 'procedure',
        from: 'hand',
        // 「…的场合才能特殊召唤」: the only way it can be special summoned (rules reference, 召唤限制).
        summonOnly: true,
        cost: [{ do: 'banish', from: 'gy', note: '1 LIGHT and 1 DARK monster from your GY' }],
        does: [{ do: 'special-summon', what: 'self', from: 'hand' }],
        summary: { zh: '把自己墓地光·暗属性怪兽各1只除外才能特殊召唤（不入连锁）。', en: 'Special Summoned by banishing 1 LIGHT and 1 DARK monster from your GY (no chain).' },
      },
      {
        kind: 'ignition',
        oncePerTurn: 'soft',
        // 「这个效果发动的回合，自己不能把其他的效果发动」: a pledge on activations (誓约.rst:41–47, 67–77).
        pledge: { forbids: 'other', otherActivations: true, note: 'you cannot activate other effects the turn you activate this' },
        cost: [{ do: 'pay-lp', amount: 1000, player: 'self' }],
        does: [
          { do: 'send-to-gy', what: { filter: { place: ['hand', 'field'] }, scope: 'all' } },
          // CMP-MOVED-COUNT-SIDE (s49): 「这个效果送去对方墓地的卡数量×300」 — 300 per card of the opponent's this resolution sent (CH-LP-MOVED-COUNT);
          // before, no amount was given and the answer said only 「若干伤害」.
          { do: 'damage', then: true, player: 'opponent', amount: 300, amountPer: { movedByThis: 'send-to-gy', of: { side: 'opponent' } }, note: "300 for each card sent to the opponent's GY by this effect" },
        ],
        summary: { zh: '1回合1次，支付1000基本分：双方手卡·场上的卡全部送去墓地，之后给对方送去其墓地的卡数×300伤害。', en: "Once per turn, pay 1000 LP: send all cards in both hands and fields to the GY, then inflict 300 damage per card sent to the opponent's GY." },
      },
    ],
  }),
];
