// How a monster was summoned (issue 16, FD-SUMMON-MEMORY): the situation states `(上级召唤)` `(同调召唤)`
// `(特殊召唤)` `(从墓地特召)` …, what survives 变里侧 / 一时除外 (src/engine/game/memory.ts), and the card
// texts that read it — 「上级召唤的这张卡存在的场合」, 「同调召唤的这张卡被破坏…时」, 「通常召唤的怪兽」
// (src/cards/compile/summon-memory.ts). Cards read from cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';
import { parseNotation, printNotation } from '../../src/notation/index.js';
import { offFieldStates, remembered, summonedAs, summonedFrom } from '../../src/engine/game/memory.js';
import { compileEffects } from '../../src/cards/compile/index.js';
import { textCard } from '../../src/cards/curated/dsl.js';
import { judgeWith } from './build.js';

describe('how a monster was summoned, in the notation and in memory', () => {
  it('[FD-SUMMON-MEMORY] summon states parse, keep their order with 变里侧/一时除外, and print back', () => {
    const r = parseNotation('{A场:幻龙星-嘲风(同调召唤,变里侧),三眼怪(从墓地特召,一时除外)} C1 A:雷击');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const zone = r.tree.situation!.items.find((i) => i.kind === 'zone');
    expect(zone?.kind === 'zone' && zone.cards.map((c) => c.states)).toEqual([
      ['synchro-summoned', 'turned-face-down'],
      ['summoned-from-gy', 'banished-and-back'],
    ]);
    const printed = printNotation(r.tree);
    expect(printed).toContain('(同调召唤,变里侧)');
    expect(printed).toContain('(从墓地特召,一时除外)');
  });

  it('[FD-SUMMON-MEMORY] how it was summoned survives both markers; a Flip Summon neither; a Pendulum Summon and "from where" only a temporary banishment', () => {
    const after = (states: Parameters<typeof remembered>[0]) => remembered(states);
    expect(summonedAs(after(['tribute-summoned', 'turned-face-down']), 'tribute')).toBe(true);
    expect(summonedAs(after(['tribute-summoned', 'banished-and-back']), 'normal')).toBe(true);
    expect(summonedAs(after(['xyz-summoned', 'turned-face-down']), 'special')).toBe(true);
    expect(summonedAs(after(['flip-summoned', 'banished-and-back']), 'flip')).toBe(false);
    expect(summonedAs(after(['flip-summoned', 'turned-face-down']), 'flip')).toBe(false);
    expect(summonedAs(after(['pendulum-summoned', 'turned-face-down']), 'pendulum')).toBe(false);
    expect(summonedAs(after(['pendulum-summoned', 'banished-and-back']), 'pendulum')).toBe(true);
    expect(summonedFrom(after(['summoned-from-gy', 'turned-face-down']), 'gy')).toBe(false);
    expect(summonedFrom(after(['summoned-from-gy', 'banished-and-back']), 'gy')).toBe(true);
    // Summoned face-down from the GY and flipped since: flipping loses nothing.
    expect(summonedFrom(after(['summoned-from-gy', 'set']), 'gy')).toBe(true);
  });

  it('[FD-SUMMON-MEMORY] off the Monster Zone a card keeps no summon information, only that it was properly summoned', () => {
    expect(offFieldStates(['synchro-summoned', 'used'])).toEqual(['used', 'properly-summoned']);
    expect(offFieldStates(['special-summoned'])).toEqual([]);
    expect(offFieldStates(['synchro-summoned', 'not-properly-summoned'])).toEqual(['not-properly-summoned']);
  });

  it('[FD-SUMMON-MEMORY] the compiler reads 「上级召唤的这张卡存在的场合」 as a condition and 「同调召唤的这张卡被…破坏…时」 as the trigger’s subject', () => {
    const monster = { kind: 'monster', subtypes: ['effect'] } as unknown as Parameters<typeof compileEffects>[1];
    const [cond] = compileEffects('①：上级召唤的这张卡存在的场合，以场上1张卡为对象才能发动。那张卡破坏。', monster);
    expect(cond!.condition).toEqual([{ is: 'exists', filter: { self: true, place: 'monster', faceUp: true, summoned: 'tribute' } }]);
    const [trig] = compileEffects('①：同调召唤的这张卡被战斗·效果破坏送去墓地时才能发动。从卡组把1只调整加入手卡。', monster);
    expect(trig!.trigger?.subject).toMatchObject({ self: true, summoned: 'synchro' });
    const [all] = compileEffects('①：这张卡同调召唤成功时发动。场上的通常召唤的怪兽全部破坏。', monster);
    expect(all!.does[0]).toMatchObject({ do: 'destroy', what: { filter: { summoned: 'normal' } } });
  });
});

