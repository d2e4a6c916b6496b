/**
 * The readers of one effect ask the same question of the same words several times while that effect is read — the kind
 * classifier (./kind.ts), the clause stages and the cues each ask 「is it activated?」「what is its head, its condition, its
 * event clause?」 (about 40% of these calls, measured over the whole database: compile time, issue 12). `recent(f)` answers
 * a repeated question from the last few answers instead of reading the words again.
 * Only for pure functions of one string whose answer no caller changes (a boolean, a string, a tuple read only). It holds
 * a handful of entries — the words of the effect being read — so it never grows.
 */
export function recent<R>(f: (s: string) => R, size = 4): (s: string) => R {
  const keys: string[] = [];
  const values: R[] = [];
  let next = 0;
  return (s: string): R => {
    for (let i = 0; i < keys.length; i++) if (keys[i] === s) return values[i]!;
    const v = f(s);
    keys[next] = s;
    values[next] = v;
    next = (next + 1) % size;
    return v;
  };
}
