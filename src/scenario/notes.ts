/**
 * Notes (`[无效C1]`, `(支付1500)`): facts the user states that the card data lacks, turned into typed
 * facts here, by the binder — the engine never reads notation. The vocabulary is documented in the
 * README (section "Notes the engine understands"); a note not understood is kept as text and reported
 * in `warnings`, never guessed at.
 */
import type { NoteNode } from '../notation/ast.js';
import type { NoteFact } from './types.js';
import { declaredKindWord } from '../notation/declared-kind.js';

export type { NoteFact } from './types.js';

export interface ParsedNote {
  text: string;
  directives: NoteFact[];
}

const N = '(\\d+)';
const L = '[Cc](?:hain)?\\s*(\\d+)';

/** Form 16: the verb of `[cost:解放 X]` (exported for /help's word check). */
export const COST_VERBS: Readonly<Record<string, Extract<NoteFact, { kind: 'cost-card' }>['action']>> = {
  解放: 'tribute', 丢弃: 'discard', 送墓: 'send-to-gy', 送去墓地: 'send-to-gy', 除外: 'banish',
  tribute: 'tribute', discard: 'discard', send: 'send-to-gy', banish: 'banish',
  // A cost that returns a card (幻变骚灵's 「把…回到手卡才能发动」, 「回到卡组」).
  回到手卡: 'return-to-hand', 回到卡组: 'return-to-deck', return: 'return-to-hand', 'return-to-deck': 'return-to-deck',
};
/** Form 15: the verb of `[特殊召唤 X]` (exported for /help's word check). */
export const CHOSEN_VERBS: Readonly<Record<string, Extract<NoteFact, { kind: 'chosen' }>['action']>> = {
  特殊召唤: 'special-summon', 通常召唤: 'summon', 召唤: 'summon', 'normal summon': 'summon', 破坏: 'destroy', 除外: 'banish', 回到手卡: 'return-to-hand', 回到卡组: 'return-to-deck', 'return-to-deck': 'return-to-deck', 加入手卡: 'add-to-hand', 送墓: 'send-to-gy', 送去墓地: 'send-to-gy', 丢弃: 'discard',
  'special summon': 'special-summon', destroy: 'destroy', banish: 'banish', return: 'return-to-hand', add: 'add-to-hand', send: 'send-to-gy', discard: 'discard',
  // A card drawn when the link resolves (its 「抽到时」 trigger, a hand trigger drawn mid-chain).
  抽卡: 'draw', 抽到: 'draw', draw: 'draw',
  // The card whose optional destruction replacement the player applies when this link destroys (CH-REPLACE-DESTROY).
  代替破坏: 'replace-destruction', replace: 'replace-destruction',
  // The monster whose control the effect takes (or, for a swap, the one each player picks: `[控制 A:X,B:Y]`).
  控制: 'take-control', 得到控制权: 'take-control', control: 'take-control',
  // Added (issue 16, CH-ACTIVATED-IN-RESOLUTION): the Spell/Trap card this link's effect activates as it resolves (终焉之地, 弹出式翻页).
  发动: 'activate', activate: 'activate',
  // Added (issue 16, CH-SET-DESTROYED): the card the link destroyed that its player chooses to Set (饼蛙 「可以把破坏的卡在自己场上盖放」).
  盖放: 'set', set: 'set',
  // CH-PICK-ANY-NUMBER: the monsters a step changes the position of (「可以选…任意数量变成表侧守备表示」): `[表示形式变更 X]`, `[反转 X]`.
  表示形式变更: 'change-position', 变更表示形式: 'change-position', 反转: 'change-position', 'change position': 'change-position', flip: 'change-position',
  // CH-STAT-SPLIT-TARGETS: of two targets, the one whose ATK is halved (the other gains what it lost): `[减半 X]`, `[halve X]`.
  减半: 'modify-stats', halve: 'modify-stats',
  // CH-SHOWN-CARD-NOTE: the card a step shows (「…1只融合怪兽给双方确认」「给对方观看」), chosen as it resolves: `[确认 X]`, `[show X]` — as `[宣言 X]`
  // names what was declared, this names what was shown, so the steps that act on 「那只怪兽」 know which card it is.
  确认: 'look', 给双方确认: 'look', 给对方观看: 'look', show: 'look', reveal: 'look',
};

