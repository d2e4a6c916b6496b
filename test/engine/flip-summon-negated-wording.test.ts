// CH-FLIP-SUMMON-CHAIN: a Flip Summon being negated — the monster is face-up in Attack Position on the field (rules reference
// docs/c03/无效.rst:29), so the negation and the window say so: it is destroyed from the field, and its 「从场上」 trigger is met.
// A Normal Summon negated keeps the failed-summon wording (the monster never was on the field).
import { describe, expect, it } from 'vitest';
import { ask, haveCards } from '../reference/judge.js';

const NEVER_ON_FIELD = '不视为在场上';
const NOT_FROM_FIELD = '不视为从场上破坏';

describe.skipIf(!haveCards)('[CH-FLIP-SUMMON-CHAIN] a negated Flip Summon is said as the monster on the field', () => {
  it('[CH-FLIP-SUMMON-CHAIN] 神之警告 on 三眼怪\'s Flip Summon: the resolution and the window say it is on the field and destroyed from there, and its trigger is offered', () => {
    const a = ask('{回合:A 阶段:主要1 A场:三眼怪(盖) B场:神之警告(盖)} 反转召唤 A:三眼怪 C1 B:神之警告');
    const all = JSON.stringify({ links: a.links, window: a.window });
    expect(all).toContain('反转召唤无效');
    expect(all).not.toContain(NEVER_ON_FIELD);
    expect(all).not.toContain(NOT_FROM_FIELD);
    expect(JSON.stringify(a.window.notes)).toContain('从场上被破坏');
    expect(a.window.triggers.map((t) => t.card.name)).toEqual(['三眼怪']);
  });
  it('[CH-FLIP-SUMMON-CHAIN] another negator (神之宣告) on another flip-summoned monster (黑魔术师): the same wording', () => {
    const a = ask('{回合:A 阶段:主要1 A场:黑魔术师(盖) B场:神之宣告(盖)} 反转召唤 A:黑魔术师 C1 B:神之宣告');
    const all = JSON.stringify({ links: a.links, window: a.window });
    expect(all).toContain('反转召唤无效');
    expect(all).not.toContain(NEVER_ON_FIELD);
  });
  it('[CH-FLIP-SUMMON-CHAIN] the other side: 神之警告 on a Normal Summon keeps the failed-summon wording, and 三眼怪 is not offered', () => {
    const a = ask('{回合:A 阶段:主要1 A手:三眼怪 B场:神之警告(盖)} 召唤 A:三眼怪 C1 B:神之警告');
    const all = JSON.stringify({ links: a.links, window: a.window });
    expect(all).toContain(NEVER_ON_FIELD);
    expect(all).toContain(NOT_FROM_FIELD);
    expect(a.window.triggers.map((t) => t.card.name)).not.toContain('三眼怪');
  });
});
