// CMP-SUMMON-TURN-LOCK: 「这张卡召唤成功的回合，对方不能把反击陷阱卡发动」 (躲避龙②, 雪暴公主) is a lock on card activations of that kind
// held the turn this card was (Normal) Summoned — not an effect with no steps. CMP-SUMMON-UNNEGATABLE-TEXT: 「这张卡的召唤不会被无效化」
// standing alone (躲避龙①, the Egyptian Gods ①) is no summon step: the card-level CH-SUMMON-UNNEGATABLE holds it.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { compileEffects } from '../../src/cards/compile/index.js';

const monster = { kind: 'monster' as const, subtypes: ['effect' as const] };
const first = (input: string) => askCdb(input).links[0]!;

describe('reading the summon-turn lock and the unnegatable summon', () => {
  it('[CMP-SUMMON-TURN-LOCK] 躲避龙② compiles as a lock on the opponent\'s Counter Trap card activations while it was Normal Summoned this turn; 雪暴公主 on Spells and Traps', () => {
    const [, two] = compileEffects('①：这张卡的召唤不会被无效化。\n②：这张卡召唤成功的回合，对方不能把反击陷阱卡发动。', monster);
    expect(two!.does).toHaveLength(1);
    expect(two!.does[0]!.forbidsActivation).toEqual({ cardKind: 'trap', cardActivation: true, card: { subtypes: ['counter'] } });
    expect(two!.does[0]!.player).toBe('opponent');
    expect(two!.condition).toEqual([{ is: 'self-state', state: 'summoned-this-turn', how: 'normal' }]);
    const [, snow] = compileEffects('这张卡可以把1只魔法师族怪兽解放表侧攻击表示上级召唤。这张卡召唤成功的回合，对方不能把魔法·陷阱卡发动。', monster);
    expect(snow!.does[0]!.forbidsActivation).toEqual({ cardKind: ['spell', 'trap'], cardActivation: true });
  });
  it('[CMP-SUMMON-UNNEGATABLE-TEXT] 「这张卡的召唤不会被无效化」 is no summon step; 「这张卡召唤成功时」 still names a summon', () => {
    const [one] = compileEffects('①：这张卡的召唤不会被无效化。\n②：这张卡召唤成功的回合，对方不能把反击陷阱卡发动。', monster);
    expect(one!.does.some((a) => a.do === 'summon' || a.do === 'special-summon')).toBe(false);
    const [sp] = compileEffects('①：这张卡的特殊召唤不会被无效化。', monster);
    expect(sp!.does.some((a) => a.do === 'special-summon')).toBe(false);
  });
});

describe.skipIf(!haveCards)('躲避龙 on the field', () => {
  it('[CMP-SUMMON-TURN-LOCK] the turn 躲避龙 was Normal Summoned the opponent cannot activate 神之宣告 (a Counter Trap), refused by CH-FORBIDDEN-ACTIVATION', () => {
    const l = first('{回合:A 阶段:主要1 A场:躲避龙(本回合召唤) B场:神之宣告(盖),三眼怪} C1 B:神之宣告');
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-FORBIDDEN-ACTIVATION');
    expect(l.illegalReason).toContain('躲避龙');
  });
  it('[CMP-SUMMON-TURN-LOCK] the other side: a Normal Trap (威吓咆哮) is still activated; 躲避龙 turned face-down since (a new card) locks nothing; its own summon is not negated (CH-SUMMON-UNNEGATABLE)', () => {
    expect(first('{回合:A 阶段:主要1 A场:躲避龙(本回合召唤) B场:威吓咆哮(盖)} C1 B:威吓咆哮').legal).toBe(true);
    expect(first('{回合:A 阶段:主要1 A场:躲避龙(本回合特召,变里侧) B场:神之宣告(盖),三眼怪} C1 B:神之宣告').rules).not.toContain('CH-FORBIDDEN-ACTIVATION');
    expect(first('{回合:A 阶段:主要1 A手:躲避龙 B场:神之宣告(盖)} 召唤 躲避龙 C1 B:神之宣告').legal).toBe(false);
  });
  it('[CMP-SUMMON-TURN-LOCK] a card that left the field: 躲避龙 destroyed by 黑洞 in an earlier chain locks nothing; the damage step: 神之宣告 answering 突进 on 躲避龙\'s summon turn is refused there too', () => {
    const gone = askCdb('{回合:A 阶段:主要1 A场:躲避龙(本回合召唤) A手:黑洞 B场:神之宣告(盖),三眼怪} C1 A:黑洞 然后 C1 B:神之宣告');
    expect(gone.links[0]!.rules).not.toContain('CH-FORBIDDEN-ACTIVATION');
    const ds = askCdb('{回合:A 阶段:伤害步骤 A场:躲避龙(本回合召唤) A手:突进 B场:神之宣告(盖)} C1 A:突进→躲避龙 C2 B:神之宣告').links[1]!;
    expect(ds.legal).toBe(false);
    expect(ds.rules).toContain('CH-FORBIDDEN-ACTIVATION');
  });
});
