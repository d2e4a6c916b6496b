/**
 * The lexer of the chain notation: moo cuts the text into small pieces, then a short context pass
 * (`segment`) decides where each bare card name ends, so that the Nearley grammar only ever sees
 * whole tokens and stays unambiguous by construction.
 *
 * Why two steps: a bare name may hold spaces (`冥王龙 断罪神`), and whether `C2`, `A场:` or `解放`
 * after a space ends it depends on where we are (in the situation block, in an action). moo cannot
 * look behind or carry that context cheaply; a linear pass over moo's pieces can, and it keeps the
 * grammar small and fast (no character-level Earley work).
 */
import moo from 'moo';
import type { LaterMoment } from './ast.js';

/** Token types the grammar sees (see grammars/chain.ne). */
export type TokType =
  | 'marker' // C1, c2, CHAIN3, 连锁4, Ｃ５ — only at the start, after white space or after } 】
  | 'ctrl' // A: B: 我方： 对方: …
  | 'name' // a bare card name (spaces inside allowed)
  | 'qname' // a quoted name 《…》 「…」 『…』 "…"
  | 'passcode' // 5 to 8 bare digits
  | 'num' // other bare digits (LP, hand size)
  | 'eff' // ① … ⑳, #n, 效果n
  | 'arrow' // → -> =>
  | 'sep' // , ， 、
  | 'semi' // ; ；
  | 'colon' // a stray : (never valid on its own)
  | 'note' // […] (…) （…）
  | 'lbrace' // { 【
  | 'rbrace' // } 】
  | 'closer' // a stray closing bracket or quote
  | 'key_turn'
  | 'key_phase'
  | 'key_attack'
  | 'key_zone'
  | 'key_hand_en' // `A hand:` — a hand-size number or a list of cards in hand
  | 'key_lp'
  | 'key_handsize'
  | 'key_history' // 本回合: / earlier: — what happened earlier this turn (issue 16)
  | 'key_last_turn' // 上回合: / last-turn: — activations of the turn before whose locks may last into this one (CH-LINGERING-LOCK-LAST-TURN)
  | 'verb' // 召唤 上级召唤 特殊召唤 … (an action instead of a chain)
  | 'tribute' // 解放 in `上级召唤 X 解放 Y,Z`
  | 'ask' // 伤害计算 / 攻守计算 after the situation block alone: ask for the numbers (issue 16)
  | 'later' // 回合结束后 / 伤害计算后 as the last word: the numbers once that duration has ended (issue 16)
  | 'then' // 然后 / then between two chains: the next chain starts from the board the one before left (SIT-THEN-CHAIN, issue 16)
  | 'count'; // A count after the state (s56): `×2` after a zone card's state note (`羊衍生物(守)×2`), as `羊衍生物×2(守)` says it

export type Player = 'A' | 'B';
export type Zone = 'field' | 'hand' | 'gy' | 'banished' | 'deck' | 'extra';

/** A token as the grammar receives it. `offset`/`end` are UTF-16 offsets into the input. */
export interface Tok {
  type: TokType;
  /** The text as typed. */
  text: string;
  offset: number;
  end: number;
  /** Type-specific meaning (see `TokValue`). */
  value: TokValue;
  // nearley reads line/col only when it formats its own errors.
  line: number;
  col: number;
}

export type TokValue =
  | { t: 'marker'; n: number; marker: string }
  | { t: 'ctrl'; player: Player }
  | { t: 'text'; text: string }
  | { t: 'qname'; name: string; quote: '《' | '「' | '『' | '"' }
  | { t: 'number'; n: number }
  /** Form 17: `P①`, `P#1`, `灵摆效果1` — a Pendulum Effect's number. */
  | { t: 'peff'; n: number }
  | { t: 'note'; text: string; bracket: '[' | '(' | '（' }
  | { t: 'bracket'; bracket: '{' | '【' }
  /** `complete` (SIT-FIELD-COMPLETE): `A场只有:` — the field holds only the cards listed. */
  | { t: 'zone'; player: Player; zone: Zone; complete?: true }
  | { t: 'player'; player: Player }
  | { t: 'verb'; verb: string }
  | { t: 'none' };

