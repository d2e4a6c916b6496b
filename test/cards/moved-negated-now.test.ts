// CMP-MOVED-NEGATED-NOW (test/RULES.md): 「这个效果特殊召唤的怪兽的效果无效化，这个回合不能攻击宣言」 — the negation and the lock
// fall on the monster the effect summoned as the effect resolves; what is left for a later phase stays for later.
import { describe, expect, it } from 'vitest';
import { readCdb, type CdbRow } from '../../src/cards/import/cdb.js';
import { decodeType } from '../../src/cards/import/decode.js';
import { compileEffects } from '../../src/cards/compile/index.js';
import type { EffectFacts } from '../../src/cards/facts.js';
import { CARDS_DB, askCdb, haveCards } from './data.js';

describe.skipIf(!haveCards)('CMP-MOVED-NEGATED-NOW', () => {
  const rows = new Map<string, CdbRow>();
  for (const r of haveCards ? readCdb(CARDS_DB) : []) if (!rows.has(r.name)) rows.set(r.name, r);
  const compile = (name: string): EffectFacts[] => compileEffects(rows.get(name)!.desc, decodeType(rows.get(name)!.type));
  it('[CMP-MOVED-NEGATED-NOW] 邪恶苏生: the monster it summons has its effects negated at once and cannot attack this turn; the answer says so', () => {
    const does = compile('邪恶苏生')[0]!.does;
    expect(does.find((a) => a.do === 'negate-effects')).toMatchObject({ what: 'moved', movedBy: 'special-summon' });
    expect(does.find((a) => a.do === 'negate-effects')?.duration).toBeUndefined();
    expect(does.find((a) => a.do === 'cannot-attack')).toMatchObject({ what: 'moved', movedBy: 'special-summon', duration: 'turn' });
    const a = askCdb('{回合:A 阶段:主要1 A场:邪恶苏生(盖) A墓:星尘龙} C1 A:邪恶苏生→星尘龙');
    expect(a.links[0]!.reason).toContain('「星尘龙」的效果无效');
    expect(a.events.some((e) => e.type === 'special-summoned' && e.cards.some((c) => c.name === '星尘龙'))).toBe(true);
  });
  it('[CMP-MOVED-NEGATED-NOW] the other side: 「这个效果特殊召唤的怪兽在结束阶段破坏」 (简易融合) is still left for the End Phase', () => {
    const later = compile('简易融合')[0]!.does.filter((a) => a.do === 'destroy');
    expect(later.length).toBeGreaterThan(0);
    expect(later.every((a) => a.duration === 'end-phase')).toBe(true);
  });
});
