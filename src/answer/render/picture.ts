/**
 * A picture of a chain: the links as a stack (the last link on top — it resolves first), each with
 * its controller, spell speed, targets and outcome (resolved / activation negated / effect negated /
 * no effect / illegal), an arrow from each link that negates another to the one it negates, and the
 * trigger window under the stack. Drawn as SVG here; ./png.ts rasterises it.
 *
 * Only words the answer already holds are drawn; user text (card names) is escaped for XML.
 */
import type { Lang } from '../../i18n/text.js';
import { pick } from '../../i18n/text.js';
import { effectMark } from '../../i18n/marks.js';
import type { ChainAnswer, LinkAnswer, Outcome } from '../types.js';
import { describeEvent, KIND_WORD, OUTCOME_WORD, windowWord } from './text.js';

const W = 760;
const PAD = 20;
const BOX_H = 58;
const GAP = 14;
const LINE = 22;
const ARROW_LANE = 90;

const FILL: Record<Outcome | 'unknown', string> = {
  resolved: '#e8f7ee',
  'activation-negated': '#fdecea',
  'effect-negated': '#fdf1e6',
  'no-effect': '#f0f1f2',
  illegal: '#f6e4e4',
  unknown: '#f4f4f8',
};
const EDGE: Record<Outcome | 'unknown', string> = {
  resolved: '#2ecc71',
  'activation-negated': '#e74c3c',
  'effect-negated': '#e67e22',
  'no-effect': '#95a5a6',
  illegal: '#992d22',
  unknown: '#7f8c8d',
};

export function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Rough text width: CJK and full-width characters are one em, the rest about half. */
function textWidth(s: string, size: number): number {
  let w = 0;
  for (const ch of s) w += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(ch) ? size : size * 0.56;
  return w;
}

function fit(s: string, size: number, max: number): string {
  if (textWidth(s, size) <= max) return s;
  let out = '';
  for (const ch of s) {
    if (textWidth(`${out}${ch}…`, size) > max) break;
    out += ch;
  }
  return `${out}…`;
}

const w = (lang: Lang, zh: string, en: string) => (lang === 'en' ? en : zh);

/**
 * A glyph as an outline at font size 100 with its baseline at y = 100 (`d`), and its advance.
 * Given glyphs, text is drawn as outlines (the rasteriser then lays out no text, which is what makes
 * a picture fast: see ./png.ts); without, as SVG <text>.
 */
export interface Glyph {
  d: string;
  advance: number;
}
export type GlyphSource = (ch: string) => Glyph | null;

let glyphs: GlyphSource | null = null;
let used = new Map<string, string>();

function text(x: number, y: number, s: string, opts: { size?: number; weight?: string; fill?: string; anchor?: string } = {}): string {
  const size = opts.size ?? 15;
  const fill = opts.fill ?? '#1f2328';
  if (!glyphs) {
    return `<text x="${x}" y="${y}" font-size="${size}"${opts.weight ? ` font-weight="${opts.weight}"` : ''} fill="${fill}"${opts.anchor ? ` text-anchor="${opts.anchor}"` : ''}>${escapeXml(s)}</text>`;
  }
  const scale = size / 100;
  const out: string[] = [];
  let pen = x;
  // A bold line is drawn with a thin outline of its own colour (the CJK font has no bold face).
  const bold = opts.weight === 'bold' ? ` stroke="${fill}" stroke-width="3"` : '';
  for (const ch of s) {
    const g = glyphs(ch);
    if (!g) {
      pen += size * 0.3;
      continue;
    }
    let id = used.get(ch);
    if (!id) used.set(ch, (id = `g${used.size}`));
    if (g.d) out.push(`<use href="#${id}" transform="translate(${pen.toFixed(1)} ${y}) scale(${scale}) translate(0 -100)"/>`);
    pen += g.advance * scale;
  }
  return `<g fill="${fill}"${bold}>${out.join('')}</g>`;
}

function headLine(l: LinkAnswer, lang: Lang): string {
  const effect = l.effect === null ? '' : ` ${pick(effectMark(l.effect), lang)}`;
  const speed = l.speed === null ? w(lang, '?速', 'Spell Speed ?') : w(lang, `${l.speed}速`, `Spell Speed ${l.speed}`);
  const targets = l.targets.length ? ` → ${l.targets.map((t) => `${t.controller ? `${t.controller}:` : ''}${t.name}`).join(', ')}` : '';
  return `C${l.n}  ${l.controller}:${l.card.name}${effect}  ·  ${speed}${targets}`;
}

function outcomeLine(l: LinkAnswer, lang: Lang): string {
  if (l.legal === false || l.outcome === 'illegal') return `${OUTCOME_WORD.illegal[lang]}${l.illegalReason ? w(lang, `：${l.illegalReason}`, `: ${l.illegalReason}`) : ''}`;
  if (!l.outcome) return w(lang, '无法判断', 'not judged');
  const by = l.by !== null ? w(lang, `（被C${l.by}）`, ` (by C${l.by})`) : '';
  const why = l.outcome === 'no-effect' && l.reason ? w(lang, `：${l.reason}`, `: ${l.reason}`) : '';
  return `${OUTCOME_WORD[l.outcome][lang]}${by}${why}`;
}

