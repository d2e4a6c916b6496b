/**
 * Condition clauses → the events a trigger (or a 「…时」 card or quick effect) waits for: every event
 * the text lists (「召唤·特殊召唤成功时」 is two), with its subject (this card / a card of a kind /
 * the opponent's), cause (battle, effect, the opponent's effect, cost), where the cards came from,
 * and the phase or step. Also the answer's event words for any effect, curated or compiled.
 */
import type { CardFilter, EffectFacts, EventCause, EventType, PhaseId, Side, TriggerPattern, TriggerWord } from '../facts.js';
import { eventClause } from './cues.js';
import { filterOf, isSelf } from './words.js';

interface EventRule {
  re: RegExp;
  word: TriggerWord | ((m: RegExpExecArray) => TriggerWord[]);
  /** What the engine matches on (facts.ts EventType), and the phase for phase and step events. */
  event?: EventType | EventType[];
  phase?: PhaseId;
  cause?: EventCause;
}

const LEAVE: EventType[] = ['destroyed', 'sent-to-gy', 'banished', 'returned-to-hand', 'returned-to-deck'];

/** Summon words of a 「召唤·特殊召唤成功」 list. */
function summonWords(m: RegExpExecArray): TriggerWord[] {
  const out: TriggerWord[] = [];
  for (const w of m[1]!.split(/[·、]|或者/)) {
    const word: TriggerWord = /反转召唤/.test(w) ? 'flip-summoned' : /特殊召唤|同调|超量|融合|仪式|连接|灵摆/.test(w) ? 'special-summoned' : 'summoned';
    if (!out.includes(word)) out.push(word);
  }
  return out;
}

const SUMMON = '(?:通常|上级|祭品|反转|特殊|同调|超量|融合|仪式|连接|灵摆)?召唤';

