/**
 * The one entry to the chain notation: text → syntax tree, or one clear error; and tree → text.
 *
 * Steps: length cap → segment (moo + name boundaries, lexer.ts) → Nearley (grammars/chain.ne, always
 * at most one parse) → `finish`: the checks that deserve a precise message (link numbering, card
 * states, causes, the turn player). Nothing here throws to the caller.
 */
import nearley from 'nearley';
import { t, type Text } from '../i18n/text.js';
import type {
  MaterialSummon,
  ActionCause,
  ActionNode,
  ActionVerb,
  CardMention,
  CardState,
  FieldPlace,
  StatNote,
  LevelNote,
  HistoryEntryNode,
  LinkNode,
  NotationTree,
  NoteNode,
  SituationItem,
  SituationNode,
  ZoneCardNode,
  ZoneName,
} from './ast.js';
import type { RawAction, RawHistoryEntry, RawItem, RawLink, RawSituation, RawTree, RawZoneCard } from './build.js';
import { caretAt, expectedNames, phaseWord, syntaxMessage, type NotationError } from './errors.js';
import grammar from './generated/chain.js';
import { asciiDigits, segment, SegmentFailure, trailingVerb, type Tok, type TokType } from './lexer.js';
import { splitCount, ZONE_CAPACITY } from './count.js';
import { declaredKindWord, declaredMonsterTypeWord, type DeclaredKind } from './declared-kind.js';

export type { NotationError, NotationErrorKind } from './errors.js';
/** The input line with a caret under a place: also used for errors found after parsing (unknown cards). */
export { caretAt } from './errors.js';
export type * from './ast.js';
export { printNotation, formatCardName, isBareSafe, type NameContext } from './print.js';

/** Inputs longer than this are refused unparsed (a Discord option holds at most 6,000 characters). */
export const MAX_INPUT_LENGTH = 6000;

export type ParseResult = { ok: true; tree: NotationTree } | { ok: false; error: NotationError };

const compiled = nearley.Grammar.fromCompiled(grammar as unknown as nearley.CompiledRules);

/**
 * Issue 10: a parser's first column (the start rule predicted, before any token) is the same for every input, and feeding never
 * changes an earlier column (nearley only writes its `lexerState` there, which nothing here reads): it is made once and shared by
 * every parse of one token or more (with none, the results would be read off that shared column: a parser of its own is made).
 * The fields are the ones, in the order, nearley's constructor sets.
 */
const first = new nearley.Parser(compiled, { keepHistory: true });
/** nearley reads its options and never writes them: one object serves every parse. */
const FRESH_OPTIONS = { keepHistory: true, lexer: first.lexer };
/**
 * nearley's own error text walks every expectant state's stack (tens of ms on long input); we build our own message from the
 * parse table, so it is replaced. One function for every parser, set with the other fields (issue 10: a closure made and
 * added to each parser after it was built cost as much as the rest of setting it up).
 */
function syntaxErrorOnly(): string {
  return 'syntax error';
}
function freshParser(): nearley.Parser {
  const p = Object.create(nearley.Parser.prototype) as Record<string, unknown>;
  p.grammar = compiled;
  p.options = FRESH_OPTIONS;
  p.lexer = first.lexer;
  p.lexerState = undefined;
  p.table = [(first as unknown as { table: unknown[] }).table[0]];
  p.current = 0;
  p.reportError = syntaxErrorOnly;
  return p as unknown as nearley.Parser;
}

/** The compiled grammar (with its lexer), for tests that drive the raw Nearley parser. */
export { grammar };

/**
 * Every parse the raw Nearley parser finds for `text` (the raw tree, before `finish`). The grammar
 * is unambiguous, so for valid input this has exactly one element. Throws on a syntax error.
 */
export function rawParse(text: string): RawTree[] {
  const parser = new nearley.Parser(nearley.Grammar.fromCompiled(grammar as unknown as nearley.CompiledRules));
  parser.feed(text);
  return parser.results as RawTree[];
}

function fail(kind: NotationError['kind'], input: string, offset: number | null, message: NotationError['message'], expected: TokType[] | string[] = []): ParseResult {
  const isTypes = expected.length > 0 && (expected as string[]).every((e) => !e.includes(' ') && /^[a-z_]+$/.test(e));
  const texts = isTypes ? expectedNames(expected as TokType[]) : (expected as string[]).map((e) => t(e, e));
  return {
    ok: false,
    error: { kind, message, offset, expected: texts.map((x) => x.en), expectedText: texts, caret: caretAt(input, offset) },
  };
}

interface EarleyState {
  rule: { name: string; symbols: unknown[] };
  dot: number;
  reference: number;
}

/** The token types the parser could take in `column`, and whether the input could end there. */
function expectedIn(column: { states: EarleyState[] } | undefined): Set<TokType | 'end'> {
  const out = new Set<TokType | 'end'>();
  if (!column) return out;
  for (const s of column.states) {
    const sym = s.rule.symbols[s.dot];
    if (sym && typeof sym === 'object') {
      if ('type' in sym) out.add((sym as { type: TokType }).type);
      else if ('types' in sym) for (const type of (sym as { types: readonly TokType[] }).types) out.add(type);
    }
    if (s.rule.name === compiled.start && s.dot === s.rule.symbols.length && s.reference === 0) out.add('end');
  }
  return out;
}

export function parseNotation(text: string): ParseResult {
  try {
    return parseUnsafe(text);
  } catch (e) {
    // A bug of ours, not the user's: still one clear reply, never a stack trace.
    return fail('invalid', typeof text === 'string' ? text : '', null, t(
      `无法读取这条输入（内部错误：${e instanceof Error ? e.message : String(e)}）。请换一种写法，例如 C1 黑洞 C2 我身作盾。`,
      `This input could not be read (internal error: ${e instanceof Error ? e.message : String(e)}). Try writing it differently, e.g. C1 黑洞 C2 我身作盾.`,
    ));
  }
}

function parseUnsafe(text: string): ParseResult {
  if (typeof text !== 'string') {
    return fail('invalid', '', null, t('输入必须是文字。', 'The input must be text.'));
  }
  if (text.length > MAX_INPUT_LENGTH) {
    return fail('too-long', text, MAX_INPUT_LENGTH, t(
      `输入太长了：最多 ${MAX_INPUT_LENGTH} 个字符，这里有 ${text.length} 个。请拆成几条较短的连锁。`,
      `The input is too long: at most ${MAX_INPUT_LENGTH} characters, this one has ${text.length}. Split it into shorter chains.`,
    ));
  }
  // (White space only: the same test as trim() === '' — \s is trim's white space and line terminators — without copying the input.)
  if (!/\S/.test(text)) {
    return fail('parse', text, 0, t(
      '输入是空的。请写一条连锁，例如 C1 黑洞 C2 我身作盾，或一个动作，例如 召唤 三眼怪。',
      'The input is empty. Type a chain, e.g. C1 黑洞 C2 我身作盾, or an action, e.g. 召唤 三眼怪.',
    ), ['marker', 'verb', 'lbrace']);
  }

  const mention = discordMention(text);
  if (mention) return fail('invalid', text, mention.offset, mention.message, ['card name']);

  const seg = segment(text);
  if (!seg.ok) {
    const { offset, opener, closer } = seg.error;
    return fail('parse', text, offset, t(
      `这里的 ${opener} 没有配对的 ${closer}：请在它括住的内容后面补上 ${closer}。`,
      `The ${opener} here is never closed: add ${closer} after what it encloses.`,
    ), [closer]);
  }
  const tokens = seg.tokens;
  const overlong = overlongPiece(tokens);
  if (overlong) return fail('too-long', text, overlong.offset, overlong.message);

  // keepHistory: nearley otherwise `delete`s each finished column from its table array; keeping the
  // columns until the parse ends measured 15% less CPU in feed on the 20-link bench inputs.
  const parser = tokens.length > 0 ? freshParser() : new nearley.Parser(compiled, { keepHistory: true });
  // (nearley's own error text is not built: see syntaxErrorOnly.)
  if (tokens.length === 0) (parser as unknown as { reportError: () => string }).reportError = syntaxErrorOnly;
  try {
    parser.feed(tokens as unknown as string);
  } catch (e) {
    if (e instanceof SegmentFailure) throw e; // cannot happen: segmented above
    const bad = (e as { token?: Tok }).token;
    const index = bad ? tokens.indexOf(bad) : -1;
    const table = (parser as unknown as { table: ({ states: EarleyState[] } | undefined)[] }).table;
    const expected = expectedIn(table[parser.current]);
    const prev = index > 0 ? tokens[index - 1] : undefined;
    const blockOpen = openBlockBefore(tokens, index >= 0 ? index : tokens.length);
    const offset = bad ? bad.offset : text.length;
    // Link markers so far (a marker after an arrow or a comma is a link reference).
    let linksSoFar = 0;
    for (let i = 0; i < index; i++) {
      const before = tokens[i - 1]?.type;
      if (tokens[i]!.type === 'marker' && before !== 'arrow' && before !== 'sep') linksSoFar++;
    }
    // 「A:青眼白龙 特殊召唤」: the action word written after its card (the notation puts it first).
    const named = index >= 0 ? tokens.slice(index, index + 2).find((x) => x.type === 'name' && trailingVerb(x.text)) : undefined;
    const verbAfter = named ? { ...trailingVerb(named.text)!, ctrl: tokens[tokens.indexOf(named) - 1]?.type === 'ctrl' ? tokens[tokens.indexOf(named) - 1]!.text : '' } : undefined;
    return fail('parse', text, offset, syntaxMessage(prev, bad, expected, blockOpen, linksSoFar + 1, verbAfter), [...expected] as TokType[]);
  }
  const results = parser.results as RawTree[];
  if (results.length === 0) {
    const table = (parser as unknown as { table: ({ states: EarleyState[] } | undefined)[] }).table;
    const expected = expectedIn(table[table.length - 1]);
    expected.delete('end');
    const prev = tokens.at(-1);
    const blockOpen = openBlockBefore(tokens, tokens.length);
    return fail('parse', text, prev ? prev.end : text.length, syntaxMessage(prev, undefined, expected, blockOpen), [...expected] as TokType[]);
  }
  // results.length > 1 would be a grammar bug; the test suite asserts it never happens.
  return finish(text, results[0]!);
}

