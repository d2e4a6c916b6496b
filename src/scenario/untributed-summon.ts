/**
 * SIT-SUMMON-NEEDS-TRIBUTES: a Normal Summon or Set (`召唤 X`, `盖放 X`) of a Level 5 or 6 monster needs 1 tribute, of Level 7 or
 * more 2 (the Tribute Summon: `上级召唤 X 解放 Y`). Written without tributes (`召唤 X`, or `上级召唤 X`
 * with none named), the answer never passes over it: `assumptions` says which (a text in reach that may
 * waive them: the monster's own 「(可以)不用解放(作)召唤」, a face-up card's, or a card activated earlier this turn, its conditions
 * not judged; otherwise the engine judges the field: listed in full with too few monsters, the summon is refused; else tributes not
 * written are assumed, with the form to write them — ../engine/game/untributed.ts).
 */
import type { Card } from '../cards/facts.js';
import { t, type Text } from '../i18n/text.js';
import type { CardInstance, HistoryFact } from './types.js';
import { grantSources } from './grant-sources.js';
import { fewestTributes, tributeNeed } from '../cards/tributes.js';

const WAIVES = /不用解放/;
/** A 「不用解放」 about the card itself (「这张卡可以不用解放作召唤」「不用解放作召唤的这张卡」): it waives nothing for another monster. */
const SELF_WAIVES = /这张卡(?:可以)?不用解放|不用解放(?:作)?召唤的这张卡/g;

/** Whether a card's text waives the tributes of another monster's summon: some 「不用解放」 left once those about itself are taken out. */
function waivesForOthers(card: Card): boolean {
  return WAIVES.test((card.text ?? '').replace(SELF_WAIVES, ''));
}

export function untributedNeed(level: number | undefined): number {
  return level === undefined ? 0 : level >= 7 ? 2 : level >= 5 ? 1 : 0;
}

/**
 * What the summon needs that is left to the engine, or null: null when no tribute is needed or a text in reach waives them (then
 * `assume` receives that, its conditions not judged); else the Level, its count and the fewest the text allows (CMP-TRIBUTE-COUNT:
 * 「可以把1只…解放作召唤」), which the engine judges against the field (refused on one listed in full, else assumed and said).
 */
export function summonNeedsTributes(monster: Card, level: number | undefined, verb: 'summon' | 'set', instances: readonly CardInstance[], history: readonly HistoryFact[], assume: (a: Text) => void): { level: number; need: number; fewest: number } | null {
  if (monster.type.kind !== 'monster') return null;
  const n = untributedNeed(level);
  if (n === 0) return null;
  const waiver =
    (WAIVES.test(monster.text ?? '') ? monster : undefined) ??
    grantSources(null, instances, history).find((src) => src.card !== monster && waivesForOthers(src.card))?.card;
  if (waiver) {
    assume(
      t(
        `「${monster.name}」是${level}星怪兽，${verb === 'set' ? '盖放' : '通常召唤'}需要解放${n}只：假定「${waiver.name}」的不用解放的效果适用（它的条件没有判断）。`,
        `${monster.name} is Level ${level}: its Normal ${verb === 'set' ? 'Set' : 'Summon'} needs ${n} tribute${n > 1 ? 's' : ''}; ${waiver.name}'s text letting it be done without tributes is assumed to apply (its conditions are not judged).`,
      ),
    );
    return null;
  }
  const fewest = fewestTributes(tributeNeed(monster.tributeCount, level))?.n ?? n;
  return { level: level!, need: n, fewest: Math.min(n, fewest) };
}
