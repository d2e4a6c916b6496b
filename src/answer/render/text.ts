/**
 * Plain-text rendering of the answer objects: what the command line prints, and the same words the
 * Discord reply shows. Renderers only arrange words the answer already holds; they decide nothing.
 */
import { SUBTYPE_WORDS } from '../../cards/subtype-words.js';
import { pick, type Lang, t } from '../../i18n/text.js';
import { effectMark } from '../../i18n/marks.js';
import { phaseById } from '../../rules/index.js';
import type {
  AnswerEvent,
  CardAnswer,
  CardLimit,
  CardRef,
  ChainAnswer,
  DeckAnswer,
  ErrorAnswer,
  LinkAnswer,
  Outcome,
  PhaseAnswer,
  TurnAnswer,
  Window,
  WindowKind,
} from '../types.js';

type L = Record<Lang, string>;
const w = (zh: string, en: string): L => ({ 'zh-CN': zh, en });

/** A mark and a word for each outcome: the same marks the Discord embed uses. */
export const OUTCOME_MARK: Record<Outcome, string> = {
  resolved: '✅',
  'activation-negated': '⛔',
  'effect-negated': '🚫',
  'no-effect': '➖',
  illegal: '❌',
};

export const OUTCOME_WORD: Record<Outcome, L> = {
  resolved: w('处理', 'resolves'),
  'activation-negated': w('发动无效', 'activation negated'),
  'effect-negated': w('效果无效', 'effect negated'),
  'no-effect': w('不处理', 'no effect'),
  illegal: w('不能发动', 'illegal'),
};

/**
 * The window's name (shared with the Discord embed and the picture): its kind's word, or — for an attack written at a step of
 * the Damage Step, the attack under way (CH-ATTACK-BATTLE-STEP) — that step's.
 */
export function windowWord(win: Window, lang: Lang): string {
  if (win.step) {
    const title = phaseById(win.step)?.title;
    const name = title ? pick(title, lang) : win.step;
    return lang === 'en' ? `${name} (the attack under way)` : `${name}的时点（进行中的攻击）`;
  }
  if (win.kind === 'special-summon' && win.summonKind) {
    const [zh, en] = SUMMON_KIND_WORD[win.summonKind]!;
    return lang === 'en' ? `after the ${en} Summon` : `${zh}召唤成功时的时点`;
  }
  return WINDOW_WORD[win.kind][lang];
}

export const WINDOW_WORD: Record<WindowKind, L> = {
  'chain-end': w('连锁处理结束后的时点', 'after the chain resolves'),
  summon: w('召唤成功时的时点', 'after the Normal Summon'),
  'special-summon': w('特殊召唤成功时的时点', 'after the Special Summon'),
  'flip-summon': w('反转召唤成功时的时点', 'after the Flip Summon'),
  flip: w('反转时的时点', 'after the flip'),
  'attack-declaration': w('攻击宣言时的时点', 'at the attack declaration'),
  discard: w('丢弃时的时点', 'after the discard'),
  destroy: w('破坏时的时点', 'after the destruction'),
  'send-to-gy': w('送去墓地时的时点', 'after the cards are sent to the GY'),
  banish: w('除外时的时点', 'after the banishment'),
  set: w('盖放后的时点', 'after the Set'),
  'position-change': w('表示形式变更后的时点', 'after the change of battle position'),
  'direct-attack-damage': w('直接攻击的伤害计算后的时点（给与战斗伤害后）', 'after the damage calculation of the direct attack (battle damage dealt)'),
  'end-phase-step': w('结束阶段的处理（不入连锁）之后的时点', 'after the End Phase steps (outside a chain)'),
  'end-phase-start': w('结束阶段开始后', 'once the End Phase has begun'),
  'battle-phase-end-start': w('战斗阶段结束时（结束步骤）', 'at the end of the Battle Phase (the end step)'),
  'no-chain': w('没有连锁被处理（写的连锁块都不能发动）', 'no chain resolved (no link written could be activated)'),
  none: w('没有时点', 'no window'),
};

const EVENT_WORD: Record<string, L> = {
  activated: w('发动', 'activated'),
  'activation-negated': w('发动被无效', 'activation negated'),
  'effect-negated': w('效果被无效', 'effect negated'),
  destroyed: w('破坏', 'destroyed'),
  'sent-to-gy': w('送去墓地', 'sent to the GY'),
  banished: w('除外', 'banished'),
  'returned-to-hand': w('回到手卡', 'returned to the hand'),
  'returned-to-deck': w('回到卡组', 'returned to the Deck'),
  summoned: w('召唤', 'Normal Summoned'),
  'special-summoned': w('特殊召唤', 'Special Summoned'),
  'flip-summoned': w('反转召唤', 'Flip Summoned'),
  flipped: w('反转', 'flipped'),
  'position-changed': w('改变表示形式', 'changed position'),
  set: w('盖放', 'Set'),
  discarded: w('丢弃', 'discarded'),
  drawn: w('抽卡', 'drawn'),
  'added-to-hand': w('加入手卡', 'added to the hand'),
  damage: w('伤害', 'damage'),
  'lp-gained': w('回复基本分', 'LP gained'),
  'lp-paid': w('支付基本分', 'LP paid'),
  'lp-lost': w('失去基本分', 'LP lost'),
  'control-changed': w('控制权转移', 'control changed'),
  equipped: w('装备', 'equipped'),
  'attack-negated': w('攻击无效', 'attack negated'),
  'attack-declared': w('攻击宣言', 'attack declared'),
  targeted: w('成为对象', 'targeted'),
  placed: w('放置到魔法与陷阱区域', 'placed in the Spell & Trap Zone'),
  attached: w('作为超量素材重叠', 'attached as Xyz Material'),
  'battle-phase-ended': w('战斗阶段结束', 'Battle Phase ended'),
};

export const KIND_WORD: Record<string, L> = {
  trigger: w('诱发效果', 'trigger effect'),
  flip: w('反转效果', 'flip effect'),
  quick: w('诱发即时效果', 'quick effect'),
  activation: w('卡的发动', 'card activation'),
};

function cardName(c: CardRef): string {
  return c.controller ? `${c.controller}:${c.name}` : c.name;
}

function linkHead(l: LinkAnswer, lang: Lang): string {
  const speed = l.speed === null ? (lang === 'en' ? 'Spell Speed ?' : '?速') : lang === 'en' ? `Spell Speed ${l.speed}` : `${l.speed}速`;
  const effect = l.effect === null ? '' : ` ${pick(effectMark(l.effect), lang)}`;
  const targets = l.targets.length ? ` → ${l.targets.map(cardName).join(', ')}` : '';
  const assumed = l.controllerAssumed ? (lang === 'en' ? ' (controller assumed)' : '（控制者为假定）') : '';
  return `C${l.n} ${l.controller}:${l.card.name}${effect}${targets} [${speed}]${assumed}`;
}