// ---------------------------------------------------------------- finish: checks and final tree

class Invalid extends Error {
  constructor(
    readonly offset: number,
    readonly text: NotationError['message'],
    readonly expected: string[] = [],
  ) {
    super(text.en);
  }
}

const ATTACK_POSITION_WORDS = new Set(['攻击表示', '表侧攻击表示', '攻', '攻击', 'atk', 'attack', 'attack position']);

/** The card-state words of a situation card's `(…)`; exported for /help's word check (test/help/help.test.ts). */
export const STATES: Readonly<Record<string, CardState>> = {
  盖: 'set', 里: 'set', 盖放: 'set', 里侧: 'set', set: 'set', 'face-down': 'set', facedown: 'set',
  守: 'defense', 守备: 'defense', def: 'defense', defense: 'defense', defence: 'defense',
  // The battle positions as players write them in full (表示形式): face-up Defense Position is 守, face-down is 盖.
  守备表示: 'defense', 表侧守备表示: 'defense', 表侧守备: 'defense', 里侧守备表示: 'set', 里侧守备: 'set', 里侧表示: 'set',
  // Their short forms in players' chat (表守 / 里守).
  表守: 'defense', 里守: 'set',
  本回合盖放: 'set-this-turn', 'set this turn': 'set-this-turn',
  // Added (issue 16, CH-POSITION-CHANGE): its battle position was changed by the rules this turn.
  已变更表示形式: 'position-changed-this-turn', 本回合变更表示形式: 'position-changed-this-turn', 'position changed this turn': 'position-changed-this-turn',
  // Added (s56, CH-SENT-GY-TURN): sent to the GY this turn (「这个效果在这张卡送去墓地的回合不能发动」).
  本回合送去墓地: 'sent-to-gy-this-turn', 本回合送墓: 'sent-to-gy-this-turn', 'sent to gy this turn': 'sent-to-gy-this-turn',
  // Added (s57, CH-SENT-GY-TURN): banished this turn (「这个效果在这张卡被除外的回合不能发动」).
  本回合除外: 'banished-this-turn', 本回合被除外: 'banished-this-turn', 'banished this turn': 'banished-this-turn',
  本回合特召: 'summoned-this-turn', 本回合召唤: 'summoned-this-turn', 'summoned this turn': 'summoned-this-turn',
  已反转: 'flipped', flipped: 'flipped',
  已用: 'used', used: 'used',
  // Destroyed by battle, still on the field until the end of the damage step (确定被战斗破坏).
  战斗破坏: 'battle-destroyed', 确定被战斗破坏: 'battle-destroyed', 被战斗破坏: 'battle-destroyed', 战破: 'battle-destroyed',
  'destroyed by battle': 'battle-destroyed', 'battle-destroyed': 'battle-destroyed',
  // A Special Summon monster's history (苏生限制): once properly summoned, or never.
  正规出场: 'properly-summoned', 已正规出场: 'properly-summoned', 'properly summoned': 'properly-summoned',
  未正规出场: 'not-properly-summoned', 没有正规出场: 'not-properly-summoned', 'not properly summoned': 'not-properly-summoned',
  // A declared name's lock (禁止令, 念动力防卫者) that applies to this card.
  不能使用: 'cannot-use', 'cannot use': 'cannot-use',
  // A hand card kept revealed (正正堂堂, 仪式之钟): public information (WIN-SEGOC-REVEALED).
  公开: 'revealed', 已公开: 'revealed', revealed: 'revealed',
  // Added (issue 16, 无效): its effects were negated by an earlier effect (效果遮蒙者, 禁忌的圣杯, 「这个效果特殊召唤的怪兽的效果无效化」) and still are.
  效果无效: 'effects-negated', 效果被无效: 'effects-negated', 'effects negated': 'effects-negated', negated: 'effects-negated',
  // Added (issue 16): a trap monster in a Monster Zone, as the monster it summoned itself as (陷阱怪兽).
  当作怪兽: 'as-monster', 陷阱怪兽: 'as-monster', 'as monster': 'as-monster', 'as-monster': 'as-monster',
  // Added (issue 16): what happened to the card since the states written before (里侧·一时除外).
  变里侧: 'turned-face-down', 曾变里侧: 'turned-face-down', 'turned face-down': 'turned-face-down',
  一时除外: 'banished-and-back', 除外后回场: 'banished-and-back', 'banished and back': 'banished-and-back',
  // Added (issue 16, CH-TEMP-BANISH-RETURN): a banished card that is only temporarily banished — it comes back in the End Phase.
  // CMP-COIN-GRANTED: what its summon's coin toss came out (秘仪之力). (A bare 里 is face-down: the coin's face is written with 硬币.)
  硬币表: 'coin-heads', 硬币表面: 'coin-heads', 表出现: 'coin-heads', heads: 'coin-heads', 'coin heads': 'coin-heads',
  硬币里: 'coin-tails', 硬币里面: 'coin-tails', 里出现: 'coin-tails', tails: 'coin-tails', 'coin tails': 'coin-tails',
  一时除外中: 'temp-banished', 直到结束阶段除外: 'temp-banished', 'temporarily banished': 'temp-banished', 'temp-banished': 'temp-banished',
  // Added (issue 16): how it was summoned, and where a Special Summon took it from (FD-SUMMON-MEMORY).
  通常召唤: 'normal-summoned', 召唤: 'normal-summoned', 'normal summoned': 'normal-summoned',
  上级召唤: 'tribute-summoned', 'tribute summoned': 'tribute-summoned',
  反转召唤: 'flip-summoned', 'flip summoned': 'flip-summoned',
  特殊召唤: 'special-summoned', 特召: 'special-summoned', 'special summoned': 'special-summoned',
  融合召唤: 'fusion-summoned', 'fusion summoned': 'fusion-summoned',
  同调召唤: 'synchro-summoned', S召唤: 'synchro-summoned', 'synchro summoned': 'synchro-summoned',
  超量召唤: 'xyz-summoned', X召唤: 'xyz-summoned', 'xyz summoned': 'xyz-summoned',
  连接召唤: 'link-summoned', 'link summoned': 'link-summoned',
  仪式召唤: 'ritual-summoned', 'ritual summoned': 'ritual-summoned',
  灵摆召唤: 'pendulum-summoned', P召唤: 'pendulum-summoned', 'pendulum summoned': 'pendulum-summoned',
  // Added (issue 16, FD-BATTLE-MEMORY): what it did in battle this turn.
  已攻击宣言: 'attack-declared', 攻击宣言过: 'attack-declared', 'attack declared': 'attack-declared',
  已攻击: 'attacked', 攻击过: 'attacked', attacked: 'attacked',
  已直接攻击: 'attacked-directly', 直接攻击过: 'attacked-directly', 'attacked directly': 'attacked-directly',
  已战斗: 'battled', 战斗过: 'battled', 进行过战斗: 'battled', battled: 'battled',
  // Added (FD-BATTLE-PHASE-END-DEED): it dealt battle damage to the opponent this turn.
  已给与战斗伤害: 'dealt-battle-damage', 给与过战斗伤害: 'dealt-battle-damage', 已给与对方战斗伤害: 'dealt-battle-damage', 'dealt battle damage': 'dealt-battle-damage',
  已免战斗破坏: 'battle-protection-used', 'battle protection used': 'battle-protection-used',
  // Added (issue 16, CH-ATTACK-COUNT): attacks declared in this Battle Phase, and what an earlier effect lets it make.
  已攻击2次: 'attacked-twice', 攻击过2次: 'attacked-twice', 已攻击两次: 'attacked-twice', 'attacked twice': 'attacked-twice',
  已攻击3次: 'attacked-thrice', 攻击过3次: 'attacked-thrice', 'attacked three times': 'attacked-thrice',
  已直接攻击宣言: 'direct-attack-declared', 直接攻击宣言过: 'direct-attack-declared', 'direct attack declared': 'direct-attack-declared',
  可作2次攻击: 'may-attack-twice', 可以攻击2次: 'may-attack-twice', 'may attack twice': 'may-attack-twice',
  可作3次攻击: 'may-attack-thrice', 可以攻击3次: 'may-attack-thrice', 'may attack three times': 'may-attack-thrice',
  可向怪兽2次攻击: 'may-attack-monsters-twice', 'may attack monsters twice': 'may-attack-monsters-twice',
  可向怪兽3次攻击: 'may-attack-monsters-thrice', 'may attack monsters three times': 'may-attack-monsters-thrice',
  // Added (issue 16, CH-ATTACK-CONTINUE): a continued attack applied to it and not yet made.
  可继续攻击: 'may-continue-attack', 可以继续攻击: 'may-continue-attack', 'may continue attacking': 'may-continue-attack',
  // Added (issue 16, CH-REPLACE-DESTROY-BATTLE): its optional destruction replacement is applied to the battle's destruction.
  // Added (issue 16, CH-ATTACK-TARGET-LEFT): an attack-target rule a Trap's effect left on the monster for the turn.
  只能被攻击: 'sole-attack-target', 'sole attack target': 'sole-attack-target',
  必须被攻击: 'must-be-attacked', 'must be attacked': 'must-be-attacked',
  代替破坏: 'replaces-destruction', 适用代替破坏: 'replaces-destruction', 'replaces destruction': 'replaces-destruction',
  战斗破坏过怪兽: 'destroyed-by-battle-a-monster', 已战斗破坏怪兽: 'destroyed-by-battle-a-monster', 'destroyed a monster by battle': 'destroyed-by-battle-a-monster',
  // Added (issue 16, FD-SUMMONED-BY-ITSELF): Special Summoned by its own effect or procedure.
  // Added (issue 16, CH-GEMINI-NORMAL): a Gemini monster summoned again (再度召唤): an Effect Monster now.
  再度召唤: 'gemini-summoned', 已再度召唤: 'gemini-summoned', 'gemini summoned': 'gemini-summoned',
  自身特召: 'summoned-by-itself', 由自身特召: 'summoned-by-itself', 自身效果特召: 'summoned-by-itself', 自身方法特召: 'summoned-by-itself', 'summoned by itself': 'summoned-by-itself',
  从手卡特召: 'summoned-from-hand', 从手卡特殊召唤: 'summoned-from-hand', 'summoned from hand': 'summoned-from-hand',
  从墓地特召: 'summoned-from-gy', 从墓地特殊召唤: 'summoned-from-gy', 'summoned from gy': 'summoned-from-gy',
  从卡组特召: 'summoned-from-deck', 从卡组特殊召唤: 'summoned-from-deck', 'summoned from deck': 'summoned-from-deck',
  从额外特召: 'summoned-from-extra', 从额外卡组特殊召唤: 'summoned-from-extra', 从额外特殊召唤: 'summoned-from-extra', 'summoned from extra': 'summoned-from-extra',
  从除外特召: 'summoned-from-banished', 从除外特殊召唤: 'summoned-from-banished', 'summoned from banished': 'summoned-from-banished',
  // Added (issue 16, 卡片的抗性): left unaffected by an earlier effect (CH-UNAFFECTED-STATE).
  不受效果: 'unaffected', 不受影响: 'unaffected', unaffected: 'unaffected',
  不受魔法: 'unaffected-by-spell', 'unaffected by spells': 'unaffected-by-spell',
  不受陷阱: 'unaffected-by-trap', 'unaffected by traps': 'unaffected-by-trap',
  不受魔陷: 'unaffected-by-spell-trap', 'unaffected by spells/traps': 'unaffected-by-spell-trap',
  不受怪兽: 'unaffected-by-monster', 'unaffected by monsters': 'unaffected-by-monster',
  不受对方效果: 'unaffected-by-opponent', 'unaffected by the opponent': 'unaffected-by-opponent',
  // Added (issue 16, CH-INDESTRUCTIBLE-STATE): an earlier effect keeps it from being destroyed by card effects.
  // Added (issue 16, CH-LEAVES-BANISH-APPLIED): an earlier effect banishes it when it leaves the field (「那张卡从场上离开的场合除外」).
  离场除外: 'banished-on-leave', 效果不会被无效: 'effects-unnegatable', 发动的效果不会被无效: 'effects-unnegatable', 'effects unnegatable': 'effects-unnegatable', 'effects-unnegatable': 'effects-unnegatable', 离开场上的场合除外: 'banished-on-leave', 'banished on leaving': 'banished-on-leave', 'banished-on-leave': 'banished-on-leave',
  // Added (issue 16, CH-INDESTRUCTIBLE-ONCE-STATE): kept only once from destruction by an effect.
  只有1次不会被效果破坏: 'indestructible-once-by-effect', 只1次不会被效果破坏: 'indestructible-once-by-effect', 'indestructible once by effects': 'indestructible-once-by-effect',
  不能变更表示形式: 'position-locked', 表示形式不能变更: 'position-locked', 'cannot change position': 'position-locked',
  不会被效果破坏: 'indestructible-by-effect', 不会被卡的效果破坏: 'indestructible-by-effect', 效果破坏抗性: 'indestructible-by-effect', 'indestructible by effects': 'indestructible-by-effect',
  // Added (issue 16, zones): a Pendulum monster face-up in the Extra Deck.
  表侧: 'face-up-in-extra', 表侧表示: 'face-up-in-extra', 'face-up': 'face-up-in-extra', 'face up': 'face-up-in-extra',
};