export function chainSvg(answer: ChainAnswer, lang: Lang, source: GlyphSource | null = null): string {
  glyphs = source;
  used = new Map();
  const parts: string[] = [];
  const title = w(lang, `连锁（回合玩家：${answer.turnPlayer}）`, `Chain (turn player: ${answer.turnPlayer})`);
  let y = PAD + 20;
  parts.push(text(PAD, y, title, { size: 20, weight: 'bold' }));
  y += 16;
  // SIT-THEN-CHAIN: the chains played before the judged one, one line each; an action answer (no link) shows what happened — so the
  // picture of an action is not its title alone over the window.
  const before = (answer.earlierChains ?? []).map((c) => `· ${c.summary}`);
  const happened = answer.links.length ? [] : answer.events.map((e) => `· ${describeEvent(e, lang, (c) => `${c.controller ? `${c.controller}:` : ''}${c.name}`)}`);
  for (const line of [...before, ...happened]) {
    y += LINE;
    parts.push(text(PAD + 8, y, fit(line, 14, W - PAD * 2 - 8), { size: 14 }));
  }
  if (before.length || happened.length) y += 16;
  const stack = [...answer.links].sort((a, b) => b.n - a.n); // last link on top
  const boxX = PAD;
  const boxW = W - PAD * 2 - ARROW_LANE;
  const top = new Map<number, number>();
  for (const l of stack) {
    top.set(l.n, y);
    const kind: Outcome | 'unknown' = l.legal === false ? 'illegal' : (l.outcome ?? 'unknown');
    parts.push(`<rect x="${boxX}" y="${y}" width="${boxW}" height="${BOX_H}" rx="8" fill="${FILL[kind]}" stroke="${EDGE[kind]}" stroke-width="2"/>`);
    parts.push(`<rect x="${boxX}" y="${y}" width="8" height="${BOX_H}" rx="3" fill="${EDGE[kind]}"/>`);
    parts.push(text(boxX + 18, y + 23, fit(headLine(l, lang), 15, boxW - 30), { weight: 'bold' }));
    parts.push(text(boxX + 18, y + 46, fit(outcomeLine(l, lang), 14, boxW - 30), { size: 14, fill: EDGE[kind] }));
    y += BOX_H + GAP;
  }
  // Arrows: from the link that negated to the one it negated, in the lane right of the stack.
  let lane = 0;
  for (const l of answer.links) {
    if (l.by === null || !top.has(l.by) || !top.has(l.n)) continue;
    const from = top.get(l.by)! + BOX_H / 2;
    const to = top.get(l.n)! + BOX_H / 2;
    const x0 = boxX + boxW;
    const x1 = x0 + 22 + (lane++ % 3) * 20;
    const colour = EDGE[l.outcome ?? 'unknown'];
    parts.push(`<path d="M ${x0} ${from} H ${x1} V ${to} H ${x0 + 8}" fill="none" stroke="${colour}" stroke-width="2"/>`);
    parts.push(`<path d="M ${x0 + 1} ${to} l 9 -5 v 10 z" fill="${colour}"/>`);
    parts.push(text(x1 + 6, (from + to) / 2 + 5, w(lang, '无效', 'negates'), { size: 13, fill: colour }));
  }
  if (answer.links.length) {
    const order = answer.resolutionOrder.map((n) => `C${n}`).join(' → ');
    parts.push(text(PAD, y + 8, `${w(lang, '处理顺序：', 'Resolution: ')}${order || w(lang, '（没有）', '(none)')}`, { size: 15 }));
    y += 30;
  }
  // The trigger window.
  const win = answer.window;
  parts.push(`<line x1="${PAD}" y1="${y}" x2="${W - PAD}" y2="${y}" stroke="#5865f2" stroke-width="2"/>`);
  y += 24;
  parts.push(text(PAD, y, `${w(lang, '时点：', 'Trigger window: ')}${windowWord(win, lang)}`, { size: 16, weight: 'bold', fill: '#3b46c4' }));
  const lines: string[] = [];
  for (const tr of win.triggers) {
    const must = tr.mandatory ? w(lang, '必发', 'mandatory') : w(lang, '选发', 'optional');
    lines.push(`${tr.order}. ${tr.controller}:${tr.card.name} ${pick(effectMark(tr.effect), lang)} ${KIND_WORD[tr.kind]?.[lang] ?? tr.kind} · ${must}`);
  }
  if (!win.triggers.length) lines.push(w(lang, '没有必须或可以开始下一个连锁的诱发效果。', 'No effect must or may start the next chain.'));
  for (const m of win.missedTiming) lines.push(`✗ ${m.card.controller ? `${m.card.controller}:` : ''}${m.card.name} ${pick(effectMark(m.effect), lang)} ${w(lang, '错过时点', 'misses its timing')}`);
  if (win.priority) lines.push(`${w(lang, '优先权：', 'Priority: ')}${win.priority}`);
  for (const line of lines) {
    y += LINE;
    parts.push(text(PAD + 8, y, fit(line, 14, W - PAD * 2 - 8), { size: 14 }));
  }
  const height = Math.ceil(y + PAD);
  const defs = source ? `<defs>${[...used].map(([ch, id]) => `<path id="${id}" d="${source(ch)!.d}"/>`).join('')}</defs>` : '';
  glyphs = null;
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${W}" height="${height}" viewBox="0 0 ${W} ${height}" font-family="sans-serif"><rect width="100%" height="100%" fill="#ffffff"/>${defs}${parts.join('')}</svg>`;
}
