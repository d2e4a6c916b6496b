// WIN-DESTROYER-SELF (review s47): 「这张卡战斗破坏攻击力0的怪兽的场合」 (爬虫妖女·斯库拉) asks something of the monster destroyed that nothing reads
// (its ATK as it was destroyed; 「守备表示的」「植物族」「放置有A指示物的」 alike). The trigger was offered for any monster it destroyed — 青眼白龙
// with 3000 ATK too — and said nothing; the compiler now keeps those words (`destroyedWords`, never interpreted) and the window says it did
// not check them, so a guess is not stated as a ruling.
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from '../cards/data.js';

const monster = { kind: 'monster', subtypes: ['effect'] } as never;

describe('[WIN-DESTROYER-SELF] words on the monster destroyed', () => {
  it('[WIN-DESTROYER-SELF] 「这张卡战斗破坏攻击力0的怪兽的场合」 keeps 「攻击力0的怪兽」 as words not read; 「这张卡战斗破坏对方怪兽的场合」 (the side only) keeps none', () => {
    const scylla = compileEffects('这张卡战斗破坏攻击力0的怪兽的场合，可以把那只怪兽从墓地在自己场上表侧守备表示特殊召唤。这个效果特殊召唤的怪兽的效果无效化。', monster);
    expect(scylla[0]!.trigger?.destroyedWords).toBe('攻击力0的怪兽');
    const plain = compileEffects('①：这张卡战斗破坏对方怪兽的场合才能发动。自己从卡组抽1张。', monster);
    expect(plain[0]!.trigger?.destroyer).toBe('self');
    expect(plain[0]!.trigger?.destroyedWords).toBeUndefined();
  });
});

describe.skipIf(!haveCards)('[WIN-DESTROYER-SELF] the window says what it did not check', () => {
  it('[WIN-DESTROYER-SELF] 爬虫妖女·斯库拉 destroying 青眼白龙 by battle: offered, and the reason says 「攻击力0的怪兽」 was not read or checked', () => {
    const input = '{回合:A 阶段:伤害步骤 A场:爬虫妖女·斯库拉 B场:青眼白龙 攻击:A:爬虫妖女·斯库拉→B:青眼白龙} 破坏 B:青眼白龙 (战斗)';
    const a = askCdb(input);
    const scylla = a.window?.triggers.find((t) => t.card.name === '爬虫妖女·斯库拉');
    expect(scylla).toBeDefined();
    expect(scylla!.reason).toContain('攻击力0的怪兽');
    expect(scylla!.reason).toContain('没有核对');
  });
});
