// CH-SUMMON-UNNEGATABLE-GRANTED: another face-up card's 「只要这张卡在场地区域存在，连接怪兽的连接召唤不会被无效化」 (电脑网风暴②, 机壳的要塞②:
// 「「机壳」怪兽的召唤」) — a summon of that kind of a monster it describes cannot be negated: no summon negation may be activated against it,
// and one activated before the card arrived (虚拟世界 activating 电脑网风暴 in the chain) negates nothing when it resolves. Another kind of
// summon, another monster, or the card negated: the negation applies as usual.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('summons other cards make unnegatable (CH-SUMMON-UNNEGATABLE-GRANTED)', CARDS_DB);

const c1 = (input: string) => askCdb(input).links.find((l) => l.n === 1)!;
const LINK = '连接召唤 码语者 素材 三眼怪,变形壶 C1 B:科技属 戟炮手①';

describe.skipIf(!haveCards)('summons other cards make unnegatable', () => {
  it('[CH-SUMMON-UNNEGATABLE-GRANTED] 电脑网风暴 face-up (its text read): 科技属 戟炮手 cannot be activated against a Link Summon; against an Xyz Summon it can and negates it', () => {
    const link = c1(`{回合:A 阶段:主要1 A场:电脑网风暴,三眼怪,变形壶 A额外:码语者 B场:科技属 戟炮手} ${LINK}`);
    expect(link.legal).toBe(false);
    expect(link.rules).toContain('CH-SUMMON-UNNEGATABLE-GRANTED');
    const xyz = c1('{回合:A 阶段:主要1 A场:电脑网风暴,元素英雄 天空侠,黑森林的魔女 A额外:No.39 希望皇 霍普 B场:科技属 戟炮手} 超量召唤 No.39 希望皇 霍普 素材 元素英雄 天空侠,黑森林的魔女 C1 B:科技属 戟炮手①');
    expect(xyz.legal).toBe(true);
    expect(xyz.outcome).toBe('resolved');
    expect(xyz.rules).not.toContain('CH-SUMMON-UNNEGATABLE-GRANTED');
  });

  it('[CH-SUMMON-UNNEGATABLE-GRANTED] 电脑网风暴 with its effects negated, or in the GY, protects nothing: the Link Summon is negated', () => {
    expect(c1(`{回合:A 阶段:主要1 A场:电脑网风暴(效果无效),三眼怪,变形壶 A额外:码语者 B场:科技属 戟炮手} ${LINK}`).outcome).toBe('resolved');
    expect(c1(`{回合:A 阶段:主要1 A场:三眼怪,变形壶 A墓:电脑网风暴 A额外:码语者 B场:科技属 戟炮手} ${LINK}`).outcome).toBe('resolved');
  });

  it('[CH-SUMMON-UNNEGATABLE-GRANTED] activated at a chain link\'s resolution (虚拟世界), 电脑网风暴 is there when the negation resolves: it negates nothing and destroys nothing', () => {
    const a = askCdb(`{回合:A 阶段:主要1 A场:虚拟世界(盖),三眼怪,变形壶 A卡组:电脑网风暴 A额外:码语者 B场:科技属 戟炮手} ${LINK} C2 A:虚拟世界[发动 电脑网风暴]`);
    const first = a.links.find((l) => l.n === 1)!;
    expect(first.outcome).toBe('no-effect');
    expect(first.rules).toContain('CH-SUMMON-UNNEGATABLE-GRANTED');
    expect(a.events.filter((e) => e.type === 'destroyed')).toEqual([]);
  });

  it('[CH-SUMMON-UNNEGATABLE-GRANTED] 机壳的要塞 (「「机壳」怪兽的召唤」): no 神之宣告 on a 「机壳」 monster\'s Normal Summon; a Special Summon of it, or another monster\'s Normal Summon, may be negated', () => {
    expect(c1('{回合:A 阶段:主要1 A场:机壳的要塞 A手:机壳守护神 路径灵 B场:神之宣告(盖)} 召唤 机壳守护神 路径灵 C1 B:神之宣告').legal).toBe(false);
    expect(c1('{回合:A 阶段:主要1 A场:机壳的要塞 A手:机壳守护神 路径灵 B场:神之警告(盖)} 特殊召唤 机壳守护神 路径灵 C1 B:神之警告').outcome).toBe('resolved');
    expect(c1('{回合:A 阶段:主要1 A场:机壳的要塞 A手:三眼怪 B场:神之宣告(盖)} 召唤 三眼怪 C1 B:神之宣告').outcome).toBe('resolved');
  });
});
