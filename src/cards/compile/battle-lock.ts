/**
 * CH-BATTLE-LOCK (rules reference docs/c03/战斗阶段流程.rst:978–981): 「这张卡进行战斗的场合，对方直到伤害步骤结束时魔法·陷阱·怪兽的效果不能
 * 发动」 said inside a longer sentence — after another rule (「这张卡不会被战斗破坏，…」 剑斗兽 尼禄), with 「和对方怪兽」 and a step after it
 * (「这张卡和对方怪兽进行战斗的场合，…不能发动，只在战斗阶段内那只对方怪兽的效果无效化」 鬼动武者), or worded 「魔法·陷阱·效果怪兽的效果」
 * (幻层守护者 阿玛迪斯) — the same floodgate ./continuous.ts reads from a whole sentence (attackLockOf), added to the continuous effect
 * when that reader did not make it.
 */
import type { Action, EffectFacts } from '../facts.js';

const LOCK_IN = /(?:^|[，：])这张卡(和对方怪兽)?(攻击|进行战斗)的场合，对方直到伤害步骤结束时(魔法·陷阱卡|魔法·陷阱·怪兽的效果|魔法·陷阱·效果怪兽的效果|怪兽的效果|卡的效果)不能发动(?=[，。]|$)/;

export function battleLockOf(e: EffectFacts, text: string): void {
  if (e.kind !== 'continuous' || !text.includes('对方直到伤害步骤结束时')) return;
  if (e.does.some((a) => a.forbidsActivation)) return;
  const m = LOCK_IN.exec(text.trim());
  if (!m) return;
  const what = m[3];
  const forbidsActivation = what === '魔法·陷阱卡' ? { cardKind: ['spell' as const, 'trap' as const], cardActivation: true as const } : what === '怪兽的效果' ? { cardKind: 'monster' as const } : {};
  const lock: Action = {
    do: 'other',
    player: 'opponent',
    forbidsActivation,
    whileHolds: [{ is: 'battling', who: 'self', ...(m[2] === '攻击' ? { attacking: true as const } : {}), ...(m[1] ? { with: { side: 'opponent' as const } } : {}) }],
    note: m[0].replace(/^[，：]/, ''),
  };
  e.does.push(lock);
}
