/**
 * Reads how an ATK/DEF change changes the value (攻守计算, issue 16): the `change` of a `modify-stats`
 * action (src/cards/facts.ts StatChange). Only what the text states as a number or a fraction is read;
 * a change by a count or by another card's value (「上升那个原本攻击力数值」「每有1只…上升300」) is left
 * without one, and the engine counts nothing it cannot know.
 */
import type { CardFilter, StatChange, StatScale } from '../facts.js';
import { filterOf, firstSentenceOf, monsterTypesOf, namedArchetypeOf, unreadQualifiers } from './words.js';

const NUM = '([0-9]+)';
// (Built once, not per call — compile time, issue 12.)
const RISES = new RegExp(`(?:上升|增加)${NUM}`);
const FALLS = new RegExp(`下降${NUM}`);
const BECOMES = new RegExp(`(?:变成|变为)${NUM}(?!倍|只|张|星)`);

/**
 * `clause` starts at the changed value's name (「攻击力…」, or 「原本攻击力…」 when `original` precedes
 * it) and runs to the end of the sentence part.
 */
export function readStatChange(clause: string, before = ''): StatChange | null {
  const scaled = readScaledChange(clause, before);
  if (scaled) return scaled;
  // (Up to the first 「，。；;」, found by a scan rather than a regex split of the whole clause: compile time, issue 12.)
  let cut = 0;
  while (cut < clause.length && !'，。；;'.includes(clause[cut]!)) cut++;
  const part = clause.slice(0, cut);
  const original = /^原本(的)?(攻击力|守备力)/.test(part);
  const layer: StatChange['layer'] = original ? 'original' : 'current';
  // 「每有1只…上升300」「数量×300」: a count decides it — not a flat change.
  if (/每|数量|×|x[0-9]/.test(firstSentenceOf(clause))) return null;
  let m: RegExpExecArray | null;
  if ((m = RISES.exec(part))) return { layer, op: 'add', value: Number(m[1]) };
  if ((m = FALLS.exec(part))) return { layer, op: 'add', value: -Number(m[1]) };
  if (/(变成|变为)原本(的)?(攻击力|守备力|数值)的?一半/.test(part)) return { layer, op: 'half', of: 'original' };
  // (CMP-STAT-DOUBLE-ORIGINAL-BARE: 「变成原本攻击力2倍的数值」 (空手道家) says it without 的.)
  if (/(变成|变为)原本(的)?(攻击力|守备力|数值)的?2倍/.test(part)) return { layer, op: 'double', of: 'original' };
  if (/(变成|变为)(一半|半分)/.test(part)) return { layer, op: 'half' };
  if (/(变成|变为)(2|两)倍|加倍/.test(part)) return { layer, op: 'double' };
  // CMP-STAT-TO-ORIGINAL: 「攻击力·守备力变成原本数值」「攻击力变成原本攻击力」 — the value becomes the original one (no number: the
  // engine reads the original as the change applies; a 「?」 original is 0 on the field).
  if (/(变成|变为)原本(的)?(数值|攻击力|守备力)(?!的(一半|2倍)|[0-9])/.test(part)) return { layer, op: 'set', of: 'original' };
  if ((m = BECOMES.exec(part))) return { layer, op: 'set', value: Number(m[1]) };
  // 「攻击力·守备力交换」 (反转世界): each becomes what the other is (CMP-STAT-SWAP).
  // (CMP-STAT-SWAP-UNTIL: 「攻击力·守备力直到回合结束时交换」 (颠倒蛙) says how long between the values and the verb.)
  if (/^(原本(的)?)?攻击力[·和]守备力(直到回合结束时|直到结束阶段时?)?(交换|互换)/.test(part)) return { layer, op: 'swap' };
  return null;
}

/**
 * CH-STAT-SCALED: a change by a count or a level (「上升自己墓地的怪兽数量×100」「原本的攻击力，变为自己墓地存在的「白骨王」
 * 「白骨」数目×1000的数值」「变成这张卡的等级×400的数值」「自己场上的「野蛮人2号」每有1只，这张卡的攻击力上升500」): the value
 * per unit and what it is counted by. Only what the board shows is read — cards on the field, in the GY, banished, the
 * equip cards of this card, its printed level; a count of counters, materials, the hand, or of the cards an effect
 * moved is left unread (null), and so is a count whose cards the filter reader cannot describe fully.
 */
