/**
 * Tree → canonical notation. The output re-parses to the same tree (spans aside): names keep the
 * quote they were typed in (a bare name printed in the same place lexes back the same way), markers
 * keep the word the user typed, and everything else takes one canonical spelling.
 */
import type {
  ActionCause,
  ActionNode,
  ActionVerb,
  CardMention,
  CardRefNode,
  CardState,
  FieldPlace,
  HistoryEntryNode,
  LinkNode,
  NotationTree,
  NoteNode,
  SituationItem,
  SituationNode,
  ZoneName,
  StatNote,
  MaterialSummon,
} from './ast.js';

import { splitCount } from './count.js';
import { segment } from './lexer.js';

const CLOSE: Record<string, string> = { '《': '》', '「': '」', '『': '』', '"': '"', '[': ']', '(': ')', '（': '）' };

/** Where a name is printed: a link or target, a situation block, an action. */
export type NameContext = 'link' | 'block' | 'action';

/** Text around a name to test it in its context; `ctrl` is a controller prefix glued before it. */
const PROBES: Record<NameContext, (name: string, ctrl: string) => [string, number]> = {
  link: (n, c) => [`C1 ${c}${n}`, c ? 3 : 2],
  block: (n, c) => [`{A场:${c}${n}}`, c ? 5 : 4],
  action: (n, c) => [`召唤 ${c}${n}`, c ? 3 : 2],
};

/**
 * Does `name` lex back as exactly this one bare name in `ctx` (after a controller prefix when
 * `withController`)? Checked with the real lexer, so it can never disagree with the parser.
 */
export function isBareSafe(name: string, ctx: NameContext, withController = false): boolean {
  if (name === '' || name !== name.trim()) return false;
  // In a zone list a bare `名×3` is three cards: a name that reads so is quoted to stay one name.
  if (ctx === 'block' && splitCount(name) !== null) return false;
  const [probe, count] = PROBES[ctx](name, withController ? 'A:' : '');
  const seg = segment(probe);
  if (!seg.ok || seg.tokens.length !== count) return false;
  const start = probe.length - name.length - (ctx === 'block' ? 1 : 0);
  return seg.tokens.some((x) => x.type === 'name' && x.offset === start && x.text === name);
}

/**
 * A card name written so it reads back as that name: bare when that is safe, else quoted with the
 * first of 《》 「」 『』 "" that it does not contain (null when it holds all four closers).
 */
export function formatCardName(name: string, ctx: NameContext = 'link', withController = false): string | null {
  if (isBareSafe(name, ctx, withController)) return name;
  for (const open of ['《', '「', '『', '"'] as const) if (!name.includes(CLOSE[open]!)) return open + name + CLOSE[open];
  return null;
}

const ZONE_ZH: Record<ZoneName, string> = { field: '场', hand: '手', gy: '墓', banished: '除外', deck: '卡组', extra: '额外' };

