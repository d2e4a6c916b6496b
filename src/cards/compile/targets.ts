/**
 * 「以…为对象」 → what the effect targets (取对象): how many (fixed, or 「最多」), which cards (kind,
 * side, place, face-up, race, attribute, archetype, level), and 「这张卡以外」.
 */
import type { CardFilter, Place, TargetGroup, Targeting } from '../facts.js';
import { countIn, filterOf } from './words.js';

export function compileTargets(clauses: string[]): Targeting | null {
  if (!clauses.length) return null;
  // 「以自己场上1只怪兽和对方场上1张卡为对象」: two groups — the count is their sum, the filter what they share.
  // 「以包含自己场上的怪兽的场上2只表侧表示怪兽为对象」: 「包含…的」 says what the group must include, not what each target is —
  // every one is any player's (added issue 16; that one must be mine is not kept).
  // CMP-MONSTER-TYPE-PICK: the old 「选择自己墓地存在的1只同调怪兽发动」 ends with 发动 — dropped, so what ends the phrase (the type, a
  // card name) is read as for 「以…为对象」.
  // CMP-PICK-BY-EFFECT: 「名字带有「进化虫」的怪兽的效果特殊召唤的1只怪兽」 (进化的奇迹) — the archetype is the summoner's, not the target's
  // (read into the filter, a 「进化帝」 summoned by one was refused); no filter remembers a summon by an archetype's effect, so those words
  // are dropped here and left unread (`SUMMONED_BY_ARCHETYPE`, said by the caller).
  let text = clauses.join('，').replace(SUMMONED_BY_ARCHETYPE, '').replace(/^(以|把)/, '').replace(/(为|作为)对象$/, '').replace(/(?:才能)?发动。?$/, '').replace(/^包含(?:自己|对方)场上的(?:怪兽|卡)的/, '');
  // CMP-TARGET-COUNTED-BY: 「以最多有自己场上的…怪兽种类数量的场上的表侧表示的卡为对象」 — the words before 「数量的」 say how many, not what
  // is targeted (read as the filter, they limited the targets to the counted monsters): the targets are what follows, up to that many.
  const countedBy = /^最多有([^，。]*?)数量的(?=(?:自己|对方|双方)?(?:场上|墓地|的))/.exec(text);
  if (countedBy) text = text.slice(countedBy[0].length);
  // CH-COST-COUNT-OF-TARGETS: 「以丢弃数量的对方场上的卡为对象」「以那个数量的…」 — as many targets as the cost moved: the words before 「数量的」
  // say how many, not what is targeted (「回到手卡的数量的…」 read as the filter made the targets hand cards). One or more here; a cost of
  // 「最多N」 bounds them (the caller, which reads the cost).
  const ofCost = COUNT_OF_COST.exec(text);
  if (ofCost) text = text.slice(ofCost[0].length);
  // CH-TARGET-SAME-COLUMN (s58): 「以和这张卡相同纵列1只表侧表示怪兽为对象」 — the 和 opens the column, it joins no two groups (read as a
  // split, the effect wanted two targets of any card): the targets are what follows, on the field, in this card's column.
  const column = /^和这张卡(?:的)?相同纵列(?:的)?/.exec(text);
  if (column) text = text.slice(column[0].length);
  // (Not 「用和自身同名的怪兽为素材作连接召唤的…1只…」: that 和 is 「和…同名」 inside one group's words — read as two groups, 转生炎兽的炎阵 ●2
  // targeted 2 cards of any kind before s58.)
  const groups = text.includes('和') || text.includes('以及') ? text.split(/(?<!用)和(?=[^，。]*?[0-9]+[张只])|以及/) : [text];
  let count = 0;
  // (A count given by other cards is one or more, its bound not judged — read as 「最多1」 before s58: 转生炎兽 暴晒野牛② was refused two
  // targets with the opponent holding two face-up cards.)
  let upTo = false;
  let orMore = ofCost !== null || countedBy !== null;
  // CMP-TARGET-ANY-NUMBER: 「…怪兽任意数量」 — one or more, no most (read as 1 before: 灵魂补充 refused a second target). A group with no
  // count of its own beside it is part of that any number (「有「爆裂模式」的卡名记述的卡以及「爆裂模式」任意数量」: one or more of either).
  const anyNumber = groups.some((g) => g.includes('任意数量'));
  if (anyNumber || ofCost) {
    count = 1;
    orMore = true;
  }
  for (const g of groups) {
    if (g.includes('任意数量') || ofCost) continue;
    // Added (issue 16, CMP-TARGET-KINDS): 「以…同盟怪兽3种类为对象」 — N targets of different names (a count of 种类 is read only here).
    const c = countIn(g) ?? kindsCountIn(g);
    count += c ? c.count : anyNumber ? 0 : 1;
    if (c?.upTo) upTo = true;
    // CMP-TARGET-ANY-NUMBER: 「…怪兽2只以上」「各1只以上」 — that many or more (read as exactly that many before).
    if (c && !c.upTo && atLeastIn(g)) orMore = true;
  }
  // (issue 16: 「以包含自己场上的怪兽的场上2只表侧表示怪兽为对象」 — the targets are of the whole field, one at least of the kind the
  // 「包含…的」 names: the filter is read from what follows it. That one of them must be such a card is not checked: a looser filter.)
  const including = groups.length === 1 ? /^包含[^，。]+?的(?=场上)/.exec(text) : null;
  // 「以场上1张表侧表示的魔法卡或者场上盖放的1张魔法·陷阱卡为对象」 (魔法除去): one card, of either description — a face-up one of the first
  // kind or a Set one of the second (read as one filter, the Set card was lost: a Set 黑洞 was refused).
  const either = groups.length === 1 ? /^场上(?:的)?1张表侧表示的([^，。或]+?)或者场上盖放的1张([^，。]+?)$/.exec(text) : null;
  const filter = either
    ? { place: 'field' as const, anyOf: [{ ...filterOf(`场上的表侧表示的${either[1]}`), faceUp: true }, { ...filterOf(`场上的${either[2]}`), faceUp: false }] }
    : groups.length === 1 ? filterOf(including ? text.slice(including[0].length) : text) : {};
  const t: Targeting = { filter: column ? { ...filter, place: filter.place ?? 'field', sameColumnAsSelf: true } : filter, count: Math.max(count, 1) };
  if (upTo) t.upTo = true;
  else if (orMore) t.orMore = true;
  // (CMP-TARGET-COUNTED-BY: what gives the most, kept for the answer to say the bound is not checked.)
  if (countedBy) t.countedBy = countedBy[1]!;
  // CMP-TARGET-GROUPS (issue 16): 「以场上1张卡和自己或者对方的墓地1张卡为对象」「以自己场上1只…怪兽和对方场上2张卡为对象」 — each group keeps
  // its own description and number, so every target must fit a group of its own (the shared `filter` above stays the loose one).
  // Only where each group says how many (or is 「这张卡」) and none is 「最多」: a group the words do not describe is not guessed.
  // (Nor where one says 「…以上」: a group with no most is no number to share the targets by.)
  if (groups.length >= 2 && !upTo && !orMore) {
    const read = groups.map((g) => groupOf(g));
    if (read.every((g): g is TargetGroup => g !== null)) t.groups = read;
  }
  return t;
}