describe.skipIf(!haveCards)('rulings that read how a monster was summoned', () => {
  const link = (input: string, n = 1) => askCdb(input).links.find((l) => l.n === n)!;

  it('[FD-SUMMON-MEMORY] 「上级召唤的这张卡存在的场合」: legal for a Tribute Summoned one, also after 变里侧; not for a Special Summoned one', () => {
    const input = (states: string) => `{回合:A 阶段:主要1 A场:真龙剑皇 卓辉星·拼图(${states}) A墓:技能抽取 B场:三眼怪} C1 A:真龙剑皇 卓辉星·拼图②→三眼怪`;
    expect(link(input('上级召唤')).legal).toBe(true);
    expect(link(input('上级召唤,变里侧')).legal).toBe(true);
    expect(link(input('特殊召唤')).legal).toBe(false);
  });

  it('[FD-SUMMON-MEMORY] 「同调召唤的这张卡被破坏时」: the trigger comes for a Synchro Summoned one (also turned face-down since), not for one only said Special Summoned', () => {
    const names = (input: string) => askCdb(input).window.triggers.map((t) => t.card.name);
    expect(names('{回合:A 阶段:主要1 A场:幻龙星-嘲风(同调召唤,变里侧)} 破坏 幻龙星-嘲风 (效果)')).toContain('幻龙星-嘲风');
    expect(names('{回合:A 阶段:主要1 A场:幻龙星-嘲风(特殊召唤)} 破坏 幻龙星-嘲风 (效果)')).not.toContain('幻龙星-嘲风');
  });

  it('[FD-SUMMON-MEMORY] 「特殊召唤的怪兽」 and 「通常召唤的怪兽」 read the states: a Special Summoned monster banished and back is still one', () => {
    const destroyed = (input: string) => askCdb(input).events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));
    expect(destroyed('{回合:A 阶段:主要1 A场:升灵术师 奘玄 B场:三眼怪(特殊召唤,一时除外),黑魔术师(通常召唤)} C1 A:升灵术师 奘玄①')).toEqual(['三眼怪']);
    expect(destroyed('{回合:A 阶段:主要1 A场:欧米伽大日 B场:三眼怪(特殊召唤),黑魔术师(通常召唤,变里侧)} C1 A:欧米伽大日①')).toEqual(['黑魔术师']);
  });

  it('[FD-SUMMON-MEMORY] an Extra Deck monster on the field whose summon is not written is taken as summoned by its own method, and the answer says so', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:异色眼绝零龙(盖)} C1 B:黑洞');
    expect(a.window.triggers.map((t) => t.card.name)).toContain('异色眼绝零龙');
    expect(a.assumptions.join('\n')).toContain('假定是超量召唤的');
    // Written otherwise, no guess: summoned by an effect ignoring its conditions.
    const b = askCdb('{回合:B 阶段:主要1 A场:异色眼绝零龙(未正规出场,盖)} C1 B:黑洞');
    expect(b.window.triggers.map((t) => t.card.name)).not.toContain('异色眼绝零龙');
  });

  it('[NOTE-SUMMON-MATERIALS] `同调召唤 X 素材 Y,Z` sends the materials to the GY first, then the monster is Synchro Summoned: a material’s 「被送去墓地的场合」 trigger is offered', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:废品同调士,元素英雄 影雾女郎} 同调召唤 黑蔷薇龙 素材 废品同调士, 元素英雄 影雾女郎'); // 3 + 4 = level 7 (SIT-SUMMON-MATERIALS)
    expect(a.window.triggers.map((t) => t.card.name)).toContain('元素英雄 影雾女郎');
    expect(a.events.filter((e) => e.type === 'sent-to-gy').flatMap((e) => e.cards.map((c) => c.name)).sort()).toEqual(['元素英雄 影雾女郎', '废品同调士'].sort());
    expect(a.events.find((e) => e.type === 'special-summoned')?.cards.map((c) => c.name)).toEqual(['黑蔷薇龙']);
  });

  it('[NOTE-SUMMON-MATERIALS] a Token cannot be Xyz Material: the Xyz Summon is refused with a clear message', () => {
    const a = cdbJudge().chain('{回合:A 阶段:主要1 A场:羊衍生物,三眼怪} 超量召唤 No.39 希望皇 霍普 素材 羊衍生物, 三眼怪', { lang: 'zh-CN' });
    expect(a.ok).toBe(false);
    if (a.ok) return;
    expect(a.error.message).toContain('衍生物「羊衍生物」不能作为超量素材');
  });
});

