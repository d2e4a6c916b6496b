// WIN-SUMMONED-AS-SHOWN (issue 16, docs/c02/怪兽的效果分类.rst:100): a monster summoned is seen by the summon's triggers as
// it stands once summoned — the continuous ATK/DEF changes that apply to it on the field already apply. Probed with a
// 六武众 other than the reference's, without one (the raise does not apply), and with a monster strong enough unaided.
import { describe, expect, it } from 'vitest';
import { ask, haveData } from '../reference/judge.js';

const offered = (input: string) => (ask(input).window?.triggers ?? []).map((t) => t.card.name);

describe.skipIf(!haveData)('WIN-SUMMONED-AS-SHOWN, CMP-STAT-LEAD-STATE: a summon is met by the monster as continuous effects make it', () => {
  it('[WIN-SUMMONED-AS-SHOWN] 真六武众-阴鬼 (200 ATK) summoned beside 六武众-二藏 shows 1700: 奈落的落穴 (1500 or more) is met', () => {
    const input = '{回合:A 阶段:主要1 A场:六武众-二藏 B场:奈落的落穴(盖)} 特殊召唤 真六武众-阴鬼';
    expect(offered(input)).toContain('奈落的落穴');
    expect((ask(input).window?.triggers ?? []).find((t) => t.card.name === '奈落的落穴')?.rules).toContain('WIN-SUMMONED-AS-SHOWN');
  });
  it('[WIN-SUMMONED-AS-SHOWN] the same summon with no other 六武众: its raise does not apply, 200 ATK meets nothing', () => {
    expect(offered('{回合:A 阶段:主要1 B场:奈落的落穴(盖)} 特殊召唤 真六武众-阴鬼')).not.toContain('奈落的落穴');
  });
  it('[WIN-SUMMONED-AS-SHOWN] a monster with 1500 or more printed still meets it, with or without a continuous effect around', () => {
    expect(offered('{回合:A 阶段:主要1 A场:六武众-二藏 B场:奈落的落穴(盖)} 特殊召唤 青眼白龙')).toContain('奈落的落穴');
  });
  it('[CMP-STAT-LEAD-STATE] 真六武众-阴鬼②\'s raise holds only while another 六武众 is on its side: 200 alone, 1700 beside 六武众-二藏', () => {
    const atkOf = (input: string) => ask(input).stats?.find((x) => x.card.name === '真六武众-阴鬼')?.atk ?? 200;
    expect(atkOf('{回合:A 阶段:主要1} 特殊召唤 真六武众-阴鬼')).toBe(200);
    expect(atkOf('{回合:A 阶段:主要1 A场:六武众-二藏} 特殊召唤 真六武众-阴鬼')).toBe(1700);
  });
  it('[CMP-STAT-LEAD-STATE] 魔偶甜点·布丁公主①\'s +800 under 「自己墓地没有怪兽存在」 (Normal Summoned): applied with its GY stated empty, not with a monster there, and not counted when its GY is not stated', () => {
    const atkOf = (gy: string) => ask(`{回合:A 阶段:主要1${gy}} 召唤 魔偶甜点·布丁公主`).stats?.find((x) => x.card.name === '魔偶甜点·布丁公主')?.atk;
    expect(atkOf(' A墓地:')).toBe(1800);
    expect(atkOf(' A墓地:青眼白龙')).toBe(1000);
    expect(atkOf('')).toBe(1000);
  });
});
