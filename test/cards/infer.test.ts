/**
 * Each inference cue, on real card texts read from ../shared/data/cards.cdb (skipped when absent).
 * The texts are read at test time, never copied into the repo.
 */
import { describe, expect, it } from 'vitest';
import { readCdb, type CdbRow } from '../../src/cards/import/cdb.js';
import { decodeType } from '../../src/cards/import/decode.js';
import { compileEffects as inferEffects } from '../../src/cards/compile/index.js';
import type { EffectFacts } from '../../src/cards/facts.js';
import { cardEffectAnswer } from '../../src/answer/card.js';
import { CARDS_DB, haveCards, skipMessage } from './data.js';

skipMessage('inference cue tests', CARDS_DB);

describe.skipIf(!haveCards)('inference cues on real cards', () => {
  const rows = new Map<string, CdbRow>();
  // A skipped suite is still collected: read the data only when it is there.
  for (const r of haveCards ? readCdb(CARDS_DB) : []) if (!rows.has(r.name)) rows.set(r.name, r);
  const infer = (name: string): EffectFacts[] => {
    const r = rows.get(name);
    if (!r) throw new Error(`${name} is not in cards.cdb`);
    return inferEffects(r.desc, decodeType(r.type));
  };
  const typeOf = (name: string) => decodeType(rows.get(name)!.type);
  const activated = (es: EffectFacts[]) => es.filter((e) => e.kind !== 'continuous' && e.kind !== 'procedure');

  it('every inferred fact is marked inferred', () => {
    for (const n of ['灰流丽', '黑洞', '封狼雷坊', '技能抽取']) for (const e of infer(n)) expect(e.source).toBe('inferred');
  });

  it('a Pendulum Effect is flagged pendulum and numbered apart (古怪恶魔: P① destroys a Spell/Trap and itself; ① tributes itself), and 「…不能除外」「控制权不会被转移」 are continuous protections of the card itself', () => {
    const es = infer('古怪恶魔');
    expect(es.filter((e) => e.pendulum).map((e) => e.n)).toEqual([1]);
    expect(es.filter((e) => !e.pendulum).map((e) => e.n)).toEqual([1]);
    expect(es.find((e) => !e.pendulum)!.cost?.[0]?.do).toBe('tribute');
    expect(infer('黑洞').some((e) => e.pendulum)).toBe(false);
    const egg = infer('奇迹之侏罗纪蛋').find((e) => e.n === 1)!;
    expect(egg.does).toContainEqual({ do: 'cannot-be-banished', what: 'self' });
    const goblin = infer('盲信的哥布林')[0]!;
    expect(goblin.does.map((a) => a.do)).toContain('cannot-change-control');
  });

  it('『…发动』: activated or not — 技能抽取\'s ① only applies (continuous), 灰流丽\'s ① is activated', () => {
    const drain = infer('技能抽取');
    expect(drain.find((e) => e.n === 1)?.kind).toBe('continuous');
    expect(infer('灰流丽').find((e) => e.n === 1)?.kind).toBe('quick');
  });

  it('「这张卡为同调素材的同调怪兽不受…影响」 protects the Synchro Monster, not the material itself (水龙星-赑屃③)', () => {
    const held = infer('水龙星-赑屃').find((e) => e.n === 3)!;
    expect(held.kind).toBe('continuous');
    const unaffected = held.does.find((a) => a.do === 'unaffected')!;
    expect(unaffected.what).not.toBe('self');
    expect(unaffected.what).toBeDefined();
  });

  it('card type gives the speed of a card activation: 黑洞 1, 我身作盾 2, 王家的诅咒 3', () => {
    for (const [name, speed] of [['黑洞', 1], ['我身作盾', 2], ['王家的诅咒', 3]] as const) {
      const e = infer(name).find((x) => x.kind === 'activation')!;
      expect(cardEffectAnswer(e, typeOf(name)).speed).toBe(speed);
    }
  });

  it('『…时』 when versus 『…的场合』 if (optional triggers)', () => {
    const mouse = infer('钥匙鼠').find((e) => e.kind === 'trigger')!; // 被战斗破坏送去墓地时，可以…
    expect([mouse.timing, mouse.mandatory]).toEqual(['when', false]);
    const fengLang = infer('封狼雷坊').find((e) => e.n === 2)!; // 从场上送去墓地的场合才能发动
    expect([fengLang.kind, fengLang.timing, fengLang.mandatory]).toEqual(['trigger', 'if', false]);
    expect(fengLang.trigger?.event).toBe('sent-to-gy');
  });

  it('mandatory trigger: an event and an action with no 可以 / 才能发动', () => {
    const e = infer('奇迹反转士').filter((x) => x.kind === 'trigger');
    expect(e.length).toBeGreaterThan(0);
    expect(e.every((x) => x.mandatory === true)).toBe(true);
  });

  it('『以…为对象』 targets; choosing at resolution does not', () => {
    expect(infer('恶魔的叹息').find((e) => e.kind === 'activation')?.targets).toMatchObject({ count: 1 });
    expect(infer('黑洞').find((e) => e.kind === 'activation')?.targets).toBeNull();
  });

  it('『这个效果在对方回合也能发动』 makes a quick effect', () => {
    const e = infer('青眼精灵龙').find((x) => x.n === 3)!;
    expect([e.kind, e.alsoOpponentTurn]).toEqual(['quick', true]);
  });

  it('『那个发动无效』 negates an activation; 『…发动时』 answers the link below', () => {
    const wolf = infer('封狼雷坊').find((e) => e.n === 1)!; // 对方把怪兽的效果发动时，把这张卡解放才能发动
    expect(wolf.kind).toBe('quick');
    expect(wolf.does.map((a) => a.do)).toEqual(expect.arrayContaining(['negate-activation', 'destroy']));
    expect(wolf.respondsTo).toMatchObject({ by: 'opponent', cardKind: 'monster' });
    expect(wolf.cost).toEqual([{ do: 'tribute', what: 'self' }]);
    const curse = infer('王家的诅咒')[0]!;
    expect(curse.does[0]?.do).toBe('negate-activation');
  });

  it('『那个效果无效』 negates an effect; discarding itself is a cost; activated from the hand', () => {
    const ash = infer('灰流丽').find((e) => e.n === 1)!;
    expect(ash.does.map((a) => a.do)).toContain('negate-effect');
    expect(ash.cost).toEqual([{ do: 'discard', what: 'self', from: 'hand' }]);
    expect(ash.from).toBe('hand');
    expect(ash.oncePerTurn).toBe('hard'); // 这个卡名的效果1回合只能使用1次
  });

  it('『反转：』 is a flip effect', () => {
    expect(activated(infer('白衣忍者'))[0]?.kind).toBe('flip');
  });

  it('『1回合1次』 soft once per turn', () => {
    expect(activated(infer('星圣·毕星团'))[0]).toMatchObject({ kind: 'ignition', oncePerTurn: 'soft' });
  });

  it('an Equip Spell\'s activation targets the monster it equips', () => {
    const e = infer('钢甲壳');
    expect(e.find((x) => x.kind === 'activation')?.targets).toBeTruthy();
  });

  it('『…发动的场合』 is a trigger (an if), 『…发动时发动』 a mandatory answer on the same chain (quick)', () => {
    const kid = infer('魔弹射手 小子').find((e) => e.n === 2)!; // 和这张卡相同纵列…卡发动的场合才能发动
    expect([kid.kind, kid.timing, kid.mandatory]).toEqual(['trigger', 'if', false]);
    expect(activated(infer('否定企鹅'))[0]?.kind).toBe('quick'); // …的效果发动时发动
  });

  it('old mandatory triggers: a battle moment, a state before the event, a restriction for a later turn', () => {
    const trig = (name: string) => activated(infer(name)).find((e) => e.kind === 'trigger');
    expect(trig('滚滚球')).toMatchObject({ mandatory: true }); // …在伤害步骤结束时变成里侧守备表示
    expect(trig('忍者义贼 五卫五卫')).toMatchObject({ mandatory: true, trigger: { event: 'damage' } }); // 对方手卡有5张以上的场合，…战斗伤害时
    expect(trig('静寂之圣者')).toMatchObject({ mandatory: true }); // …的场合，对方玩家在下个回合不能发动魔法卡
  });

  it('old optional triggers: instead of the normal draw, 可以 as a phase arrives, 反转：可以 (an if), 才能…特殊召唤 after an event', () => {
    const trig = (name: string) => activated(infer(name)).find((e) => e.kind === 'trigger' || e.kind === 'flip')!;
    expect(trig('焰虎')).toMatchObject({ mandatory: false, timing: 'when', trigger: { event: 'phase-start', phase: 'draw-phase' } });
    expect(trig('小翼守卫')).toMatchObject({ mandatory: false, timing: 'when' });
    expect(trig('迅捷大仓鼠')).toMatchObject({ kind: 'flip', mandatory: false, timing: 'if' });
    expect(trig('机皇帝 神陆∞')).toMatchObject({ mandatory: false, timing: 'when' });
  });

  it('a card that follows this one off the field is a rule, not a trigger', () => {
    expect(infer('契约履行').some((e) => e.kind === 'trigger')).toBe(false); // 这张卡破坏时，装备怪兽从游戏中除外
  });
});