/** Issue 16: the answer's ATK/DEF lines and the damage calculation, as sentences (shared with the Discord embed). */
export function numberLines(answer: ChainAnswer): string[] {
  return [...(answer.attack ? [answer.attack.reason] : []), ...(answer.stats ?? []).map((x) => x.reason), ...(answer.levels ?? []).map((x) => x.reason), ...(answer.battle ? [answer.battle.reason] : [])];
}

/** The English name of a counter kind the answer names in Chinese (the common ones; others keep their Chinese name). */
const COUNTER_EN: Record<string, string> = { 魔力: 'Spell', 楔: 'Wedge', 卫星: 'Satellite', 黑羽: 'Black Feather' };

/**
 * CNT-PLACE (issue 16): the counters the chain or action placed or removed, one line a card and kind (shared with the Discord
 * embed): 「漆黑的能量石」的魔力指示物：0 → 3. A count before the situation did not state is said so.
 */
export function counterLines(answer: ChainAnswer, lang: Lang): string[] {
  const en = lang === 'en';
  return (answer.counters ?? []).map((c) => {
    const before = c.before === null ? (en ? '?' : '？') : String(c.before);
    if (en) return `${c.card.name}: ${c.kind ? `${COUNTER_EN[c.kind] ?? c.kind} Counters` : 'counters'} ${before} → ${c.now}`;
    return `「${c.card.name}」的${c.kind}指示物：${before} → ${c.now}`;
  });
}

/** CH-LASTS-TURNS: a part lasting a count of turns outlasts this turn — the heading says 「从这个回合起」 then, not 「这个回合」. */
function lastingHeading(items: readonly { rules: readonly string[] }[], en: boolean): string {
  const beyond = items.some((d) => d.rules.includes('CH-LASTS-TURNS'));
  return beyond ? (en ? 'Lasting from this turn on' : '从这个回合起持续') : en ? 'Lasting this turn' : '这个回合持续';
}

/**
 * What the chain left for later, one section each (shared with the Discord embed): the steps left for a later phase (CH-DELAYED),
 * the parts lasting the turn (CH-TURN-PART) and the Battle Phases skipped. They describe the chain; the phases played after it are
 * `phaseSections`, shown after the chain's own window.
 */
export function laterSections(answer: ChainAnswer, lang: Lang): { heading: string; lines: string[] }[] {
  const en = lang === 'en';
  const out: { heading: string; lines: string[] }[] = [];
  if (answer.delayed?.length) out.push({ heading: en ? 'Left for later' : '之后处理', lines: answer.delayed.map((d) => `C${d.link} ${d.card.name}: ${d.what}`) });
  if (answer.lasting?.length) out.push({ heading: lastingHeading(answer.lasting, en), lines: answer.lasting.map((d) => `C${d.link} ${d.card.name}: ${d.what}`) });
  // CH-LEAVES-APPLIES (issue 16): a Battle Phase a card's own rule skipped as it left the field.
  if (answer.skips?.length) out.push({ heading: en ? 'Battle Phase skipped' : '战斗阶段跳过', lines: answer.skips.map((s) => s.reason) });
  return out;
}

/**
 * ANS-PHASE-AFTER-WINDOW: the phases the input plays after the chain (`… 结束阶段`, CH-END-PHASE-PLAYED; `… 准备阶段`) and the End Phase's
 * window, one section each (shared with the Discord embed). They come in game order after the window the chain's end opens (answer
 * `window`): the End Phase begins only once both players pass priority there (docs/c02/优先权.rst:30), so a reader sees that window
 * first, then the End Phase steps, then the window they or the phase itself open.
 */
export function phaseSections(answer: ChainAnswer, lang: Lang): { heading: string; lines: string[] }[] {
  const en = lang === 'en';
  const out: { heading: string; lines: string[] }[] = [];
  if (answer.endPhase) {
    out.push({
      heading: en ? 'End Phase' : '结束阶段',
      lines: answer.endPhase.length ? answer.endPhase.map((s) => s.reason) : [en ? 'Nothing was left for the End Phase.' : '没有留到结束阶段处理的效果。'],
    });
  }
  // CH-STANDBY-PHASE-PLAYED (issue 16): `… 准备阶段`.
  if (answer.standbyPhase) {
    out.push({
      heading: en ? 'Standby Phase' : '准备阶段',
      lines: answer.standbyPhase.length ? answer.standbyPhase.map((s) => s.reason) : [en ? 'Nothing was left for the Standby Phase.' : '没有留到准备阶段处理的效果。'],
    });
  }
  // CH-BATTLE-PHASE-END-POSITION: `… 战斗阶段结束`.
  // (With triggers met there and no step done, the triggers' section alone says what happens.)
  if (answer.battlePhaseEnd && (answer.battlePhaseEnd.length || !answer.battlePhaseEndWindow)) {
    out.push({
      heading: en ? 'End of the Battle Phase' : '战斗阶段结束时',
      lines: answer.battlePhaseEnd.length ? answer.battlePhaseEnd.map((s) => s.reason) : [en ? 'Nothing is done at the end of the Battle Phase.' : '战斗阶段结束时没有要处理的效果。'],
    });
  }
  // WIN-BATTLE-PHASE-END-TRIGGER: the triggers of the end of the Battle Phase, each its own Chain Link 1.
  if (answer.battlePhaseEndWindow) out.push({ heading: en ? 'Triggers at the end of the Battle Phase' : '战斗阶段结束时的诱发效果', lines: renderWindow(answer.battlePhaseEndWindow, answer.turnPlayer, lang).map((l) => l.trim().replace(/^· /, '')) });
  // WIN-END-PHASE-STEP: the window once the End Phase steps did something.
  // WIN-END-PHASE-TRIGGER: with no step done, the window is the End Phase's own (its triggers), not one after steps.
  const start = answer.endPhaseWindow?.kind === 'end-phase-start';
  if (answer.endPhaseWindow) out.push({ heading: start ? (en ? 'Once the End Phase has begun' : '结束阶段开始后') : en ? 'After the End Phase steps' : '结束阶段的处理之后', lines: renderWindow(answer.endPhaseWindow, answer.turnPlayer, lang).map((l) => l.trim().replace(/^· /, '')) });
  return out;
}

