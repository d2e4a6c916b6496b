// CMP-CHOSEN-IS-ACTIVATED (s51): a card chosen (选择, an old text's target) is chosen by an effect that is activated, never by one that only
// applies. Four old texts had such an effect compiled as a continuous effect (/card showed 「永续效果（不入连锁）」):
// 共鸣破 (「只要…存在，每次…，选择…破坏」 — a mandatory trigger), 元素英雄 暴风侠 (「把…送去墓地，选择…。只要…，所选择的怪兽不会被战斗破坏」 —
// an ignition effect), 洗脑光线 (「选择…1只怪兽得到控制权。」 — the card's activation), 魔偶甜点·巧克力雏鸟 (「…才能发动。选择…，…不能攻击，
// 效果无效化。」 — the resolution of its trigger, not a continuous effect of its own).
// CMP-LATER-CHOICE-NO-TARGET (s51): 王家的财宝's 「抽回那张卡的时候…选择…加入手卡」 chooses when the card is drawn again, not as its activation resolves.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from './data.js';

const effects = (name: string) => {
  const c = cdbJudge().card(name, { lang: 'zh-CN' });
  if (!c.ok) throw new Error(`no card ${name}`);
  return c.effects;
};
const kinds = (name: string) => effects(name).map((e) => `${e.n}:${e.kind}`);

describe.skipIf(!haveCards)('CMP-CHOSEN-IS-ACTIVATED', () => {
  it('[CMP-CHOSEN-IS-ACTIVATED] 共鸣破: 「只要这张卡在场上存在，每次…作为同调素材送去墓地，选择对方场上存在的1张卡破坏」 is a mandatory trigger that targets, not a continuous effect', () => {
    const es = effects('共鸣破');
    const one = es.find((e) => e.n === 1)!;
    expect(one.kind).toBe('trigger');
    expect(one.mandatory).toBe(true);
    expect(one.targets).toBe(true);
    // (Its 「这张卡在发动后第2次的自己的结束阶段时破坏」 stays the continuous effect it was.)
    expect(kinds('共鸣破')).toContain('2:continuous');
  });

  it('[CMP-CHOSEN-IS-ACTIVATED] 元素英雄 暴风侠: 「把…送去墓地，选择自己场上的1只怪兽。」 is an ignition effect that targets; the protection of the chosen monster is held while it stays', () => {
    const es = effects('元素英雄 暴风侠').filter((e) => e.n === 1 && e.kind !== 'procedure');
    expect(es.map((e) => e.kind)).toEqual(['ignition', 'continuous']);
    expect(es[0]!.targets).toBe(true);
    // (Before, 「所选择的怪兽不会被战斗破坏」 was listed as not understood: the chosen monster is the card this one keeps targeting.)
    expect(es[1]!.unknown).toEqual([]);
    // An ignition effect, so not in the Battle Phase; in the Main Phase it is activated with its cost paid.
    const battle = askCdb('{回合:A 阶段:战斗 A场:元素英雄 暴风侠,元素英雄 羽翼侠} C1 元素英雄 暴风侠');
    expect(battle.links[0]!.legal).toBe(false);
    const main = askCdb('{回合:A 阶段:主要1 A场:元素英雄 暴风侠,元素英雄 羽翼侠} C1 元素英雄 暴风侠');
    expect(main.links[0]!.legal).toBe(true);
    expect(main.events.some((e) => e.type === 'sent-to-gy' && e.cause === 'cost')).toBe(true);
  });

  it('[CMP-CHOSEN-IS-ACTIVATED] 洗脑光线: 「选择放置有A指示物的对方场上1只怪兽得到控制权。」 is the card\'s activation (targeting, taking control), not a continuous effect', () => {
    const es = effects('洗脑光线');
    const act = es.filter((e) => e.kind === 'activation');
    expect(act).toHaveLength(1);
    expect(act[0]!.targets).toBe(true);
    expect(act[0]!.categories).toContain('control');
    expect(es.filter((e) => e.kind === 'continuous' && e.categories.includes('control'))).toEqual([]);
  });

  it('[CMP-CHOSEN-IS-ACTIVATED] 魔偶甜点·巧克力雏鸟: 「…变更时才能发动。选择场上1只怪兽…不能攻击，效果无效化。」 is one trigger that targets — two effects, no continuous one', () => {
    expect(kinds('魔偶甜点·巧克力雏鸟')).toEqual(['1:trigger', '2:trigger']);
    const two = effects('魔偶甜点·巧克力雏鸟')[1]!;
    expect(two.targets).toBe(true);
    expect(two.oncePerTurn).toBeTruthy();
  });
});

