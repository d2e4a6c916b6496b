// CH-ATTACK-RETURN-COST (rules reference docs/c02/基本用语.rst:1038–1041): a monster that may declare an attack only by returning cards
// of its controller's field to the hand (「这张卡若不让自己场上存在的1张卡回到手卡则不能攻击宣言」) needs that many other cards there that can
// go to the hand: a Token cannot be returned (a cost never uses a Token that way), so with only Tokens beside it, it cannot attack.
import { describe, expect, it } from 'vitest';
import { judgeWith } from './build.js';
import { textCard } from '../../src/cards/curated/dsl.js';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-ATTACK-RETURN-COST', CARDS_DB);

const falcon = textCard({ id: 99262631, name: '测试用回手攻击鸟', type: 'monster effect', text: '这张卡若不让自己场上存在的1张卡回到手卡则不能攻击宣言。' });
const declared = (a: ChainAnswer) => a.events.some((e) => e.type === 'attack-declared');

describe('[CH-ATTACK-RETURN-COST] an attack paid by returning a card', () => {
  it('[CH-ATTACK-RETURN-COST] the wording is read as a rule on the card itself, lifted by returning one card', () => {
    expect(falcon.effects.flatMap((e) => e.attackRules ?? [])).toEqual([expect.objectContaining({ kind: 'cannot-attack', of: 'self', unlessReturn: 1 })]);
  });
  it('[CH-ATTACK-RETURN-COST] alone on its field (nothing else to return): it cannot declare an attack', () => {
    const a = judgeWith('{回合:A 阶段:战斗 A场:测试用回手攻击鸟} 攻击宣言 测试用回手攻击鸟', [falcon]);
    expect(declared(a)).toBe(false);
    expect(a.attack?.rules ?? []).toContain('CH-ATTACK-RETURN-COST');
  });
  it('[CH-ATTACK-RETURN-COST] the other side: a Set Spell/Trap of its field may be returned — it may attack', () => {
    const a = judgeWith('{回合:A 阶段:战斗 A场:测试用回手攻击鸟,黑洞(盖)} 攻击宣言 测试用回手攻击鸟', [falcon]);
    expect(declared(a)).toBe(true);
  });
  it('[CH-ATTACK-RETURN-COST] a card of the opponent\'s field pays nothing: it still cannot attack', () => {
    const a = judgeWith('{回合:A 阶段:战斗 A场:测试用回手攻击鸟 B场:黑洞(盖)} 攻击宣言 测试用回手攻击鸟', [falcon]);
    expect(declared(a)).toBe(false);
  });
});

describe.skipIf(!haveCards)('[CH-ATTACK-RETURN-COST] 霞之谷的猎鹰', () => {
  it('[CH-ATTACK-RETURN-COST] with only a Token beside it (羊衍生物) 霞之谷的猎鹰 cannot attack; with a monster card beside it, it can', () => {
    expect(declared(askCdb('{回合:A 阶段:战斗 A场:霞之谷的猎鹰,羊衍生物} 攻击宣言 霞之谷的猎鹰'))).toBe(false);
    expect(declared(askCdb('{回合:A 阶段:战斗 A场:霞之谷的猎鹰,黑魔术师} 攻击宣言 霞之谷的猎鹰'))).toBe(true);
  });
});

describe.skipIf(!haveCards)('[CH-ATTACK-RETURN-COST] an Extra Deck monster cannot be returned to the hand as the cost', () => {
  it('[CH-ATTACK-RETURN-COST] with only a Fusion (青眼双爆裂龙) or an Xyz monster (No.39 希望皇 霍普) beside it: 霞之谷的猎鹰 cannot attack', () => {
    for (const m of ['青眼双爆裂龙', 'No.39 希望皇 霍普']) {
      const a = askCdb(`{回合:A 阶段:战斗步骤 A场:霞之谷的猎鹰,${m} B场:三眼怪} 攻击宣言 霞之谷的猎鹰 → 三眼怪`);
      expect(declared(a), m).toBe(false);
      expect(a.attack?.rules ?? [], m).toContain('CH-ATTACK-RETURN-COST');
    }
  });
  it('[CH-ATTACK-RETURN-COST] the other side: a Main Deck monster beside the Fusion pays it — the attack is declared', () => {
    const a = askCdb('{回合:A 阶段:战斗步骤 A场:霞之谷的猎鹰,青眼双爆裂龙,黑魔术师 B场:三眼怪} 攻击宣言 霞之谷的猎鹰 → 三眼怪');
    expect(declared(a)).toBe(true);
  });
});
