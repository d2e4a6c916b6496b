/**
 * 「…被破坏的场合，（可以）作为代替把…」 — destruction replacement (代替破坏; issue 16, rules reference
 * docs/c03/卡片的抗性.rst:316–407; the engine's rule is CH-REPLACE-DESTROY, src/engine/game/destroy-replacement.ts).
 * One continuous `replace-destruction` action: which cards it saves (`what`), from what (`against`), what is
 * done instead (`instead`), whether the player may decline (`optional`), whether it saves one card only
 * (`count: 1`, 「作为那1只破坏的怪兽的代替」「只让…1只被…破坏的场合」) and where its card must be when that is
 * not the field (`from`: 「墓地的这张卡」 'gy', 「手卡的这张卡」 'hand').
 */
import { OWN_EQUIPS, type Action, type ActionType, type CardFilter, type Subject } from '../facts.js';
import { filterOf } from './words.js';
import { commaSplit, firstCommaPart, noStop } from './text.js';


// 「<who>被<by>破坏的场合，（可以）作为（那1只破坏的怪兽的）代替（而）<instead>」 and the older 「<who>被破坏的场合，可以用<substitute>代替破坏」.
const REPLACES = /^(?:此外，)?(?:只要[^，。]*?存在，)?(?:1回合1次，)?([^，。]*?)被(战斗·效果|战斗或者卡的效果|战斗或者效果|战斗或者对方的效果|战斗以及卡的效果|战斗|卡的效果|效果|其他卡的效果)?破坏的场合[，,](可以)?(?:作为(?:那1只破坏的怪兽的)?代替(?:而)?|用)?([^。]*?)(代替破坏)?。?$/;

const VERBS: [RegExp, ActionType][] = [
  [/取除$/, 'detach'],
  [/破坏$/, 'destroy'],
  [/除外$/, 'banish'],
  [/送去墓地$/, 'send-to-gy'],
  [/解放$/, 'tribute'],
  [/丢弃$/, 'discard'],
];

/** A filter as the card text says it, with the readings `filterOf` leaves out here (名字带有「…」, 仪式怪兽, 「场上的龙族」). */
function filterIn(phrase: string): CardFilter {
  const f = filterOf(phrase);
  const named = /名字带有「([^」]+)」/.exec(phrase);
  if (named && !f.archetype) f.archetype = named[1]!;
  if (f.race && f.race.includes('的')) f.race = f.race.slice(f.race.lastIndexOf('的') + 1);
  if (phrase.includes('仪式怪兽')) f.subtypes = ['ritual'];
  if (/这张卡以外|其他的/.test(phrase)) f.notSelf = true;
  return f;
}

/** The replacement a continuous effect's whole text states, or null. */
export function destructionReplacementOf(whole: string): Action | null {
  if (!whole.includes('代替')) return null;
  // A Union's rules in brackets (「（…装备怪兽被破坏的场合，作为代替把这张卡破坏。）」): the sentence that replaces.
  // (A sentence may follow a reminder joined by 「，」: 「1只怪兽可以装备的同盟最多1张，装备怪兽被破坏的场合，…」 — tried from each clause.)
  for (const sentence of whole.replace(/[（）()]/g, '').split('。')) {
    const s = sentence.trim();
    // 「作为对象的怪兽的攻击力上升800，被战斗·效果破坏的场合，可以作为代替把这张卡破坏」 (幻影剑): a later clause with no
    // subject of its own speaks of the sentence's subject — the monster the card targets (held like an equip, 装备:X).
    const lead = /^(作为对象的怪兽|装备怪兽)的?/.exec(s);
    for (let at = 0; at >= 0 && at < s.length; at = s.indexOf('，', at + 1)) {
      const clause = at === 0 ? s : s.slice(at + 1);
      const a = replacementIn(lead && at > 0 && clause.startsWith('被') ? lead[1]! + clause : clause);
      if (a) return a;
    }
  }
  return null;
}