export const STATE_ZH: Record<CardState, string> = {
  set: '盖',
  defense: '守',
  'set-this-turn': '本回合盖放',
  'summoned-this-turn': '本回合特召',
  'sent-to-gy-this-turn': '本回合送去墓地',
  'banished-this-turn': '本回合除外',
  'position-changed-this-turn': '已变更表示形式',
  flipped: '已反转',
  used: '已用',
  'battle-destroyed': '战斗破坏',
  'properly-summoned': '正规出场',
  'not-properly-summoned': '未正规出场',
  'cannot-use': '不能使用',
  revealed: '公开',
  'effects-negated': '效果无效',
  'as-monster': '当作怪兽',
  'turned-face-down': '变里侧',
  'banished-and-back': '一时除外',
  'temp-banished': '一时除外中',
  'coin-heads': '硬币表',
  'coin-tails': '硬币里',
  'normal-summoned': '通常召唤',
  'tribute-summoned': '上级召唤',
  'flip-summoned': '反转召唤',
  'special-summoned': '特殊召唤',
  'fusion-summoned': '融合召唤',
  'synchro-summoned': '同调召唤',
  'xyz-summoned': '超量召唤',
  'link-summoned': '连接召唤',
  'ritual-summoned': '仪式召唤',
  'pendulum-summoned': '灵摆召唤',
  'summoned-from-hand': '从手卡特召',
  'summoned-from-gy': '从墓地特召',
  'summoned-from-deck': '从卡组特召',
  'summoned-from-extra': '从额外特召',
  'summoned-from-banished': '从除外特召',
  unaffected: '不受效果',
  'unaffected-by-spell': '不受魔法',
  'unaffected-by-trap': '不受陷阱',
  'unaffected-by-spell-trap': '不受魔陷',
  'unaffected-by-monster': '不受怪兽',
  'unaffected-by-opponent': '不受对方效果',
  'indestructible-by-effect': '不会被效果破坏',
  'indestructible-once-by-effect': '只有1次不会被效果破坏',
  'position-locked': '不能变更表示形式',
  'banished-on-leave': '离场除外',
  'effects-unnegatable': '效果不会被无效',
  'summoned-by-itself': '自身特召',
  'gemini-summoned': '再度召唤',
  'has-materials': '素材',
  'summoned-by-card': '由',
  'attack-declared': '已攻击宣言',
  attacked: '已攻击',
  'attacked-directly': '已直接攻击',
  battled: '已战斗',
  'destroyed-by-battle-a-monster': '战斗破坏过怪兽',
  'dealt-battle-damage': '已给与战斗伤害',
  'battle-protection-used': '已免战斗破坏',
  'face-up-in-extra': '表侧',
  'attacked-twice': '已攻击2次',
  'attacked-thrice': '已攻击3次',
  'direct-attack-declared': '已直接攻击宣言',
  'may-attack-twice': '可作2次攻击',
  'may-attack-thrice': '可作3次攻击',
  'may-attack-monsters-twice': '可向怪兽2次攻击',
  'may-attack-monsters-thrice': '可向怪兽3次攻击',
  'may-continue-attack': '可继续攻击',
  'replaces-destruction': '代替破坏',
  'sole-attack-target': '只能被攻击',
  'must-be-attacked': '必须被攻击',
};

/** Issue 16: a stated ATK/DEF as typed (攻3500, 守-500, 原攻1600). */
function statWord(n: StatNote): string {
  const name = (n.layer === 'original' ? '原' : '') + (n.stat === 'atk' ? '攻' : '守');
  return name + (n.op === 'add' && n.value >= 0 ? '+' : '') + String(n.value) + (n.by !== undefined ? `#${n.by}` : '');
}

/** Added (issue 16): a history entry's notes, as index.ts reads them back. */
const HISTORY_EVENT_ZH: Record<HistoryEntryNode['event'], string> = {
  activation: '发动', summon: '召唤', 'tribute-summon': '上级召唤', 'special-summon': '特殊召唤', 'flip-summon': '反转召唤', set: '盖放', 'sent-to-gy': '送去墓地', banished: '除外',
};
const HISTORY_FROM_ZH: Record<ZoneName, string> = { field: '', hand: '从手卡', gy: '从墓地', banished: '从除外', deck: '从卡组', extra: '从额外' };

function historyText(e: HistoryEntryNode): string {
  let name = cardRefText(e.card, 'block', e.controller !== null);
  if (e.effect !== null && e.card.kind === 'name' && PENDULUM_TAIL.test(name)) name = quoteAlways(e.card.name);
  let s = (e.controller ? `${e.controller}:` : '') + name;
  if (e.effect !== null) s += (e.pendulum ? 'P' : '') + effectText(e.effect);
  // SIT-HISTORY-SUMMON-KIND: a summon by a method prints that word (超量召唤 …), which reads back as the same Special Summon.
  const words = [e.method ? HISTORY_METHOD_ZH[e.method] : HISTORY_EVENT_ZH[e.event]];
  if (e.negated === 'activation') words.push('发动无效');
  else if (e.negated === 'effect') words.push('效果无效');
  else if (e.negated === 'summon') words.push('无效');
  else if (e.negated === 'rewritten') words.push('改写');
  if (e.from && HISTORY_FROM_ZH[e.from]) words.push(HISTORY_FROM_ZH[e.from]);
  if (e.by !== undefined) words.push(`由${e.by}`);
  for (const x of e.about ?? []) words.push(`对象:${x}`);
  if (e.shown !== undefined) words.push(`确认:${e.shown}`);
  return `${s}(${words.join(',')})`;
}