/**
 * Forms 15 and 16: a note naming a card (`[特殊召唤 元素英雄 天空侠]`, `[cost:解放 三眼怪]`). The whole
 * note is one fact (a card name may hold a comma); the card is left as typed for the binder to find.
 */
function parseCardNote(text: string): NoteFact | null {
  const s = text.replace(/\s+/g, ' ').trim();
  const cost = /^(?:cost|代价|费用) ?[:：] ?(解放|丢弃|送墓|送去墓地|除外|回到手卡|回到卡组|tribute|discard|send|banish|return-to-deck|return) (.+)$/i.exec(s);
  if (cost) {
    const action = COST_VERBS[cost[1]!.toLowerCase()] ?? COST_VERBS[cost[1]!];
    return action ? { kind: 'cost-card', action, card: cost[2]!.trim() } : null;
  }
  // `[宣言 X]` `[declare X]`: the card name declared as the link was activated (CH-DECLARED-AGAIN).
  const declared = /^(?:宣言|declares?|declared) ?[:：]? ?(.+)$/i.exec(s);
  if (declared) {
    const name = declared[1]!.replace(/^[《「『"](.*)[》」』"]$/, '$1').trim();
    // CH-LINGERING-LOCK-DECLARED: `[宣言 魔法]` declares a kind of card, not a card name.
    const cardKind = declaredKindWord(name);
    return cardKind ? { kind: 'declared', name, cardKind } : { kind: 'declared', name };
  }
  const chosen = /^(给双方确认|给对方观看|确认|show|reveal|减半|halve|表示形式变更|变更表示形式|反转|change position|flip|盖放|set|发动|activate|代替破坏|replace|控制|得到控制权|control|特殊召唤|通常召唤|召唤|normal summon|破坏|除外|回到手卡|回到卡组|return-to-deck|加入手卡|送墓|送去墓地|丢弃|抽卡|抽到|special summon|destroy|banish|return|add|send|discard|draw) (.+)$/i.exec(s);
  // `[破坏 C2]` / `[除外 C2]` are the older link notes (destroy-link, banish-link), read below.
  if (chosen && /^[Cc](?:hain)?\s*\d+$/.test(chosen[2]!.trim()) && /^(破坏|除外|destroy|banish)$/i.test(chosen[1]!)) return null;
  // `[set this turn]` is the state 本回合盖放, not a card chosen to be Set.
  if (chosen && /^set$/i.test(chosen[1]!) && /^this turn$/i.test(chosen[2]!.trim())) return null;
  if (chosen) {
    const action = CHOSEN_VERBS[chosen[1]!.toLowerCase()] ?? CHOSEN_VERBS[chosen[1]!];
    return action ? { kind: 'chosen', action, card: chosen[2]!.trim() } : null;
  }
  return null;
}

/** A player who showed nothing (「对方没把怪兽给人观看的场合」). */
const SHOWN_NONE = /^(A|B|Ａ|Ｂ|我方|我|自己|对方|对手|对)\s*[:：]\s*(?:无|没有|不确认|none|nothing)$/i;

/**
 * CH-EACH-SHOWN: `[确认 B:无]` — in a look each player makes (`[确认 A:X,B:Y]`), the player written showed no card: a fact of its own, not a
 * card named 「无」. (The player as the binder reads a side: A, B, 我/自己 = A, 对方 = B.)
 */
function shownNone(d: NoteFact): NoteFact {
  const m = d.kind === 'chosen' && d.action === 'look' ? SHOWN_NONE.exec(d.card.trim()) : null;
  return m ? { kind: 'shown-none', player: /^(A|Ａ|我方|我|自己)$/.test(m[1]!) ? 'A' : 'B' } : d;
}

