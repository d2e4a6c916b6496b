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
};
