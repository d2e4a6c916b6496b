/**
 * 「这张卡的等级下降1星」「作为对象的怪兽的等级上升1星」「…变成各自等级合计的等级」「这张卡的灵摆刻度…变成…」 (issue 16; the engine's rules are
 * CH-LEVEL-OWN-NEGATED and CH-LEVEL-SHORT, src/engine/game/levels.ts, src/engine/chain/level-short.ts): whose level or Rank an
 * activated effect's resolution changes (`EffectFacts.levelChange`). Only what it does is read (after 「才能发动。」/「发动。」):
 * a level its condition or cost names (「持有比这张卡低的等级的1只怪兽」) changes nothing.
 */
import type { EffectFacts, LevelStep } from '../facts.js';

/** 「等级下降1星」「阶级上升2阶」「等级直到回合结束时变成4星」: the level word, then its change. */
const CHANGE_AFTER = /(等级|阶级|灵摆刻度)(?:直到[^，。]*?(?:时|为止))?(上升|下降|变成|变为)(?:([0-9]+)[星阶])?/;
/** 「…变成各自等级合计的等级」: the change, then the level it becomes. */
const CHANGE_BEFORE = /(变成|变为)[^，。]*?的(等级|阶级|灵摆刻度)$/;
/** The subject is this card alone: 「这张卡的」「自身的」, after the joints of a sentence. */
const SELF = /^(?:(?:那之后|之后|然后|再|并且|并|可以|让|自己|直到回合结束时|这个回合)[，,]?)*(这张卡|自身)的?$/;
/** CH-LEVEL-AT-RESOLUTION: the subject is its target(s) alone: 「作为对象的怪兽的」「那只怪兽的」「选择的怪兽的」. */
const TARGETS = /^(?:(?:那之后|之后|然后|再|并且|并|可以|让|直到回合结束时|这个回合)[，,]?)*(?:作为对象的(?:自己的|对方的)?怪兽|那只怪兽|选择的怪兽|那个对象的怪兽)的?$/;

export function levelChangeOf(e: EffectFacts, text: string): void {
  const at = text.search(/才能发动。|发动。/);
  const does = at >= 0 ? text.slice(text.indexOf('。', at) + 1) : text.replace(/^[①-⑳]：/, '');
  const clauses = does.split(/[，。；]/).map((c) => c.trim()).filter(Boolean);
  let of: 'self' | 'others' | undefined;
  let lowersSelf: number | undefined;
  const steps: LevelStep[] = [];
  clauses.forEach((clause, i) => {
    const after = CHANGE_AFTER.exec(clause);
    const before = after ? null : CHANGE_BEFORE.exec(clause);
    if (!after && !before) return;
    // 「攻击力上升这张卡的等级×100」: a level read for another change, not changed.
    const subject = clause.slice(0, (after ?? before)!.index).replace(/^●/, '');
    if (/攻击力|守备力|×/.test(clause)) return;
    const self = after !== null && SELF.test(subject);
    of = of === 'others' || !self ? 'others' : 'self';
    // CH-LEVEL-AT-RESOLUTION: a numbered change of itself or of its targets (the level only, not a Rank's or a Scale's) is made as it resolves
    // (one the player may make, 「可以让…」, is not assumed made).
    const who = after && after[1] === '等级' && after[3] && !/可以/.test(clause) ? (self ? 'self' : TARGETS.test(subject) && e.targets ? 'targets' : null) : null;
    if (who) steps.push({ of: who, op: after![2] === '变成' || after![2] === '变为' ? 'set' : 'add', value: after![2] === '下降' ? -Number(after![3]) : Number(after![3]) });
    // (s61, CH-COUNT-MOVED: 「…等级直到回合结束时上升解放的怪兽数量的数值」 — one level for each monster this link tributed.)
    const perTribute = after && after[1] === '等级' && after[2] === '上升' && !after[3] && !/可以/.test(clause) && /上升解放的怪兽数量的数值$/.test(clause) ? (self ? 'self' : TARGETS.test(subject) && e.targets ? 'targets' : null) : null;
    if (perTribute) steps.push({ of: perTribute, op: 'add', value: 1, per: 'tribute' });
    if (self && i === 0 && after![2] === '下降' && after![3] && clauses.length > 1) lowersSelf = Number(after![3]);
  });
  if (!of) return;
  // CH-LEVEL-TRAP-KEPT: 「这张卡是当作永续陷阱卡使用的场合…才能发动」 — activated while the card is a Trap Card, not a monster.
  const asTrap = at >= 0 && /这张卡是当作(?:永续)?陷阱卡使用的场合/.test(text.slice(0, at));
  e.levelChange = { of, ...(lowersSelf !== undefined && of === 'self' ? { lowersSelf } : {}), ...(asTrap ? { asTrap: true as const } : {}), ...(steps.length ? { steps } : {}) };
}
