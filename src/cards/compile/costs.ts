/**
 * Cost clauses → what is paid at activation (代价): what, how many, from where, 「这张卡以外」, LP.
 * Only the words before the activation words are costs (./clauses decides which); a condition is
 * never read as one.
 */
import { OWN_EQUIPS, type Action, type ActionType, type CardFilter, type Place } from '../facts.js';
import { countIn, filterOf, fromPlaces, isSelf, one, placesIn } from './words.js';

const COST_VERBS: Array<[RegExp, ActionType]> = [
  [/支付[^，。]*?基本分|基本分支付/, 'pay-lp'],
  [/超量素材[^，。]*?取除|取除[^，。]*?超量素材/, 'detach'],
  [/解放|作为祭品|做祭品|祭掉/, 'tribute'],
  [/丢弃/, 'discard'],
  [/除外/, 'banish'],
  [/送去墓地/, 'send-to-gy'],
  [/回到(持有者的?)?(额外)?卡组|加入卡组/, 'return-to-deck'],
  [/回到(持有者的?)?手卡/, 'return-to-hand'],
  [/给对方观看/, 'look'],
  // 「把这张卡变成表侧守备表示才能发动」「把…表侧攻击表示存在的这张卡变更为表侧守备表示」: this card put in defence as the price.
  // (「这张卡1个回合可以有1次变成里侧守备表示」 is what such an effect does, never a cost: left unread.)
  [/^把[^，。]*?这张卡(变成|变更为)表侧守备表示$/, 'change-position'],
  [/取除[^，。]*?指示物|指示物[^，。]*?取除/, 'other'],
];

export interface CompiledCosts {
  cost: Action[];
  unknown: string[];
}

