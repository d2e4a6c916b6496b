// CH-COPY-AT-RESOLUTION (review s45 (3); rules reference docs/c03/复制.rst:20–21): 混沌幻影① (imported) 「那只怪兽除外，这张卡直到结束阶段当作
// 和那只怪兽同名卡使用，得到相同的原本攻击力和效果」 — as it resolves the card takes the banished monster's name, original ATK and effects; the
// gained effect is a separate one, activated later (a next chain) with its own condition and cost.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-COPY-AT-RESOLUTION', CARDS_DB);

describe.skipIf(!haveCards)('CH-COPY-AT-RESOLUTION', () => {
  it('[CH-COPY-AT-RESOLUTION] 混沌幻影① banishing 三眼怪: it is treated as 三眼怪, with its original ATK (1000) and effect ①, said — and that the gained effect is activated on its own', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:混沌幻影 A墓:三眼怪} C1 A:混沌幻影→三眼怪');
    expect(a.links[0]!.rules).toContain('CH-COPY-AT-RESOLUTION');
    expect(a.links[0]!.reason).toContain('当作「三眼怪」使用');
    expect(a.links[0]!.reason).toContain('原本攻击力（1000）');
    expect(a.links[0]!.reason).toContain('得到的效果要另外发动');
  });
  it('[CH-COPY-AT-RESOLUTION] the effect taken is shown with what it says (review s46 (5): the name and ATK were shown, not the effect) — 同族感染病毒’s ① words, in both languages; when the card is gone before it resolves no words are shown', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:混沌幻影 A墓:同族感染病毒} C1 A:混沌幻影→同族感染病毒');
    expect(a.links[0]!.reason).toMatch(/和效果（①「[^」]*宣言1个种族[^」]*」）/);
    const en = cdbJudge().chain('{回合:A 阶段:主要1 A场:混沌幻影 A墓:同族感染病毒} C1 A:混沌幻影→同族感染病毒', { lang: 'en' });
    expect(en.ok && en.links[0]!.reason).toMatch(/effects \(①「[^」]*宣言1个种族/);
    const gone = askCdb('{回合:A 阶段:主要1 A场:混沌幻影 A墓:同族感染病毒 B场:三眼怪,强制脱出装置(盖)} C1 A:混沌幻影→同族感染病毒 C2 B:强制脱出装置→混沌幻影');
    expect(gone.links[0]!.reason).not.toContain('宣言1个种族');
  });
  it('[CH-COPY-AT-RESOLUTION] a next chain: its ① is now 同族感染病毒’s effect, activated as 同族感染病毒 (a link of its own, its cost paid: a monster discarded)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:混沌幻影 A墓:同族感染病毒 A手:青眼白龙} C1 A:混沌幻影→同族感染病毒 然后 C1 A:混沌幻影①');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.links[0]!.card.name).toBe('同族感染病毒');
    expect(a.events.some((e) => e.type === 'discarded')).toBe(true);
  });
  it('[CH-COPY-AT-RESOLUTION] the other side: 混沌幻影 returned to the hand before ① resolves takes nothing (the target is still banished); its ① cannot be activated in the damage step (an ignition effect)', () => {
    const gone = askCdb('{回合:A 阶段:主要1 A场:混沌幻影 A墓:同族感染病毒 B场:三眼怪,强制脱出装置(盖)} C1 A:混沌幻影→同族感染病毒 C2 B:强制脱出装置→混沌幻影');
    expect(gone.links[0]!.rules).not.toContain('CH-COPY-AT-RESOLUTION');
    expect(gone.links[0]!.reason).not.toContain('当作');
    const ds = askCdb('{回合:A 阶段:伤害步骤 A场:混沌幻影 A墓:三眼怪 B场:青眼白龙 攻击:B:青眼白龙→A:混沌幻影} C1 A:混沌幻影→三眼怪');
    expect(ds.links[0]!.legal).toBe(false);
  });
  it('[CH-COPY-AT-RESOLUTION] 「当作和那只怪兽同名卡使用，得到相同效果」 with no step on the target (风魔女-水晶钟① on a GY monster, 凶饿毒融合龙② on a field monster, read from their text): the target still there is copied — said, and its effect is activated as that card in a next chain (review s46-rv1: it resolved as a bare 「效果适用」)', () => {
    const witch = askCdb('{回合:A 阶段:主要1 A场:风魔女-水晶钟 A墓:同族感染病毒 A手:青眼白龙} C1 A:风魔女-水晶钟①→同族感染病毒');
    expect(witch.links[0]!.rules).toContain('CH-COPY-AT-RESOLUTION');
    expect(witch.links[0]!.reason).toContain('当作「同族感染病毒」使用');
    const next = askCdb('{回合:A 阶段:主要1 A场:风魔女-水晶钟 A墓:同族感染病毒 A手:青眼白龙} C1 A:风魔女-水晶钟①→同族感染病毒 然后 C1 A:风魔女-水晶钟①');
    expect(next.links[0]!.card.name).toBe('同族感染病毒');
    expect(next.events.some((e) => e.type === 'discarded')).toBe(true);
    const dragon = askCdb('{回合:A 阶段:主要1 A场:凶饿毒融合龙 B场:青眼白龙} C1 A:凶饿毒融合龙②→青眼白龙');
    expect(dragon.links[0]!.rules).toContain('CH-COPY-AT-RESOLUTION');
    expect(dragon.links[0]!.reason).toContain('当作「青眼白龙」使用');
  });
  it('[CH-COPY-AT-RESOLUTION] the other side of a copy with no step on the target: the target left (banished from the GY by D.D.乌鸦, bounced by 强制脱出装置) or the copying card left — nothing is taken', () => {
    const banished = askCdb('{回合:A 阶段:主要1 A场:风魔女-水晶钟 A墓:同族感染病毒 B手:D.D.乌鸦} C1 A:风魔女-水晶钟①→同族感染病毒 C2 B:D.D.乌鸦→同族感染病毒');
    expect(banished.links[0]!.rules).not.toContain('CH-COPY-AT-RESOLUTION');
    expect(banished.links[0]!.reason).not.toContain('当作');
    const bounced = askCdb('{回合:A 阶段:主要1 A场:凶饿毒融合龙 B场:青眼白龙,强制脱出装置(盖)} C1 A:凶饿毒融合龙②→青眼白龙 C2 B:强制脱出装置→青眼白龙');
    expect(bounced.links[0]!.rules).not.toContain('CH-COPY-AT-RESOLUTION');
    const self = askCdb('{回合:A 阶段:主要1 A场:风魔女-水晶钟 A墓:同族感染病毒 B场:强制脱出装置(盖)} C1 A:风魔女-水晶钟①→同族感染病毒 C2 B:强制脱出装置→风魔女-水晶钟');
    expect(self.links[0]!.rules).not.toContain('CH-COPY-AT-RESOLUTION');
    expect(self.links[0]!.reason).not.toContain('当作');
  });
  it('[CH-COPY-AT-RESOLUTION] the other wordings (review s46-rv2, read from their text): 「得到和那只怪兽的原本的卡名·效果相同的卡名·效果」 (新空间侠·黑暗豹①), 「得到和那只怪兽相同的原本的卡名·效果」 (霸王眷龙 凶饿毒① on a GY monster), the old 「当作和选择的怪兽同名卡使用，得到相同效果」 (No.69 纹章神 盾徽) copy the target — before, each resolved as a bare 「效果适用」; the gained effects are named without a summoning procedure', () => {
    const panther = askCdb('{回合:A 阶段:主要1 A场:新空间侠·黑暗豹 B场:同族感染病毒} C1 A:新空间侠·黑暗豹→同族感染病毒');
    expect(panther.links[0]!.rules).toContain('CH-COPY-AT-RESOLUTION');
    expect(panther.links[0]!.reason).toContain('当作「同族感染病毒」使用');
    const next = askCdb('{回合:A 阶段:主要1 A场:新空间侠·黑暗豹 B场:同族感染病毒 A手:青眼白龙} C1 A:新空间侠·黑暗豹→同族感染病毒 然后 C1 A:新空间侠·黑暗豹①');
    expect(next.links[0]!.card.name).toBe('同族感染病毒');
    const odd = askCdb('{回合:A 阶段:主要1 A场:霸王眷龙 凶饿毒 B墓:同族感染病毒} C1 A:霸王眷龙 凶饿毒→同族感染病毒');
    expect(odd.links[0]!.rules).toContain('CH-COPY-AT-RESOLUTION');
    expect(odd.links[0]!.reason).toContain('当作「同族感染病毒」使用');
    const no69 = askCdb('{回合:A 阶段:主要1 A场:No.69 纹章神 盾徽 B场:No.39 希望皇 霍普} C1 A:No.69 纹章神 盾徽#2→No.39 希望皇 霍普');
    expect(no69.links[0]!.rules).toContain('CH-COPY-AT-RESOLUTION');
    expect(no69.links[0]!.reason).toContain('当作「No.39 希望皇 霍普」使用');
    expect(no69.links[0]!.reason).not.toContain('卡的发动');
  });
  it('[CH-COPY-AT-RESOLUTION] the other side of those wordings: the target gone before it resolves (banished from the GY by D.D.乌鸦, bounced by 强制脱出装置) — nothing is taken', () => {
    const banished = askCdb('{回合:A 阶段:主要1 A场:霸王眷龙 凶饿毒 A墓:同族感染病毒 B手:D.D.乌鸦} C1 A:霸王眷龙 凶饿毒→同族感染病毒 C2 B:D.D.乌鸦→同族感染病毒');
    expect(banished.links[0]!.rules).not.toContain('CH-COPY-AT-RESOLUTION');
    expect(banished.links[0]!.reason).not.toContain('当作');
    const bounced = askCdb('{回合:A 阶段:主要1 A场:新空间侠·黑暗豹 B场:同族感染病毒,强制脱出装置(盖)} C1 A:新空间侠·黑暗豹→同族感染病毒 C2 B:强制脱出装置→同族感染病毒');
    expect(bounced.links[0]!.rules).not.toContain('CH-COPY-AT-RESOLUTION');
    expect(bounced.links[0]!.reason).not.toContain('当作');
  });
  it('[CH-COPY-AT-RESOLUTION] the copy\'s duration is read from the text: 凶饿毒融合龙② (「直到回合结束时」) says 直到回合结束时 (en: until the end of the turn), not 直到结束阶段 (review s46); the other side — 风魔女-水晶钟① (「直到结束阶段」) keeps 直到结束阶段; a copying card that left says no duration', () => {
    const dragon = askCdb('{回合:A 阶段:主要1 A场:凶饿毒融合龙 B场:青眼白龙} C1 A:凶饿毒融合龙②→青眼白龙');
    expect(dragon.links[0]!.reason).toContain('直到回合结束时当作「青眼白龙」使用');
    expect(dragon.links[0]!.reason).not.toContain('直到结束阶段');
    const en = cdbJudge().chain('{回合:A 阶段:主要1 A场:凶饿毒融合龙 B场:青眼白龙} C1 A:凶饿毒融合龙②→青眼白龙', { lang: 'en' });
    if (!en.ok) throw new Error(en.error.message);
    expect(String(en.links[0]!.reason)).toContain('until the end of the turn');
    const witch = askCdb('{回合:A 阶段:主要1 A场:风魔女-水晶钟 A墓:同族感染病毒 A手:青眼白龙} C1 A:风魔女-水晶钟①→同族感染病毒');
    expect(witch.links[0]!.reason).toContain('直到结束阶段当作「同族感染病毒」使用');
    const left = askCdb('{回合:A 阶段:主要1 A场:凶饿毒融合龙 B场:青眼白龙,强制脱出装置(盖)} C1 A:凶饿毒融合龙②→青眼白龙 C2 B:强制脱出装置→凶饿毒融合龙');
    expect(left.links[0]!.reason).not.toContain('直到回合结束时当作');
  });
});

