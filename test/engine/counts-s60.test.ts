// s60: counts and later turns the engine did not read — 影王 阴暗公爵①'s 「攻击力上升解放的怪兽数量×500」 (the monsters its cost Tributed).
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from '../cards/data.js';

const monster = { kind: 'monster' as const, subtypes: ['effect' as const] };
const DUKE = '①：把自己场上的暗属性怪兽任意数量解放才能发动。这张卡从手卡特殊召唤。这个效果特殊召唤的这张卡的攻击力上升解放的怪兽数量×500。';
const atkOf = (a: ReturnType<typeof askCdb>, name: string) => a.stats.find((s) => s.card.name === name)?.atk;

describe('影王 阴暗公爵 ① 「这个效果特殊召唤的这张卡的攻击力上升解放的怪兽数量×500」', () => {
  it('[CH-COUNT-MOVED] the compiler reads 「解放的怪兽数量」 as the monsters its cost Tributed, and the raise as done when it resolves (not left for the End Phase)', () => {
    const e = compileEffects(DUKE, monster)[0]!;
    const raise = e.does.find((a) => a.do === 'modify-stats')!;
    expect(raise.change).toEqual({ layer: 'current', op: 'add', value: 500, per: { movedByThis: 'tribute', cost: true } });
    expect(raise.duration).toBeUndefined();
    expect(raise.whenever).toBeUndefined();
  });
  it.skipIf(!haveCards)('[CH-COUNT-MOVED] 2 DARK monsters Tributed as its cost: ATK 500→1500, said; before: the raise was 「到结束阶段时才处理」 and never applied', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场只有:恶魔召唤,黑魔术师 A手:影王 阴暗公爵} C1 A:影王 阴暗公爵① [cost:解放 恶魔召唤,黑魔术师]');
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(atkOf(a, '影王 阴暗公爵')).toBe(1500);
    expect(a.assumptions.join('')).toContain('作为代价解放了2只，攻守变化按2×500计算');
    expect(JSON.stringify(a)).not.toContain('到结束阶段时才处理');
  });
  it.skipIf(!haveCards)('[CH-COUNT-MOVED] one Tributed: 1000; the Tributes not written: ATK stays 500 and the amount is said to be unknown', () => {
    expect(atkOf(askCdb('{回合:A 阶段:主要1 A场只有:黑魔术师 A手:影王 阴暗公爵} C1 A:影王 阴暗公爵① [cost:解放 黑魔术师]'), '影王 阴暗公爵')).toBe(1000);
    const b = askCdb('{回合:A 阶段:主要1 A手:影王 阴暗公爵} C1 A:影王 阴暗公爵①');
    expect(atkOf(b, '影王 阴暗公爵') ?? 500).toBe(500);
    expect(b.assumptions.join('')).toContain('作为代价解放的是哪些卡没有写明（可写 [cost:解放 卡名]）：攻守变化（每只500）有多少不知道');
  });
  it('[CH-STAT-SCALED] the same words on another card: 双汇编亚龙 「这个效果特殊召唤的这张卡的攻击力变成一半」 halves as it resolves, not at the End Phase', () => {
    const e = compileEffects('①：这张卡在手卡·墓地存在的场合，从手卡以及自己场上的表侧表示怪兽之中把2只电子界族怪兽除外才能发动。这张卡特殊召唤。这个效果特殊召唤的这张卡的攻击力变成一半。', monster)[0]!;
    const half = e.does.find((a) => a.do === 'modify-stats')!;
    expect(half.whenever).toBeUndefined();
    expect(half.duration).toBeUndefined();
  });
});

// CH-DELAYED (s60): a step left for a phase counted from the activation — 噩梦之铁栏 「全部怪兽在2回合（数对方的回合）以内不能攻击。2回合以后这张卡破坏」
// (the 2nd End Phase of the opponent's turns), 时间胶囊 「发动后第2次的自己的准备阶段这张卡破坏，那张卡加入手卡」 — not done in the first phase played.
const endText = (a: ReturnType<typeof askCdb>): string => (a.endPhase ?? []).map((s) => s.reason).join('\n');
describe('phases counted from the activation', () => {
  it('[CH-DELAYED] the compiler reads 「2回合（数对方的回合）以后」 as the 2nd End Phase of the opponent after the activation (before: this End Phase)', () => {
    const e = compileEffects('全部怪兽在2回合（数对方的回合）以内不能攻击。2回合以后这张卡破坏。', { kind: 'spell', subtypes: ['normal'] })[0]!;
    expect(e.does.find((a) => a.do === 'destroy')?.whenever).toEqual({ event: 'phase-start', phase: 'end-phase', on: ['end-phase'], counted: { n: 2, whose: 'opponent' } });
  });
  it.skipIf(!haveCards)('[CH-DELAYED] 噩梦之铁栏: left for the 2nd End Phase of the opponent — not destroyed in this End Phase nor in the next turn\'s (the 1st of them), said', () => {
    const a = askCdb('{回合:A 阶段:主要1} C1 A:噩梦之铁栏 结束阶段');
    expect(a.delayed.map((d) => d.what).join('')).toContain('发动后第2次的对方的结束阶段时破坏');
    expect(endText(a)).toContain('要到发动后第2次的对方的结束阶段才进行');
    expect(a.events.some((e) => e.type === 'destroyed')).toBe(false);
    const b = askCdb('{回合:A 阶段:主要1} C1 A:噩梦之铁栏 下个回合的结束阶段');
    expect(endText(b)).toContain('算到这里是第1次');
    expect(endText(b)).toContain('「噩梦之铁栏」留在原处');
  });
  it.skipIf(!haveCards)('[CH-DELAYED] a card that left the field before then (噩梦之铁栏 destroyed by 旋风 in a later chain): nothing is left to do, said', () => {
    const a = askCdb('{回合:A 阶段:主要1} C1 A:噩梦之铁栏 然后 C1 B:旋风 → 噩梦之铁栏 下个回合的结束阶段');
    expect(endText(a)).toContain('已经不在场上：那时也没有可以处理的卡');
  });
  it.skipIf(!haveCards)('[CH-DELAYED] 时间胶囊: the next Standby Phase (the opponent\'s) is not its 2nd own — nothing destroyed or added there, said (before: listed as not judged)', () => {
    const a = askCdb('{回合:A 阶段:主要1} C1 A:时间胶囊 准备阶段');
    const said = (a.standbyPhase ?? []).map((s) => s.reason).join('\n');
    expect(said).toContain('要到发动后第2次的自己的准备阶段才进行');
    expect(said).not.toContain('在这里不判断');
  });
});
