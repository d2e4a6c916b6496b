/**
 * Parse errors people can act on: what was expected, where (offset + a caret under the place), and
 * what to type instead — in both languages (Text), never a stack trace.
 */
import { t, type Text, zhJoined, enJoined } from '../i18n/text.js';
import type { Tok, TokType } from './lexer.js';
import { phaseIdFor } from '../rules/index.js';

export type NotationErrorKind = 'parse' | 'too-long' | 'invalid';

export interface NotationError {
  kind: NotationErrorKind;
  message: Text;
  /** UTF-16 offset into the input, or null where no place applies. */
  offset: number | null;
  /** Human names of what could come at `offset` (English; `expectedText` has both languages). */
  expected: string[];
  /** The input line around `offset` and a line with a caret under it (empty when offset is null). */
  caret: string;
  /** The same expected items in both languages (added beside `expected`, which is English). */
  expectedText?: Text[];
}

/** How each token type is named to a reader. `end` is the end of the input. */
const TOKEN_NAMES: Record<TokType | 'end', Text> = {
  marker: t('连锁标记（C1、C2 …）', 'a link marker (C1, C2, …)'),
  ctrl: t('控制者（A: 或 B:）', 'a controller (A: or B:)'),
  name: t('卡名', 'a card name'),
  qname: t('卡名', 'a card name'),
  passcode: t('卡名', 'a card name'),
  num: t('数字', 'a number'),
  eff: t('效果编号（①、#1、效果1）', 'an effect number (①, #1, 效果1)'),
  arrow: t('箭头（→）', 'an arrow (→)'),
  sep: t('逗号（，）', 'a comma (,)'),
  semi: t('分号（；）', 'a semicolon (;)'),
  colon: t('冒号（:）', 'a colon (:)'),
  note: t('注释（[…]、(…)）', 'a note ([…] or (…))'),
  lbrace: t('情况块 {…}', 'a situation block {…}'),
  rbrace: t('情况块的结尾 }', 'the end of the situation block }'),
  closer: t('右括号', 'a closing bracket'),
  key_turn: t('情况项（回合: 阶段: 攻击: A场: A基本分: …）', 'a situation item (turn:, phase:, attack:, A field:, A LP:, …)'),
  key_phase: t('情况项（回合: 阶段: 攻击: A场: A基本分: …）', 'a situation item (turn:, phase:, attack:, A field:, A LP:, …)'),
  key_attack: t('情况项（回合: 阶段: 攻击: A场: A基本分: …）', 'a situation item (turn:, phase:, attack:, A field:, A LP:, …)'),
  key_zone: t('情况项（回合: 阶段: 攻击: A场: A基本分: …）', 'a situation item (turn:, phase:, attack:, A field:, A LP:, …)'),
  key_hand_en: t('情况项（回合: 阶段: 攻击: A场: A基本分: …）', 'a situation item (turn:, phase:, attack:, A field:, A LP:, …)'),
  key_lp: t('情况项（回合: 阶段: 攻击: A场: A基本分: …）', 'a situation item (turn:, phase:, attack:, A field:, A LP:, …)'),
  key_handsize: t('情况项（回合: 阶段: 攻击: A场: A基本分: …）', 'a situation item (turn:, phase:, attack:, A field:, A LP:, …)'),
  key_history: t('情况项（回合: 阶段: 攻击: A场: A基本分: …）', 'a situation item (turn:, phase:, attack:, A field:, A LP:, …)'),
  key_last_turn: t('情况项（回合: 阶段: 攻击: A场: A基本分: …）', 'a situation item (turn:, phase:, attack:, A field:, A LP:, …)'),
  verb: t('动作词（召唤、上级召唤、特殊召唤、盖放、破坏 …）', 'an action word (召唤, 上级召唤, 特殊召唤, 盖放, 破坏, …)'),
  tribute: t('解放', '解放 (tributes)'),
  ask: t('伤害计算（只有情况块时：按现在的数值计算攻守和伤害）', '伤害计算 (after a situation alone: the ATK/DEF and damage as they stand)'),
  later: t('回合结束后 / 伤害计算后（写在最后：到那时为止的变化不再适用后的攻守）', '回合结束后 / 伤害计算后 (last: the ATK/DEF once the changes lasting until then have ended)'),
  then: t('然后（写在两个连锁之间：后一个连锁从前一个连锁处理后的状况开始）', 'then (between two chains: the next one starts from what the one before left)'),
  count: t('张数（×2）', 'a count (×2)'),
  end: t('输入结束', 'the end of the input'),
};

