/**
 * State conditions (「…存在的场合」「手卡是0张的场合」「基本分是2000以下的场合」「自己主要阶段」) → the
 * Condition facts the engine judges on the board. Two uses:
 *   - activation conditions (「自己场上有「咒眼」怪兽存在的场合才能发动」): `condition`, judged when the
 *     effect is activated (CH-COND; CH-COND-UNKNOWN when the situation does not tell);
 *   - resolution conditions (「…的场合才能发动和处理」): `resolutionCondition`, judged again at resolution.
 * What it cannot read becomes an `other` condition the engine says it could not judge, never a guess.
 */
import type { CardFilter, Condition, PhaseId, SelfState, Side } from '../facts.js';
import { filterOf, sideIn } from './words.js';

const sideOf = (w: string | undefined): Side => (w === '对方' ? 'opponent' : 'self');
const num = (s: string | undefined): number | undefined => (s === undefined ? undefined : Number(s));

/** ZONE-CO-LINKED / ZONE-EX-LINK: the link state a clause names (「这张卡是互相连接状态」). */
const LINK_STATE_WORDS: Record<string, SelfState> = { 额外连接: 'extra-linked', 互相连接: 'co-linked', 连接: 'linked' };

/** 「自己场上没有其他怪兽存在」: 「其他」 is 「这张卡以外」. */
function filterOfPhrase(phrase: string): CardFilter {
  const f = filterOf(phrase);
  if (/其他|其它/.test(phrase)) f.notSelf = true;
  return f;
}

/**
 * 「另一边的自己的灵摆区域有「X」卡存在」: the Pendulum Zones are Spell & Trap Zones holding Pendulum
 * cards; 「另一边」 is the other one (not this card).
 */
function pendulumZone(phrase: string, f: CardFilter): CardFilter {
  if (!phrase.includes('灵摆区域')) return f;
  const out: CardFilter = { ...f, place: 'spell', subtypes: ['pendulum'] };
  if (phrase.includes('另一边')) out.notSelf = true;
  return out;
}

/** A filter the engine can count: its place is named, and a card name in 「」 was read as one. */
function countable(phrase: string, f: CardFilter): boolean {
  const names = phrase.match(/「[^」]+」/g) ?? [];
  // 「「A」以外的(名字带有)「B」怪兽」: B, not named A.
  const but = /「([^」]+)」以外的(名字带有)?「([^」]+)」/.exec(phrase);
  if (but && names.length === 2) {
    f.notName = but[1]!;
    f.archetype = but[3]!;
    return f.place !== undefined;
  }
  // Two names or more (「「A」或「B」」): more than one filter can say — not read.
  if (names.length > 1 || phrase.includes('以外的「')) return false;
  // CH-SELF-DESTRUCT: 「「彼岸」怪兽以外的怪兽」 — a monster not of that archetype.
  const notOf = names.length === 1 ? /^[^「]*「([^」]+)」怪兽以外的怪兽/.exec(phrase.replace(/^(自己|对方)?(场上|墓地)(有|的)?/, '')) : null;
  if (notOf) {
    if (f.archetype === notOf[1]) delete f.archetype;
    f.notArchetype = notOf[1]!;
    return f.place !== undefined;
  }
  // (「有「X」以外的怪兽存在」: the one name is the one left out — no archetype to ask for, CMP-NOT-NAMED.)
  // CMP-EXISTS-NAMED (review s44-rv3): 「场上有「海」存在」「自己场上有「黑魔术师」存在」 — a name with no 卡/怪兽 after it is that card's name, not
  // an archetype (docs/c02/基本用语.rst:394: only 『「○○」卡』 is every card whose name holds ○○); read as an archetype, 龙卷海流壁 (its own
  // name holds 海) met its own 「海」, and 卡通黑魔术师 met 「黑魔术师」.
  if (names.length === 1 && !f.archetype && !f.names && f.notName !== names[0]!.slice(1, -1) && phrase.trim().endsWith(names[0]!)) f.names = [names[0]!.slice(1, -1)];
  else if (names.length === 1 && !f.archetype && f.notName !== names[0]!.slice(1, -1)) f.archetype = names[0]!.slice(1, -1);
  // 「场地魔法卡」: a Field Spell.
  if (phrase.includes('场地魔法')) Object.assign(f, { kind: 'spell', subtypes: ['field'] });
  return f.place !== undefined;
}

