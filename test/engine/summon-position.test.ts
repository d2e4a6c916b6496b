// WIN-SUMMON-POSITION (issue 16, docs/c02/怪兽的效果分类.rst:107): 「对方怪兽攻击表示召唤·特殊召唤成功的场合」 reads the
// position the monster was summoned in. Probed as a head judge would: a Special Summon in defence and in attack, a Normal
// Summon, a continuous effect that turns monsters to attack (最终突击命令).
import { describe, expect, it } from 'vitest';
import { ask, haveData } from '../reference/judge.js';

const offered = (input: string) => (ask(input).window?.triggers ?? []).map((t) => t.card.name);
const rulesOf = (input: string, name: string) => (ask(input).window?.triggers ?? []).find((t) => t.card.name === name)?.rules ?? [];

describe.skipIf(!haveData)('WIN-SUMMON-POSITION: 「攻击表示召唤」 reads the position the summon made', () => {
  it('[WIN-SUMMON-POSITION] the opponent Special Summons 三眼怪 in defence (`(守)`): 奥西里斯之天空龙④ is not met', () => {
    expect(offered('{回合:B 阶段:主要1 A场:奥西里斯之天空龙} 特殊召唤 B:三眼怪(守)')).not.toContain('奥西里斯之天空龙');
  });
  it('[WIN-SUMMON-POSITION] the same Special Summon in attack (the default) meets it, and the answer names the rule', () => {
    const input = '{回合:B 阶段:主要1 A场:奥西里斯之天空龙} 特殊召唤 B:三眼怪';
    expect(offered(input)).toContain('奥西里斯之天空龙');
    expect(rulesOf(input, '奥西里斯之天空龙')).toContain('WIN-SUMMON-POSITION');
    expect(offered('{回合:B 阶段:主要1 A场:奥西里斯之天空龙} 特殊召唤 B:三眼怪(攻击表示)')).toContain('奥西里斯之天空龙');
  });
  it('[WIN-SUMMON-POSITION] a Normal Summon is made in attack: 奥西里斯之天空龙④ is met', () => {
    expect(offered('{回合:B 阶段:主要1 A场:奥西里斯之天空龙} 召唤 B:三眼怪')).toContain('奥西里斯之天空龙');
  });
  it('[WIN-SUMMON-POSITION] under 最终突击命令 a monster Special Summoned in defence was still summoned in defence', () => {
    expect(offered('{回合:B 阶段:主要1 A场:奥西里斯之天空龙,最终突击命令} 特殊召唤 B:三眼怪(守)')).not.toContain('奥西里斯之天空龙');
  });
});
