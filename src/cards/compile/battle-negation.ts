/**
 * CH-BATTLE-OPPONENT-NEGATED (issue 16, docs/c03/无效.rst:296–317): a negation of the monster a card battles.
 * - 「这张卡和龙族怪兽进行战斗的场合，只在战斗阶段内那只怪兽的效果无效化」「自己的「花札卫」怪兽和对方怪兽进行战斗的场合，…那只
 *   对方怪兽的效果无效化」「这张卡和对方怪兽进行战斗的场合，直到伤害步骤结束时那只怪兽的效果无效化」: the negated monster is the one
 *   battling this card (or a monster of the named kind), not one chosen — `battlesWith` on its filter;
 * - 「(用这张卡的效果把)这张卡装备的怪兽和对方怪兽进行战斗的场合，直到那次伤害步骤结束时对方场上的全部表侧表示怪兽的效果无效化」:
 *   the battle is the condition of the whole negation (`battling` of the equipped monster).
 * (Read on the battle the situation states: a negation kept for the rest of the Battle Phase after the battle ends is not.)
 */
import type { CardFilter, EffectFacts } from '../facts.js';
import { filterOf } from './words.js';
import { addConditions } from './shape.js';

// (Also 「自己的「X」怪兽或者「Y」怪兽和对方怪兽进行战斗的场合，直到回合结束时那只对方怪兽的效果无效化」: two archetypes, until the end of the turn —
// read on the battle the situation states, as the others; issue 16, 无效.rst:300–303.)
const OPPONENT = /(这张卡|装备怪兽|自己的「([^」]+)」怪兽(?:或者「([^」]+)」怪兽)?)和([^，。]*?)怪兽进行战斗的场合[，,](?:只在战斗阶段内|直到(?:那次)?伤害步骤结束时|直到回合结束时)那只(对方)?怪兽的效果无效化/;
const ALL_OF_SIDE = /(?:这张卡装备的怪兽|装备怪兽)和对方怪兽进行战斗的场合[，,]直到(?:那次)?伤害步骤结束时对方场上的全部表侧表示怪兽的效果无效化/;

/**
 * CMP-UNAFFECTED-WHILE-ATTACKING: 「这张卡攻击的场合，直到伤害步骤结束时不受其他卡的效果影响」 — the protection holds while this card is the
 * attacker (the condition `battling` of CH-ATTACK-LOCK), not always.
 */
export function attackingUnaffectedOf(e: EffectFacts, text: string): void {
  if (e.kind !== 'continuous' || !e.does.some((a) => a.do === 'unaffected')) return;
  if (!/这张卡攻击的场合[，,](?:这张卡)?直到伤害步骤结束时[^，。]*?不受/.test(text)) return;
  if (e.condition?.some((c) => c.is === 'battling')) return;
  addConditions(e, { is: 'battling', who: 'self', attacking: true });
}

export function battleNegationOf(e: EffectFacts, text: string): void {
  if (e.kind !== 'continuous') return;
  const neg = e.does.find((a) => a.do === 'negate-effects');
  if (!neg) return;
  const m = OPPONENT.exec(text);
  if (m) {
    const who = m[1]!;
    const by: 'self' | CardFilter = who === '这张卡' ? 'self' : who === '装备怪兽' ? { kind: 'monster', equipped: true } : m[3] ? { kind: 'monster', side: 'self', anyOf: [{ archetype: m[2]! }, { archetype: m[3] }] } : { kind: 'monster', side: 'self', archetype: m[2]! };
    const other = m[4]!;
    const f: CardFilter = other === '对方' || other === '' ? {} : filterOf(`${other}怪兽`);
    neg.what = { filter: { ...f, kind: 'monster', ...(other === '对方' || m[5] ? { side: 'opponent' as const } : {}), battlesWith: by }, scope: 'all' };
    delete neg.conditional;
    return;
  }
  if (ALL_OF_SIDE.test(text)) addConditions(e, { is: 'battling', who: 'equipped' });
}