/** The Duel's result in one line (shared with the Discord embed): who won, or a draw. */
export function gameResultLine(answer: ChainAnswer, lang: Lang): string {
  const g = answer.gameResult!;
  const en = lang === 'en';
  const who = g.winner === 'draw' ? (en ? 'draw' : '平局') : en ? `${g.winner} wins` : `${g.winner}胜利`;
  return en ? `Duel result: ${who}` : `决斗结果：${who}`;
}

export function renderChainText(answer: ChainAnswer | ErrorAnswer, lang: Lang): string {
  if (!answer.ok) return renderErrorText(answer, lang);
  const en = lang === 'en';
  const out: string[] = [];
  // SIT-THEN-CHAIN (issue 16): the chains played before the judged one, each in a line or two.
  for (const c of answer.earlierChains ?? []) {
    out.push(en ? `Earlier chain ${c.n}: ${c.links.map((l) => `${OUTCOME_MARK[l.outcome ?? 'illegal']} ${linkHead(l, lang)}`).join('  ')}` : `之前的第${c.n}个连锁：${c.links.map((l) => `${OUTCOME_MARK[l.outcome ?? 'illegal']} ${linkHead(l, lang)}`).join('  ')}`);
    out.push(`  ${c.summary}`);
    // (What its links left for a later phase: still waiting after the chains that follow.)
    for (const d of c.delayed ?? []) out.push(`  ${en ? 'Left for later' : '之后处理'}: C${d.link} ${d.card.name}: ${d.what}`);
    for (const d of c.lasting ?? []) out.push(`  ${lastingHeading([d], en)}: C${d.link} ${d.card.name}: ${d.what}`);
  }
  if (answer.earlierChains?.length) out.push('');
  if (answer.links.length) {
    out.push(en ? `Chain (turn player: ${answer.turnPlayer})` : `连锁（回合玩家：${answer.turnPlayer}）`);
    for (const l of answer.links) {
      out.push(`  ${linkHead(l, lang)}`);
      if (l.legal === false) out.push(`    ${OUTCOME_MARK.illegal} ${en ? 'Cannot be activated' : '不能发动'}: ${l.illegalReason ?? ''}`);
      else if (l.legal === null) out.push(`    ❔ ${en ? 'Legality cannot be judged' : '无法判断能否发动'}`);
      // (WIN-ACTION-BEFORE-CHAIN: a card that may be activated, written where it cannot go.)
      for (const x of l.warnings ?? []) out.push(`    ! ${x}`);
      // (CH-PLEDGE-BATTLE-PHASE: why it may be activated though a rule seems to forbid it.)
      for (const x of l.notes ?? []) out.push(`    · ${x}`);
    }
    const order = answer.resolutionOrder.map((n) => `C${n}`).join(' → ');
    out.push('');
    out.push(en ? `Resolution: ${order || '(nothing resolves)'}` : `处理顺序：${order || '（没有可处理的连锁）'}`);
    for (const n of answer.resolutionOrder) {
      const l = answer.links.find((x) => x.n === n);
      if (!l || !l.outcome) continue;
      const by = l.by !== null ? (en ? ` (by C${l.by})` : `（C${l.by}）`) : '';
      out.push(`  ${OUTCOME_MARK[l.outcome]} C${l.n} ${l.card.name}: ${OUTCOME_WORD[l.outcome][lang]}${by}${l.reason ? ` — ${l.reason}` : ''}`);
    }
  }
  if (answer.events.length) {
    out.push('');
    out.push(en ? 'What happened:' : '发生的事：');
    for (const e of answer.events) out.push(`  · ${eventLine(e, lang)}`);
  }
  // Issue 16 (攻守计算): ATK/DEF after the chain and the damage calculation of the attack.
  const numbers = numberLines(answer);
  if (numbers.length) {
    out.push('');
    out.push(en ? 'ATK/DEF and damage:' : '攻守与伤害：');
    for (const n of numbers) out.push(`  · ${n}`);
  }
  // CNT-PLACE: the counters placed or removed (the JSON's `counters`).
  const counters = counterLines(answer, lang);
  if (counters.length) {
    out.push('');
    out.push(en ? 'Counters:' : '指示物：');
    for (const c of counters) out.push(`  · ${c}`);
  }
  // CH-NORMAL-DRAW: whether the turn player still makes the normal draw.
  if (answer.normalDraw) {
    out.push('');
    const d = answer.normalDraw;
    out.push(en ? `Normal draw: ${d.made ? 'made' : 'not made'} — ${d.reason}` : `通常抽卡：${d.made ? '照常进行' : '不进行'} — ${d.reason}`);
  }
  // CH-DELAYED, CH-TURN-PART: what the chain left for later.
  const section = (sec: { heading: string; lines: string[] }) => {
    out.push('');
    out.push(`${sec.heading}${en ? ':' : '：'}`);
    for (const l of sec.lines) out.push(`  · ${l}`);
  };
  laterSections(answer, lang).forEach(section);
  // CH-LP-ZERO / CH-SPECIAL-WIN: the Duel ended.
  if (answer.gameResult) {
    out.push('');
    out.push(gameResultLine(answer, lang));
  }
  out.push('');
  out.push(...renderWindow(answer.window, answer.turnPlayer, lang));
  // ANS-PHASE-AFTER-WINDOW: the End Phase (or Standby Phase) played after the chain comes after the chain's own window, in game order.
  phaseSections(answer, lang).forEach(section);
  if (answer.assumptions.length) {
    out.push('');
    out.push(en ? 'Assumptions:' : '假设：');
    for (const a of answer.assumptions) out.push(`  ※ ${a}`);
  }
  if (answer.warnings.length) {
    out.push('');
    out.push(en ? 'Warnings:' : '注意：');
    for (const a of answer.warnings) out.push(`  ! ${a}`);
  }
  const text = out.join('\n');
  // Most answers have no run of blank lines to fold: skip the regex pass over the whole text then.
  return (text.includes('\n\n\n') ? text.replace(/\n{3,}/g, '\n\n') : text).trim();
}

/** Event types about the turn, not about cards: their `cards` is empty by nature, not because the situation left them out. */
const CARDLESS_EVENTS: ReadonlySet<string> = new Set(['battle-phase-ended']);

function eventLine(e: AnswerEvent, lang: Lang): string {
  return describeEvent(e, lang, cardName);
}

/**
 * One event in words: who did what to which cards. LP events name the player and the amount; a
 * count of unnamed cards (drawn, added to the hand) says how many. Shared with the Discord renderer,
 * which passes its own (mention-safe) card names.
 */