/** One state clause → a Condition, `other` when not read. */
export function compileCondition(clause: string): Condition {
  return readState(clause) ?? { is: 'other', note: clause };
}

function readState(clause: string): Condition | null {
  // (As clause.replace(/(的场合|时|的状态)$/, ''), by its ending: compile time, issue 12.)
  const c = clause.endsWith('的场合') || clause.endsWith('的状态') ? clause.slice(0, -3) : clause.endsWith('时') ? clause.slice(0, -1) : clause;
  // Each form is tried only when its key word is there: this runs on every condition clause of ~10k cards.
  const selfSaid = c.startsWith('这张卡');
  // CH-COND-COMPARE: any other 「最高的」「最低的」 — a monster compared with every other is not one of the forms below (read as a
  // plain 「对方场上有怪兽存在」 it was met by any monster): left unread, so the answer says it was not judged.
  // CH-COND-HIGHEST-ATK: 「场上的攻击力最高的怪兽在对方场上存在」 — the highest ATK on the whole field is on that side (a filter on the monsters
  // compared, 「场上的「X」怪兽之内…」, is not this form: left unread).
  const highest = c.includes('攻击力最高的怪兽在') ? /^场上的?(?:表侧表示的?)?攻击力最高的怪兽在(自己|对方)场上(?:表侧表示)?存在$/.exec(c) : null;
  if (highest) return { is: 'highest-atk-on', side: sideOf(highest[1]) };
  if (c.includes('最高的') || c.includes('最低的')) return null;
  // CMP-OPPONENT-CANNOT-TARGET (issue 16): 「只要对方场上有衍生物」 — a Token anywhere on that field, one used as an Equip Card too
  // (rules reference docs/c02/基本用语.rst:1057), not any monster.
  const token = c.includes('衍生物') ? /^(?:只要)?(自己|对方)场上有衍生物(?:存在)?$/.exec(c) : null;
  if (token) return { is: 'exists', filter: { side: token[1] === '自己' ? 'self' : 'opponent', place: 'field', subtypes: ['token'] } };
  // CMP-TRAP-MONSTER-EXISTS (issue 16): 「只要这张卡以外的当作怪兽使用的陷阱卡在怪兽区域存在」 — another trap monster (a Trap Card standing
  // in a Monster Zone as a monster, `trap-monster`) on either side's Monster Zone, or on one side's when it names it.
  const trapMonster = c.includes('当作怪兽使用的陷阱卡') ? /^(?:只要)?(这张卡以外的)?(自己|对方)?(?:场上的)?当作怪兽使用的陷阱卡在(自己|对方)?(?:场上的?)?怪兽区域(?:表侧表示)?存在$/.exec(c) : null;
  if (trapMonster) {
    const side = trapMonster[2] ?? trapMonster[3];
    return { is: 'exists', filter: { place: 'monster', subtypes: ['trap-monster'], ...(trapMonster[1] ? { notSelf: true } : {}), ...(side ? { side: sideOf(side) } : {}) } };
  }
  // CH-COLUMN-COUNT (s58): 「相同纵列有卡2张以上存在」「3张以上的卡在相同纵列存在」 — one column holds that many cards (of either player).
  const column = c.includes('相同纵列') ? /^(?:相同纵列有卡(\d+)张以上存在|(\d+)张以上的卡在相同纵列存在)$/.exec(c) : null;
  if (column) return { is: 'column-count', min: Number(column[1] ?? column[2]) };
  // CH-COLUMN-ALONE (s59): 「和这张卡相同纵列没有其他卡存在」 (星痕之机界骑士①) — no other card, of either player (a column spans both fields),
  // in this card's column: judged on the zones the situation states (../../engine/game/match.ts).
  if (c.includes('相同纵列没有') && /^和这张卡(?:的)?相同纵列没有其他(?:的)?卡存在$/.test(c)) return { is: 'none', filter: { place: 'field', notSelf: true, sameColumnAsSelf: true } };
  // CH-ZONES-FULL: 「对方场上的怪兽卡区域全部有怪兽存在」 — every Main Monster Zone of that side is filled.
  const full = c.includes('全部有怪兽存在') ? /^(自己|对方)场上的怪兽(?:卡)?区域全部有怪兽存在$/.exec(c) : null;
  if (full) return { is: 'zones-full', side: full[1] === '自己' ? 'self' : 'opponent' };
  if (selfSaid && /^这张卡(已)?在(怪兽区域|场上|魔法与陷阱区域)表侧表示存在$/.test(c)) return { is: 'self-state', state: 'face-up' };
  // ZONE-CO-LINKED / ZONE-EX-LINK (review s59): 「这张卡是（额外连接|互相连接|连接）状态的场合」 — where this Link monster stands among the arrows.
  // Before, the clause stayed unread: a continuous effect under it (转码语者 ① 「…攻击力上升500」) applied whatever the zones, and an activated
  // one (安全龙 ①) carried the unread note beside the state ./link-state.ts read, so its answer said both "not met" and "not read, assumed met".
  const linkState = selfSaid && c.endsWith('连接状态') ? /^这张卡是(额外连接|互相连接|连接)状态$/.exec(c) : null;
  if (linkState) return { is: 'self-state', state: LINK_STATE_WORDS[linkState[1]!]! };
  // CMP-EQUIPPED-MONSTER-CONDITION (s54): 「这张卡当作装备卡使用而装备中的场合」 (爆貘团③) — this monster card stands in a Spell & Trap Zone as an
  // Equip Card (where ./kind.ts already says the effect is used from); it was left unread — said not judged.
  if (selfSaid && /^这张卡当作装备卡使用而装备中$/.test(c)) return { is: 'exists', filter: { self: true, place: 'spell' } };
  // CH-COPY-NO-MATERIALS: 「这张卡持有超量素材的场合」「这张卡没有超量素材的场合」 — this monster holds (or holds no) Xyz Material now; a
  // card that took an Xyz Monster's effects holds none (外神 奈亚拉②). It was left unread — assumed met — and read as a trigger's event.
  const holding = selfSaid && c.includes('超量素材') ? /^这张卡(持有|有|没有)超量素材$/.exec(c) : null;
  if (holding) return { is: 'exists', filter: { self: true, place: 'monster', ...(holding[1] === '没有' ? { noXyzMaterials: true } : { hasXyzMaterials: true }) } };
  // CH-HOLDS-MATERIAL-KIND: 「这张卡有陷阱卡在作为超量素材」「这张卡有水属性怪兽在作为超量素材」「这张卡有「X」在作为超量素材」 — it holds such a
  // card as Xyz Material now (judged on the stated materials; not stated: not told, and the answer says it assumed it).
  const kindHeld = selfSaid && c.includes('在作为超量素材') ? /^这张卡有(.+?)在作为超量素材(?:中)?$/.exec(c) : null;
  if (kindHeld && !/全部|以及|或者|·/.test(kindHeld[1]!)) {
    const f = filterOfPhrase(kindHeld[1]!);
    const named = /^「([^」]+)」$/.exec(kindHeld[1]!);
    if (named) return { is: 'holds-material', filter: { names: [named[1]!] } };
    if (Object.keys(f).length) return { is: 'holds-material', filter: f };
  }
  // Added (issue 16): 「反转过的这张卡在怪兽区域表侧表示存在」: it was flipped, and is still the card that was
  // (FD-MEMORY: a temporary banishment or turning face-down since forgets it).
  if (c.startsWith('反转过的这张卡') && /^反转过的这张卡在(怪兽区域|场上)表侧表示存在$/.test(c)) return { is: 'self-state', state: 'flipped' };
  // (CMP-OLD-IGNITION-STATE: also 「这张卡在自己场上表侧攻击表示存在」 — its own field is the only one it stands on.)
  const pos = selfSaid ? /^这张卡在(怪兽区域|(?:自己)?场上)(表侧)?(攻击|守备)表示存在$/.exec(c) : null;
  if (pos) return { is: 'self-state', state: pos[3] === '攻击' ? 'in-attack' : 'in-defense' };
  // 「自己场上的怪兽只有「X」怪兽」: every one of them is one.
  const only = c.includes('只有') ? /^(自己|对方)场上(表侧表示存在)?的(表侧表示)?怪兽只有(.+)$/.exec(c) : null;
  // (CMP-HAND-ACTIVATION-IF: 「…只有「X」怪兽3只」 — all of them, and exactly that many.)
  const onlyCount = only ? /^(.+?)([1-9])只$/.exec(only[4]!) : null;
  if (only && onlyCount && /^「[^」]+」怪兽$/.test(onlyCount[1]!)) {
    return { is: 'only', of: { side: sideOf(only[1]), kind: 'monster', place: 'field', ...(only[2] || only[3] ? { faceUp: true } : {}) }, filter: { archetype: onlyCount[1]!.slice(1, -3) }, count: Number(onlyCount[2]) };
  }
  if (only && !/[0-9]只$|或者|以及/.test(only[4]!)) {
    const filter = filterOfPhrase(only[4]!);
    const names = only[4]!.match(/「[^」]+」/g) ?? [];
    if (names.length > 1) return null;
    if (names.length === 1 && !filter.archetype) filter.archetype = names[0]!.slice(1, -1);
    if (only[4]!.includes('通常怪兽')) filter.subtypes = ['normal'];
    if (only[4]!.includes('灵摆怪兽')) filter.subtypes = ['pendulum'];
    if (/战士族|([\u4e00-\u9fa5]{1,3}族)$/.test(only[4]!) && !filter.race) filter.race = /([\u4e00-\u9fa5]{1,3}族)/.exec(only[4]!)![1]!;
    delete filter.kind;
    return { is: 'only', of: { side: sideOf(only[1]), kind: 'monster', place: 'field', ...(only[2] || only[3] ? { faceUp: true } : {}) }, filter };
  }
  // CMP-COND-ONLY-EXISTS (review s46 (1)): 「对方场上只有表侧表示的攻击力1600以上的怪兽存在」 (钢钻龙) — every monster there is such a one (a
  // face-down monster is not face-up: it fails the state).
  const onlyExists = c.includes('只有') && c.endsWith('怪兽存在') ? /^(自己|对方)场上只有((?!这张卡)[^，。「」]+?怪兽)存在$/.exec(c) : null;
  if (onlyExists) {
    const filter = filterOfPhrase(onlyExists[2]!);
    delete filter.kind;
    if (Object.keys(filter).length) return { is: 'only', of: { side: sideOf(onlyExists[1]), kind: 'monster', place: 'field' }, filter };
  }
  // CH-CONT-MID-RESOLUTION (issue 16): 「自己场上的卡只有这张卡」 — no other card on its controller's field (No.59 背反之料理人①).
  const alone = c.includes('只有这张卡') ? /^(自己|对方)场上(?:存在)?的(卡|怪兽)只有这张卡(存在)?$/.exec(c) : null;
  if (alone) return { is: 'none', filter: { side: sideOf(alone[1]), place: 'field', notSelf: true, ...(alone[2] === '怪兽' ? { kind: 'monster' as const } : {}) } };
  const hand = c.includes('手卡') ? /^(自己|对方|双方)?的?手卡(是|为|有)?([0-9]+)张(以下|以上)?(?:存在)?$/.exec(c) : null;
  // (The old 「自己没有手卡」 (虚无的波动): a hand of 0 cards.)
  const noHand = c.includes('没有手卡') ? /^(自己|对方|双方)没有手卡$/.exec(c) : null;
  if (noHand) return { is: 'hand-size', side: noHand[1] === '双方' ? 'any' : sideOf(noHand[1]), op: '==', value: 0 };
  if (hand) return { is: 'hand-size', side: hand[1] === '双方' ? 'any' : sideOf(hand[1]), op: hand[4] === '以下' ? '<=' : hand[4] === '以上' ? '>=' : '==', value: Number(hand[3]) };
  const lpSaid = c.includes('基本分');
  const lp = lpSaid ? /^(自己|对方)?的?基本分(是|为)?([0-9]+)(以下|以上)$/.exec(c) : null;
  if (lp) return { is: 'lp', side: sideOf(lp[1]), op: lp[4] === '以下' ? '<=' : '>=', value: Number(lp[3]) };
  // 「自己基本分比对方少2000以上」: behind by at least that much.
  const behind = lpSaid ? /^(自己|对方)的?基本分比(对方|自己)(?:的基本分)?少(([0-9]+)以上)?$/.exec(c) : null;
  if (behind) return { is: 'lp-behind', side: sideOf(behind[1]), ...(behind[4] ? { by: Number(behind[4]) } : {}) };
  // 「对方场上的怪兽数量比自己场上的怪兽多」: a count compared with a count.
  const counted = c.includes('数量比');
  const more = !counted ? null : /^(自己|对方)场上的(怪兽|卡)(的)?数量比(自己|对方)场上的(怪兽|卡)(数量)?多$/.exec(c);
  if (more) return { is: 'more', more: filterOf(`${more[1]}场上的${more[2]}`), than: filterOf(`${more[4]}场上的${more[5]}`) };
  const fewer = !counted ? null : /^(自己|对方)场上的(怪兽|卡)(的)?数量比(自己|对方)场上的(怪兽|卡)(数量)?少$/.exec(c);
  if (fewer) return { is: 'more', more: filterOf(`${fewer[4]}场上的${fewer[5]}`), than: filterOf(`${fewer[1]}场上的${fewer[2]}`) };
  // CH-PROCEDURE-CONDITION: 「自己的怪兽区域没有「X」存在」 — none of X in that player's Monster Zones.
  const zoneNone = c.includes('的怪兽区域没有「') ? /^(自己|对方)的怪兽区域没有(「[^」]+」)(?:怪兽)?存在$/.exec(c) : null;
  if (zoneNone) {
    const read = readState(`${zoneNone[1]}场上没有${zoneNone[2]}存在`);
    if (read?.is === 'none') return { ...read, filter: { ...read.filter, place: 'monster' } };
  }
  const none = !c.includes('没有') ? null : /^(.*?)(场上|墓地|手卡|额外卡组|灵摆区域|场地区域|主要怪兽区域|魔法与陷阱区域)没有(.*?)存在$/.exec(c);
  if (none && !/这张卡(?!以外)/.test(c)) {
    const phrase = `${none[1]}${none[2]}${none[3]}`;
    const f = pendulumZone(phrase, filterOfPhrase(phrase));
    if (!countable(phrase, f)) return null;
    return { is: 'none', filter: { ...f, ...(sideIn(none[1]!) ? { side: sideIn(none[1]!)! } : {}) } };
  }
  // CMP-COUNT-EXACT: 「自己墓地的暗属性怪兽是3只的场合」 (暗黑武装龙, 光灵神 — the 「…が3体のみの場合」 of the Japanese text) — that many
  // exactly, no more: read as the 「是3只以上」 below, with that number also its most. (It was left unread, so the procedure was assumed met
  // with 4 DARK monsters in the GY.)
  const exact = c.includes('是') ? /^(.+)是([0-9]+)(只|张)$/.exec(c) : null;
  if (exact) {
    const read = readState(`${exact[1]}是${exact[2]}${exact[3]}以上`);
    return read?.is === 'exists' && !read.or && read.min === Number(exact[2]) ? { ...read, max: read.min } : null;
  }
  // 「自己场上有「咒眼」怪兽存在」「对方场上有怪兽2只以上存在」「自己墓地的「X」怪兽是3只以上」.
  const exists = !c.includes('存在') && !c.includes('以上') ? null : /^(.*?)(场上|墓地|额外卡组|灵摆区域|场地区域|魔法与陷阱区域|除外)(有|的)?(.*?)(([0-9]+)(只|张|种类)以上)?(表侧表示)?(存在|)$/.exec(c.replace(/是([0-9]+)(只|张)以上$/, '$1$2以上'));
  if (exists && !/这张卡(?!以外)|比|只有|数量|之内/.test(c) && (exists[9] === '存在' || exists[5])) {
    // 「除外的自己怪兽」: the place word needs its 的.
    // CH-COND-EITHER: 「场上有效果怪兽或者里侧守备表示怪兽存在」 — two kinds of card, either one meets it (not one card both).
    // Each side a whole card phrase (「…怪兽」): 「龙族或者植物族的调整」 is one kind with a list of races.
    const either = exists[4]!.includes('或者') && !exists[5] && !exists[4]!.includes('「') ? exists[4]!.split('或者') : null;
    if (either && either.length === 2 && either.every((part) => part.endsWith('怪兽'))) {
      // (Each side read by name, not by destructuring a .map() result: compile time, issue 12.)
      const sideOf = (part: string): CardFilter | null => {
        const p = `${exists[1]}${exists[2]}${exists[2] === '除外' ? '的' : ''}${part}${exists[8] ?? ''}`;
        const f = pendulumZone(p, filterOfPhrase(p));
        // 「效果怪兽」「里侧守备表示怪兽」: said here, where the two kinds are told apart by exactly that.
        if (part.includes('效果怪兽')) f.subtypes = ['effect'];
        if (/里侧(守备)?表示/.test(part)) f.faceUp = false;
        return countable(p, f) ? f : null;
      };
      const f1 = sideOf(either[0]!);
      const f2 = sideOf(either[1]!);
      return f1 && f2 ? { is: 'exists', filter: f1, or: f2 } : null;
    }
    // CMP-LEVEL-IN-SCALES: 「自己的灵摆区域有2张卡存在」 — a number of cards in the Pendulum Zones (two at most), without 以上: that many at least.
    const zoneCount = exists[2] === '灵摆区域' && !exists[5] ? /^([0-9]+)张(卡)$/.exec(exists[4]!) : null;
    const phrase = `${exists[1]}${exists[2]}${exists[2] === '除外' ? '的' : ''}${zoneCount ? zoneCount[2] : exists[4]}${exists[8] ?? ''}`;
    const f = pendulumZone(phrase, filterOfPhrase(phrase));
    if (!countable(phrase, f)) return null;
    const min = exists[6] ?? zoneCount?.[1];
    return { is: 'exists', filter: f, ...(min ? { min: num(min) } : {}), ...(exists[7] === '种类' ? { distinct: 'name' as const } : {}) };
  }
  // 「场地魔法卡表侧表示存在」: a face-up Field Spell, on either field.
  if (c.includes('场地魔法') && /^(场上)?(有)?场地魔法卡表侧表示存在$/.test(c)) return { is: 'exists', filter: { kind: 'spell', subtypes: ['field'], place: 'field', faceUp: true } };
  // CH-SELF-DESTRUCT: 「没有场地魔法卡表侧表示存在」 — no face-up Field Spell, on either field.
  if (c.includes('场地魔法') && /^(场上)?没有(表侧表示(的)?)?场地魔法卡(表侧表示)?存在$/.test(c)) return { is: 'none', filter: { kind: 'spell', subtypes: ['field'], place: 'field', faceUp: true } };
  // 「「太阴之咒眼」在自己场上表侧表示存在」: the name first.
  const named = !c.startsWith('「') ? null : /^「([^」]+)」在(自己|对方)?场上(表侧表示)?存在$/.exec(c);
  if (named) return { is: 'exists', filter: { archetype: named[1]!, place: 'field', ...(named[2] ? { side: sideOf(named[2]) } : {}), ...(named[3] ? { faceUp: true } : {}) } };
  return null;
}

