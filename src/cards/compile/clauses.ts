/**
 * Stage 2 of the compiler: one effect's text cut into its clauses, by the roles Konami's
 * problem-solving text gives them —
 *
 *   [limit，][condition，]…[cost，][target]才能发动。[action]。[那之后，action]。
 *
 * The activation words (「才能发动」「…时发动」) divide the activation (conditions, cost, targets:
 * ./events, ./costs, ./targets read them) from the resolution (steps: ./actions reads them). Old
 * texts without activation words divide at the event (「…时，」). Steps are joined by 那之后 (then),
 * 并且/并 (and, at the same time) and 或者 (or).
 */
import { conditionOf, eventClause, eventSplit, headOf } from './cues.js';
import { recent } from './recent.js';
import { commaSplit, noLeadComma, noTrailComma, hasWhenOrIf, stopSplit } from './text.js';

export type Link = 'then' | 'and' | 'or' | null;

export interface Step {
  text: string;
  /** How it joins the step before it: 那之后 then, 并且 and, 或者 or, plain comma null. */
  link: Link;
  /** It begins a new sentence (after 「。」). */
  sentence?: true | undefined;
  /** The sentence before it ended with 「；」 (old wording: 「可以把这张卡送去墓地；…」 pays, then acts). */
  semicolon?: true | undefined;
}

/**
 * A step, always built with the same four keys in the same order (absent ones undefined): the readers of steps
 * then see one object shape, and V8's optimised code for them is not thrown away when a step with another set of
 * keys comes by (compile time, issue 12). Steps are the compiler's own words, never part of the facts it makes.
 */
export const step = (text: string, link: Link, sentence?: true, semicolon?: true): Step => ({ text, link, sentence, semicolon });

/**
 * The steps' words as one text, joined by 「，」 (as `steps.map((s) => s.text).join('，')`): one function for every reader of it, so
 * the lists of steps it meets (an empty one is an array of another kind) are known to it from the first cards on — compile time,
 * issue 12: met later by a larger reader, each threw that reader's optimised code away.
 */
export function stepsTextOf(steps: readonly Step[]): string {
  let out = '';
  for (let i = 0; i < steps.length; i++) out = i === 0 ? steps[i]!.text : `${out}，${steps[i]!.text}`;
  return out;
}

export interface Clauses {
  /** 「1回合1次」「这个效果在对方回合也能发动」: limits on use. */
  limits: string[];
  /** Everything that must be so, or happen, for it to be activated: events, states, phases. */
  conditions: string[];
  /** What is paid: 「把这张卡解放」「支付1000基本分」. */
  costs: string[];
  /** 「以…为对象」. */
  targets: string[];
  /** What it does at resolution, in order. */
  steps: Step[];
  /** 「…的场合才能发动和处理」: the conditions must hold at resolution too. */
  resolution: boolean;
}

