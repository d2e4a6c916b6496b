// CH-SET-AGAIN-STILL-SET (rules reference docs/c02/基本用语.rst:34): a Set card chosen as the target of an effect that restates it as
// 「盖放的那张卡」 (淘气仙星的灯光舞台②), activated in answer and Set again by its own resolution (「发动后这张卡不送去墓地，直接盖放」,
// CH-SET-AGAIN), is still that Set card: the effect applies to it. A Set card activated in answer that goes to the GY, is not.
import { describe, expect, it } from 'vitest';
import { askCdb as chain, haveCards } from '../cards/data.js';

const links = (input: string) => chain(input).links.map((l) => `C${l.n}:${l.outcome}`);

describe.skipIf(!haveCards)('a Set card Set again by its own resolution', () => {
  it('[CH-SET-AGAIN-STILL-SET] 地中族的决战 (its fourth ●) activated in answer to 淘气仙星的灯光舞台② Sets itself again: still the Set card, ② applies to it; a Set 旋风 activated in answer is no longer Set, ② does nothing', () => {
    const again = chain('{回合:A 阶段:主要1 A场:淘气仙星的灯光舞台 B场:地中族的决战(盖)} C1 A:淘气仙星的灯光舞台②→地中族的决战 C2 B:地中族的决战[●4]');
    expect(again.links.map((l) => `C${l.n}:${l.outcome}`)).toEqual(['C1:resolved', 'C2:resolved']);
    expect(again.links[0]!.rules).toContain('CH-SET-AGAIN-STILL-SET');
    expect(links('{回合:A 阶段:主要1 A场:淘气仙星的灯光舞台,落穴(盖) B场:旋风(盖)} C1 A:淘气仙星的灯光舞台②→旋风 C2 B:旋风→落穴')).toEqual(['C1:no-effect', 'C2:resolved']);
  });
});