/** Events in the order they are tried; a span matched once is not read again. */
const RULES: EventRule[] = [
  { re: /发动(被)?无效(的场合|时)/g, word: 'activation-negated', event: 'activation-negated' },
  { re: /发动(时|的场合|之际|了的场合)/g, word: 'activated', event: 'activated' },
  { re: /成为[^，。]*?对象(时|的场合)/g, word: 'targeted', event: 'targeted' },
  // Old wording: 「当对方发动持有「破坏场上怪兽」效果的卡时」 — an activation, whatever it would do.
  { re: /发动[^，。]*?(卡|效果|魔法|陷阱)(时|的场合)/g, word: 'activated', event: 'activated' },
  { re: new RegExp(`(${SUMMON}(?:[·、]|或者)?(?:${SUMMON}(?:[·、]|或者)?)*)之际`, 'g'), word: 'summoning' },
  { re: new RegExp(`(${SUMMON}(?:[·、]|或者)?(?:${SUMMON}(?:[·、]|或者)?)*)(成功)?(时|的场合)`, 'g'), word: summonWords },
  { re: /反转(时|的场合)/g, word: 'flipped', event: 'flipped' },
  { re: /(被选择作为攻击对象|成为攻击对象|被攻击|攻击对象)[^，。]*?(时|的场合)/g, word: 'attacked', event: 'attack-declared' },
  { re: /(被战斗破坏|被[^，。]{0,8}战斗破坏|战斗破坏送去墓地)[^，。]*?(时|的场合)/g, word: 'destroyed-by-battle', event: 'destroyed', cause: 'battle' },
  { re: /战斗破坏[^，。]*?(时|的场合)/g, word: 'destroyed-by-battle', event: 'destroyed', cause: 'battle' },
  { re: /作为[^，。]*?素材[^，。]*?(时|的场合)/g, word: 'used-as-material', event: 'sent-to-gy' },
  // 「被效果破坏送去墓地时」: the move to the GY is the event, the destruction its reason (YGOPro listens to the move).
  { re: /破坏[^，。]{0,6}送去[^，。]{0,4}墓地[^，。]*?(时|的场合)/g, word: 'sent-to-gy', event: 'destroyed' },
  { re: /破坏[^，。]*?(时|的场合)/g, word: 'destroyed', event: 'destroyed' },
  { re: /(离开场上|从场上离开|离开)[^，。]*?(时|的场合)/g, word: 'left-field', event: LEAVE },
  { re: /送去墓地[^，。]*?(时|的场合)/g, word: 'sent-to-gy', event: 'sent-to-gy' },
  { re: /除外[^，。]*?(时|的场合)/g, word: 'banished', event: 'banished' },
  { re: /加入手卡[^，。]*?(时|的场合)/g, word: 'added-to-hand', event: 'added-to-hand' },
  { re: /回到[^，。]{0,4}手卡[^，。]*?(时|的场合)/g, word: 'returned-to-hand', event: 'returned-to-hand' },
  { re: /回到[^，。]{0,4}(额外)?卡组[^，。]*?(时|的场合)/g, word: 'returned-to-deck', event: 'returned-to-deck' },
  // 「从手卡丢弃去墓地时」: the move to the GY is the event (YGOPro listens to it), the discard its reason.
  { re: /丢弃(去|送去)墓地[^，。]*?(时|的场合)/g, word: 'sent-to-gy', event: 'discarded' },
  { re: /丢弃[^，。]*?(时|的场合)/g, word: 'discarded', event: 'discarded' },
  { re: /抽到[^，。]*?(时|的场合)|(?<!通常)抽卡[^，。]*?(时|的场合)/g, word: 'drawn', event: 'drawn' },
  { re: /攻击宣言/g, word: 'attack-declared', event: 'attack-declared' },
  { re: /伤害步骤开始时/g, word: 'battle-start', event: 'phase-start', phase: 'damage-step-start' },
  { re: /伤害计算前/g, word: 'before-damage-calculation', event: 'phase-start', phase: 'before-damage-calculation' },
  { re: /伤害计算后/g, word: 'after-damage-calculation', event: 'phase-start', phase: 'after-damage-calculation' },
  { re: /伤害计算时/g, word: 'damage-calculation', event: 'phase-start', phase: 'damage-calculation' },
  { re: /伤害步骤结束时/g, word: 'other', event: 'phase-start', phase: 'damage-step-end' },
  { re: /战斗伤害[^，。]*?(时|的场合)/g, word: 'battle-damage', event: 'damage', cause: 'battle' },
  { re: /伤害[^，。]*?(时|的场合)/g, word: 'damage', event: 'damage' },
  { re: /准备阶段/g, word: 'standby-phase', event: 'phase-start', phase: 'standby-phase' },
  { re: /结束阶段/g, word: 'end-phase', event: 'phase-start', phase: 'end-phase' },
  { re: /战斗阶段开始时/g, word: 'battle-phase-start', event: 'phase-start', phase: 'battle-phase' },
  { re: /战斗阶段结束时|战斗阶段结束/g, word: 'other', event: 'phase-start', phase: 'end-step' },
  { re: /抽卡阶段/g, word: 'other', event: 'phase-start', phase: 'draw-phase' },
  { re: /(连锁|效果)[^，。]*?处理(后|完毕|结束)?(时|的场合)/g, word: 'chain-resolved' },
  { re: /(解放|控制权|表示形式|装备|回复|放置|进行战斗|战斗|攻击|盖放|成为)[^，。]*?(时|的场合)/g, word: 'other' },
];

export interface CompiledEvents {
  /** The engine's pattern; null when no event was read. */
  trigger: TriggerPattern | null;
  /** The condition words read as the event, for the unknown report. */
  eventText: string;
}

/** The subject of an event: the words before its verb in the same clause. */
function subjectOf(before: string): CardFilter {
  const phrase = before.split(/[，,]/).pop() ?? before;
  if (isSelf(phrase) || /^(被|这张卡)?$/.test(phrase.trim())) {
    if (/这张卡以外|这张卡之外/.test(phrase) || (!isSelf(phrase) && phrase.trim() !== '' && phrase.trim() !== '被')) return filterOf(phrase);
    if (isSelf(phrase) || phrase.trim() === '' || phrase.trim() === '被') return { self: true };
  }
  const f = filterOf(phrase.replace(/^(自己|对方)(的)?(主要阶段|战斗阶段|回合)/, ''));
  return Object.keys(f).length ? f : { self: false };
}

/** The event clause of an effect's conditions: without states (「…存在的场合」) and durations. */
export function eventTextOf(conditions: string[]): string {
  return conditions
    .map((c) => eventClause(c.replace(/直到[^，。]*?(时|为止)/g, '')))
    .filter((c) => c.trim())
    .join('，');
}