/**
 * CH-COST-COUNT-OF-TARGETS: the words that open a target clause counted by the cost just paid — 「丢弃数量的」「除外数量的」「回到手卡的数量的」
 * 「除外的「方界」怪兽数量的」「那个数量的」 (after a cost 「…任意数量取除」) — the verb of the cost they count, or 那个.
 */
export const COUNT_OF_COST = /^(丢弃|除外|取除|回到手卡|解放|送去墓地|回到卡组|那个)(?:的[^，。为]*?)?数量的/;

/** 「名字带有「X」的怪兽的效果特殊召唤的」「「X」怪兽的效果特殊召唤的」: summoned by the effect of a card of an archetype (CMP-PICK-BY-EFFECT). */
export const SUMMONED_BY_ARCHETYPE = /(?:名字带有「[^」]+」的|「[^」]+」)怪兽的效果特殊召唤的/;

/** One group of 「A和B为对象」: its count and its own filter (「这张卡」: this card itself), or null when it states no number. */
export function groupOf(group: string): TargetGroup | null {
  const g = group.trim();
  if (/^(场上的|自己场上的)?这张卡$/.test(g)) return { filter: { self: true }, count: 1 };
  const c = countIn(g) ?? kindsCountIn(g);
  if (!c || c.upTo) return null;
  // Only whose and where (the field as a whole: 「自己的怪兽区域·灵摆区域1张…」 is one group of the field): what tells the groups
  // apart. The rest of each description (kind, race, archetype, level) is not kept — a looser group, never a wrong refusal.
  const f = filterOf(g);
  const filter: CardFilter = {};
  if (f.side !== undefined) filter.side = f.side;
  const places = f.place === undefined ? [] : Array.isArray(f.place) ? f.place : [f.place];
  const wide = [...new Set(places.map((p): Place => (p === 'monster' || p === 'spell' || p === 'field' ? 'field' : p)))];
  if (wide.length) filter.place = wide.length === 1 ? wide[0]! : wide;
  // CH-TARGET-GROUPS: 「自己场上1张「幻变骚灵」卡和自己墓地1只「幻变骚灵」怪兽」 — a group's archetype and card kind are kept too (without
  // them another card of the field or GY was taken as a legal target).
  if (f.archetype !== undefined && /「[^」]+」(?:卡|怪兽|魔法|陷阱)/.test(g)) filter.archetype = f.archetype;
  // CH-TARGET-GROUPS: 「自己场上1只炎属性怪兽和自己墓地1只炎属性怪兽」 (炎王炎环) — a group's Attribute is kept too (without it a monster
  // of any Attribute was taken as a legal target); on the field as off it, for only a monster has an Attribute.
  if (f.attribute !== undefined && /属性/.test(g)) filter.attribute = f.attribute;
  // (Only for a group off the field: on it 「怪兽区域·灵摆区域1张…灵摆怪兽卡」 takes in a Pendulum card of the Spell & Trap Zone, no monster.)
  if (f.kind !== undefined && /怪兽|魔法|陷阱/.test(g) && places.length > 0 && places.every((p) => p === 'gy' || p === 'hand' || p === 'deck' || p === 'banished' || p === 'extra')) filter.kind = f.kind;
  return { filter, count: c.count };
}