/** Rules reminders in brackets (「（这个效果特殊召唤的怪兽…）」) say nothing of this effect. */
function normaliseText(text: string): string {
  // (Each rewrite is tried only on a text holding its words: compile time, issue 12.)
  let s = text;
  if (s.includes('（') || s.includes('）')) s = s
    .replace(/（[^（）]*(（[^（）]*）[^（）]*)*）/g, '')
    // A reminder cut in two where an old text was split into sentences: drop both halves.
    .replace(/（[^（）]*$/, '')
    .replace(/^[^（）]*）/, '');
  if (s.includes('的时候')) s = s.replace(/的时候/g, '时');
  // CH-DAMAGE-SCALED (s59): 「这张卡的发动时积累的连锁数量×400分的伤害」 (连锁爆击) counts the links stacked when the card was activated —
  // its own chain link number; 「发动时」 there is no moment the card waits for (read as one, it could only answer its own activation and
  // dealt nothing).
  if (s.includes('积累的连锁')) s = s.replace(/这张卡的?发动时积累的连锁(?:数量|数)/g, '这张卡的连锁数量');
  // CMP-OLD-PAY-POINTS (s55): the old wording 「支付1000分」 (收押, 爱恶作剧的双子恶魔, 过早的埋葬) is 「支付1000基本分」 — an LP payment; read as
  // words of no known step, the card's cost was lost (收押 activated with 500 LP).
  if (s.includes('支付')) s = s.replace(/支付([0-9]+)分/g, '支付$1基本分');
  // CMP-OLD-PLACES-LISTED (s55): 「双方把自己场上的卡，手卡，墓地的卡和卡组合在一起洗切」 (纤维壶) — places listed with commas are one
  // group of cards, as 「场上·手卡·墓地的卡」: split at the commas, the list's parts were clauses of no step, and only the GY was returned.
  if (s.includes('合在一起')) s = s.replace(/把([^，。]*?的卡)，(手卡)，(墓地的卡)和卡组合在一起洗切/g, '把$1·$2·$3全部和卡组合在一起洗切');
  // CMP-ACTIVATION-TURN-PHASE: 「这张卡发动的回合的结束阶段时，…」 (old words: 魔导书的神判, 招来的对价) opens what the card does at that End
  // Phase — a step left for later (CMP-END-PHASE-FIRST), not the moment the card is activated in: the 「时」 made it the activation's
  // event, so the card could be activated only in the End Phase.
  if (s.includes('发动的回合的')) s = s.replace(/^((?:这张卡|这个效果)发动的回合的(?:结束|准备)阶段)时[，,]/, '$1，');
  // CH-UNNEGATABLE-IF (issue 16): 「○○的场合，这张卡的发动和效果不会被无效化。」 is a protection under a state (./unnegatable.ts reads it),
  // not a condition for activating the effect nor a step of it.
  if (s.includes('不会被无效化')) s = s.replace(/(^|[。：\n])[^。：\n，]+的场合，(这张卡的发动和效果|这个发动和这个效果|这个效果的发动和效果)不会被无效化。?/g, '$1');
  // CMP-OLD-UNAFFECTED: the old wording 「不会受到魔法效果的影响」「不会受到对方怪兽的效果影响」 is 「不受…的效果影响」.
  if (s.includes('不会受到')) s = s.replace(/不会受到([^，。]*?)的?效果的?影响/g, '不受$1的效果影响');
  // FD-SUMMON-RIDER (issue 16): 「这个效果特殊召唤的这张卡不受怪兽的效果影响，从场上离开的场合除外」 (伯吉斯异兽) — both riders are of the
  // card the effect summoned: the second is the 「…这张卡从场上离开的场合除外」 rider of its own, a sentence with its subject.
  if (s.includes('从场上离开的场合除外')) s = s.replace(/这个效果特殊召唤的这张卡(不受[^，。]*?影响)[，,]从场上离开的场合除外/g, '这个效果特殊召唤的这张卡$1。这个效果特殊召唤的这张卡从场上离开的场合除外');
  // CMP-PHASE-GLUED-STEP (s54): 「每次对方的准备阶段把装备怪兽1个超量素材取除」 (爆貘团③) — the phase glued to its step with no comma read as the
  // event alone, and the step was lost (the trigger did nothing); the comma the newer texts write is put back.
  // (Not 「这张卡的控制者在每次自己的准备阶段把手卡全部送去墓地。或者让这张卡破坏」 (火箭飞矢): a keeping cost paid or not, either-or.)
  if (s.includes('每次')) s = s.replace(/(?<!在)(每次(?:自己|对方|双方)?的?(?:准备|结束|抽卡)阶段)(?=把|给与)/g, '$1，');
  if (s.includes('：')) s = s.replace(/(时|的场合|之际|阶段|后)：/g, '$1，');
  // CH-STAT-SCALED, old words: 「这张卡的原本的攻击力，变为…数目×1000的数值」 is one step (the value and its count).
  if (s.includes('×')) s = s.replace(/(攻击力|守备力)[，,](变为|为)(?=[^，。]*?(数量|数目)×)/g, '$1$2');
  return s;
}
export const normalise = recent(normaliseText);

