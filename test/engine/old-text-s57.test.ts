// s57: clauses of older card texts that were not read — 光道魔术师 丽拉's 『发动后』 lock on itself, the closing word of 「直接攻击成功的场合」
// (削魂的死灵, 哥布林侦察部队: read as 「…时」), 命运英雄 恶魔人's return 「在第2次自己的准备阶段时」 (said as the next Standby Phase).
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';
import { renderCardText } from '../../src/answer/render/text.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const changed = (a: ChainAnswer) => a.events.filter((e) => e.type === 'position-changed').flatMap((e) => e.cards.map((c) => c.name));
const steps = (xs: ChainAnswer['standbyPhase']): string[] => (xs ?? []).map((s) => `${s.do}:${s.done.map((c) => c.name).join('+')}/${s.notDone.map((c) => c.name).join('+')}`);
const delayed = (a: ChainAnswer) => (a.delayed ?? []).map((d) => String(d.what)).join('\n');
const card = (name: string, lang: 'zh-CN' | 'en') => {
  const a = cdbJudge().card(name, { lang });
  if (!a.ok) throw new Error(name);
  return renderCardText(a, lang);
};
const monster = { kind: 'monster' as const, subtypes: ['effect' as const] };

describe.skipIf(!haveCards)('光道魔术师 丽拉 「这个效果的发动后，直到下次的自己回合的结束时这张卡不能把表示形式变更」', () => {
  const base = '{回合:A 阶段:主要1 A场:光道魔术师 丽拉 B场:光之护封剑';
  it('[CH-POSITION-LOCK-LEFT] after her ① resolves, A\'s change of 丽拉\'s battle position is refused, naming her effect and its while (before: kept unread, the change was made)', () => {
    const a = askCdb(`${base}} C1 A:光道魔术师 丽拉→光之护封剑 然后 表示形式变更 光道魔术师 丽拉`);
    expect(changed(a)).toEqual([]);
    // (The chain is answered as an earlier chain; the change asked after it is the answer's own.)
    expect(String(a.earlierChains?.[0]?.links[0]?.reason)).toContain('「光道魔术师 丽拉」不能再按规则变更表示形式（直到下次的自己回合结束时');
    expect(a.warnings.join('')).toContain('「光道魔术师 丽拉」的效果让它直到下次的自己回合结束时不能按规则变更表示形式');
  });
  it('[CH-POSITION-LOCK-LEFT] her ① negated by 效果遮蒙者: the 『发动后』 part is the effect\'s own and is not applied — the change is made (docs/c03/誓约.rst:170)', () => {
    const a = askCdb(`${base} B手:效果遮蒙者} C1 A:光道魔术师 丽拉→光之护封剑 C2 B:效果遮蒙者→光道魔术师 丽拉 然后 表示形式变更 光道魔术师 丽拉`);
    expect(changed(a)).toEqual(['光道魔术师 丽拉']);
    expect(a.warnings.join('')).not.toContain('不能按规则变更表示形式');
  });
});

describe('CMP-TIMING-DIRECT-DAMAGE: 「直接攻击成功的场合」 is an 「…的场合」 trigger', () => {
  it('[CMP-TIMING-DIRECT-DAMAGE] 削魂的死灵 (mandatory) and 哥布林侦察部队 (optional) read as `if` on the battle damage; 「战斗破坏对方怪兽的场合」 stays a when', () => {
    const reaper = compileEffects('这张卡不能被战斗破坏。这张卡成为魔法·陷阱·效果怪兽效果的对象时，这张卡破坏。这张卡对对方进行直接攻击成功的场合，对方随机丢弃1张手卡。', monster);
    const t = reaper.find((e) => e.kind === 'trigger')!;
    expect([t.timing, t.trigger?.on]).toEqual(['if', ['battle-damage']]);
    const goblin = compileEffects('这张卡攻击的场合，战斗阶段结束时变成守备表示。这张卡直接攻击对方玩家成功的场合，可以随机把对方1张手卡确认。确认的卡是魔法卡的场合，那张卡送去墓地。', monster).find((e) => e.kind === 'trigger' && e.trigger?.on.includes('battle-damage'))!;
    expect([goblin.timing, goblin.mandatory]).toEqual(['if', false]);
    const red = compileEffects('黄色零件：这张卡战斗破坏对方怪兽的场合发动。给与对方700伤害。', monster).find((e) => e.kind === 'trigger')!;
    expect(red.timing).toBe('when');
  });
  it.skipIf(!haveCards)('[CMP-TIMING-DIRECT-DAMAGE] /card 削魂的死灵 ③ says 「…的场合」 as its text does, not 「…时」', () => {
    const text = card('削魂的死灵', 'zh-CN');
    const line = text.split('\n').find((l) => l.includes('③'))!;
    expect(line).toContain('「…的场合」（不会错过时点）');
    expect(line).not.toContain('「…时」');
  });
});

describe('命运英雄 恶魔人 「这个效果除外的怪兽在第2次自己的准备阶段时以相同的表示形式回到对方场上」', () => {
  it('[CMP-UNTIL-NEXT-PHASE] the return is bound to the 2nd of its controller\'s Standby Phases (`nth: 2`), not the next one', () => {
    const e = compileEffects('这张卡在自己场上表侧攻击表示存在的场合，1回合只有1次，可以把1只对方怪兽从游戏中除外。使用这个效果的玩家在这个回合不能进行战斗。这个效果除外的怪兽在第2次自己的准备阶段时以相同的表示形式回到对方场上。', monster)[0]!;
    expect(e.does.find((a) => a.do === 'banish')?.lastsUntil).toEqual({ at: 'standby-phase', whose: 'self', nth: 2 });
  });
  it.skipIf(!haveCards)('[CMP-UNTIL-NEXT-PHASE] the answer says A\'s 2nd Standby Phase, and the next Standby Phase played does not bring 青眼白龙 back (before: 「准备阶段时」, any one)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:命运英雄 恶魔人 B场:青眼白龙} C1 A:命运英雄 恶魔人→青眼白龙 准备阶段');
    expect(delayed(a)).toContain('A的第2次准备阶段（A的下个回合（再下个回合）的准备阶段算第1次）时，「青眼白龙」回到场上');
    expect(steps(a.standbyPhase)).toEqual(['return:/青眼白龙']);
    expect(card('命运英雄 恶魔人', 'zh-CN')).toContain('直到第2次的自己的准备阶段（从效果处理后数起）');
  });
});