/** Added (issue 16): the meaning of a word in a history entry's notes (`本回合: A:X#1(效果无效)`). */
export type HistoryWord =
  | { event: HistoryEntryNode['event']; method?: NonNullable<HistoryEntryNode['method']> }
  | { negated: 'activation' | 'effect' | 'any' | 'rewritten' }
  | { from: ZoneName };
/** The words of a history entry's notes; exported for /help's word check. */
export const HISTORY_WORDS: Readonly<Record<string, HistoryWord>> = {
  发动: { event: 'activation' }, activated: { event: 'activation' },
  召唤: { event: 'summon' }, 通常召唤: { event: 'summon' }, summoned: { event: 'summon' }, 'normal summoned': { event: 'summon' },
  上级召唤: { event: 'tribute-summon' }, 'tribute summoned': { event: 'tribute-summon' },
  特殊召唤: { event: 'special-summon' }, 特召: { event: 'special-summon' }, 'special summoned': { event: 'special-summon' },
  反转召唤: { event: 'flip-summon' }, 'flip summoned': { event: 'flip-summon' },
  // SIT-HISTORY-SUMMON-KIND (s58): a Special Summon by a method — 「这张卡超量召唤成功的回合」, a pledge on the Extra Deck read it.
  融合召唤: { event: 'special-summon', method: 'fusion' }, 'fusion summoned': { event: 'special-summon', method: 'fusion' },
  同调召唤: { event: 'special-summon', method: 'synchro' }, S召唤: { event: 'special-summon', method: 'synchro' }, 'synchro summoned': { event: 'special-summon', method: 'synchro' },
  超量召唤: { event: 'special-summon', method: 'xyz' }, X召唤: { event: 'special-summon', method: 'xyz' }, 'xyz summoned': { event: 'special-summon', method: 'xyz' },
  连接召唤: { event: 'special-summon', method: 'link' }, 'link summoned': { event: 'special-summon', method: 'link' },
  仪式召唤: { event: 'special-summon', method: 'ritual' }, 'ritual summoned': { event: 'special-summon', method: 'ritual' },
  灵摆召唤: { event: 'special-summon', method: 'pendulum' }, P召唤: { event: 'special-summon', method: 'pendulum' }, 'pendulum summoned': { event: 'special-summon', method: 'pendulum' },
  // CH-NORMAL-SUMMON-ONCE (s49): a monster Set (盖放) uses the turn's Normal Summon too.
  盖放: { event: 'set' }, 覆盖: { event: 'set' }, set: { event: 'set' },
  // CH-SENT-GY-TURN (s57): the card was sent to the GY / banished this turn (「这张卡送去墓地／被除外的回合」).
  送去墓地: { event: 'sent-to-gy' }, 送墓: { event: 'sent-to-gy' }, 'sent to gy': { event: 'sent-to-gy' }, 'sent to the gy': { event: 'sent-to-gy' },
  除外: { event: 'banished' }, 被除外: { event: 'banished' }, banished: { event: 'banished' },
  发动无效: { negated: 'activation' }, 发动被无效: { negated: 'activation' }, 'activation negated': { negated: 'activation' },
  效果无效: { negated: 'effect' }, 效果被无效: { negated: 'effect' }, 'effect negated': { negated: 'effect' },
  无效: { negated: 'any' }, 被无效: { negated: 'any' }, negated: { negated: 'any' },
  // Added (issue 16, CH-REWRITE-EARLIER): its effect was rewritten by a higher link (「那个效果变成「…」」).
  改写: { negated: 'rewritten' }, 效果改写: { negated: 'rewritten' }, 被改写: { negated: 'rewritten' }, 效果被改写: { negated: 'rewritten' }, rewritten: { negated: 'rewritten' }, 'effect rewritten': { negated: 'rewritten' },
  从手卡: { from: 'hand' }, 'from hand': { from: 'hand' }, 从墓地: { from: 'gy' }, 'from gy': { from: 'gy' },
  从卡组: { from: 'deck' }, 'from deck': { from: 'deck' }, 从额外: { from: 'extra' }, 从额外卡组: { from: 'extra' }, 'from extra': { from: 'extra' },
  从除外: { from: 'banished' }, 'from banished': { from: 'banished' },
};
const HISTORY_KNOWN = '发动、发动无效、效果无效、改写、召唤、上级召唤、特殊召唤、融合召唤、同调召唤、超量召唤、连接召唤、仪式召唤、灵摆召唤、反转召唤、盖放、送去墓地、除外、无效、从手卡/从墓地/从卡组/从额外/从除外、由X（X的效果让它发动或出场）、对象:X/除外:X/宣言:X/加入:X/确认:X（它的效果的对象、除外的卡、宣言的卡名、加入手卡的卡、给人观看的卡）';
/**
 * Added (issue 16, CH-HISTORY-BY): 「由弹出式翻页」「由死者苏生的效果」「by Pop-Up」 — the card whose effect did it (activated
 * this card as it resolved, or summoned this monster). A trailing 发动/特殊召唤 is the entry's event, read as that word.
 */
const HISTORY_BY = /^(?:由|by\s+)(.+?)(?:的效果)?(发动|特殊召唤|特召)?$/i;
/**
 * Added (issue 16, lingering effects, CH-NAME-NEGATE-EARLIER): 「对象:X」「除外:X」「target: X」 — the card that earlier effect was
 * about (its target, or the card it banished), named so what it left lasting can be read (a negation of that card's name).
 */
const HISTORY_ABOUT = /^(?:对象|除外|宣言|加入|target|banished|declared|added)\s*[:：]\s*(.+)$/i;
/** Added (s58, CH-SHOWN-CARD-NOTE): 「确认:X」「shown: X」 — the card its effect showed as it resolved (融合识别's shown Fusion Monster). */
const HISTORY_SHOWN = /^(?:确认|shown)\s*[:：]\s*(.+)$/i;

/**
 * CH-TRIGGER-STATED-MET (review s44 q1): a history entry written verb first, 「本回合:A:召唤 元素英雄 水泡侠」 — the verb before a bare
 * name (a space after it) is the entry's event, as the note 「(召唤)」 would be; the rest is the card's name.
 */
const HISTORY_VERB_FIRST = /^(召唤|通常召唤|上级召唤|特殊召唤|特召|融合召唤|同调召唤|超量召唤|连接召唤|仪式召唤|灵摆召唤|反转召唤|盖放|发动|summoned|normal summoned|tribute summoned|special summoned|fusion summoned|synchro summoned|xyz summoned|link summoned|ritual summoned|pendulum summoned|flip summoned|activated)\s+(\S.*)$/i;

/** CH-LINGERING-LOCK-LAST-TURN: the words an entry of `上回合:` takes — an activation and how its chain treated it (no summon, Set or move). */
const LAST_TURN_KNOWN = '发动、发动无效、效果无效、改写、无效、由X（X的效果让它发动）、对象:X/除外:X/宣言:X（它的效果的对象、除外的卡、宣言的卡名或种类）';

