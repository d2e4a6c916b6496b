// The newer-than-cdb cards of src/cards/curated/newer/c03-resistance-newer.ts written as text (textCard): the compiler's reading must be
// what the card does in the rulings that use them (docs/c02, docs/c03 chapters).
import { describe, expect, it } from 'vitest';
import { lookup } from './newer-lookup.js';
import { c03ResistanceNewerCards } from '../../src/cards/curated/newer/c03-resistance-newer.js';
import { textCard } from '../../src/cards/curated/dsl.js';
import { ask, haveData, refJudge } from '../reference/judge.js';

const { effect } = lookup(c03ResistanceNewerCards);

describe('newer cards written as text', () => {
  it('every text card is read (no unknown card)', () => {
    for (const c of c03ResistanceNewerCards) if (c.text !== undefined) expect(c.source, c.name).toBe('inferred');
  });

  it('俱舍怒威族的准备②: an optional trigger on the opponent activating a Trap, while a 「俱舍怒威族」 monster is on my field; a face-down banish', () => {
    const e = effect('俱舍怒威族的准备', 2);
    expect(e).toMatchObject({ kind: 'trigger', mandatory: false, trigger: { event: 'activated', subject: { kind: 'trap', side: 'opponent' } } });
    expect(e.condition).toEqual([expect.objectContaining({ is: 'exists', filter: expect.objectContaining({ archetype: '俱舍怒威族', kind: 'monster', side: 'self' }) })]);
    expect(e.does?.map((a) => a.do)).toContain('banish');
  });

  it('[CMP-CANNOT-BE-BANISHED-BY-OPPONENT] 「自己场上的「X」不能用对方的效果除外」: the named card on its controller’s field, from the opponent’s effects only (an archetype’s 「…「X」怪兽不能除外」 keeps no such limit)', () => {
    expect(effect('霸王门之魔术师', 1)).toMatchObject({ kind: 'continuous', does: [{ do: 'cannot-be-banished', what: { filter: { names: ['霸王龙 扎克'], side: 'self', place: 'field' } }, fromCards: { side: 'opponent' } }] });
    const other = textCard({ id: 999401, name: '测试不能除外', type: 'spell continuous', text: '①：只要这张卡在魔法与陷阱区域存在，自己场上的「光道」怪兽不能除外。' });
    const x = other.effects.find((e) => e.n === 1)!.does[0]!;
    expect(x).toMatchObject({ do: 'cannot-be-banished', what: { filter: { archetype: '光道' } } });
    expect(x.fromCards).toBeUndefined();
  });
  it('[CMP-DESTROY-AND-BANISH-ALL] 「…全部破坏并除外」: the banish acts on the cards the destruction moved (`moved`, by destroy), not on the field; a plain 「…全部除外」 is untouched', () => {
    const d = textCard({ id: 999402, name: '测试破坏并除外', type: 'spell', text: '①：对方场上的怪兽全部破坏并除外。' }).effects.find((e) => e.n === 1)!.does;
    expect(d.map((a) => a.do)).toEqual(['destroy', 'banish']);
    expect(d[1]).toMatchObject({ what: 'moved', movedBy: 'destroy' });
    const b = textCard({ id: 999403, name: '测试全部除外', type: 'spell', text: '①：对方场上的怪兽全部除外。' }).effects.find((e) => e.n === 1)!.does;
    expect(b[0]).toMatchObject({ do: 'banish', what: { scope: 'all' } });
  });
  it('[CMP-HELD-MATERIAL-GRANTS] 「持有这张卡作为素材中的「X」超量怪兽得到以下效果」: granted (grantsSummoned) to an Xyz Monster of that archetype, not this card’s own; the 「原本种族是…」 wording is left as it was', () => {
    expect(effect('护宝炮妖船长 尾宿五', 3)).toMatchObject({ kind: 'continuous', does: [], grantsSummoned: { method: 'xyz', archetype: '护宝炮妖', effects: [{ kind: 'continuous', does: [{ do: 'modify-stats', what: 'self', stat: 'atk' }] }] } });
    const other = textCard({ id: 999404, name: '测试种族素材', type: 'monster effect', text: '②：持有这张卡作为素材中的原本种族是机械族的超量怪兽得到以下效果。\n●这张卡不会被效果破坏。' });
    expect(other.effects.some((e) => e.grantsSummoned)).toBe(false);
  });
});

