// CH-ATTACK-WINDOW (review s45-rv1): 「对方怪兽的直接攻击宣言时」 answers a direct attack only. Before, the words 「直接」 were not read
// (compiled cards: 封锁守卫者, 王魂调和, 黑羽-热风之基布利) or kept as an unread note (curated 速攻稻草人, 消战者), so each was
// activatable — or offered in the window — at an attack on a monster.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, cdbJudge, haveCards, skipMessage } from '../cards/data.js';

skipMessage('「直接攻击宣言时」 refused at an attack on a monster (CH-ATTACK-WINDOW)', CARDS_DB);

const legal = (input: string) => askCdb(input).links[0]!.legal;
const onMonster = (card: string) => `{回合:B 阶段:战斗步骤 A场:三眼怪 B场:青眼白龙 攻击:B:青眼白龙→A:三眼怪} C1 A:${card}`;
const direct = (card: string) => `{回合:B 阶段:战斗步骤 A场: B场:青眼白龙 攻击:B:青眼白龙} C1 A:${card}`;

describe.skipIf(!haveCards)('「对方怪兽的直接攻击宣言时」 — a direct attack only', () => {
  it('[CH-ATTACK-WINDOW] curated 速攻稻草人 and compiled 封锁守卫者 / 王魂调和 at an attack on a monster: refused, the rule named; at a direct attack: legal', () => {
    for (const card of ['速攻稻草人', '封锁守卫者①', '王魂调和']) {
      const a = askCdb(onMonster(card));
      expect(a.links[0]!.legal, card).toBe(false);
      expect(a.links[0]!.rules, card).toContain('CH-ATTACK-WINDOW');
      expect(String(a.links[0]!.illegalReason), card).toContain('直接攻击');
      expect(String(a.links[0]!.illegalReason), card).toContain('三眼怪');
      expect(legal(direct(card)), card).toBe(true);
    }
    // 速攻稻草人's 「直接」 is read, no longer an unread condition assumed met
    expect(askCdb(direct('速攻稻草人')).assumptions.join('\n')).not.toContain('没有被读懂');
  });

  it('[CH-ATTACK-WINDOW] the other side: its own player\'s direct attack is still refused (「对方怪兽」); in the damage step it is past the declaration', () => {
    expect(legal('{回合:A 阶段:战斗步骤 A场:三眼怪 B场: 攻击:A:三眼怪} C1 A:速攻稻草人')).toBe(false);
    expect(legal('{回合:B 阶段:伤害步骤 A场: B场:青眼白龙 攻击:B:青眼白龙} C1 A:速攻稻草人')).toBe(false);
  });

  it('[CH-ATTACK-WINDOW] the window after 攻击宣言: 消战者 and 黑羽-热风之基布利 are offered at a direct attack, not at an attack on a monster', () => {
    const offered = (input: string) => askCdb(input).window.triggers.map((t) => t.card.name);
    const dir = offered('{回合:B 阶段:战斗步骤 A场: A手:消战者,黑羽-热风之基布利 B场:青眼白龙} 攻击宣言 青眼白龙');
    expect(dir).toContain('消战者');
    expect(dir).toContain('黑羽-热风之基布利');
    const mon = offered('{回合:B 阶段:战斗步骤 A场:三眼怪 A手:消战者,黑羽-热风之基布利 B场:青眼白龙} 攻击宣言 青眼白龙 → 三眼怪');
    expect(mon).not.toContain('消战者');
    expect(mon).not.toContain('黑羽-热风之基布利');
  });

  it('[CH-ATTACK-WINDOW] en: the refusal says it is not a direct attack', () => {
    const en = cdbJudge().chain(onMonster('速攻稻草人'), { lang: 'en' });
    expect(String(en.links[0]!.illegalReason)).toContain('not a direct attack');
  });
});
