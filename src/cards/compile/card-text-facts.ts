/**
 * Card-wide facts read once from a card's text (issue 10: the engine never reads card text at run time — it reads
 * these facts, as it reads every other). Each reads the whole text, as the engine's run-time readers it replaces did:
 * - FD-SUMMON-RIDER-BY-CARD (rules reference docs/c03/里侧·一时除外.rst:198–203): what the card's effect leaves on the
 *   monster it Special Summoned — 「这个效果特殊召唤的怪兽不能攻击」 (cannot attack; 「这个回合…」 only the turn of the summon),
 *   「…的效果无效化」 (its effects negated). The monster keeps it while it remembers that card summoned it (`(由X)`).
 * - CH-TEMP-BANISH-RETURN: the phase a temporary banishment brings the card back in.
 * - CH-TEMP-BANISH-TRAP-RETURN: a cost that banishes only for a while.
 * - 「对方不能把墓地的卡除外」, which stops a battle replacement paid by banishing from the GY.
 * - CH-DEFUSE-SET: a Fusion Monster's material line that asks for monsters on the field.
 * - CMP-DICE-CARD: the card rolls a die (「掷1次骰子」), for 「持有掷骰子效果的卡」.
 * - CH-SUMMON-UNNEGATABLE: 「这张卡的召唤（·反转召唤·特殊召唤）不会被无效化」 — which of its own summons cannot be negated.
 * - CH-SUMMON-UNNEGATABLE-GRANTED: 「只要这张卡在场地区域存在，连接怪兽的连接召唤不会被无效化」 — other monsters' summons it protects.
 */
import type { BanishReturn, CardType, Place, SummonGrant, SummonKind, SummonRider, TributeCount } from '../facts.js';
import { readTributeCount } from './summon-materials.js';
import { filterOf } from './words.js';
import { readsHeldActivationLock } from './held-lock.js';
import { readsAddedNameLock } from './added-name-lock.js';
import { readsHeldNegation } from './held-negation.js';
import { readsLastingUnnegatable } from './lasting-unnegatable.js';

export interface CardTextFacts {
  summonRiders: SummonRider[] | undefined;
  banishReturn: BanishReturn | undefined;
  banishReturnOwn: true | undefined;
  banishReturnNextTurn: true | undefined;
  costBanishTemporary: true | undefined;
  locksOpponentGyBanish: true | undefined;
  fieldMaterialLine: string | undefined;
  heldActivationLock: true | undefined;
  addedNameLock: true | undefined;
  heldNegation: true | undefined;
  lastingUnnegatable: 'opponent' | 'self' | 'both' | undefined;
  rollsDice: true | undefined;
  /** CH-EQUIP-MOVE: 「1只怪兽可以装备的同盟最多1张」 — a monster holds at most one Union equipped. */
  unionOneOnly: true | undefined;
  summonUnnegatable: SummonKind[] | undefined;
  /** CH-SUMMON-UNNEGATABLE-GRANTED: 「只要这张卡在场地区域存在，连接怪兽的连接召唤不会被无效化」 — other monsters' summons it protects. */
  grantsSummonUnnegatable: SummonGrant | undefined;
  usedTurnDamageZero: 'opponent' | 'self' | 'both' | undefined;
  /** XYZ-MATERIAL-TARGET: 「这张卡不能作为超量召唤的素材」 — never Xyz Material. */
  neverXyzMaterial: true | undefined;
  /** CH-SUMMON-CONDITION: 「这张卡不能特殊召唤」 as its summoning condition. */
  neverSpecial: true | undefined;
  /** CH-SUMMON-CONDITION-FROM: 「这张卡不能从卡组特殊召唤」 — the places its summoning condition keeps it from being Special Summoned from. */
  neverSpecialFrom: Place[] | undefined;
  /** CMP-COPY-TAKES-ATK: 「…同名卡使用，得到相同的原本攻击力（和守备力）和效果」 — a copy takes the copied card's printed ATK (and DEF). */
  copyTakesStats: 'atk' | 'atk-def' | undefined;
  /** CMP-SCALE-BECOMES: 「另一边的自己的灵摆区域没有「X」卡…存在的场合，这张卡的灵摆刻度变成N」. */
  scaleBecomes: { value: number; unlessOther: string[] } | undefined;
  /** CMP-TRIBUTE-COUNT: 「必须把3只解放作召唤」「也能把3只怪兽解放作召唤」「可以把1只…解放作上级召唤」 — the tributes of its own Normal Summon. */
  tributeCount: TributeCount | undefined;
}