const LIMIT = /^(1回合(1|只有1|只能1|只能使用1)次|这个效果在对方回合也能发动|这个卡名的[^，。]*1回合只能|[^，。]*1回合只能使用1次|自己·对方回合|在自己或者对方回合)$/;
// (Every limit above names 「回合」: a clause without it is not tried — compile time, issue 12.)
const isLimit = (p: string): boolean => p.includes('回合') && LIMIT.test(p);
/** A clause that pays: a cost verb at its end, and no event word. */
const COST_END = /(解放|丢弃|送去墓地|除外|基本分|取除|回到卡组|回到手卡|回到持有者卡组|回到持有者的?手卡|回到卡组最下面|给对方观看|里侧表示除外|作为祭品|(?<=这张卡)[做作]祭品|加入卡组|(放置|取除)[^，。]*指示物|回到额外卡组|守备表示|送去墓地发动|丢弃去墓地)$/;
const COST_START = /^(把|将|从|支付|丢弃|让|这张卡从手卡|取除|这张卡|自己场上|自己的|除外|[^，。]{0,8}把)/;

export function isCostClause(c: string): boolean {
  if (c.endsWith('时') || c.endsWith('的场合') || c.endsWith('之际') || c.endsWith('阶段')) return false;
  if (c.includes('丢弃') && /^(丢弃|从手卡丢弃)[^，。]*?(张|只)[^，。]*$/.test(c)) return true; // 「丢弃1张手卡」
  return COST_END.test(c) && (COST_START.test(c) || /^支付/.test(c));
}