export function describeEvent(e: AnswerEvent, lang: Lang, name: (c: CardRef) => string): string {
  const en = lang === 'en';
  const link = e.link !== null ? `C${e.link}: ` : '';
  const who = e.player ?? '';
  if (e.amount !== null && (e.type === 'damage' || e.type === 'lp-gained' || e.type === 'lp-paid' || e.type === 'lp-lost')) {
    const zh = { damage: `${who} 受到 ${e.amount} 伤害`, 'lp-gained': `${who} 回复 ${e.amount} 基本分`, 'lp-paid': `${who} 支付 ${e.amount} 基本分`, 'lp-lost': `${who} 失去 ${e.amount} 基本分` }[e.type];
    const enText = { damage: `${who} takes ${e.amount} damage`, 'lp-gained': `${who} gains ${e.amount} LP`, 'lp-paid': `${who} pays ${e.amount} LP`, 'lp-lost': `${who} loses ${e.amount} LP` }[e.type];
    return `${link}${en ? enText : zh}`;
  }
  // An LP cost whose amount the situation cannot tell (「支付一半基本分」 with the LP not stated): who pays, not an unnamed card.
  // (CH-LP-LOST: an LP loss counted on cards the situation does not name.)
  if (e.type === 'lp-lost') return `${link}${en ? `${who} loses LP (the amount is not known)` : `${who} 失去基本分（数值未知）`}`;
  // (CH-HAND-ACTIVATION-COST: a cost of half the LP, the LP not stated — said as half.)
  if (e.type === 'lp-paid' && e.unnamed) {
    const said = typeof e.unnamed === 'string' ? e.unnamed : pick(e.unnamed, lang);
    return `${link}${en ? `${who} pays ${said} (their LP is not stated)` : `${who} 支付${said}（基本分未写明）`}`;
  }
  if (e.type === 'lp-paid') return `${link}${en ? `${who} pays LP (the amount is not stated)` : `${who} 支付基本分（数值未写明）`}`;
  const what = e.tributed ? (en ? 'tributed' : '解放') : e.faceDown ? (en ? 'banished face-down' : '里侧表示除外') : e.ritual ? (en ? 'Ritual Summoned' : '仪式召唤') : e.fusion ? (en ? 'Fusion Summoned' : '融合召唤') : e.summonKind ? (en ? `${SUMMON_KIND_WORD[e.summonKind]![1]} Summoned` : `${SUMMON_KIND_WORD[e.summonKind]![0]}召唤`) : e.vanished ? vanishedWord(e.type, en) : EVENT_WORD[e.type]?.[lang] ?? e.type;
  const cards = e.cards.map(name).join(', ');
  if (!cards && e.amount !== null) {
    // (A draw reads as the player drawing: 「B 抽1张卡」, "B draws 1 card".)
    if (e.type === 'drawn') return `${link}${en ? `${who ? `${who} draws` : 'draws'} ${e.amount} card${e.amount === 1 ? '' : 's'}` : `${who ? `${who} ` : ''}抽${e.amount}张卡`}`;
    return `${link}${en ? `${who ? `${who}: ` : ''}${e.amount} card${e.amount === 1 ? '' : 's'} ${what}` : `${who ? `${who} ` : ''}${e.amount}张卡${what}`}`;
  }
  // A cost whose cards the situation does not name (an Xyz Material detached, a card sent): said as a cost paid, not as a bare verb.
  if (!cards && e.cause === 'cost') {
    // (CH-COST-COUNT-OF-TARGETS: a detach of as many Xyz Materials as the targets says how many: 「支付代价：取除2个超量素材」.)
    if (e.type === 'activated') {
      const said = e.unnamed ? (typeof e.unnamed === 'string' ? e.unnamed : pick(e.unnamed, lang)) : null;
      return `${link}${en ? `the cost is paid${said ? `: ${said}` : ''}` : `支付代价${said ? `：${said}` : ''}`}`;
    }
    // CH-COST-UNNAMED-SAID: what the cost names, when the situation does not list the cards.
    if (e.unnamed) {
      const said = typeof e.unnamed === 'string' ? e.unnamed : pick(e.unnamed, lang);
      return `${link}${en ? `${said} (not named) ${what} as the cost` : `${said}（未写明）作为代价${what}`}`;
    }
    return `${link}${en ? `a card not named is ${what} as the cost` : `（未写明的卡）作为代价${what}`}`;
  }
  // An attack declaration in English is a sentence — 'A:X declares an attack on B:Y' — not 'A:X, B:Y attack declared (A)', which
  // read as both monsters attacking.
  if (en && e.type === 'attack-declared' && e.cards.length) return `${link}${name(e.cards[0]!)} declares an attack${e.cards.length > 1 ? ` on ${e.cards.slice(1).map(name).join(', ')}` : ''}`;
  const player = who ? (en ? ` (${who})` : `（${who}）`) : '';
  // CTL-ZONE-CHOOSER: who chooses the Monster Zone the monsters whose control changed are placed in.
  const zone = e.zoneBy ? (en ? ` (${e.zoneBy} chooses the Monster Zone)` : `（由${e.zoneBy}决定放置的怪兽区域）`) : '';
  // ANS-EVENT-UNNAMED: an event whose cards are not known (升天之黑角笛 destroying the monster of a summon not written) says so —
  // before, a bare 「C1: destroyed」.
  // (An event of the turn itself — the Battle Phase ended — names no cards by nature: nothing is unnamed there.)
  const subject = cards ? `${cards} ` : CARDLESS_EVENTS.has(e.type) ? '' : en ? 'cards not named: ' : '（未写明的卡）';
  return `${link}${subject}${what}${player}${zone}`;
}

/**
 * A window entry's place: its SEGOC level (「顺序 3」), or — for a phase's own trigger, which SEGOC does not place (WIN-END-PHASE-TRIGGER-ALONE) —
 * that it is activated alone as Chain Link 1.
 */
export function levelWord(tr: { level: number; alone?: true }, lang: Lang): string {
  if (tr.alone) return lang === 'en' ? 'alone as Chain Link 1' : '单独作为连锁1';
  return `${lang === 'en' ? 'level' : '顺序'} ${tr.level}`;
}