/** Every card-wide fact of the text, each `undefined` when the text does not say it (one layout for every card). */
// Every reader runs at catalog load for ~10,000 texts: each is guarded by a word its pattern needs (a literal test is cheap).
export function cardTextFacts(text: string | undefined, type: CardType): CardTextFacts {
  if (!text) return { summonRiders: undefined, banishReturn: undefined, banishReturnOwn: undefined, banishReturnNextTurn: undefined, costBanishTemporary: undefined, locksOpponentGyBanish: undefined, fieldMaterialLine: undefined, heldActivationLock: undefined, addedNameLock: undefined, heldNegation: undefined, lastingUnnegatable: undefined, rollsDice: undefined, unionOneOnly: undefined, summonUnnegatable: undefined, grantsSummonUnnegatable: undefined, usedTurnDamageZero: undefined, neverXyzMaterial: undefined, neverSpecial: undefined, neverSpecialFrom: undefined, copyTakesStats: undefined, scaleBecomes: undefined, tributeCount: undefined };
  const riders = readSummonRiders(text);
  const banishes = text.includes('除外');
  return {
    summonRiders: riders.length ? riders : undefined,
    banishReturn: text.includes('阶段') || text.includes('回合结束') ? (returnPhase(text) ?? undefined) : undefined,
    // CH-STANDBY-PHASE-PLAYED: 「直到下次的自己准备阶段」 — the return waits for its controller's own Standby Phase.
    banishReturnOwn: text.includes('准备阶段') && /下次的?自己的?准备阶段/.test(text) ? true : undefined,
    // CH-STANDBY-NEXT-TURN: 「直到下个回合的准备阶段除外」 — the next turn's Standby Phase, not the next one: banished in the Draw Phase, it
    // does not come back in this turn's.
    banishReturnNextTurn: text.includes('下个回合') && /直到下一?个回合的?(?:自己的?)?准备阶段/.test(text) ? true : undefined,
    costBanishTemporary: banishes && temporaryCostBanish(text) ? true : undefined,
    locksOpponentGyBanish: banishes && /对方不能把墓地的卡(从游戏中)?除外/.test(text) ? true : undefined,
    fieldMaterialLine: fieldMaterialLine(text, type),
    heldActivationLock: (text.includes('不能发动') && readsHeldActivationLock(text)) || undefined,
    addedNameLock: (text.includes('同名卡') && readsAddedNameLock(text)) || undefined,
    heldNegation: (text.includes('效果无效') && readsHeldNegation(text)) || undefined,
    lastingUnnegatable: text.includes('不会被无效化') ? (readsLastingUnnegatable(text) ?? undefined) : undefined,
    rollsDice: (text.includes('骰子') && /掷[^。]{0,6}骰子/.test(text)) || undefined,
    unionOneOnly: text.includes('同盟最多1张') || undefined,
    summonUnnegatable: text.includes('不会被无效化') ? summonUnnegatable(text) : undefined,
    grantsSummonUnnegatable: text.includes('召唤不会被无效化') ? grantedSummonUnnegatable(text) : undefined,
    // CH-DAMAGE-ZERO-USED: 「这张卡的效果发动过的回合，对方受到的全部伤害变成0」.
    usedTurnDamageZero: text.includes('发动过的回合') ? usedTurnDamageZero(text) : undefined,
    neverXyzMaterial: (text.includes('不能作为超量') && /这张卡不能作为超量召唤的素材/.test(text)) || undefined,
    // CH-SUMMON-CONDITION: 「这张卡不能特殊召唤。」 (or 「…，把…解放的场合才能通常召唤」) opening the text or a line — the summoning condition, not
    // an effect's 「这个回合，这张卡不能特殊召唤」.
    neverSpecial: (type.kind === 'monster' && /(?:^|\n)这张卡不能特殊召唤[。，]/.test(text)) || undefined,
    // CH-SUMMON-CONDITION-FROM: 「这张卡不能从卡组特殊召唤。」 (时械神, 玩具骑士), 「…。这张卡不能从墓地特殊召唤。」 (创世神) — a summoning condition on the
    // places, opening the text, a line or a sentence (not an effect's 「这个回合，这张卡不能从墓地特殊召唤」).
    neverSpecialFrom: type.kind === 'monster' && text.includes('这张卡不能从') ? neverSpecialFrom(text) : undefined,
    // CMP-COPY-TAKES-ATK: 「这张卡直到结束阶段当作和那只怪兽同名卡使用，得到相同的原本攻击力和效果」 (混沌幻影①).
    copyTakesStats: text.includes('得到相同的原本') ? copyTakesStats(text) : undefined,
    scaleBecomes: text.includes('灵摆刻度变成') ? scaleBecomes(text) : undefined,
    // CMP-TRIBUTE-COUNT: a monster's own tributes (a Spell's 「…解放作召唤」 is no count of its own).
    tributeCount: type.kind === 'monster' ? readTributeCount(text) : undefined,
  };
}