/** SIT-HISTORY-SUMMON-KIND: the history words of the summon methods. */
const HISTORY_METHOD_ZH: Record<NonNullable<HistoryEntryNode['method']>, string> = {
  fusion: '融合召唤', synchro: '同调召唤', xyz: '超量召唤', link: '连接召唤', ritual: '仪式召唤', pendulum: '灵摆召唤',
};

/** Added (issue 16): the summons made with materials, as typed. */
const HOW_ZH: Record<MaterialSummon, string> = { fusion: '融合召唤', synchro: '同调召唤', xyz: '超量召唤', link: '连接召唤', ritual: '仪式召唤' };

export const VERB_ZH: Record<ActionVerb, string> = {
  summon: '召唤',
  'tribute-summon': '上级召唤',
  'special-summon': '特殊召唤',
  'flip-summon': '反转召唤',
  flip: '反转',
  'change-position': '表示形式变更',
  attack: '攻击宣言',
  'direct-attack': '直接攻击',
  discard: '丢弃',
  destroy: '破坏',
  'send-to-gy': '送墓',
  banish: '除外',
  set: '盖放',
};

export const CAUSE_ZH: Record<ActionCause, string> = { effect: '效果', cost: 'cost', battle: '战斗', rule: '规则' };

/**
 * A card as typed: the quote it was written in, or bare. A tree built elsewhere may hold a bare name
 * that would not read back (or a quote its name contains); that name is quoted instead.
 */
export function cardRefText(card: CardRefNode, ctx: NameContext, withController: boolean): string {
  switch (card.kind) {
    case 'passcode':
      return String(card.passcode);
    case 'link':
      return `C${card.link}`;
    case 'name':
      if (card.quote !== null && !card.name.includes(CLOSE[card.quote]!)) return card.quote + card.name + CLOSE[card.quote];
      if (card.quote === null && isBareSafe(card.name, ctx, withController)) return card.name;
      return formatCardName(card.name, ctx, withController) ?? '《' + card.name + '》';
  }
}

function mentionText(m: CardMention, ctx: NameContext): string {
  // `B: C1`: right after a colon, C1 would be name text; with a space it stays a link reference.
  if (m.card.kind === 'link' && m.controller) return `${m.controller}: ${cardRefText(m.card, ctx, false)}`;
  return (m.controller ? `${m.controller}:` : '') + cardRefText(m.card, ctx, m.controller !== null);
}

function noteText(n: NoteNode): string {
  return n.bracket + n.text + CLOSE[n.bracket];
}

/** ①…⑳ for 1–20 (glued to the name, as players write it), `#n` beyond. */
function effectText(n: number): string {
  return n >= 1 && n <= 20 ? String.fromCharCode('①'.charCodeAt(0) + n - 1) : `#${n}`;
}

/** A bare name ending in P before ① or #n would lose that P to the number (`P①` names a Pendulum Effect, form 17). */
const PENDULUM_TAIL = /[PＰ]$/;

function linkText(l: LinkNode): string {
  let name = cardRefText(l.card, 'link', l.controller !== null);
  if (l.effect !== null && l.card.kind === 'name' && PENDULUM_TAIL.test(name)) name = quoteAlways(l.card.name);
  let s = `${l.marker}${l.n} ${l.controller ? `${l.controller}:` : ''}${name}`;
  if (l.effect !== null) s += (l.pendulum ? 'P' : '') + effectText(l.effect);
  if (l.targets.length > 0) s += ' → ' + l.targets.map((m) => mentionText(m, 'link')).join(', ');
  for (const n of l.notes) s += ' ' + noteText(n);
  return s;
}

