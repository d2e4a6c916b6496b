// CH-STAT-PER-ACTIVATION (issue 16, rules reference docs/c02/怪兽的效果分类.rst:111, :291, docs/c03/攻守计算.rst:256): a continuous
// 「每次…把…发动，…的攻击力上升·下降N」 (the compiler's `perActivation`) is no standing change: it is made once per such activation,
// as that activated effect has finished resolving; a negated activation makes nothing, another kind of card makes nothing.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-STAT-PER-ACTIVATION', CARDS_DB);

// 天空贤者 密涅瓦 (cards.cdb, 1700/400): 「每次自己或者对方把反击陷阱卡发动，这张卡的攻击力上升500」.
const atk = (a: ReturnType<typeof askCdb>) => a.stats?.find((s) => s.card.name === '天空贤者 密涅瓦')?.atk;

describe.skipIf(!haveCards)('CH-STAT-PER-ACTIVATION', () => {
  it('[CH-STAT-PER-ACTIVATION] a Counter Trap activated and resolved (B’s 神之宣告 answering A’s 旋风) raises A’s 天空贤者 密涅瓦 once (1700 → 2200)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:天空贤者 密涅瓦 B场:旋风(盖),神之宣告(盖)} C1 A:旋风→B:旋风 C2 B:神之宣告');
    expect(a.links.map((l) => l.outcome)).toEqual(['activation-negated', 'resolved']);
    expect(atk(a)).toBe(2200);
    expect(a.links[1]!.rules).toContain('CH-STAT-PER-ACTIVATION');
  });
  it('[CH-STAT-PER-ACTIVATION] the other side: no standing raise with nothing activated (1700); a Spell or a Normal Trap counts for nothing; an activation negated by another Counter Trap makes nothing (only the negating one counts: 2200)', () => {
    expect(askCdb('{回合:A 阶段:主要1 A场:天空贤者 密涅瓦} 攻守计算').stats?.find((s) => s.card.name === '天空贤者 密涅瓦')).toBeUndefined();
    expect(atk(askCdb('{回合:A 阶段:主要1 A场:天空贤者 密涅瓦 B场:旋风(盖)} C1 A:旋风→B:旋风'))).toBeUndefined();
    const b = askCdb('{回合:A 阶段:主要1 A场:天空贤者 密涅瓦,神之宣告(盖) B场:旋风(盖),神之宣告(盖)} C1 A:旋风→B:旋风 C2 B:神之宣告 C3 A:神之宣告');
    expect(b.links.map((l) => l.outcome)).toEqual(['resolved', 'activation-negated', 'resolved']);
    expect(atk(b)).toBe(2200);
  });
});

// CH-STAT-PER-ACTIVATION-LEFT (review s45 (2)): No.107 银河眼时空龙① (imported) 「这个效果发动过的回合的战斗阶段中每次对方把魔法·陷阱·怪兽的效果
// 发动，这张卡的攻击力直到战斗阶段结束时上升1000」 — an activated effect's lasting raise, made each time the opponent activates an effect
// afterwards (as that effect has resolved, as CH-STAT-PER-ACTIVATION's), not once as ① resolves.
const galaxy = 'No.107 银河眼时空龙';
const atk107 = (a: ReturnType<typeof askCdb>) => a.stats?.find((s) => s.card.name === galaxy)?.atk;
const start = `{回合:A 阶段:开始步骤 A场:${galaxy}(素材:银河眼光子龙+银河眼光子龙),王家长眠之谷(场地),死者苏生(盖) B场:三眼怪,旋风(盖),旋风(盖),强制脱出装置(盖)}`;
describe.skipIf(!haveCards)('CH-STAT-PER-ACTIVATION-LEFT', () => {
  it('[CH-STAT-PER-ACTIVATION-LEFT] No.107①: no raise as it resolves; each opponent’s activation in a later chain raises it 1000 — once 4000, twice 5000', () => {
    const own = askCdb(`${start} C1 A:${galaxy}①`);
    expect(atk107(own)).toBeUndefined();
    expect(own.links[0]!.reason).not.toContain('3000→4000');
    const once = askCdb(`${start} C1 A:${galaxy}① 然后 C1 B:旋风→王家长眠之谷`);
    expect(atk107(once)).toBe(4000);
    expect(once.links[0]!.rules).toContain('CH-STAT-PER-ACTIVATION-LEFT');
    expect(atk107(askCdb(`${start} C1 A:${galaxy}① 然后 C1 B:旋风→王家长眠之谷 然后 C1 B:旋风→死者苏生`))).toBe(5000);
  });
  it('[CH-STAT-PER-ACTIVATION-LEFT] in the damage step (本回合: its ① earlier): B’s 收缩 halves it to 1500, then +1000 = 2500; without ① this turn, 1500', () => {
    const ds = (h: string) => askCdb(`{回合:A 阶段:伤害步骤 A场:${galaxy} B场:三眼怪,收缩(盖)${h} 攻击:A:${galaxy}→B:三眼怪} C1 B:收缩→${galaxy}`);
    expect(atk107(ds(` 本回合:A:${galaxy}①`))).toBe(2500);
    expect(atk107(ds(''))).toBe(1500);
  });
  it('[CH-STAT-PER-ACTIVATION-LEFT] the other side: an activation chained to ① (activated before it applied) raises nothing; A’s own activation raises nothing; out of the Battle Phase (Main Phase 2) nothing; No.107 returned by B’s 强制脱出装置 takes no raise', () => {
    expect(atk107(askCdb(`${start} C1 A:${galaxy}① C2 B:旋风→王家长眠之谷`))).toBeUndefined();
    const ownSt = askCdb(`{回合:A 阶段:开始步骤 A场:${galaxy}(素材:银河眼光子龙+银河眼光子龙),收缩(盖) B场:三眼怪} C1 A:${galaxy}① 然后 C1 A:收缩→三眼怪`);
    expect(ownSt.links[0]!.legal).toBe(true);
    expect(atk107(ownSt)).toBeUndefined();
    expect(atk107(askCdb(`{回合:A 阶段:主要2 A场:${galaxy},王家长眠之谷(场地) B场:三眼怪,旋风(盖) 本回合:A:${galaxy}①} C1 B:旋风→王家长眠之谷`))).toBeUndefined();
    const gone = askCdb(`${start} C1 A:${galaxy}① 然后 C1 B:强制脱出装置→${galaxy}`);
    expect(gone.links[0]!.rules).not.toContain('CH-STAT-PER-ACTIVATION-LEFT');
    expect(atk107(gone)).toBeUndefined();
  });
});