export function renderWindow(window: Window, turnPlayer: string, lang: Lang): string[] {
  const en = lang === 'en';
  const out: string[] = [];
  out.push(`${en ? 'Trigger window' : '时点'}: ${windowWord(window, lang)}`);
  for (const n of [...window.notes, ...(window.background ?? [])]) out.push(`  · ${n}`);
  if (window.triggers.length) {
    for (const tr of window.triggers) {
      const must = tr.mandatory ? (en ? 'mandatory' : '必发') : en ? 'optional' : '选发';
      const group = tr.group !== null ? (en ? ` [group ${tr.group}: ${tr.controller} orders]` : ` [组${tr.group}：${tr.controller} 自行排列]`) : '';
      out.push(
        `  ${tr.order}. ${levelWord(tr, lang)} · ${tr.controller}:${tr.card.name} ${pick(effectMark(tr.effect), lang)} ${KIND_WORD[tr.kind]?.[lang] ?? tr.kind} · ${must}${group}`,
      );
      if (tr.reason) out.push(`     ${tr.reason}`);
    }
  } else if (window.kind !== 'none') {
    out.push(en ? '  No effect must or may start the next chain.' : '  没有必须或可以开始下一个连锁的诱发效果。');
  }
  if (window.missedTiming.length) {
    out.push(en ? '  Missed timing:' : '  错过时点：');
    for (const m of window.missedTiming) out.push(`    ✗ ${cardName(m.card)} ${pick(effectMark(m.effect), lang)}: ${m.reason}`);
  }
  if (window.priority) {
    out.push(
      en
        ? `  Priority: ${window.priority}${window.priority === turnPlayer ? ' (turn player)' : ''}`
        : `  优先权：${window.priority}${window.priority === turnPlayer ? '（回合玩家）' : ''}`,
    );
  }
  return out;
}

export function renderErrorText(answer: ErrorAnswer, lang: Lang): string {
  const en = lang === 'en';
  const e = answer.error;
  const out = [`${en ? 'Error' : '错误'}: ${e.message}`];
  if (e.caret) out.push('', e.caret);
  if (e.expected.length) out.push('', `${en ? 'Expected' : '应为'}: ${e.expected.join(en ? ', ' : '、')}`);
  if (e.suggestions.length) out.push('', `${en ? 'Did you mean' : '你是不是想找'}: ${e.suggestions.join(en ? ', ' : '、')}`);
  return out.join('\n');
}

const EFFECT_KIND_WORD: Record<string, L> = {
  activation: w('卡的发动', 'card activation'),
  ignition: w('起动效果', 'ignition effect'),
  trigger: w('诱发效果', 'trigger effect'),
  quick: w('诱发即时效果', 'quick effect'),
  flip: w('反转效果', 'flip effect'),
  continuous: w('永续效果（不入连锁）', 'continuous effect (not activated)'),
  procedure: w('召唤手续（不入连锁）', 'summoning procedure (not activated)'),
};

/** CMP-SUMMON-RESTRICTION: a procedure record that only forbids (「这张卡不能从卡组特殊召唤」) — a summoning condition, a restriction. */
const RESTRICTION_WORD = w('召唤限制（召唤条件，不是召唤手续，不入连锁）', 'summoning condition (a restriction, not a way to summon it; not activated)');

const PLACE_WORD: Record<string, L> = {
  hand: w('手卡', 'the hand'),
  field: w('场上', 'the field'),
  monster: w('怪兽区域', 'the Monster Zone'),
  spell: w('魔法与陷阱区域', 'the Spell & Trap Zone'),
  gy: w('墓地', 'the GY'),
  banished: w('除外状态', 'banishment'),
  deck: w('卡组', 'the Deck'),
  extra: w('额外卡组', 'the Extra Deck'),
};

/** `hand/gy` → 手卡/墓地. */
function placeWords(places: string, lang: Lang): string {
  return places.split('/').map((p) => PLACE_WORD[p]?.[lang] ?? p).join(lang === 'en' ? ' or ' : '或');
}

/**
 * CARD-PHASE-TRIGGER-TIMING: a trigger met by a step of the Battle Phase beginning — 「战斗阶段结束时」 is the Battle Phase's End Step, not a
 * moment and not the End Phase (docs/c03/战斗阶段流程.rst:41–42, 1052–1058) — said as entering that step, by the name card texts use for it.
 * (「阶段开始（结束步骤）」 read as a phase starting, with a step named like the End Phase.)
 */
const STEP_START_WORD: Record<string, L> = {
  'end-step': w('进入战斗阶段的结束步骤（即「战斗阶段结束时」，不是结束阶段）', "the Battle Phase's End Step beginning (\"at the end of the Battle Phase\", not the End Phase)"),
  'start-step': w('进入战斗阶段的开始步骤（即「战斗阶段开始时」）', "the Battle Phase's Start Step beginning (\"at the start of the Battle Phase\")"),
};

/** `summoned|special-summoned:standby-phase` → words; `activated` → an activation it answers. */
function eventWords(event: string, lang: Lang): string {
  const step = /^phase-start:(end-step|start-step)$/.exec(event);
  if (step) return STEP_START_WORD[step[1]!]![lang];
  const extra: Record<string, L> = {
    activated: w('回应卡·效果的发动', 'an activation it answers'),
    summoning: w('怪兽召唤之际', 'a monster being summoned'),
    'phase-start': w('阶段开始', 'a phase starting'),
  };
  const [types = '', phase] = event.split(':');
  const words = types.split('|').map((ty) => extra[ty]?.[lang] ?? EVENT_WORD[ty]?.[lang] ?? ty);
  // The phase by its title in the turn reference (`end-phase` → 结束阶段), never the id.
  const title = phase ? (phaseById(phase)?.title ?? t(phase, phase)) : null;
  // CH-QUICK-OR-ATTACKED: 「回应卡·效果的发动」 with another event is said as an alternative (its own words hold a 「·」).
  const or = types.includes('activated') && words.length > 1;
  return words.join(lang === 'en' ? (or ? ' or ' : ' / ') : or ? '，或' : '·') + (title ? (lang === 'en' ? ` (${title.en})` : `（${title.zh}）`) : '');
}

/** The answer's category words (output.md) in Chinese and English (an id not listed here is shown as it is). */
const CATEGORY_WORDS: Record<string, [string, string]> = {
  draw: ['抽卡', 'draw'], search: ['检索', 'search (Deck to hand)'], 'add-to-hand': ['加入手卡', 'add to hand'],
  'special-summon': ['特殊召唤', 'Special Summon'], 'send-to-gy': ['送去墓地', 'send to GY'], mill: ['卡组送墓', 'send from Deck to GY'],
  destroy: ['破坏', 'destroy'], banish: ['除外', 'banish'], 'return-to-hand': ['回到手卡', 'return to hand'], 'return-to-deck': ['回到卡组', 'return to Deck'],
  discard: ['丢弃', 'discard'], 'negate-activation': ['发动无效', 'negate the activation'], 'negate-effect': ['效果无效', 'negate the effect'],
  'negate-summon': ['召唤无效', 'negate the summon'], damage: ['伤害', 'damage'], recover: ['回复', 'gain LP'], 'atk-change': ['攻击力变化', 'ATK change'],
  'def-change': ['守备力变化', 'DEF change'], position: ['表示形式', 'change position'], control: ['控制权', 'take control'], equip: ['装备', 'equip'],
  token: ['衍生物', 'Token'], 'move-target': ['对象转移', 'moves the target'], 'move-attack': ['攻击对象转移', 'moves the attack'],
  attach: ['作为超量素材', 'attach as Xyz Material'], 'extra-summon': ['追加通常召唤', 'extra Normal Summon'], other: ['其他', 'other'],
};