describe.skipIf(!haveCards)('a copy whose step changes its target in place (CH-COPY-AT-RESOLUTION)', () => {
  it('[CH-COPY-AT-RESOLUTION] No.8 纹章王 基因组继承者① (「这张卡当作和选择的怪兽同名卡使用，得到相同的攻击力和效果。那之后，选择的怪兽的攻击力变成0，效果无效化」, read from its text) on 希望皇 霍普: the target moved nowhere but is still there — the copy is taken and said (review s48: nothing was taken, nothing said); the other side: the target bounced before it resolves — nothing taken', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:No.8 纹章王 基因组继承者 B场:No.39 希望皇 霍普} C1 A:No.8 纹章王 基因组继承者→B:No.39 希望皇 霍普');
    expect(a.links[0]!.rules).toContain('CH-COPY-AT-RESOLUTION');
    expect(a.links[0]!.reason).toContain('当作「No.39 希望皇 霍普」使用');
    const bounced = askCdb('{回合:A 阶段:主要1 A场:No.8 纹章王 基因组继承者 B场:No.39 希望皇 霍普,强制脱出装置(盖)} C1 A:No.8 纹章王 基因组继承者→B:No.39 希望皇 霍普 C2 B:强制脱出装置→No.39 希望皇 霍普');
    expect(bounced.links[0]!.rules).not.toContain('CH-COPY-AT-RESOLUTION');
  });
});

