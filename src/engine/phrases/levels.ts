/**
 * Levels and Ranks in words (game/levels.ts, issue 16: CH-LEVEL-ARITH, CH-LEVEL-OWN-NEGATED) and the price of lowering a
 * monster's own level (chain/level-short.ts, CH-LEVEL-SHORT).
 */
import { t } from '../../i18n/text.js';
import type { PhraseBook } from './index.js';
import { R } from '../rule-ids.js';

export const LEVELS: PhraseBook = {
  /** 「X」等级：4 → 1（原本 4）. */
  'levels:line': ({ card, kind, value, printed, ownNegated }) => {
    const word = kind === 'rank' ? t('阶级', 'Rank') : kind === 'scale' ? t('灵摆刻度', 'Pendulum Scale') : t('等级', 'Level');
    const note = ownNegated
      ? t('它自身的效果只改变自身的数值，效果被无效期间那个改变不适用（CH-LEVEL-OWN-NEGATED）。', 'Its own effect changed only its own value, so that change does not apply while its effects are negated (CH-LEVEL-OWN-NEGATED).')
      : t('', '');
    return t(
      `「${card}」${word.zh}：${value}（原本 ${printed}；按情境给出的和效果处理造成的改变计算${kind === 'scale' ? '' : '，下降到1以下的场合是1'}）。${note.zh}`,
      `${card} ${word.en}: ${value} (printed ${printed}; from the changes the situation gives and those made as effects resolved${kind === 'scale' ? '' : ' — lowered to 1 or below, it is 1'}).${note.en ? ` ${note.en}` : ''}`,
    );
  },
  [R.LEVEL_SHORT]: ({ name, card, by, value }) =>
    t(
      `${name.zh}要先把「${card}」的等级下降${by}星，但它现在是${value}星，不能下降那个数值：这个效果不能发动·处理时不适用（等级不够下降数时）。`,
      `${name.en} must first lower ${card}'s level by ${by}, but it is level ${value}, which cannot go down that far: the effect cannot be activated, and at resolution it applies nothing.`,
    ),
  /** CH-LEVEL-AT-RESOLUTION: 「X」等级3→4. */
  [R.LEVEL_AT_RESOLUTION]: ({ card, from, to }) => t(`「${card}」等级${from}→${to}`, `${card} Level ${from} → ${to}`),
  /** CH-COPY-AT-RESOLUTION: what the card took, and that a gained effect is activated on its own. */
  [R.COPY_AT_RESOLUTION]: ({ card, from, atk, effects, until, continuous }) => {
    const list = effects as string[];
    // A gained continuous effect is activated by no one: it applies from the copy on (a 「…的场合这张卡破坏」 destroys the card as the resolution ends).
    const kept = (continuous as string[] | undefined) ?? [];
    const keptZh = kept.length ? `；得到的永续效果（${kept.join('、')}）不入连锁，从得到时起就适用，其他` : '；';
    const keptEn = kept.length ? `; a gained continuous effect (${kept.join(', ')}) is not activated: it applies from now on; any other` : '; a';
    // (The duration the text says: 「直到回合结束时」 or 「直到结束阶段」 — review s46.)
    const untilZh = until === 'turn-end' ? '直到回合结束时' : '直到结束阶段';
    const untilEn = until === 'turn-end' ? 'until the end of the turn' : 'until the End Phase';
    return t(
      `「${card}」${untilZh}当作「${from}」使用：得到「${from}」的卡名${atk !== null ? `、原本攻击力（${atk}）` : ''}和效果${list.length ? `（${list.join('、')}）` : '（没有效果）'}${keptZh}得到的效果要另外发动才适用（满足它的发动条件、支付它的cost，作为「${from}」的效果），不是这次处理的一部分`,
      `${card} is treated as ${from} ${untilEn}: it gains ${from}'s name${atk !== null ? `, original ATK (${atk})` : ''} and effects${list.length ? ` (${list.join(', ')})` : ' (none)'}${keptEn} gained effect applies only when activated on its own later (its condition met, its cost paid, as ${from}'s effect), not as part of this resolution`,
    );
  },
};