describe('summons written with their materials, in the notation', () => {
  it('[NOTE-SUMMON-MATERIALS] 融合/同调/超量/连接/仪式召唤 parse as a Special Summon by that method with its materials, and print back', () => {
    const r = parseNotation('{回合:A} 超量召唤 No.39 希望皇 霍普 素材 三眼怪, 黑魔术师');
    expect(r.ok).toBe(true);
    if (!r.ok || r.tree.kind !== 'action') return;
    expect(r.tree.action).toMatchObject({ verb: 'special-summon', how: 'xyz' });
    expect(r.tree.action.tributes).toHaveLength(2);
    expect(printNotation(r.tree)).toContain('超量召唤 No.39 希望皇 霍普 素材 三眼怪, 黑魔术师');
  });

  it('[NOTE-SUMMON-MATERIALS] materials after 解放, or 素材 after a Tribute Summon, are a precise error', () => {
    const a = parseNotation('同调召唤 星尘龙 解放 废品同调士, 三眼怪');
    expect(a.ok).toBe(false);
    if (!a.ok) expect(a.error.message.zh).toContain('素材');
    const b = parseNotation('上级召唤 光帝 克赖斯 素材 三眼怪');
    expect(b.ok).toBe(false);
  });

  it('[FD-SUMMONED-BY-ITSELF] 自身特召 parses; it is lost when turned face-down, kept when banished and back; the compiler reads 「这张卡的①的效果·方法特殊召唤的这张卡」 on the trigger subject', () => {
    const r = parseNotation('{A场:临时保险三角龙装(自身特召,一时除外)} C1 A:雷击');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(printNotation(r.tree)).toContain('(自身特召,一时除外)');
    expect(remembered(['summoned-by-itself', 'turned-face-down'])).not.toContain('summoned-by-itself');
    expect(remembered(['summoned-by-itself', 'banished-and-back'])).toContain('summoned-by-itself');
    // A summon by itself is a Special Summon, but not a proper one for 苏生限制.
    expect(summonedAs(['summoned-by-itself'], 'special')).toBe(true);
    expect(offFieldStates(['summoned-by-itself'])).not.toContain('properly-summoned');
    const [, second] = compileEffects('①：这张卡可以支付3000基本分从手卡特殊召唤。\n②：这张卡的①的方法特殊召唤的这张卡被对方破坏的场合发动。自己回复5000基本分。', { kind: 'monster', subtypes: ['effect'] } as Parameters<typeof compileEffects>[1]);
    expect(second!.trigger?.subject).toMatchObject({ self: true, summonedByItself: true });
  });

  it('[FD-SUMMON-MEMORY] an Equip Spell’s 「通常召唤的怪兽才能装备」 is the filter of the monster its activation targets', () => {
    const spell = { kind: 'spell', subtypes: ['equip'] } as unknown as Parameters<typeof compileEffects>[1];
    const [act] = compileEffects('通常召唤的怪兽才能装备。\n①：装备怪兽的攻击力上升1000。', spell);
    expect(act!.targets?.filter).toMatchObject({ kind: 'monster', summoned: 'normal' });
    const [plain] = compileEffects('①：装备怪兽的攻击力上升1000。', spell);
    expect(plain!.targets?.filter.summoned).toBeUndefined();
  });

  it('[FD-SUMMONED-BY-ITSELF] a continuous effect whose subject is 「这张卡的①的方法特殊召唤的这张卡」 holds on that memory; an old text’s 「此外，这个方法特殊召唤的这张卡…的场合才能发动」 is an activated effect of its own', () => {
    const monster = { kind: 'monster', subtypes: ['effect'] } as unknown as Parameters<typeof compileEffects>[1];
    const [, cont] = compileEffects('①：这张卡可以把自己场上1只怪兽解放，从手卡特殊召唤。\n②：这张卡的①的方法特殊召唤的这张卡向守备表示怪兽攻击的场合，给与攻击力超过那个守备力的数值的战斗伤害。', monster);
    expect(cont!.kind).toBe('continuous');
    expect(cont!.condition).toContainEqual({ is: 'exists', filter: { self: true, place: 'monster', faceUp: true, summonedByItself: true } });
    // Without the summon named, no such condition.
    const [plain] = compileEffects('①：这张卡向守备表示怪兽攻击的场合，给与攻击力超过那个守备力的数值的战斗伤害。', monster);
    expect(plain!.condition ?? []).not.toContainEqual(expect.objectContaining({ filter: expect.objectContaining({ summonedByItself: true }) }));
    const old = compileEffects('这张卡不能通常召唤。把自己墓地1只怪兽从游戏中除外的场合可以特殊召唤。此外，这个方法特殊召唤的这张卡被对方破坏送去墓地的场合才能发动。自己从卡组抽1张卡。', monster);
    const trig = old.find((e) => e.kind === 'trigger');
    expect(trig?.trigger?.subject).toMatchObject({ self: true, summonedByItself: true });
    expect(trig?.trigger?.causedBy).toBe('opponent');
  });
  it('[FD-SUMMONED-BY-ITSELF] a ● granted to this card summoned by its own procedure (「上记的方法特殊召唤的这张卡得到以下效果。●…」) holds on that memory: usable after a temporary banishment, not once turned face-down nor when summoned otherwise', () => {
    const monster = { kind: 'monster', subtypes: ['effect'] } as unknown as Parameters<typeof compileEffects>[1];
    const es = compileEffects('「测试骑士」怪兽＋「测试兽」怪兽\n把自己场上的上记卡除外的场合才能特殊召唤。\n①：上记的方法特殊召唤的这张卡得到以下效果。\n●1回合1次，以场上1张卡为对象才能发动。那张卡破坏。', monster);
    expect(es.find((e) => e.kind === 'ignition')?.condition).toContainEqual({ is: 'exists', filter: { self: true, place: 'monster', faceUp: true, summonedByItself: true } });
    if (!haveCards) return;
    const negate = (s: string) => askCdb(`{回合:B 阶段:主要1 A场:圣灵兽骑 地火狮(${s}) A手:灵兽使 文} C1 B:雷击 C2 A:圣灵兽骑 地火狮 [cost:除外 灵兽使 文]`).links[1]!;
    expect(negate('自身特召').legal).toBe(true);
    expect(negate('自身特召,一时除外').legal).toBe(true);
    expect(negate('自身特召,变里侧').legal).toBe(false);
    expect(negate('特殊召唤').legal).toBe(false);
  });
  it('[FD-SUMMONED-BY-ITSELF] 「这张卡的效果让这张卡特殊召唤成功的战斗阶段才能发动」 (疾行机人 OMK口香糖②): only while it remembers its own summon this turn — not summoned otherwise, not banished and back', () => {
    const monster = { kind: 'monster', subtypes: ['effect'] } as unknown as Parameters<typeof compileEffects>[1];
    const [, e] = compileEffects('①：自己受到伤害的场合才能发动。这张卡从手卡特殊召唤。\n②：这张卡的效果让这张卡特殊召唤成功的回合才能发动。自己从卡组抽1张。', monster);
    expect(e!.condition).toEqual(expect.arrayContaining([{ is: 'self-state', state: 'summoned-this-turn' }, { is: 'exists', filter: { self: true, place: 'monster', faceUp: true, summonedByItself: true } }]));
    if (!haveCards) return;
    const legal = (s: string) => askCdb(`{回合:A 阶段:战斗阶段 A场:疾行机人 OMK口香糖(${s}),疾风鸟人 乔} C1 A:疾行机人 OMK口香糖②`).links[0]!.legal;
    expect(legal('自身特召,本回合特召')).toBe(true);
    expect(legal('特殊召唤,本回合特召')).toBe(false);
    expect(legal('自身特召,本回合特召,一时除外')).toBe(false);
  });
});


