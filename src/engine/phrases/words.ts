/**
 * The engine's vocabulary of words (both languages, `Text`): links, card names, zones, events, SEGOC
 * levels. The sentences built from them are in ./index.ts, keyed by rule id. Names come from the card
 * data; nothing here names a card.
 */
import { t, type Text, zhJoined, enJoined } from '../../i18n/text.js';
import type { Card, EventType, Place, Player, SummonHow, Zone } from '../../cards/facts.js';

export function link(n: number): Text {
  return t(`C${n}`, `Chain Link ${n}`);
}

/** A link by number and card name (「C2「name」」 / 'Chain Link 2 (name)'); by number alone when the name is not known. */
export function linkNamed(n: number, name: string | null): Text {
  return name === null ? link(n) : t(`C${n}「${name}」`, `Chain Link ${n} (${name})`);
}

/** 'that effect', when the link that did something is not known. */
export const THAT_EFFECT: Text = t('那个效果', 'that effect');

/**
 * 「C2「name」」 / 'Chain Link 2 (name)'. Built afresh each time, not kept: a kept Text per card and
 * link number grew with every card ever named (~1.6 KB per chain over a bench of new cards) and each
 * one was copied twice by the young-generation GC before it settled — the 20-link p99 was those
 * pauses. A fresh one is two short strings that die with the answer.
 */
export function linkCard(n: number, card: Card): Text {
  return t(`C${n}「${card.name}」`, `Chain Link ${n} (${card.name})`);
}

/** Whose effect makes a summon written as the action: 「「name」的效果」, or 'this Special Summon by an effect' when no card is named. */
export function summoningEffect(name: string | null): Text {
  return name === null ? t('这次效果的特殊召唤', 'This Special Summon by an effect') : t(`「${name}」的效果`, `${name}'s effect`);
}

export function cardName(card: Card): Text {
  return t(`「${card.name}」`, card.name);
}

const ZONE_WORDS: Record<Place, Text> = {
  hand: t('手卡', 'the hand'),
  monster: t('怪兽区域', 'the Monster Zone'),
  spell: t('魔法与陷阱区域', 'the Spell & Trap Zone'),
  gy: t('墓地', 'the GY'),
  banished: t('除外状态', 'banishment'),
  deck: t('卡组', 'the Deck'),
  extra: t('额外卡组', 'the Extra Deck'),
  field: t('场上', 'the field'),
};

export function zoneWord(zone: Place | null): Text {
  return zone ? ZONE_WORDS[zone] : t('未知的位置', 'an unknown place');
}

/** 'N noun' in English with the noun's plural when N is not 1 ('1 card', '2 cards', '0 cards'); the noun given is the singular. */
export function counted(n: number | string, noun: string): string {
  return `${n} ${Number(n) === 1 ? noun : pluralNoun(noun)}`;
}

/** How many times, in English: 'once', 'twice', '3 times'. */
export function times(n: number | string): string {
  return Number(n) === 1 ? 'once' : Number(n) === 2 ? 'twice' : `${n} times`;
}

/** The plural of an English noun phrase's last word ('card' → 'cards', 'Spell/Trap' → 'Spells/Traps', 'Main Monster Zone' → 'Main Monster Zones'). */
export function pluralNoun(noun: string): string {
  return noun.replace(/([A-Za-z]+)(?=$|\/)/g, (w, _x, at: number, all: string) => (at + w.length === all.length || all[at + w.length] === '/' ? (/(s|x|ch|sh)$/.test(w) ? `${w}es` : `${w}s`) : w));
}

/** Concatenate texts without a separator. */
export function cat(...parts: Text[]): Text {
  return t(zhJoined(parts, ''), enJoined(parts, ''));
}

/** Join sentences (each already ending in punctuation on the zh side). */
export function sentences(parts: Text[]): Text {
  return t(zhJoined(parts, ''), enJoined(parts, ' '));
}

export function list(parts: Text[]): Text {
  return t(zhJoined(parts, '、'), enJoined(parts, ', '));
}

const EVENT_WORDS: Partial<Record<EventType, Text>> = {
  activated: t('发动', 'activated'),
  'activation-negated': t('发动被无效', 'its activation was negated'),
  'effect-negated': t('效果被无效', 'its effect was negated'),
  destroyed: t('被破坏', 'destroyed'),
  'sent-to-gy': t('送去墓地', 'sent to the GY'),
  banished: t('除外', 'banished'),
  'returned-to-hand': t('回到手卡', 'returned to the hand'),
  'returned-to-deck': t('回到卡组', 'returned to the Deck'),
  summoned: t('召唤成功', 'Normal Summoned'),
  'special-summoned': t('特殊召唤成功', 'Special Summoned'),
  'flip-summoned': t('反转召唤成功', 'Flip Summoned'),
  flipped: t('反转', 'flipped face-up'),
  'position-changed': t('表示形式变更', 'changed its battle position'),
  set: t('盖放', 'Set'),
  discarded: t('丢弃', 'discarded'),
  drawn: t('抽卡', 'drawn'),
  'added-to-hand': t('加入手卡', 'added to the hand'),
  damage: t('受到伤害', 'damage was inflicted'),
  'lp-gained': t('回复基本分', 'LP were gained'),
  'lp-paid': t('支付基本分', 'LP were paid'),
  'lp-lost': t('失去基本分', 'LP were lost'),
  'control-changed': t('控制权转移', 'control changed'),
  equipped: t('装备', 'equipped'),
  'attack-negated': t('攻击被无效', 'the attack was negated'),
  'attack-declared': t('攻击宣言', 'an attack was declared'),
  targeted: t('成为对象', 'targeted'),
  placed: t('放置到魔法与陷阱区域', 'placed in the Spell & Trap Zone'),
  attached: t('作为超量素材', 'attached as Xyz Material'),
  // (participles: 'X was …')
  'phase-start': t('阶段开始', 'a phase began'),
  'battle-phase-ended': t('战斗阶段结束', 'the Battle Phase ended'),
};

