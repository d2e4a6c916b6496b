// CMP-IF-THEN-MAY (issue 16; rules reference docs/c03/诱发类效果.rst:411–414): 「…的场合，若自己场上有「X」存在则能发动」 (the newer wording)
// is read as 「…的场合，自己场上有「X」存在才能发动」: an optional trigger with that condition — the older wording
// 「自己场上有「X」存在，…的场合才能发动」 compiles to the same facts. Before, 「则能发动」 was not read: a mandatory trigger with no condition.
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from './data.js';

const monster = { kind: 'monster' as const, subtypes: ['effect' as const] };
const facts = (text: string) => compileEffects(text, monster).map(({ text: _t, words: _w, ...rest }) => rest);

describe('CMP-IF-THEN-MAY, the reader', () => {
  it('[CMP-IF-THEN-MAY] the old and new wordings of 邪恶★双子 姬丝基勒① compile alike: optional, its condition the 「璃拉」 monster', () => {
    const old = facts('①：自己场上有「璃拉」怪兽存在，这张卡特殊召唤的场合才能发动。自己从卡组抽1张。');
    const now = facts('①：这张卡特殊召唤的场合，若自己场上有「璃拉」怪兽存在则能发动。自己从卡组抽1张。');
    expect(now).toEqual(old);
    expect(now[0]).toMatchObject({ kind: 'trigger', mandatory: false, condition: [{ is: 'exists', filter: { side: 'self', archetype: '璃拉' } }] });
  });
  it('[CMP-IF-THEN-MAY] 「若…不存在则能发动」 is a condition too; a text without 「则能发动」 is left as it was', () => {
    const none = facts('①：这张卡被破坏的场合，若自己场上没有怪兽存在则能发动。自己从卡组抽1张。')[0]!;
    expect(none.mandatory).toBe(false);
    expect(none.condition?.length).toBeGreaterThan(0);
    expect(facts('①：这张卡被破坏的场合发动。自己从卡组抽1张。')[0]!.mandatory).toBe(true);
  });
});

describe.skipIf(!haveCards)('CMP-IF-THEN-MAY, what a user sees', () => {
  it('[CMP-IF-THEN-MAY] 白斗气双头神龙③ destroyed by the opponent’s effect: offered (optional) with a 神龙衍生物 on its field, not without one', () => {
    const input = (field: string) => `{回合:B 阶段:主要1 A场:${field}白斗气双头神龙 B场:雷破(盖) B手:三眼怪} C1 B:雷破→白斗气双头神龙[cost:丢弃 三眼怪]`;
    const t = askCdb(input('神龙衍生物,')).window.triggers.find((x) => x.card.name === '白斗气双头神龙');
    expect(t?.mandatory).toBe(false);
    expect(askCdb(input('')).window.triggers.some((x) => x.card.name === '白斗气双头神龙')).toBe(false);
  });
});
