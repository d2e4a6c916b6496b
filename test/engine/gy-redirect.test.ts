// 「送去墓地的卡不去墓地而除外」 (test/RULES.md CH-GY-REDIRECT; rules reference docs/c02/基本用语.rst:125–130,
// docs/c02/怪兽的效果分类.rst:282, docs/c04/灰流丽·星尘龙.rst:80): 大宇宙 and 次元的裂缝 (curated).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const moved = (a: ChainAnswer, type: string) => a.events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('cards banished instead of going to the GY', () => {
  it('[CH-GY-REDIRECT] under 大宇宙 a destroyed monster is banished; with 王宫的铁壁 too, nothing can be banished and it goes to the GY', () => {
    expect(moved(askCdb('{回合:A 阶段:主要1 A场:大宇宙 B场:黑魔术师} C1 A:黑洞'), 'banished')).toContain('黑魔术师');
    expect(moved(askCdb('{回合:A 阶段:主要1 A场:大宇宙,王宫的铁壁 B场:黑魔术师} C1 A:黑洞'), 'banished')).toEqual([]);
  });

  it('[CH-GY-REDIRECT] the cards a summon uses are covered too: under 次元的裂缝 a Tribute Summon\'s tribute and a Synchro Summon\'s materials are banished, and 黑森林的魔女 offers no GY trigger', () => {
    const tribute = askCdb('{回合:A 阶段:主要1 A场:次元的裂缝,黑森林的魔女 A手:人造人-念力震慑者} 上级召唤 人造人-念力震慑者 解放 黑森林的魔女');
    expect(moved(tribute, 'banished')).toEqual(['黑森林的魔女']);
    expect(moved(tribute, 'sent-to-gy')).toEqual([]);
    expect(tribute.window.triggers.map((x) => x.card.name)).not.toContain('黑森林的魔女');
    const synchro = askCdb('{回合:A 阶段:主要1 A场:次元的裂缝,废品同调士,电子龙 A额外:星尘龙} 同调召唤 星尘龙 素材 废品同调士,电子龙');
    expect(moved(synchro, 'banished').sort()).toEqual(['废品同调士', '电子龙'].sort());
    expect(moved(synchro, 'special-summoned')).toEqual(['星尘龙']);
    // Without it, they go to the GY.
    expect(moved(askCdb('{回合:A 阶段:主要1 A场:废品同调士,电子龙 A额外:星尘龙} 同调召唤 星尘龙 素材 废品同调士,电子龙'), 'sent-to-gy').sort()).toEqual(['废品同调士', '电子龙'].sort());
  });
  it('[CH-GY-REDIRECT] 次元的裂缝 covers monsters only: a destroyed Spell still goes to the GY', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:次元的裂缝 B场:黑魔术师,死者苏生(盖)} C1 A:旋风→死者苏生');
    expect(moved(a, 'destroyed')).toContain('死者苏生');
    expect(moved(a, 'banished')).not.toContain('死者苏生');
    expect(moved(askCdb('{回合:A 阶段:主要1 A场:次元的裂缝 B场:黑魔术师} C1 A:黑洞'), 'banished')).toContain('黑魔术师');
  });

  it('[CH-GY-REDIRECT] a cost of sending a card to the GY cannot be paid under 大宇宙 (增殖的G); a discard still can (灰流丽), and without 大宇宙 or with banishing forbidden 增殖的G can be activated', () => {
    const g = askCdb('{回合:A 阶段:主要1 A场:大宇宙} C1 B:增殖的G').links[0]!;
    expect(g.legal).toBe(false);
    expect(g.rules).toContain('CH-GY-REDIRECT');
    expect(askCdb('{回合:A 阶段:主要1 B场:大宇宙} C1 A:愚蠢的埋葬 C2 B:灰流丽').links[1]!.legal).toBe(true);
    expect(askCdb('{回合:A 阶段:主要1 A场:大宇宙,王宫的铁壁} C1 B:增殖的G').links[0]!.legal).toBe(true);
    expect(askCdb('{回合:A 阶段:主要1 A场:青眼白龙} C1 B:增殖的G').links[0]!.legal).toBe(true);
  });

  // The same rule on a card read from its text (光之追放者, compiled: 「只要这张卡在场上表侧表示存在，被送去墓地的卡在送去
  // 墓地时从游戏中除外」): a continuous redirect, never a trigger on the move.
  it('[CH-GY-REDIRECT] 光之追放者 (compiled from its text) redirects while face-up: the destroyed monster and the resolved Spell are banished, and 黑森林的魔女 has no trigger', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:光之追放者 B场:黑森林的魔女} C1 A:雷击');
    expect(moved(a, 'banished')).toEqual(expect.arrayContaining(['黑森林的魔女', '雷击']));
    expect(a.window.triggers.map((t) => t.card.name)).not.toContain('黑森林的魔女');
  });

  it('[CH-GY-REDIRECT] 光之追放者 Set, or gone to the GY, redirects nothing: the witch goes to the GY and triggers', () => {
    for (const where of ['A场:光之追放者(盖)', 'A墓:光之追放者']) {
      const a = askCdb(`{回合:A 阶段:主要1 ${where} B场:黑森林的魔女} C1 A:雷击`);
      expect(moved(a, 'banished')).toEqual([]);
      expect(a.window.triggers.map((t) => t.card.name)).toContain('黑森林的魔女');
    }
  });

  it('[CH-GY-REDIRECT] in the damage step too: under 光之追放者 the Quick-Play Spell 神之宣告 destroys, and 神之宣告 itself, are banished', () => {
    const a = askCdb('{回合:A 阶段:伤害计算前 攻击:A:青眼白龙→B:三眼怪 A场:青眼白龙,光之追放者 A手:收缩 B场:三眼怪,神之宣告(盖)} C1 A:收缩→三眼怪 C2 B:神之宣告');
    expect(a.links.map((l) => l.legal)).toEqual([true, true]);
    expect(moved(a, 'banished')).toEqual(expect.arrayContaining(['收缩', '神之宣告']));
    expect(moved(a, 'sent-to-gy')).toEqual([]);
  });

  // Narrowed and older forms read from the text (c12c): 假面英雄 暗爪 「被送去对方墓地的卡不去墓地而除外」, 闪光之追放者
  // 「被送去墓地的卡不去墓地从游戏中除外」.
  it('[CH-GY-REDIRECT] 假面英雄 暗爪 (compiled) banishes only what goes to the opponent\'s GY: 雷击 (its controller\'s own Spell) still goes to the GY, the opponent\'s witch is banished', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:假面英雄 暗爪 B场:黑森林的魔女} C1 A:雷击');
    expect(moved(a, 'banished')).toContain('黑森林的魔女');
    expect(moved(a, 'banished')).not.toContain('雷击');
    expect(a.window.triggers.map((t) => t.card.name)).not.toContain('黑森林的魔女');
  });

  it('[CH-GY-REDIRECT] 闪光之追放者 (compiled, 「…不去墓地从游戏中除外」) redirects like 光之追放者', () => {
    expect(moved(askCdb('{回合:A 阶段:主要1 A场:闪光之追放者 B场:黑森林的魔女} C1 A:雷击'), 'banished')).toEqual(expect.arrayContaining(['黑森林的魔女', '雷击']));
  });

  it('[CH-GY-REDIRECT-ACTION] a monster destroyed by battle under 大宇宙 (a direct action) leaves the field, then is banished by 大宇宙’s effect: 均衡负载王② (「被除外的场合」) is offered, 机怪虫·郎飞结虫② (「因对方的效果从场上离开」) is not', () => {
    const a = askCdb('{回合:B A场:均衡负载王 B场:大宇宙} 破坏 均衡负载王 (战斗)');
    expect(moved(a, 'banished')).toEqual(['均衡负载王']);
    expect(a.window.triggers.map((x) => x.card.name)).toContain('均衡负载王');
    expect(askCdb('{回合:B A场:机怪虫·郎飞结虫 B场:次元的裂缝} 破坏 机怪虫·郎飞结虫 (战斗)').window.triggers.map((x) => x.card.name)).not.toContain('机怪虫·郎飞结虫');
    // Without the redirect it goes to the GY and nothing is banished.
    expect(moved(askCdb('{回合:B A场:均衡负载王} 破坏 均衡负载王 (战斗)'), 'banished')).toEqual([]);
  });

  it('[CH-GY-REDIRECT-ACTION] a card sent to the GY as a cost under 大宇宙 is banished instead (never sent), by 大宇宙’s effect: 均衡负载王② is offered', () => {
    const a = askCdb('{回合:A A场:均衡负载王 B场:大宇宙} 送墓 均衡负载王 (cost)');
    expect(moved(a, 'sent-to-gy')).toEqual([]);
    expect(moved(a, 'banished')).toEqual(['均衡负载王']);
    expect(a.window.triggers.map((x) => x.card.name)).toContain('均衡负载王');
  });
});