/** The distinct human names for a set of token types, in a stable order. */
export function expectedNames(types: Iterable<TokType | 'end'>): Text[] {
  const seen = new Set<string>();
  const out: Text[] = [];
  const order = Object.keys(TOKEN_NAMES) as (TokType | 'end')[];
  const wanted = new Set(types);
  for (const type of order) {
    if (!wanted.has(type)) continue;
    const name = TOKEN_NAMES[type];
    if (seen.has(name.en)) continue;
    seen.add(name.en);
    out.push(name);
  }
  return out;
}

function orList(items: Text[]): Text {
  if (items.length === 0) return t('', '');
  if (items.length === 1) return items[0]!;
  const zh = zhJoined(items.slice(0, -1), '、') + '或' + items.at(-1)!.zh;
  const en = enJoined(items.slice(0, -1), ', ') + ' or ' + items.at(-1)!.en;
  return t(zh, en);
}

/** Wide characters take two columns in a monospace font; the caret line pads with full-width spaces there. */
function isWide(ch: string): boolean {
  const c = ch.codePointAt(0) ?? 0;
  return (
    (c >= 0x1100 && c <= 0x115f) || (c >= 0x2e80 && c <= 0xa4cf) || (c >= 0xac00 && c <= 0xd7a3) ||
    (c >= 0xf900 && c <= 0xfaff) || (c >= 0xfe30 && c <= 0xfe4f) || (c >= 0xff00 && c <= 0xff60) ||
    (c >= 0xffe0 && c <= 0xffe6) || (c >= 0x2460 && c <= 0x24ff) || (c >= 0x2190 && c <= 0x21ff) ||
    c >= 0x1f300
  );
}

const CARET_WINDOW = 40;

/** The line holding `offset` (at most ~80 characters of it) and a caret line under the offset. */
export function caretAt(input: string, offset: number | null): string {
  if (offset === null) return '';
  const lineStart = input.lastIndexOf('\n', offset - 1) + 1;
  let lineEnd = input.indexOf('\n', offset);
  if (lineEnd < 0) lineEnd = input.length;
  let from = Math.max(lineStart, offset - CARET_WINDOW);
  const to = Math.min(lineEnd, offset + CARET_WINDOW);
  // Do not cut a surrogate pair in half.
  if (from > lineStart && /[\udc00-\udfff]/.test(input[from] ?? '')) from -= 1;
  const head = from > lineStart ? '…' : '';
  const tail = to < lineEnd ? '…' : '';
  const before = head + input.slice(from, offset);
  const pad = Array.from(before, (ch) => (ch === '\t' ? '\t' : isWide(ch) ? '\u3000' : ' ')).join('');
  return `${head}${input.slice(from, to)}${tail}\n${pad}^`;
}

/** How the token the reader typed looks in a message. */
function shown(tok: Tok | undefined): Text {
  if (!tok) return t('输入结束', 'the end of the input');
  const s = tok.text.length > 30 ? tok.text.slice(0, 30) + '…' : tok.text;
  return t(`“${s}”`, `"${s}"`);
}

const CARD_TYPES: TokType[] = ['name', 'qname', 'passcode'];

/**
 * The message for a token the grammar did not accept (`bad` undefined: the input ended too soon).
 * `prev` is the token before it; `expected` the token types the grammar could take there.
 */