/** Read the events of an effect's conditions. */
export function compileEvents(conditions: string[]): CompiledEvents {
  const text = eventTextOf(conditions);
  // Card names (「…破坏…」) are masked while events are read; the words around them keep their places.
  const scan = text.replace(/「[^」]*」/g, (m) => `「${'名'.repeat(m.length - 2)}」`);
  const spans: Array<{ at: number; end: number; rule: EventRule; m: RegExpExecArray }> = [];
  for (const rule of RULES) {
    rule.re.lastIndex = 0;
    for (let m = rule.re.exec(scan); m; m = rule.re.exec(scan)) {
      const at = m.index;
      const end = at + m[0].length;
      if (!spans.some((s) => at < s.end && end > s.at)) spans.push({ at, end, rule, m });
    }
  }
  spans.sort((a, b) => a.at - b.at);
  if (!spans.length) return { trigger: null, eventText: text };
  // 「…送去墓地的回合的结束阶段」「…的场合，下次的准备阶段」: a phase armed by an earlier event — the phase is
  // the trigger, the event only arms it.
  let armedBy: TriggerWord[] | undefined;
  const lastSpan = spans[spans.length - 1]!;
  const armedAt = scan.slice(0, lastSpan.at);
  const lastPhase = lastSpan.rule.phase;
  if (
    spans.length > 1 &&
    (((lastPhase === 'end-phase' || lastPhase === 'standby-phase') && /(的回合的?|那个回合的?)[^，。]{0,6}$/.test(armedAt)) || (lastPhase === 'end-step' && /的$|[，,]$/.test(armedAt)))
  ) {
    armedBy = spans.slice(0, -1).flatMap((x) => (typeof x.rule.word === 'function' ? x.rule.word(x.m) : [x.rule.word]));
    spans.splice(0, spans.length - 1);
  }
  // 「这张卡用…的效果特殊召唤成功的场合，这张卡战斗破坏对方怪兽送去墓地时」: an earlier clause only says
  // what must have happened before; the event is in the last clause that names one.
  const clauseOf = (at: number) => scan.slice(0, at).split(/[，,]/).length;
  const last = clauseOf(spans[spans.length - 1]!.at);
  if (spans.some((x) => clauseOf(x.at) !== last) && !/或者|或/.test(text)) spans.splice(0, spans.length, ...spans.filter((x) => clauseOf(x.at) === last));
  const words: TriggerWord[] = [];
  const events: EventType[] = [];
  let phase: PhaseId | undefined;
  const causes: EventCause[] = [];
  for (const s of spans) {
    const ws = typeof s.rule.word === 'function' ? s.rule.word(s.m) : [s.rule.word];
    for (const w of ws) if (!words.includes(w)) words.push(w);
    const evs: EventType[] = s.rule.event
      ? Array.isArray(s.rule.event)
        ? s.rule.event
        : [s.rule.event]
      : ws.flatMap((w): EventType[] => (w === 'summoned' || w === 'special-summoned' || w === 'flip-summoned' ? [w] : []));
    for (const e of evs) if (!events.includes(e)) events.push(e);
    if (s.rule.phase && !phase) phase = s.rule.phase;
    if (s.rule.cause && !causes.includes(s.rule.cause)) causes.push(s.rule.cause);
  }
  const first = spans[0]!;
  const clauseStart = Math.max(text.lastIndexOf('，', first.at), text.lastIndexOf(',', first.at)) + 1;
  const before = text.slice(clauseStart, first.at);
  const clause = scan.slice(clauseStart, first.end);
  const p: TriggerPattern = { event: events.length === 1 ? events[0]! : events.length ? events : 'phase-start', on: words };
  if (armedBy) p.armedBy = armedBy;
  if (!phase && !words.some((w) => /phase|battle-start|damage-calculation/.test(w))) p.subject = subjectOf(before);
  if (phase) p.phase = phase;
  const moved = !words.some((w) => w === 'activated' || w === 'targeted' || w === 'activation-negated' || w === 'summoning');
  if (moved && /效果/.test(clause) && /破坏|送去墓地|除外|回到|离开/.test(clause) && !causes.includes('battle')) causes.push('effect');
  if (/战斗·效果|战斗或者效果/.test(clause) && !causes.includes('battle')) causes.push('battle');
  if (causes.length) p.cause = causes.length === 1 ? causes[0]! : causes;
  const by: Side | undefined = /被对方|对方的(卡的)?效果|对方(把|的)[^，。]{0,6}(破坏|除外|送去墓地)/.test(clause) ? 'opponent' : undefined;
  if (by) p.causedBy = by;
  const from = /从场上|场上的这张卡|场上存在的这张卡|场上表侧表示/.test(clause) && !/在场上/.test(clause)
    ? 'field'
    : /从手卡|手卡的这张卡/.test(clause)
      ? 'hand'
      : /从卡组/.test(clause)
        ? 'deck'
        : /从墓地/.test(clause)
          ? 'gy'
          : undefined;
  if (from && !words.includes('left-field')) p.from = from;
  if (words.includes('left-field')) p.from = 'field';
  if (/上级召唤|祭品召唤/.test(clause)) p.tributesMin = /解放2只|2只以上解放|2只以上的祭品/.test(clause) ? 2 : 1;
  return { trigger: p, eventText: text };
}

