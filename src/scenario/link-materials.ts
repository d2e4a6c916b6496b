/**
 * SIT-LINK-MATERIALS (rules reference docs/c01/大师规则（2017）变更点.rst:107–118): a Link Summon written with its
 * materials (`连接召唤 X 素材 Y,Z`) must meet two limits at once:
 *
 * - the Link Rating: the materials add up to exactly X's Link Rating, where a monster is 1 material and a Link
 *   monster is either 1 or its own Link Rating (解码语者, Link 3, counts 1 or 3 — never 2); so more monsters than
 *   the rating can never be used;
 * - the material line of X's text (「效果怪兽2只以上」「电子界族怪兽2只」): how many monsters — at least that many
 *   with 「以上」, exactly that many without.
 *
 * Which kinds of monster the line asks for is not judged here (a card's text says it, the binder does not read
 * kinds). A card with no text loaded (hand-written, no database) is not judged at all: nothing is guessed.
 */
import { t, type Text } from '../i18n/text.js';
import type { Card } from '../cards/facts.js';

const isLink = (c: Card): boolean => c.type.kind === 'monster' && c.type.subtypes.includes('link');

/** The count the material line asks for: `{ n, orMore }`, or null when the line says no count. */
export function materialCount(text: string | undefined): { n: number; orMore: boolean } | null {
  const line = text?.split('\n')[0]?.trim() ?? '';
  const m = /(\d+)只(以上)?$/.exec(line);
  return m ? { n: Number(m[1]), orMore: Boolean(m[2]) } : null;
}

/** The refusal of a Link Summon of `monster` with `materials`, or null when the count and the rating fit. */
export function linkMaterialsRefusal(monster: Card, materials: readonly Card[]): Text | null {
  if (!isLink(monster) || materials.length === 0) return null;
  const rating = monster.level ?? 0;
  const count = materialCount(monster.text);
  if (rating <= 0 || !count) return null;
  const names = materials.map((m) => `「${m.name}」`).join('');
  if (materials.length < count.n || (!count.orMore && materials.length > count.n)) {
    const want = count.orMore ? `${count.n}只以上` : `${count.n}只`;
    const wantEn = count.orMore ? `${count.n} or more` : `exactly ${count.n}`;
    return t(
      `「${monster.name}」的连接素材是怪兽${want}，这里只写了${materials.length}只（${names}）：连接召唤要同时满足素材的数量和连接数，这次连接召唤不能进行。`,
      `${monster.name} needs ${wantEn} monsters as Link Material; ${materials.length} are given: a Link Summon must meet both the material count and the Link Rating, so it cannot be made.`,
    );
  }
  // Which totals the materials can make: each is 1, a Link monster also its rating.
  let sums = new Set<number>([0]);
  for (const m of materials) {
    const next = new Set<number>();
    for (const s of sums) {
      next.add(s + 1);
      if (isLink(m) && (m.level ?? 0) > 1) next.add(s + (m.level ?? 0));
    }
    sums = next;
  }
  if (sums.has(rating)) return null;
  return t(
    `用${names}作连接素材凑不出「${monster.name}」的连接数${rating}（每只怪兽当作1只素材，连接怪兽也可以当作它连接数的数量，但不能当作其他数量）：这次连接召唤不能进行。`,
    `${materials.map((m) => m.name).join(', ')} cannot make ${monster.name}'s Link Rating ${rating} (each monster is 1 material, a Link monster also its own Link Rating, never another number): this Link Summon cannot be made.`,
  );
}