/** A use limit in a judge's words: by card name (every copy shares it), per copy, or per card activation. */
const ONCE_WORD: Record<'hard' | 'soft' | 'card', [string, string]> = {
  hard: ['卡名1回合1次（同名卡共用）', 'once per turn by name (all copies)'],
  soft: ['1回合1次（每张卡各自）', 'once per turn (each copy)'],
  card: ['同名卡1回合只能发动1张', 'one card of this name activated per turn'],
};

/** The same limits for the whole Duel (「决斗中只能使用1次」). */
const ONCE_PER_DUEL_WORD: Record<'hard' | 'soft', [string, string]> = {
  hard: ['卡名决斗中1次（同名卡共用）', 'once per Duel by name (all copies)'],
  soft: ['决斗中1次（每张卡各自）', 'once per Duel (each copy)'],
};

/** CMP-ONCE-PER-DAMAGE-CALC: 「那次伤害计算时1次」 — a limit of one damage calculation, not a turn. */
const ONCE_PER_DAMAGE_CALC_WORD: [string, string] = ['那次伤害计算时1次（每张卡各自，不是1回合1次）', 'once per damage calculation (each copy; not once per turn)'];
/** CUR-FIREWALL-ONCE-FACE-UP: 「只在这张卡在场上表侧表示存在才有1次」 — once while this copy stays face-up, not once a turn. */
const ONCE_WHILE_FACE_UP_WORD: [string, string] = ['表侧存在期间1次（每张卡各自，不随回合重置）', 'once while face-up on the field (each copy; not reset each turn)'];

/** 时 / 场合 / a phase trigger (CARD-PHASE-TRIGGER-TIMING), and whether it can miss its timing. */
const TIMING_WORD: Record<'when' | 'if' | 'phase', [string, string]> = {
  when: ['「…时」（会错过时点）', '"when" (can miss timing)'],
  if: ['「…的场合」（不会错过时点）', '"if" (cannot miss timing)'],
  phase: ['在阶段中发动（不会错过时点）', 'activated in that phase (cannot miss timing)'],
};

/** WIN-MISS-MANDATORY-NEVER: a mandatory 「…时」 trigger is still a when, but only an optional one can miss its timing (docs/c03/诱发类效果.rst:281). */
const MANDATORY_WHEN_WORD: [string, string] = ['「…时」（必发，不会错过时点）', '"when", mandatory (cannot miss timing)'];

const ordinal = (n: number): string => (n === 1 ? '1st' : n === 2 ? '2nd' : n === 3 ? '3rd' : `${n}th`);

/** CARD-STAYS: 「持续：用对方的回合计算2回合（这张卡留在场上期间）」 — a step lasting a count of turns. */
function countedWords(c: NonNullable<CardAnswer['effects'][number]['lastsTurns']>): [string, string] {
  const who: [string, string] = c.whose === 'self' ? ['自己', "its controller's"] : ['对方', "the opponent's"];
  return [`持续：用${who[0]}的回合计算${c.n}回合${c.withCard ? '（这张卡留在场上期间）' : ''}`, `lasts ${c.n} turns counted in ${who[1]} turns${c.withCard ? ' (while this card stays on the field)' : ''}`];
}

/** CARD-STAYS: 「处理后这张卡留在场上，用对方的回合计算的第3个回合的结束阶段破坏」 — the card stays after it resolved, until then. */
function staysWords(c: NonNullable<CardAnswer['effects'][number]['staysUntil']>): [string, string] {
  const who: [string, string] = c.whose === 'self' ? ['自己', "its controller's"] : ['对方', "the opponent's"];
  return [`处理后这张卡留在场上，用${who[0]}的回合计算的第${c.n}个回合的结束阶段破坏`, `the card stays on the field after it resolves, until it is destroyed in the End Phase of the ${ordinal(c.n)} turn counted in ${who[1]} turns`];
}

/** CMP-UNTIL-NEXT-PHASE: 「直到下次的对方的准备阶段（除外的卡那时回到原来的地方）」 — when what it does ends, whose phase. */
function untilWords(u: NonNullable<CardAnswer['effects'][number]['lastsUntil']>): [string, string] {
  const who: [string, string] = u.whose === 'self' ? ['自己的', "your "] : u.whose === 'opponent' ? ['对方的', "your opponent's "] : ['', ''];
  const at: [string, string] = u.at === 'standby-phase' ? ['准备阶段', 'Standby Phase'] : u.at === 'end-phase' ? ['结束阶段', 'End Phase'] : ['回合结束时', 'turn ends'];
  const zh = u.at === 'turn-end' ? `直到下次的${who[0] ? `${who[0].slice(0, -1)}回合` : '回合'}结束时` : `直到下次的${who[0]}${at[0]}`;
  const en = u.at === 'turn-end' ? `until the end of ${who[1] ? `${who[1]}next turn` : 'the next turn'}` : `until ${who[1] || 'the '}next ${at[1]}`;
  // (s57) 「第2次自己的准备阶段」: the Nth such phase counted from the resolution, not the next one.
  if (u.nth && u.at !== 'turn-end') {
    const nthZh = `直到第${u.nth}次的${who[0]}${at[0]}（从效果处理后数起）`;
    const nthEn = `until ${who[1] || 'the '}${u.nth === 2 ? '2nd' : u.nth === 3 ? '3rd' : `${u.nth}th`} ${at[1]} counted from the resolution`;
    return u.returns ? [`${nthZh}（除外的卡那时回到原来的地方）`, `${nthEn} (the banished card comes back then, to where it was)`] : [nthZh, nthEn];
  }
  return u.returns ? [`${zh}（除外的卡那时回到原来的地方）`, `${en} (the banished card comes back then, to where it was)`] : [zh, en];
}

/** CH-PLEDGE-BATTLE-PHASE (s58): what a pledge forbids, in words (the card's own words are shown when kept). */
const PLEDGE_WORD: Record<string, [string, string]> = {
  'battle-phase': ['不能进行战斗阶段', 'conduct your Battle Phase'],
  'special-summon': ['不能特殊召唤', 'Special Summon'],
  summon: ['不能通常召唤', 'Normal Summon'],
  attack: ['攻击受限', 'attack (with the monsters it names)'],
  draw: ['不能用卡的效果抽卡', 'draw by card effects'],
  set: ['不能盖放魔法·陷阱卡', 'Set Spells/Traps'],
  other: ['不能发动其他效果', 'activate other effects'],
};