/**
 * CMP-SCALE-BECOMES: 「另一边的自己的灵摆区域没有「魔术师」卡或者「异色眼」卡存在的场合，这张卡的灵摆刻度变成4」 (and 「…没有卡存在的场合」) — the
 * Scale it has while the other Pendulum Zone holds no such card.
 */
function scaleBecomes(text: string): { value: number; unlessOther: string[] } | undefined {
  const m = /另一边的自己的灵摆区域没有((?:「[^」]+」卡(?:或者|·|、)?)*|卡)存在的场合[，,]这张卡的灵摆刻度变成(\d+)/.exec(text);
  if (!m) return undefined;
  const unlessOther = m[1] === '卡' ? [] : [...m[1]!.matchAll(/「([^」]+)」/g)].map((x) => x[1]!);
  return { value: Number(m[2]), unlessOther };
}

/** CMP-COPY-TAKES-ATK: 「同名卡使用，得到相同的原本攻击力（·守备力｜和守备力）和效果」 — which printed values a copy takes. */
function copyTakesStats(text: string): 'atk' | 'atk-def' | undefined {
  const m = /同名卡使用[，,]得到相同的原本攻击力(?:(?:·|和|以及)守备力)?(?:和|以及)?效果/.exec(text);
  if (!m) return undefined;
  return m[0].includes('守备力') ? 'atk-def' : 'atk';
}

/** CH-DAMAGE-ZERO-USED: whose damage 「这张卡的效果发动过的回合，…受到的全部伤害变成0」 makes 0 in a turn this card's effect was activated. */
function usedTurnDamageZero(text: string): 'opponent' | 'self' | 'both' | undefined {
  const m = /这张卡的效果发动过的回合[，,](对方|自己|双方)受到的全部伤害变成0/.exec(text);
  return m ? (m[1] === '对方' ? 'opponent' : m[1] === '自己' ? 'self' : 'both') : undefined;
}

const SUMMON_WORD: Record<string, SummonKind> = { 召唤: 'normal', 通常召唤: 'normal', 反转召唤: 'flip', 特殊召唤: 'special' };

/** CH-SUMMON-UNNEGATABLE: 「这张卡的召唤·特殊召唤不会被无效化」 — the kinds of its own summon that cannot be negated. */
function summonUnnegatable(text: string): SummonKind[] | undefined {
  const m = /这张卡的((?:通常召唤|反转召唤|特殊召唤|召唤)(?:[·、](?:通常召唤|反转召唤|特殊召唤|召唤))*)不会被无效化/.exec(text);
  if (!m) return undefined;
  const kinds = [...new Set(m[1]!.split(/[·、]/).map((w) => SUMMON_WORD[w]!))];
  return kinds.length ? kinds : undefined;
}