// ── the answer's event words, for any effect ──────────────────────────────────────────────────────

export interface EventWord {
  on: TriggerWord;
  subject: 'self' | 'other' | 'any';
  cause: null | 'battle' | 'effect' | 'opponent-effect' | 'cost';
  from: string | null;
}

const PHASE_WORD: Partial<Record<PhaseId, TriggerWord>> = {
  'standby-phase': 'standby-phase',
  'end-phase': 'end-phase',
  'battle-phase': 'battle-phase-start',
  'damage-step-start': 'battle-start',
  'before-damage-calculation': 'before-damage-calculation',
  'damage-calculation': 'damage-calculation',
  'after-damage-calculation': 'after-damage-calculation',
};

/** An EventType as an answer word, where no finer word was stated. */
function wordOfEvent(e: EventType, t: TriggerPattern): TriggerWord {
  switch (e) {
    case 'summoned':
    case 'special-summoned':
    case 'flip-summoned':
    case 'flipped':
    case 'sent-to-gy':
    case 'banished':
    case 'returned-to-hand':
    case 'returned-to-deck':
    case 'discarded':
    case 'drawn':
    case 'added-to-hand':
    case 'activated':
    case 'activation-negated':
    case 'targeted':
    case 'attack-declared':
    case 'damage':
      return e === 'damage' && causeList(t).includes('battle') ? 'battle-damage' : e;
    case 'destroyed':
      return causeList(t).length === 1 && causeList(t)[0] === 'battle' ? 'destroyed-by-battle' : 'destroyed';
    case 'phase-start':
      return (t.phase && PHASE_WORD[t.phase]) ?? 'other';
    default:
      return 'other';
  }
}

const causeList = (t: TriggerPattern): EventCause[] => (t.cause === undefined ? [] : Array.isArray(t.cause) ? t.cause : [t.cause]);

/** The `events` of the card answer (output.md): what the effect waits for, in fixed words. */
export function eventWordsOf(e: EffectFacts): EventWord[] {
  const out: EventWord[] = [];
  const t = e.trigger;
  if (t) {
    const evs = Array.isArray(t.event) ? t.event : [t.event];
    const words = t.on?.length ? t.on : [...new Set(evs.map((x) => wordOfEvent(x, t)))];
    const s = t.subject;
    const subject: EventWord['subject'] = !s || s.self ? 'self' : s.side || s.kind || s.notSelf || s.archetype || s.race || s.attribute ? 'other' : 'any';
    const causes = causeList(t);
    const cause: EventWord['cause'] = causes.includes('cost')
      ? 'cost'
      : causes.includes('effect') && t.by === 'opponent'
        ? 'opponent-effect'
        : causes.includes('effect') && t.causedBy === 'opponent'
          ? 'opponent-effect'
          : causes.length === 1 && (causes[0] === 'battle' || causes[0] === 'effect')
          ? causes[0]
          : t.by === 'opponent' || t.causedBy === 'opponent'
            ? 'opponent-effect'
            : null;
    const from = t.from === undefined ? null : Array.isArray(t.from) ? t.from.join('/') : t.from;
    for (const w of words) out.push({ on: w, subject, cause, from });
  }
  if (e.respondsTo && !out.some((w) => w.on === 'activated')) {
    out.push({ on: 'activated', subject: e.respondsTo.by === 'opponent' ? 'other' : 'any', cause: null, from: null });
  }
  if (e.respondsToSummon && !out.some((w) => w.on === 'summoning')) out.push({ on: 'summoning', subject: 'any', cause: null, from: null });
  return out;
}