/** Split the pre-activation words into limits, conditions, costs and targets. */
function activationParts(pre: string, out: Clauses): void {
  const pieces = commaSplit(pre).map((p) => p.trim()).filter(Boolean);
  for (const raw of pieces) {
    let p = raw;
    if (isLimit(p)) {
      out.limits.push(p);
      continue;
    }
    // 「对方主要阶段把这张卡从手卡送去墓地」「…发动时把这张卡解放」: a moment and a cost with no comma.
    // (CMP-COST-GLUED-MOMENT: also a cost opening on where it is paid from or its verb — 「场上有「X」存在的场合从手卡把1只光属性怪兽丢弃去墓地」
    // 「对方怪兽的直接攻击宣言时从手卡丢弃1只「娱乐伙伴」怪兽」「自己的主要阶段时从手卡丢弃…」.)
    // (CMP-COST-GLUED-TURN, s57: also whose turn — 「对方回合把墓地的这张卡除外才能发动」 (死灵守卫者, 疾行机人 三目骰子, 绝对王 J革命): with no comma the
    // turn was lost with the cost, and 死灵守卫者 was activated in its own player's turn, negating that player's own attack.)
    const glued = p.includes('把') || p.includes('从') || p.includes('丢弃') ? /^(.*?(阶段|时|的场合|之际)|(?:自己|对方)的?回合)((?:把|从|丢弃)[^，。]*)$/.exec(p) : null;
    if (glued && isCostClause(glued[3]!)) {
      out.conditions.push(glued[1]!);
      p = glued[3]!;
    }
    // CMP-MAIN-PHASE-1-START (s54): a moment glued to the old pick — 「主要阶段1的开始时从自己墓地选择3只不同种族的怪兽才能发动」 (贪欲而无欲之壶):
    // the moment is the condition (it was lost with the pick, the card usable in any Main Phase); 「从X选择…」 is the pick from X.
    const pick = p.includes('选择') ? /^(.*?(?:阶段|开始时|时|的场合|之际))(?:从([^，。选]+?))?(选择[^，。]*?[0-9０-９一两][张只][^，。]*)$/.exec(p) : null;
    if (pick && pick[1] !== '' && !pick[1]!.includes('选择')) {
      out.conditions.push(pick[1]!);
      p = pick[2] ? pick[3]!.replace(/^选择/, `选择${pick[2]}的`) : pick[3]!;
    }
    // CMP-OLD-CHOSEN-TARGET: the old wording 「选择自己场上表侧表示存在的1张装备魔法卡发动。」 — the cards chosen to activate it are its
    // targets (the old way of saying 「以…为对象」); what they may be is the description chosen.
    // (CMP-PICK-BY-EFFECT: 「选择…的效果特殊召唤的1只怪兽发动」 — an 「效果」 before the count says how they were summoned: still the targets.)
    if (p.startsWith('选择') && /^选择[^，。]*?[0-9０-９一两][张只]/.test(p) && !/下面|以下|下列|效果(?![^，。]*?[0-9０-９一两][张只])/.test(p)) {
      out.targets.push(p.replace(/^选择/, ''));
      continue;
    }
    // (「以及」 is a joining word, not the 以 of 「以…为对象」: CMP-TARGET-FROM-AMONG, issue 16.)
    const target = p.endsWith('对象') ? /(以(?!及)|把)([^，。]*?)(为|作为)对象$/.exec(p) : null;
    if (target && !p.includes('成为')) {
      const before = p.slice(0, target.index);
      // CMP-TARGET-FROM-AMONG (issue 16): 「从自己墓地的怪兽以及除外的自己怪兽之中以1只…怪兽为对象」 — the places the targets are
      // taken among come before 「以」: they are read into the targets' description (「自己墓地的怪兽·除外的自己怪兽之中的1只…」).
      const among = before.startsWith('从') && before.endsWith('之中') ? before.slice(1, -2).replace(/以及|或者|和/g, '·') : null;
      if (among) {
        out.targets.push(`以${among}之中的${p.slice(target.index + 1)}`);
        continue;
      }
      if (before && isCostClause(before)) out.costs.push(before);
      // 「对方的直接攻击宣言时以自己墓地1只…为对象」: a moment glued to the target is a condition.
      else if (/(时|的场合|之际)$/.test(before)) out.conditions.push(before);
      out.targets.push(p.slice(target.index));
      continue;
    }
    if (isCostClause(p)) out.costs.push(p);
    // Old wording 「把自己场上存在的1只植物族怪兽解放发动。」 (花粉症): the payment glued to 「发动」 is still a cost.
    else if (p.includes('发动') && /^(把|将|从|支付|丢弃)[^，。]*发动。?$/.test(p) && isCostClause(p.replace(/发动。?$/, ''))) out.costs.push(p.replace(/发动。?$/, ''));
    else out.conditions.push(p);
  }
}

/** The first characters of the joining words (那之后 之后 然后 再 并且 并 或者 此外): only a clause opening on one is matched. */
const LINK_STARTS = '那之然再并或此';

/** Resolution text → steps, with the words that join them. */
export function stepsOf(text: string): Step[] {
  const out: Step[] = [];
  const parts = stopSplit(text);
  for (let i = 0; i < parts.length; i += 2) {
    const sentence = parts[i]!;
    const semicolon = parts[i - 1] === '；';
    let link: Link = null;
    let first = true;
    for (let c of commaSplit(sentence)) {
      c = c.trim();
      if (!c) continue;
      let l: Link = out.length === 0 ? null : link;
      const lead = LINK_STARTS.includes(c.charAt(0)) ? /^(那之后|之后|然后|再|并且|并|或者|此外)/.exec(c) : null;
      if (lead) {
        l = lead[1] === '或者' ? 'or' : lead[1] === '并且' || lead[1] === '并' || lead[1] === '此外' ? 'and' : 'then';
        c = noLeadComma(c.slice(lead[0].length));
        if (!c) {
          link = l;
          continue;
        }
      }
      const opens = first && out.length > 0;
      out.push(step(c, l, opens ? true : undefined, opens && semicolon ? true : undefined));
      first = false;
      link = null;
    }
  }
  return out;
}

