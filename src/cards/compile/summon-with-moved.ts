/**
 * CMP-SUMMON-WITH-MOVED (issue 16, docs/c02/进入连锁·不入连锁的特殊召唤.rst:94–97): 「那2只怪兽特殊召唤，只用那2只为素材把1只超量怪兽
 * 超量召唤」 (高等纹章术, 杰作拼图, 齿轮齿轮变形), 「那只怪兽特殊召唤，只用那只怪兽和这张卡为素材把1只机械族同调怪兽同调召唤」 (水晶机巧,
 * 疾行机人 弹子小子), 「只用那只怪兽和这张卡为素材把1只风属性同调怪兽同调召唤」 (疾行机人 磁铁恶魔): the last step summons a monster of that
 * kind from the Extra Deck by its procedure, with the monsters the step before summoned (or the effect's targets, when no step
 * summoned any) and this card as its materials — a summon of its own, made after the first one (not at the same moment).
 *
 * Before, the step was read as a second summon of the same monsters (「那2只」) or of this card itself, so the monster from the
 * Extra Deck never came and nothing happened after the first summon.
 */
import type { EffectFacts } from '../facts.js';
import { filterOf } from './words.js';

const KIND = { 同调: 'synchro', 超量: 'xyz', 连接: 'link' } as const;

/** 「只用那2只为素材把1只水属性的超量怪兽超量召唤」「只用那只怪兽和这张卡为素材，把以「同调士」调整为素材的1只同调怪兽同调召唤」. */
const WITH_THOSE = /只用(那|这)([^，。]*?)为素材[，,]?把(?:以[^，。]*?为素材的)?1只([^，。]*?)(同调|超量|连接)怪兽\4召唤/;

export function summonWithMovedOf(e: EffectFacts, text: string): void {
  if (e.kind === 'continuous' || e.kind === 'procedure' || !text.includes('为素材')) return;
  const m = WITH_THOSE.exec(text);
  if (!m) return;
  const kind = KIND[m[4] as keyof typeof KIND];
  const summons = e.does.filter((a) => a.do === 'special-summon');
  const last = summons[summons.length - 1];
  if (!last) return;
  const before = summons.length > 1 ? summons[summons.length - 2]! : null;
  const materials = `${m[1]}${m[2]}`;
  const withSelf = /和这张卡$/.test(materials) || materials === '这张卡';
  // What the words before 「怪兽」 say of the monster summoned (「水属性的」「光属性「霍普」」「机械族」): read as a filter.
  const described = filterOf(`${m[3]}怪兽`.replace(/的怪兽$/, '怪兽'));
  delete described.place;
  delete described.side;
  last.what = { filter: { ...described, kind: 'monster', subtypes: [kind], place: 'extra', side: 'self' }, scope: 'choose', count: 1 };
  last.from = 'extra';
  last.withMoved = { how: kind, from: before ? 'moved' : materials === '这张卡' ? 'none' : 'targets', self: withSelf };
  // 「那个时候的同调素材怪兽不去墓地而除外」「…不去墓地回到持有者卡组」: where the materials go instead of the GY.
  const away = text.includes('不去墓地') ? /那个时候的(?:同调|超量|连接)?素材怪兽不去墓地而?(除外|回到持有者卡组)/.exec(text) : null;
  if (away) last.withMoved.to = away[1] === '除外' ? 'banished' : 'deck';
  // A summon of its own, after the one before (its procedure needs those monsters on the field first).
  if (before) last.then = true;
}