/** Phase words of a condition, by the turn reference's ids. */
const PHASE_WORDS: Array<[RegExp, PhaseId[]]> = [
  [/^主要阶段(1|一)$/, ['main-phase-1']],
  [/^主要阶段(2|二)$/, ['main-phase-2']],
  [/^主要阶段$/, ['main-phase-1', 'main-phase-2']],
  [/^战斗阶段(中)?$/, ['battle-phase']],
  [/^伤害步骤(中)?$/, ['damage-step']],
];

const MAIN_PHASE_1_START = /^(自己|那个回合)?的?主要阶段1(的?开始时)?$/;
const DRAWN_REVEALED = /^自己(?:的)?抽卡阶段通过把通常抽卡的这张卡持续公开$/;

/**
 * CMP-MAIN-PHASE-1-START: 「(自己)主要阶段1(的)开始时才能发动」 (大热波, 慢活族, 升阶魔法-七皇之剑) — Main Phase 1 only, never Main Phase 2 (the
 * clause was dropped: the card could be activated in any phase). Whether it is the very start of that phase no situation states (`阶段:主要1`
 * may be later in it): kept as a note, so in Main Phase 1 the answer says it is assumed. 「那个回合的」 is the turn the card was drawn in
 * (its own, read from the draw clause); 「那个回合的主要阶段1」 with no 「开始时」 (拼图之圈) is the phase alone. Null when the clause is not this one.
 */
