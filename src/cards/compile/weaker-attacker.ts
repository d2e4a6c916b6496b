/**
 * CH-STAT-WEAKER-ATTACKER (issue 16, docs/c03/攻守计算.rst:550): 「「元素英雄」怪兽向持有比那个攻击力高的攻击力的怪兽攻击的场合，攻击怪兽的攻击力
 * 只在伤害计算时上升1000」 (摩天楼, 暗黑都市), and the old 「名字带有「亚马逊」的怪兽向持有比那个攻击力高的攻击力的怪兽攻击的场合，只在伤害计算时
 * 攻击怪兽的攻击力上升1000」 (亚马逊的斗志): the raise is of the attacking monster of that kind only, while its ATK is lower than its
 * target's — not of every monster.
 */
import type { EffectFacts } from '../facts.js';

const WEAKER = /(?:名字带有)?「([^」]+)」怪兽向持有比那个攻击力高的攻击力的怪兽攻击的场合[，,](?:只在伤害计算时)?攻击怪兽的攻击力/;

export function weakerAttackerOf(e: EffectFacts, text: string): void {
  if (e.kind !== 'continuous' || !text.includes('比那个攻击力高')) return;
  const m = WEAKER.exec(text);
  if (!m) return;
  for (const a of e.does) {
    if (a.do !== 'modify-stats' || !a.change || a.change.op !== 'add') continue;
    a.what = { filter: { kind: 'monster', place: 'monster', archetype: m[1]!, attacking: true, weakerThanItsTarget: true }, scope: 'all' };
    delete a.conditional;
  }
}
