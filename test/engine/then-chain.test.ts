// Issue 16: chains one after another (`C1 … 然后 C1 …`, src/engine/chain/then-chain.ts) — SIT-THEN-CHAIN: the last chain is judged
// from the board and the turn's history the chains before it left; the answer lists what those did (`earlierChains`).
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';
import { parseNotation, printNotation, rawParse } from '../../src/notation/index.js';
import { chainEmbeds } from '../../src/answer/render/discord.js';
import { renderChainText } from '../../src/answer/render/text.js';

skipMessage('SIT-THEN-CHAIN', CARDS_DB);

describe('SIT-THEN-CHAIN, the notation', () => {
  it('[SIT-THEN-CHAIN] 然后 / then between two chains: the last chain is `links`, the ones before `earlier`, each numbered from C1; printed back with 然后', () => {
    const r = parseNotation('{回合:A B场:青眼白龙} C1 A:黑洞 C2 B:我身作盾 然后 C1 A:死者苏生→B:青眼白龙');
    expect(r.ok).toBe(true);
    if (!r.ok || r.tree.kind !== 'chain') return;
    expect(r.tree.earlier?.map((c) => c.length)).toEqual([2]);
    expect(r.tree.links.map((l) => l.n)).toEqual([1]);
    expect(printNotation(r.tree)).toMatch(/我身作盾 然后 C1 A:死者苏生/);
    const three = parseNotation('C1 A:黑洞 then C1 B:死者苏生 接着 C1 A:旋风 结束阶段');
    expect(three.ok && three.tree.kind === 'chain' ? [three.tree.earlier?.length, three.tree.later] : null).toEqual([2, 'end-phase']);
    // A single chain has no `earlier`: trees of the other forms are unchanged.
    // One parse each (the grammar stays unambiguous); a card named like a then word after a controller is still a card.
    for (const input of ['C1 A:黑洞 然后 C1 A:死者苏生', '{回合:A} C1 A:黑洞 C2 B:我身作盾 then C1 B:旋风 接着 C1 A:强欲之壶 结束阶段']) expect(rawParse(input).length).toBe(1);
    const named = parseNotation('C1 A:黑洞 然后 C1 A:然后 C2 B:旋风');
    expect(named.ok && named.tree.kind === 'chain' ? named.tree.links.map((l) => l.card.kind === 'name' ? l.card.name : '') : null).toEqual(['然后', '旋风']);
    const one = parseNotation('C1 A:黑洞 C2 B:我身作盾');
    expect(one.ok && one.tree.kind === 'chain' ? one.tree.earlier : 'x').toBeUndefined();
  });

  it('[SIT-THEN-CHAIN] a wrong link number in the second chain points at it; a then word after a situation alone is refused with why', () => {
    const input = 'C1 A:黑洞 然后 C2 A:死者苏生';
    const bad = parseNotation(input);
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.error.offset).toBe(input.lastIndexOf('C2'));
      expect(bad.error.message.zh).toMatch(/C1/);
    }
    const alone = parseNotation('{回合:A} 然后 C1 A:黑洞');
    expect(alone.ok).toBe(false);
    if (!alone.ok) expect(alone.error.message.zh).toMatch(/两个连锁之间/);
  });
});