/** CMP-TARGET-ANY-NUMBER: does a target group end on a count with 「以上」 (「…怪兽2只以上」「各1只以上」) — that many or more? */
function atLeastIn(group: string): boolean {
  return /(?:[0-9]+|[一两二三四五])[张只个体]以上$/.test(group.trim());
}

/** 「…怪兽3种类」「…装备魔法卡最多3种类」 at the end of a target group: that many targets (one of each kind), or null. */
function kindsCountIn(group: string): { count: number; upTo: boolean } | null {
  const m = /(最多)?([1-9])种类$/.exec(group.trim());
  return m ? { count: Number(m[2]), upTo: !!m[1] } : null;
}

/**
 * Does the resolution name its targets again by a number of two or more (「那2张卡破坏」「那2只怪兽送去墓地」
 * 「那1只自己的…怪兽和那2张对方的卡破坏」)? Then the targets are all or nothing (`Targeting.fixed`):
 * 「那些」 (those) applies to the ones that remain, 「那N张」 to none once one is lost.
 */
export function fixedTargetCount(steps: string): boolean {
  return /那[2-9２-９][张只]/.test(steps);
}

/**
 * Does the resolution describe its target again by whose it is or how it lies (「那只对方怪兽破坏」「盖放的那张卡破坏」)?
 * Then that part of the description is read again when the effect resolves (`Targeting.restated`,
 * CH-TARGET-RESTATED): a target taken over by its controller's player, or activated face-up, is no longer it.
 */
export function restatedTarget(steps: string): Targeting['restated'] | undefined {
  // (「那只自己的表侧表示怪兽」 restates both: a target taken by the opponent, or turned face-down, in the chain is no longer it. Not
  // 「给那只（自己的）（表侧表示）怪兽装备」: an equip whose target changed is CH-EQUIP-OWN-MONSTER's — the card is sent to the GY.)
  const side = /那(只|张|些)对方(的)?(表侧表示的?)?(怪兽|卡)|那只自己的表侧表示的?怪兽(?!装备)|对方的那(只|张)/.test(steps);
  const face = /盖放的那(张|些)卡|那张盖放的卡|那(只|张)里侧(表示|守备表示)?的?(怪兽|卡)|那(只|张)(自己的|对方的?)?(里侧|表侧)(表示|守备表示|攻击表示)?的?(怪兽|卡)(?!装备)/.test(steps);
  // 「那张魔法卡破坏（那张卡在场上盖放中的场合，翻开确认）」: a Set target that turns out to be another kind is not acted on.
  // (A target that is always of that kind meets it anyway.)
  const kind = /那张魔法卡/.test(steps) ? ('spell' as const) : /那张陷阱卡/.test(steps) ? ('trap' as const) : undefined;
  if (!side && !face && !kind) return undefined;
  return { ...(side ? { side: true as const } : {}), ...(face ? { face: true as const } : {}), ...(kind ? { kind } : {}) };
}
