// WIN-TOKEN-VANISHED (rules reference docs/c03/特定效果的处理方法.rst:881, :889): a Token sent to the GY or banished
// vanishes on the way, so it never is a card in the GY or among the banished cards: a trigger on 「…被送去墓地的场合」
// 「…被除外的场合」 does not see it. A trigger that reads the same move as leaving the field (「从场上离开的场合」) still
// does (:633–635), and so does its destruction. Cards are read from the shared cards.cdb (the same cards a user types).
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('the vanished-token trigger rule', CARDS_DB);

const names = (a: ChainAnswer) => a.window.triggers.map((t) => t.card.name);

describe.skipIf(!haveCards)('[WIN-TOKEN-VANISHED] a Token sent to the GY or banished is not seen there', () => {
  it('[WIN-TOKEN-VANISHED] a face-up Fairy Token sent to the GY: 天空神骑士 罗德珀耳修斯② is not offered; a Fairy monster card sent likewise offers it', () => {
    expect(names(askCdb('{回合:A A场:天空神骑士 罗德珀耳修斯,人造天使衍生物 A墓:智天使 哈维斯特} 送墓 人造天使衍生物 (效果)'))).not.toContain('天空神骑士 罗德珀耳修斯');
    expect(names(askCdb('{回合:A A场:天空神骑士 罗德珀耳修斯,小天使 A墓:智天使 哈维斯特} 送墓 小天使 (效果)'))).toContain('天空神骑士 罗德珀耳修斯');
  });

  it('[WIN-TOKEN-VANISHED] a Token destroyed by an effect was destroyed on the field: 破坏轮回② (「场上的怪兽被效果破坏」) is still offered', () => {
    expect(names(askCdb('{回合:B A场:破坏轮回,羊衍生物} 破坏 羊衍生物 (效果)'))).toContain('破坏轮回');
  });
});