describe('卡片炮击士 ① 「这张卡的攻击力直到回合结束时上升因为这个效果发动而送去墓地的卡数量×500」', () => {
  it('[CH-COUNT-MOVED] the compiler reads the count as the cards its cost moved (`cost`), a lasting while between value and verb too; 来自天龙座的降诞 counts its cost, not every banished monster', () => {
    const trooper = compileEffects('①：1回合1次，从自己卡组上面把最多3张卡送去墓地才能发动。这张卡的攻击力直到回合结束时上升因为这个效果发动而送去墓地的卡数量×500。', monster)[0]!;
    expect(trooper.does.find((a) => a.do === 'modify-stats')?.change).toEqual({ layer: 'current', op: 'add', value: 500, per: { movedByThis: 'send-to-gy', cost: true } });
    const dragon = compileEffects('从自己墓地以及自己场上的表侧表示怪兽之中把机械族·光属性怪兽全部除外才能发动。从手卡把1只6星以上的机械族·光属性怪兽无视召唤条件特殊召唤。这个效果特殊召唤的怪兽的攻击力·守备力变成因为这张卡发动而除外的怪兽数量×500，不受自身以外的卡的效果影响。', { kind: 'spell', subtypes: [] })[0]!;
    expect(dragon.does.find((a) => a.do === 'modify-stats')?.change?.per).toEqual({ movedByThis: 'banish', cost: true });
  });
  it.skipIf(!haveCards)('[CH-COUNT-MOVED] 2 cards sent as its cost: ATK 400→1400, said; the cost not written: no change, the amount said to be unknown (before: no amount read, never applied)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:卡片炮击士 A卡组:青眼白龙,黑魔术师,三眼怪} C1 A:卡片炮击士 [cost:送去墓地 青眼白龙,黑魔术师]');
    expect(a.stats.find((s) => s.card.name === '卡片炮击士')?.atk).toBe(1400);
    expect(a.assumptions.join('')).toContain('作为代价送去墓地了2只，攻守变化按2×500计算');
    const b = askCdb('{回合:A 阶段:主要1 A场:卡片炮击士} C1 A:卡片炮击士');
    expect(b.stats.find((s) => s.card.name === '卡片炮击士')).toBeUndefined();
    expect(b.assumptions.join('')).toContain('作为代价送去墓地的是哪些卡没有写明（可写 [cost:送去墓地 卡名]）：攻守变化（每张500）有多少不知道');
  });
});

describe('「攻击力直到回合结束时上升…数量×N」', () => {
  it('[CH-STAT-SCALED] a while between the value and the verb does not hide the count (笑容世界: every monster on the field, 100 each)', () => {
    const e = compileEffects('场上的全部怪兽的攻击力直到回合结束时上升场上的怪兽数量×100。', { kind: 'spell', subtypes: [] })[0]!;
    expect(e.does.find((a) => a.do === 'modify-stats')?.change).toEqual({ layer: 'current', op: 'add', value: 100, per: { count: { kind: 'monster', place: 'field' } } });
  });
});

describe('究极宝玉神 虹龙 「这张卡特殊召唤的回合，这张卡的①②的效果不能发动」', () => {
  it('[CH-SENT-GY-TURN] one sentence outside the numbered effects bars ① and ② in the turn it was Special Summoned (before: an empty continuous effect, both activated)', () => {
    const es = compileEffects('这张卡不能通常召唤。自己的场上·墓地有「宝玉兽」卡7种类存在的场合才能特殊召唤。这张卡特殊召唤的回合，这张卡的①②的效果不能发动。\n①：把自己场上的表侧表示的「宝玉兽」怪兽全部送去墓地才能发动。这张卡的攻击力上升送去墓地的怪兽数量×1000。这个效果在对方回合也能发动。\n②：从自己墓地把「宝玉兽」怪兽全部除外才能发动。场上的卡全部回到持有者卡组。', { kind: 'monster', subtypes: ['effect', 'special-summon'] });
    expect(es.filter((e) => e.n > 0).map((e) => [e.n, e.condition])).toEqual([
      [1, [{ is: 'not-this-turn', event: 'summoned', how: 'special' }]],
      [2, [{ is: 'not-this-turn', event: 'summoned', how: 'special' }]],
    ]);
    expect(es.some((e) => e.kind === 'continuous' && e.does.length === 0)).toBe(false);
  });
  it.skipIf(!haveCards)('[CH-SENT-GY-TURN] 虹龙 Special Summoned this turn by its own procedure: ② refused, naming the turn; summoned in an earlier turn: activated', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:究极宝玉神 虹龙(本回合特召,自身特召)} C1 A:究极宝玉神 虹龙#2');
    expect(a.links[0]!.legal).toBe(false);
    expect(String(a.links[0]!.illegalReason)).toContain('这张卡是这个回合特殊召唤的');
    expect(askCdb('{回合:A 阶段:主要1 A场:究极宝玉神 虹龙(自身特召)} C1 A:究极宝玉神 虹龙#2').links[0]!.legal).toBe(true);
  });
});
