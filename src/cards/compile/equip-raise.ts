/**
 * CMP-EQUIP-AS-RAISE (issue 16, docs/c03/攻守计算.rst:518, :551): 「这张卡当作攻击力·守备力上升300的装备卡使用给那只怪兽装备」 (金属化 cards,
 * 火箭手, 怀抱圣剑的王后 桂妮薇儿), 「这只怪兽可以当作攻击力上升1000的装备卡使用给…装备」 — the raise is of the monster the card is then
 * equipped to, for as long as it is (the equip relation, CH-EQUIP-STATS), not a change of this card made once as the effect resolves.
 */
import type { EffectFacts } from '../facts.js';

const AS_EQUIP = /(?:这张卡|这只怪兽)(?:可以)?当作攻击力(?:·守备力)?上升([0-9]+)的装备卡使用/;
// CMP-TRAP-BECOMES-EQUIP: the old Trap wording 「发动后这张卡变成攻击力上升500的装备卡，给…装备」 (附锁链的尖盾, 幻兽之角, 甲虫装机的宝珠: 「攻击力·守备力」,
// 甲虫装机的手甲: 「守备力」; 邪心爆破 without 「这张卡」).
const BECOMES_EQUIP = /发动后[，,]?(?:这张卡)?变成(?:攻击力|守备力)(?:·守备力)?上升([0-9]+)的装备卡/;

/**
 * CMP-EQUIP-BY-THIS-STATS: 「…当作装备卡使用给…装备。用这个效果把这张卡装备的怪兽(的)攻击力上升1900」 (异热同心武器-一角兽皇枪, 不死鸟弩弓),
 * 「…攻击力变成0」 (章鲨) — written after the equip, in the same effect: a change of the monster this effect equipped it to, for as long
 * as it is equipped (as CMP-EQUIP-AS-RAISE), not a one-shot change of this card.
 */
const BY_THIS_EQUIP = /用这个效果把这张卡装备的怪兽的?(攻击力|守备力)(?:·守备力)?(上升|下降|变成)([0-9]+)/;

function equipByThisStatsOf(e: EffectFacts, text: string): void {
  // (Also 「这张卡被对方怪兽的攻击破坏送去墓地时，可以把这张卡当作装备卡使用给那只怪兽装备。装备怪兽的攻击力下降1800」 (手铐龙): after this card
  // equips itself, 「装备怪兽」's change in the same effect is the Equip Card's, while it is equipped — not made once as it resolves.)
  const at = e.does.findIndex((a) => a.do === 'equip' && a.what === 'self');
  if (at >= 0) for (const a of e.does.slice(at + 1)) if (a.do === 'modify-stats' && a.change && !a.conditional && !a.asEquip && typeof a.what === 'object' && a.what.filter.equipped && a.what.scope === 'all') a.asEquip = true;
  if (!text.includes('用这个效果把这张卡装备的怪兽')) return;
  const m = BY_THIS_EQUIP.exec(text);
  if (!m) return;
  const op = m[2] === '变成' ? 'set' : 'add';
  const value = m[2] === '下降' ? -Number(m[3]) : Number(m[3]);
  for (const a of e.does) {
    if (a.do !== 'modify-stats' || (a.what !== 'self' && a.what !== undefined) || a.change?.op !== op || a.change.value !== value || a.change.per) continue;
    a.what = { filter: { kind: 'monster', equipped: true }, scope: 'all' };
    a.asEquip = true;
  }
}

export function equipRaiseOf(e: EffectFacts, text: string): void {
  if (e.kind === 'continuous' || !e.does.some((a) => a.do === 'equip')) return;
  equipByThisStatsOf(e, text);
  if (!text.includes('的装备卡')) return;
  const m = AS_EQUIP.exec(text) ?? BECOMES_EQUIP.exec(text);
  if (!m) return;
  const value = Number(m[1]);
  for (const a of e.does) {
    if (a.do !== 'modify-stats' || (a.what !== 'self' && a.what !== undefined) || a.change?.op !== 'add' || a.change.value !== value || a.change.per) continue;
    a.what = { filter: { kind: 'monster', equipped: true }, scope: 'all' };
    a.asEquip = true;
  }
  equipDefenseRaiseOf(e, text);
}

/**
 * CMP-TRAP-BECOMES-EQUIP, its battle raise (附锁链的尖盾): 「装备怪兽以守备表示进行战斗的场合，装备怪兽的守备力只在伤害计算时上升那个攻击力数值」 — while the
 * equipped monster battles in Defense Position (attacking directly included), at damage calculation its DEF rises by the ATK it
 * shows (counted again after each step, CH-STAT-SCALED; applied last, CH-STAT-RECALC-LAST) — a change of the Equip Card the Trap
 * becomes, as long as it is equipped.
 */
const DEF_BY_ATK = /装备怪兽以守备表示进行战斗的场合[，,]装备怪兽的守备力只在伤害计算时上升那个攻击力数值/;

function equipDefenseRaiseOf(e: EffectFacts, text: string): void {
  if (!text.includes('那个攻击力数值') || !DEF_BY_ATK.test(text)) return;
  const a = e.does.find((x) => x.do === 'modify-stats' && x.stat === 'def' && !x.change && x.whileHolds?.some((h) => h.is === 'phase'));
  if (!a) return;
  a.what = { filter: { kind: 'monster', equipped: true }, scope: 'all' };
  a.change = { layer: 'current', op: 'add', value: 1, per: { equippedToAtk: true } };
  a.whileHolds = [{ is: 'phase', phases: ['damage-calculation'] }, { is: 'battling', who: 'equipped', inDefense: true }];
  a.asEquip = true;
  delete a.conditional;
}

/**
 * CMP-EQUIP-AS-RAISE, its battle raise (金属化·魔法反射装甲②): 「用这张卡的效果把这张卡装备的怪兽的攻击力只在向怪兽攻击的伤害计算时上升那只攻击对象
 * 怪兽的攻击力一半的数值」 — the equipped monster, while it attacks a monster, at damage calculation, by half the ATK the attacked
 * monster shows (counted again after each step, CH-STAT-SCALED; applied last, CH-STAT-RECALC-LAST).
 */
const HALF_OF_TARGET = /(?:这张卡装备的怪兽|装备怪兽)的攻击力只在向怪兽攻击的伤害计算时上升那只攻击对象怪兽的攻击力一半的数值/;

export function equipBattleRaiseOf(e: EffectFacts, text: string): void {
  if (e.kind !== 'continuous' || !text.includes('攻击对象怪兽的攻击力一半') || !HALF_OF_TARGET.test(text)) return;
  const a = e.does.find((x) => x.do === 'modify-stats');
  if (!a) return;
  a.what = { filter: { kind: 'monster', equipped: true }, scope: 'all' };
  a.stat = 'atk';
  a.change = { layer: 'current', op: 'add', value: 1, per: { attackTargetHalf: true } };
  a.whileHolds = [{ is: 'phase', phases: ['damage-calculation'] }, { is: 'battling', who: 'equipped', attacking: true }];
  delete a.conditional;
}