/** The pledge of an effect, as a line under it: 「誓约：发动的回合，自己不能进行战斗阶段」. Shared with the Discord renderer. */
export function pledgeWords(p: NonNullable<CardAnswer['effects'][number]['pledge']>, en: boolean): string {
  if (en) return `pledge: the turn it is activated, you cannot ${p.forbids.map((f) => PLEDGE_WORD[f]?.[1] ?? f).join(' or ')}`;
  return `誓约：发动的回合，${p.words ?? p.forbids.map((f) => PLEDGE_WORD[f]?.[0] ?? f).join('，')}`;
}

/**
 * SIT-SUMMON-PLEDGE-BATTLE-PHASE (s59): a summon's pledge as a line under its record — 「誓约：把这张卡特殊召唤的回合，自己不能进行战斗阶段」.
 * Shared with the Discord renderer.
 */
export function summonPledgeWords(p: NonNullable<CardAnswer['effects'][number]['summonPledge']>, en: boolean): string {
  if (en) return `pledge: the turn it is Special Summoned${p.by === 'procedure' ? ' by this procedure' : ''}, its summoner cannot conduct the Battle Phase ("${p.words}")`;
  return `誓约：${p.words}`;
}

/** CARD-SUMMON-KIND: the kind of summon a trigger wants, in words. */
const SUMMON_KIND_WORD: Record<string, [string, string]> = { fusion: ['融合', 'Fusion'], synchro: ['同调', 'Synchro'], xyz: ['超量', 'Xyz'], link: ['连接', 'Link'], ritual: ['仪式', 'Ritual'], pendulum: ['灵摆', 'Pendulum'] };

/** The kind of a record that holds only a summon's pledge (its own sentence): no effect applied on the field, not activated. */
const SUMMON_PLEDGE_WORD = w('特殊召唤的誓约（不是效果，不入连锁）', 'pledge of its Special Summon (not an effect; not activated)');

/**
 * One effect of a card as a line: its mark, then kind, speed, where, event, timing, mandatory,
 * targeting, negation and source. Shared with the Discord renderer.
 */
export function describeCardEffect(e: CardAnswer['effects'][number], lang: Lang): string {
  const en = lang === 'en';
  const bits = [
    e.restriction ? RESTRICTION_WORD[lang] : e.summonPledge && e.kind === 'continuous' ? SUMMON_PLEDGE_WORD[lang] : EFFECT_KIND_WORD[e.kind]?.[lang] ?? e.kind,
    e.speed ? (en ? `Spell Speed ${e.speed}` : `${e.speed}速`) : null,
    e.activatedFrom ? (en ? `from ${placeWords(e.activatedFrom, lang)}` : `在${placeWords(e.activatedFrom, lang)}发动`) : null,
    // (CARD-SUMMON-KIND: a trigger on one kind of summon says that kind — 「条件：融合召唤」, "on its Fusion Summon".)
    e.summonKind ? (en ? `on its ${SUMMON_KIND_WORD[e.summonKind]![1]} Summon` : `条件：${SUMMON_KIND_WORD[e.summonKind]![0]}召唤`) : e.event ? (en ? `on ${eventWords(e.event, lang)}` : `条件：${eventWords(e.event, lang)}`) : null,
    // (A step of the Battle Phase is a step, not a phase: its trigger is activated in that step.)
    e.timing ? (e.timing === 'phase' && STEP_START_WORD[e.event?.split(':')[1] ?? ''] ? (en ? 'activated in that step (cannot miss timing)' : '在步骤中发动（不会错过时点）') : e.timing === 'when' && e.mandatory ? MANDATORY_WHEN_WORD[en ? 1 : 0] : TIMING_WORD[e.timing][en ? 1 : 0]) : null,
    e.mandatory === null ? null : e.mandatory ? (en ? 'mandatory' : '必发') : en ? 'optional' : '选发',
    e.targets ? (en ? 'targets' : '取对象') : null,
    e.oncePerTurn && e.oncePerFaceUp ? ONCE_WHILE_FACE_UP_WORD[en ? 1 : 0] : e.oncePerTurn && e.oncePerDamageCalc ? ONCE_PER_DAMAGE_CALC_WORD[en ? 1 : 0] : e.oncePerTurn ? (e.oncePerDuel ? ONCE_PER_DUEL_WORD[e.oncePerTurn === 'soft' ? 'soft' : 'hard'] : ONCE_WORD[e.oncePerTurn])[en ? 1 : 0] : null,
    e.negates ? (en ? `negates ${e.negates}` : `无效${{ activation: '发动', effect: '效果', summon: '召唤' }[e.negates]}`) : null,
    e.categories?.length ? (en ? `does: ${e.categories.map((c) => CATEGORY_WORDS[c]?.[1] ?? c).join(', ')}` : `处理：${e.categories.map((c) => CATEGORY_WORDS[c]?.[0] ?? c).join('、')}`) : null,
    e.lastsUntil ? untilWords(e.lastsUntil)[en ? 1 : 0] : null,
    e.lastsTurns ? countedWords(e.lastsTurns)[en ? 1 : 0] : null,
    e.staysUntil ? staysWords(e.staysUntil)[en ? 1 : 0] : null,
    e.source === 'inferred' ? (en ? 'compiled from the text' : '由卡片文本编译') : en ? 'curated' : '人工整理',
  ].filter(Boolean);
  // Record 0 is the card's plain activation: its kind already says so.
  // A ● option (「以下效果选择1个发动」) is marked by its effect and option: ①●2.
  const mark = e.choice ? `${pick(effectMark(e.choice.of), lang)}●${e.choice.option}` : e.n === 0 ? '◇' : pick(effectMark(e.n), lang);
  return `${mark} ${bits.join(' · ')}`;
}

const CARD_KIND_WORD: Record<string, L> = { monster: w('怪兽', 'Monster'), spell: w('魔法', 'Spell'), trap: w('陷阱', 'Trap') };

/** The card words of src/cards/subtype-words.ts, by language. */
const SUBTYPE_WORD: Record<string, L> = Object.fromEntries(Object.entries(SUBTYPE_WORDS).map(([k, v]) => [k, w(v.zh, v.en)]));