describe.skipIf(!haveCards)('CMP-LATER-CHOICE-NO-TARGET', () => {
  it('[CMP-LATER-CHOICE-NO-TARGET] 王家的财宝: its activation targets nothing — the card chosen 「抽回那张卡的时候」 is chosen long after', () => {
    const act = effects('王家的财宝').find((e) => e.kind === 'activation')!;
    expect(act.targets).toBe(false);
    const a = askCdb('C1 王家的财宝');
    expect(a.assumptions.join('\n')).not.toContain('要选择对象');
    expect(a.links[0]!.reason).not.toContain('对象');
  });
});

// CMP-LATER-PHASE-ACTIVATED (s51): 未来融合's 「①：这张卡的发动后第1次的自己准备阶段发动。…」「②：…第2次的自己准备阶段发动。…」 were continuous effects
// (read as 「发动后第2次的准备阶段时这张卡破坏」, an activation's own later end): the sentence says the effect is activated at that phase.
describe.skipIf(!haveCards)('CMP-LATER-PHASE-ACTIVATED', () => {
  it('[CMP-LATER-PHASE-ACTIVATED] 未来融合: ① and ② are mandatory triggers at the Standby Phase; its 「这张卡从场上离开时那只怪兽破坏」 stays a continuous effect', () => {
    const es = effects('未来融合');
    const one = es.find((e) => e.n === 1)!;
    expect(one.kind).toBe('trigger');
    expect(one.mandatory).toBe(true);
    expect(one.events.map((e) => e.on)).toContain('standby-phase');
    expect(es.filter((e) => e.n === 2).map((e) => e.kind)).toEqual(['trigger', 'continuous']);
    // (卡组封锁's 「发动后第2次的自己的准备阶段时这张卡破坏」 is still the card's own later end, no trigger.)
    expect(kinds('卡组封锁').filter((k) => !k.endsWith('activation'))).toEqual(['1:continuous', '2:continuous']);
  });
});

// CMP-EACH-MAY-AT-MOMENT (s51): 「自己结束阶段，…种类的以下效果各能发动1次。●…」 (圆桌的圣骑士) and 「这张卡同调召唤成功的场合，…种类的以下效果各能发动。●…」
// (玄化黑炎龙): each ● is an optional trigger at that moment. Before, the lead was dropped: a ● with no 「发动」 of its own was a continuous effect
// (圆桌的圣骑士's 「●3种类以上：从卡组把1张「圣骑士」卡送去墓地。」), the one with 「…才能发动」 an ignition effect, and 玄化黑炎龙's lead a mandatory trigger
// doing nothing.
describe.skipIf(!haveCards)('CMP-EACH-MAY-AT-MOMENT', () => {
  it('[CMP-EACH-MAY-AT-MOMENT] 圆桌的圣骑士: each of its four ● is an optional End Phase trigger', () => {
    const es = effects('圆桌的圣骑士').filter((e) => e.n === 1);
    expect(es).toHaveLength(4);
    for (const e of es) {
      expect(e.kind).toBe('trigger');
      expect(e.mandatory).toBe(false);
      expect(e.events.map((x) => x.on)).toContain('end-phase');
    }
    expect(es.map((e) => e.targets)).toEqual([false, false, true, false]);
  });

  it('[CMP-EACH-MAY-AT-MOMENT] 玄化黑炎龙: three optional triggers on its Synchro Summon, one per ●, and no mandatory trigger for the lead', () => {
    const es = effects('玄化黑炎龙').filter((e) => e.n === 1);
    expect(es.map((e) => `${e.kind}:${e.mandatory}`)).toEqual(['trigger:false', 'trigger:false', 'trigger:false']);
  });
});