function costOfClause(c: string, selfFrom: Place | undefined): Action | null {
  for (const [re, verb] of COST_VERBS) {
    const m = re.exec(c);
    if (!m) continue;
    const a: Action = { do: verb };
    if (verb === 'pay-lp') {
      const n = /支付([0-9]+)/.exec(c);
      a.amount = n ? Number(n[1]) : 'half';
      return a;
    }
    if (verb === 'change-position') return { ...a, what: 'self', position: 'defense' };
    // CNT-COST: 「把这张卡3个魔力指示物取除」「这张卡1个指示物取除」: that many counters of that kind from this card.
    const counter = /^(?:把|将)?这张卡(?:的|放置的)?([0-9]+)个([^，。\d个]*?)指示物取除$|^(?:把|将)?这张卡(?:的|放置的)?([^，。\d个]*?)指示物取除([0-9]+)个$/.exec(c);
    if (verb === 'other' && counter) {
      return { ...a, what: 'self', counters: { kind: counter[2] ?? counter[3] ?? '', count: Number(counter[1] ?? counter[4]) } };
    }
    // CNT-COST-FIELD: 「把自己场上2个魔力指示物取除」「把自己·对方场上3个坏兽指示物取除」「把自己场上存在的1个魔石指示物取除」: that many
    // counters of that kind from the cards of that field (any of them) — not that many cards.
    const fieldCounter = /^(?:把|将)?(自己·对方|自己|对方)?场上(?:存在)?的?([0-9]+)个([^，。\d个]*?)指示物取除$/.exec(c);
    if (verb === 'other' && fieldCounter) {
      const side = fieldCounter[1] === '自己' ? ('self' as const) : fieldCounter[1] === '对方' ? ('opponent' as const) : undefined;
      return { ...a, what: { filter: { place: 'field', ...(side ? { side } : {}) }, scope: 'choose' }, counters: { kind: fieldCounter[3]!, count: Number(fieldCounter[2]) } };
    }
    // 「回到卡组·额外卡组」「回到额外卡组」: the Extra Deck is named, so Extra Deck monsters may pay it (CH-COST-RETURN-NOT-THERE).
    if (verb === 'return-to-deck' && c.includes('额外卡组')) a.to = 'extra';
    const phrase = c.slice(0, m.index);
    // 「把这张卡装备的自己场上1张装备魔法卡送去墓地」: the card paid is an equip card of this card, not this card (issue 16).
    const ownEquip = /这张卡(所)?装备的/.test(phrase);
    if (isSelf(phrase) && !phrase.includes('这张卡以外') && !ownEquip) {
      a.what = 'self';
      const from = fromPlaces(phrase);
      if (from.length) a.from = one(from)!;
      else if (selfFrom) a.from = selfFrom;
      // 「把这张卡和自己场上1只…解放」: this card is not among the monsters on the field — it is in the hand.
      else if (verb === 'tribute' && phrase.includes('这张卡和自己场上')) a.from = 'hand';
      // XYZ-DETACH: 「把这张卡2个超量素材取除」: that many of its own materials.
      if (verb === 'detach') {
        const count = countIn(c);
        if (count && count.count > 1) a.count = count.count;
      }
    } else if (verb !== 'detach') {
      const f = filterOf(phrase);
      // CH-COST-COUNT-OF-TARGETS: 「让这张卡所连接区的自己的「刚鬼」怪兽任意数量回到持有者手卡」 — monsters in the zones this Link monster points
      // at (never this card itself), so a field listed without them cannot pay it. Also with the count first, no 的: 「把这张卡所连接区1只自己
      // 怪兽解放」 (解码语者②) — before, read as any monster of its own, it was paid with the Link monster itself.
      if (/这张卡所连接区(?:的|\d+只)/.test(phrase)) Object.assign(f, { place: 'monster', linkedBySelf: true, notSelf: true });
      const count = countIn(phrase);
      // 「把自己场上的「幻兽机衍生物」全部解放」: every card of that name is paid (CH-COST-ALL).
      const all = /全部$/.test(phrase);
      const named = all ? /「([^」]+)」全部$/.exec(phrase) : null;
      if (named && !f.archetype) f.names = [named[1]!];
      a.what = { filter: f, scope: all ? 'all' : 'choose', ...(count ? (count.upTo ? { countMax: count.count } : { count: count.count }) : {}) };
      if (ownEquip) a.note = OWN_EQUIPS;
      // CH-COST-REVEAL-PUBLIC: 「把手卡1只攻击力2400/守备力1000的怪兽或者1只攻击力2800/守备力1000的怪兽给对方观看」 — a monster of one of
      // those ATK/DEF pairs.
      if (verb === 'look' && phrase.includes('/守备力')) {
        const pairs = [...phrase.matchAll(/攻击力(\d+)\/守备力(\d+)的怪兽/g)].map((p): CardFilter => ({ atkMin: Number(p[1]), atkMax: Number(p[1]), defEq: Number(p[2]) }));
        if (pairs.length === 1) Object.assign(f, pairs[0]);
        else if (pairs.length > 1) f.anyOf = pairs;
      }
      const from = fromPlaces(phrase);
      const places = from.length ? from : placesIn(phrase).filter((p) => !(verb === 'banish' && p === 'banished'));
      if (verb === 'discard') {
        a.from = 'hand';
        // CH-COST-DISCARD-FIT: 「丢弃1只恶魔族怪兽」「丢弃1只「青眼白龙」或者1张有那个卡名记述的卡」 — the card discarded is written after the verb.
        const what = discardObject(c.slice(m.index + m[0].length));
        if (what) a.what = { filter: { ...f, ...what.filter }, scope: 'choose', ...(what.count ? { count: what.count } : count ? (count.upTo ? { countMax: count.count } : { count: count.count }) : {}) };
      } else if (places.length) a.from = one(places)!;
    } else {
      const count = countIn(c);
      if (count) a.count = count.count;
      // CH-COST-COUNT-OF-TARGETS: 「把自己场上的机械族超量怪兽的超量素材任意数量取除」 — the materials of the monsters that fit, any of them, so a
      // field listed with too few materials under them cannot pay it. (「把自己场上的超量素材」 names no monster: left open.)
      const of = /^(?:把|将)?(.*?怪兽)的$/.exec(phrase);
      if (of) a.what = { filter: filterOf(of[1]!), scope: 'choose' };
    }
    return a;
  }
  return null;
}