describe.skipIf(!haveCards)('a redirect whose card is negated by a continuous effect (CH-GY-REDIRECT-NEGATED)', () => {
  it('[CH-GY-REDIRECT-NEGATED] under 技能抽取 假面英雄 暗爪’s redirect does not apply: the resolved 旋风 goes to the GY; without it, 旋风 is banished', () => {
    const negated = askCdb('{回合:A 阶段:主要1 A场:技能抽取 B场:假面英雄 暗爪,魔法筒(盖)} C1 A:旋风→魔法筒');
    expect(moved(negated, 'sent-to-gy')).toContain('旋风');
    expect(moved(negated, 'banished')).not.toContain('旋风');
    expect(moved(askCdb('{回合:A 阶段:主要1 B场:假面英雄 暗爪,魔法筒(盖)} C1 A:旋风→魔法筒'), 'banished')).toContain('旋风');
  });
  it('[CH-GY-REDIRECT-PROCEDURE] a procedure that sends cards to the GY cannot be done while they would be banished instead: 陷阱吞噬者 under 大宇宙, 破坏龙 甘多拉-烈光闪 under 次元的裂缝; a Trap under 次元的裂缝 (monsters only), or banishing forbidden (王宫的铁壁), and the summon is made', () => {
    const refused = (input: string) => { const a = askCdb(input); expect(moved(a, 'special-summoned')).toEqual([]); expect(moved(a, 'banished')).toEqual([]); return a.warnings.join(); };
    expect(refused('{回合:A 阶段:主要1 A场:大宇宙 A手:陷阱吞噬者 B场:神之宣告} 特殊召唤 陷阱吞噬者 素材 神之宣告')).toContain('大宇宙');
    expect(refused('{回合:A 阶段:主要1 A场:次元的裂缝,三眼怪,黑魔术师 A手:破坏龙 甘多拉-烈光闪} 特殊召唤 破坏龙 甘多拉-烈光闪 素材 三眼怪,黑魔术师')).toContain('次元的裂缝');
    const trap = askCdb('{回合:A 阶段:主要1 B场:次元的裂缝,神之宣告 A手:陷阱吞噬者} 特殊召唤 陷阱吞噬者 素材 神之宣告');
    expect(moved(trap, 'sent-to-gy')).toEqual(['神之宣告']);
    expect(moved(trap, 'special-summoned')).toEqual(['陷阱吞噬者']);
    expect(trap.warnings).toEqual([]);
    expect(moved(askCdb('{回合:A 阶段:主要1 A场:大宇宙,王宫的铁壁,三眼怪,黑魔术师 A手:破坏龙 甘多拉-烈光闪} 特殊召唤 破坏龙 甘多拉-烈光闪 素材 三眼怪,黑魔术师'), 'special-summoned')).toEqual(['破坏龙 甘多拉-烈光闪']);
  });
  it('[CH-TEMP-BANISH-FACEDOWN] a face-down monster temporarily banished (退行手雷破坏者: 「直到结束阶段除外」) goes face-down, so 刀神-不知火② is not offered; a plain banish of a Set monster (邪帝 盖乌斯) banishes it face-up and ② is offered', () => {
    const offered = (input: string) => askCdb(input).window.triggers.map((x) => x.card.name);
    // (A face-down monster cannot be its target — 「持有比这张卡的攻击力高的攻击力的」 reads an ATK a face-down card does not show: it is Set in the chain.)
    expect(offered('{回合:A 阶段:主要1 A场:刀神-不知火,月之书(盖) B场:退行手雷破坏者(攻1000),三眼怪} C1 B:退行手雷破坏者①→A:刀神-不知火 C2 A:月之书→刀神-不知火')).toEqual([]);
    expect(offered('{回合:B 阶段:主要1 A场:刀神-不知火(盖) B场:邪帝 盖乌斯(上级召唤),三眼怪} C1 B:邪帝 盖乌斯①→A:刀神-不知火')).toContain('刀神-不知火');
  });
});