describe('which card summoned a monster (由X), in the notation, in memory and in card text', () => {
  it('[FD-SUMMONED-BY] `由X` parses and prints back; it is forgotten when the monster is turned face-down or banished and back, and off the field', () => {
    const r = parseNotation('{B场:三眼怪(由过早的埋葬),黑魔术师(由过早的埋葬的效果,一时除外)} C1 A:雷击');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const zone = r.tree.situation!.items.find((i) => i.kind === 'zone');
    expect(zone?.kind === 'zone' && zone.cards.map((c) => [c.summonedBy, c.states])).toEqual([
      ['过早的埋葬', ['summoned-by-card']],
      ['过早的埋葬', ['summoned-by-card', 'banished-and-back']],
    ]);
    expect(printNotation(r.tree)).toContain('(由过早的埋葬)');
    expect(remembered(['summoned-by-card', 'turned-face-down'])).not.toContain('summoned-by-card');
    expect(remembered(['summoned-by-card', 'banished-and-back'])).not.toContain('summoned-by-card');
    expect(offFieldStates(['special-summoned', 'summoned-by-card'])).not.toContain('summoned-by-card');
    // 由自身特召 is still its own summon, not a card's name.
    const own = parseNotation('{A场:三眼怪(由自身特召)} C1 A:雷击');
    expect(own.ok && own.tree.situation!.items.some((i) => i.kind === 'zone' && i.cards[0]!.states.includes('summoned-by-itself'))).toBe(true);
  });

  it('[FD-SUMMONED-BY] 「「X」的效果特殊召唤的怪兽」「用「X」苏生的怪兽」 read as the card that summoned it, not a monster named X', () => {
    const [e] = compileEffects('①：场上的「过早的埋葬」的效果特殊召唤的怪兽全部破坏。', { kind: 'trap', subtypes: [] } as never);
    expect(e!.does[0]!.what).toMatchObject({ filter: { summonedBy: '过早的埋葬' }, scope: 'all' });
    expect(JSON.stringify(e!.does[0]!.what)).not.toContain('names');
  });
});