/** 「这个效果除外的怪兽」「这效果送去墓地的卡」: a later step names what the effect itself moved, so that move is no cost. */
const movedByThisEffect = (text: string): boolean => /这个?效果[^，。]*?(除外|送去墓地|解放|丢弃)/.test(text);

/**
 * Old wording pays in the first clause of what it does (「可以把这张卡送去墓地，对方场上的怪兽全部破坏」
 * 「从手卡把1只「松果小矮人」送去墓地，这张卡从手卡特殊召唤」): that clause is the cost.
 */
function oldCostStep(out: Clauses): void {
  // 「1回合1次，可以把…」: the limit comes first, as its own step.
  while (out.steps.length && isLimit(out.steps[0]!.text)) out.limits.push(out.steps.shift()!.text);
  const first = out.steps[0];
  if (!first) return;
  // 「那次战斗阶段结束时可以把…除外」: the moment glued to the cost is a condition.
  // 「1回合1次（在自己或者对方回合）：可以…」 (the bracket cleaned away before): the colon of that wording ends when, not what is paid.
  // (Each reading below is tried only on a text holding its words or opening with them: compile time, issue 12.)
  let text = first.text.includes('：') || first.text.includes(':') ? first.text.replace(/^(1回合1次)?(（[^）]*）)?[：:]/, '') : first.text;
  const moment = text.includes('可以') ? /^([^，。]*?(时|的场合|之际|阶段))(可以)(?=把|从|让|将|丢弃|支付)/.exec(text) : null;
  if (moment) text = text.slice(moment[1]!.length);
  const afterOnce = text.startsWith('1回合1次') ? text.slice(5) : text;
  const optional = afterOnce.startsWith('可以') || afterOnce.startsWith('通过');
  // 「可以通过把自己墓地1只…除外，…」: paid 「通过」 (by way of) the banishment.
  if (text.startsWith('1回合1次') || text.startsWith('可以')) text = text.replace(/^(1回合1次|可以)/, '');
  if (text.startsWith('通过')) text = text.replace(/^通过(?=把|从|让|将|丢弃|支付)/, '');
  // 「可以从手卡把这张卡送去墓地从自己卡组把…加入手卡」「可以把1张手卡送去墓地让…破坏」: the cost glued to
  // the action it pays for, cut where the action's own words begin.
  // (「可以把这张卡从游戏中除外自己从卡组抽1张卡」「把成为对象的卡送去墓地可以从手卡特殊召唤这张卡」: the action may open with who
  // does it, or with 「可以」.)
  const glued = (text.startsWith('把') || text.startsWith('从') || text.startsWith('将') || text.startsWith('丢弃') || text.startsWith('支付')) ? /^((把|从|将|丢弃|支付)[^，。]*?(送去墓地|除外|解放|丢弃|基本分))((可以)?(让|使|从|把|将|选择|对)|自己(?=从|把|抽))(?!墓地|游戏中|手卡丢弃)/.exec(text) : null;
  let rest: Step | null = null;
  // 「…时，可以把自己墓地存在的2只兽族怪兽从游戏中除外。这张卡从手卡特殊召唤。」: an offered payment of one's own
  // cards, then the effect in a sentence of its own — the old wording of 「…除外才能发动。…」. (Not when a later
  // step names what 「这个效果」 moved: 「可以把自己卡组1只…除外。这张卡变成和这个效果除外的怪兽相同等级」 does it.)
  const paidSentence = optional && /^(把|从)[^，。]*?(自己|这张卡|手卡)/.test(text) && !text.includes('对方') && !out.steps.slice(1).some((x) => movedByThisEffect(x.text));
  if (glued && isCostClause(glued[1]!)) {
    rest = step(text.slice(glued[1]!.length), null);
    // CMP-WHILE-FACE-UP-OPTIONAL (s55): 「只要这张卡在场上存在，可以支付1000基本分使通常陷阱的效果无效化」 (龙战士) — an effect applied while the card
    // is there is activated by no one: its 「可以」 offers the step the payment leads to, which stays optional (cut with the cost, the
    // negation of every Normal Trap became mandatory).
    if (optional && rest.text && out.conditions.some((c) => c.startsWith('只要'))) rest = { ...rest, text: `可以${rest.text}` };
    text = glued[1]!;
  } else if (out.steps.length < 2 || out.steps[1]!.link === 'or' || (out.steps[1]!.sentence && !out.steps[1]!.semicolon && !paidSentence && !paysAlone(text))) return;
  // 「选1只怪兽送去墓地」: choosing is how an action is worded, never an old cost.
  // 「从自己手卡让2只水属性怪兽回到卡组，从自己卡组抽3张卡」: returning to the Deck first is the effect's own
  // step in old texts, unless offered (「可以让这张卡回到卡组，从卡组把…特殊召唤」).
  // 「可以选择自己墓地1只…回到卡组，选择…」: an old text that pays by choosing, then chooses its target.
  const choosing = /^可以选择/.test(first.text) && /^选择/.test(out.steps[1]?.text ?? '') && COST_END.test(text);
  if (!choosing && (!isCostClause(text) || !/^(把|从|让|将|丢弃|支付)/.test(text) || text.includes('选') || (!optional && /(回到|加入)(持有者)?(额外)?卡组/.test(text)))) return;
  // (The moment stays unread here, as it was in the step: which event it names is ./events' call.)
  out.costs.push(text);
  out.steps = [...(rest ? [rest] : []), ...out.steps.slice(1)];
}