export function eventWord(type: EventType): Text {
  return EVENT_WORDS[type] ?? t(type, type);
}

export function player(p: Player): Text {
  return t(`${p}`, `${p}`);
}

export function levelWord(level: number): Text {
  switch (level) {
    case 1:
      return t('回合玩家的必发诱发效果（顺序1）。', "The turn player's mandatory trigger (level 1).");
    case 2:
      return t('非回合玩家的必发诱发效果（顺序2）。', "The non-turn player's mandatory trigger (level 2).");
    case 3:
      return t('回合玩家的公开情报的选发诱发效果（顺序3）。', "The turn player's optional public trigger (level 3).");
    case 4:
      return t('非回合玩家的公开情报的选发诱发效果（顺序4）。', "The non-turn player's optional public trigger (level 4).");
    case 5:
      return t('回合玩家的必发诱发即时效果（顺序5）。', "The turn player's mandatory quick effect (level 5).");
    case 6:
      return t('非回合玩家的必发诱发即时效果（顺序6）。', "The non-turn player's mandatory quick effect (level 6).");
    default:
      // Level 7 is the priority holder's choice: the turn player's first when it kept priority (no trigger placed), else the opponent's first.
      return t('顺序7：持有优先权的玩家可以发动的2速以上的效果，不按顺序1–6。', 'Level 7: a Spell Speed 2 effect the player holding priority may activate, not one of levels 1–6.');
  }
}

/** 「X」被破坏 / 'X was destroyed': an event with the names of its cards (none for LP events). */
export function eventSentence(type: EventType, names: string[], how?: SummonHow): Text {
  // WIN-SUMMON-HOW: a Special Summon of a known kind (a Fusion Summon by an effect whose text Fusion Summons) is named by its kind — 「融合召唤成功」, not only 「特殊召唤成功」.
  const w = type === 'special-summoned' && how && how !== 'special' ? t(`${HOW_WORDS[how].zh}成功`, HOW_WORDS[how].en) : eventWord(type);
  if (names.length === 0) return w;
  const zh = names.map((n) => `「${n}」`).join('');
  const en = names.join(', ');
  const be = names.length > 1 ? 'were' : 'was';
  switch (type) {
    case 'attack-declared':
      return t(`${zh}攻击宣言`, `an attack was declared (${en})`);
    case 'activation-negated':
    case 'effect-negated':
      return t(`${zh}${w.zh}`, `${en}: ${w.en}`);
    // CMP-ATTACK-NEGATED-EVENT: the card named is the attacker — whose attack was negated, not the thing negated.
    case 'attack-negated':
      return t(`${zh}${w.zh}`, `${en}'s attack was negated`);
    case 'damage':
    case 'lp-gained':
    case 'lp-paid':
    case 'lp-lost':
      return t(`${zh}${w.zh}`, `${w.en} (${en})`);
    case 'control-changed':
      return t(`${zh}${w.zh}`, `${en}: ${w.en}`);
    default:
      return t(`${zh}${w.zh}`, `${en} ${be} ${w.en}`);
  }
}

/** What a 「只能有○○存在」 field limit allows, by its kind (CH-FIELD-LIMIT, CH-SUMMON-ACT-LIMIT). */
const FIELD_LIMIT_WORDS: Record<string, Text> = {
  'one-race': t('场上只能有1种种族的表侧表示怪兽', 'face-up monsters of only 1 Type'),
  'one-attribute': t('场上只能有1种属性的表侧表示怪兽', 'face-up monsters of only 1 Attribute'),
  'one-per-race': t('相同种族的表侧表示怪兽只能有1只', 'only 1 face-up monster of each Type'),
  'not-more-than-controller': t('场上的怪兽不能比它的控制者多', 'no more monsters than its controller'),
};

export function fieldLimitWords(limit: unknown): Text {
  return FIELD_LIMIT_WORDS[limit as string] ?? t('有数量限制', 'a limit');
}

/** A summon named by a condition (「这张卡超量召唤成功的回合」). */
export const HOW_WORDS: Record<SummonHow, Text> = {
  normal: t('通常召唤', 'Normal Summoned'),
  tribute: t('上级召唤', 'Tribute Summoned'),
  flip: t('反转召唤', 'Flip Summoned'),
  special: t('特殊召唤', 'Special Summoned'),
  fusion: t('融合召唤', 'Fusion Summoned'),
  synchro: t('同调召唤', 'Synchro Summoned'),
  xyz: t('超量召唤', 'Xyz Summoned'),
  link: t('连接召唤', 'Link Summoned'),
  ritual: t('仪式召唤', 'Ritual Summoned'),
  pendulum: t('灵摆召唤', 'Pendulum Summoned'),
};