/** One note may hold several directives separated by `,` `，` `;` `；` `、` or white space after a comma. */
export function parseNote(note: NoteNode): ParsedNote {
  const named = parseCardNote(note.text);
  // `[抽卡 X,Y]` `[破坏 X、Y]`: one verb, several cards — the same as `[抽卡 X][抽卡 Y]` (a card name holds no such separator).
  // So too a cost of several cards, `[cost:送去墓地 X,Y]` (禁忌的一滴's cost of any number: CH-CANNOT-BE-CHAINED-COST-KINDS reads their kinds).
  if (named && (named.kind === 'chosen' || named.kind === 'cost-card') && /[,，、]/.test(named.card)) {
    const cards = named.card.split(/[,，、]/).map((c) => c.trim()).filter(Boolean);
    return { text: note.text, directives: cards.map((card) => shownNone({ ...named, card })) };
  }
  if (named) return { text: note.text, directives: [shownNone(named)] };
  const parts = note.text
    .split(/[,，;；、]/)
    .map((s) => s.trim())
    .filter(Boolean);
  const directives: NoteFact[] = [];
  for (const raw of parts) {
    const d = parsePart(raw);
    if (d) directives.push(d);
    else return { text: note.text, directives: [] };
  }
  return { text: note.text, directives };
}