export function syntaxMessage(
  prev: Tok | undefined,
  bad: Tok | undefined,
  expected: Set<TokType | 'end'>,
  blockOpen: Tok | undefined,
  /** The number the next link would take (links so far + 1). */
  nextLink = 2,
  /** An action word written after its card (「A:青眼白龙 特殊召唤」), read at the end of a name. */
  verbAfter?: { verb: string; card: string; ctrl: string },
): Text {
  const names = expectedNames(expected);
  const found = shown(bad);
  const generic = t(
    `这里需要${orList(names).zh}，却读到了${found.zh}。`,
    `Expected ${orList(names).en} here, but found ${found.en}.`,
  );
  const cardWanted = CARD_TYPES.some((c) => expected.has(c));
  let hint: Text | null = null;

  if (bad?.type === 'num' && cardWanted) {
    hint = t(
      '单独的数字会被读作卡片密码（5 到 8 位）；名字全是数字的卡请加引号，例如 《7》。',
      'Bare digits are read as a passcode (5 to 8 digits); quote a card whose name is digits, e.g. 《7》.',
    );
  } else if (bad?.type === 'colon' && blockOpen && prev?.type === 'name' && (prev.text.split(/\s+/).at(-1) ?? '').length <= 6 && !/^[A-Za-zＡ-Ｚａ-ｚ]$/.test(prev.text.split(/\s+/).at(-1) ?? '')) {
    // 「{阶段:战斗 步骤:伤害步骤}」: the word before the colon (a name runs on over spaces) taken for a situation key.
    hint = unknownSceneKey(prev.text.split(/\s+/).at(-1)!);
  } else if (bad?.type === 'colon' && !blockOpen && prev?.type === 'name' && ZONE_WORD.test(prev.text.split(/\s+/).at(-1) ?? '')) {
    // 「→B墓:青眼白龙」: a zone written on a card in a link; where a card is goes in the situation block.
    const zone = prev.text.split(/\s+/).at(-1)!;
    const player = /^(B|Ｂ|对方|对手|对)/.test(zone) ? 'B' : 'A';
    hint = t(
      `连锁里的卡只写控制者（例如 → ${player}:青眼白龙），不写区域“${zone}”；卡在哪里写在前面的情况块里，例如 {${zone}:青眼白龙}。`,
      `A card in a link takes only its controller (e.g. → ${player}:青眼白龙), not the zone "${zone}"; where a card is goes in the situation block before, e.g. {${zone}:青眼白龙}.`,
    );
  } else if (bad?.type === 'colon' && prev?.type === 'name' && /^[A-Za-zＡ-Ｚａ-ｚ]$/.test(prev.text.split(/\s+/).at(-1) ?? '')) {
    // 「C1 C:黑洞」: one letter before a colon is a controller written with a letter that is no player.
    const letter = prev.text.split(/\s+/).at(-1)!;
    hint = t(
      `控制者只能写 A: 或 B:（A 是回合玩家一方，B 是另一方），这里写了 ${letter}:。请写成例如 A:黑洞 或 B:黑洞；如果“${letter}${bad.text}”是卡名的一部分（例如 I：P伪装舞会莱娜），请把整个卡名用《》括起来：《${letter}${bad.text}…》。`,
      `A controller is written A: or B: (the two players), but this says ${letter}:. Write e.g. A:黑洞 or B:黑洞; if "${letter}${bad.text}" is part of a card name (e.g. I：P伪装舞会莱娜), quote the whole name: 《${letter}${bad.text}…》.`,
    );
  } else if (bad?.type === 'sep' && prev?.type === 'key_zone') {
    // 「{A场:,}」: a comma with no card before it; an empty zone is the key with nothing after it.
    hint = t(
      `${prev.text} 后面的逗号前没有卡。要表示那里没有卡，只写 ${prev.text} 后面什么都不写（例如 {${prev.text}} C1 黑洞）；有卡的话写 ${prev.text}卡,卡。`,
      `The comma after ${prev.text} has no card before it. For a zone with no cards, write ${prev.text} with nothing after it (e.g. {${prev.text}} C1 黑洞); with cards, ${prev.text}card,card.`,
    );
  } else if (!prev && bad && /^(A|B|Ａ|Ｂ|我方|我|自己|对方|对手|对)(场|手卡数|手卡|手|墓地|墓|除外|卡组|额外|基本分)(只有|仅有)?$/.test(bad.text)) {
    // 「A场:…」 at the very start, outside a block: situation items go inside {…}.
    hint = t(
      `情况项要写在 {…} 里，后面再写连锁或动作，例如 {${bad.text}:青眼白龙} C1 黑洞；那里没有卡写 {${bad.text}:}。`,
      `Situation items go inside {…}, with the chain or action after it, e.g. {${bad.text}:青眼白龙} C1 黑洞; a zone with no cards is {${bad.text}:}.`,
    );
  } else if (bad && (bad.type === 'name' || bad.type === 'qname') && (!prev || expected.has('key_phase')) && phaseWord(bad.text)) {
    // 「伤害计算前 C1 …」 or 「{伤害步骤} C1 …」: a phase or step named bare, where the block's 阶段: item says it.
    const word = phaseWord(bad.text)!;
    const block = blockOpen ? `阶段:${word}` : `{阶段:${word}}`;
    hint = t(
      `“${word}”是阶段·步骤的名字，要作为情况项写在情况块里：${block}（例如 {回合:A 阶段:${word}} C1 …）。`,
      `"${word}" names a phase or step; it goes in the situation block as ${block} (e.g. {回合:A 阶段:${word}} C1 …).`,
    );
  } else if (bad?.type === 'colon') {
    hint = t(
      '卡名里的冒号会被当作控制者或情况项；名字里带冒号的卡请用 "…" 括起来，例如 "Number C88: Gimmick Puppet Disaster Leo"。',
      'A colon outside quotes is read as a controller or a situation key; quote a name that holds one with "…", e.g. "Number C88: Gimmick Puppet Disaster Leo".',
    );
  } else if (bad?.type === 'later') {
    // Issue 16 (CH-STAT-DURATION-END): the moment asks for the numbers after a chain or a situation, not after an action.
    hint = t(
      `“${bad.text}”只能写在连锁或情况块后面，作为输入的最后一个词（例如 {回合:A B场:青眼白龙} C1 A:半封→青眼白龙 回合结束后）；动作后面不能写。`,
      `"${bad.text}" only comes last, after a chain or a situation block (e.g. {回合:A B场:青眼白龙} C1 A:半封→青眼白龙 回合结束后); not after an action.`,
    );
  } else if (bad?.type === 'then') {
    // SIT-THEN-CHAIN (issue 16): a then word joins two chains; it cannot follow a situation alone or an action.
    hint = t(
      `“${bad.text}”写在两个连锁之间，前面要有一个连锁（例如 C1 A:黑洞 然后 C1 B:死者苏生）；不能直接写在情况块或动作后面。`,
      `"${bad.text}" comes between two chains, with a chain before it (e.g. C1 A:黑洞 then C1 B:死者苏生); not right after a situation block or an action.`,
    );
  } else if (!prev && bad) {
    hint = t(
      '连锁要从 C1 开始（例如 C1 黑洞 C2 我身作盾），或者以动作词开头（例如 召唤 三眼怪），前面可以加一个情况块 {…}。',
      'A chain starts with C1 (e.g. C1 黑洞 C2 我身作盾), or write an action word first (e.g. 召唤 三眼怪); a situation block {…} may come before either.',
    );
  } else if (prev?.type === 'arrow' && cardWanted) {
    hint = t(
      '箭头后面缺少对象：写上被指定的卡（例如 → 蓝宝石龙、→ B:召唤师 阿莱斯特），或一个连锁（例如 → C1）。',
      'A target is missing after the arrow: name the card it points at (e.g. → 蓝宝石龙, → B:召唤师 阿莱斯特) or a link (e.g. → C1).',
    );
  } else if (prev?.type === 'marker' && cardWanted) {
    hint = t(
      `${prev.text} 后面缺少卡名：例如 ${prev.text} 黑洞 或 ${prev.text} A:黑洞。`,
      `The card is missing after ${prev.text}: write e.g. ${prev.text} 黑洞 or ${prev.text} A:黑洞.`,
    );
  } else if (prev?.type === 'ctrl' && cardWanted) {
    hint = t(`${prev.text} 后面缺少卡名。`, `The card name is missing after ${prev.text}.`);
  } else if (prev?.type === 'sep' && cardWanted) {
    hint = t('逗号后面缺少卡名；不需要的话删去这个逗号。', 'A card name is missing after the comma; remove the comma if none is meant.');
  } else if (prev?.type === 'verb' && cardWanted) {
    hint = t(`${prev.text} 后面缺少卡名：例如 ${prev.text} 三眼怪。`, `The card is missing after ${prev.text}: e.g. ${prev.text} 三眼怪.`);
  } else if (prev?.type === 'tribute' && cardWanted) {
    hint = t('解放 后面缺少被解放的卡：例如 解放 三眼怪,死灵骑士。', 'The tributes are missing after 解放: e.g. 解放 三眼怪,死灵骑士.');
  } else if (bad?.type === 'qname' && prev && CARD_TYPES.includes(prev.type)) {
    hint = t(
      '两个卡名连在一起了。卡名里含「」的，请整个用《》括起来，例如 《魔界台本「魔王的降临」》；如果是下一个连锁，请在前面写 C 和编号。',
      'Two names in a row. A name holding 「」 is quoted whole with 《》, e.g. 《魔界台本「魔王的降临」》; if a new link starts here, write its marker (C2, …) first.',
    );
  } else if (bad?.type === 'marker' && prev?.type === 'marker') {
    hint = t(`${prev.text} 后面缺少卡名。`, `The card is missing after ${prev.text}.`);
  } else if (!bad && expected.has('rbrace')) {
    const close = blockOpen?.text === '【' ? '】' : '}';
    hint = t(`情况块没有结束：请在末尾补上 ${close}。`, `The situation block is not closed: add ${close}.`);
  } else if (!bad && prev?.type === 'rbrace') {
    hint = t(
      '情况块后面还需要一条连锁（C1 …）或一个动作（例如 召唤 三眼怪）。',
      'After the situation block, write a chain (C1 …) or an action (e.g. 召唤 三眼怪).',
    );
  } else if (bad?.type === 'closer') {
    hint = t(`多了一个 ${bad.text}，前面没有与之配对的开括号或引号。`, `A stray ${bad.text}: nothing before it opens it.`);
  } else if (bad && verbAfter && expected.has('verb') && ['name', 'qname', 'passcode', 'ctrl'].includes(bad.type)) {
    const { verb, card, ctrl } = verbAfter;
    hint = t(
      `动作词要写在卡名前面：请写 ${verb} ${ctrl}${card}（不是 ${ctrl}${card} ${verb}）。`,
      `The action word comes before its card: write ${verb} ${ctrl}${card} (not ${ctrl}${card} ${verb}).`,
    );
  } else if (bad && expected.has('verb') && /^(攻击|attack)$/i.test(bad.text)) {
    // 「{…} 攻击:A:X→B:Y」: the situation key written as an action.
    hint = t(
      '攻击作为动作要写 攻击宣言 X → Y（例如 攻击宣言 A:青眼白龙 → B:三眼怪）；正在进行中的攻击写在情况块里：{… 攻击:A:X→B:Y}。',
      'An attack as an action is written 攻击宣言 X → Y (e.g. 攻击宣言 A:青眼白龙 → B:三眼怪); an attack already going on goes in the situation block: {… 攻击:A:X→B:Y}.',
    );
  } else if (bad && expected.has('marker') && ['name', 'qname', 'passcode', 'ctrl'].includes(bad.type)) {
    const example = `C${nextLink} ${bad.text}${bad.type === 'ctrl' ? '…' : ''}`;
    hint = t(
      `新的连锁要以 C 和编号开头（例如 ${example}），标记前要有空格；同一连锁的多个对象写在箭头后，用逗号分开。`,
      `A new link starts with its marker (e.g. ${example}), with a space before the marker; several targets of one link go after the arrow, separated by commas.`,
    );
  }
  return hint ? t(hint.zh + generic.zh, hint.en + ' ' + generic.en) : generic;
}

