/**
 * CH-NORMAL-DRAW (rules reference docs/c02/基本用语.rst:1317–1326): whether the turn player still makes the normal draw
 * after a Draw Phase chain that holds an effect used instead of it (`EffectFacts.drawReplacement`). It depends on where
 * the text puts 「作为通常抽卡的代替」:
 * - as the activation condition (「…的场合，作为通常抽卡的代替才能发动」): activated is enough — negated or not, no normal draw;
 * - as a pledge of the turn (「这个效果发动的回合，自己不能进行通常抽卡」): activated and its activation
 *   not negated — even when it then does nothing —, no normal draw; its activation negated, the draw is made;
 * - in what it does (「…作为通常抽卡的代替…」 in the effect itself): only when it resolves and applies — negated, or a card
 *   that had to stay on the field gone, the draw is made.
 * A continuous replacement applied with no chain (a Field Spell's 「作为通常抽卡的代替」 paragraph) is not judged here.
 */
import type { LinkAnswer, NormalDrawAnswer } from '../../answer/types.js';
import type { Scenario } from '../../scenario/types.js';
import { t, type Text } from '../../i18n/text.js';
import { R } from '../rule-ids.js';

export function normalDrawAnswer(scenario: Scenario, links: readonly LinkAnswer<Text>[]): NormalDrawAnswer<Text> | undefined {
  if (scenario.phase !== 'draw-phase') return undefined;
  const player = scenario.turnPlayer;
  let seen = false;
  for (const l of links) {
    if (l.controller !== player || l.legal === false) continue;
    const link = scenario.links.find((x) => x.n === l.n);
    const card = link ? scenario.instances.find((i) => i.ref === link.card)?.card : undefined;
    const e = card?.effects.find((x) => x.n === l.effect) ?? (card && l.effect === null ? card.effects.find((x) => x.drawReplacement) : undefined);
    const kind = e?.drawReplacement;
    if (!kind) continue;
    seen = true;
    const name = l.card.name;
    if (kind === 'condition') {
      return { player, made: false, by: l.n, rules: [R.NORMAL_DRAW], reason: t(`C${l.n}「${name}」以「作为通常抽卡的代替」为发动条件：已经发动，即使发动或效果被无效，${player}这个回合也不进行通常抽卡。`, `C${l.n} ${name} has "instead of the normal draw" as its activation condition: once activated, negated or not, ${player} makes no normal draw this turn.`) };
    }
    if (kind === 'pledge' && l.outcome !== 'activation-negated') {
      return { player, made: false, by: l.n, rules: [R.NORMAL_DRAW], reason: t(`C${l.n}「${name}」发动的回合不能进行通常抽卡（誓约）：发动没有被无效，即使效果没有适用，${player}也不进行通常抽卡。`, `C${l.n} ${name} pledges no normal draw in the turn it is activated: its activation was not negated, so even if it did nothing ${player} makes no normal draw.`) };
    }
    if (kind === 'resolution' && l.outcome === 'resolved') {
      return { player, made: false, by: l.n, rules: [R.NORMAL_DRAW], reason: t(`C${l.n}「${name}」在效果处理中代替通常抽卡，效果已经适用：${player}这个回合不进行通常抽卡。`, `C${l.n} ${name} replaces the normal draw as it resolves, and it applied: ${player} makes no normal draw this turn.`) };
    }
  }
  if (!seen) return undefined;
  return { player, made: true, by: null, rules: [R.NORMAL_DRAW], reason: t(`代替通常抽卡的效果发动被无效或效果没有适用，誓约也不成立：${player}照常进行通常抽卡。`, `The effect used instead of the normal draw had its activation negated or did not apply, and no pledge holds: ${player} makes the normal draw.`) };
}