/** 「效果·调整 怪兽」 / "Effect Tuner Monster". Shared with the Discord renderer. */
export function describeCardType(type: CardAnswer['type'], lang: Lang): string {
  const subs = type.subtypes.map((s) => SUBTYPE_WORD[s]?.[lang] ?? s);
  const kind = CARD_KIND_WORD[type.kind]?.[lang] ?? type.kind;
  return lang === 'en' ? [...subs, kind].join(' ') : `${subs.join('·')}${kind}`;
}

export function renderCardText(answer: CardAnswer | ErrorAnswer, lang: Lang): string {
  if (!answer.ok) return renderErrorText(answer, lang);
  const en = lang === 'en';
  const out: string[] = [];
  const display = en && answer.names.en ? answer.names.en : answer.card.name;
  const names = [answer.card.name, answer.names.official, answer.names.en].filter((n, i, all): n is string => Boolean(n) && n !== display && all.indexOf(n) === i);
  out.push(`${display} (${answer.card.id})${names.length ? ` — ${names.join(' / ')}` : ''}`);
  out.push(`${en ? 'Type' : '种类'}: ${describeCardType(answer.type, lang)}`);
  if (answer.names.aliases.length) out.push(`${en ? 'Also called' : '别名'}: ${answer.names.aliases.join(en ? ', ' : '、')}`);
  if (answer.limit) out.push(limitLine(answer.limit, lang));
  for (const e of answer.effects) {
    out.push(`  ${describeCardEffect(e, lang)}`);
    if (e.summary) out.push(`     ${e.summary}`);
    if (e.pledge) out.push(`     ${pledgeWords(e.pledge, en)}`);
    if (e.summonPledge) out.push(`     ${summonPledgeWords(e.summonPledge, en)}`);
    for (const u of e.unknown ?? []) out.push(`     ? ${en ? 'not understood' : '未理解'}: ${u}`);
  }
  // The card's own words under the facts, so a judge can read the wording.
  if (answer.text) out.push('', `${en ? 'Card text' : '卡片文本'}:`, ...answer.text.split('\n').map((l) => `  ${l}`));
  for (const n of answer.notes) out.push(`※ ${n}`);
  for (const a of answer.assumptions) out.push(`※ ${a}`);
  for (const l of answer.links ?? []) out.push(`${l.label}: ${l.url}`);
  return out.join('\n');
}

export function renderPhaseText(answer: PhaseAnswer | TurnAnswer | ErrorAnswer, lang: Lang): string {
  if (!answer.ok) return renderErrorText(answer, lang);
  const en = lang === 'en';
  if ('turn' in answer) {
    const lines = [en ? 'The turn:' : '回合的流程：'];
    const walk = (nodes: { id: string; title: string; children: unknown[] }[], depth: number) => {
      for (const n of nodes) {
        lines.push(`${'  '.repeat(depth + 1)}${n.title} (${n.id})`);
        walk(n.children as { id: string; title: string; children: unknown[] }[], depth + 1);
      }
    };
    walk(answer.turn as { id: string; title: string; children: unknown[] }[], 0);
    return lines.join('\n');
  }
  const out = [`${answer.title} — ${answer.names.join(' / ')}`];
  for (const s of answer.seeAlso ?? []) out.push(`※ ${s.why} → ${s.title}`);
  for (const s of answer.sections) out.push('', `【${s.heading}】`, s.text);
  for (const e of answer.examples) {
    out.push('', `${en ? 'Example' : '例'}: ${e.title}`, e.text);
    if (e.notation) out.push(`  ${e.notation}`);
  }
  return out.join('\n');
}

const LIMIT_WORD: Record<CardLimit['status'], L> = {
  forbidden: w('禁止', 'Forbidden'),
  limited: w('限制（1张）', 'Limited (1)'),
  'semi-limited': w('准限制（2张）', 'Semi-Limited (2)'),
  unlimited: w('无限制', 'Unlimited'),
};

/** 「禁限：限制（1张）· 2026.10 OCG（2026-10）」. Shared with the Discord renderer. */
export function limitLine(limit: CardLimit, lang: Lang): string {
  const date = limit.date && limit.date !== limit.list ? (lang === 'en' ? ` (${limit.date})` : `（${limit.date}）`) : '';
  return lang === 'en'
    ? `Limit list: ${LIMIT_WORD[limit.status].en} · OCG list ${limit.list}${date}`
    : `禁限：${LIMIT_WORD[limit.status]['zh-CN']} · OCG 卡表 ${limit.list}${date}`;
}

export const DECK_SECTION_WORD = { main: w('主卡组', 'Main'), extra: w('额外卡组', 'Extra'), side: w('副卡组', 'Side') } as const;

/** The verdict line of a deck check: legal or not, per which list, the section sizes. */
export function deckHead(answer: DeckAnswer, lang: Lang): string {
  const en = lang === 'en';
  const verdict = answer.legal ? (en ? '✅ Legal' : '✅ 合法') : en ? `❌ Not legal: ${answer.problems.length} problem${answer.problems.length === 1 ? '' : 's'}` : `❌ 不合法：${answer.problems.length} 个问题`;
  const list = answer.list ? (en ? ` (OCG list ${answer.list.name})` : `（OCG 卡表 ${answer.list.name}）`) : '';
  const sizes = (['main', 'extra', 'side'] as const).map((s) => `${DECK_SECTION_WORD[s][lang]} ${answer.counts[s]}`).join(' · ');
  return `${verdict}${list}\n${sizes}`;
}

export function renderDeckText(answer: DeckAnswer | ErrorAnswer, lang: Lang): string {
  if (!answer.ok) return renderErrorText(answer, lang);
  const out = [deckHead(answer, lang)];
  for (const p of answer.problems) out.push(`  ✗ ${p.message}`);
  for (const n of answer.notes) out.push(`※ ${n}`);
  return out.join('\n');
}

/**
 * CH-TOKEN-VANISHES / WIN-TOKEN-VANISHED: what a Token that left the field did instead of arriving — it vanished (消灭), never in the
 * hand, Deck or GY (docs/c02/基本用语.rst:1032). Said for where the event would have put it.
 */
function vanishedWord(type: string, en: boolean): string {
  if (type === 'sent-to-gy') return en ? 'vanished (a Token leaving the field is never sent to the GY)' : '消灭（衍生物离开场上就消失，不会送去墓地）';
  // (A banished Token left the field by being banished — it counts as leaving the field — but vanished that moment: docs/c03/特定效果的处理方法.rst:632, :889.)
  if (type === 'banished') return en ? 'banished and vanished at once (a Token is never a banished card)' : '除外，在那个时点消灭（衍生物不会留在除外状态）';
  return en ? 'vanished (a Token never reaches the hand or Deck)' : '消灭（衍生物不会回到手卡·卡组）';
}
