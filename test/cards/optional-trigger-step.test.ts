// Old wording read by the compiler (src/cards/compile): 「为这个效果发动而解放的这张卡」 names cards an earlier activation moved
// (CMP-MOVED-FOR), and 「…时，…这张卡可以在自己场上特殊召唤」 is an optional trigger whose one step, once activated, is done
// (CMP-OPTIONAL-TRIGGER-STEP) — so a never properly summoned Special Summon monster cannot use it (rules reference
// docs/c02/特殊召唤怪兽、召唤限制和苏生限制.rst:67). Cards written as text (textCard), not the reference's.
import { describe, expect, it } from 'vitest';
import { textCard } from '../../src/cards/curated/dsl.js';
import { judgeWith, summary } from '../engine/build.js';

const phoenix = textCard({
  id: 99160201, name: '测试用归来龙', type: 'monster effect special-summon', level: 8, atk: 2800, def: 2000,
  text: '这张卡不能通常召唤。用这张卡的效果才能特殊召唤。对方把魔法·陷阱卡发动时，可以把这张卡解放让那个发动无效。这个效果适用的回合的结束阶段时，为这个效果发动而解放在墓地存在的这张卡可以在自己场上特殊召唤。',
});
const kept = textCard({ id: 99160202, name: '测试用复活仪式', type: 'monster effect', level: 4, atk: 1600, def: 1000, text: '这张卡被破坏送去墓地的回合的结束阶段时，为这张卡的召唤而除外的怪兽可以在自己场上特殊召唤。' });
const modern = textCard({ id: 99160203, name: '测试用现代文本', type: 'monster effect', level: 4, atk: 1600, def: 1000, text: '①：这张卡被送去墓地的场合才能发动。那之后，可以把这张卡特殊召唤。' });

describe('old wording: what an earlier activation moved, and an optional trigger', () => {
  it('[CMP-MOVED-FOR] 「为这个效果发动而解放…的这张卡」「为这张卡的召唤而除外的怪兽」 describe cards moved before: no Tribute or banishment step is read', () => {
    const ep = phoenix.effects.find((e) => e.trigger?.phase === 'end-phase')!;
    expect(ep.does?.map((a) => a.do)).toEqual(['special-summon']);
    expect(kept.effects.flatMap((e) => e.does ?? []).map((a) => a.do)).not.toContain('banish');
  });
  it('[CMP-OPTIONAL-TRIGGER-STEP] its one 「可以」 makes the trigger optional and the summon certain once activated: never properly summoned, it cannot be activated; properly summoned, it summons', () => {
    const ep = phoenix.effects.find((e) => e.trigger?.phase === 'end-phase')!;
    expect(ep.mandatory).toBe(false);
    expect(ep.does?.[0]?.optional).toBeUndefined();
    const n = '①②③④⑤'[ep.n - 1];
    const never = judgeWith(`{回合:A 阶段:结束阶段 A墓:测试用归来龙(未正规出场)} C1 A:测试用归来龙${n}`, [phoenix]);
    expect(summary(never)).toEqual(['C1:illegal:illegal']);
    expect(never.links[0]!.rules).toContain('CH-SUMMON-CONDITION');
    const proper = judgeWith(`{回合:A 阶段:结束阶段 A墓:测试用归来龙(正规出场)} C1 A:测试用归来龙${n}`, [phoenix]);
    expect(summary(proper)).toEqual(['C1:legal:resolved']);
    expect(proper.events.some((e) => e.type === 'special-summoned')).toBe(true);
  });
  it('[CMP-OPTIONAL-TRIGGER-STEP] the other side: 「才能发动。那之后，可以…特殊召唤」 keeps the summon a step the effect only may make', () => {
    const e = modern.effects.find((x) => x.kind === 'trigger')!;
    expect(e.does?.find((a) => a.do === 'special-summon')?.optional).toBe(true);
  });
});