function mainPhase1Start(c: string): Condition[] | null {
  const m = MAIN_PHASE_1_START.exec(c);
  if (!m) return null;
  // (「那个回合的主要阶段1才能发动」 (拼图之圈): the phase alone, no start to assume.)
  const start: Condition[] = m[2] ? [{ is: 'other', note: c, unstated: true }] : [];
  return [...(m[1] === '自己' ? [{ is: 'turn', whose: 'self' } as const] : []), { is: 'phase', phases: ['main-phase-1'] }, ...start];
}

/**
 * 「自己主要阶段」「对方的主要阶段以及战斗阶段」「自己·对方的战斗阶段」「对方回合」: whose turn, and which
 * phases. Standby and End Phases are events (./events.ts), not read here.
 */
function readPhase(c: string): Condition[] | null {
  const m = /^(自己·对方|自己|对方|双方)?的?(.+?)(时|中)?$/.exec(c);
  if (!m) return null;
  const out: Condition[] = [];
  const whose = m[1] === '自己' ? 'self' : m[1] === '对方' ? 'opponent' : null;
  if (m[2] === '回合') return whose ? [{ is: 'turn', whose }] : null;
  // CMP-TURN-PHASE: 「对方回合的战斗阶段时」「自己回合的主要阶段时」 — whose turn, then the phase (was left unread: 一半或停止 on its own turn).
  const words = whose && m[2]!.startsWith('回合的') ? m[2]!.slice(3) : m[2]!;
  const phases: PhaseId[] = [];
  for (const w of words.split(/以及|或者|·|、|和/)) {
    const p = PHASE_WORDS.find(([re]) => re.test(w));
    if (!p) return null;
    phases.push(...p[1]);
  }
  if (whose) out.push({ is: 'turn', whose });
  out.push({ is: 'phase', phases });
  return out;
}

