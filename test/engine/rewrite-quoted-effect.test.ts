// CMP-REWRITE-QUOTED-EFFECT: the newer rewrite wording 「那个效果变成「X」的效果」 (暗黑界的龙神王 格拉法①) is read as the plain
// 「那个效果变成「X」」 (CMP-REWRITE) — before, the trailing 「的效果」 left it unread and the answered effect did its own thing. In X,
// 「对方选1张自己手卡丢弃」 is a discard by the rewritten effect's opponent from that player's own hand (one discards only one's own).
// The rewritten 神之进化 keeps its card's protection (CH-REWRITE-UNNEGATABLE-LOST) and does the new text (rules reference
// docs/c03/无效.rst:597).
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import type { CardType } from '../../src/cards/facts.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CMP-REWRITE-QUOTED-EFFECT', CARDS_DB);

const monster: CardType = { kind: 'monster', subtypes: ['effect'], bits: 0x21 } as CardType;
const rewriteOf = (text: string) => compileEffects(text, monster).flatMap((e) => e.does).find((a) => a.do === 'rewrite');

describe('CMP-REWRITE-QUOTED-EFFECT: the reading', () => {
  it('[CMP-REWRITE-QUOTED-EFFECT] 「那个效果变成「X」的效果」 is a rewrite into X, as without 「的效果」', () => {
    const a = rewriteOf('①：对方把怪兽的效果发动时才能发动。那个效果变成「双方玩家各自从卡组抽1张」的效果。');
    expect(a?.into?.does.map((x) => x.do)).toEqual(['draw']);
    expect(a?.into?.text).toBe('双方玩家各自从卡组抽1张');
    expect(rewriteOf('①：对方把怪兽的效果发动时才能发动。那个效果变成「双方玩家各自从卡组抽1张」。')?.into?.text).toBe('双方玩家各自从卡组抽1张');
  });
  it('[CMP-REWRITE-QUOTED-EFFECT] 「对方选1张自己手卡丢弃」 in X: the opponent discards from their own hand', () => {
    const a = rewriteOf('①：对方把怪兽的效果发动时才能发动。那个效果变成「对方选1张自己手卡丢弃」的效果。');
    const what = a?.into?.does[0]?.what;
    expect(typeof what === 'object' && what.filter.side).toBe('opponent');
  });
  it('[CMP-REWRITE-QUOTED-EFFECT] the other side: 「那个效果变成…」 naming no quoted text of steps stays no rewrite', () => {
    expect(rewriteOf('①：对方把怪兽的效果发动时才能发动。那个效果变成无效。')).toBeUndefined();
  });
});

describe.skipIf(!haveCards)('CMP-REWRITE-QUOTED-EFFECT: the ruling', () => {
  it('[CMP-REWRITE-QUOTED-EFFECT] 格拉法① rewrites 神之进化 (protected, under 王宫的敕命): B discards, 三眼怪 gains no ATK', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:三眼怪 B手:黑魔术师 B场:王宫的敕命,暗黑界的龙神王 格拉法} C1 A:神之进化→三眼怪 C2 B:暗黑界的龙神王 格拉法①');
    expect(a.links.map((l) => l.outcome)).toEqual(['resolved', 'resolved']);
    expect(a.links[0]!.rules).toContain('CH-REWRITE');
    const discarded = a.events.filter((e) => e.type === 'discarded' && e.link === 1).flatMap((e) => e.cards);
    expect(discarded.map((c) => `${c.controller}:${c.name}`)).toEqual(['B:黑魔术师']);
    expect(a.stats.find((s) => s.card.name === '三眼怪')?.atk ?? 1000).toBe(1000);
  });
  it('[CMP-REWRITE-QUOTED-EFFECT] the other side: not rewritten, 神之进化 raises 三眼怪 and nobody discards', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:三眼怪 B手:黑魔术师 B场:王宫的敕命,暗黑界的龙神王 格拉法} C1 A:神之进化→三眼怪');
    expect(a.events.some((e) => e.type === 'discarded')).toBe(false);
    expect(a.stats.find((s) => s.card.name === '三眼怪')?.atk).toBe(2000);
  });
});