function replacementIn(whole: string): Action | null {
  const m = REPLACES.exec(whole);
  if (!m) return null;
  const [, who, by, may, rest, oldForm] = m;
  if (!who || /[，,]/.test(who) || !/代替/.test(whole.slice(whole.indexOf('破坏的场合')))) return null;
  // Which cards it saves.
  let what: Subject;
  if (/装备怪兽|作为对象的怪兽/.test(who!)) what = { filter: { kind: 'monster', equipped: true }, scope: 'all' };
  else if (/这张卡/.test(who!) && !/这张卡以外/.test(who!)) what = 'self';
  else what = { filter: filterIn(who!), scope: 'all' };
  // What is done instead.
  let instead: Action | null = null;
  // (The instead-step ends at the clause's end: 「…把这张卡破坏，那只怪兽从场上离开时这张卡破坏」 goes on about something else.)
  let step = firstCommaPart(rest ?? '').replace(/^把/, '').replace(/作代替$/, '');
  // CH-REPLACE-PAY-LP-TOO: 「支付500基本分作为代替把这张卡破坏」 — LP paid along with the step done instead (not dropped: too little LP, no replacement).
  const payToo = /^支付(\d+)基本分(?:作为代替)?(?:而)?把?(?=.)/.exec(step);
  if (payToo) step = step.slice(payToo[0].length);
  if (oldForm && !may && /^这张卡$/.test(step)) {
    // 「装备怪兽被破坏的场合，这张卡代替破坏」 (漆黑的名马): the card itself is destroyed instead, and it must be.
    instead = { do: 'destroy', what: 'self' };
  } else if (oldForm) {
    // 「可以用这张卡以外的名字带有「六武众」的怪兽代替破坏」: another such monster is destroyed.
    instead = { do: 'destroy', what: { filter: { ...filterIn(step.replace(/^用/, '')), side: 'self', place: 'field' }, scope: 'choose', count: 1 } };
  } else if (/^支付(?:那些破坏的怪兽数量×)?(\d+)基本分$/.test(step)) {
    // CH-REPLACE-PAY-LP: 「可以作为代替而支付那些破坏的怪兽数量×1000基本分」 — LP paid instead, per monster it saves.
    instead = { do: 'pay-lp', amount: Number(/(\d+)基本分$/.exec(step)![1]) };
  } else {
    for (const [re, verb] of VERBS) {
      if (!re.test(step)) continue;
      const obj = step.replace(re, '');
      if (verb === 'detach') instead = { do: 'detach', what: 'self' };
      else if (/^(墓地的|场上的|手卡的)?这张卡$/.test(obj)) instead = { do: verb, what: 'self' };
      else if (/这张卡(的效果)?装备的|^装备的(那只)?怪兽$/.test(obj)) instead = { do: verb, what: { filter: { kind: 'spell' }, scope: 'choose', count: 1 }, note: OWN_EQUIPS };
      else {
        // 「这张卡所连接区1只自己怪兽」 (代理龙): a Link Monster's linked zones never hold itself — another monster only.
        const filter = filterIn(obj);
        // (CH-REPLACE-DESTROY-LINKED: and one in a zone this card points at — judged on the zones the situation states.)
        if (/这张卡的?所连接区/.test(obj)) {
          filter.notSelf = true;
          filter.linkedBySelf = true;
        }
        instead = { do: verb, what: { filter, scope: 'choose', count: 1 } };
      }
      break;
    }
  }
  if (!instead) return null;
  if (payToo) instead.alsoPayLp = Number(payToo[1]);
  const a: Action = { do: 'replace-destruction', what, instead };
  if (may || (oldForm && instead.what !== 'self')) a.optional = true;
  if (by === '战斗') a.against = 'battle';
  else if (by && !by.includes('战斗')) a.against = 'effect';
  if (step.includes('墓地的这张卡')) a.from = 'gy';
  else if (step.includes('手卡的这张卡')) a.from = 'hand';
  if (/那1只破坏的怪兽|只让[^，。]*?1只/.test(whole)) a.count = 1;
  a.note = whole;
  return a;
}

// 「表侧表示的这张卡从场上离开的场合除外」「场上的表侧表示的这张卡被送去墓地的场合，不去墓地回到持有者卡组最上面」.
// (CH-LEAVES-REPLACEMENT-SPECIAL / CMP-LEAVES-SPECIAL-SUMMONED: 「(场上的)特殊召唤的表侧表示的这张卡从场上离开的场合回到卡组最下面」 — only while it was Special Summoned.)
const LEAVES = /^(?:场上的)?(特殊召唤的)?(?:场上的)?表侧表示的这张卡(从场上离开的场合|被送去墓地的场合[，,]?不去墓地)[，,]?(除外|从游戏中除外|回到持有者卡组最上面|回到持有者卡组最下面|回到卡组最上面|回到卡组最下面)$/;

