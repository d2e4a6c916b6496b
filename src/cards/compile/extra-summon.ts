/**
 * Extra Normal Summons (issue 16, rules reference docs/c02/基本用语.rst:680–715; the engine's rule is
 * CH-EXTRA-SUMMON, src/engine/chain/extra-summon.ts):
 *
 * - 「这个回合，自己在通常召唤外加上只有1次，自己主要阶段可以上级召唤」 grants one more summon this turn
 *   (`EffectFacts.extraSummon`, the granting words: 冥帝从骑 哀多斯 ① and 雷帝家臣 密特拉 ② share them);
 * - 「这个回合自己可以进行通常召唤最多2次」 sets the turn's Normal Summons (`normalSummonsPerTurn`: 二重召唤 2,
 *   召唤连锁 3).
 *
 * An activated effect is read, and (issue 16) a continuous grant — 宝石骑士·斜绿, 海皇的重装兵 — too: it is not applied by
 * activating, but a summon made by it (`本回合: X(召唤,由Y)`, CH-EXTRA-SUMMON) spends the turn's extra summon.
 */
import type { CardFilter, EffectFacts } from '../facts.js';
import { filterOf, unreadQualifiers } from './words.js';
import { SUMMON_KIND } from './attack-rules.js';
import { addConditions } from './shape.js';

// (issue 16, also 「在通常的灵摆召唤外加上只有1次，…可以把「DD」怪兽灵摆召唤」 — an extra Pendulum Summon, its own words.)
const EXTRA = /在通常(?:的灵摆)?召唤外加上([^。]*召唤)/;
const COUNT = /通常召唤最多(\d+)次/;
/**
 * The summon a grant allows and the monster it names (s61): 「可以把1只灵魂怪兽召唤」「可以把「鬼青蛙」以外的1只「青蛙」怪兽召唤」「可以把1只光属性·1星
 * 调整召唤」「可以把1只魔法师族怪兽表侧攻击表示上级召唤」「只有1次把1只念动力族怪兽召唤」「进行1只名字带有「冰结界」的怪兽的召唤」 — cut at the first
 * summon word followed by a comma or the end (圣骑士 康斯坦丁: 「…召唤，直到…不能从额外卡组特殊召唤」 is a lock after it).
 */
const WHO = /(?:把|进行)(.+?)(?:的)?(表侧攻击表示)?(上级召唤|通常召唤|召唤)(?=，|$)/;
/** 「可以上级召唤」 (冥帝从骑 哀多斯 ①, 雷帝家臣 密特拉 ②): a Tribute Summon of any monster. */
const TRIBUTE_ONLY = /可以上级召唤$/;
/** What a filter says a card is (not where it is, nor whose): the keys an extra summon's monster is checked by. */
const IDENTITY: readonly (keyof CardFilter)[] = ['archetype', 'race', 'attribute', 'subtypes', 'names', 'notName', 'levelMin', 'levelMax'];
/** Words that name where or how rather than what (「往作为这张卡所连接区的自己场上召唤」): not read, so not checked. */
const UNREAD_PLACE = /往|场上|区域|连接区|手卡|卡组|墓地/;

/** The identity keys of `f`, or null when it names none (「1只怪兽」: any monster). */
function identityOf(f: CardFilter): CardFilter | null {
  const out: Record<string, unknown> = {};
  for (const k of IDENTITY) if (f[k] !== undefined) out[k] = f[k];
  return Object.keys(out).length ? (out as CardFilter) : null;
}

/**
 * Reads which summon the grant words `g` allow and of which monsters into `e` (s61, CH-NORMAL-SUMMON-ONCE): `extraSummonAs` (「召唤」 a
 * face-up summon only — no Set; 「上级召唤」 a Tribute Summon only; 「通常召唤」 either, nothing set), `extraSummonFilter` (the monster words
 * read), or `extraSummonUnread` (monster words not read: the engine says they were not checked, never a guess).
 */
function grantWordsOf(e: EffectFacts, g: string): void {
  if (TRIBUTE_ONLY.test(g)) {
    e.extraSummonAs = 'tribute-summon';
    return;
  }
  const who = WHO.exec(g);
  if (!who) {
    e.extraSummonUnread = g;
    return;
  }
  if (who[3] === '上级召唤') e.extraSummonAs = 'tribute-summon';
  else if (who[3] === '召唤') e.extraSummonAs = 'summon';
  // (「1只光属性·1星调整」: a monster type standing for 「…怪兽」 — read as the monster it is.)
  const words = who[1]!.replace(/^(?:可以)?(?:从手卡)?把?/, '').replace(/^1只/, '');
  const phrase = /怪兽$/.test(words) ? words : `${words}怪兽`;
  if (phrase === '怪兽') return;
  const f = filterOf(phrase);
  const id = identityOf(f);
  if (id && !UNREAD_PLACE.test(words) && !unreadQualifiers(phrase, f)) e.extraSummonFilter = id;
  else e.extraSummonUnread = words;
}

/**
 * CH-EXTRA-SUMMON-TURN (s60): 「这张卡召唤·反转的回合，自己在通常召唤外加上…」 (和魂, 星圣·北河三 ①, 音响战士 麦克风 ②: 8 cards) — a continuous grant that holds
 * only in a turn this card was summoned the ways it names, still face-up on the field since (「反转」: any flip face-up).
 */
const SUMMON_TURN = /这张卡((?:通常召唤|反转召唤|特殊召唤|召唤|反转)(?:·(?:通常召唤|反转召唤|特殊召唤|召唤|反转))*)(?:成功)?的回合，自己在通常(?:的灵摆)?召唤外加上/;

/** Reads the grant of `text` into `e`; true when it is held by a summon turn of this card (CH-EXTRA-SUMMON-TURN, a condition added). */
export function extraSummonOf(e: EffectFacts, text: string): boolean {
  const m = EXTRA.exec(text);
  // The words compared between effects: 「这个回合」 and punctuation are not part of what is granted.
  if (m) e.extraSummon = m[1]!.replace(/这个回合|[，、,\s]/g, '');
  // (s60: which monsters it may summon — 「可以把1只灵魂怪兽召唤」 — the identity words only; a place or side is no part of it.)
  if (m && !m[1]!.endsWith('灵摆召唤')) grantWordsOf(e, m[1]!);
  const n = COUNT.exec(text);
  if (n) e.normalSummonsPerTurn = Number(n[1]);
  const turn = m && e.kind === 'continuous' ? SUMMON_TURN.exec(text) : null;
  if (!turn) return false;
  const words = turn[1]!.split('·');
  const kinds = [...new Set(words.map((w) => SUMMON_KIND[w]!))];
  addConditions(e, { is: 'exists', filter: { self: true, place: 'monster', faceUp: true, summonedThisTurn: kinds, ...(words.includes('反转') ? { orFlippedThisTurn: true as const } : {}) } });
  return true;
}
