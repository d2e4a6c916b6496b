/**
 * SVG → PNG with resvg (@resvg/resvg-js: Rust's resvg through napi-rs; npm installs the prebuilt
 * binary as a platform package, so nothing is compiled). resvg reads TTF/OTF/TTC, not WOFF2, and a
 * chain picture needs Chinese glyphs: the font is a system CJK font, found once among the usual
 * Debian/Ubuntu paths (`fonts-wqy-microhei`, which .ci/run installs with apt; `fonts-noto-cjk`,
 * `fonts-wqy-zenhei`) or given by CJK_FONT (a TTF/OTF/TTC path; CJK_FONT_FAMILY its family name).
 * Only that one file is loaded (not every system font), which keeps a render in milliseconds.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Lang } from '../../i18n/text.js';
import type { ChainAnswer } from '../types.js';
import { chainSvg, type Glyph, type GlyphSource } from './picture.js';

export interface CjkFont {
  path: string;
  family: string;
}

const KNOWN: readonly CjkFont[] = [
  { path: '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc', family: 'WenQuanYi Micro Hei' },
  { path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', family: 'Noto Sans CJK SC' },
  { path: '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc', family: 'Noto Sans CJK SC' },
  { path: '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc', family: 'WenQuanYi Zen Hei' },
  { path: '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf', family: 'Droid Sans Fallback' },
];

let found: CjkFont | null | undefined;

/** The CJK font to draw with, or null when none is installed. Looked up once. */
export function findCjkFont(env: NodeJS.ProcessEnv = process.env): CjkFont | null {
  if (found !== undefined) return found;
  const custom = env.CJK_FONT;
  if (custom && existsSync(custom)) return (found = { path: custom, family: env.CJK_FONT_FAMILY || 'sans-serif' });
  return (found = KNOWN.find((f) => existsSync(f.path)) ?? null);
}

type ResvgModule = typeof import('@resvg/resvg-js');
let resvg: ResvgModule | null | undefined;

/** The renderer, or null when its platform binary is missing (the bot then says pictures are off). */
function renderer(): ResvgModule | null {
  if (resvg !== undefined) return resvg;
  try {
    resvg = createRequire(import.meta.url)('@resvg/resvg-js') as ResvgModule;
  } catch {
    resvg = null;
  }
  return resvg;
}

/**
 * Glyph outlines from the font, one character at a time, kept for the life of the process. resvg
 * lays out text slowly with a large CJK font (about a millisecond a character, whatever the
 * character), so each character is laid out once — alone, and doubled to learn its advance — and
 * every picture after that is drawn from outlines.
 */
const glyphCache = new Map<string, Glyph | null>();

function outlines(r: ResvgModule, font: CjkFont, content: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><text x="0" y="100" font-size="100">${content}</text></svg>`;
  const out = new r.Resvg(svg, { font: { fontFiles: [font.path], loadSystemFonts: false, defaultFontFamily: font.family, sansSerifFamily: font.family } }).toString();
  return [...out.matchAll(/ d="([^"]*)"/g)].map((m) => m[1]!).join(' ');
}

function glyphSource(r: ResvgModule, font: CjkFont): GlyphSource {
  return (ch) => {
    if (glyphCache.has(ch)) return glyphCache.get(ch)!;
    let g: Glyph | null = null;
    if (!/\s/.test(ch)) {
      const esc = ch === '<' ? '&lt;' : ch === '&' ? '&amp;' : ch === '>' ? '&gt;' : ch;
      const one = outlines(r, font, esc);
      const two = outlines(r, font, esc + esc);
      const firstX = (d: string) => Number(/M\s*(-?[\d.]+)/.exec(d)?.[1] ?? NaN);
      const rest = two.startsWith(one) ? two.slice(one.length) : '';
      const advance = one && rest ? firstX(rest) - firstX(one) : 60;
      g = { d: one, advance: Number.isFinite(advance) && advance > 0 ? advance : 60 };
    }
    glyphCache.set(ch, g);
    return g;
  };
}

/** Whether pictures can be made here (a CJK font and the renderer), checked without drawing one. */
export function pictureSupport(font: CjkFont | null = findCjkFont()): { ok: true } | { ok: false; reason: 'no-font' | 'no-renderer' } {
  if (!font) return { ok: false, reason: 'no-font' };
  return renderer() ? { ok: true } : { ok: false, reason: 'no-renderer' };
}

export type Picture = { ok: true; png: Buffer; width: number; height: number } | { ok: false; reason: 'no-font' | 'no-renderer' };

export function svgToPng(svg: string, font: CjkFont | null = findCjkFont()): Picture {
  if (!font) return { ok: false, reason: 'no-font' };
  const r = renderer();
  if (!r) return { ok: false, reason: 'no-renderer' };
  const out = new r.Resvg(svg, {
    font: { fontFiles: [font.path], loadSystemFonts: false, defaultFontFamily: font.family, sansSerifFamily: font.family },
    background: '#ffffff',
  }).render();
  return { ok: true, png: Buffer.from(out.asPng()), width: out.width, height: out.height };
}

export function chainPng(answer: ChainAnswer, lang: Lang, font: CjkFont | null = findCjkFont()): Picture {
  if (!font) return { ok: false, reason: 'no-font' };
  const r = renderer();
  if (!r) return { ok: false, reason: 'no-renderer' };
  // Text as outlines: the rasteriser gets shapes only (fast), the glyphs come from the cache.
  const out = new r.Resvg(chainSvg(answer, lang, glyphSource(r, font)), { font: { loadSystemFonts: false }, background: '#ffffff' }).render();
  return { ok: true, png: Buffer.from(out.asPng()), width: out.width, height: out.height };
}

/** Why there is no picture, in the reader's language. */
export function noPictureReason(reason: 'no-font' | 'no-renderer', lang: Lang): string {
  if (reason === 'no-font') {
    return lang === 'en'
      ? 'No picture: no font with Chinese characters is installed (e.g. apt-get install fonts-wqy-microhei, or set CJK_FONT).'
      : '无法生成图片：没有安装含中文字形的字体（例如 apt-get install fonts-wqy-microhei，或设置 CJK_FONT）。';
  }
  return lang === 'en' ? 'No picture: the image renderer is not installed on this platform.' : '无法生成图片：这个平台上没有安装图片渲染器。';
}