export function readScaledChange(clause: string, before = ''): StatChange | null {
  const sentence = firstSentenceOf(clause);
  const original = /^原本(的)?(攻击力|守备力)/.test(sentence);
  const layer: StatChange['layer'] = original ? 'original' : 'current';
  let m: RegExpExecArray | null;
  // CMP-STAT-BATTLE-HIGHER: 「攻击力·守备力只在伤害计算时变成进行战斗的对方怪兽的攻击力和守备力之内较高方的数值＋100」 (月镜盾) — the higher of the
  // two values the opponent's monster in the battle shows as it applies, plus the number.
  if ((m = /^(?:攻击力|守备力)(?:[·和](?:攻击力|守备力))?(?:只在伤害计算时)?(?:变成|变为)进行战斗的对方怪兽的攻击力和守备力之内较高(?:方|一方)的数值(?:[＋+]([0-9]+))?/.exec(sentence))) {
    return { layer, op: 'set', value: 1, per: { battleOpponentHigher: true, ...(m[1] ? { plus: Number(m[1]) } : {}) } };
  }
  // CMP-STAT-HIGHEST: 「这张卡的攻击力·守备力变成「邪神 神之化身」以外的场上的攻击力最高的怪兽的攻击力＋100的数值」 — the highest ATK among the
  // face-up monsters on the field the phrase describes, plus the number.
  if ((m = /^(?:攻击力|守备力)(?:[·和](?:攻击力|守备力))?(?:变成|变为)([^，。；]*?)场上的攻击力最高的怪兽的攻击力(?:[＋+]([0-9]+))?的数值/.exec(sentence))) {
    const other = /^「([^」]+)」以外的$/.exec(m[1]!);
    if (m[1] === '' || other || m[1] === '其他的' || m[1] === '这张卡以外的') {
      const filter: CardFilter = { kind: 'monster', place: 'field', faceUp: true, ...(other ? { notName: other[1]! } : m[1] ? { notSelf: true } : {}) };
      return { layer, op: 'set', value: 1, per: { highestAtk: filter, ...(m[2] ? { plus: Number(m[2]) } : {}) } };
    }
  }
  // CMP-STAT-SUM-ORIGINAL: 「攻击力·守备力变成自己场上除这张卡以外的名字带有「命运英雄」的怪兽的原本攻击力合计数值」 (命运英雄 恐惧人) — the sum of the
  // original values of the face-up monsters the phrase describes, counted again each time; read only when every word of the phrase is.
  if ((m = /^(?:攻击力|守备力)(?:[·和](?:攻击力|守备力))?(?:变成|变为)((?:自己|对方)?场上[^，。；]*?怪兽)的原本的?(攻击力|守备力)(?:的)?合计(?:的)?数值$/.exec(sentence))) {
    const phrase = m[1]!;
    const filter = filterOf(phrase);
    if (filter.kind === 'monster' && filter.place === 'field' && !unreadQualifiers(phrase, filter)) {
      return { layer, op: 'set', value: 1, per: { sumOriginal: { ...filter, faceUp: true }, stat: m[2] === '守备力' ? 'def' : 'atk' } };
    }
  }
  // 「…上升／变成 P 数量×N（的数值）」: P counted, N each; the verb's words may follow a comma (「原本的攻击力，变为…」).
  // (s57: 「攻击力直到回合结束时上升…数量×500」 — how long between the value and the verb, as CMP-STAT-KINDS reads it; before, unread.)
  if ((m = /^(?:原本的?)?(?:攻击力|守备力)(?:[·和](?:攻击力|守备力))?[，,]?(?:直到回合结束时)?(?:就|会)?(上升|下降|变成|变为|为)([^，。；]*?)的?(数量|数目)×([0-9]+)点?(?:的数值)?/.exec(sentence))) {
    const counted = scaled(layer, m[1]!, Number(m[4]), scaleOf(m[2]!));
    if (counted) return counted;
  }
  // CMP-STAT-KINDS: 「…上升自己墓地的怪兽种类×200」 — the kinds of names among the cards P describes, N each.
  if ((m = /^(?:原本的?)?(?:攻击力|守备力)(?:[·和](?:攻击力|守备力))?[，,]?(?:直到回合结束时)?(上升|下降)([^，。；]*?)的?种类×([0-9]+)点?(?:的数值)?/.exec(sentence))) {
    // (「…的属性种类×500」「…的种族种类」 count other kinds: not read here.)
    const counted = /(属性|种族|等级|阶级)$/.test(m[2]!) ? null : scaleOf(m[2]!);
    if (counted && 'count' in counted) {
      const kinds = scaled(layer, m[1]!, Number(m[3]), { kinds: counted.count });
      if (kinds) return kinds;
    }
  }
  // 「…变成这张卡的等级×400的数值」: its own level (or Rank).
  if ((m = /^(?:原本的?)?(?:攻击力|守备力)(?:[·和](?:攻击力|守备力))?[，,]?(上升|下降|变成|变为|为)这张卡的(?:等级|阶级)×([0-9]+)/.exec(sentence))) {
    return scaled(layer, m[1]!, Number(m[2]), { level: true });
  }
  // 「对方场上的怪兽的攻击力下降那怪兽的等级×100」: the level of each monster it reaches (强者的苦痛).
  if ((m = /^(?:原本的?)?(?:攻击力|守备力)(?:[·和](?:攻击力|守备力))?[，,]?(上升|下降|变成|变为|为)那(?:些|只)?怪兽的等级×([0-9]+)/.exec(sentence))) {
    return scaled(layer, m[1]!, Number(m[2]), { eachLevel: true });
  }
  // CMP-STAT-EACH-ORIGINAL: 「场上的怪兽的攻击力下降那怪兽的原本守备力数值」 (刚鬼 巨人食人魔①): the original value of each monster it reaches
  // (「那怪兽」「那些怪兽」 — not 「那只怪兽」, which names one monster said before).
  if ((m = /^(?:原本的?)?(?:攻击力|守备力)(?:[·和](?:攻击力|守备力))?[，,]?(上升|下降|变成|变为)那些?怪兽的原本的?(攻击力|守备力)(?:的)?数值/.exec(sentence))) {
    return scaled(layer, m[1]!, 1, { eachOriginal: m[2] === '攻击力' ? 'atk' : 'def' });
  }
  // 「上升这张卡的效果装备的怪兽的原本攻击力数值」「变成这张卡的效果装备的怪兽的各自数值」: the equipped monster card's value.
  // CMP-STAT-EQUIPPED-CARD: also 「这张卡的攻击力上升这个效果装备的怪兽的攻击力数值」 (机皇帝 神智∞, 刷拉拉将军) and 「…上升装备的怪兽卡的攻击力数值」
  // (卡车机人) — the raise was read with no amount. (Not 「…一半的数值」: a half is no whole value; it stays unread.)
  if ((m = /^(?:原本的?)?(?:攻击力|守备力)(?:[·和](?:攻击力|守备力))?(上升|下降|变成|变为)(?:这张卡(?:的效果)?|这个效果)?装备的怪兽卡?的(?:原本)?(?:攻击力|守备力|各自)?(?:的)?数值(?!以及|和|合计)/.exec(sentence))) {
    return scaled(layer, m[1]!, 1, { equippedMonster: true });
  }
  // 「上升这张卡的效果装备的怪兽的原本攻击力数值以及自己墓地的怪兽数量×100」 (铠黑龙-电子暗黑龙): the first of two (readSecondChange).
  if ((m = /^(?:原本的?)?(?:攻击力|守备力)(上升|下降)这张卡(?:的效果)?装备的怪兽的(?:原本)?(?:攻击力|守备力)数值以及[^，。；]*?的?(?:数量|数目)×[0-9]+/.exec(sentence))) {
    return scaled(layer, m[1]!, 1, { equippedMonster: true });
  }
  // 「这张卡的攻击力自己墓地每有1只爬虫族怪兽上升500」: the count between the value and the verb.
  if ((m = /^(?:原本的?)?(?:攻击力|守备力)(?:[·和](?:攻击力|守备力))?([^，。；]*?)每有?[1一](?:只|张|个)([^，。；]*?)(上升|下降)([0-9]+)/.exec(sentence))) {
    return scaled(layer, m[3]!, Number(m[4]), scaleOf(`${m[1]}${m[2]}`));
  }
  // 「自己场上的「野蛮人2号」每有1只，这张卡的攻击力上升500」: the count in the part before the subject.
  const add = /^(?:原本的?)?(?:攻击力|守备力)(?:[·和](?:攻击力|守备力))?(上升|下降)([0-9]+)/.exec(sentence);
  const b = /(?:^|[，。：:])([^，。：:]*?)每有?[1一](?:只|张|个)([^，。：:]*?)[，,][^，。：:]*$/.exec(before);
  if (add && b) return scaled(layer, add[1]!, Number(add[2]), scaleOf(`${b[1]}${b[2]}`));
  return null;
}