/** `lastTurn`: an entry of `上回合:` (CH-LINGERING-LOCK-LAST-TURN) — said so in its messages, and only an activation. */
function historyEntry(e: RawHistoryEntry, lastTurn = false): HistoryEntryNode {
  let event: HistoryEntryNode['event'] = 'activation';
  let method: HistoryEntryNode['method'];
  const verbFirst = e.card.kind === 'name' && e.card.quote === null ? HISTORY_VERB_FIRST.exec(e.card.name) : null;
  if (verbFirst) {
    const w = HISTORY_WORDS[verbFirst[1]!.toLowerCase()] ?? HISTORY_WORDS[verbFirst[1]!];
    if (w && 'event' in w) {
      event = w.event;
      if (w.method) method = w.method;
      e = { ...e, card: { ...e.card, name: verbFirst[2]!.trim() } as typeof e.card };
    }
  }
  let negated: 'activation' | 'effect' | 'any' | 'rewritten' | null = null;
  let from: ZoneName | null = null;
  let by: string | undefined;
  const about: string[] = [];
  let declaredKind: DeclaredKind | undefined;
  let declaredType: string | undefined;
  let shown: string | undefined;
  for (const note of e.notes) {
    for (const part of note.text.split(/[,，、]/)) {
      const word = part.trim();
      const shownWord = HISTORY_SHOWN.exec(word);
      if (shownWord) {
        shown = shownWord[1]!.trim().replace(/^[「《『"](.*)[」》』"]$/, '$1');
        continue;
      }
      const aboutWord = HISTORY_ABOUT.exec(word);
      // CH-LINGERING-LOCK-DECLARED: `宣言:魔法` — a kind of card declared, not a card the effect was about.
      const kind = aboutWord && /^(?:宣言|declared)/i.test(word) ? declaredKindWord(aboutWord[1]!) : null;
      if (kind) {
        declaredKind = kind;
        continue;
      }
      // CH-LINGER-SUMMON-LOCK-DECLARED: `宣言:融合` may declare a monster type — kept as typed for the binder, which knows the card.
      if (aboutWord && /^(?:宣言|declared)/i.test(word) && declaredMonsterTypeWord(aboutWord[1]!)) {
        declaredType = aboutWord[1]!.trim();
        continue;
      }
      if (aboutWord) {
        about.push(aboutWord[1]!.trim().replace(/^[「《『"](.*)[」》』"]$/, '$1'));
        continue;
      }
      const byWord = HISTORY_WORDS[word] || HISTORY_WORDS[word.toLowerCase()] ? null : HISTORY_BY.exec(word);
      if (byWord) {
        by = byWord[1]!.trim().replace(/^[「《『"](.*)[」》』"]$/, '$1');
        if (by === '') {
          throw new Invalid(note.span.start, t('“由”后面要写卡名：本回合: A:礼物卡(由诱饵人偶)。', 'Write a card name after "by": earlier: A:礼物卡(by 诱饵人偶).'), ['由X']);
        }
        const verb = byWord[2];
        if (verb) event = verb === '发动' ? 'activation' : 'special-summon';
        continue;
      }
      const w = HISTORY_WORDS[word.toLowerCase()] ?? HISTORY_WORDS[word];
      if (!w && lastTurn) {
        throw new Invalid(note.span.start, t(
          `“上回合:”后面不认识“${word}”。可以写：${LAST_TURN_KNOWN}（例如 上回合: B:镜鸣的武神, A:No.16 色之支配者(宣言:魔法)）。`,
          `Unknown word "${word}" after "last-turn:". Known: activated, activation negated, effect negated, rewritten, negated, by X (the card whose effect activated it), target:X / banished:X / declared:X (e.g. last-turn: B:镜鸣的武神, A:No.16 色之支配者(declared:spell)).`,
        ), LAST_TURN_KNOWN.split('、'));
      }
      if (!w) {
        throw new Invalid(note.span.start, t(
          `“本回合:”后面不认识“${word}”。可以写：${HISTORY_KNOWN}（例如 本回合: A:混沌帝龙#1(效果无效), A:解码语者(特殊召唤), A:礼物卡(由诱饵人偶)）。`,
          `Unknown word "${word}" after "earlier:". Known: activated, activation negated, effect negated, rewritten, summoned, tribute summoned, special summoned, fusion/synchro/xyz/link/ritual/pendulum summoned, flip summoned, set, sent to gy, banished, negated, from hand/gy/deck/extra/banished, by X (the card whose effect activated or summoned it) (e.g. earlier: A:混沌帝龙#1(effect negated), A:解码语者(special summoned), A:礼物卡(by 诱饵人偶)).`,
        ), HISTORY_KNOWN.split('、'));
      }
      if ('event' in w) {
        event = w.event;
        if (w.method) method = w.method;
      } else if ('negated' in w) negated = w.negated;
      else from = w.from;
    }
  }
  // CH-LINGERING-LOCK-LAST-TURN: of the turn before only what an activation left lasting is read; a summon, Set or move then is no
  // fact of this turn (「…的回合」 reads this turn's), so it is refused rather than silently dropped.
  if (lastTurn && event !== 'activation') {
    throw new Invalid(e.span.start, t(
      '“上回合:”只写上个回合的发动（它的效果留下的、延续到这个回合的限制）：召唤、盖放、送去墓地、除外不写在这里（这个回合的写在 本回合: 里）。',
      'last-turn: lists only activations of the turn before (for the restrictions their effects left lasting into this turn): no summons, Sets or moves (this turn\'s go in earlier:).',
    ), ['发动']);
  }
  // A Set is no summon and nothing negates it: 「(盖放,无效)」 says what cannot have happened.
  if (event === 'set' && negated !== null) {
    throw new Invalid(e.span.start, t(
      '盖放不能被无效：写 (盖放) 即可。',
      'A Set cannot be negated: write (set) alone.',
    ), ['盖放']);
  }
  // CH-SENT-GY-TURN (s57): a card sent to the GY or banished is a move: no effect of it named, nothing negated.
  const moved = event === 'sent-to-gy' || event === 'banished';
  if (moved && (negated !== null || e.effect !== null)) {
    throw new Invalid(e.span.start, t(
      '送去墓地、除外写的是这张卡被移动到那里：不写效果编号，也不会被无效（本回合: A:突破技能(送去墓地), B:技能禁锢(除外)）。',
      'Sent to the GY and banished say the card was moved there: no effect number, nothing negated (earlier: A:突破技能(sent to gy), B:技能禁锢(banished)).',
    ), ['送去墓地', '除外']);
  }
  const summon = event !== 'activation' && event !== 'set' && !moved;
  if (summon && (negated === 'activation' || negated === 'effect' || negated === 'rewritten')) {
    throw new Invalid(e.span.start, t(
      '召唤没有“发动”：被无效的召唤写 (特殊召唤,无效)。',
      'A summon is not activated: write a negated summon as (special summoned, negated).',
    ), ['无效']);
  }
  const neg: HistoryEntryNode['negated'] = negated === null ? null : summon ? 'summon' : negated === 'any' ? 'activation' : negated;
  return {
    controller: e.controller,
    card: e.card,
    effect: e.effect,
    ...(e.pendulum ? { pendulum: true as const } : {}),
    event,
    ...(method && event === 'special-summon' ? { method } : {}),
    negated: neg,
    from,
    ...(by !== undefined ? { by } : {}),
    ...(about.length ? { about } : {}),
    ...(declaredKind ? { declaredKind } : {}),
    ...(declaredType !== undefined ? { declaredType } : {}),
    ...(shown ? { shown } : {}),
    span: e.span,
  };
}

const CAUSES: Record<string, ActionCause> = {
  效果: 'effect', effect: 'effect',
  cost: 'cost', 代价: 'cost', 费用: 'cost',
  战斗: 'battle', battle: 'battle',
  规则: 'rule', rule: 'rule',
};

const TURN_PLAYERS: Record<string, 'A' | 'B'> = {
  A: 'A', B: 'B', Ａ: 'A', Ｂ: 'B', a: 'A', b: 'B', 我: 'A', 我方: 'A', 自己: 'A', 对: 'B', 对方: 'B', 对手: 'B',
};

function finish(text: string, raw: RawTree): ParseResult {
  try {
    const situation = raw.situation ? finishSituation(raw.situation) : null;
    if (raw.kind === 'chain') {
      // SIT-THEN-CHAIN: each chain is numbered from C1 on its own, and its links refer only to its own links.
      const earlier = raw.earlier?.map(finishLinks);
      const links = finishLinks(raw.links);
      if (earlier) return { ok: true, tree: { kind: 'chain', situation, links, span: raw.span, earlier, ...(raw.later ? { later: raw.later } : {}) } };
      if (raw.later) return { ok: true, tree: { kind: 'chain', situation, links, span: raw.span, ...(raw.ask ? { ask: true } : {}), later: raw.later } };
      if (raw.ask) return { ok: true, tree: { kind: 'chain', situation, links, span: raw.span, ask: true } };
      return { ok: true, tree: { kind: 'chain', situation, links, span: raw.span } };
    }
    const action = finishAction(raw.action);
    // SIT-THEN-ACTION: the chains before the action, each numbered from C1 on its own.
    if (raw.earlier) return { ok: true, tree: { kind: 'action', situation, action, earlier: raw.earlier.map(finishLinks), span: raw.span } };
    if (raw.links.length === 0) return { ok: true, tree: { kind: 'action', situation, action, span: raw.span } };
    // Form 14: the chain built in the action's window.
    return { ok: true, tree: { kind: 'action', situation, action, links: finishLinks(raw.links), span: raw.span } };
  } catch (e) {
    if (e instanceof Invalid) return fail('invalid', text, e.offset, e.text, e.expected);
    throw e;
  }
}

/**
 * Each piece has a limit of its own, under the whole input's: no card name is longer than `MAX_NAME_LENGTH` (the `card`
 * command's limit too), no note than `MAX_NOTE_LENGTH`. Refused here, so no later message echoes thousands of characters.
 */
export const MAX_NAME_LENGTH = 200;
export const MAX_NOTE_LENGTH = 1000;

function overlongPiece(tokens: readonly Tok[]): { offset: number; message: Text } | null {
  for (const tok of tokens) {
    const size = tok.end - tok.offset;
    if ((tok.type === 'name' || tok.type === 'qname') && size > MAX_NAME_LENGTH) {
      return { offset: tok.offset, message: t(
        `卡名太长：最多 ${MAX_NAME_LENGTH} 个字符，这里有 ${size} 个。请写卡名或卡片密码；几个连锁之间用 C2、C3 … 分开。`,
        `This card name is too long: at most ${MAX_NAME_LENGTH} characters, this one has ${size}. Write a card name or passcode; separate links with C2, C3, ….`,
      ) };
    }
    if (tok.type === 'note' && size > MAX_NOTE_LENGTH) {
      return { offset: tok.offset, message: t(
        `注释太长：最多 ${MAX_NOTE_LENGTH} 个字符，这里有 ${size} 个。请检查括号是否配对，或把注释写短一些。`,
        `This note is too long: at most ${MAX_NOTE_LENGTH} characters, this one has ${size}. Check that its brackets pair up, or shorten it.`,
      ) };
    }
  }
  return null;
}