/**
 * CMP-OLD-PAY-POINTS (s55): an old text's first sentence that only pays LP — 「支付1000分。确认对方的手卡，…」 (收押) — is what the card
 * costs, as the newer 「支付1000基本分才能发动」: paying LP is never what an effect does at resolution.
 */
const paysAlone = (text: string): boolean => text.startsWith('支付') && /^支付[0-9]+基本分$/.test(text);

/**
 * A clause that is only a count of uses — 「自己的主要阶段时只有1次，可以…」, once while it stays face-up 「这个效果只在这张卡在场上
 * 表侧表示存在能使用1次」, once while it stays in the Pendulum Zone 「只在这张卡在灵摆区域存在才有1次，可以…」 — a limit, in an activated
 * effect's steps as in a continuous effect's (./continuous.ts: 「只要…存在，自己的主要阶段时只有1次，自己在通常召唤外加上…」).
 */
export const isCountLimit = (clause: string): boolean => clause.endsWith('次') && /^(只有|只能)?[1一]次$|^这个效果只在[^，。]*?(能|可以)使用1次$|^只在这张卡在[^，。]*?存在才有1次$/.test(clause);

/** 「自己的主要阶段时只有1次，可以…」: a step that is only a count of uses is a limit. */
function limitSteps<T extends Clauses>(out: T): T {
  const counts = out.steps.filter((x) => isCountLimit(x.text));
  if (counts.length) {
    out.limits.push(...counts.map((x) => x.text));
    out.steps = out.steps.filter((x) => !counts.includes(x));
  }
  return out;
}

export function clausesOf(text: string, numbered = false): Clauses {
  const out = clausesOfText(text, numbered);
  // Numbered (①②) texts are the problem-solving wording: their costs always come before 「才能发动」.
  if (!out.marked && !numbered) oldCostStep(out);
  // (Built field by field: an object rest copy is slow — compile time, issue 12.)
  return { limits: out.limits, conditions: out.conditions, costs: out.costs, targets: out.targets, steps: out.steps, resolution: out.resolution };
}

const AT_ACTIVATION = /^作为这张卡的发动时的效果处理[，,]/;

