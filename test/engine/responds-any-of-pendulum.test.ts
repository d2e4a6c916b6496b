// CH-PENDULUM-EFFECT-SPELL in the words of a refusal: an answer to 「怪兽效果的发动或魔法·陷阱卡的发动」 refused against a Pendulum Effect
// activated in a Pendulum Zone says it is a Spell Card's effect activation (not a card activation) — never 「怪兽效果的发动」.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';
import { linkOf } from './build.js';

describe.skipIf(!haveCards)('why 召唤兽 梅尔卡巴 cannot answer a Pendulum Effect (CH-PENDULUM-EFFECT-SPELL)', () => {
  it('[CH-PENDULUM-EFFECT-SPELL] refused, and the reason calls the Pendulum Effect a Spell Card effect, not a monster effect', () => {
    for (const input of [
      '{回合:A 阶段:主要1 A场:降龙之魔术师(灵摆左),三眼怪 B场:召唤兽 梅尔卡巴 B手:旋风} C1 A:降龙之魔术师P①→三眼怪 C2 B:召唤兽 梅尔卡巴',
      '{回合:A 阶段:主要1 A场:龙穴之魔术师(灵摆左),龙脉之魔术师(灵摆右) B场:召唤兽 梅尔卡巴,神之宣告(盖) B手:旋风} C1 A:龙穴之魔术师P①→B:神之宣告 C2 B:召唤兽 梅尔卡巴',
    ]) {
      const a = askCdb(input);
      const why = linkOf(a, 2).illegalReason ?? '';
      expect(linkOf(a, 2).legal, input).toBe(false);
      expect(why).toContain('魔法卡的效果的发动');
      expect(why).not.toContain('是怪兽效果的发动');
    }
    const en = cdbJudge().chain('{回合:A 阶段:主要1 A场:降龙之魔术师(灵摆左),三眼怪 B场:召唤兽 梅尔卡巴 B手:旋风} C1 A:降龙之魔术师P①→三眼怪 C2 B:召唤兽 梅尔卡巴', { lang: 'en' });
    if (!en.ok) throw new Error('parse');
    expect(linkOf(en, 2).illegalReason).toContain('Spell Card’s effect activation');
  });
});
