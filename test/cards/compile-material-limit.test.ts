// CMP-MATERIAL-LIMIT-NO-SUMMON: 「把这张卡作为超量召唤的素材的场合，不是战士族怪兽的超量召唤不能使用」 (老虎狗潜水员 ②) limits which summons
// may use the card as material — it summons nothing. Before, the words 「超量召唤」 were read as the verb: `card 老虎狗潜水员` showed ② as
// 「永续效果 · 处理：特殊召唤」 (a continuous Special Summon of a Warrior from the Extra Deck).
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { cdbJudge, haveCards } from './data.js';

const monster = { kind: 'monster', subtypes: ['effect'] } as never;
const summons = (text: string) => compileEffects(text, monster).flatMap((e) => e.does).filter((a) => a.do === 'special-summon' || a.do === 'summon');

describe('[CMP-MATERIAL-LIMIT-NO-SUMMON] a material restriction summons nothing', () => {
  it('[CMP-MATERIAL-LIMIT-NO-SUMMON] 「…不是战士族怪兽的超量召唤不能使用」「…不是「X-剑士」怪兽的同调召唤不能使用」「…连接召唤不能使用」「被同调召唤使用的这张卡除外」: no summon step', () => {
    expect(summons('②：把这张卡作为超量召唤的素材的场合，不是战士族怪兽的超量召唤不能使用。')).toEqual([]);
    expect(summons('把这张卡作为同调素材的场合，不是「X-剑士」怪兽的同调召唤不能使用。')).toEqual([]);
    expect(summons('把这张卡作为连接召唤的素材的场合，不是「恐龙摔跤手」怪兽的连接召唤不能使用。')).toEqual([]);
    expect(summons('把这张卡作为同调素材的场合，不是战士族怪兽的同调召唤不能使用，被同调召唤使用的这张卡除外。')).toEqual([]);
  });
  it('[CMP-MATERIAL-LIMIT-NO-SUMMON] the other side: an effect that does summon by a method stays a summon (「把1只超量怪兽超量召唤」)', () => {
    expect(summons('①：自己主要阶段才能发动。用自己场上的怪兽为素材把1只超量怪兽超量召唤。').length).toBeGreaterThan(0);
    // (A branch after the restriction stays a branch: 贵龙之魔术师 returns itself only 「…有使用…以外的怪兽的场合」.)
    const [, back] = compileEffects('①：自己主要阶段才能发动。这张卡特殊召唤。\n②：把这张卡作为同调素材的场合，不是龙族怪兽的同调召唤不能使用，其他的同调素材有使用除「异色眼」怪兽以外的怪兽的场合，这张卡回到持有者卡组最下面。', monster);
    expect(back!.does).toEqual([{ do: 'return-to-deck', what: 'self', conditional: true }]);
  });
});

describe.skipIf(!haveCards)('[CMP-MATERIAL-LIMIT-NO-SUMMON] shown by `card`', () => {
  it('[CMP-MATERIAL-LIMIT-NO-SUMMON] 老虎狗潜水员 ②, 影之吸血鬼, 炎星师-张天, 电子光虫-比特蜈蚣: the material restriction has no 特殊召唤 among what it does', () => {
    for (const name of ['老虎狗潜水员', '影之吸血鬼', '炎星师-张天', '电子光虫-比特蜈蚣']) {
      const a = cdbJudge().card(name, { lang: 'zh-CN' });
      if (!a.ok) throw new Error(name);
      const limit = a.effects.find((e) => e.kind === 'continuous');
      expect(limit, name).toBeDefined();
      expect(limit!.categories, name).not.toContain('special-summon');
      expect(limit!.categories, name).not.toContain('summon');
    }
  });
});