/**
 * A Discord mention pasted where a card goes (「C1 <@123>」, 「@everyone」): Discord's own syntax for pinging someone, not a card.
 * Said as what it is, before any card lookup fuzzy-matches its digits to a card (「<@123>」 read as 「D3」); the
 * mention itself is not repeated in the message (the caret line shows it, defused by the bot).
 */
const MENTION = /<@!?\d+>|<@&\d+>|<#\d+>|@(?:everyone|here)\b/i;

export function discordMention(text: string): { offset: number; message: Text } | null {
  const m = MENTION.exec(text);
  if (!m) return null;
  const what = m[0].startsWith('<@&')
    ? t('身份组提及（@身份组）', 'a role mention (@role)')
    : m[0].startsWith('<#')
      ? t('频道提及（#频道）', 'a channel mention (#channel)')
      : m[0].startsWith('@')
        ? t('全员提及（everyone / here）', 'an everyone / here mention')
        : t('用户提及（@某人）', 'a user mention (@someone)');
  return {
    offset: m.index,
    message: t(
      `这里是一个 Discord ${what.zh}，不是卡名：这里需要卡名或卡片密码，例如 黑洞（连锁里写 C1 黑洞 或 C1 A:黑洞）。请删去提及，写上卡名。`,
      `This is ${what.en} from Discord, not a card name: a card name or passcode goes here, e.g. 黑洞 (in a chain: C1 黑洞 or C1 A:黑洞). Remove the mention and write the card.`,
    ),
  };
}

function checkCard(m: { card: { kind: string; span: { start: number } } & Partial<{ name: string; quote: string | null }> }): void {
  if (m.card.kind === 'name' && m.card.name === '') {
    throw new Invalid(m.card.span.start, t('引号里没有卡名。', 'The quotes hold no card name.'), ['card name']);
  }
}

function finishLinks(raw: RawLink[]): LinkNode[] {
  const links: LinkNode[] = [];
  raw.forEach((l, i) => {
    const want = i + 1;
    if (l.n !== want) {
      const typed = `${l.marker}${l.n}`;
      const right = `${l.marker}${want}`;
      const message =
        i === 0
          ? t(`连锁要从 ${l.marker}1 开始，这里却写了 ${typed}。请改成 ${right}。`, `A chain starts with ${l.marker}1, but this says ${typed}. Change it to ${right}.`)
          : t(
              `连锁编号必须按 1、2、3…… 依次排列：这里应为 ${right}，却写了 ${typed}。`,
              `Links must run 1, 2, 3 … in order: this should be ${right}, not ${typed}.`,
            );
      throw new Invalid(l.markerSpan.start, message, [right]);
    }
    checkCard(l);
    if (l.effect !== null && l.effect < 1) {
      throw new Invalid(l.card.span.end, t('效果编号从 1 开始（①、#1、效果1）。', 'Effect numbers start at 1 (①, #1, 效果1).'), ['effect number 1 or more']);
    }
    for (const target of l.targets) {
      checkCard(target);
      if (target.card.kind === 'link' && (target.card.link < 1 || target.card.link > raw.length)) {
        throw new Invalid(target.card.span.start, t(
          `没有连锁 ${target.card.link}：这条连锁只有 C1 到 C${raw.length}。`,
          `There is no link ${target.card.link}: this chain has C1 to C${raw.length}.`,
        ), [`C1 … C${raw.length}`]);
      }
    }
    const { markerSpan: _markerSpan, ...node } = l;
    links.push(node);
  });
  return links;
}

/**
 * Issue 16 (攻守计算): 「攻3500」「攻击力3500」「ATK 3500」 — the value now; 「攻-1000」「ATK+500」 — a lower or
 * raise applied earlier; 「原攻1600」「原本攻击力1600」 — the original value. The same with 守/守备力/DEF.
 * A trailing effect number (「攻+800#2」「攻+800②」) says the card's own effect of that number made the change.
 */
