// CH-TURN-PART (issue 16, rules reference docs/c03/誓约.rst:179–193): the part of an effect lasting the rest of the turn that ends its
// text is part of the effect; joined by a comma it needs every step before it applied in full, a sentence of its own applies anyway.
// The answer lists what applies under `lasting`. CH-PENDULUM-STAYS: a Pendulum Effect whose card left its Pendulum Zone does nothing.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-TURN-PART', CARDS_DB);

describe.skipIf(!haveCards)('CH-TURN-PART', () => {
  it('[CH-TURN-PART] 女巫特露德② destroying its target: its comma-joined "this turn, two attacks on monsters" part is listed', () => {
    const a = askCdb('{回合:A A场:女巫特露德,急流山的金宫 B场:三眼怪} C1 A:女巫特露德②→三眼怪');
    expect(a.lasting?.map((x) => [x.link, x.card.name])).toEqual([[1, '女巫特露德']]);
    expect(a.lasting?.[0]?.what).toContain('最多2次');
  });
  it('[CH-TURN-PART] 女巫特露德② whose target cannot be destroyed by effects: the step did not apply, so the comma-joined part does not either (and the reason says so)', () => {
    const a = askCdb('{回合:A A场:女巫特露德,急流山的金宫 B场:三眼怪(不会被效果破坏)} C1 A:女巫特露德②→三眼怪');
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(a.lasting).toBeUndefined();
    expect(a.links[0]!.rules).toContain('CH-TURN-PART');
    expect(a.links[0]!.reason).toContain('逗号');
  });
  it('[CH-TURN-PART] 齿轮齿轮钻地人① answered by 岔子 adds nothing, yet its "this turn" sentence (no attack, only Machine Special Summons) applies', () => {
    const a = askCdb('{回合:A 阶段:主要1 A手:齿轮齿轮钻地人 A卡组:古代的机械箱 B场:岔子(盖)} 召唤 齿轮齿轮钻地人 C1 A:齿轮齿轮钻地人① C2 B:岔子');
    expect(a.events.filter((e) => e.type === 'added-to-hand')).toEqual([]);
    expect(a.lasting?.[0]?.what).toContain('不能攻击宣言');
  });
  it('[CH-TURN-PART] an effect negated leaves no lasting part (it is part of the effect, not a pledge)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A手:齿轮齿轮钻地人 A卡组:古代的机械箱 B手:灰流丽} 召唤 齿轮齿轮钻地人 C1 A:齿轮齿轮钻地人① C2 B:灰流丽');
    expect(a.links[0]!.outcome).not.toBe('resolved');
    expect(a.lasting).toBeUndefined();
  });
  it('[CH-TURN-PART] the answer says which reading applied: a comma part after its steps applied in full, a sentence of its own whatever they did', () => {
    const a = askCdb('{回合:A A场:灵摆区,慧眼之魔术师(灵摆左),贵龙之魔术师(灵摆右),龙剑士 光辉星·灵摆} C1 A:灵摆区→慧眼之魔术师,贵龙之魔术师');
    expect(a.lasting?.[0]?.what).toContain('前面的处理已完全适用');
    expect(askCdb('{回合:A 阶段:主要1 A场:炼狱的消华 A手:三眼怪} C1 A:炼狱的消华①').lasting?.[0]?.what).toContain('单独一句');
  });
  it('[CH-PENDULUM-STAYS] 虹彩之魔术师’s Pendulum Effect with its card destroyed in the chain: nothing applies', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:虹彩之魔术师(灵摆左),黑魔术师 B场:旋风(盖)} C1 A:虹彩之魔术师P①→黑魔术师 C2 B:旋风→虹彩之魔术师');
    expect(a.links[0]!.outcome).toBe('no-effect');
    expect(a.links[0]!.rules).toContain('CH-PENDULUM-STAYS');
  });
  it('[CH-PENDULUM-STAYS] the same Pendulum Effect with its card still in its Pendulum Zone resolves', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:虹彩之魔术师(灵摆左),黑魔术师} C1 A:虹彩之魔术师P①→黑魔术师');
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(a.links[0]!.rules).not.toContain('CH-PENDULUM-STAYS');
  });
});

describe('CH-TURN-PART: the compiler’s reading', async () => {
  const { turnPartsIn } = await import('../../src/cards/compile/turn-part.js');
  it('[CH-TURN-PART] 「A，这个回合B」 is a comma part, 「A。这个回合，B」 a sentence of its own', () => {
    expect(turnPartsIn('①：以场上1张卡为对象才能发动。那张卡破坏，这个回合自己不能进行战斗阶段。')).toEqual([{ text: '这个回合自己不能进行战斗阶段', comma: true }]);
    expect(turnPartsIn('①：丢弃1张手卡才能发动。从卡组把1只怪兽加入手卡。这个回合，自己不能把怪兽特殊召唤。')).toEqual([{ text: '这个回合，自己不能把怪兽特殊召唤', comma: false }]);
    expect(turnPartsIn('①：支付1000基本分才能发动。从卡组把1只怪兽加入手卡。这个效果的发动后，直到回合结束时自己不能特殊召唤。')).toEqual([{ text: '这个效果的发动后，直到回合结束时自己不能特殊召唤', comma: false }]);
  });
  it('[CH-TURN-PART] not read: an effect that is all lasting, an activation lock the engine applies itself, a 「每次」 step, a ● list, a part before more steps', () => {
    expect(turnPartsIn('①：这个回合，自己在通常召唤外加上只有1次，自己主要阶段可以把1只怪兽上级召唤。')).toEqual([]);
    expect(turnPartsIn('①：以场上1张卡为对象才能发动。那张卡破坏，这个回合对方不能把场上发动的效果发动。')).toEqual([]);
    expect(turnPartsIn('①：把这张卡解放才能发动。这个回合，对方每次把怪兽特殊召唤，自己抽1张。')).toEqual([]);
    expect(turnPartsIn('①：才能发动。以下效果适用。●这个回合，自己不能特殊召唤。')).toEqual([]);
    expect(turnPartsIn('①：才能发动。这个回合，自己不能特殊召唤。那之后，从卡组抽1张。')).toEqual([]);
  });
  it('[CH-TURN-PART] an old text’s trailing 「这个效果在对方回合也能发动。」 is not the last step', () => {
    expect(turnPartsIn('1回合1次，把这张卡1个超量素材取除才能发动。这张卡的守备力直到结束阶段时上升1000，这个回合，对方的卡的效果发生的对自己的效果伤害变成0。这个效果在对方回合也能发动。')).toEqual([{ text: '这个回合，对方的卡的效果发生的对自己的效果伤害变成0', comma: true }]);
  });
});
