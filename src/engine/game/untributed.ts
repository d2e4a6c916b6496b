/**
 * SIT-SUMMON-NEEDS-TRIBUTES (rules reference docs/c02/基本用语.rst:641–648): a Normal/Tribute Summon or Set of a Level 5 or 6 monster needs
 * 1 tribute, Level 7 or more 2 — or fewer when its text allows (the compiled `tributeCount`, read by the binder into `action.untributed`).
 * Written with no tributes (and no text in reach waiving them), the tributes are its player's monsters on the field: on a field listed
 * in full (`A场只有:`, or written empty) holding fewer, the summon cannot be made — refused like any action that cannot be made, so a
 * summon negation has nothing to answer; on a field written in part (or not at all) the tributes are assumed made, and said.
 */
import { t, type Text } from '../../i18n/text.js';
import type { Scenario } from '../../scenario/types.js';
import type { Board, BoardCard } from '../types.js';
import type { Player } from '../../cards/facts.js';
import { fieldListedInFull } from './listed-pick.js';

/** The refusal of the summon (`refused`), or what is assumed of its tributes (`assumed`); null when no tribute is left unwritten. */
export function untributedSummon(scenario: Scenario, before: Board, subject: BoardCard, actor: Player, known: ReadonlySet<string>): { refused?: Text; assumed?: Text } | null {
  const u = scenario.action?.untributed;
  if (!u) return null;
  const name = subject.card.name;
  const set = scenario.action?.verb === 'set';
  const monsters = Object.values(before.cards).filter((c) => c !== subject && c.zone === 'monster' && c.controller === actor);
  if (monsters.length < u.fewest && fieldListedInFull(scenario, known, actor)) {
    const has = monsters.length ? `只有${monsters.map((c) => `「${c.card.name}」`).join('')}` : '没有怪兽';
    const hasEn = monsters.length ? monsters.map((c) => c.card.name).join(', ') : 'no monster';
    const lighter = u.fewest < u.need ? `（它的文本允许解放${u.fewest}只）` : '';
    const lighterEn = u.fewest < u.need ? ` (its text allows ${u.fewest})` : '';
    return {
      refused: t(
        `「${name}」是${u.level}星怪兽：${set ? '盖放' : '通常召唤'}需要解放${u.fewest}只怪兽${lighter}，${actor} 场上写全了（${has}），可以解放的怪兽不够：不能${set ? '盖放' : '召唤'}，什么也没有发生。`,
        `${name} is Level ${u.level}: its Normal ${set ? 'Set' : 'Summon'} needs ${u.fewest} tribute${u.fewest > 1 ? 's' : ''}${lighterEn}, and ${actor}'s field, listed in full, holds ${hasEn}: too few to tribute, so it cannot be ${set ? 'Set' : 'summoned'}; nothing happens.`,
      ),
    };
  }
  return {
    assumed: t(
      `「${name}」是${u.level}星怪兽：${set ? '盖放' : '通常召唤'}需要解放${u.need}只怪兽（5·6星1只，7星以上2只）。这里没有写解放的怪兽，假定已经解放（上级召唤写 \`上级召唤 ${name} 解放 …\`；有让它不用解放召唤的效果的场合，把那张卡写进情况）。`,
      `${name} is Level ${u.level}: its Normal ${set ? 'Set' : 'Summon'} needs ${u.need} tribute${u.need > 1 ? 's' : ''} (Level 5–6: 1, Level 7 or more: 2). None are written here; they are assumed made (write a Tribute Summon as 上级召唤 ${name} 解放 …; if an effect lets it be summoned without tributes, list that card in the situation).`,
    ),
  };
}