const STAT_WORD = /^(原本?)?(攻击力|守备力|攻|守|atk|def|original atk|original def)\s*([+＋\-－]?)\s*([0-9]+)\s*(?:(?:#|＃|效果)([0-9]+)|([①-⑳]))?$/i;

function parseStat(word: string): StatNote | null {
  const m = STAT_WORD.exec(word);
  if (!m) return null;
  const name = m[2]!.toLowerCase();
  const stat = name.startsWith('攻') || name.endsWith('atk') ? 'atk' : 'def';
  const original = Boolean(m[1]) || name.startsWith('original');
  const sign = m[3]!;
  const n = Number(m[4]);
  if (sign && original) return null;
  // Issue 16 (CH-STAT-OWN-NEGATED): 「攻+800#2」「攻+800②」 — the change this card's own effect ② made.
  const by = m[5] ? Number(m[5]) : m[6] ? m[6].charCodeAt(0) - 0x2460 + 1 : undefined;
  const note: StatNote = { stat, layer: original ? 'original' : 'current', op: sign ? 'add' : 'is', value: sign === '-' || sign === '－' ? -n : n };
  if (by !== undefined && by > 0) note.by = by;
  return note;
}

/**
 * Issue 16 (CH-LEVEL-ARITH): 「等级3」「等级-1」「等级+2星」「阶级+1」「刻度1」「level 3」「rank-1」「scale 1」 — a level, Rank or Pendulum Scale now
 * or an earlier change; 「#2」「②」 after it: this card's own effect ② made it (CH-LEVEL-OWN-NEGATED; of a Scale, its Pendulum Effect ②).
 */
const LEVEL_WORD = /^(等级|阶级|灵摆刻度|刻度|level|rank|lv|scale)\s*([+＋\-－]?)\s*([0-9]+)\s*(?:星|阶)?\s*(?:(?:#|＃|效果)([0-9]+)|([①-⑳]))?$/i;

function parseLevel(word: string): LevelNote | null {
  const m = LEVEL_WORD.exec(word);
  if (!m) return null;
  const sign = m[2]!;
  const n = Number(m[3]);
  const note: LevelNote = { op: sign ? 'add' : 'is', value: sign === '-' || sign === '－' ? -n : n };
  if (/阶级|rank/i.test(m[1]!)) note.rank = true;
  if (/刻度|scale/i.test(m[1]!)) note.scale = true;
  const by = m[4] ? Number(m[4]) : m[5] ? m[5].charCodeAt(0) - 0x2460 + 1 : undefined;
  if (by !== undefined && by > 0) note.by = by;
  return note;
}

/** Issue 16 (装备卡): 「装备:青眼白龙」「装备→青眼白龙」「equipped to Blue-Eyes」 — the monster this card is equipped to. */
const EQUIP_WORD = /^(?:装备|equipped to|equip)\s*(?:[:：→>]|->)?\s*(.+)$/i;

/**
 * s52 (CH-POSITION-LOCK-BATTLED): 「已战斗:电气啄木鸟」「和电气啄木鸟战斗过」「battled:X」 — this monster battled that monster (a lock some cards leave on
 * the monsters they battled: 「和这张卡进行过战斗的怪兽不能把表示形式变更」). It also says the monster battled (`已战斗`).
 */
const BATTLED_WITH_WORD = /^(?:(?:已战斗|战斗过|进行过战斗|battled(?:\s+with)?)\s*(?:[:：→>]|->)\s*(.*)|和(.+?)(?:进行过|进行了)?战斗过?)$/i;
/** Issue 16 (CT-BOND): 「对象:青眼白龙」「持续对象:青眼白龙」「targeting Blue-Eyes」 — the card this card keeps targeting. */
const TARGETING_WORD = /^(?:持续对象|持续取对象|对象|targeting|targets)\s*(?:[:：→>]|->)\s*(.+)$/i;

/** Issue 16 (复制): 「复制:电子龙·无限」「copying Cyber Dragon Infinity」 — the card whose name and effects this card took. */
const COPY_WORD = /^(?:复制|copying|copies)\s*(?:[:：→>]|->)?\s*(.+)$/i;
/**
 * Issue 16 (FD-GAIN-EFFECTS): 「得到效果:妖精弓手」「using Fairy Archer's effects」 — the card may use that card's effects as its own
 * but keeps its own name (救世星龙: 「无效化怪兽记述的效果作为这张卡的效果」).
 */
const GAIN_EFFECTS_WORD = /^(?:得到效果|使用效果|gained effects of|using effects of)\s*(?:[:：→>]|->)?\s*(.+)$/i;

/** Issue 16 (FD-MATERIALS): 「素材:炎龙星-狻猊+幻龙星-螭吻」「materials: A+B」 — the monsters it was summoned with; 「素材:」 with none: it holds no Xyz Material (s53, CH-FORBIDDEN-ACTION). */
const MATERIALS_WORD = /^(?:素材|materials?)\s*[:：]\s*(.*)$/i;
/** Issue 16 (FD-SUMMONED-BY): 「由死者苏生」「由死者苏生的效果」「by Monster Reborn」 — the card whose effect Special Summoned it. */
const SUMMONED_BY_WORD = /^(?:由|by\s+)(?!自身)(.+?)(?:的效果(?:特殊召唤|特召|苏生)?)?$/i;

/**
 * Issue 16 (zones): the zone a card stands in. 「主3」「主怪兽区3」「M3」「main 3」: Main Monster Zone 3; 「EX左」「EX右」
 * 「EX」(the left one) 「额外怪兽区左」「EXL」「EXR」: an Extra Monster Zone; 「魔陷2」「S2」「ST2」: Spell & Trap Zone 2;
 * 「灵摆左」「灵摆右」「PL」「PR」: a Pendulum Zone (Spell & Trap Zone 1 or 5); 「场地」「场地区」「FZ」: the Field Zone.
 * Columns count from the card's controller's left.
 */
const PLACE_WORD = /^(?:(主|主要?怪兽区域?|m|main\s*)([1-5１-５])|(ex|额外怪兽区域?|ex怪兽区域?)\s*(左|右|l|r|left|right)?|(魔陷|魔法陷阱区域?|魔法·陷阱区域?|s|st|spell\s*)([1-5１-５])|(灵摆|灵摆区域?|p|pendulum\s*)(左|右|l|r|left|right)|(场地|场地区域?|fz|field zone))$/i;

export function parsePlace(word: string): FieldPlace | null {
  const m = PLACE_WORD.exec(word.trim());
  if (!m) return null;
  const digit = (d: string) => '１２３４５'.includes(d) ? '１２３４５'.indexOf(d) + 1 : Number(d);
  const right = (w: string | undefined) => w !== undefined && /^(右|r|right)$/i.test(w);
  if (m[2]) return { area: 'main', column: digit(m[2]) };
  if (m[3]) return { area: 'extra-monster', column: right(m[4]) ? 4 : 2 };
  if (m[6]) return { area: 'spell-trap', column: digit(m[6]) };
  if (m[7]) return { area: 'spell-trap', column: right(m[8]) ? 5 : 1, pendulum: true };
  return { area: 'field-zone', column: null };
}

/** Issue 16 (SIT-OWNER): 「所有者:B」「owner:B」 — a card on this field that another player owns (its control was taken). */
const OWNER_WORD = /^(?:所有者|持有者|原本持有者|owner)\s*[:：]\s*([AB])$/i;
/** Issue 16 (CNT-STATE): 「魔力指示物3」「魔力指示物×3」「指示物:魔力×3」「指示物3」「3 spell counters」 — counters on the card. */
const COUNTER_WORD = /^(?:([^:：×x*\d\s]*?)指示物\s*[×x*]?\s*(\d+)|指示物\s*[:：]\s*([^×x*\d\s]*?)\s*[×x*]\s*(\d+)|(\d+)\s*(?:([a-z-]+)\s+)?counters?)$/i;
/** Issue 16 (SIT-DECLARED): 「宣言:机械族」「宣言:暗」「declared:X」 — the race or Attribute its activation declared (DNA改造手术). */
const DECLARED_WORD = /^(?:宣言|declared)\s*[:：]\s*(.+)$/i;
const CHANGED_WORD = /^(属性|种族|attribute|type)\s*[:：]\s*(.+)$/i;
/** Issue 16 (FD-NAME-CHANGE): 「卡名:X」「改名:X」「renamed X」 — the name an earlier effect gave it. */
const RENAMED_WORD = /^(?:卡名|改名|名称|renamed|named)\s*(?:[:：→>]|->)?\s*(.+)$/i;

function parseStates(note: NoteNode): { states: CardState[]; stats: StatNote[]; levels?: LevelNote[]; equippedTo?: string; targeting?: string; copies?: string; effectsOnly?: true; renamed?: string; declared?: string; becameAttribute?: string; becameRace?: string; materials?: string[]; summonedBy?: string; battledWith?: string; place?: FieldPlace; owner?: 'A' | 'B'; counters?: Record<string, number> } {
  let counters: Record<string, number> | undefined;
  const out: CardState[] = [];
  const stats: StatNote[] = [];
  const levels: LevelNote[] = [];
  let equippedTo: string | undefined;
  let targeting: string | undefined;
  let copies: string | undefined;
  let effectsOnly = false;
  let renamed: string | undefined;
  let declared: string | undefined;
  let becameAttribute: string | undefined;
  let becameRace: string | undefined;
  let owner: 'A' | 'B' | undefined;
  let materials: string[] | undefined;
  let summonedBy: string | undefined;
  let battledWith: string | undefined;
  let place: FieldPlace | undefined;
  for (const part of note.text.split(/[,，、]/)) {
    const word = part.trim();
    // Issue 16 (zones): 「主3」「EX左」「魔陷2」 — where it stands; one zone per card.
    const at = parsePlace(word);
    if (at) {
      if (place) {
        throw new Invalid(note.span.start, t(
          `一张卡只能在一个区域：这里写了两个区域（“${word}”）。`,
          `A card stands in one zone only: this note names two ("${word}").`,
        ), ['主1', 'EX左', '魔陷1']);
      }
      place = at;
      continue;
    }
    const counted = COUNTER_WORD.exec(word);
    if (counted) {
      const kind = (counted[1] ?? counted[3] ?? counterKindOf(counted[6]) ?? '').trim();
      const n = Number(counted[2] ?? counted[4] ?? counted[5]);
      counters ??= {};
      if (counters[kind] !== undefined) {
        throw new Invalid(note.span.start, t(
          `同一种指示物写了两次（“${word}”）：请只写一次数量，例如 魔力指示物3。`,
          `The same kind of counter is written twice ("${word}"): give its number once, e.g. 魔力指示物3.`,
        ), ['魔力指示物3', '指示物:魔力×3']);
      }
      counters[kind] = n;
      continue;
    }
    const made = MATERIALS_WORD.exec(word);
    if (made) {
      materials = made[1]!.split(/[+＋/／]/).map((n) => n.trim().replace(/^[「《『"](.*)[」》』"]$/, '$1')).filter((n) => n !== '');
      if (!out.includes('has-materials')) out.push('has-materials');
      continue;
    }
    const by = SUMMONED_BY_WORD.exec(word);
    if (by) {
      summonedBy = by[1]!.trim().replace(/^[「《『"](.*)[」》』"]$/, '$1');
      if (!out.includes('summoned-by-card')) out.push('summoned-by-card');
      continue;
    }
    const equip = EQUIP_WORD.exec(word);
    if (equip) {
      equippedTo = equip[1]!.trim().replace(/^[「《『"](.*)[」》』"]$/, '$1');
      continue;
    }
    const fought = BATTLED_WITH_WORD.exec(word);
    if (fought) {
      const name = (fought[1] ?? fought[2] ?? '').trim().replace(/^[「《『"](.*)[」》』"]$/, '$1');
      if (name === '') {
        throw new Invalid(note.span.start, t(
          `“${word}”没有写和哪只怪兽战斗过：写 已战斗:怪兽名（如 已战斗:电气啄木鸟）；只说它这个回合进行过战斗写 已战斗。`,
          `"${word}" does not say which monster it battled: write 已战斗:name (e.g. 已战斗:电气啄木鸟), or 已战斗 alone for a battle this turn.`,
        ), ['已战斗:电气啄木鸟', '已战斗']);
      }
      battledWith = name;
      if (!out.includes('battled')) out.push('battled');
      continue;
    }
    const aimed = TARGETING_WORD.exec(word);
    if (aimed) {
      targeting = aimed[1]!.trim().replace(/^[「《『"](.*)[」》』"]$/, '$1');
      continue;
    }
    const owned = OWNER_WORD.exec(word);
    if (owned) {
      owner = owned[1]!.toUpperCase() as 'A' | 'B';
      continue;
    }
    const said = DECLARED_WORD.exec(word);
    if (said) {
      const value = said[1]!.trim().replace(/^[「《『"](.*)[」》』"]$/, '$1');
      // A race (「机械族」) or an Attribute (「暗」「暗属性」): what 「变成宣言的种族／属性」 then means.
      const attr = /^([光暗地水炎风神])(?:属性)?$/.exec(value);
      if (!attr && !/^[^\s]{1,6}族$/.test(value)) {
        throw new Invalid(note.span.start, t(
          `“宣言:”后面写发动时宣言的种族或属性（例如 宣言:机械族、宣言:暗），这里写了“${value}”。`,
          `"宣言:" takes the race or Attribute declared at activation (e.g. 宣言:机械族, 宣言:暗), not "${value}".`,
        ), ['宣言:机械族', '宣言:暗']);
      }
      declared = attr ? attr[1]! : value;
      continue;
    }
    // SIT-CHANGED-HERE: 「属性:地」「种族:恐龙族」 — what an earlier effect made it where it is now.
    const became = CHANGED_WORD.exec(word);
    if (became) {
      const value = became[2]!.trim();
      const attr = /^([光暗地水炎风神])(?:属性)?$/.exec(value);
      if (/^(?:属性|attribute)$/i.test(became[1]!) ? !attr : !/^[^\s]{1,6}族$/.test(value)) {
        throw new Invalid(note.span.start, t(
          `“${became[1]}:”后面写之前的效果让它变成的${/^(?:属性|attribute)$/i.test(became[1]!) ? '属性（例如 属性:地）' : '种族（例如 种族:恐龙族）'}，这里写了“${value}”。`,
          `"${became[1]}:" takes the ${/^(?:属性|attribute)$/i.test(became[1]!) ? 'Attribute (e.g. 属性:地)' : 'Type (e.g. 种族:恐龙族)'} an earlier effect gave it, not "${value}".`,
        ), ['属性:地', '种族:恐龙族']);
      }
      if (attr) becameAttribute = attr[1]!;
      else becameRace = value;
      continue;
    }
    const rename = RENAMED_WORD.exec(word);
    if (rename) {
      renamed = rename[1]!.trim().replace(/^[「《『"](.*)[」》』"]$/, '$1');
      continue;
    }
    const gain = GAIN_EFFECTS_WORD.exec(word);
    if (gain) {
      copies = gain[1]!.trim().replace(/^[「《『"](.*)[」》』"]$/, '$1');
      effectsOnly = true;
      continue;
    }
    const copy = COPY_WORD.exec(word);
    if (copy) {
      copies = copy[1]!.trim().replace(/^[「《『"](.*)[」》』"]$/, '$1');
      continue;
    }
    // Face-up Attack Position is how a monster is listed unless a state says otherwise: 「攻击表示」 says nothing more.
    if (ATTACK_POSITION_WORDS.has(word.toLowerCase())) continue;
    const state = STATES[word.toLowerCase()] ?? STATES[word];
    const stat = state ? null : parseStat(word);
    if (stat) {
      stats.push(stat);
      continue;
    }
    const level = state ? null : parseLevel(word);
    if (level) {
      levels.push(level);
      continue;
    }
    if (!state) {
      throw new Invalid(note.span.start, t(
        `不认识的卡片状态“${word}”。可以写：盖、守、本回合盖放、本回合特召、本回合送去墓地、本回合除外、已反转、已用、战斗破坏、正规出场、未正规出场、不能使用、公开、效果无效、当作怪兽、变里侧、一时除外、上级召唤、同调召唤（等○○召唤）、从墓地特召（等从○○特召）、自身特召、再度召唤（二重怪兽）、素材:X+Y、由X（X的效果特殊召唤了它）、已攻击宣言、已攻击、已直接攻击、已攻击2次、已直接攻击宣言、可作2次攻击、可向怪兽2次攻击、可继续攻击（「可以继续攻击」适用、下次攻击未作出）、已战斗、已战斗:X（和X战斗过）、战斗破坏过怪兽、已给与战斗伤害（这个回合给与过对方战斗伤害）、已免战斗破坏（「1回合各有1次不会被战斗破坏」这个回合已用过）、代替破坏（它的可选代替破坏适用于这次战斗破坏）、只能被攻击、必须被攻击（陷阱的效果这个回合留给它的攻击对象规则）、攻1500、守-500、原攻1600、等级-1（等级·阶级·刻度，#2 表示自身效果②造成）、装备:青眼白龙、对象:青眼白龙（持续取对象）、复制:电子龙·无限、得到效果:妖精弓手（只得到效果，卡名不变）、卡名:元素英雄 天空侠、宣言:机械族（发动时宣言的种族·属性）、硬币表、硬币里（召唤时投掷硬币的结果，秘仪之力）、所有者:B、魔力指示物3（卡上的指示物，也可写 指示物:魔力×3）、不受效果、不受魔法、不受陷阱、不受魔陷、不受怪兽、不受对方效果、不会被效果破坏、表侧（额外卡组表侧的灵摆怪兽）、区域（主1…主5、EX左、EX右、魔陷1…魔陷5、灵摆左、灵摆右、场地）（多个用逗号分开）。`,
        `Unknown card state "${word}". Known states: 盖/set, 守/def, 本回合盖放/set this turn, 本回合特召/summoned this turn, 本回合送去墓地/sent to GY this turn, 本回合除外/banished this turn, 已反转/flipped, 已用/used, 战斗破坏/destroyed by battle, 正规出场/properly summoned, 未正规出场/not properly summoned, 不能使用/cannot use, 公开/revealed, 效果无效/effects negated, 当作怪兽/as monster (a trap monster), 变里侧/turned face-down, 一时除外/banished and back, 上级召唤/tribute summoned, 同调召唤/synchro summoned (and the other summons), 从墓地特召/summoned from gy (and the other places), 自身特召/summoned by itself, 再度召唤/gemini summoned (a Gemini monster summoned again), 素材:X+Y/materials: X+Y (the monsters it was summoned with), 由X/by X (X's effect Special Summoned it), 已攻击宣言/attack declared, 已攻击/attacked, 已直接攻击/attacked directly, 已攻击2次/attacked twice (also 3次), 已直接攻击宣言/direct attack declared, 可作2次攻击/may attack twice, 可向怪兽2次攻击/may attack monsters twice, 可继续攻击/may continue attacking (a continued attack applied, not yet made), 已战斗/battled, 已战斗:X/battled X (it battled the monster X), 战斗破坏过怪兽/destroyed a monster by battle, 已给与战斗伤害/dealt battle damage (to the opponent this turn), 已免战斗破坏/battle protection used (a once-per-turn protection from battle destruction already kept it this turn), 代替破坏/replaces destruction (its optional destruction replacement applies to the battle's destruction), 只能被攻击/sole attack target and 必须被攻击/must be attacked (a Trap's effect left that attack-target rule on it for the turn), ATK 1500, DEF-500, original ATK 1600, 等级-1/level-1 (a level, Rank or 刻度 Pendulum Scale; #2: made by its own effect ②), equipped to Blue-Eyes, 对象:X/targeting X (keeps targeting it: 持续取对象), copying Cyber Dragon Infinity, 卡名:X/renamed X (name changed), 宣言:机械族/declared:X (the race or Attribute declared at its activation), 硬币表/heads and 硬币里/tails (the coin tossed for its summon, Arcana Force), 所有者:B/owner:B (owned by the other player), 魔力指示物3/3 spell counters (counters on it; also 指示物:魔力×3), 不受效果/unaffected (also 不受魔法, 不受陷阱, 不受魔陷, 不受怪兽, 不受对方效果), 不会被效果破坏/indestructible by effects (an earlier effect keeps it from being destroyed by card effects), 表侧/face-up (a Pendulum monster face-up in the Extra Deck), a zone (主1…主5 Main Monster Zones, EX左/EX右 Extra Monster Zones, 魔陷1…魔陷5 Spell & Trap Zones, 灵摆左/灵摆右 Pendulum Zones, 场地 Field Zone) (separate several with commas).`,
      ), ['盖', '守', '本回合盖放', '本回合特召', '本回合送去墓地', '本回合除外', '已反转', '已用', '战斗破坏', '正规出场', '未正规出场', '不能使用', '公开', '效果无效', '当作怪兽', '变里侧', '一时除外', '上级召唤', '同调召唤', '从墓地特召', '自身特召', '已攻击宣言', '已攻击', '已直接攻击', '已战斗', '战斗破坏过怪兽', '不受效果', '主1', 'EX左', '魔陷1']);
    }
    // Order matters once the card turned face-down or came back from banishment (issue 16): a state
    // written after that is a new fact of the new card, so it is kept even if written before.
    const lastReset = Math.max(out.lastIndexOf('turned-face-down'), out.lastIndexOf('banished-and-back'));
    if (!out.slice(lastReset + 1).includes(state)) out.push(state);
    // A value written before a reset was the old card's.
    if (state === 'turned-face-down' || state === 'banished-and-back') for (const s of [...stats, ...levels]) s.beforeReset = true;
    // CNT-LEAVE: counters written before it were the old card's; the new card holds none.
    if ((state === 'turned-face-down' || state === 'banished-and-back') && counters) counters = Object.fromEntries(Object.keys(counters).map((k) => [k, 0]));
  }
  return { states: out, stats, ...(levels.length ? { levels } : {}), ...(equippedTo !== undefined ? { equippedTo } : {}), ...(targeting !== undefined ? { targeting } : {}), ...(copies !== undefined ? { copies } : {}), ...(effectsOnly ? { effectsOnly: true as const } : {}), ...(renamed !== undefined ? { renamed } : {}), ...(declared !== undefined ? { declared } : {}), ...(becameAttribute !== undefined ? { becameAttribute } : {}), ...(becameRace !== undefined ? { becameRace } : {}), ...(materials !== undefined ? { materials } : {}), ...(summonedBy !== undefined ? { summonedBy } : {}), ...(battledWith !== undefined ? { battledWith } : {}), ...(place !== undefined ? { place } : {}), ...(owner !== undefined ? { owner } : {}), ...(counters !== undefined ? { counters } : {}) };
}

/** The situation block still open at token `index` (its `{` or `【`), or undefined when the text there is outside any block. */
function openBlockBefore(tokens: readonly Tok[], index: number): Tok | undefined {
  let open: Tok | undefined;
  for (let i = 0; i < index && i < tokens.length; i++) {
    const tok = tokens[i]!;
    if (tok.type === 'lbrace') open = tok;
    else if (tok.type === 'rbrace') open = undefined;
  }
  return open;
}

/** English counter kinds (`2 spell counters`) as the Chinese word the card text uses. */
function counterKindOf(word: string | undefined): string | undefined {
  if (word === undefined) return undefined;
  const w = word.toLowerCase();
  return ({ spell: '魔力', predator: '捕食', guard: '守卫', bushido: '武士道', a: 'A', venom: '毒', ice: '冰' } as Record<string, string>)[w] ?? word;
}

function finishItem(item: RawItem, listed: Map<string, number>): SituationItem {
  switch (item.kind) {
    case 'turn': {
      const player = TURN_PLAYERS[item.word];
      if (!player) {
        // 「回合:A 伤害计算前」: the value runs on over spaces into a phase named without its 阶段: key.
        const [first = '', ...rest] = item.word.split(/\s+/);
        const phase = TURN_PLAYERS[first] && rest.length ? phaseWord(rest.join(' ')) : null;
        if (phase) {
          throw new Invalid(item.span.start, t(
            `“${phase}”是阶段·步骤的名字，要写成情况项 阶段:${phase}（例如 {回合:${first} 阶段:${phase}}）。`,
            `"${phase}" names a phase or step; write it as the item 阶段:${phase} (e.g. {回合:${first} 阶段:${phase}}).`,
          ), ['阶段:']);
        }
        throw new Invalid(item.span.start, t(
          `回合玩家只能是 A 或 B，这里写了“${item.word}”。`,
          `The turn player is A or B, not "${item.word}".`,
        ), ['A', 'B']);
      }
      return { kind: 'turn', player, span: item.span };
    }
    case 'zone': {
      const cards: ZoneCardNode[] = expandCounts(item, listed).map((c) => {
        checkCard(c);
        const parsed = c.stateNote ? parseStates(c.stateNote) : { states: [], stats: [] };
        const node: ZoneCardNode = { card: c.card, states: parsed.states, span: c.span };
        if (parsed.stats.length) node.stats = parsed.stats;
        if (parsed.levels?.length) node.levels = parsed.levels;
        if (parsed.equippedTo !== undefined) node.equippedTo = parsed.equippedTo;
        if (parsed.targeting !== undefined) node.targeting = parsed.targeting;
        if (parsed.copies !== undefined) node.copies = parsed.copies;
        if (parsed.effectsOnly) node.copiesEffectsOnly = true;
        if (parsed.renamed !== undefined) node.renamed = parsed.renamed;
        if (parsed.declared !== undefined) node.declared = parsed.declared;
        if (parsed.becameAttribute !== undefined) node.becameAttribute = parsed.becameAttribute;
        if (parsed.becameRace !== undefined) node.becameRace = parsed.becameRace;
        if (parsed.owner !== undefined) node.owner = parsed.owner;
        if (parsed.materials !== undefined) node.materials = parsed.materials;
        if (parsed.summonedBy !== undefined) node.summonedBy = parsed.summonedBy;
        if (parsed.battledWith !== undefined) node.battledWith = parsed.battledWith;
        if (parsed.place !== undefined) node.place = parsed.place;
        if (parsed.counters !== undefined) node.counters = parsed.counters;
        return node;
      });
      return { kind: 'zone', player: item.player, zone: item.zone, cards, ...(item.complete ? { complete: true as const } : {}), span: item.span };
    }
    case 'history':
      return { kind: 'history', entries: item.entries.map((e) => { checkCard(e); return historyEntry(e, item.lastTurn === true); }), ...(item.lastTurn ? { lastTurn: true as const } : {}), span: item.span };
    case 'attack':
      checkCard(item.attacker);
      if (item.target && attacksPlayer(item.target)) return { ...item, target: null };
      if (item.target) checkCard(item.target);
      return item;
    default:
      return item;
  }
}

/** The zones as a message names them: `A卡组` / `A's Deck`. */
const ZONE_LABEL: Record<ZoneName, [string, string]> = {
  field: ['场', 'field'], hand: ['手卡', 'hand'], gy: ['墓地', 'GY'], banished: ['除外区', 'banishment'], deck: ['卡组', 'Deck'], extra: ['额外卡组', 'Extra Deck'],
};

/**
 * A zone list with its counts written out: `青眼白龙×3` becomes three cards, each its own card (the binder gives each its own
 * ref, so 未来融合 can send all three). A count that cannot be — none after the sign, 0, more than the zone holds — is refused
 * with what to type instead, never read as a card name the fuzzy match would bend to one card.
 */
function expandCounts(item: Extract<RawItem, { kind: 'zone' }>, listed: Map<string, number>): RawZoneCard[] {
  const capacity = ZONE_CAPACITY[item.zone];
  const [zoneZh, zoneEn] = ZONE_LABEL[item.zone];
  const out: RawZoneCard[] = [];
  let counted = false;
  for (const c of item.cards) {
    const typed = c.card.kind === 'name' && c.card.quote === null ? c.card.name : null;
    const glued = typed === null ? null : splitCount(typed);
    // A count after the state (s56): `羊衍生物(守)×2` is `羊衍生物×2(守)`; a count written both ways is refused, never multiplied.
    if (c.count && glued) {
      throw new Invalid(c.count.offset, t(
        `「${typed}」的张数写了两次（“${glued.written}”和“${c.count.text}”）：只写一个，例如 ${glued.name}×3`,
        `The count of "${typed}" is written twice ("${glued.written}" and "${c.count.text}"): write one, e.g. ${glued.name}×3`,
      ), [`${glued.name}×3`]);
    }
    const after = c.count ? { ...countAfterState(c.count), at: c.count } : null;
    if (after) {
      if (!Number.isInteger(after.count) || after.count < 1 || after.count > capacity) {
        const label = after.count < 1 ? t(`张数至少是 1，这里写了 ${after.count}`, `a count is at least 1, this says ${after.count}`) : t(`${item.player}的${zoneZh}最多放 ${capacity} 张，这里写了 ${after.count}`, `${item.player}'s ${zoneEn} holds at most ${capacity} cards, this says ${after.count}`);
        throw new Invalid(after.at.offset, t(`“${after.at.text}”的张数不对：${label.zh}。请写 ×N（N 为 1–${capacity}）。`, `The count "${after.at.text}" is wrong: ${label.en}. Write ×N (N from 1 to ${capacity}).`), ['×3']);
      }
      counted = true;
      const { count: _written, ...one } = c;
      for (let i = 0; i < after.count; i++) out.push(one);
      continue;
    }
    const split = glued;
    if (!split || typed === null) {
      out.push(c);
      continue;
    }
    const { name, count, written, at } = split;
    const where = c.card.span.start + at;
    if (!Number.isInteger(count) || count < 1 || count > capacity) {
      const why = Number.isNaN(count)
        ? t(`“${written}”后面要写张数`, `"${written}" needs a number of copies`)
        : count < 1
          ? t(`张数至少是 1，这里写了 ${count}`, `a count is at least 1, this says ${count}`)
          : t(`${item.player}的${zoneZh}最多放 ${capacity} 张，这里写了 ${count}`, `${item.player}'s ${zoneEn} holds at most ${capacity} cards, this says ${count}`);
      throw new Invalid(where, t(
        `「${typed}」的张数不对：${why.zh}。请写 ${name}×N（N 为 1–${capacity}），例如 ${name}×3；卡名本身带“×数字”时请加引号：「${typed}」。`,
        `The count in "${typed}" is wrong: ${why.en}. Write ${name}×N (N from 1 to ${capacity}), e.g. ${name}×3; if the card's name itself ends so, quote it: 「${typed}」.`,
      ), [`${name}×3`]);
    }
    counted = true;
    // 5 to 8 digits before the count are a passcode, as the lexer reads them bare (`89631139×3`).
    const card = /^[0-9]{5,8}$/.test(name)
      ? { kind: 'passcode' as const, passcode: Number(name), span: c.card.span }
      : { kind: 'name' as const, name, quote: null, span: c.card.span };
    for (let i = 0; i < count; i++) out.push({ ...c, card });
  }
  // The bound holds for the zone, over every item that lists it (`A卡组:X×60; A卡组:X×60` is 120): with counts, a 6,000-character
  // input could otherwise list tens of thousands of cards for the binder and the engine to carry.
  const key = item.player + item.zone;
  const total = (listed.get(key) ?? 0) + out.length;
  listed.set(key, total);
  if (counted && total > capacity) {
    throw new Invalid(item.span.start, t(
      `${item.player}的${zoneZh}最多放 ${capacity} 张，这里按张数一共有 ${total} 张。请减少张数。`,
      `${item.player}'s ${zoneEn} holds at most ${capacity} cards; with the counts it lists ${total}. Lower the counts.`,
    ), [`${capacity}`]);
  }
  return out;
}

/** A count after the state (s56): the number of `×2` written after a card's state note (the lexer took only a sign and digits). */
function countAfterState(written: { text: string }): { count: number } {
  return { count: Number(asciiDigits(written.text.slice(1))) };
}

function finishSituation(s: RawSituation): SituationNode {
  // Cards listed so far per player and zone (the bound on counts, expandCounts).
  const listed = new Map<string, number>();
  return { bracket: s.bracket, items: s.items.map((item) => finishItem(item, listed)), span: s.span };
}

function finishAction(a: RawAction): ActionNode {
  // `同调召唤` and the like: a Special Summon by that method (issue 16), its materials after 素材.
  const [verbWord, howWord] = a.verb.split(':');
  const verb = verbWord as ActionVerb;
  // `灵摆召唤 X`: a Pendulum Summon (CH-PENDULUM-SUMMON) — by rule, with no materials; not one of the methods with materials.
  const pendulum = howWord === 'pendulum';
  const how = pendulum ? undefined : (howWord as MaterialSummon | undefined);
  if (pendulum && a.tributes) {
    throw new Invalid(a.tributeTok!.offset, t('灵摆召唤不用素材也不解放：请写 灵摆召唤 X（一次灵摆召唤的几只怪兽各写一个动作）。', 'A Pendulum Summon takes no materials or tributes: write 灵摆召唤 X (one action per monster it summons).'), ['灵摆召唤']);
  }
  checkCard(a.subject);
  const keyword = a.tributeTok?.text;
  // (A Tribute Set — 盖放 X 解放 Y — tributes as a Tribute Summon does: SIT-SUMMON-NEEDS-TRIBUTES.)
  if (a.tributes && (how || verb === 'special-summon' ? keyword !== '素材' : (verb !== 'tribute-summon' && verb !== 'set') || keyword !== '解放')) {
    throw new Invalid(a.tributeTok!.offset, how
      ? t('融合·同调·超量·连接·仪式召唤的素材写在“素材”后：例如 同调召唤 星尘龙 素材 废品同调士, 超音速之眼。',
        'A Fusion/Synchro/Xyz/Link/Ritual Summon lists its materials after 素材: e.g. 同调召唤 星尘龙 素材 废品同调士, 超音速之眼.')
      : t('只有上级召唤和盖放（上级盖放）才写“解放 …”，只有融合·同调·超量·连接·仪式召唤和用自身方法的特殊召唤才写“素材 …”：例如 上级召唤 光帝 克赖斯 解放 三眼怪。',
        'Only a tribute summon lists tributes (解放; a monster\'s Tribute Set too), only a Fusion/Synchro/Xyz/Link/Ritual Summon or a Special Summon by its own procedure the cards it uses (素材): e.g. 上级召唤 光帝 克赖斯 解放 三眼怪.'),
    how ? ['素材'] : ['上级召唤']);
  }
  if (a.target && verb !== 'attack') {
    throw new Invalid(a.arrowTok!.offset, t(
      '只有攻击宣言带箭头和攻击对象：例如 攻击宣言 蓝宝石龙 → 灵魂龙。',
      'Only an attack declaration takes an arrow and a target: e.g. 攻击宣言 蓝宝石龙 → 灵魂龙.',
    ), ['攻击宣言']);
  }
  let cause: ActionCause | null = null;
  const notes: NoteNode[] = [];
  for (const n of a.notes) {
    const c = CAUSES[n.text.toLowerCase()] ?? CAUSES[n.text];
    if (!c) {
      notes.push(n);
      continue;
    }
    if (cause !== null && cause !== c) {
      throw new Invalid(n.span.start, t(
        '一个动作只能写一个原因：(效果)、(cost)、(战斗) 或 (规则)。',
        'An action takes one cause: (效果)/(effect), (cost), (战斗)/(battle) or (规则)/(rule).',
      ), ['one of (效果) (cost) (战斗) (规则)']);
    }
    cause = c;
  }
  const tributes: CardMention[] = a.tributes ?? [];
  tributes.forEach(checkCard);
  const target = a.target && attacksPlayer(a.target) ? null : a.target;
  if (target) checkCard(target);
  const node: ActionNode = { verb, subject: a.subject, tributes, target, cause, notes, span: a.span };
  if (how) node.how = how;
  if (pendulum) node.pendulum = true;
  return node;
}

/** Words for a player written where an attack target goes (「攻击:A:X→B」): a direct attack 直接攻击. */
const PLAYER_AS_TARGET = new Set(['a', 'b', '玩家a', '玩家b', 'a玩家', 'b玩家', '对方', '对方玩家', '玩家', '直接攻击', 'direct', 'player']);

function attacksPlayer(m: CardMention): boolean {
  return m.controller === null && m.card.kind === 'name' && m.card.quote === null && PLAYER_AS_TARGET.has(m.card.name.toLowerCase());
}