const GRANT_HOW: Record<string, SummonGrant['how'][number]> = {
  召唤: 'normal', 通常召唤: 'normal', 反转召唤: 'flip', 特殊召唤: 'special',
  融合召唤: 'fusion', 同调召唤: 'synchro', 超量召唤: 'xyz', 连接召唤: 'link', 仪式召唤: 'ritual', 灵摆召唤: 'pendulum',
};
const GRANT = /^[①-⑩]：只要这张卡在(场地区域|怪兽区域|魔法与陷阱区域|场上)存在[，,]((?:自己|对方|双方)?(?:场上的)?[^，。「」]*?(?:「[^」]+」)?[^，。「」]*?怪兽)的((?:通常召唤|反转召唤|特殊召唤|融合召唤|同调召唤|超量召唤|连接召唤|仪式召唤|灵摆召唤|召唤)(?:·(?:通常召唤|反转召唤|特殊召唤|融合召唤|同调召唤|超量召唤|连接召唤|仪式召唤|灵摆召唤|召唤))*)不会被无效化/;

/**
 * CH-SUMMON-UNNEGATABLE-GRANTED: a numbered continuous effect 「只要这张卡在场地区域存在，连接怪兽的连接召唤不会被无效化」
 * (「「机壳」怪兽的召唤」) — the summons of other monsters it protects while it is face-up there. Not a gained ● effect (进化合兽 二氧鬼神
 * has it only once summoned again), nor a protection for one turn (不知火流 传承之阵), nor 「这张卡为素材的…召唤」 (no such monster is named).
 */
function grantedSummonUnnegatable(text: string): SummonGrant | undefined {
  for (const line of text.split('\n')) {
    const m = GRANT.exec(line.trim());
    if (!m || m[2]!.startsWith('这张卡')) continue;
    const how = [...new Set(m[3]!.split('·').map((w) => GRANT_HOW[w]!))];
    const filter = filterOf(m[2]!);
    // (Where 「这张卡」 must be is where a face-up card of its kind is: the engine asks only that it is face-up on the field.)
    return { filter: { ...filter, kind: 'monster' }, how };
  }
  return undefined;
}

/** FD-SUMMON-RIDER-BY-CARD: 「这个效果特殊召唤的怪兽不能攻击／…效果无效化」, sentence by sentence. */
export function readSummonRiders(text: string | undefined): SummonRider[] {
  if (!text) return [];
  // CMP-TOKEN-BATTLE-ZERO: 「把1只…「圆舞衍生物」…特殊召唤。这衍生物的战斗发生的对双方玩家的战斗伤害变成0」 (武斗圆舞) — the Token this card's effect
  // summons carries it (was dropped silently: its battles dealt damage as usual).
  if (text.includes('衍生物') && /特殊召唤。这衍生物的战斗发生的对双方(?:玩家)?的战斗伤害变成0/.test(text)) return ['battle-damage-zero'];
  if (!text.includes('这个效果')) return [];
  const out: SummonRider[] = [];
  for (const s of text.split(/[。\n]/)) {
    // 「这个回合不能攻击宣言」 binds the turn of the summon only (邪恶苏生); so does 「在那个回合不能攻击宣言」 (过早的复活).
    if (/这个效果(?:把怪兽)?特殊召唤的(?:那只|那些)?怪兽[^。]*?不能攻击/.test(s)) out.push(/(?:这个|那个)回合[^。]*?不能攻击/.test(s) ? 'cannot-attack-this-turn' : 'cannot-attack');
    if (/这个效果(?:把怪兽)?特殊召唤的(?:那只|那些)?怪兽[^。]*?效果无效化/.test(s)) out.push('effects-negated');
    // CH-SPECIAL-WIN-LEAVES: 「那只怪兽从场上离开时对方决斗胜利」 of the monster this effect summoned (魂之接力).
    if (/^(?:那只怪兽|这个效果特殊召唤的怪兽)从场上离开时对方决斗胜利/.test(s) && /这个效果特殊召唤的怪兽/.test(text)) out.push('leaves-opponent-wins');
    // FD-SUMMON-RIDER-BANISH: 「这个效果特殊召唤的怪兽从场上离开的场合除外」 (活化石, 不知火的宫司) — left on the monster by the summon.
    if (/这个效果(?:把怪兽)?特殊召唤的(?:那只|那些)?怪兽从场上离开的场合除外/.test(s)) out.push('leaves-banished');
    // FD-SUMMON-RIDER-BATTLE-DAMAGE: a change of the battle damage that monster's battles make, left on it by the summon.
    if (/这个效果(?:把怪兽)?特殊召唤的(?:那只|那些)?怪兽给与(?:双方)?玩家的战斗伤害变成一半/.test(s)) out.push('battle-damage-half');
    if (/这个效果(?:把怪兽)?特殊召唤的(?:那只|那些)?怪兽进行战斗的场合[，,]对方(?:玩家)?受到的战斗伤害变成0/.test(s)) out.push('battle-damage-zero-opponent');
  }
  return [...new Set(out)];
}

