/**
 * Edit distance with adjacent transpositions (optimal string alignment): 青眼灵精龙 is one step
 * from 青眼精灵龙, as a swapped pair of keys is one slip. Over UTF-16 code units (card names are BMP
 * text); three reused rows, no allocation per call.
 */
let r0 = new Int32Array(64); // row i-2
let r1 = new Int32Array(64); // row i-1
let r2 = new Int32Array(64); // row i

export function levenshtein(a: string, b: string): number {
  const la = a.length;
  const lb = b.length;
  if (la === 0) return lb;
  if (lb === 0) return la;
  if (lb + 1 > r0.length) {
    r0 = new Int32Array(lb + 1);
    r1 = new Int32Array(lb + 1);
    r2 = new Int32Array(lb + 1);
  }
  for (let j = 0; j <= lb; j++) r1[j] = j;
  for (let i = 1; i <= la; i++) {
    r2[0] = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= lb; j++) {
      const cb = b.charCodeAt(j - 1);
      const cost = ca === cb ? 0 : 1;
      let d = r1[j]! + 1;
      const ins = r2[j - 1]! + 1;
      if (ins < d) d = ins;
      const sub = r1[j - 1]! + cost;
      if (sub < d) d = sub;
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) {
        const tr = r0[j - 2]! + 1;
        if (tr < d) d = tr;
      }
      r2[j] = d;
    }
    const t = r0;
    r0 = r1;
    r1 = r2;
    r2 = t;
  }
  return r1[lb]!;
}
