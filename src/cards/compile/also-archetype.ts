/**
 * CMP-ALSO-ARCHETYPE (issue 16; rules reference docs/c02/基本用语.rst:405–418): 「这张卡／这个卡名在规则上也当作「X」卡使用」 (several:
 * 「「X」卡、「Y」卡」; 「「X」怪兽」 of a monster) — the card belongs to those archetypes by the rules, as if its name held them: read as the card-level fact
 * `Card.alsoArchetypes` (../facts.ts), which an archetype filter reads (src/engine/game/match.ts). A name 「这张卡的卡名在规则上也当作
 * 「X」使用」 (no 卡) is not an archetype and is left to the other readers.
 */
const RULE = /这(?:张卡|个卡名)在规则上也当作((?:「[^」]+」(?:卡|怪兽)[、，,]?)+)使用/;

/**
 * CH-DRAW-COUNT-OF / CMP-STAT-KINDS: 「这张卡名／这个卡名／这张卡的卡名在规则上也当作「X」使用」 (no 卡 after it) — a second name the card holds
 * by the rules (`Card.alsoNames`), counted as a kind of its own (新空间侠·海洋海豚, also 新空间侠·水波海豚).
 */
export function alsoNames(text: string): string[] | undefined {
  if (!text.includes('规则上')) return undefined;
  const out = [...text.matchAll(/(?:这张卡名|这个卡名|这张卡的卡名)在规则上也当作「([^」]+)」使用/g)].map((m) => m[1]!);
  return out.length ? out : undefined;
}

export function alsoArchetypes(text: string): string[] | undefined {
  if (!text.includes('规则上')) return undefined;
  const m = RULE.exec(text);
  if (!m) return undefined;
  const out = [...m[1]!.matchAll(/「([^」]+)」(?:卡|怪兽)/g)].map((x) => x[1]!);
  return out.length ? out : undefined;
}
