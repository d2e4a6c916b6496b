// CMP-EACH-TIME-OPTIONAL: 「每次…，…才能发动」 is an optional trigger (选发), as 「每次…，可以…」 is — 俱舍怒威族的香格里拉茧② and 电子隐秘技术 were
// read as mandatory, so the window ranked the opponent's 香格里拉茧 among mandatory triggers. 「每次…，…。」 with neither word stays mandatory.
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import type { CardType } from '../../src/cards/facts.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from './data.js';

skipMessage('CMP-EACH-TIME-OPTIONAL', CARDS_DB);

const xyz = { kind: 'monster', subtypes: ['effect', 'xyz'], bits: 0x800021 } as unknown as CardType;

describe('[CMP-EACH-TIME-OPTIONAL] the reading', () => {
  it('[CMP-EACH-TIME-OPTIONAL] 「每次对方的卡被里侧表示除外，…才能发动」 is optional; 「每次对方把魔法卡发动才发动。…」 stays mandatory', () => {
    const [opt] = compileEffects('②：每次对方的卡被里侧表示除外，指定没有使用的主要怪兽区域或者魔法与陷阱区域1处才能发动。指定的区域在这只怪兽表侧表示存在期间不能使用。', xyz);
    expect(opt!.kind).toBe('trigger');
    expect(opt!.mandatory).toBe(false);
    const [must] = compileEffects('①：每次对方把魔法卡发动才发动。给与对方500伤害。', xyz);
    expect([must!.kind, must!.mandatory]).toEqual(['trigger', true]);
  });
});

describe.skipIf(!haveCards)('[CMP-EACH-TIME-OPTIONAL] in the window', () => {
  it('[CMP-EACH-TIME-OPTIONAL] the opponent’s 香格里拉茧② met by a face-down banish is their optional trigger (SEGOC level 4), not a mandatory one (level 2)', () => {
    const a = askCdb('{回合:B A场:俱舍怒威族的香格里拉茧 B场:PSY骨架超载,PSY骨架驱动者,三眼怪} C1 B:PSY骨架超载①→B:三眼怪 [cost:除外 PSY骨架驱动者]');
    const t = a.window!.triggers.find((x) => x.card.name === '俱舍怒威族的香格里拉茧');
    expect(t).toBeDefined();
    expect([t!.mandatory, t!.level]).toEqual([false, 4]);
  });
});
