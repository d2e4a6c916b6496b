/**
 * FD-SUMMON-RIDER-BY-CARD (rules reference docs/c03/里侧·一时除外.rst:198–203): what a card's effect leaves on the monster it
 * Special Summoned — 「这个效果特殊召唤的怪兽不能攻击」 (简易融合), 「…的效果无效化」 (剑斗兽 马斗) — read from the summoning card's text. The monster keeps it while
 * it remembers that card summoned it (`(由X)`): turned face-down or banished and back, it is a new card and the rider is gone
 * (./src/engine/game/memory.ts). The tie 「这个效果特殊召唤的怪兽从场上离开时这张卡破坏」 is a CT-BOND (./bonds.ts).
 */
export type SummonRider = 'cannot-attack' | 'cannot-attack-this-turn' | 'effects-negated';

export function readSummonRiders(text: string | undefined): SummonRider[] {
  if (!text || !text.includes('这个效果')) return [];
  const out: SummonRider[] = [];
  for (const s of text.split(/[。\n]/)) {
    // 「这个回合不能攻击宣言」 binds the turn of the summon only (邪恶苏生).
    if (/这个效果(?:把怪兽)?特殊召唤的(?:那只|那些)?怪兽[^。]*?不能攻击/.test(s)) out.push(/这个回合不能攻击|这个回合[^。]*?不能攻击/.test(s) ? 'cannot-attack-this-turn' : 'cannot-attack');
    if (/这个效果(?:把怪兽)?特殊召唤的(?:那只|那些)?怪兽[^。]*?效果无效化/.test(s)) out.push('effects-negated');
  }
  return [...new Set(out)];
}