describe.skipIf(!haveCards)('a card that acts on the monsters another card summoned', () => {
  it('[FD-SUMMONED-BY] an effect on 「「过早的埋葬」的效果特殊召唤的怪兽」 takes only the monsters that still remember that summon: not one banished and back or turned face-down since, not one another card summoned', () => {
    const trap = textCard({ id: 990301, name: '测试埋葬清算', type: 'trap', text: '①：场上的「过早的埋葬」的效果特殊召唤的怪兽全部破坏。' });
    const a = judgeWith('{回合:A 阶段:主要1 B场:三眼怪(由过早的埋葬),黑魔术师(由过早的埋葬,一时除外),青眼白龙(由过早的埋葬,变里侧,盖),死灵骑士(由死者苏生) A场:测试埋葬清算(盖)} C1 A:测试埋葬清算', [trap]);
    expect(a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['三眼怪']);
  });
});

describe.skipIf(!haveCards)('a card text naming how this card was summoned', () => {
  it('[FD-SUMMON-MEMORY] 「这张卡是已通常召唤的场合才能发动」 (分段龙③) is a condition on this card’s summon: Normal Summoned it may be activated, Special Summoned it may not', () => {
    const sit = (s: string) => askCdb(`{回合:A 阶段:主要1 A场:分段龙(${s}) B场:青眼白龙} C1 A:分段龙③`).links[0]!.legal;
    expect(sit('通常召唤')).toBe(true);
    expect(sit('通常召唤,一时除外')).toBe(true);
    expect(sit('特殊召唤')).toBe(false);
    const [e] = compileEffects('①：1回合1次，这张卡是已融合召唤的场合才能发动。这张卡的攻击力上升500。', { kind: 'monster', subtypes: ['effect', 'fusion'] } as never);
    expect(e!.condition).toEqual([{ is: 'exists', filter: { self: true, place: 'monster', faceUp: true, summoned: 'fusion' } }]);
  });

  it('[FD-SUMMON-MEMORY] a battle-damage change whose subject is 「超量召唤的这张卡」 (抒情歌鸲-吟诵椋鸟③) holds only while the card remembers that summon: stated Special Summoned otherwise, the opponent takes nothing', () => {
    const damage = (s: string) => askCdb(`{回合:A 阶段:伤害计算 A场:抒情歌鸲-吟诵椋鸟(${s}) B场:青眼白龙 攻击:A:抒情歌鸲-吟诵椋鸟→B:青眼白龙} 伤害计算`).battle?.damage;
    expect(damage('超量召唤')).toEqual({ A: 3000, B: 3000 });
    expect(damage('特殊召唤')).toEqual({ A: 3000, B: 0 });
  });

  it('[FD-SUMMONED-BY-ITSELF] 「只要这个方法特殊召唤的这张卡在怪兽区域存在，…」 of a monster that cannot be Normal Summoned holds while it remembers its own procedure (kept banished and back, lost face-down); of one that can, the clause is not read as that summon', () => {
    const text = (lead: string) => `${lead}①：只要这个方法特殊召唤的这张卡在怪兽区域存在，对方场上的怪兽的攻击力下降500。`;
    const own = textCard({ id: 990311, name: '测试自身程序龙', type: 'monster effect', level: 8, atk: 2500, def: 2000, text: text('这张卡不能通常召唤。把自己场上2只怪兽解放的场合才能特殊召唤。\n') });
    const atk = (s: string) => judgeWith(`{回合:A A场:测试自身程序龙(${s}) B场:青眼白龙} 攻守计算`, [own]).stats?.find((l) => l.card.name === '青眼白龙')?.atk ?? 3000;
    expect(atk('自身特召')).toBe(2500);
    expect(atk('自身特召,一时除外')).toBe(2500);
    expect(atk('自身特召,变里侧')).toBe(3000);
    expect(atk('特殊召唤')).toBe(3000);
    const plain = textCard({ id: 990312, name: '测试可通召龙', type: 'monster effect', level: 4, atk: 1500, def: 1000, text: text('把自己场上1只怪兽解放的场合可以从手卡特殊召唤。\n') });
    expect(plain.effects.find((e) => e.kind === 'continuous')?.condition ?? []).not.toContainEqual(expect.objectContaining({ filter: expect.objectContaining({ summonedByItself: true }) }));
  });
});