/**
 * The conditions of every clause, in order (as `clauses.map(activationCondition)` flattened), or null when a clause is not read.
 * (One reader for the continuous effects' and summoning procedures' leads: the lists it meets, empty ones too, are known to it
 * from the first cards on — compile time, issue 12.)
 */
export function activationConditionsOfAll(clauses: readonly string[]): Condition[] | null {
  const out: Condition[] = [];
  for (let i = 0; i < clauses.length; i++) {
    const read = activationCondition(clauses[i]!);
    if (read === null) return null;
    for (let j = 0; j < read.length; j++) out.push(read[j]!);
  }
  return out;
}

/**
 * CMP-COND-OLD-ZONES: the old words of a state, said as the new ones before they are read — 「魔法·陷阱卡区域」 is the Spell & Trap Zone
 * (「对方的魔法·陷阱卡区域没有卡存在」, 音速射手), 「对方的怪兽卡区域只有守备表示怪兽」 the monsters there (暗影杀手), 「有卡盖伏」 a face-down card
 * there (元素英雄 水手侠), 「对方场上不存在卡通怪兽」 none there (卡通恶魔).
 */
function oldZoneWords(c: string): string {
  // CMP-COND-OLD-ZONES (review s46 (1)): 「对方不控制卡通」 — no Toon monster on that field (卡通哥布林突击部队); 「自己场上有「卡通世界」」 with no
  // 「存在」 after the name — that card there.
  if (c.includes('不控制卡通')) return c.replace(/^(自己|对方)不控制卡通(?:怪兽)?(的场合)?$/, '$1场上没有卡通怪兽存在$2');
  if (c.endsWith('」') || c.endsWith('」的场合')) return c.replace(/^(自己|对方)场上有(「[^」]+」)(的场合)?$/, '$1场上有$2存在$3');
  if (!c.includes('卡区域') && !c.includes('不存在')) return c;
  let s = c.replace(/魔法·陷阱卡区域/g, '魔法与陷阱区域');
  s = s.replace(/^(自己|对方)的怪兽卡区域只有(.+怪兽)(的场合)?$/, '$1场上的怪兽只有$2$3');
  s = s.replace(/^(自己|对方)的魔法与陷阱区域有卡盖伏(的场合)?$/, '$1的魔法与陷阱区域有里侧表示的卡存在$2');
  s = s.replace(/^(自己|对方)场上不存在([^，。]+?怪兽)(的场合)?$/, '$1场上没有$2存在$3');
  return s;
}