/** A lexing error: an unclosed quote or bracket. */
export interface LexError {
  offset: number;
  opener: string;
  closer: string;
}

// ---------------------------------------------------------------- moo rules

/** Each character of a class as its own literal (for moo's fast path, below). */
const chars = (s: string): string[] => [...s];
const CIRCLED = Array.from({ length: 20 }, (_, i) => String.fromCharCode(0x2460 + i)); // ① … ⑳

const rawLexer = moo.compile({
  // Single-character tokens first, as literals: moo looks those up by character code before it runs
  // its combined RegExp (whose match array has a slot per rule), but only for literal rules that come
  // before every RegExp rule. None of these characters can start a longer token (the word rule
  // excludes them all), so taking them first changes no token.
  sep: chars(',，、'),
  semi: chars(';；'),
  colon: chars(':：'),
  lbrace: chars('{【'),
  rbrace: chars('}】'),
  closer: chars('》」』])）'),
  effCircled: CIRCLED,
  // A plain space is the commonest piece of all: it takes the fast path too, one space a piece, and
  // lexRaw makes it white space and joins a run of white space back into one piece.
  space: ' ',
  ws: { match: /\s+/, lineBreaks: true },
  // Longer marker words first: the alternation takes the first that matches.
  marker: /(?:CHAIN|Chain|chain|ＣＨＡＩＮ|Ｃｈａｉｎ|连锁|[CcＣｃ])[0-9０-９]+/,
  effHash: /[#＃][0-9０-９]+/,
  effWord: /效果[0-9０-９]+/,
  // Form 17: a Pendulum Effect's number. `P` glued before ①/#n (or 灵摆 before 效果n) belongs to the
  // number, not to the name; the word rule below leaves such a P/灵 alone.
  effPend: /[PＰ](?:[①-⑳]|[#＃][0-9０-９]+)|灵摆效果[0-9０-９]+/,
  arrow: ['→', '->', '=>'],
  qname: { match: /《[^》]*》|「[^」]*」|『[^』]*』|"[^"]*"/, lineBreaks: true },
  note: { match: /\[[^\]]*\]|\([^)]*\)|（[^）]*）/, lineBreaks: true },
  // An opener whose closer never comes: everything to the end (reported as an error).
  unclosed: { match: /[《「『"[(（][^]*/, lineBreaks: true },
  // Everything else, in runs. It stops only where another rule could start a token here:
  // `#3`, `效果3`, `->`, `=>` (a lone `#`, `效`, `-`, `=` stay part of the word).
  word: /(?:[^\s{}【】[\]()（）,，、;；:：《》「」『』"①-⑳→#＃效\-=PＰ灵]|[#＃](?![0-9０-９])|效(?!果[0-9０-９])|-(?!>)|=(?!>)|[PＰ](?![①-⑳]|[#＃][0-9０-９])|灵(?!摆效果[0-9０-９]))+/,
});

interface Raw {
  type: string;
  text: string;
  offset: number;
}

function lexRaw(input: string): Raw[] {
  rawLexer.reset(input);
  const out: Raw[] = [];
  // moo's own token objects (every rule is named, so each has its type): no copy per piece.
  for (let tok = rawLexer.next(); tok; tok = rawLexer.next()) {
    if (tok.type === 'space') tok.type = 'ws';
    const last = out[out.length - 1];
    if (tok.type === 'ws' && last?.type === 'ws') out[out.length - 1] = { type: 'ws', text: last.text + tok.text, offset: last.offset };
    else out.push(tok as Raw);
  }
  return out;
}

// ---------------------------------------------------------------- vocabulary

const FULLWIDTH_DIGIT = /[０-９]/g;
/** `１２` → `12`: users on Chinese keyboards type full-width digits. */
export function asciiDigits(s: string): string {
  // Most numbers are typed in ASCII: skip the replace (a regex run and a callback) then.
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xff10 && c <= 0xff19) return s.replace(FULLWIDTH_DIGIT, (d) => String.fromCharCode(d.charCodeAt(0) - 0xff10 + 48));
  }
  return s;
}

/** The controller words before a colon (`A:`, `对方：`); exported for /help's word check (test/help/help.test.ts). */
export const CONTROLLERS: Readonly<Record<string, Player>> = {
  A: 'A', B: 'B', Ａ: 'A', Ｂ: 'B',
  我: 'A', 我方: 'A', 自己: 'A',
  对: 'B', 对方: 'B', 对手: 'B',
};
const PLAYERS: Record<string, Player> = { ...CONTROLLERS };

/** Chinese zone words, glued to the player (`A场`) or after a space (`A 场`); exported for /help's word check. */
export const ZONE_WORDS: Readonly<Record<string, Zone | 'lp' | 'handsize' | 'hand-en'>> = {
  场: 'field', 手: 'hand', 手卡: 'hand', 墓: 'gy', 墓地: 'gy', 除外: 'banished', 卡组: 'deck', 额外: 'extra',
  基本分: 'lp', 手卡数: 'handsize',
  // English, after a space: `A field:`.
  field: 'field', gy: 'gy', grave: 'gy', graveyard: 'gy', banished: 'banished', deck: 'deck', extra: 'extra',
  lp: 'lp', hand: 'hand-en',
};
/** The situation keys that name no player (`回合:`, `本回合:` …); exported for /help's word check. */
export const SIMPLE_KEYS: Readonly<Record<string, 'key_turn' | 'key_phase' | 'key_attack' | 'key_history' | 'key_last_turn'>> = {
  回合: 'key_turn', turn: 'key_turn',
  本回合: 'key_history', 之前: 'key_history', earlier: 'key_history',
  上回合: 'key_last_turn', 上个回合: 'key_last_turn', 'last-turn': 'key_last_turn',
  阶段: 'key_phase', phase: 'key_phase',
  攻击: 'key_attack', attack: 'key_attack',
};
// The same tables as Maps for the lexer's lookups: `word in record` with a freshly sliced string misses
// V8's inline cache and goes to the runtime on every piece (it was half of the lexer's time), and it
// would also take inherited names (`constructor:`) for controllers.
const CONTROLLER_OF = new Map(Object.entries(CONTROLLERS));
const PLAYER_OF = new Map(Object.entries(PLAYERS));
const ZONE_OF = new Map(Object.entries(ZONE_WORDS));
const SIMPLE_KEY_OF = new Map(Object.entries(SIMPLE_KEYS));
/**
 * A glued key (`A场:`); `只有`/`仅有` after a zone of cards (SIT-FIELD-COMPLETE: `A场只有:`; SIT-ZONE-COMPLETE: `B墓只有:`, `A手只有:` …),
 * never after a number key (`A基本分只有:` is no key).
 */
const gluedKey = (w: string): boolean => {
  const m = GLUED_KEY.exec(w);
  return m !== null && (m[3] === undefined || CARD_ZONE_WORDS.has(m[2]!));
};
/** The zone words that hold cards: `只有` (only) may follow them. */
const CARD_ZONE_WORDS: ReadonlySet<string> = new Set(['场', '手', '手卡', '墓', '墓地', '除外', '卡组', '额外', 'field', 'gy', 'grave', 'graveyard', 'banished', 'deck', 'extra']);
const GLUED_KEY = /^(A|B|Ａ|Ｂ|我方|我|自己|对方|对手|对)(场|手卡数|手卡|手|墓地|墓|除外|卡组|额外|基本分)(只有|仅有)?$/;

/** Action words; each must be followed by white space (`破坏轮` is a card). */
export const VERBS: Record<string, string> = {
  召唤: 'summon', 通常召唤: 'summon', 上级召唤: 'tribute-summon', 特殊召唤: 'special-summon',
  反转召唤: 'flip-summon', 反转: 'flip', 攻击宣言: 'attack', 丢弃: 'discard', 破坏: 'destroy',
  送墓: 'send-to-gy', 除外: 'banish',
  // Added (issue 16, FD-SUMMON-MEMORY): a Special Summon by a summon's own method, with its materials
  // (`同调召唤 X 素材 Y,Z`): the verb is a Special Summon; the part after the colon says which.
  融合召唤: 'special-summon:fusion', 同调召唤: 'special-summon:synchro', 超量召唤: 'special-summon:xyz',
  连接召唤: 'special-summon:link', 仪式召唤: 'special-summon:ritual',
  // Added (issue 16, CH-PENDULUM-SUMMON): a Pendulum Summon (灵摆召唤) — a Special Summon by rule, with no materials.
  灵摆召唤: 'special-summon:pendulum',
  // Setting a card (盖放): a Spell/Trap Set in the S/T zone, or a monster Set face-down. 覆盖 is
  // the other common Chinese word; `set` the English one (lower case, as players type it).
  盖放: 'set', 覆盖: 'set', set: 'set', Set: 'set',
  // Added (issue 16, CH-POSITION-CHANGE): a change of battle position by the rules, in the Main Phase.
  表示形式变更: 'change-position', 变更表示形式: 'change-position',
  // Added (s56, WIN-DIRECT-DAMAGE): a direct attack that reached damage calculation — its battle damage (直接攻击的战斗伤害) is dealt.
  直接攻击: 'direct-attack',
};

const VERB_OF = new Map(Object.entries(VERBS));

/** 「青眼白龙 特殊召唤」: a name read up to an action word written after it (for the error message only). */
export function trailingVerb(name: string): { verb: string; card: string } | null {
  const sp = name.lastIndexOf(' ');
  const word = sp > 0 ? name.slice(sp + 1) : '';
  return VERB_OF.has(word) ? { verb: word, card: name.slice(0, sp).trim() } : null;
}

/**
 * Issue 16 (攻守计算): the words that ask for the numbers of the situation as it stands — ATK/DEF and
 * the damage calculation of its attack — instead of a chain or an action. Only as the whole rest of
 * the input, so a card named like them still reads as a card everywhere else.
 */
export const ASK_WORDS = new Set(['伤害计算', '攻守计算', '计算', '攻守', 'damage-calculation', 'calculate', 'stats']);

/**
 * Added (issue 16, CH-STAT-DURATION-END): the words naming a moment after the chain or the situation — the end of the
 * turn, the end of the damage calculation — where the changes lasting until then stop applying. Only as the last word
 * of the input (after white space or the situation block), so a card named like them still reads as a card everywhere else.
 */
export const LATER_WORDS = new Map<string, LaterMoment>([
  ['回合结束后', 'turn-end'], ['回合结束时', 'turn-end'], ['回合结束', 'turn-end'], ['下个回合', 'turn-end'], ['end-of-turn', 'turn-end'], ['after-the-turn', 'turn-end'],
  ['伤害计算后', 'damage-calc-end'], ['伤害计算结束后', 'damage-calc-end'], ['after-damage-calculation', 'damage-calc-end'],
  // Added (issue 16, CH-END-PHASE-PLAYED): the End Phase played after the chain — the steps left for it are done then.
  ['结束阶段', 'end-phase'], ['到结束阶段', 'end-phase'], ['结束阶段时', 'end-phase'], ['end-phase', 'end-phase'],
  // Added (CH-END-PHASE-NEXT-TURN): the End Phase of the next turn — the steps left for it (「下个回合的结束阶段」) are done then too.
  ['下个回合的结束阶段', 'next-end-phase'], ['下个回合结束阶段', 'next-end-phase'], ['next-end-phase', 'next-end-phase'],
  // Added (issue 16, CH-STANDBY-PHASE-PLAYED): the next Standby Phase played after the chain — the returns left for it are done then.
  // Added (CH-BATTLE-PHASE-END-POSITION): the end of the Battle Phase (战斗阶段结束时) — the steps its cards leave for it are done then.
  ['战斗阶段结束', 'battle-phase-end'], ['战斗阶段结束时', 'battle-phase-end'], ['战斗阶段结束后', 'battle-phase-end'], ['battle-phase-end', 'battle-phase-end'],
  ['准备阶段', 'standby-phase'], ['下次的准备阶段', 'standby-phase'], ['下个准备阶段', 'standby-phase'], ['准备阶段时', 'standby-phase'], ['standby-phase', 'standby-phase'],
]);

/**
 * Added (issue 16, SIT-THEN-CHAIN): the words between two chains — the next chain is started once the one before has
 * resolved, from the board and the turn it left (`C1 A:黑洞 然后 C1 B:…`). Only after white space and before a link
 * marker, so a card named with them still reads as a card everywhere else.
 */
export const THEN_WORDS = new Set(['然后', '接着', '之后', '随后', '再然后', 'then', 'Then', 'THEN']);

/** A count after the state (s56): a count written alone (`×2`, `x2`, `*2`), as ./count.ts reads one glued to a name. */
const COUNT_WORD = /^[×✕xXｘＸ*＊][0-9０-９]+$/u;

const CIRCLED_BASE = '①'.charCodeAt(0);

// ---------------------------------------------------------------- segment

export type SegmentResult = { ok: true; tokens: Tok[] } | { ok: false; error: LexError };

const CLOSERS: Record<string, string> = { '《': '》', '「': '」', '『': '』', '"': '"', '[': ']', '(': ')', '（': '）' };

/** An ASCII or full-width digit. */
const isDigit = (c: number): boolean => (c >= 0x30 && c <= 0x39) || (c >= 0xff10 && c <= 0xff19);

/**
 * Turn moo's pieces into grammar tokens: join bare names, recognise controllers, situation keys,
 * action words, and demote a marker-shaped piece that does not follow white space to name text.
 */
export function segment(input: string): SegmentResult {
  const raw = lexRaw(input);
  const out: Tok[] = [];
  let inBlock = false;
  let inAction = false;
  let sawBody = false; // a token after the situation block (an action word must come first)

  const end = (r: Raw) => r.offset + r.text.length;
  const typeAt = (i: number) => raw[i]?.type;
  const emit = (type: TokType, start: number, stop: number, value: TokValue) => {
    out.push({ type, text: input.slice(start, stop), offset: start, end: stop, value, line: 1, col: start + 1 });
    if (!inBlock && type !== 'lbrace' && type !== 'rbrace') sawBody = true;
  };
  /** A marker counts only at the start, after white space, after } 】, and (as a link reference) after → or a separator. */
  const markerHere = (i: number) => {
    const p = typeAt(i - 1);
    return p === undefined || p === 'ws' || p === 'rbrace' || p === 'arrow' || p === 'sep';
  };
  const isCtrlAt = (i: number) => typeAt(i + 1) === 'colon' && typeAt(i) === 'word' && CONTROLLER_OF.has(raw[i]!.text);
  /** Length in raw pieces of a situation key starting at i (0: none). Includes the colon. */
  const keyAt = (i: number): number => {
    if (!inBlock || typeAt(i) !== 'word') return 0;
    const w = raw[i]!.text;
    if (typeAt(i + 1) === 'colon' && (SIMPLE_KEY_OF.has(w.toLowerCase()) || gluedKey(w))) return 2;
    if (
      typeAt(i + 1) === 'ws' && typeAt(i + 2) === 'word' && typeAt(i + 3) === 'colon' &&
      PLAYER_OF.has(w) && ZONE_OF.has(raw[i + 2]!.text.toLowerCase())
    ) return 4;
    // SIT-FIELD-COMPLETE: `A field only:` (SIT-ZONE-COMPLETE: `B gy only:` …).
    if (
      typeAt(i + 1) === 'ws' && typeAt(i + 2) === 'word' && typeAt(i + 3) === 'ws' && typeAt(i + 4) === 'word' && typeAt(i + 5) === 'colon' &&
      PLAYER_OF.has(w) && CARD_ZONE_WORDS.has(raw[i + 2]!.text.toLowerCase()) && raw[i + 4]!.text.toLowerCase() === 'only'
    ) return 6;
    return 0;
  };
  const emitKey = (i: number, len: number) => {
    const first = raw[i]!;
    const colon = raw[i + len - 1]!;
    let player: Player;
    let zoneWord: string;
    let complete = len === 6;
    if (len === 2) {
      const simple = SIMPLE_KEY_OF.get(first.text.toLowerCase());
      if (simple) return emit(simple, first.offset, end(colon), { t: 'none' });
      const m = GLUED_KEY.exec(first.text)!;
      player = PLAYER_OF.get(m[1]!)!;
      zoneWord = m[2]!;
      complete = m[3] !== undefined;
    } else {
      player = PLAYER_OF.get(first.text)!;
      zoneWord = raw[i + 2]!.text.toLowerCase();
    }
    const z = ZONE_OF.get(zoneWord)!;
    const span: [number, number] = [first.offset, end(colon)];
    if (z === 'lp') emit('key_lp', ...span, { t: 'player', player });
    else if (z === 'handsize') emit('key_handsize', ...span, { t: 'player', player });
    else if (z === 'hand-en') emit('key_hand_en', ...span, { t: 'player', player });
    else emit('key_zone', ...span, complete ? { t: 'zone', player, zone: z, complete: true } : { t: 'zone', player, zone: z });
  };
  /** A later word (LATER_WORDS) as the input's last piece, after white space or the situation block's }. */
  const laterAt = (i: number): boolean =>
    LATER_WORDS.has(raw[i]!.text) && (typeAt(i - 1) === 'ws' || typeAt(i - 1) === 'rbrace') && (typeAt(i + 1) === undefined || (typeAt(i + 1) === 'ws' && typeAt(i + 2) === undefined));
  /** SIT-THEN-CHAIN: a then word (THEN_WORDS) out of the block, after white space and before white space and a link marker. */
  const thenAt = (i: number): boolean =>
    THEN_WORDS.has(raw[i]!.text) && typeAt(i - 1) === 'ws' && typeAt(i + 1) === 'ws' && thenBefore(i + 2);
  /** What may follow a then word: a link marker, an action word, or (SIT-THEN-LATER) the last word (`… 然后 结束阶段`). */
  const thenBefore = (i: number): boolean => typeAt(i) === 'marker' || verbAt(i) || (typeAt(i) === 'word' && laterAt(i));
  /**
   * SIT-THEN-LATER: a then word glued to the end of a bare name (`紧急瞬间移动然后 结束阶段`), before what a then word
   * may precede — no card name ends with one, so it is the then word, not part of a name a fuzzy match would swallow.
   * Returns the then word's length (0: none).
   */
  const gluedThenAt = (j: number): number => {
    if (typeAt(j) !== 'word' || typeAt(j + 1) !== 'ws' || !thenBefore(j + 2)) return 0;
    const text = raw[j]!.text;
    for (const w of THEN_WORDS) if (text.length > w.length && text.endsWith(w) && /^[\u4e00-\u9fff]/.test(w)) return w.length;
    return 0;
  };
  /** SIT-THEN-ACTION (review s47): an action word, followed by white space, at i (after a then word it starts the action). */
  const verbAt = (i: number): boolean => typeAt(i) === 'word' && VERB_OF.has(raw[i]!.text) && typeAt(i + 1) === 'ws';
  /** Is the name-ish piece at i the start of something that ends a bare name (after white space)? */
  const stopsName = (i: number): boolean => {
    if (typeAt(i) !== 'word') return true; // markers after white space, punctuation, quotes, …
    if (isCtrlAt(i)) return true;
    if (keyAt(i) > 0) return true;
    if (!inBlock && laterAt(i)) return true;
    if (!inBlock && thenAt(i)) return true;
    if (inAction && (raw[i]!.text === '解放' || raw[i]!.text === '素材') && typeAt(i + 1) === 'ws') return true;
    return false;
  };

  for (let i = 0; i < raw.length; i++) {
    const r = raw[i]!;
    switch (r.type) {
      case 'ws':
        continue;
      case 'unclosed': {
        const opener = r.text[0]!;
        return { ok: false, error: { offset: r.offset, opener, closer: CLOSERS[opener] ?? '' } };
      }
      case 'lbrace':
        emit('lbrace', r.offset, end(r), { t: 'bracket', bracket: r.text === '【' ? '【' : '{' });
        inBlock = true;
        continue;
      case 'rbrace':
        emit('rbrace', r.offset, end(r), { t: 'bracket', bracket: r.text === '】' ? '【' : '{' });
        inBlock = false;
        continue;
      case 'effCircled':
        emit('eff', r.offset, end(r), { t: 'number', n: r.text.charCodeAt(0) - CIRCLED_BASE + 1 });
        continue;
      case 'effHash':
        emit('eff', r.offset, end(r), { t: 'number', n: Number(asciiDigits(r.text.slice(1))) });
        continue;
      case 'effWord':
        emit('eff', r.offset, end(r), { t: 'number', n: Number(asciiDigits(r.text.slice(2))) });
        continue;
      case 'effPend': {
        // P① / P#1 / 灵摆效果1: the digits after the P (or after 灵摆效果).
        const rest = r.text.startsWith('灵摆效果') ? r.text.slice(4) : r.text.slice(1);
        const n = /^[①-⑳]$/.test(rest) ? rest.charCodeAt(0) - CIRCLED_BASE + 1 : Number(asciiDigits(rest.replace(/^[#＃]/, '')));
        emit('eff', r.offset, end(r), { t: 'peff', n });
        continue;
      }
      case 'arrow':
      case 'sep':
      case 'semi':
      case 'colon':
      case 'closer':
        emit(r.type, r.offset, end(r), { t: 'none' });
        continue;
      case 'qname': {
        const quote = r.text[0] as '《' | '「' | '『' | '"';
        emit('qname', r.offset, end(r), { t: 'qname', name: r.text.slice(1, -1).trim(), quote });
        continue;
      }
      case 'note': {
        const bracket = r.text[0] as '[' | '(' | '（';
        emit('note', r.offset, end(r), { t: 'note', text: r.text.slice(1, -1).trim(), bracket });
        continue;
      }
      case 'marker':
        if (markerHere(i)) {
          // Form 14: a link marker after an action starts the chain built in its window; from here
          // on 解放 is name text again (it ends names only inside the action).
          const p = typeAt(i - 1);
          if (p !== 'arrow' && p !== 'sep') inAction = false;
          // The word before the number (C, 连锁, CHAIN …: no digit in it) and the number (issue 10: found by a loop, not a RegExp).
          let d = 0;
          while (!isDigit(r.text.charCodeAt(d))) d++;
          emit('marker', r.offset, end(r), { t: 'marker', marker: r.text.slice(0, d), n: Number(asciiDigits(r.text.slice(d))) });
          continue;
        }
        break; // glued to what precedes it: part of a name (No.C39)
      case 'word':
        // `对手:` is both a controller (opponent) and a key (对 + 手: B's hand). In the block a key
        // wins, except where a card is expected (after `攻击:` or an arrow).
        if (isCtrlAt(i) && !(keyAt(i) > 0 && !['key_attack', 'arrow'].includes(out.at(-1)?.type ?? ''))) {
          emit('ctrl', r.offset, end(raw[i + 1]!), { t: 'ctrl', player: CONTROLLER_OF.get(r.text)! });
          i += 1;
          continue;
        }
        {
          const k = keyAt(i);
          if (k > 0) {
            emitKey(i, k);
            i += k - 1;
            continue;
          }
        }
        if (!inBlock && !sawBody && ASK_WORDS.has(r.text) && out.at(-1)?.type === 'rbrace' && (typeAt(i + 1) === undefined || (typeAt(i + 1) === 'ws' && typeAt(i + 2) === undefined))) {
          emit('ask', r.offset, end(r), { t: 'none' });
          continue;
        }
        if (!inBlock && laterAt(i) && (out.at(-1)?.type === 'rbrace' || sawBody)) {
          emit('later', r.offset, end(r), { t: 'text', text: LATER_WORDS.get(r.text)! });
          continue;
        }
        if (!inBlock && thenAt(i)) {
          // SIT-THEN-LATER: `然后 结束阶段` — the last word already says it comes after the chain; no then token.
          if (!laterAt(i + 2)) emit('then', r.offset, end(r), { t: 'none' });
          continue;
        }
        // (SIT-THEN-ACTION: also right after a then word — the action after the chains.)
        if (!inBlock && (!sawBody || out.at(-1)?.type === 'then') && typeAt(i + 1) === 'ws' && VERB_OF.has(r.text)) {
          emit('verb', r.offset, end(r), { t: 'verb', verb: VERB_OF.get(r.text)! });
          inAction = true;
          continue;
        }
        // A count after the state (s56): `羊衍生物(守)×2` — the count written after the state note; only right after a card's note in the block,
        // where a name cannot start (a card there is followed by a separator, a key or the block's end).
        if (inBlock && out.at(-1)?.type === 'note' && anyCard.test(out.at(-2)!) && typeAt(i + 1) !== 'word' && COUNT_WORD.test(r.text)) {
          emit('count', r.offset, end(r), { t: 'text', text: r.text });
          continue;
        }
        if (inAction && (r.text === '解放' || r.text === '素材') && typeAt(i - 1) === 'ws' && typeAt(i + 1) === 'ws') {
          emit('tribute', r.offset, end(r), { t: 'none' });
          continue;
        }
        break;
    }
    // A bare name: this piece, then glued pieces and `space piece` pairs until something ends it.
    let j = i;
    for (;;) {
      const next = typeAt(j + 1);
      if (next === 'word' || (next === 'marker' && !markerHere(j + 1))) {
        j += 1;
        continue;
      }
      if (next === 'ws' && (typeAt(j + 2) === 'word') && !stopsName(j + 2)) {
        j += 2;
        continue;
      }
      break;
    }
    const start = r.offset;
    // SIT-THEN-LATER: a then word glued to the name's end is cut off it (emitted after the name, below).
    const glued = inBlock ? 0 : gluedThenAt(j);
    const stop = end(raw[j]!) - glued;
    const text = input.slice(start, stop);
    if (/^[0-9０-９]+$/.test(text)) {
      const n = Number(asciiDigits(text));
      emit(text.length >= 5 && text.length <= 8 ? 'passcode' : 'num', start, stop, { t: 'number', n });
    } else {
      emit('name', start, stop, { t: 'text', text });
    }
    if (glued > 0 && !laterAt(j + 2)) emit('then', stop, end(raw[j]!), { t: 'none' });
    i = j;
  }
  return { ok: true, tokens: out };
}

// ---------------------------------------------------------------- the lexer Nearley uses

/**
 * The grammar's `%anyCard`: a token matcher (nearley calls `test`) for the three ways to write a card
 * — a bare name, a quoted name, a passcode. One Earley state where a `card` rule with three
 * alternatives cost four at every place a card may come. `types` lists them for error messages.
 */
export const anyCard = {
  types: ['name', 'qname', 'passcode'] as const,
  test: (tok: Tok): boolean => tok.type === 'name' || tok.type === 'qname' || tok.type === 'passcode',
};

const ALL_TYPES = new Set<string>([
  'marker', 'ctrl', 'name', 'qname', 'passcode', 'num', 'eff', 'arrow', 'sep', 'semi', 'colon', 'note',
  'lbrace', 'rbrace', 'closer', 'key_turn', 'key_phase', 'key_attack', 'key_zone', 'key_hand_en', 'key_lp',
  'key_handsize', 'key_history', 'key_last_turn', 'verb', 'tribute', 'ask', 'later', 'then', 'count',
]);

/** Thrown (inside nearley) when the text cannot be segmented; parseNotation segments first. */
export class SegmentFailure extends Error {
  constructor(readonly lexError: LexError) {
    super(`unclosed ${lexError.opener} at ${lexError.offset}`);
  }
}

/**
 * Nearley's lexer interface over `segment`. `reset` takes the text, or an already segmented token
 * array (parseNotation passes that, so the text is segmented once).
 */
class NotationLexer {
  private tokens: Tok[] = [];
  private index = 0;
  private failure: LexError | null = null;

  reset(chunk: string | Tok[], _state?: unknown): void {
    this.index = 0;
    this.failure = null;
    if (typeof chunk === 'string') {
      const seg = segment(chunk);
      if (seg.ok) this.tokens = seg.tokens;
      else {
        this.tokens = [];
        this.failure = seg.error;
      }
    } else {
      this.tokens = chunk;
    }
  }

  next(): Tok | undefined {
    if (this.failure) {
      const f = this.failure;
      this.failure = null;
      throw new SegmentFailure(f);
    }
    return this.tokens[this.index++];
  }

  save(): undefined {
    return undefined;
  }

  formatError(token: Tok | undefined, message = 'Syntax error'): string {
    return token ? `${message} at offset ${token.offset}: ${JSON.stringify(token.text)}` : message;
  }

  has(type: string): boolean {
    return ALL_TYPES.has(type);
  }
}

export const lexer = new NotationLexer();
