// CMP-PICK-BY-EFFECT, CMP-PICK-NOT-TARGET, CH-TARGET-UNREAD (test/RULES.md): old-wording 「选择…」 read as a target only where the card is
// chosen at activation — 「选择…的效果特殊召唤的1只怪兽发动」 is one (the 「效果」 there says how the monster was summoned), a card chosen
// to be discarded, one picked among a hand looked at, or one described by a die rolled as the effect resolves is not.
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from './data.js';

const quickPlay = { kind: 'spell', subtypes: ['quick-play'] } as never;
const normalSpell = { kind: 'spell', subtypes: ['normal'] } as never;
const normalTrap = { kind: 'trap', subtypes: ['normal'] } as never;
const monster = { kind: 'monster', subtypes: ['effect'] } as never;

describe('[CMP-PICK-BY-EFFECT] 「选择…的效果特殊召唤的1只怪兽发动」 targets', () => {
  it('[CMP-PICK-BY-EFFECT] 进化的奇迹: one monster targeted (before: none); the summoner\'s archetype is not the target\'s, so it is left unread, not a filter', () => {
    const [e] = compileEffects('选择名字带有「进化虫」的怪兽的效果特殊召唤的1只怪兽发动。这个回合，选择的怪兽不会被战斗以及卡的效果破坏。', quickPlay);
    expect(e!.targets).toMatchObject({ count: 1, filter: { kind: 'monster' } });
    expect(e!.targets!.filter.archetype).toBeUndefined();
    expect(e!.unknown).toContain('target: 名字带有「进化虫」的怪兽的效果特殊召唤的');
  });
  it('[CMP-PICK-BY-EFFECT] 实力伯仲 「选择自己以及对方场上表侧攻击表示存在的效果怪兽各1只才能发动」: two targets (before: one — 「效果怪兽」 hid the chosen count)', () => {
    const [e] = compileEffects('选择自己以及对方场上表侧攻击表示存在的效果怪兽各1只才能发动。选择的2只怪兽的效果无效。', normalSpell);
    expect(e!.targets?.count).toBe(2);
  });
});

describe('[CMP-PICK-NOT-TARGET] a 「选择」 made as the effect resolves is no target', () => {
  it('[CMP-PICK-NOT-TARGET] 封神镜 「看对方手卡。…选择1只灵魂怪兽丢弃去墓地」: a card chosen to be discarded is in the hand — no target (before: 取对象)', () => {
    const [e] = compileEffects('看对方手卡。对方手卡有灵魂怪兽存在的场合，选择1只灵魂怪兽丢弃去墓地。', normalSpell);
    expect(e!.targets).toBeNull();
    expect(e!.does.some((a) => a.do === 'discard')).toBe(true);
  });
  it('[CMP-PICK-NOT-TARGET] 红莲之指名者 「把对方手卡确认并选择1张卡。…选择的卡从游戏中除外」: 「选择的卡」 names back the card picked among the hand — no target', () => {
    const [e] = compileEffects('支付2000基本分，把手卡全部给对方观看发动。把对方手卡确认并选择1张卡。直到下次的对方的结束阶段时，选择的卡从游戏中除外。', normalTrap);
    expect(e!.targets).toBeNull();
  });
  it('[CMP-PICK-NOT-TARGET] 轮盘炸弹 「掷2次骰子，在掷出的点数中选择1个，破坏场上1只表侧表示的与此点数相同等级的怪兽」: described by the roll, picked as it resolves — no target; a card named before any roll still is', () => {
    const [e] = compileEffects('在自己的每回合的主要阶段可以掷2次骰子，在掷出的点数中选择1个，破坏场上1只表侧表示的与此点数相同等级的怪兽。', monster);
    expect(e!.targets).toBeNull();
    const [d] = compileEffects('选择场上1只怪兽发动。掷1次骰子，出现的数目是1的场合，选择的怪兽破坏。', normalSpell);
    expect(d!.targets?.count).toBe(1);
  });
});

describe.skipIf(!haveCards)('[CH-TARGET-UNREAD] a target description left unread is said', () => {
  it('[CH-TARGET-UNREAD] 进化的奇迹→进化帝·索德斯龙: the target is taken (before: no target compiled) and the answer says which card\'s effect summoned it is not checked', () => {
    const a = askCdb('{回合:A A场:进化帝·索德斯龙} C1 A:进化的奇迹→进化帝·索德斯龙');
    expect(a.links.find((l) => l.n === 1)?.legal).toBe(true);
    expect(a.assumptions.some((x) => x.includes('对象的条件') && x.includes('名字带有「进化虫」的怪兽的效果特殊召唤的'))).toBe(true);
    expect(a.events.some((e) => e.type === 'targeted' && e.cards.some((c) => c.name === '进化帝·索德斯龙'))).toBe(true);
  });
});

describe('[CMP-OLD-IGNITION-ATK] 「自己的主要阶段时可以…」 with an 「攻击力」 in it is still used by the player', () => {
  const tuner = { kind: 'monster', subtypes: ['effect', 'tuner'] } as never;
  it('[CMP-OLD-IGNITION-ATK] 魔力美容师 「此外，自己的主要阶段时可以通过把…魔力指示物取除，选择自己场上1只怪兽那个攻击力…上升500」: an ignition effect that targets (before: a continuous effect, no target)', () => {
    const es = compileEffects('这张卡召唤成功时，给这张卡放置1个魔力指示物（最多1个）。此外，自己的主要阶段时可以通过把这张卡放置的1个魔力指示物取除，选择自己场上1只怪兽那个攻击力直到结束阶段时上升500。', tuner);
    const raise = es.find((e) => e.does.some((a) => a.do === 'modify-stats'));
    expect(raise?.kind).toBe('ignition');
    expect(raise?.targets?.count).toBe(1);
  });
  it('[CMP-OLD-IGNITION-ATK] the other side: 「这张卡战斗破坏对方怪兽送去墓地，可以从自己卡组把1只…攻击力1600以下的怪兽…特殊召唤」 is an event, not read as ignition', () => {
    const [e] = compileEffects('这张卡战斗破坏对方怪兽送去墓地，可以从自己卡组把1只5星以上的攻击力1600以下的怪兽在自己场上特殊召唤。', monster);
    expect(e!.kind).not.toBe('ignition');
  });
});