function parsePart(raw: string): NoteFact | null {
  const s = raw.replace(/\s+/g, ' ').trim();
  let m: RegExpMatchArray | null;
  if ((m = s.match(new RegExp(`^(?:发动无效|无效发动|无效|negates? (?:the )?activation(?: of)?|negate) ?${L}$`, 'i')))) return { kind: 'negate-activation', link: Number(m[1]) };
  if ((m = s.match(new RegExp(`^(?:效果无效|无效效果|negates? (?:the )?effect(?: of)?) ?${L}$`, 'i')))) return { kind: 'negate-effect', link: Number(m[1]) };
  if ((m = s.match(new RegExp(`^(?:破坏|destroys?) ?${L}$`, 'i')))) return { kind: 'destroy-link', link: Number(m[1]) };
  if ((m = s.match(new RegExp(`^(?:除外|banish(?:es)?) ?${L}$`, 'i')))) return { kind: 'banish-link', link: Number(m[1]) };
  if (/^(?:不处理|不发|无效果|no effect|does nothing)$/i.test(s)) return { kind: 'no-effect' };
  if (/^(?:合法|可以发动|legal)$/i.test(s)) return { kind: 'legal' };
  if (/^(?:无cost|无代价|不支付代价|cost ?[:：] ?(?:none|无)|no cost)$/i.test(s)) return { kind: 'no-cost' };
  if (/^(?:解放自身|解放这张卡|把自身解放|自身解放|tributes? itself|tributes? this card|cost ?[:：] ?(?:自身|self))$/i.test(s)) return { kind: 'cost-self' };
  if ((m = s.match(new RegExp(`^(?:支付|pay) ?${N} ?(?:LP|基本分|点)?$`, 'i')))) return { kind: 'pay-lp', amount: Number(m[1]) };
  if ((m = s.match(new RegExp(`^(?:伤害|给予对方|damage|deals?) ?${N}(?: ?(?:伤害|damage|点伤害))?$`, 'i')))) return { kind: 'damage', amount: Number(m[1]) };
  if ((m = s.match(new RegExp(`^(?:回复|恢复|gain|gains) ?${N} ?(?:LP|基本分|点)?$`, 'i')))) return { kind: 'gain-lp', amount: Number(m[1]) };
  if (/^(?:从墓地|墓地发动|在墓地发动|from (?:the )?GY|in (?:the )?GY)$/i.test(s)) return { kind: 'from', zone: 'gy', faceDown: false };
  if (/^(?:从手卡|手卡发动|从手牌|from (?:the )?hand)$/i.test(s)) return { kind: 'from', zone: 'hand', faceDown: false };
  if (/^(?:从场上|场上发动|on (?:the )?field|from (?:the )?field)$/i.test(s)) return { kind: 'from', zone: 'monster', faceDown: false };
  if (/^(?:盖放|盖|里侧|set|face-?down)$/i.test(s)) return { kind: 'from', zone: 'spell', faceDown: true };
  if (/^(?:从除外|除外状态发动|from banish(?:ment|ed))$/i.test(s)) return { kind: 'from', zone: 'banished', faceDown: false };
  // A Pendulum card in its Pendulum Zone (a Spell & Trap Zone), face-up (notation form 17).
  if (/^(?:从灵摆区域?|灵摆区域?发动|在灵摆区域?|from (?:the )?pendulum zone|in (?:the )?pendulum zone)$/i.test(s)) return { kind: 'from', zone: 'spell', faceDown: false };
  if (/^(?:本回合盖放|set this turn)$/i.test(s)) return { kind: 'set-this-turn' };
  if (/^(?:已用|已使用|used)$/i.test(s)) return { kind: 'used' };
  // `[无对象]` `[no target]`: activated without taking a target (CH-NO-TARGET-TAKEN).
  if (/^(?:无对象|不取对象|不选对象|no targets?|without (?:a )?target)$/i.test(s)) return { kind: 'no-target' };
  // `[猜中]` `[猜错]` `[硬币:表]` `[里]` `[heads]`: how the link's coin toss came out (CH-COIN-BRANCH).
  if (/^(?:猜中|猜对|guessed right|called it)$/i.test(s)) return { kind: 'coin', outcome: 'right' };
  if (/^(?:猜错|猜不中|guessed wrong)$/i.test(s)) return { kind: 'coin', outcome: 'wrong' };
  if ((m = s.match(/^(?:硬币 ?[:：]? ?)?(表|里)(?:面|出现)?$|^(heads|tails)$/i))) return { kind: 'coin', outcome: m[1] === '表' || /^heads$/i.test(m[2] ?? '') ? 'heads' : 'tails' };
  // CH-DIE-ROLL-NOTE: `[骰子6]` `[掷出6]` `[出现6]` `[die 6]` `[roll 6]`: the number the link's die came out — picks the ● headed by it
  // (「●6：」「●2～5：」); players say the roll, not the ●'s place in the text.
  if ((m = s.match(/^(?:骰子|掷出|掷骰|出现|点数|出目|die|roll(?:ed)?) ?[:：]? ?([1-6])(?:点)?$/i))) return { kind: 'die', n: Number(m[1]) };
  // `[●2]` `[选项2]` `[choice 2]`: the ● option chosen at activation.
  if ((m = s.match(/^(?:●|选项|choice|option) ?([1-9])$/i))) return { kind: 'choice', n: Number(m[1]) };
  // `[同时发动③]` `[with ③]`: a Continuous Trap's effect activated in its card activation's chain link (CH-WITH-EFFECT).
  if ((m = s.match(/^(?:同时发动|连同|with(?: effect)?) ?(?:效果|#)?([①-⑨]|[1-9])$/i))) {
    const d = m[1]!;
    return { kind: 'with-effect', n: /[1-9]/.test(d) ? Number(d) : d.charCodeAt(0) - 0x2460 + 1 };
  }
  return null;
}

/** A note on a summon saying it was negated: `[被无效]` `[无效]` `(negated)`. */
export function saysNegated(note: Pick<NoteNode, 'text'>): boolean {
  return /^\s*(被?无效|召唤无效|negated|summon negated)\s*$/i.test(note.text);
}

/**
 * Added (issue 16, WIN-SUMMON-POSITION): a note on a Special Summon saying the position it is summoned in —
 * `(守)` `(守备表示)` `(defense)` defence, `(攻击表示)` attack; null when none says.
 */
export function summonPositionOf(notes: readonly Pick<NoteNode, 'text'>[]): 'attack' | 'defense' | null {
  for (const n of notes) {
    if (/^\s*(守|守备表示|defen[cs]e)\s*$/i.test(n.text)) return 'defense';
    if (/^\s*(攻|攻击表示|attack)\s*$/i.test(n.text)) return 'attack';
  }
  return null;
}
