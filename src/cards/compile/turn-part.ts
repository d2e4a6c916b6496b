/**
 * CH-TURN-PART (issue 16, docs/c03/誓约.rst:179–193): the part of an activated effect that lasts the rest of the turn and comes
 * last in its text — 「那2张卡破坏，这个回合双方不能作灵摆召唤以外的特殊召唤」 (灵摆区), 「…加入手卡。这个回合，自己不能把…召唤·
 * 特殊召唤」 (炼狱的消华), 「这个效果的发动后，直到回合结束时自己不是…不能特殊召唤」. It is part of the effect (applied when it
 * resolves, not when it is negated). Joined to the step before by a comma it needs that step applied in full; a sentence of its
 * own applies anyway. Not read here: the parts the engine applies itself — activation locks and limits (./lingering.ts), 「每次…」
 * steps, granted effects (「以下效果」) — nor a part inside a quote or a ● list, nor one in the middle of the effect.
 */

/** The marker of a lasting part: 「这个回合」, or 「这张卡/这个效果的发动后，直到回合结束时」. */
const MARK = /([，,。])((?:这张卡|这个效果)的发动后[，,]直到回合结束时|这个回合)[，,]?([^。]+)$/;

/** Sentences that follow an effect's resolution in the old texts (「这个效果在对方回合也能发动。」) and are none of it. */
const TRAILER = /^(这个效果在对方回合也能发动|这个效果只能在[^。]*发动|「[^」]+」的效果1回合只能使用1次|这个卡名的[^。]*只能使用1次)$/;

export function turnPartsIn(segment: string, cardActivation = false): { text: string; comma: boolean }[] {
  if (segment.includes('●')) return [];
  const kept = segment.split('。').map((x) => x.trim()).filter((x) => x && !TRAILER.test(x)).join('。') + '。';
  // The resolution: what follows the last 「发动。」 (the activation clause and the cost come before it).
  const at = kept.lastIndexOf('发动。');
  // Added (issue 16, CMP-TURN-PART-WHOLE): a Spell/Trap card's activation with no activation clause (被埋葬的牲祭 「①：这个回合，…。
  // 这个效果的发动后，直到回合结束时…」) is all resolution: the text after its number.
  if (at < 0 && !cardActivation) return [];
  const body = (at < 0 ? kept.replace(/^[①-⑳][：:]/, '') : kept.slice(at + 3)).replace(/。$/, '');
  const m = MARK.exec(`。${body}`);
  if (!m) return [];
  const rest = m[3]!;
  if (/每次|以下效果|不能把[^，。]*发动|只能有\d次/.test(rest) || rest.length < 4) return [];
  const before = `。${body}`.slice(0, `。${body}`.length - m[0].length);
  // Inside a quote (the 「 before it not closed), or the whole resolution (「这个回合，自己在通常召唤外加上…」: no step before it).
  if ((before.match(/「/g) ?? []).length !== (before.match(/」/g) ?? []).length) return [];
  if (before.replace(/^。/, '').trim() === '') return [];
  return [{ text: m[0].slice(1), comma: m[1] !== '。' }];
}
