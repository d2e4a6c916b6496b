/**
 * 「作为通常抽卡的代替」 (issue 16, rules reference docs/c02/基本用语.rst:1303–1332; the engine's rule is
 * CH-DRAW-REPLACEMENT, src/engine/chain/draw-replacement.ts). Where the words stand decides how the effect
 * replaces the normal draw (`EffectFacts.drawReplacement`):
 *
 * - `condition`: in its activation condition, before 「才能发动」 (罪 世界 ①, 焰虎: 「作为…通常抽卡的代替才能发动」);
 * - `resolution`: in what it does (炽热的决斗者们 ③, 飞龙艇-幻舵拉 ①: 「…才能发动。作为这个回合进行通常抽卡的代替，…」);
 * - `pledge`: 「这个效果发动的回合，自己不能进行通常抽卡」 (升阶魔法-星光之力 ②).
 */
import type { EffectFacts } from '../facts.js';

const REPLACES = /通常抽卡的代替|代替[^，。]{0,12}通常的?抽卡/;

export function drawReplacementOf(e: EffectFacts, text: string): void {
  if (/发动的回合[^。]*不能进行通常抽卡/.test(text)) {
    e.drawReplacement = 'pledge';
    return;
  }
  const at = text.search(REPLACES);
  if (at < 0) return;
  const activation = text.search(/才能发动|发动。/);
  e.drawReplacement = activation >= 0 && activation < at ? 'resolution' : 'condition';
}
