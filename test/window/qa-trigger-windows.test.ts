// Trigger-window QA through the notation: cases a judge checked against current OCG rulings and
// found wrong, each pinned here through `createJudge().chain(...)` so it stays fixed.
import { describe, expect, it } from 'vitest';
import { createJudge } from '../../src/judge.js';

const judge = createJudge();

function window(input: string) {
  const answer = judge.chain(input, { lang: 'zh-CN' });
  if (!answer.ok) throw new Error(answer.error.message);
  return answer.window;
}

const names = (w: ReturnType<typeof window>) => w.triggers.map((t) => `${t.controller}:${t.card.name}`);

describe('trigger windows checked by a judge', () => {
  it('奈落的落穴 needs a summoned monster with 1500 or more ATK: not for 三眼怪 (1000), yes for 光帝 克赖斯 (2400)', () => {
    const low = window('{回合:A 阶段:主要1 B场:奈落的落穴(盖)} 特殊召唤 三眼怪');
    expect(names(low)).not.toContain('B:奈落的落穴');
    const high = window('{回合:A 阶段:主要1 B场:奈落的落穴(盖)} 召唤 光帝 克赖斯');
    const trap = high.triggers.find((t) => t.card.name === '奈落的落穴');
    expect(trap).toBeDefined();
    // The ATK is known: the condition is judged, not assumed.
    expect(trap!.reason).not.toContain('无法判断');
  });

  it('落穴 needs a Normal/Flip Summoned monster with 1000 or more ATK: 三眼怪 (1000) yes, 变形壶 (700) no', () => {
    expect(names(window('{回合:A 阶段:主要1 B场:落穴(盖)} 召唤 三眼怪'))).toContain('B:落穴');
    expect(names(window('{回合:A 阶段:主要1 B场:落穴(盖)} 召唤 变形壶'))).not.toContain('B:落穴');
  });
});

describe('[WIN-CONDITION-BOARD] board conditions of a trigger', () => {
  it('[WIN-CONDITION-BOARD] 冥府之使者 格斯 needs its controller to control no cards as the window opens', () => {
    // 破坏轮 destroys A's only card, then A takes damage from B's card: 格斯 may come (hand: level 7).
    const empty = window('{回合:A 阶段:主要1 A场:光帝 克赖斯 A手:冥府之使者 格斯} C1 B:破坏轮→光帝 克赖斯');
    const gorz = empty.triggers.find((t) => t.card.name === '冥府之使者 格斯');
    expect(gorz?.level).toBe(7);
    expect(gorz?.rules).toContain('WIN-CONDITION-BOARD');
    expect(gorz?.reason).not.toContain('无法判断');
    // 三眼怪 is still on A's field: 格斯 cannot be activated.
    const left = window('{回合:A 阶段:主要1 A场:光帝 克赖斯,三眼怪 A手:冥府之使者 格斯} C1 B:破坏轮→光帝 克赖斯');
    expect(names(left)).not.toContain('A:冥府之使者 格斯');
    expect(left.notes.join('\n')).toContain('冥府之使者 格斯」的发动条件不满足');
    // A's field not listed: cannot tell, so it is listed with the assumption.
    const unknown = window('{回合:A 阶段:主要1 A手:冥府之使者 格斯} C1 B:破坏轮→光帝 克赖斯');
    expect(unknown.triggers.find((t) => t.card.name === '冥府之使者 格斯')?.reason).toContain('无法判断');
  });
});

describe('[WIN-TRIBUTE-COUNT] 「上级召唤成功时」 needs a Tribute Summon with enough tributes', () => {
  it('[WIN-TRIBUTE-COUNT] 冥界的宝札 draws only for 2+ tributes; 冰帝 美比乌斯 triggers only when Tribute Summoned', () => {
    const one = window('{回合:A 阶段:主要1 A场:三眼怪,冥界的宝札} 上级召唤 光帝 克赖斯 解放 三眼怪');
    expect(names(one)).toEqual(['A:三眼怪', 'A:光帝 克赖斯']);
    const two = window('{回合:A 阶段:主要1 A场:三眼怪,暗道化师 彼得,冥界的宝札 B场:魔术礼帽} 上级召唤 冰帝 美比乌斯 解放 三眼怪,暗道化师 彼得');
    expect(two.triggers.map((t) => `${t.level} ${t.card.name}`)).toEqual(['1 三眼怪', '1 冥界的宝札', '3 冰帝 美比乌斯']);
    expect(two.triggers[1]!.rules).toContain('WIN-TRIBUTE-COUNT');
    expect(two.triggers[1]!.group).toBe(two.triggers[0]!.group);
    // A Normal Summon without tributes is no Tribute Summon: neither card is offered.
    expect(names(window('{回合:A 阶段:主要1 A场:冥界的宝札 B场:魔术礼帽} 召唤 冰帝 美比乌斯'))).toEqual([]);
  });
});