function scaled(layer: StatChange['layer'], verb: string, each: number, per: StatScale | null): StatChange | null {
  if (!per) return null;
  return verb === '上升' ? { layer, op: 'add', value: each, per } : verb === '下降' ? { layer, op: 'add', value: -each, per } : { layer, op: 'set', value: each, per };
}

/** What a count phrase counts, or null when it names what the board does not show or the filter cannot say. */
export function scaleOf(phrase: string): StatScale | null {
  const p = phrase.replace(/^[的，,]+|存在的?$/g, '').trim();
  if (/^这张卡(所)?装备的装备卡$/.test(p)) return { equips: true };
  // CNT-ATK: 「这张卡的魔力指示物」「这张卡放置的守卫指示物」: the counters of that kind on this card.
  const counters = /^这张卡(?:的|放置的|上的)([^，。、\d个]*?)指示物$/.exec(p);
  if (counters) return { counters: counters[1]! };
  // CMP-STAT-MOVED-COUNT: 「这个效果除外的卡」 — the cards this resolution moved that way (CH-STAT-MOVED-COUNT).
  const moved = /^这个效果(除外|破坏|送去墓地|回到手卡|回到卡组)的(?:卡|怪兽)$/.exec(p);
  if (moved) return { movedByThis: moved[1] === '除外' ? 'banish' : moved[1] === '破坏' ? 'destroy' : moved[1] === '送去墓地' ? 'send-to-gy' : moved[1] === '回到手卡' ? 'return-to-hand' : 'return-to-deck' };
  // CH-COUNT-MOVED (s57): 「因为这个效果发动而送去墓地的卡」「因为这张卡发动而除外的怪兽」 — the cards its cost moved that way (卡片炮击士, 彼岸的旅人
  // 但丁, 熔岩炮击手 「…名字带有「熔岩」的怪兽」). Before, not read: the change was said to have no amount read and was not applied.
  const paid = /^因为?这(?:个效果|张卡)的?发动而(除外|送去墓地)的(?:名字带有「([^」]+)」的)?(?:卡|怪兽)$/.exec(p);
  if (paid) return { movedByThis: paid[1] === '除外' ? 'banish' : 'send-to-gy', cost: true, ...(paid[2] ? { of: { archetype: paid[2] } } : {}) };
  if (!p || /指示物|素材|连接区|互相连接|这个效果|效果(?!怪兽)|解放|作为对象|对象|那个|那些|手卡|卡组|破坏的|送去墓地的|加入|回去|出现|种类|[1一]种|装备|控制|同名/.test(p)) return null;
  const f: CardFilter = filterOf(p);
  if (f.place === undefined) return null;
  const places = Array.isArray(f.place) ? f.place : [f.place];
  if (places.some((x) => !['field', 'monster', 'spell', 'gy', 'banished'].includes(x))) return null;
  if (/其他|其它/.test(p)) f.notSelf = true;
  const arch = f.archetype === undefined ? namedArchetypeOf(p) : undefined;
  if (arch) f.archetype = arch;
  // 「「白骨王」「白骨」」: those cards by name (not an archetype: no 「怪兽」「卡」 after the name, no 「名字带有」).
  // (Gathered into one array literal, empty or not: an empty `.map()` result is an array of another kind — compile time, issue 12.)
  const names: string[] = [];
  if (f.archetype === undefined) for (const x of p.matchAll(/「([^」]+)」/g)) names.push(x[1]!);
  if (names.length) f.names = names;
  // 「场上的效果怪兽数量」: the monster types the count names (CH-DAMAGE-SCALED).
  const types = f.kind === 'monster' && !f.subtypes ? monsterTypesOf(p) : [];
  if (types.length) f.subtypes = types;
  if (unreadQualifiers(names.length ? p.replace(/「[^」]*」/g, '') : p, f)) return null;
  // 「怪兽数量」「卡数量」 of the GY or banished: cards there; 「场上的怪兽」: a monster on the field.
  return { count: f };
}

/** The second change of 「上升…数值以及…数量×N」: the count after 以及, on the same value (null when there is none or it is not read). */
export function readSecondChange(clause: string): StatChange | null {
  const sentence = firstSentenceOf(clause);
  const m = /^(?:原本的?)?(?:攻击力|守备力)(上升|下降)[^，。；]*?数值以及([^，。；]*?)的?(数量|数目)×([0-9]+)/.exec(sentence);
  if (!m) return null;
  const layer: StatChange['layer'] = /^原本/.test(sentence) ? 'original' : 'current';
  return scaled(layer, m[1]!, Number(m[4]), scaleOf(m[2]!));
}
