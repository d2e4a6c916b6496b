/**
 * Cards newer than ../shared/data/cards.cdb (March 2019) that the docs/c02 examples on activating cards, extra
 * summons and summons that start no chain use (卡片·效果的发动, 基本用语, 进入连锁·不入连锁的特殊召唤, 特殊召唤怪兽…):
 * restated card text in the controlled card-text language (textCard: the compiler reads it like an imported card's),
 * keeping only the clauses the examples judge; a clause an example does not look at is left out or restated plainly
 * (said at the card). Where the passcode is not known the id is a placeholder starting 9964 (said in the record).
 * Stats are not judged by these examples and are given from memory.
 */
import { textCard } from '../dsl.js';

/** Passcodes in this file that are newer than ../shared/data/cards.cdb (March 2019). */
export const c02ActivationSummonNewerThanCdb: Record<number, string> = {
  996402101: '电脑堺门-朱雀 — released 2022; placeholder id (passcode not known)',
  996402102: '命运英雄 毁灭凤凰人 (Destiny HERO - Destroyer Phoenix Enforcer) — released 2020; placeholder id (passcode not known)',
  996402103: '古之咒文 (The Ancient Chant?) — newer than the database; placeholder id (passcode not known)',
  996402104: '群豪世界-真罗万象 — released 2022; placeholder id (passcode not known)',
};

export const c02ActivationSummonCards = [
  // A Continuous Trap whose ① targets a face-up card: with its card activation it may target itself only while another
  // face-up card could be targeted (卡片·效果的发动.rst:316, CH-TARGET-ACTIVATING-FACEUP). What ① does is restated plainly.
  textCard({ id: 996402101, name: '电脑堺门-朱雀', type: 'trap continuous', text: '①：1回合1次，以场上1张表侧表示的卡为对象才能发动。那张卡回到持有者手卡。' }),
  // ③ (set up when it is destroyed) summons it in the next Standby Phase with no chain link, yet inside an effect: 神之宣告 cannot negate that summon
  // (进入连锁·不入连锁的特殊召唤.rst:48). Its other effects are left out.
  textCard({ id: 996402102, name: '命运英雄 毁灭凤凰人', type: 'monster effect fusion', level: 8, atk: 2500, def: 1200, race: '战士族', attribute: '暗', en: 'Destiny HERO - Destroyer Phoenix Enforcer', text: '③：这张卡被破坏的场合发动。下次的准备阶段，这张卡从墓地特殊召唤。' }),
  // ①: an extra Tribute Summon this turn — spent once a summon was made by another such grant (宝石骑士·斜绿), so it
  // cannot be activated then (基本用语.rst:705, CH-EXTRA-SUMMON). Its search is left out.
  textCard({ id: 996402103, name: '古之咒文', type: 'spell', text: '①：这个回合，自己在通常召唤外加上只有1次，自己主要阶段可以把1只怪兽上级召唤。' }),
  // ②: summons a monster card from a Spell & Trap Zone — it cannot target a Special Summon monster never properly
  // summoned (特殊召唤怪兽….rst:134). The zone it summons to and its other effects are left out.
  textCard({ id: 996402104, name: '群豪世界-真罗万象', type: 'spell field', text: '②：1回合1次，以自己或对方的魔法与陷阱区域1张怪兽卡为对象才能发动。那只怪兽在自己场上特殊召唤。' }),
];
