// CH-EXTRA-SUMMON, the compiler's reading: 「这个回合，自己在通常召唤外加上只有1次，自己主要阶段可以把…召唤」 and 「这个回合自己可以进行
// 通常召唤最多2次」 grant summons the player may make later; the effect summons nothing as it resolves. Read as summon steps, 鬼青蛙③
// summoned 「（未写明的怪兽）」 and itself, 妖仙兽 木魅② Special Summoned itself twice from banishment, 二重召唤 an unnamed monster.
// The other side: a step that summons this card itself (「这张卡召唤」) is kept.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from './data.js';
import { renderCardText } from '../../src/answer/render/text.js';

const summons = (input: string) => askCdb(input).events.filter((e) => e.type === 'summoned' || e.type === 'special-summoned');

describe.skipIf(!haveCards)('an extra Normal Summon granted', () => {
  it('[CH-EXTRA-SUMMON] the grant resolves with no summon (鬼青蛙③, 妖仙兽 木魅②, 二重召唤)', () => {
    for (const input of [
      '{回合:A 阶段:主要1 A场:鬼青蛙,羊衍生物} C1 A:鬼青蛙③',
      '{回合:A 阶段:主要1 A墓:妖仙兽 木魅} C1 A:妖仙兽 木魅②',
      '{回合:A 阶段:主要1 A手:二重召唤} C1 A:二重召唤',
    ]) {
      const a = askCdb(input);
      expect(a.links[0]!.legal, input).toBe(true);
      expect(a.links[0]!.outcome, input).toBe('resolved');
      expect(summons(input), input).toEqual([]);
    }
  });
  it('[CH-EXTRA-SUMMON] the grant is still read: after a Normal Summon made this turn by another grant, 鬼青蛙③ is refused; after a plain one, not', () => {
    const spent = askCdb('{回合:A 阶段:主要1 本回合:A:宝石骑士·石榴(召唤,由宝石骑士 斜绿) A场:宝石骑士 斜绿,鬼青蛙,三眼怪} C1 A:鬼青蛙③').links[0]!;
    expect(spent.legal).toBe(false);
    expect(spent.rules).toContain('CH-EXTRA-SUMMON');
    expect(askCdb('{回合:A 阶段:主要1 本回合:A:宝石骑士·石榴(召唤) A场:宝石骑士 斜绿,鬼青蛙,三眼怪} C1 A:鬼青蛙③').links[0]!.legal).toBe(true);
  });
  it('[CH-EXTRA-SUMMON] /card names the grant 「追加通常召唤」 / \'extra Normal Summon\' (和魂 ③, 海皇的重装兵 ①, 二重召唤 ①) — before 「处理：其他」; an effect granting none is not so named', () => {
    const cats = (name: string, n: number) => {
      const c = cdbJudge().card(name, { lang: 'zh-CN' });
      return c.ok ? c.effects.find((e) => e.n === n)!.categories : null;
    };
    expect(cats('和魂', 3)).toEqual(['extra-summon']);
    expect(cats('海皇的重装兵', 1)).toEqual(['extra-summon']);
    expect(cats('二重召唤', 1)).toEqual(['extra-summon']);
    expect(renderCardText(cdbJudge().card('和魂', { lang: 'zh-CN' }), 'zh-CN')).toContain('③ 永续效果（不入连锁） · 处理：追加通常召唤');
    expect(renderCardText(cdbJudge().card('和魂', { lang: 'en' }), 'en')).toContain('does: extra Normal Summon');
    expect(cats('和魂', 2)).toEqual(['return-to-hand']);
    expect(cats('和魂', 4)).toEqual(['draw']);
  });
});