// The continuous effects a copy gains apply from the copy on, in the same chain (rules reference docs/c03/复制.rst:21 — the card's
// text as rewritten; docs/c02/怪兽的效果分类.rst:81, :201 — a continuous 「…的场合这张卡破坏」 applies as the resolution ends).
describe.skipIf(!haveCards)('a copy that gains a continuous effect (CH-COPY-AT-RESOLUTION)', () => {
  const destroyed = (a: ReturnType<typeof askCdb>) => a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.ref));
  it('[CH-COPY-AT-RESOLUTION] 混沌幻影① taking 彼岸的恶鬼 法尔法雷洛 (②「自己场上有「彼岸」怪兽以外的怪兽存在的场合这张卡破坏」) beside 三眼怪 is destroyed by the gained ② as the resolution ends, and the answer says the gained continuous ② applies unactivated (before: the chain\'s list of cards with a standing role was made before the copy, so the gained ② was never looked for and it stayed); the other side: with no other monster it stays', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:混沌幻影,三眼怪 A墓:彼岸的恶鬼 法尔法雷洛} C1 A:混沌幻影→彼岸的恶鬼 法尔法雷洛');
    expect(a.links[0]!.rules).toContain('CH-COPY-AT-RESOLUTION');
    expect(a.links[0]!.rules).toContain('CH-SELF-DESTRUCT');
    expect(destroyed(a)).toEqual([a.links[0]!.card.ref]);
    expect(a.links[0]!.reason).toContain('得到的永续效果（②）不入连锁，从得到时起就适用');
    const en = cdbJudge().chain('{回合:A 阶段:主要1 A场:混沌幻影,三眼怪 A墓:彼岸的恶鬼 法尔法雷洛} C1 A:混沌幻影→彼岸的恶鬼 法尔法雷洛', { lang: 'en' });
    expect(en.ok && String(en.links[0]!.reason)).toContain('a gained continuous effect (②) is not activated: it applies from now on');
    const alone = askCdb('{回合:A 阶段:主要1 A场:混沌幻影 A墓:彼岸的恶鬼 法尔法雷洛} C1 A:混沌幻影→彼岸的恶鬼 法尔法雷洛');
    expect(alone.links[0]!.rules).toContain('CH-COPY-AT-RESOLUTION');
    expect(destroyed(alone)).toEqual([]);
    // A copy of a monster with no continuous effect says nothing of one.
    expect(askCdb('{回合:A 阶段:主要1 A场:混沌幻影 A墓:三眼怪} C1 A:混沌幻影→三眼怪').links[0]!.reason).not.toContain('永续效果');
  });
});