/**
 * One clause said before 「才能发动」 (not an event: ./events.ts reads those) → the conditions to
 * activate. `[]` when it is understood and needs no check here (「这张卡在墓地存在的场合」: where the effect
 * is used from is the effect's `from`); `null` when it is not read.
 */
export function activationCondition(clause0: string): Condition[] | null {
  // CMP-OLD-LP-CONDITION: the old wording 「当自己的基本分比对方少7000以上时这张卡才能发动」 — the state between 「当」 and 「时」.
  const clause = oldZoneWords(clause0.startsWith('当') && /^当[^，。]+时(这张卡)?$/.test(clause0) && clause0.includes('基本分') ? clause0.slice(1).replace(/这张卡$/, '') : clause0);
  const c = (clause.endsWith('的场合') || clause.endsWith('的状态') ? clause.slice(0, -3) : clause).trim();
  // CMP-EVENT-LEVEL-AFTER: 「那只怪兽是4星以下的场合」 after the event is the level of the event's monster, read into the event (./events.ts).
  if (c.startsWith('那') && /^那只?怪兽是\d+星以[上下]$/.test(c)) return [];
  // Where this card is: the effect's place (`from`), judged as such.
  if (c.startsWith('这张卡') && /^这张卡(已)?在((手卡|墓地|除外状态|怪兽区域|场上|魔法与陷阱区域|灵摆区域|场地区域|自己场上)([·、]|或者)?)+(存在)?$/.test(c) && !c.includes('表侧表示')) return [];
  if (c.includes('主要阶段1')) {
    const start = mainPhase1Start(c);
    if (start) return start;
  }
  // CMP-MAIN-PHASE-1-START: 「自己抽卡阶段通过把通常抽卡的这张卡持续公开」 (升阶魔法-七皇之剑) — its player's turn; that this card was the one
  // drawn by the normal draw and kept revealed is a fact of the Draw Phase no situation states: a note, never judged met (assumed, said).
  if (c.includes('通常抽卡') && DRAWN_REVEALED.test(c)) return [{ is: 'turn', whose: 'self' }, { is: 'other', note: c, unstated: true, drawnRevealed: true }];
  const phase = c.includes('阶段') || c.includes('回合') || c.includes('步骤') ? readPhase(c) : null;
  if (phase) return phase;
  // 「这张卡召唤·特殊召唤成功的回合」 (and 「…的自己主要阶段」).
  const summoned = !c.includes('的回合') ? null : /^这张卡(召唤|特殊召唤|反转召唤|召唤·特殊召唤|[^，。]{0,6}召唤)(成功)?的回合(的(.+))?$/.exec(c);
  if (summoned) {
    const rest = summoned[4] ? readPhase(summoned[4]) : [];
    if (rest) return [{ is: 'self-state', state: 'summoned-this-turn' }, ...rest];
  }
  // CMP-COND-ATK-ABOVE-SELF: 「对方场上存在的全部怪兽的攻击力都比这张卡的攻击力高」 (电子化芭蕾裙) — every monster there shows a higher ATK than this card.
  const above = c.includes('都比这张卡的攻击力高') ? /^(自己|对方)场上(?:存在的)?(?:全部|所有)?(?:的)?(?:表侧表示)?怪兽的攻击力都比这张卡的攻击力高$/.exec(c) : null;
  if (above) return [{ is: 'only', of: { side: above[1] === '自己' ? 'self' : 'opponent', kind: 'monster', place: 'field' }, filter: { atkAboveSelf: true } }];
  // 「只有对方场上才有怪兽存在」: none on one side, some on the other.
  const only = c.startsWith('只有') ? /^只有(自己|对方)场上才有(怪兽|卡)存在$/.exec(c) : null;
  if (only) {
    const other = only[1] === '自己' ? '对方' : '自己';
    return [
      { is: 'none', filter: filterOf(`${other}场上的${only[2]}`) },
      { is: 'exists', filter: filterOf(`${only[1]}场上的${only[2]}`) },
    ];
  }
  // CMP-COND-EACH-KIND: 「风·水·炎·地属性怪兽在场上全部存在」 — a monster of each kind listed, all of them (not one of any of them): one condition
  // per kind, each to hold.
  const each = c.includes('全部') ? /^((?:[^·，。]{1,3}·)+[^·，。]{1,3})(属性|族)的?怪兽在(自己|对方)?场上全部(表侧表示)?存在$/.exec(c) : null;
  if (each) {
    const out: Condition[] = [];
    for (const kind of each[1]!.split('·')) {
      const f = filterOfPhrase(`${each[3] ?? ''}场上的${each[4] ? '表侧表示的' : ''}${kind}${each[2]}怪兽`);
      if (!countable(`场上的${kind}${each[2]}怪兽`, f)) return null;
      out.push({ is: 'exists', filter: f });
    }
    return out;
  }
  // CMP-HOLDS-MATERIAL-EACH-KIND: 「这张卡有融合·同调·超量怪兽全部在作为超量素材的场合」 — a material of every kind listed among those it holds
  // (each a CH-HOLDS-MATERIAL-KIND condition), not one of any of them.
  const eachHeld = c.includes('全部在作为超量素材') ? /^这张卡有((?:[^·，。「」]{1,4}·)+[^·，。「」]{1,4})怪兽全部在作为超量素材(?:中)?$/.exec(c) : null;
  if (eachHeld) {
    const out: Condition[] = [];
    for (const kind of eachHeld[1]!.split('·')) {
      const f = filterOfPhrase(`${kind}怪兽`);
      if (!Object.keys(f).length || Object.keys(f).every((k) => k === 'kind')) return null;
      out.push({ is: 'holds-material', filter: f });
    }
    return out;
  }
  const state = readState(clause);
  return state ? [state] : null;
}