/**
 * The first word of a token when it names a phase or step of the turn (伤害计算前, 战斗阶段), else null.
 * Only exact names and their aliases: a card name that merely looks like one stays a card name.
 */
export function phaseWord(text: string): string | null {
  const word = text.replace(/^[《「『"]|[》」』"]$/g, '').trim().split(/\s+/)[0] ?? '';
  return word && phaseIdFor(word) ? word : null;
}

/** A zone key (A墓, B场, 对方手卡 …) as players write it before a colon. */
const ZONE_WORD = /^(A|B|Ａ|Ｂ|我方|我|自己|对方|对手|对)(场|手卡|手|墓地|墓|除外|卡组|额外)$/;

/** Words players write for a situation key, and the key the notation uses for them. */
const SCENE_KEY_SYNONYMS: ReadonlyArray<[RegExp, string, string]> = [
  [/^(步骤|阶段步骤|step)$/i, '阶段:伤害步骤', 'steps are written as the phase: 阶段:伤害步骤'],
  [/^(回合玩家|回合方|turn\s*player)$/i, '回合:A', 'the turn player is 回合:A'],
  [/^(lp|生命|生命值|基本分数)$/i, 'A基本分:1000', 'Life Points are A基本分:1000'],
  [/^(场上|场|怪兽区|魔陷区)$/, 'A场:卡,卡', 'a field is A场: or B场:'],
  [/^(手卡|手牌)$/, 'A手:卡', 'a hand is A手: or B手:'],
  [/^(墓地)$/, 'A墓:卡', 'a GY is A墓: or B墓:'],
];

/** The hint for `word:` inside a situation block when `word` is no situation key. */
function unknownSceneKey(word: string): Text {
  // (Every key the lexer reads: `上回合:` was left out when it was added — a user asking for the keys did not learn of it.)
  const known = '回合: 阶段: A场: B手: A墓: B除外: B额外: A卡组: A基本分: A手卡数: 攻击: 本回合: 上回合:';
  const hit = SCENE_KEY_SYNONYMS.find(([re]) => re.test(word));
  if (hit) {
    return t(
      `「${word}」不是情况项，请写 ${hit[1]}。情况项有 ${known}。`,
      `"${word}" is not a situation key: ${hit[2]}. The keys are ${known}.`,
    );
  }
  return t(
    `「${word}」不是情况项。情况项有 ${known}；卡名里带冒号的卡请用 "…" 括起来。`,
    `"${word}" is not a situation key. The keys are ${known}; quote a card name that holds a colon with "…".`,
  );
}
