/**
 * The "normalised" step of name resolution: forms of one name that differ only in how it was typed.
 * Full-width ↔ half-width (ＡＢＣ１ → abc1, via NFKC), case, the middle dots ·/・/‧ and dashes
 * -/－/—/ー used interchangeably in names, spaces, and the brackets people wrap names in
 * (《》「」『』【】). All of these are removed, so 「冥王龙·断罪神」 and 冥王龙 断罪神 meet.
 */
const DROP = /[\s《》「」『』【】〈〉<>()（）\[\]"'“”‘’`·・･‧•∙\-－—–―‐ー_~〜～.．,，、。:：;；!！?？]/gu;

export function normalise(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(DROP, '');
}