describe.skipIf(!haveData)('newer cards in play', () => {
  it('[CMP-CANNOT-BE-BANISHED-BY-OPPONENT] 霸王门之魔术师 in my Pendulum Zone: the opponent’s 破坏剑一闪 (all of my monsters banished, no target) leaves my 霸王龙 扎克; without 霸王门之魔术师, or 霸王门之魔术师 in the banisher’s own Pendulum Zone, it is banished', () => {
    refJudge();
    const input = (a: string, b: string) => `{回合:B 阶段:主要1 A场:${a} B场:龙破坏的剑士-破坏之剑士,${b}} C1 B:破坏剑一闪`;
    const banished = (s: string) => ask(s).events.filter((e) => e.type === 'banished').flatMap((e) => e.cards.map((c) => c.name)).sort();
    const mine = banished(input('霸王龙 扎克,三眼怪,霸王门之魔术师(灵摆右)', '破坏剑一闪(盖)'));
    expect(mine).toContain('三眼怪');
    expect(mine).not.toContain('霸王龙 扎克');
    expect(banished(input('霸王龙 扎克,三眼怪', '破坏剑一闪(盖)'))).toEqual(['三眼怪', '霸王龙 扎克'].sort());
    expect(banished(input('霸王龙 扎克,三眼怪', '破坏剑一闪(盖),霸王门之魔术师(灵摆右)'))).toContain('霸王龙 扎克');
  });
  it('[CMP-DESTROY-AND-BANISH-ALL] 破坏龙 甘多拉① destroys every other card on the field, then banishes those cards from the GY (a Set Trap and a monster alike)', () => {
    refJudge();
    const a = ask('{回合:A 阶段:主要1 A场:破坏龙 甘多拉 B场:三眼怪,魂之纲(盖)} C1 A:破坏龙 甘多拉①');
    const of = (t: string) => a.events.filter((e) => e.type === t).flatMap((e) => e.cards.map((c) => c.name)).sort();
    expect(of('destroyed')).toEqual(['三眼怪', '魂之纲'].sort());
    expect(of('banished')).toEqual(['三眼怪', '魂之纲'].sort());
  });
  it('[CMP-HELD-MATERIAL-GRANTS] 护宝炮妖船长 尾宿五 held by the 「护宝炮妖」 Xyz 护宝炮妖欢乐制造机 (`素材:`): 1100 → 1600 ATK; held by No.39 希望皇 霍普 (no 「护宝炮妖」) nothing changes', () => {
    refJudge();
    const atk = (s: string) => ask(s).stats?.find((l) => l.card.name === s.slice(s.indexOf('A场:') + 3, s.indexOf('(')))?.atk;
    expect(atk('{回合:A A场:护宝炮妖欢乐制造机(素材:护宝炮妖船长 尾宿五+三眼怪)} 攻守计算')).toBe(1600);
    expect(atk('{回合:A A场:No.39 希望皇 霍普(素材:护宝炮妖船长 尾宿五+三眼怪)} 攻守计算')).toBeUndefined();
  });
  it('[CH-SUMMON-NEGATE-CANNOT-BANISH] 科技属 戟炮手/爆裂体① against the summon of 光道魔术师 丽拉 under 光道雅典娜 密涅瓦 (its 「光道」 monsters cannot be banished on the field): not with nothing else to banish; with a Special Summoned 三眼怪 of that side it can, banishing only 三眼怪; without 密涅瓦 it banishes 丽拉', () => {
    refJudge();
    const input = (field: string) => `{回合:A 阶段:主要1 A场:${field} A手:光道魔术师 丽拉 B场:科技属 戟炮手/爆裂体} 召唤 光道魔术师 丽拉 C1 B:科技属 戟炮手/爆裂体①`;
    expect(ask(input('光道雅典娜 密涅瓦')).links[0]?.legal).toBe(false);
    const other = ask(input('光道雅典娜 密涅瓦,三眼怪(特殊召唤)'));
    expect(other.links[0]?.legal).toBe(true);
    const out = (a: typeof other) => a.events.filter((e) => e.type === 'banished').flatMap((e) => e.cards.map((c) => c.name));
    expect(out(other)).toEqual(['三眼怪']);
    expect(out(ask('{回合:A 阶段:主要1 A手:光道魔术师 丽拉 B场:科技属 戟炮手/爆裂体} 召唤 光道魔术师 丽拉 C1 B:科技属 戟炮手/爆裂体①'))).toEqual(['光道魔术师 丽拉']);
    // A Flip Summon negated so: the protected monster goes to the GY by rule, the other is banished.
    const flip = ask('{回合:A 阶段:主要1 A场:光道雅典娜 密涅瓦,光道魔术师 丽拉(盖),三眼怪(特殊召唤) B场:科技属 戟炮手/爆裂体} 反转召唤 光道魔术师 丽拉 C1 B:科技属 戟炮手/爆裂体①');
    expect(flip.events.filter((e) => e.type === 'sent-to-gy').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['光道魔术师 丽拉']);
    expect(out(flip)).toEqual(['三眼怪']);
  });
});