/** CH-TEMP-BANISH-RETURN: the phase a temporary banish's card text says the card comes back at, or null when it does not say. */
export function returnPhase(text: string): BanishReturn | null {
  if (/战斗阶段结束时[^。]{0,8}?回到/.test(text)) return 'end-step';
  if (/直到[^，。]{0,12}?准备阶段[^，。]{0,4}?除外/.test(text)) return 'standby-phase';
  if (/直到[^，。]{0,12}?(结束阶段|回合结束)[^，。]{0,4}?除外/.test(text)) return 'end-phase';
  // 「…下次的准备阶段回到场上」 with no End Phase written anywhere: the Standby Phase's (CH-TEMP-BANISH-RETURN).
  if (text.includes('准备阶段') && !text.includes('结束阶段')) return 'standby-phase';
  return null;
}

/**
 * CH-TEMP-BANISH-TRAP-RETURN: whether the text banishes as a cost only for a while: 「把…直到结束阶段除外才能发动」,
 * a targeting clause between them too (「…直到结束阶段除外，以对方场上1只怪兽为对象才能发动」).
 */
function temporaryCostBanish(text: string): boolean {
  return /直到[^，。]{0,12}?(结束阶段|准备阶段|回合结束)[^，。]{0,4}?除外(?:[，,]以[^。]{0,40}?为对象)?[^。]{0,6}?才能发动/.test(text);
}

/** CH-DEFUSE-SET: a Fusion Monster's first line (its materials) when it names monsters on the field. */
function fieldMaterialLine(text: string, type: CardType): string | undefined {
  if (type.kind !== 'monster' || !type.subtypes.includes('fusion')) return undefined;
  const line = text.split('\n')[0] ?? '';
  return /场上/.test(line) ? line : undefined;
}

const NEVER_FROM_PLACES: Record<string, Place> = { 手卡: 'hand', 卡组: 'deck', 墓地: 'gy', 除外状态: 'banished', 除外: 'banished', 额外卡组: 'extra' };

/** CH-SUMMON-CONDITION-FROM: 「这张卡不能从卡组(·墓地)特殊召唤」 as a summoning condition — the places named. */
function neverSpecialFrom(text: string): Place[] | undefined {
  const m = /(?:^|\n|。)这张卡不能从((?:(?:手卡|卡组|墓地|除外状态|除外|额外卡组)(?:[·、]|或者)?)+)特殊召唤[。，]/.exec(text);
  if (!m) return undefined;
  const places = m[1]!.split(/[·、]|或者/).filter((w) => w.length > 0).map((w) => NEVER_FROM_PLACES[w]!);
  return places.length ? [...new Set(places)] : undefined;
}
