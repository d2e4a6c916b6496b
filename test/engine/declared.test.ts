// SIT-DECLARED: `(宣言:X)` after a card on the field states the race or Attribute its activation declared (DNA改造手术,
// DNA移植手术); its 「变成宣言的种族／属性」 then makes the face-up monsters that (rules reference docs/c03/特定效果的处理方法.rst:560,
// :586, :913; docs/c02/怪兽的效果分类.rst:101, :293). Nothing declared: no change.
import { describe, expect, it } from 'vitest';
import { ask, haveCards, links, offered, referenceJudge, triggerNames } from '../reference/judge.js';
import { parseNotation, printNotation } from '../../src/notation/index.js';

describe('[SIT-DECLARED] the race or Attribute a card declared', () => {
  it('[SIT-DECLARED] 「宣言:机械族」「宣言:暗属性」 parse (an Attribute as its one character) and print back; a word that is neither is refused with what to write', () => {
    const p = parseNotation('{回合:A A场:DNA改造手术(宣言:机械族),DNA移植手术(宣言:暗属性)} C1 A:黑洞');
    expect(p.ok).toBe(true);
    if (!p.ok) return;
    const cards = p.tree.situation!.items.flatMap((i) => (i.kind === 'zone' ? i.cards : []));
    expect(cards.map((c) => c.declared)).toEqual(['机械族', '暗']);
    expect(printNotation(p.tree)).toContain('宣言:机械族');
    const bad = parseNotation('{回合:A A场:DNA改造手术(宣言:青眼白龙)} C1 A:黑洞');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.message.zh).toContain('宣言:机械族');
  });
});

describe.skipIf(!haveCards)('[SIT-DECLARED] changes to what was declared', () => {
  it('[SIT-DECLARED] DNA改造手术 declaring Thunder makes a summoned 三眼怪 a Thunder monster: 雷之裁决 may be activated; declaring another Type, or nothing declared, it may not', () => {
    expect(triggerNames(ask('{回合:A 阶段:主要1 A场:雷之裁决(盖),DNA改造手术(宣言:雷族) A手:三眼怪 B场:黑魔术师} 召唤 三眼怪'))).toContain('雷之裁决');
    expect(triggerNames(ask('{回合:A 阶段:主要1 A场:雷之裁决(盖),DNA改造手术(宣言:龙族) A手:三眼怪 B场:黑魔术师} 召唤 三眼怪'))).not.toContain('雷之裁决');
    expect(triggerNames(ask('{回合:A 阶段:主要1 A场:雷之裁决(盖),DNA改造手术 A手:三眼怪 B场:黑魔术师} 召唤 三眼怪'))).not.toContain('雷之裁决');
  });
  it('[SIT-DECLARED] DNA移植手术 declaring LIGHT: the DARK 混沌之黑魔术师 is a LIGHT monster, so 吸入闪光的魔镜 negates its effect and 吸入暗阴的魔镜 does not', () => {
    const input = (mirror: string) => `{回合:A 阶段:结束阶段 A场:混沌之黑魔术师,DNA移植手术(宣言:光) A墓:死者苏生 B场:${mirror}} C1 A:混沌之黑魔术师①→死者苏生`;
    expect(links(input('吸入闪光的魔镜'))).toEqual(['C1:legal:effect-negated']);
    expect(links(input('吸入暗阴的魔镜'))).toEqual(['C1:legal:resolved']);
  });
  it('[SIT-DECLARED] a card with no change to a declared race or Attribute refuses 「宣言:」', () => {
    const a = referenceJudge().chain('{回合:A A场:黑洞(宣言:机械族)} C1 A:雷击', { lang: 'zh-CN' });
    expect(a.ok).toBe(false);
    if (!a.ok) expect(a.error.message).toContain('宣言:机械族');
    expect(offered('{回合:B A场:复烙印,DNA移植手术(宣言:暗) B场:黑魔术师} 除外 黑魔术师 (效果)')).toEqual(['复烙印']);
  });
  it('[WIN-BANISHED-AS-IT-WAS] 「光·暗属性怪兽被除外」 judges a face-up monster as it was on the field: the DARK 黑魔术师 made WIND by DNA移植手术 and banished does not meet 复烙印①; made LIGHT it does; face-down, by its printed Attribute', () => {
    expect(offered('{回合:B A场:复烙印,DNA移植手术(宣言:风) B场:黑魔术师} 除外 黑魔术师 (效果)')).toEqual([]);
    expect(offered('{回合:B A场:复烙印,DNA移植手术(宣言:光) B场:黑魔术师} 除外 黑魔术师 (效果)')).toEqual(['复烙印']);
    expect(offered('{回合:B A场:复烙印,DNA移植手术(宣言:风) B场:黑魔术师(盖)} 除外 黑魔术师 (效果)')).toEqual(['复烙印']);
    // 「…光属性的同盟怪兽卡被除外」 names the card: its printed Attribute decides (C-粉碎翼龙 is a LIGHT Machine Union).
    expect(offered('{回合:B A场:X·Y·Z合体,C-粉碎翼龙,DNA移植手术(宣言:风)} 除外 C-粉碎翼龙 (效果)')).toEqual(['X·Y·Z合体']);
  });
});