/**
 * CH-COST-DISCARD-FIT (issue 16): the card a discard cost takes, written after 丢弃 — its kind, race, archetype (「1只恶魔族怪兽」
 * 「1张魔法卡」「1张「空牙团」卡」), or 「1只「X」或者1张有那个卡名记述的卡」 (X itself or a card whose text names it, CMP-MENTIONS).
 * Always from the hand (a place said there is the hand's); another 「或者」 choice is not read (the filter stays open).
 */
function discardObject(after: string): { filter: CardFilter; count?: number } | null {
  const object = after.split(/[；;]/)[0]!.replace(/(才能|就可以)?(连锁)?发动$/, '');
  if (!/^(?:自己的)?(?:手卡)?[0-9]+(?:只|张)/.test(object)) return null;
  const count = countIn(object)?.count;
  const named = /^[0-9]+(?:只|张)「([^」]+)」或者(?:[0-9]+张)?有那个卡名记述的卡$/.exec(object);
  if (named) return { filter: { anyOf: [{ names: [named[1]!] }, { mentions: [named[1]!] }] }, ...(count ? { count } : {}) };
  if (object.includes('或者')) return null;
  const { place: _place, side: _side, ...filter } = filterOf(object);
  return { filter, ...(count ? { count } : {}) };
}

export function compileCosts(clauses: string[], selfFrom: Place | undefined): CompiledCosts {
  const cost: Action[] = [];
  const unknown: string[] = [];
  for (const c of clauses) {
    // 「把自己场上1只表侧表示的通常怪兽和这张卡除外」: two cards paid by one verb — the one described, and this card.
    const pair = /^(把|将)([^，。]+?)和这张卡((?:解放|除外|送去墓地|回到[^，。]*))$/.exec(c);
    if (pair && !isSelf(pair[2]!)) {
      const other = costOfClause(`${pair[1]}${pair[2]}${pair[3]}`, selfFrom);
      const self = costOfClause(`${pair[1]}这张卡${pair[3]}`, selfFrom);
      if (other && self) {
        cost.push(other, self);
        continue;
      }
    }
    // CMP-COST-SELF-AND: 「把这张卡以及自己场上的表侧表示的1只「X」怪兽或者1张「Y」永续魔法卡送去墓地」 — this card, and one card described
    // (either of two descriptions: any of them).
    const selfAnd = c.startsWith('把这张卡') || c.startsWith('将这张卡') ? /^(把|将)这张卡以及([^，。]+?)((?:解放|除外|送去墓地|回到[^，。]*))$/.exec(c) : null;
    if (selfAnd && !isSelf(selfAnd[2]!) && !selfAnd[2]!.includes('这张卡')) {
      const self = costOfClause(`${selfAnd[1]}这张卡${selfAnd[3]}`, selfFrom);
      const parts = selfAnd[2]!.split('或者');
      // (The place words opening the first description are the second's too: 「自己场上的表侧表示的1只X或者1张Y」.)
      const lead = /^(?:自己场上的|自己的)(?:表侧表示的)?/.exec(parts[0]!)?.[0] ?? '';
      const each = parts.map((p, i) => {
        const part = i > 0 && lead && !p.startsWith(lead) ? `${lead}${p}` : p;
        const x = costOfClause(`${selfAnd[1]}${part}${selfAnd[3]}`, selfFrom);
        // 「1张「幻影」永续魔法·永续陷阱卡」: the archetype and the Continuous kind the words name.
        if (x && typeof x.what === 'object' && parts.length > 1) {
          const f = x.what.filter;
          const arch = /「([^」]+)」/.exec(part);
          if (arch && f.archetype === undefined && f.names === undefined) f.archetype = arch[1]!;
          if (part.includes('永续') && !f.subtypes) f.subtypes = ['continuous'];
        }
        return x;
      });
      const other = each.length === 1 ? each[0] : each.length === 2 && each.every((x) => x && typeof x.what === 'object') ? { ...each[0]!, what: { filter: { anyOf: each.map((x) => (x!.what as { filter: CardFilter }).filter) }, scope: 'choose' as const, count: 1 } } : null;
      if (self && other) {
        cost.push(self, other);
        continue;
      }
    }
    const a = costOfClause(c, selfFrom);
    if (a) cost.push(a);
    else unknown.push(c);
  }
  return { cost, unknown };
}