describe.skipIf(!haveCards)('SIT-THEN-CHAIN', () => {
  it('[SIT-THEN-CHAIN] a card the first chain sent to the GY can be targeted there by the second (死者苏生 after 黑洞), and not without the first chain', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:三眼怪 B场:青眼白龙} C1 A:黑洞 然后 C1 A:死者苏生→B:青眼白龙');
    expect(a.earlierChains?.map((c) => c.links.map((l) => l.outcome))).toEqual([['resolved']]);
    expect(a.links[0]!.legal).toBe(true);
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(a.events.some((e) => e.type === 'special-summoned' && e.cards[0]!.name === '青眼白龙')).toBe(true);
    expect(a.earlierChains![0]!.summary).toMatch(/第1个连锁.*黑洞/);
    expect(askCdb('{回合:A 阶段:主要1 A场:三眼怪 B场:青眼白龙} C1 A:死者苏生→B:青眼白龙').links[0]!.legal).toBe(false);
    // The text and the Discord answers say what the earlier chain did, before the judged one.
    expect(renderChainText(a, 'zh-CN')).toMatch(/^之前的第1个连锁：.*黑洞/);
    expect(chainEmbeds(a, 'zh-CN')[0]!.description).toMatch(/第1个连锁：/);
  });

  it('[SIT-THEN-CHAIN] once per turn carried over: a second 灰流丽 of the same player cannot be activated in the next chain; the opponent’s can', () => {
    const mine = askCdb('{回合:B 阶段:主要1 A手:灰流丽,灰流丽} C1 B:强欲之壶 C2 A:灰流丽 然后 C1 B:强欲之壶 C2 A:灰流丽');
    expect(mine.earlierChains![0]!.links.map((l) => l.outcome)).toEqual(['effect-negated', 'resolved']);
    expect(mine.links.map((l) => l.legal)).toEqual([true, false]);
    expect(mine.links[1]!.illegalReason).toMatch(/1回合只能使用1次/);
    const theirs = askCdb('{回合:B 阶段:主要1 A手:灰流丽 B手:灰流丽} C1 B:强欲之壶 C2 A:灰流丽 然后 C1 B:强欲之壶 C2 B:灰流丽');
    expect(theirs.links.map((l) => l.legal)).toEqual([true, true]);
    // 「这个卡名的卡在1回合只能发动1张」 is spent by an activation whose effect was negated.
    const pot = askCdb('{回合:B 阶段:主要1 A手:灰流丽 B手:强欲而贪欲之壶,强欲而贪欲之壶} C1 B:强欲而贪欲之壶 C2 A:灰流丽 然后 C1 B:强欲而贪欲之壶');
    expect(pot.links[0]!.legal).toBe(false);
  });

  it('[SIT-THEN-CHAIN] a 1回合1次 of one copy (ABC-神龙歼灭者①) used in the first chain: that monster cannot use it again in the next; a second copy listed may', () => {
    const one = askCdb('{回合:A 阶段:主要1 A场:ABC-神龙歼灭者 A手:三眼怪,三眼怪 B场:青眼白龙,黑魔术师} C1 A:ABC-神龙歼灭者①→B:青眼白龙 然后 C1 A:ABC-神龙歼灭者①→B:黑魔术师');
    expect(one.links[0]!.legal).toBe(false);
    expect(one.assumptions.join()).toMatch(/之前的连锁里发动过的那张卡/);
    const two = askCdb('{回合:A 阶段:主要1 A场:ABC-神龙歼灭者,ABC-神龙歼灭者 A手:三眼怪,三眼怪 B场:青眼白龙,黑魔术师} C1 A:ABC-神龙歼灭者①→B:青眼白龙 然后 C1 A:ABC-神龙歼灭者①→B:黑魔术师');
    expect(two.links[0]!.legal).toBe(true);
  });

  it('[SIT-THEN-CHAIN] a change lasting the turn made in the first chain still applies in the numbers after the second', () => {
    const a = askCdb('{回合:A 阶段:主要1 B场:青眼白龙} C1 A:突进→B:青眼白龙 然后 C1 A:旋风');
    const line = a.stats?.find((s) => s.card.name === '青眼白龙');
    expect(line?.atk).toBe(3700);
  });

  it('[SIT-THEN-CHAIN] the Duel ended in the first chain: the second is not played, and the answer says who won', () => {
    const a = askCdb('{回合:A 阶段:主要1 B基本分:500 B场:青眼白龙} C1 A:火球 然后 C1 A:黑洞');
    expect(a.links).toEqual([]);
    expect(a.gameResult?.winner).toBe('A');
    expect(a.earlierChains![0]!.summary).toMatch(/决斗在这个连锁里结束/);
  });

  it('[SIT-THEN-CHAIN] →C1 in the second chain is its own link 1; a win 魂之接力 set up in the first chain is met when its monster leaves in the second', () => {
    const a = askCdb('{回合:A 阶段:主要1} C1 A:黑洞 然后 C1 A:强欲之壶 C2 B:宇宙旋风→C1');
    expect(a.links[1]!.targets.map((t) => t.name)).toEqual(['强欲之壶']);
    const win = askCdb('{回合:A 阶段:主要1 A手:青眼白龙 A场:魂之接力(盖)} C1 A:魂之接力[特殊召唤 青眼白龙] 然后 C1 A:黑洞');
    expect(win.gameResult).toMatchObject({ winner: 'B', by: 'special-win' });
    expect(win.earlierChains![0]!.window.kind).toBe('chain-end');
  });

  // Head-judge review s41: a step left for a later phase by a link of an earlier chain was dropped once a later chain was written.
  it('[SIT-THEN-CHAIN] a temporary banishment of the first chain (亚空间物质传送装置) still ends in the End Phase after a second and a third chain; the step names its chain', () => {
    const endSteps = (a: ReturnType<typeof askCdb>) => (a.endPhase ?? []).map((s) => `${s.do}:${s.done.map((c) => c.name).join(',')}/${s.notDone.map((c) => c.name).join(',')}`);
    const a = askCdb('{回合:A 阶段:主要1 A场:亚空间物质传送装置(盖),三眼怪 A手:死者苏生} C1 A:亚空间物质传送装置→三眼怪 然后 C1 A:死者苏生 结束阶段');
    expect(endSteps(a)).toEqual(['return:三眼怪/']);
    expect(a.endPhase![0]).toMatchObject({ link: 1, chain: 1 });
    expect(a.endPhase![0]!.rules).toEqual(expect.arrayContaining(['SIT-THEN-CHAIN', 'CH-TEMP-BANISH-RETURN']));
    expect(String(a.endPhase![0]!.reason)).toContain('第1个连锁的C1「亚空间物质传送装置」');
    // Two chains after it: still waiting, still chain 1's.
    const three = askCdb('{回合:A 阶段:主要1 A场:亚空间物质传送装置(盖),三眼怪 B场:青眼白龙} C1 A:亚空间物质传送装置→三眼怪 然后 C1 A:黑洞 然后 C1 A:强欲之壶 结束阶段');
    expect(endSteps(three)).toEqual(['return:三眼怪/']);
    expect(three.endPhase![0]!.chain).toBe(1);
    // The judged chain's own step has no chain number.
    expect(askCdb('{回合:A 阶段:主要1 A场:亚空间物质传送装置(盖),三眼怪} C1 A:亚空间物质传送装置→三眼怪 结束阶段').endPhase![0]!.chain).toBeUndefined();
  });

  // Head-judge review s42: 禁忌的圣枪's 「直到回合结束时…不受这张卡以外的魔法·陷阱卡的效果影响」 was dropped once a later chain was written.
  it('[SIT-THEN-CHAIN] a protection for the rest of the turn an earlier chain gave (禁忌的圣枪) still applies: 突进 on that monster does nothing, in the Main Phase and in the Damage Step (its ATK −800 kept)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:三眼怪} C1 A:禁忌的圣枪→三眼怪 然后 C1 A:突进→三眼怪');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.links[0]!.outcome).toBe('no-effect');
    expect(a.stats.find((s) => s.card.name === '三眼怪')?.atk).toBe(200);
    const ds = askCdb('{回合:A 阶段:伤害步骤 攻击:A:三眼怪→B:黑魔术师 A场:三眼怪 B场:黑魔术师} C1 A:禁忌的圣枪→三眼怪 然后 C1 A:突进→三眼怪');
    expect(ds.links[0]!.outcome).toBe('no-effect');
    expect(ds.stats.find((s) => s.card.name === '三眼怪')?.atk).toBe(200);
  });

  it('[SIT-THEN-CHAIN] the other side: another monster, or a monster’s effect (效果遮蒙者), is not kept off; the protected monster that left the field (tributed for 突然变异) and came back (死者苏生) is a new card — 突进 applies', () => {
    const other = askCdb('{回合:A 阶段:主要1 A场:三眼怪,黑魔术师} C1 A:禁忌的圣枪→三眼怪 然后 C1 A:突进→黑魔术师');
    expect(other.links[0]!.outcome).toBe('resolved');
    expect(other.stats.find((s) => s.card.name === '黑魔术师')?.atk).toBe(3200);
    expect(askCdb('{回合:A 阶段:主要1 A场:三眼怪 B手:效果遮蒙者} C1 A:禁忌的圣枪→三眼怪 然后 C1 B:效果遮蒙者→三眼怪').links[0]!.outcome).toBe('resolved');
    const back = askCdb('{回合:A 阶段:主要1 A场:三眼怪 A手:禁忌的圣枪,突进,死者苏生,突然变异} C1 A:禁忌的圣枪→三眼怪 然后 C1 A:突然变异[cost:解放 三眼怪] 然后 C1 A:死者苏生→三眼怪 然后 C1 A:突进→三眼怪');
    expect(back.links[0]!.outcome).toBe('resolved');
    expect(back.stats.find((s) => s.card.name === '三眼怪')?.atk).toBe(1700);
  });

  // Head-judge review s42 (rv3): a compiled protection 「这张卡直到回合结束时不受魔法·陷阱卡的效果影响」 (极神圣帝 奥丁①) kept off every
  // effect once carried to a later chain — its words name only Spells/Traps (CH-UNAFFECTED-EARLIER's reading of whose effects).
  it('[SIT-THEN-CHAIN] a carried protection keeps off only what its words name: after 极神圣帝 奥丁① (Spells/Traps), 突进 does nothing to it, a monster’s effect (效果遮蒙者) negates it; 真闪珖龙 星尘·录① (「其他卡」) keeps off both', () => {
    const odin = '{回合:A 阶段:主要1 A场:极神圣帝 奥丁 B手:效果遮蒙者} C1 A:极神圣帝 奥丁① 然后 C1 ';
    expect(askCdb(odin + 'A:突进→极神圣帝 奥丁').links[0]!.outcome).not.toBe('resolved');
    const veil = askCdb(odin + 'B:效果遮蒙者→极神圣帝 奥丁');
    expect(veil.links[0]!.outcome).toBe('resolved');
    expect(veil.links[0]!.rules).not.toContain('CH-TARGET-UNAFFECTED-LINGERING');
    const sd = '{回合:A 阶段:主要1 A场:真闪珖龙 星尘·录 A墓:星尘龙 B手:效果遮蒙者,突进} C1 A:真闪珖龙 星尘·录① 然后 C1 ';
    const sdVeil = askCdb(sd + 'B:效果遮蒙者→真闪珖龙 星尘·录');
    expect(sdVeil.links[0]!.legal).toBe(true);
    expect(sdVeil.links[0]!.outcome).not.toBe('resolved');
  });
  // Head-judge review s42 (rv3): 「那只自己怪兽的攻击力·守备力上升1500，直到回合结束时不受对方的效果影响」 (沉默之剑) — the protection, its duration alone
  // before it, was read with no card and so protected none.
  it('[SIT-THEN-CHAIN] a protection after a stat change in one sentence (沉默之剑: 「…上升1500，直到回合结束时不受对方的效果影响」) is on the same target: the opponent’s 效果遮蒙者 does nothing to it, its own player’s 突进 applies', () => {
    const sword = '{回合:A 阶段:主要1 A场:沉默剑士 LV3 B手:效果遮蒙者} C1 A:沉默之剑→沉默剑士 LV3 然后 C1 ';
    const veil = askCdb(sword + 'B:效果遮蒙者→沉默剑士 LV3');
    expect(veil.links[0]!.legal).toBe(true);
    expect(veil.links[0]!.outcome).not.toBe('resolved');
    const rush = askCdb(sword + 'A:突进→沉默剑士 LV3');
    expect(rush.links[0]!.outcome).toBe('resolved');
    expect(rush.stats.find((x) => x.card.name === '沉默剑士 LV3')?.atk).toBe(3200);
  });

  // Review s42 (q2): 水物语-浦岛 「直到回合结束时，那只怪兽的效果无效化，攻击力·守备力变成100，不受对方的效果影响」 — the duration opens the
  // sentence, so it is how long each step lasts; read before, only the first step had it and the protection was lost in the next chain.
  it('[SIT-THEN-CHAIN] a duration opening its sentence (水物语-浦岛: 「直到回合结束时，…变成100，不受对方的效果影响」) lasts every step: the other side’s 突进 does nothing to it (ATK stays 100), the effect’s own player’s 突进 applies (100→800)', () => {
    const ura = '{回合:B A墓:水伶女·灯鱼 A场:突进(盖) B场:黑魔术师 B手:突进} C1 A:水物语-浦岛→B:黑魔术师 然后 C1 ';
    const theirs = askCdb(ura + 'B:突进→黑魔术师');
    expect(theirs.links[0]!.legal).toBe(true);
    expect(theirs.links[0]!.outcome).not.toBe('resolved');
    expect(theirs.stats.find((x) => x.card.name === '黑魔术师')?.atk).toBe(100);
    const own = askCdb(ura + 'A:突进→黑魔术师');
    expect(own.links[0]!.outcome).toBe('resolved');
    expect(own.stats.find((x) => x.card.name === '黑魔术师')?.atk).toBe(800);
  });

  // Review s42 (q2): the same for 「这个回合，」 opening the sentence (炼狱的死徒 「这个回合，那只自己怪兽不受对方的效果影响」).
  it('[SIT-THEN-CHAIN] 「这个回合，」 opening its sentence (炼狱的死徒) lasts the protection into the next chain: the opponent’s 突进 does nothing to that monster, its own player’s 突进 applies (2800→3700)', () => {
    const purg = '{回合:A 阶段:主要1 A场:狱火机·拿玛,突进(盖) B场:突进(盖)} C1 A:炼狱的死徒→狱火机·拿玛 然后 C1 ';
    const theirs = askCdb(purg + 'B:突进→狱火机·拿玛');
    expect(theirs.links[0]!.legal).toBe(true);
    expect(theirs.links[0]!.outcome).not.toBe('resolved');
    const own = askCdb(purg + 'A:突进→狱火机·拿玛');
    expect(own.links[0]!.outcome).toBe('resolved');
    expect(own.stats.find((x) => x.card.name === '狱火机·拿玛')?.atk).toBe(3700);
  });

  // Head-judge review s42: the return of 「直到结束阶段除外」 was done in the End Phase but not listed under the earlier chain's `delayed`.
  it('[SIT-THEN-CHAIN] an earlier chain that banished a monster until the End Phase (亚空间物质传送装置) lists its return under `delayed` (CH-DELAYED); one whose target left the field first (强制脱出装置), or whose activation was negated, lists none', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:亚空间物质传送装置(盖),三眼怪} C1 A:亚空间物质传送装置→三眼怪 然后 C1 A:旋风');
    expect(a.earlierChains![0]!.delayed?.map((d) => [d.link, d.card.name, d.phase])).toEqual([[1, '亚空间物质传送装置', 'end-phase']]);
    expect(String(a.earlierChains![0]!.delayed![0]!.what)).toContain('三眼怪');
    expect(a.earlierChains![0]!.delayed![0]!.rules).toEqual(expect.arrayContaining(['CH-DELAYED', 'CH-TEMP-BANISH-RETURN']));
    // One chain alone lists it too.
    expect(askCdb('{回合:A 阶段:主要1 A场:亚空间物质传送装置(盖),三眼怪} C1 A:亚空间物质传送装置→三眼怪').delayed?.map((d) => d.card.name)).toEqual(['亚空间物质传送装置']);
    const left = askCdb('{回合:A 阶段:主要1 A场:亚空间物质传送装置(盖),三眼怪 B场:强制脱出装置(盖)} C1 A:亚空间物质传送装置→三眼怪 C2 B:强制脱出装置→三眼怪 然后 C1 A:旋风');
    expect(left.earlierChains![0]!.delayed).toBeUndefined();
    const negated = askCdb('{回合:A 阶段:主要1 A场:亚空间物质传送装置(盖),三眼怪 B场:神之宣告(盖)} C1 A:亚空间物质传送装置→三眼怪 C2 B:神之宣告 然后 C1 A:旋风');
    expect(negated.earlierChains![0]!.delayed).toBeUndefined();
  });

  it('[SIT-THEN-CHAIN] the other side: a card an earlier chain banished for a while that a later chain moved (来自异次元的埋葬 to the GY) is a new card — the return finds nothing; a scope step (刀皇-都牟羽沓薙①) is done once, not also read again from the history', () => {
    const left = askCdb('{回合:A 阶段:主要1 A场:亚空间物质传送装置(盖),三眼怪 A手:来自异次元的埋葬} C1 A:亚空间物质传送装置→三眼怪 然后 C1 A:来自异次元的埋葬→三眼怪 结束阶段');
    expect(left.endPhase?.length).toBe(1);
    expect(left.endPhase![0]!.done).toEqual([]);
    expect(left.events.some((e) => e.type === 'sent-to-gy' && e.cards.some((c) => c.name === '三眼怪'))).toBe(true);
    const once = askCdb('{回合:A 阶段:主要1 A场:刀皇-都牟羽沓薙 A墓:三眼怪 B场:青眼白龙 B除外:黑魔术师} C1 A:刀皇-都牟羽沓薙① 然后 C1 A:旋风 结束阶段');
    expect(once.endPhase?.length).toBe(1);
    expect(once.endPhase![0]!.done.map((c) => c.name)).toEqual(expect.arrayContaining(['三眼怪', '青眼白龙', '黑魔术师']));
  });

  it('[SIT-THEN-CHAIN] what an earlier chain left for later and for the rest of the turn (浑身一击: 「这个回合，…」) is listed with that chain, not lost once a later chain is written; a chain that left none lists none', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:三眼怪 A手:浑身一击 B场:旋风(盖)} C1 A:浑身一击→三眼怪 然后 C1 B:旋风');
    const one = askCdb('{回合:A 阶段:主要1 A场:三眼怪 A手:浑身一击} C1 A:浑身一击→三眼怪');
    expect(one.lasting?.length).toBeGreaterThan(0);
    const said = (xs: { link: number; card: { name: string }; what: unknown }[] | undefined) => (xs ?? []).map((x) => `C${x.link} ${x.card.name}: ${String(x.what)}`);
    expect(said(a.earlierChains![0]!.lasting)).toEqual(said(one.lasting));
    expect(said(a.earlierChains![0]!.delayed)).toEqual(said(one.delayed));
    expect(said(a.earlierChains![0]!.lasting).length).toBe(1);
    expect(renderChainText(a, 'zh-CN')).toMatch(/之前的第1个连锁[^]*这个回合持续: C1 浑身一击[^]*\n\n连锁/);
    const none = askCdb('{回合:A 阶段:主要1 B场:青眼白龙} C1 A:黑洞 然后 C1 A:旋风');
    expect(none.earlierChains![0]!.lasting).toBeUndefined();
    expect(none.earlierChains![0]!.delayed).toBeUndefined();
  });

  it('[SIT-THEN-CHAIN] an unknown card in the second chain is an error pointing at it', () => {
    const input = 'C1 A:黑洞 然后 C1 A:完全没有这张卡的名字';
    const a = cdbJudge().chain(input, { lang: 'zh-CN' });
    expect(a.ok).toBe(false);
    if (!a.ok) expect(a.error.offset).toBe(input.indexOf('完全'));
  });
});
