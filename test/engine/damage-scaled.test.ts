// CH-DAMAGE-SCALED: 「给与对方为场上的效果怪兽数量×N伤害」 — damage of N per card the board holds, counted when it resolves from the
// point of view of the card whose effect it is; as a step beside another (a position change), one such card is something to apply
// (CH-NOTHING-TO-APPLY). Cards written as text (textCard), not the reference's 停战协定.
import { describe, expect, it } from 'vitest';
import { textCard } from '../../src/cards/curated/dsl.js';
import { judgeWith, summary } from './build.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const volley = textCard({ id: 99161402, name: '测试用齐射', type: 'trap', text: '①：场上的里侧守备表示怪兽全部变成表侧守备表示。给与对方为对方场上的怪兽数量×300伤害。' });
const damage = (a: ChainAnswer) => a.events.filter((e) => e.type === 'damage').map((e) => `${e.player}:${e.amount}`);

describe('damage counted by the cards the board holds', () => {
  it('[CH-DAMAGE-SCALED] the compiler reads the amount per card and what it counts', () => {
    const d = volley.effects[0]!.does.find((a) => a.do === 'damage')!;
    expect(d).toMatchObject({ amount: 300, player: 'opponent', amountPer: { count: { side: 'opponent', kind: 'monster', place: 'field' } } });
    expect(d.what).toBeUndefined();
  });
  it('[CH-DAMAGE-SCALED] two monsters on the opponent’s field: 600; no face-down monster to turn, it is still activated for the damage', () => {
    const a = judgeWith('{回合:A 阶段:主要1 A场:测试用齐射(盖) B场:三眼怪,青眼白龙} C1 A:测试用齐射', [volley]);
    expect(summary(a)).toEqual(['C1:legal:resolved']);
    expect(damage(a)).toEqual(['B:600']);
    expect(a.links[0]!.rules).toContain('CH-DAMAGE-SCALED');
  });
  it('[CH-DAMAGE-SCALED] the other side: nothing to turn and nothing to count (only my own monster) — it cannot be activated', () => {
    expect(summary(judgeWith('{回合:A 阶段:主要1 A场:测试用齐射(盖),三眼怪 B场:} C1 A:测试用齐射', [volley]))).toEqual(['C1:illegal:illegal']);
  });
});