/**
 * Where its own card goes instead when it leaves the field face-up (CH-LEAVES-REPLACEMENT; rules reference
 * docs/c03/特定效果的处理方法.rst:658–663, 760–768): a standing rule of the card, not one an effect's summon leaves
 * (「这个效果特殊召唤的这张卡从场上离开的场合除外」 is remembered by the summon, not read here).
 */
export function leavesReplacementOf(whole: string): Action | null {
  const m = LEAVES.exec(noStop(whole));
  if (!m) return null;
  const to = m[3]!.includes('除外') ? 'banished' : m[3]!.includes('最上面') ? 'deck-top' : 'deck-bottom';
  const leavesTo: NonNullable<Action['leavesTo']> = m[2]!.includes('墓地') ? { to, gyOnly: true } : { to };
  // CH-LEAVES-REPLACEMENT-SPECIAL: 「特殊召唤的表侧表示的这张卡从场上离开的场合…」 — only while it was Special Summoned.
  if (m[1]) leavesTo.specialOnly = true;
  return { do: 'other', what: 'self', leavesTo, note: whole };
}

// 「表侧表示的这张卡从场上离开的场合，下次的自己回合的战斗阶段跳过」 (the 灵神 monsters' ②).
const LEAVES_SKIP = /^(?:场上的)?表侧表示的这张卡从场上离开的场合[，,]下次的(自己|对方)(?:回合)?的?战斗阶段跳过$/;

/**
 * Added (issue 16, CH-LEAVES-APPLIES): a Battle Phase its own card skips as it leaves the field face-up — a standing rule of the
 * card applied as it leaves, never activated (rules reference docs/c03/特定效果的处理方法.rst:649–661).
 */
export function leavesSkipOf(whole: string): Action | null {
  const m = LEAVES_SKIP.exec(noStop(whole));
  if (!m) return null;
  return { do: 'other', what: 'self', leavesSkip: m[1] === '对方' ? 'opponent' : 'self', note: whole };
}

// CH-LEAVES-DAMAGE: 「自己场上表侧表示存在的这张卡从场上离开时，自己受到3000分伤害」「魔法与陷阱区域的表侧表示的这张卡从场上离开时
// 自己受到3000伤害」 — a fixed damage its own card deals as it leaves the field face-up.
const LEAVES_DAMAGE = /^(?:(?:自己场上|场上|魔法与陷阱区域)的?)?(?:表侧表示(?:存在)?的)?这张卡从场上离开时[，,]?(自己|对方|这张卡的控制者)(?:的基本分)?受到(\d+)分?的?伤害$/;

const TOKEN_DESTROYED_DAMAGE = /^这个衍生物被?破坏时[，,]?(这个衍生物的控制者|自己|对方)(?:的基本分)?受到(\d+)[点分]?的?伤害$/;

/**
 * Added (issue 16, CH-LEAVES-DAMAGE): the damage its own card deals as it leaves the field face-up — a standing rule of the card
 * applied at that moment with no chain (rules reference docs/c03/特定效果的处理方法.rst:659–666).
 */
export function leavesDamageOf(whole: string): Action | null {
  // 「这个衍生物破坏时，这个衍生物的控制者受到300点伤害」 (a Token's rule, 扰乱衍生物): only when it is destroyed, to its controller then.
  const token = TOKEN_DESTROYED_DAMAGE.exec(noStop(whole));
  if (token) return { do: 'other', what: 'self', leavesDamage: { amount: Number(token[2]), player: token[1] === '对方' ? 'opponent' : 'self', destroyed: true }, note: whole };
  const m = LEAVES_DAMAGE.exec(noStop(whole));
  if (!m) return null;
  return { do: 'other', what: 'self', leavesDamage: { amount: Number(m[2]), player: m[1] === '对方' ? 'opponent' : 'self' }, note: whole };
}
