/**
 * SIT-SUMMON-NEEDS-TRIBUTES: a Normal Summon or Set (`召唤 X`, `盖放 X`) of a Level 5 or 6 monster needs 1 tribute, of Level 7 or
 * more 2 (the Tribute Summon: `上级召唤 X 解放 Y`). Written without tributes, the summon is still made — the tributes were most
 * likely left out, or a text waives them — but the answer never passes over it: `assumptions` says which (a text in reach that may
 * waive them: the monster's own 「(可以)不用解放(作)召唤」, a face-up card's, or a card activated earlier this turn, its conditions
 * not judged; otherwise tributes not written, and the form to write them).
 */
import type { Card } from '../cards/facts.js';
import { t, type Text } from '../i18n/text.js';
import type { CardInstance, HistoryFact } from './types.js';
import { grantSources } from './grant-sources.js';

const WAIVES = /不用解放/;

export function untributedNeed(level: number | undefined): number {
  return level === undefined ? 0 : level >= 7 ? 2 : level >= 5 ? 1 : 0;
}

/** Always null (the summon is made); `assume` receives what was assumed about the tributes. */
export function summonNeedsTributes(monster: Card, level: number | undefined, verb: 'summon' | 'set', instances: readonly CardInstance[], history: readonly HistoryFact[], assume: (a: Text) => void): Text | null {
  if (monster.type.kind !== 'monster') return null;
  const n = untributedNeed(level);
  if (n === 0) return null;
  const waiver =
    (WAIVES.test(monster.text ?? '') ? monster : undefined) ??
    grantSources(null, instances, history).find((src) => WAIVES.test(src.card.text ?? ''))?.card;
  if (waiver) {
    assume(
      t(
        `「${monster.name}」是${level}星怪兽，${verb === 'set' ? '盖放' : '通常召唤'}需要解放${n}只：假定「${waiver.name}」的不用解放的效果适用（它的条件没有判断）。`,
        `${monster.name} is Level ${level}: its Normal ${verb === 'set' ? 'Set' : 'Summon'} needs ${n} tribute${n > 1 ? 's' : ''}; ${waiver.name}'s text letting it be done without tributes is assumed to apply (its conditions are not judged).`,
      ),
    );
    return null;
  }
  assume(
    t(
      `「${monster.name}」是${level}星怪兽：${verb === 'set' ? '盖放' : '通常召唤'}需要解放${n}只怪兽（5·6星1只，7星以上2只）。这里没有写解放的怪兽，假定已经解放（上级召唤写 \`上级召唤 ${monster.name} 解放 …\`；有让它不用解放召唤的效果的场合，把那张卡写进情况）。`,
      `${monster.name} is Level ${level}: its Normal ${verb === 'set' ? 'Set' : 'Summon'} needs ${n} tribute${n > 1 ? 's' : ''} (Level 5–6: 1, Level 7 or more: 2). None are written here; they are assumed made (write a Tribute Summon as 上级召唤 ${monster.name} 解放 …; if an effect lets it be summoned without tributes, list that card in the situation).`,
    ),
  );
  return null;
}