/**
 * CMP-OLD-EVENT-STATE: the old wording 「这张卡被送去墓地时，自己场上有灵魂怪兽存在的场合，从卡组抽1张卡」 (和魂, 漏洞人X/Y/Z, 冰之女王) —
 * the state clause right after the event is a condition of the trigger (the older form of 「…的场合，若…存在则能发动」, judged when
 * the trigger would be activated: rules reference docs/c03/诱发类效果.rst:411–420). It was read as the start of the steps and lost,
 * so the effect was activated (a mandatory one always) with nothing on the field. Only a clause closed by 「存在的场合」 is taken, not
 * after a card's own activation (「这张卡的发动时，场上有守备表示怪兽存在的场合，那些怪兽…」 古之森: what its activation does, if any
 * are there — the card is activated anyway), nor one that names only a position (林克斯异虫 「这张卡在结束阶段时表侧表示存在的场合，…」:
 * the 时 there is the later moment the step waits for, not the event).
 */
function oldEventState(rest: string): RegExpExecArray | null {
  return rest.includes('存在的场合') ? /^(?![表里]侧)([^，。]*存在的场合)[，,]/.exec(rest) : null;
}

function clausesOfText(text: string, numbered: boolean): Clauses & { marked: boolean } {
  const s = normalise(text);
  const out: Clauses & { marked: boolean } = { limits: [], conditions: [], costs: [], targets: [], steps: [], resolution: false, marked: false };
  // 「①：作为这张卡的发动时的效果处理，…」: what the card's activation does as it resolves — its steps, not a
  // moment it waits for (「…发动时」 is no event here, and 「的效果处理」 no step).
  const atActivation = s.startsWith('作为这张卡的发动时的效果处理') ? AT_ACTIVATION.exec(s) : null;
  if (atActivation) {
    out.steps = stepsOf(s.slice(atActivation[0].length));
    out.marked = true;
    return limitSteps(out);
  }
  const head = headOf(s);
  // 「…才能发动1次」: the count is a limit, not a step.
  // (「…的场合把这个效果发动。」 (机壳的再星, CMP-EVENT-LEVEL-AFTER): the condition ends where 「把这个效果发动」 starts.)
  // (「可以把这张卡解放让那个发动无效并破坏」 (old texts, issue 16): 「发动无效」 is what it does, not the end of its activation words.)
  // (CH-ACTIVATED-IN-RESOLUTION: 「①：从卡组选1张场地魔法卡加入手卡或在自己场上发动。」 — a card activated by the step, not the
  // end of the effect's activation words: the whole sentence is its step.)
  const marker = head.includes('发动') ? /(才能|才可以|可以)(把[^，。]{0,12})?发动(?!无效)(1次)?|(时|的场合|之际|[^才可]为对象)[，,]?(这张卡|把这个效果)?发动(?=[。，])|(?<!加入手卡或在自己场上)发动。$/.exec(head) : null;
  if (marker) {
    const pre = conditionOf(head);
    activationParts(noTrailComma(pre), out);
    // 「表侧表示的这张卡从场上送去墓地的场合，支付500基本分发动」: the event ends the condition, and a cost between it and
    // 「发动」 is still paid to activate (a mandatory trigger with a cost).
    const gap = noLeadComma(head.slice(pre.length, marker.index));
    if (gap && !/[，,]/.test(gap) && isCostClause(gap)) out.costs.push(gap);
    // 「可以把自己场上1只表侧表示的融合怪兽除外把以下效果发动。●…」 (悖论融合): the payment before 「把以下效果发动」 is the cost of
    // every ● (CMP-COST-GLUED).
    else if (gap && !/[，,]/.test(gap)) {
      // (CMP-COST-GLUED, issue 16: 「可以把场上的这张卡直到结束阶段除外从以下效果选择1个发动」 too.)
      const paid = /^(?:可以)?((?:把|从|将)[^，。]*?)(?:把以下(?:的?1个)?效果|从以下效果选择1个)$/.exec(gap);
      if (paid && isCostClause(paid[1]!)) out.costs.push(paid[1]!);
    }
    let after = head.slice(marker.index + marker[0].length);
    if (after.startsWith('。') || after.startsWith('，') || after.startsWith(',')) after = after.slice(1);
    if (after.startsWith('和处理')) {
      out.resolution = true;
      after = after.replace(/^和处理[。，,]?/, '');
    }
    out.steps = stepsOf(after + s.slice(head.length));
    out.marked = true;
    return limitSteps(out);
  }
  // Old wording that pays first: 「丢弃1张手卡。场上1只怪兽回到…」 — the first sentence is the cost.
  // 「把自己墓地1只怪兽从游戏中除外发动。…」: the same, said with 发动.
  // (As /^([^。]*)。(?=[^。])/ — the first sentence, when more follows it — by a search: compile time, issue 12.)
  const stop = s.indexOf('。');
  const first = stop >= 0 && stop + 1 < s.length && s.charCodeAt(stop + 1) !== 0x3002 ? ([s.slice(0, stop + 1), s.slice(0, stop)] as const) : null;
  const paid = first?.[1]!.replace(/(?<=送去墓地|除外|解放|丢弃|去墓地|基本分)发动$/, '');
  // (「从自己卡组的最上面把3张卡送去墓地。这个效果送去墓地的…」: what 「这个效果」 moved is the effect's own step.)
  // Not in a numbered (①②) text, whose costs come before 「才能发动」: 「①：从…选「电子龙」任意数量除外。那之后，…」 does it.
  if (!numbered && first && paid && isCostClause(paid) && !/[，,]/.test(paid) && !movedByThisEffect(s.slice(first[0].length))) {
    out.costs.push(paid);
    out.steps = stepsOf(s.slice(first[0].length));
    return out;
  }
  // Old wording: 「…时，<action>」 — the condition is the event clause.
  const split = eventSplit(s);
  // 「…的守备力直到结束阶段时上升700」「只在…的伤害计算时上升」: a duration, not an event.
  if (split && !/^(只要|这张卡(不能|可以))/.test(s) && !/(直到|只在)[^，。]*$/.test(split[1])) {
    activationParts(split[1] + split[2], out);
    const rest = noLeadComma(s.slice((split[1] + split[2]).length));
    const state = split[1].endsWith('的发动') ? null : oldEventState(rest);
    if (state) out.conditions.push(state[1]!);
    out.steps = stepsOf(state ? rest.slice(state[0].length) : rest);
    return limitSteps(out);
  }
  // Old wording opens with the phase it is used in, closed by no 「时」 (「这张卡战斗破坏怪兽的回合的结束阶段，可以把这张卡送去
  // 墓地，从手卡·卡组特殊召唤…」): the phase is the condition, and what follows may pay first (oldCostStep).
  const phase = s.includes('阶段') ? /^([^，。]*?(?:准备阶段|结束阶段))[，,](?=[^。]*?可以)/.exec(s) : null;
  if (phase && !/直到|只要|^在/.test(phase[1]!)) {
    out.conditions.push(phase[1]!);
    out.steps = stepsOf(s.slice(phase[0].length));
    return limitSteps(out);
  }
  // (CMP-OPPONENT-CANNOT-TARGET, issue 16: 「只要对方场上有衍生物，…」 — a state of the field with no 「存在」 — leads too.)
  const lead = s.startsWith('只要') ? /^(只要[^，。]*?(存在|表示|装备中|在[^，。]*?)[，,]|只要(?:自己|对方|双方)?场上有[^，。]+?[，,])/.exec(s) : null;
  if (lead) {
    out.conditions.push(noTrailComma(lead[1]!));
    // 「只要这张卡在场上表侧表示存在，自己场上的怪兽被战斗破坏送去墓地时，…」: a trigger while this card is
    // on the field — the event after the 只要 clause is a condition too.
    const rest = s.slice(lead[1]!.length);
    const ev = eventSplit(rest);
    if (ev && !ev[1].includes('。') && hasWhenOrIf(eventClause(ev[1] + ev[2]))) {
      activationParts(ev[1] + ev[2], out);
      out.steps = stepsOf(noLeadComma(rest.slice((ev[1] + ev[2]).length)));
      return out;
    }
    out.steps = stepsOf(rest);
  } else out.steps = stepsOf(s);
  return out;
}
