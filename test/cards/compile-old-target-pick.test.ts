// CMP-OLD-TARGET-PICK: an old wording the classifier reads as targeting with no 「选择」 and no 「以…为对象」 — 「…时，可以把自己墓地存在的
// 1只「X」特殊召唤」 — takes what the step picks as the target's description (like 「选择…」, CMP-OLD-PICK-JOINED's neighbour): before,
// the target had no description at all, so the window could never find one and always said a target was assumed to exist.
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from './data.js';

const monster = { kind: 'monster', subtypes: ['effect'] } as never;
const trigger = (text: string) => compileEffects(text, monster).find((e) => e.kind === 'trigger')!;

describe('[CMP-OLD-TARGET-PICK] the old pick is the target', () => {
  it('[CMP-OLD-TARGET-PICK] 「可以把自己墓地存在的1只「人造人-念力震慑者」特殊召唤」: the target is that card in its own GY, and the summon acts on it', () => {
    const e = trigger('这张卡可以直接攻击对方玩家。这张卡被送去墓地时，可以把自己墓地存在的1只「人造人-念力震慑者」特殊召唤。这个效果特殊召唤的「人造人-念力震慑者」在自己回合的结束阶段时破坏。');
    expect(e.targets?.filter).toMatchObject({ side: 'self', place: 'gy', names: ['人造人-念力震慑者'] });
    expect(e.does[0]).toMatchObject({ do: 'special-summon', what: 'targets' });
  });
  it('[CMP-OLD-TARGET-PICK] another card: 「…可以把自己墓地存在的1只3星以下的名字带有「薰风」的怪兽…特殊召唤」 — an archetype and a level', () => {
    const e = trigger('这张卡战斗破坏怪兽送去墓地时，可以把自己墓地存在的1只3星以下的名字带有「薰风」的怪兽表侧守备表示特殊召唤。');
    expect(e.targets?.filter).toMatchObject({ place: 'gy', archetype: '薰风', levelMax: 3 });
  });
  it('[CMP-OLD-TARGET-PICK] the other side: a card paid as a cost (「可以把自己墓地存在的1只…除外，那些…破坏」) is still no target', () => {
    expect(trigger('对方对怪兽的特殊召唤成功时，可以把自己墓地存在的1只攻击力是？的怪兽从游戏中除外，那些特殊召唤的怪兽破坏。').targets ?? null).toBeNull();
  });
});

describe.skipIf(!haveCards)('[CMP-OLD-TARGET-PICK] the window finds the target', () => {
  it('[CMP-OLD-TARGET-PICK] 人造人-念力归来者 sent to the GY with 人造人-念力震慑者 listed there: offered with no assumed target; with only another monster listed there: not offered', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:人造人-念力归来者 A墓:人造人-念力震慑者} 送墓 人造人-念力归来者 (效果)');
    const t = a.window.triggers.find((x) => x.card.name === '人造人-念力归来者');
    expect(t).toBeDefined();
    expect(t!.reason).not.toContain('假定存在');
    const b = askCdb('{回合:A 阶段:主要1 A场:人造人-念力归来者 A墓:青眼白龙} 送墓 人造人-念力归来者 (效果)');
    expect(b.window.triggers.map((x) => x.card.name)).not.toContain('人造人-念力归来者');
  });
});