describe.skipIf(!haveCards)('a card text naming the card whose effect summoned this card', () => {
  it('[FD-SUMMONED-BY-SELF] 「只要「剑斗兽」怪兽的效果特殊召唤的这张卡在怪兽区域存在，…」 holds while this card remembers a 剑斗兽 card summoned it: kept banished and back, lost face-down; another card’s summon does not count', () => {
    const beast = textCard({ id: 990313, name: '测试剑斗兽援军', type: 'monster effect', level: 4, atk: 1000, def: 1000, text: '①：只要「剑斗兽」怪兽的效果特殊召唤的这张卡在怪兽区域存在，自己场上的怪兽的攻击力上升300。' });
    const caller = textCard({ id: 990315, name: '剑斗兽 测试召集者', type: 'monster effect', level: 4, atk: 1000, def: 1000, text: '①：这张卡召唤的场合才能发动。从卡组把1只「剑斗兽」怪兽特殊召唤。' });
    const atk = (s: string) => judgeWith(`{回合:A A场:测试剑斗兽援军(${s}),三眼怪} 攻守计算`, [beast, caller]).stats?.find((l) => l.card.name === '三眼怪')?.atk ?? 1000;
    expect(atk('由剑斗兽 测试召集者')).toBe(1300);
    expect(atk('由剑斗兽 测试召集者,一时除外')).toBe(1300);
    expect(atk('由剑斗兽 测试召集者,变里侧')).toBe(1000);
    expect(atk('由死者苏生')).toBe(1000);
    expect(atk('特殊召唤')).toBe(1000);
  });

  it('[FD-SUMMONED-BY-SELF] 「「过早的埋葬」的效果特殊召唤的这张卡…」 names one card: summoned by it the protection holds (also banished and back; not once turned face-down), by another card it does not — unlike 「「X」的效果特殊召唤的怪兽」 of another card’s text, lost by a temporary banishment (FD-SUMMONED-BY)', () => {
    const own = textCard({ id: 990314, name: '测试埋葬亡灵', type: 'monster effect', level: 4, atk: 1000, def: 1000, text: '①：「过早的埋葬」的效果特殊召唤的这张卡不会被效果破坏。' });
    expect(own.effects[0]!.condition).toEqual([{ is: 'exists', filter: { self: true, place: 'monster', faceUp: true, summonedBySelf: { name: '过早的埋葬' } } }]);
    const destroyed = (s: string) => judgeWith(`{回合:B 阶段:主要1 A场:测试埋葬亡灵(${s}) B手:黑洞} C1 B:黑洞`, [own]).events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));
    expect(destroyed('由过早的埋葬')).toEqual([]);
    expect(destroyed('由过早的埋葬,一时除外')).toEqual([]);
    expect(destroyed('由过早的埋葬,变里侧')).toEqual(['测试埋葬亡灵']);
    expect(destroyed('由死者苏生')).toEqual(['测试埋葬亡灵']);
  });
});
