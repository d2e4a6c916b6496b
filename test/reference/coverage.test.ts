// test/REFERENCE-COVERAGE.md must say what the test files under test/reference/ hold: the count of
// examples encoded and passing (it), encoded and failing (it.fails) and not expressible (it.todo),
// per chapter file of the rules reference. Regenerate with `node scripts/reference-coverage.mjs --write`.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COVERAGE_FILE, CHAPTERS, document, rows, scan } from '../../scripts/reference-coverage.mjs';

interface Example { file: string; chapter: string; line: number; kind: 'passing' | 'failing' | 'todo' }
interface Row { chapter: string; examples: number; encoded: number; passing: number; todo: number }

describe('test/REFERENCE-COVERAGE.md', () => {
  const { examples, problems } = scan() as { examples: Example[]; problems: string[] };

  it('every tag names a chapter file of docs/c01–c04, the file\'s own CHAPTER, and each example once', () => {
    expect(problems).toEqual([]);
  });

  it('agrees with the test files (regenerate: node scripts/reference-coverage.mjs --write)', () => {
    expect(readFileSync(COVERAGE_FILE, 'utf8')).toBe(document(examples));
  });

  it('has one row per chapter file and a total that adds up', () => {
    const r = rows(examples) as Row[];
    expect(r.map((x) => x.chapter)).toEqual([...(CHAPTERS as string[]), 'total']);
    const total = r[r.length - 1]!;
    expect(total.examples).toBe(examples.length);
    for (const x of r) {
      expect(x.examples).toBe(x.encoded + x.todo);
      expect(x.passing).toBeLessThanOrEqual(x.encoded);
    }
  });

  it('counts it / it.fails / it.todo the way the table says', () => {
    // A tiny made-up file set through the same counter: 2 passing, 1 failing, 1 todo in one chapter.
    const fake: Example[] = [
      { file: 'x', chapter: CHAPTERS[0], line: 1, kind: 'passing' },
      { file: 'x', chapter: CHAPTERS[0], line: 2, kind: 'passing' },
      { file: 'x', chapter: CHAPTERS[0], line: 3, kind: 'failing' },
      { file: 'x', chapter: CHAPTERS[0], line: 4, kind: 'todo' },
    ];
    const r = rows(fake) as Row[];
    expect(r[0]).toEqual({ chapter: CHAPTERS[0], examples: 4, encoded: 3, passing: 2, todo: 1 });
    expect(r[1]).toMatchObject({ examples: 0, encoded: 0, passing: 0, todo: 0 });
    expect(r[r.length - 1]).toMatchObject({ chapter: 'total', examples: 4, encoded: 3, passing: 2, todo: 1 });
  });
});
