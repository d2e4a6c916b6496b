/**
 * Name matching for the turn reference: normalisation, the 流程/阶段/步骤 equivalence and a small
 * edit distance for typos. Pure functions; the index builds its tables from them once.
 */

/** Punctuation and spacing players add or leave out freely. */
const NOISE = /[\s·・•\-_'"`「」『』《》〈〉【】[\]()（）.,，。、:：;；!！?？/\\]/g;

/**
 * One comparable form of a name: full width → half width (NFKC), lower case, no spaces or
 * punctuation, Chinese/English numerals as digits (主要一 = 主要1 = main phase one), and the filler
 * words 的 / the / of dropped.
 */
export function normaliseName(name: string): string {
  let s = name.normalize('NFKC').toLowerCase();
  s = s.replace(/\bthe\b|\bof\b/g, ' ');
  s = s.replace(/\bone\b/g, '1').replace(/\btwo\b/g, '2');
  s = s.replace(NOISE, '');
  s = s.replace(/一/g, '1').replace(/二/g, '2').replace(/的/g, '');
  return s;
}

/** The suffixes the seed and newer texts use for the same thing (流程 = phase, 阶段 = step or phase, 步骤 = step). */
const SUFFIX = /流程|阶段|步骤|phase|step/g;

/** The form with every phase/step word replaced by one marker, so 准备流程 = 准备阶段 = 准备步骤. */
export function suffixFree(normalised: string): string {
  return normalised.replace(SUFFIX, '§');
}

/** The same with the marker dropped entirely (准备 = 准备阶段). */
export function bare(normalised: string): string {
  return normalised.replace(SUFFIX, '');
}

/** Which kind the words of a name point at: 步骤/step → a step; 流程/阶段/phase → a phase. */
export function suffixKind(normalised: string): 'phase' | 'step' | null {
  if (/步骤|step/.test(normalised)) return 'step';
  if (/流程|阶段|phase/.test(normalised)) return 'phase';
  return null;
}

/** Levenshtein distance over code points (Chinese characters count as one each). */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  if (x.length === 0) return y.length;
  if (y.length === 0) return x.length;
  let prev = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const cur = [i];
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      cur.push(Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost));
    }
    prev = cur;
  }
  return prev[y.length] ?? 0;
}

/**
 * How far a typed name is from a known one, for ranking suggestions: the edit distance, made
 * smaller when one contains the other (准备 inside 准备阶段) so partial names rank high.
 */
export function nameDistance(input: string, known: string): number {
  const d = editDistance(input, known);
  if (input.length > 0 && (known.includes(input) || input.includes(known))) {
    return Math.min(d, Math.abs([...known].length - [...input].length) * 0.5);
  }
  return d;
}
