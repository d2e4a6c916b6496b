// s60 (English /phase): the turn reference read in English uses the official TCG terms and names each
// card by its English name, as the chain answers do since ANS-EN-GAME-TERMS; the Chinese texts keep theirs.
import { describe, expect, it } from 'vitest';
import { ENTRIES } from '../../src/rules/index.js';
import { phaseAnswer } from '../../src/answer/phase.js';
import type { Text } from '../../src/i18n/text.js';
import { createJudge } from '../../src/judge.js';
import { ALIASES_DB, CARDS_DB, haveAliases, haveCards } from '../cards/data.js';

/** Every text `phase NAME` shows for an entry: title, headings, sections, examples, windows, see-also notes. */
function shownTexts(): { where: string; text: Text }[] {
  const out: { where: string; text: Text }[] = [];
  for (const e of ENTRIES) {
    out.push({ where: `${e.id} title`, text: e.title });
    for (const s of e.sections) out.push({ where: `${e.id} section`, text: s.heading }, { where: `${e.id} section`, text: s.text });
    for (const x of e.examples) out.push({ where: `${e.id} example`, text: x.title }, { where: `${e.id} example`, text: x.text });
    for (const w of e.facts?.windows ?? []) out.push({ where: `${e.id} window`, text: w.title });
    for (const n of e.names) {
      const a = phaseAnswer(n);
      if (a.ok && 'seeAlso' in a) for (const s of a.seeAlso) out.push({ where: `${e.id} see also (${n})`, text: s.why });
    }
  }
  return out;
}

/** Chinese outside 「」 (a Chinese term or notation hint quoted for the reader is fine; prose or a card name is not). */
const CJK_OUTSIDE_QUOTES = (en: string) => /[\u3400-\u9fff]/.test(en.replace(/「[^」]*」/g, ''));

describe('the turn reference in English', () => {
  it('[ANS-EN-GAME-TERMS] /phase in English: no Chinese outside 「」 (cards by their English names), and 「Spell Speed 2」, 「Battle Phase」, 「Defense Position」 — never 「speed-2」, 「battle phase」, 「defence position」', () => {
    const texts = shownTexts();
    expect(texts.length).toBeGreaterThan(250);
    const chinese = texts.filter((x) => CJK_OUTSIDE_QUOTES(x.text.en)).map((x) => `${x.where}: ${x.text.en}`);
    expect(chinese).toEqual([]);
    const lowerTerms =
      /\bspeed[- ][123]\b|\bspell speed\b|\b(draw|standby|main|battle|end) phase\b|\b(start|battle|damage|end) step\b|\bchain link\b|\bquick-play spell|\bcounter trap|\bdefen[cs]e position|\bdefence\b|\battack position|\bgraveyard\b|\b(normal|special|flip|tribute|fusion|synchro|xyz|ritual) summon/;
    const lower = texts.filter((x) => lowerTerms.test(x.text.en)).map((x) => `${x.where}: ${x.text.en.match(lowerTerms)?.[0]}`);
    expect(lower).toEqual([]);
    // The words a judge reads, in a few texts.
    const spellSpeed = ENTRIES.find((e) => e.id === 'spell-speed')!;
    expect(spellSpeed.examples[0]!.text.en).toContain('Mystical Space Typhoon (Spell Speed 2)');
    expect(spellSpeed.examples[0]!.text.zh).toContain('《旋风》（2速）');
  });

  it.skipIf(!haveCards || !haveAliases)('[ANS-EN-GAME-TERMS] each card a worked example names in Chinese 《…》 is named in the English text by its English name (旋风 → Mystical Space Typhoon)', () => {
    const judge = createJudge({ cardsDb: CARDS_DB, aliasesDb: ALIASES_DB });
    // ygopro's 天罚 (Divine Wrath, the reference's card) shares its name with the official table's 天罚 (another card).
    const BY_ID: Record<string, string> = { 天罚: '49010598' };
    const missing: string[] = [];
    for (const e of ENTRIES) {
      for (const x of [...e.examples, ...e.sections]) {
        for (const m of x.text.zh.matchAll(/《([^》]+)》/g)) {
          const card = judge.card(BY_ID[m[1]!] ?? m[1]!, { lang: 'en' });
          const en = card.ok ? card.names.en : null;
          if (!en || !x.text.en.includes(en)) missing.push(`${e.id}: ${m[1]} → ${en}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
