/**
 * The engine keeps a few things between chains, for speed: facts found once per card (its floodgates,
 * one-place locks, field limits, mandatory quick effects, link names), the cards of one board that
 * hold them, a name's resolution in the catalog. None may change an answer: each chain here is judged
 * alone by a fresh copy of every module, then all of them in a row by one judge, forwards and backwards
 * (so each follows chains with other floodgates, limits and mandatory quick effects), and the answers
 * must be the same.
 */
import { describe, expect, it, vi } from 'vitest';

const CHAINS = [
  // A floodgate on one place (王家长眠之谷) and the same chain without it.
  '{回合:A B场:王家长眠之谷 A墓:青眼白龙} C1 A:死者苏生',
  '{回合:A A墓:青眼白龙} C1 A:死者苏生',
  '{回合:A A场:王家长眠之谷 B场:古代的机械巨人 B墓:古代的机械巨人} C1 A:系统崩溃',
  // Field limits (群雄割据, 皇帝斗技场).
  '{回合:B A场:群雄割据,青眼白龙 A手:工作列车 红色信号} C1 A:工作列车 红色信号',
  '{回合:B A场:皇帝斗技场,青眼白龙,三眼怪,黑魔术师,古代的机械巨人 B场:} C1 B:替罪羊',
  '{回合:B A场:皇帝斗技场 B场:} C1 B:替罪羊',
  // Mandatory quick effects on the field, answered and not.
  '{回合:A B场:死灵骑士} C1 A:增殖的G',
  '{回合:A B场:死灵骑士} C1 A:增殖的G C2 B:死灵骑士',
  '{回合:A B场:死灵骑士(盖)} C1 A:增殖的G',
  // Floodgates that forbid activations and actions, and a long chain of the same cards.
  '{回合:A 阶段:主要1 A场:技能抽取,王宫的铁壁,魂之纲(盖),旋风(盖),破坏轮(盖)} C1 A:黑洞',
  'C1 A:黑洞 C2 B:我身作盾 C3 A:王家的诅咒 C4 B:灰流丽 C5 A:增殖的G C6 B:死者苏生 C7 A:死者苏生',
];

type Chain = (input: string) => unknown;

/** A judge from a fresh copy of every module: nothing kept from any other chain. */
async function freshChain(): Promise<Chain> {
  vi.resetModules();
  const { createJudge } = await import('../../src/judge.js');
  const judge = createJudge();
  return (input) => judge.chain(input, { lang: 'zh-CN' });
}

describe('nothing kept between chains changes an answer', () => {
  it('each chain alone, and all in a row forwards and backwards, give the same answers', async () => {
    const alone: unknown[] = [];
    for (const input of CHAINS) alone.push((await freshChain())(input));
    for (const a of alone) expect(a).toMatchObject({ ok: true });

    const shared = await freshChain();
    const forwards = CHAINS.map((input) => shared(input));
    const backwards = [...CHAINS].reverse().map((input) => shared(input)).reverse();
    CHAINS.forEach((input, i) => {
      expect(forwards[i], input).toEqual(alone[i]);
      expect(backwards[i], input).toEqual(alone[i]);
    });
  }, 60_000);
});