function itemText(item: SituationItem): string {
  switch (item.kind) {
    case 'turn':
      return `回合:${item.player}`;
    case 'phase':
      return `阶段:${item.name}`;
    case 'attack':
      return `攻击:${mentionText(item.attacker, 'block')}` + (item.target ? ` → ${mentionText(item.target, 'block')}` : '');
    case 'zone':
      return (
        `${item.player}${ZONE_ZH[item.zone]}${item.complete ? '只有' : ''}:` +
        item.cards
          .map((c) => {
            // Values of the card before a reset go first, so they read back as the old card's.
            const stats = c.stats ?? [];
            const words = [
              ...stats.filter((s) => s.beforeReset).map(statWord),
              ...c.states.map((s) => (s === 'has-materials' ? `素材:${(c.materials ?? []).join('+')}` : s === 'summoned-by-card' ? `由${c.summonedBy ?? ''}` : STATE_ZH[s])),
              ...stats.filter((s) => !s.beforeReset).map(statWord),
              ...(c.equippedTo !== undefined ? [`装备:${c.equippedTo}`] : []),
              ...(c.targeting !== undefined ? [`对象:${c.targeting}`] : []),
              ...(c.copies !== undefined ? [`${c.copiesEffectsOnly ? '得到效果' : '复制'}:${c.copies}`] : []),
              ...(c.renamed !== undefined ? [`卡名:${c.renamed}`] : []),
              ...(c.declared !== undefined ? [`宣言:${c.declared}`] : []),
              ...(c.becameAttribute !== undefined ? [`属性:${c.becameAttribute}`] : []),
              ...(c.becameRace !== undefined ? [`种族:${c.becameRace}`] : []),
              ...(c.owner !== undefined ? [`所有者:${c.owner}`] : []),
              ...(c.place !== undefined ? [placeWord(c.place)] : []),
              // CNT-STATE: after the states, so a count written after a reset reads back as the new card's.
              ...Object.entries(c.counters ?? {}).map(([kind, n]) => (kind ? `${kind}指示物${n}` : `指示物${n}`)),
            ];
            return cardRefText(c.card, 'block', false) + (words.length ? `(${words.join(',')})` : '');
          })
          .join(', ')
      );
    case 'lp':
      return `${item.player}基本分:${item.value}`;
    case 'hand-size':
      return `${item.player}手卡数:${item.value}`;
    case 'history':
      return `${item.lastTurn ? '上回合' : '本回合'}:${item.entries.map(historyText).join(', ')}`;
  }
}

function situationText(s: SituationNode): string {
  const close = s.bracket === '【' ? '】' : '}';
  return s.bracket + s.items.map(itemText).join('; ') + close;
}

function actionText(a: ActionNode): string {
  let s = `${a.how ? HOW_ZH[a.how] : a.pendulum ? '灵摆召唤' : VERB_ZH[a.verb]} ${mentionText(a.subject, 'action')}`;
  if (a.tributes.length > 0) s += (a.how || a.verb === 'special-summon' ? ' 素材 ' : ' 解放 ') + a.tributes.map((m) => mentionText(m, 'action')).join(', ');
  if (a.target) s += ' → ' + mentionText(a.target, 'action');
  if (a.cause) s += ` (${CAUSE_ZH[a.cause]})`;
  for (const n of a.notes) s += ' ' + noteText(n);
  return s;
}

/** A name in the first quote it does not contain (for a bare name that would not read back). */
function quoteAlways(name: string): string {
  for (const open of ['《', '「', '『', '"'] as const) if (!name.includes(CLOSE[open]!)) return open + name + CLOSE[open];
  return '《' + name + '》';
}

export function printNotation(tree: NotationTree): string {
  const parts: string[] = [];
  if (tree.situation) parts.push(situationText(tree.situation));
  // SIT-THEN-CHAIN: the chains played before, each followed by 然后.
  if (tree.kind === 'chain') for (const chain of tree.earlier ?? []) parts.push(...chain.map(linkText), '然后');
  if (tree.kind === 'chain') parts.push(...tree.links.map(linkText), ...(tree.later ? [tree.later === 'turn-end' ? '回合结束后' : tree.later === 'end-phase' ? '结束阶段' : tree.later === 'next-end-phase' ? '下个回合的结束阶段' : tree.later === 'standby-phase' ? '准备阶段' : tree.later === 'battle-phase-end' ? '战斗阶段结束' : '伤害计算后'] : tree.ask ? ['伤害计算'] : []));
  else {
    parts.push(actionText(tree.action));
    // Form 14: the chain built in the action's window.
    if (tree.links) parts.push(...tree.links.map(linkText));
  }
  return parts.join(' ');
}

/** Added (issue 16, zones): a zone as the notation writes it (`主3`, `EX左`, `魔陷2`, `灵摆右`, `场地`). */
export function placeWord(p: FieldPlace): string {
  if (p.area === 'main') return `主${p.column}`;
  if (p.area === 'extra-monster') return p.column === 4 ? 'EX右' : 'EX左';
  if (p.area === 'field-zone') return '场地';
  if (p.pendulum) return p.column === 5 ? '灵摆右' : '灵摆左';
  return `魔陷${p.column}`;
}