/**
 * CMP-BATTLE-OPPONENT (issue 16, docs/c03/攻守计算.rst:550–551): an activated effect whose moment is this card's battle with an
 * opponent's monster (「这张卡和对方怪兽进行战斗的伤害计算时…才能发动。那只对方怪兽的攻击力·守备力…变成一半」「…伤害步骤结束时…
 * 那只对方怪兽回到持有者手卡」): 「那只对方怪兽」 is the monster battling this card (`battlesWith`), not the cards of an event.
 */
const BATTLE_MOMENT = /这张卡和对方怪兽进行战斗的(?:伤害步骤开始时|伤害计算前|伤害计算时|伤害计算后|伤害步骤结束时)/;
export function battleOpponentStepsOf(e: EffectFacts, text: string): void {
  if (e.kind === 'continuous' || !text.includes('那只对方怪兽') || !BATTLE_MOMENT.test(text)) return;
  for (const a of e.does) if (a.what === 'event-cards') a.what = { filter: { kind: 'monster', side: 'opponent', battlesWith: 'self' }, scope: 'all' };
}

/**
 * CH-AFTER-CALC-STEP: 「这个回合，选择的怪兽向对方怪兽攻击的场合，伤害计算后那只对方怪兽破坏」 (浑身一击) — 「那只对方怪兽」 is the opponent's monster
 * the targeted monster attacks (`battlesWith: 'targets'`, not attacking itself), each time this turn, not a target of the activation.
 */
const TARGET_ATTACKS = /(?:选择的|作为对象的|那只)怪兽向对方怪兽攻击的场合[，,]伤害计算后那只对方怪兽(破坏|除外|回到持有者手卡|送去墓地)/;
export function targetOpponentStepsOf(e: EffectFacts, text: string): void {
  if (e.kind === 'continuous' || !e.targets || !text.includes('伤害计算后') || !TARGET_ATTACKS.test(text)) return;
  for (const a of e.does) {
    if (a.what !== 'targets' || a.targetSide !== 'opponent' || a.whenever?.phase !== 'after-damage-calculation') continue;
    a.what = { filter: { kind: 'monster', side: 'opponent', battlesWith: 'targets', attacking: false }, scope: 'all' };
    delete a.targetSide;
  }
}

/**
 * CMP-BATTLER-STAT (issue 16, docs/c03/攻守计算.rst:559): a continuous 「和这张卡进行战斗的（融合/对方）怪兽的攻击力（在伤害步骤内|只在伤害计算时）
 * 变成0」 (融合体杀手, 转生炎兽 堇色奇美拉③) changes the monster battling this card (`battlesWith`), not this card, and only in that part of
 * the battle; 「和用「X」为素材作融合召唤的这张卡进行战斗的…」 holds only while this card was so summoned with X (FD-MATERIALS, `素材:`).
 */
const BATTLER_STAT = /^(?:[①-⑳][：:])?(?:此外，)?和(?:用「([^」]+)」为素材作(融合|同调|超量|连接)召唤的)?这张卡进行战斗的(对方|融合|同调|超量|连接)?怪兽的(?:攻击力|守备力|攻击力·守备力)(在伤害步骤内|只在伤害计算时)?变成0/;
const HOW = { 融合: 'fusion', 同调: 'synchro', 超量: 'xyz', 连接: 'link' } as const;
export function battlerStatOf(e: EffectFacts, text: string): void {
  if (e.kind !== 'continuous') return;
  const m = BATTLER_STAT.exec(text);
  if (!m) return;
  const a = e.does.find((x) => x.do === 'modify-stats' && x.what === 'self');
  if (!a) return;
  const kind = m[3];
  const filter: CardFilter = { kind: 'monster', battlesWith: 'self', ...(kind === '对方' ? { side: 'opponent' as const } : kind ? { subtypes: [HOW[kind as keyof typeof HOW]] } : {}) };
  a.what = { filter, scope: 'all' };
  delete a.conditional;
  a.whileHolds = [{ is: 'phase', phases: [m[4] === '在伤害步骤内' ? 'damage-step' : 'damage-calculation'] }];
  if (m[1]) addConditions(e, { is: 'exists', filter: { self: true, place: 'monster', faceUp: true, summoned: HOW[m[2] as keyof typeof HOW], madeWith: m[1] } });
}
