// CH-DRAW-REPLACEMENT (docs/c02/基本用语.rst:1303–1332): effects used instead of the normal draw — 「作为通常抽卡的代替」
// in the activation condition, in what the effect does, or as the pledge 「不能进行通常抽卡」 (read from the text:
// src/cards/compile/draw-replacement.ts). Which may share a chain and in which order; none with an empty Deck.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { compileEffects } from '../../src/cards/compile/index.js';

const verdict = (input: string) => askCdb(input).links.map((l) => `C${l.n}:${l.legal ? 'legal' : 'illegal'}`);
const GY = 'A墓:青眼白龙,升阶魔法-星光之力';

describe.skipIf(!haveCards)('effects instead of the normal draw (CH-DRAW-REPLACEMENT)', () => {
  it('[CH-DRAW-REPLACEMENT] where the words stand is read: condition, resolution, pledge', () => {
    const field = { kind: 'spell' as const, subtypes: ['field'] };
    expect(compileEffects('①：自己抽卡阶段作为进行通常抽卡的代替才能发动。从卡组把3张「罪」卡给对方观看，对方从那之中随机选1张。那1张卡加入自己手卡，剩下的卡回到卡组。', field).find((e) => e.n === 1)!.drawReplacement).toBe('condition');
    expect(compileEffects('①：自己抽卡阶段的抽卡前才能发动。作为这个回合进行通常抽卡的代替，从卡组把1只「空牙团」怪兽加入手卡。', field).find((e) => e.n === 1)!.drawReplacement).toBe('resolution');
    const rum = compileEffects('②：这张卡在墓地存在的场合，自己抽卡阶段的抽卡前才能发动。这张卡加入手卡。这个效果发动的回合，自己不能进行通常抽卡。', { kind: 'spell', subtypes: ['quickplay'] });
    expect(rum.find((e) => e.n === 2)!.drawReplacement).toBe('pledge');
  });
  it('[CH-DRAW-REPLACEMENT] a condition one shares no chain with another condition one or a pledge one, in either order', () => {
    expect(verdict(`{回合:A 阶段:抽卡 A场:罪 世界 ${GY}} C1 A:罪 世界#1 C2 A:升阶魔法-星光之力#2`)).toEqual(['C1:legal', 'C2:illegal']);
    expect(verdict(`{回合:A 阶段:抽卡 A场:罪 世界 ${GY}} C1 A:升阶魔法-星光之力#2 C2 A:罪 世界#1`)).toEqual(['C1:legal', 'C2:illegal']);
    expect(verdict('{回合:A 阶段:抽卡 A场:罪 世界 A墓:焰虎} C1 A:罪 世界#1 C2 A:焰虎')).toEqual(['C1:legal', 'C2:illegal']);
  });
  it('[CH-DRAW-REPLACEMENT] one that replaces the draw as it resolves comes first: the others may be chained to it, not it to them; two of it may chain', () => {
    expect(verdict(`{回合:A 阶段:抽卡 A场:罪 世界,炽热的决斗者们 ${GY}} C1 A:炽热的决斗者们#3 C2 A:罪 世界#1`)).toEqual(['C1:legal', 'C2:legal']);
    expect(verdict(`{回合:A 阶段:抽卡 A场:罪 世界,炽热的决斗者们 ${GY}} C1 A:罪 世界#1 C2 A:炽热的决斗者们#3`)).toEqual(['C1:legal', 'C2:illegal']);
    expect(verdict(`{回合:A 阶段:抽卡 A场:炽热的决斗者们,炽热的决斗者们 ${GY}} C1 A:炽热的决斗者们#3 C2 A:炽热的决斗者们#3`)).toEqual(['C1:legal', 'C2:legal']);
  });
  it('[CH-DRAW-REPLACEMENT] with its player\'s listed Deck empty none can be activated; a Deck not listed is not judged', () => {
    expect(verdict(`{回合:A 阶段:抽卡 A场:炽热的决斗者们 ${GY} A卡组:} C1 A:炽热的决斗者们#3`)).toEqual(['C1:illegal']);
    expect(verdict(`{回合:A 阶段:抽卡 A场:炽热的决斗者们 ${GY} A卡组:黑魔术师} C1 A:炽热的决斗者们#3`)).toEqual(['C1:legal']);
    expect(verdict(`{回合:A 阶段:抽卡 A场:炽热的决斗者们 ${GY}} C1 A:炽热的决斗者们#3`)).toEqual(['C1:legal']);
  });
  it('[CH-DRAW-REPLACEMENT] only the turn player makes a normal draw: 暗黑将军 弗里德 ② (「可以作为自己的抽卡阶段时进行通常抽卡的代替」) is refused in the other player\'s Draw Phase, taken in its own', () => {
    const other = askCdb('{回合:B 阶段:抽卡 A场:暗黑将军 弗里德} C1 A:暗黑将军 弗里德②');
    expect(other.links[0]!.legal).toBe(false);
    expect(other.links[0]!.illegalReason).toContain('只有回合玩家');
    expect(verdict('{回合:A 阶段:抽卡 A场:暗黑将军 弗里德} C1 A:暗黑将军 弗里德②')).toEqual(['C1:legal']);
  });
});
