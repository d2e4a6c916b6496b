// Rules reference, docs/c02: activating cards and effects (卡片·效果的发动) — a card activation is also
// an effect activation; what answers which; Spells/Traps that leave the field when the chain ends;
// counting activations and uses. Examples the notation can state are judged end to end.
import { beforeAll, describe, expect, it } from 'vitest';
import { ask, eventCards, haveCards, legal, links, offered, referenceJudge, triggerNames } from './judge.js';

const CHAPTER = 'docs/c02/卡片·效果的发动.rst';

describe.skipIf(!haveCards)(CHAPTER, () => {
  beforeAll(() => void referenceJudge());

  // Card activation and effect activation.
  it('[ref docs/c02/卡片·效果的发动.rst:11] negating the activation of an opponent\'s monster effect lets 自然之森 be used (it says "a card\'s activation")', () => {
    const a = ask('{回合:B 阶段:主要1 A场:自然之森 B场:黑森林的魔女} C1 B:黑洞 C2 A:神之宣告');
    expect(links(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
    expect(triggerNames(a)).toContain('自然之森');
  });
  it('[ref docs/c02/卡片·效果的发动.rst:12] a monster 三眼怪 added this turn (`本回合:A:三眼怪(加入:X)`) cannot activate its effects, even as a Pendulum card in a Pendulum Zone; the same card not so added can (CH-NAME-LOCK-EARLIER)', () => {
    expect(legal('{回合:A 本回合:A:三眼怪(加入:慧眼之魔术师) A场:慧眼之魔术师(灵摆左),贵龙之魔术师(灵摆右) A卡组:黑魔术师} C1 A:慧眼之魔术师P①', 1)).toBe(false);
    expect(legal('{回合:B 本回合:A:黑森林的魔女(加入:增殖的G) A手:增殖的G} C1 A:增殖的G', 1)).toBe(false);
    expect(legal('{回合:A A场:慧眼之魔术师(灵摆左),贵龙之魔术师(灵摆右) A卡组:黑魔术师} C1 A:慧眼之魔术师P①', 1)).toBe(true);
  });
  it('[ref docs/c02/卡片·效果的发动.rst:14] a Pendulum card 阻挡十字军 returned to the hand this turn (`本回合:A:阻挡十字军(对象:X)`), placed again, may activate its effect: 阻挡十字军 leaves no lock, unlike 三眼怪 (CH-NAME-LOCK-EARLIER, the other side)', () => {
    expect(legal('{回合:A 本回合:A:阻挡十字军(对象:慧眼之魔术师) A场:慧眼之魔术师(灵摆左),贵龙之魔术师(灵摆右) A卡组:黑魔术师} C1 A:慧眼之魔术师P①', 1)).toBe(true);
  });
  it('[ref docs/c02/卡片·效果的发动.rst:38] the turn 琰魔龙王 红莲魔·厄① applied, the opponent cannot activate a Spell/Trap even from the hand (a card activation is a field effect): no 无限泡影 (CH-LINGERING-LOCK)', () => { expect(legal('{回合:A 阶段:主要1 A场:琰魔龙王 红莲魔·厄,青眼白龙 本回合:A:琰魔龙王 红莲魔·厄#1} C1 A:黑洞 C2 B:无限泡影[从手卡]→青眼白龙', 2)).toBe(false); });
  it('[ref docs/c02/卡片·效果的发动.rst:39] the turn DDD 双晓王 末法神 was Xyz Summoned (its summon listed in 本回合:), a Set Spell/Trap cannot be activated, while one from the hand can be but is negated (CMP-SUMMON-TURN-FIELD-NEGATE, CH-FORBIDDEN-ACTIVATION, FD-SUMMON-TURN-UNSTATED)', () => {
    expect(legal('{回合:B 阶段:主要1 B场:DDD 双晓王 末法神(超量召唤) 本回合:B:DDD 双晓王 末法神(特殊召唤) A场:旋风(盖)} C1 B:黑洞 C2 A:旋风→C1', 2)).toBe(false);
    expect(links('{回合:B 阶段:主要1 B场:DDD 双晓王 末法神(超量召唤) 本回合:B:DDD 双晓王 末法神(特殊召唤) A手:无限泡影} C1 A:无限泡影[从手卡]→DDD 双晓王 末法神')[0]).toMatch(/^C1:legal:effect-negated/);
  });
  it('[ref docs/c02/卡片·效果的发动.rst:40] GO-DDD 神零王 零神·零儿 forbidding Spell & Trap Zone effects does not stop 无限泡影 from the hand, only a Set card (CH-LINGERING-LOCK)', () => { expect(legal('{回合:A 阶段:主要1 A场:GO-DDD 神零王 零神·零儿,青眼白龙 本回合:A:GO-DDD 神零王 零神·零儿#1} C1 A:黑洞 C2 B:无限泡影[从手卡]→青眼白龙', 2)).toBe(true); expect(legal('{回合:A 阶段:主要1 A场:GO-DDD 神零王 零神·零儿,青眼白龙 B场:旋风(盖) 本回合:A:GO-DDD 神零王 零神·零儿#1} C1 A:黑洞 C2 B:旋风→GO-DDD 神零王 零神·零儿', 2)).toBe(false); });
  it('[ref docs/c02/卡片·效果的发动.rst:41] GO-DDD 神零王 零神·零儿 forbidding hand/GY effects stops 无限泡影 from the hand (CH-LINGERING-LOCK)', () => { expect(legal('{回合:A 阶段:主要1 A场:GO-DDD 神零王 零神·零儿,青眼白龙 本回合:A:GO-DDD 神零王 零神·零儿#2} C1 A:黑洞 C2 B:无限泡影[从手卡]→青眼白龙', 2)).toBe(false); expect(legal('{回合:A 阶段:主要1 A场:GO-DDD 神零王 零神·零儿,青眼白龙} C1 A:黑洞 C2 B:无限泡影[从手卡]→青眼白龙', 2)).toBe(true); });
  it('[ref docs/c02/卡片·效果的发动.rst:42] 颉颃胜负 activated from the hand is not a hand effect: 天下独步的大义贼 cannot answer it; 灰流丽 from the hand it can (CH-PLACED-ACTIVATION)', () => { expect(legal('{回合:B 阶段:战斗阶段结束时 A手:天下独步的大义贼 A场:青眼白龙,黑魔术师,三眼怪 B手:颉颃胜负} C1 B:颉颃胜负[从手卡] C2 A:天下独步的大义贼①', 1)).toBe(true); expect(legal('{回合:B 阶段:战斗阶段结束时 A手:天下独步的大义贼 A场:青眼白龙,黑魔术师,三眼怪 B手:颉颃胜负} C1 B:颉颃胜负[从手卡] C2 A:天下独步的大义贼①', 2)).toBe(false); expect(legal('{回合:A 阶段:主要1 A手:天下独步的大义贼 B手:灰流丽} C1 A:增援 C2 B:灰流丽 C3 A:天下独步的大义贼①', 3)).toBe(true); });
  it.fails('[ref docs/c02/卡片·效果的发动.rst:54] 自尊的咆哮 raises ATK before its LP cost is counted — fails: 自尊的咆哮 is legal now, but its text compiles to a modify-stats step with no change (「上升和对方怪兽的攻击力差的数值＋300」 is not read) and no cost (「支付那个攻击力差的数值的基本分」); the engine pays costs before it turns a Set card face-up (src/engine/chain/activate.ts), so 绝望天王星②’s +300 per face-up Spell/Trap (read: `count` of face-up Spell/Traps) would not count 自尊的咆哮 when the cost is paid; and once it is sent to the GY by rule after the chain, the answer’s stats count 0', () => { const a = ask('{回合:A 阶段:伤害计算 A场:绝望天王星,自尊的咆哮(盖) B场:青眼究极龙 攻击:A:绝望天王星→B:青眼究极龙} C1 A:自尊的咆哮'); expect(legal(a, 1)).toBe(true); expect(a.stats?.find((s) => s.card.name === '绝望天王星')?.atk).toBe(4800); });
  it.fails('[ref docs/c02/卡片·效果的发动.rst:55] with 娱乐伙伴 五虹之魔术师 in a Pendulum Zone and exactly 4 Set cards (暗之卡组破坏病毒 among them), activating 暗之卡组破坏病毒 leaves 3 Set, so 虹彩之魔术师 is back to 1500 ATK and cannot be its 2500+ tribute; with 5 Set it stays doubled and can — fails: 五虹之魔术师②’s 「双方受自身的魔法与陷阱区域盖放的卡数量的以下所适用」 bullets are compiled as steps on 「0」/「4」 chosen monsters (●4张以上 doubles ATK whatever the number of Set cards: the count is no condition), and the engine pays a cost before it turns the activated Set card face-up (src/engine/chain/activate.ts), so the count would not drop before the tribute is checked', () => {
    const set = (n: number) => Array.from({ length: n }, () => '旋风(盖)').join(',');
    expect(legal(`{回合:A 阶段:主要1 A场:娱乐伙伴 五虹之魔术师(灵摆左),虹彩之魔术师,暗之卡组破坏病毒(盖),${set(3)}} C1 A:暗之卡组破坏病毒[cost:解放 虹彩之魔术师]`, 1)).toBe(false);
    expect(legal(`{回合:A 阶段:主要1 A场:娱乐伙伴 五虹之魔术师(灵摆左),虹彩之魔术师,暗之卡组破坏病毒(盖),${set(4)}} C1 A:暗之卡组破坏病毒[cost:解放 虹彩之魔术师]`, 1)).toBe(true);
  });
  it('[ref docs/c02/卡片·效果的发动.rst:59] 流天类星龙 may negate 台风\'s card activation; 力天使 女武神 (activation negated) may then be activated', () => {
    const a = ask('{回合:A 阶段:主要1 B场:流天类星龙,力天使 女武神} C1 A:台风 C2 B:流天类星龙');
    expect(links(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
    expect(triggerNames(a)).toContain('力天使 女武神');
  });
  it('[ref docs/c02/卡片·效果的发动.rst:60] 深渊鳞甲-鲸鱼 negates the opponent’s Continuous Trap (深渊死球) once at its resolution and is then sent to the GY: nothing is summoned, and 深渊死球 stays on the field (not sent by rule)', () => { const a = ask('{回合:A 阶段:主要1 A场:深渊死球(盖) A卡组:水精鳞-深渊鲟鱼兵 B场:水精鳞-深渊鲵鱼兵,深渊鳞甲-鲸鱼(装备:水精鳞-深渊鲵鱼兵)} C1 A:深渊死球'); expect(links(a)).toEqual(['C1:legal:effect-negated']); expect(eventCards(a, 'sent-to-gy')).toEqual(['深渊鳞甲-鲸鱼']); expect(eventCards(a, 'special-summoned')).toEqual([]); });
  it('[ref docs/c02/卡片·效果的发动.rst:61] with equal hand sizes, 魔轰神兽 尤尼科 negates and destroys the opponent’s Spell when it resolves (no chain link): 旋风 destroys nothing (CH-NONCHAIN-NEGATE)', () => { const input = '{回合:B A场:魔轰神兽 尤尼科,激流葬(盖) A手卡数:2 B手卡数:2 B场:旋风(盖)} C1 B:旋风→激流葬'; expect(links(input)[0]).toMatch(/^C1:legal:effect-negated/); expect(eventCards(ask(input), 'destroyed')).not.toContain('激流葬'); expect(eventCards(ask(input), 'destroyed')).toContain('旋风'); });
  it.todo('[ref docs/c02/卡片·效果的发动.rst:65] with Spells/Traps declared by No.16 色之支配者 their effects (not card activations) may still be activated — not expressible: notation: no declared card type');
  it('[ref docs/c02/卡片·效果的发动.rst:66] under one\'s own 深渊死球 no Spell card may be activated (黑洞), but a face-up Spell\'s effect still may (木乃伊的呼声 ①) (CH-FORBIDDEN-CARD-ACTIVATION)', () => {
    expect(legal('{回合:A 阶段:主要1 A场:深渊死球,木乃伊的呼声 A手:僵尸带菌者,黑洞} C1 A:木乃伊的呼声①', 1)).toBe(true);
    expect(links('{回合:A 阶段:主要1 A场:深渊死球,木乃伊的呼声 A手:僵尸带菌者,黑洞} C1 A:黑洞')).toEqual(['C1:illegal:illegal']);
  });
  it('[ref docs/c02/卡片·效果的发动.rst:67] 机壳的牲祭 whose effects are negated (by 混沌No.39 希望皇 霍普雷·胜光) goes to the GY when its monster is destroyed by battle, and its ③ (sent from the field) may still be activated', () => { expect(offered('{回合:B 阶段:伤害步骤 A场:机壳的牲祭(装备:隐藏的机壳杀手 物质主义,效果无效),隐藏的机壳杀手 物质主义 B场:混沌No.39 希望皇 霍普雷·胜光} 破坏 隐藏的机壳杀手 物质主义 (战斗)')).toContain('机壳的牲祭'); });
  it('[ref docs/c02/卡片·效果的发动.rst:72] under 魔法抵消器 no Spell can be activated, even the effect of one already face-up (GY Spell effects may)', () => {
    const a = ask('{回合:B 阶段:主要1 A场:魔法抵消器} C1 B:黑洞');
    expect(links(a)).toEqual(['C1:illegal:illegal']);
  });
  it('[ref docs/c02/卡片·效果的发动.rst:76] 黑翼音速 activated from the hand is already a face-up Trap on the field: DDD 极智王 混沌默示神 may target it in a chain (CMP-HAND-ACTIVATION-IF, CMP-HEADER-OPPONENT-TURN; input fixed: 「黑羽-黑旋风」 is no card — the closest name is the Continuous Spell 黑旋风 — so the third 黑羽 monster is 黑羽-极光之奥罗拉)', () => { // B controls exactly three 黑羽 monsters, so 黑翼音速 may be activated from the hand at A’s attack declaration; 混沌默示神 (hand) then targets it and another face-up Continuous Spell (补给部队).
    const input = '{回合:A 阶段:战斗步骤 攻击:A:三眼怪→B:黑羽-疾风之盖尔 A场:三眼怪 B场:黑羽-疾风之盖尔,黑羽-苍炎之修罗,黑羽-极光之奥罗拉,补给部队 B手:黑翼音速,DDD 极智王 混沌默示神} C1 B:黑翼音速[从手卡] C2 B:DDD 极智王 混沌默示神①→黑翼音速,补给部队';
    expect(legal(input, 1)).toBe(true); expect(legal(input, 2)).toBe(true); });
  it('[ref docs/c02/卡片·效果的发动.rst:77] 天空的圣域 chained by 旋风: it is already on the field, so 神罚 may be chained', () => {
    const a = ask('{回合:A 阶段:主要1 A场:黑魔术师} C1 A:天空的圣域 C2 B:旋风 → 天空的圣域 C3 A:神罚');
    expect(legal(a, 2)).toBe(true);
    expect(legal(a, 3)).toBe(true);
  });
  it('[ref docs/c02/卡片·效果的发动.rst:78] 珀耳修斯的神域 chained by 旋风: its name-changing ① does not apply yet, so 神罚 cannot be chained', () => {
    // The example has no other 「天空的圣域」 on the field: both fields are listed (with B's empty), else 神罚's condition is rightly assumed met on the unlisted field.
    const a = ask('{回合:A 阶段:主要1 A场:黑魔术师 B场:} C1 A:珀耳修斯的神域 C2 B:旋风 → 珀耳修斯的神域 C3 A:神罚');
    expect(legal(a, 3)).toBe(false);
  });
  it('[ref docs/c02/卡片·效果的发动.rst:79] 卡通王国\'s protection does not apply while it is being activated: the opponent may chain an effect targeting a Toon', () => {
    const a = ask('{回合:A 阶段:主要1 A场:卡通人鱼} C1 A:卡通王国 C2 B:强制脱出装置 → 卡通人鱼');
    expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(eventCards(a, 'returned-to-hand', 2)).toEqual(['卡通人鱼']);
  });
  it('[ref docs/c02/卡片·效果的发动.rst:80] 龙神阵·略图 ③ chained by 幽丽的幻泷: 略图 may destroy 幻泷 at resolution and resolves normally', () => {
    const a = ask('{回合:A 阶段:主要1 A场:龙神阵·略图} C1 A:龙神阵·略图③ [破坏 幽丽的幻泷] C2 B:幽丽的幻泷');
    expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(eventCards(a, 'destroyed', 1)).toContain('幽丽的幻泷');
  });
  it.todo('[ref docs/c02/卡片·效果的发动.rst:81] 王之遗宝祭祀圣域 is not yet 王家的神殿 while being activated, so 带刻印者 does not protect it from 旋风 — not expressible: card: 王之遗宝祭祀圣域’s current text is established (②「这张卡只要在场地区域存在，卡名当作「王家的神殿」使用」) but 带刻印者’s could not be (newer than the card database, no script header found), so the protection it gives 「王家的神殿」 cannot be restated');
  it.todo('[ref docs/c02/卡片·效果的发动.rst:82] 起始之神 法拉 applied: 王之遗宝祭祀圣域\'s card activation cannot be answered, its ③ can — not expressible: card: 起始之神 法拉 is newer than the card database and its text could not be established (no public script header or card page was found)');
  it('[ref docs/c02/卡片·效果的发动.rst:86] 时读之魔术师 placed in the Pendulum Zone (its card activation) opposite 傅科魔炮石 (scale 2): 灵摆回归 may be chained with targets of level 3 to 7, the scale of 8 standing as 时读’s ② does not apply yet (CH-PENDULUM-ACTIVATION, CMP-LEVEL-IN-SCALES)', () => {
    const input = (targets: string) => `{回合:A 阶段:主要1 A场:傅科魔炮石(灵摆左),灵摆回归(盖) A手:时读之魔术师 A墓:黑魔术师,三眼怪,青眼白龙} C1 A:时读之魔术师[从手卡] C2 A:灵摆回归→${targets}`;
    expect(links(input('黑魔术师,三眼怪'))).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(legal(input('青眼白龙,三眼怪'), 2)).toBe(false);
  });
  it('[ref docs/c02/卡片·效果的发动.rst:88] 漆黑的能量石’s counters are put on it as it is activated (the text before its numbered effects is no effect): activated, it holds 3 Spell Counters (CMP-COUNTERS-AT-ACTIVATION, CNT-AT-ACTIVATION)', () => {
    const a = ask('{回合:A 阶段:主要1} C1 A:漆黑的能量石');
    expect((a.counters ?? []).filter((c) => c.card.name === '漆黑的能量石').map((c) => c.now)).toEqual([3]);
    expect(a.links[0]!.rules).toContain('CNT-AT-ACTIVATION');
  });

  // Effect activation.
  it('[ref docs/c02/卡片·效果的发动.rst:109] 幽鬼兔 answers only the effect of a Spell/Trap already face-up, not a card activation', () => {
    const a = ask('{回合:A 阶段:主要1 B场:幽鬼兔} C1 A:旋风 C2 B:幽鬼兔');
    expect(links(a)).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
    expect(a.links[1]!.rules).toContain('CH-RESPONDS-MATCH');
  });
  it('[ref docs/c02/卡片·效果的发动.rst:110] 饼蛙 answers monster effects and Spell/Trap card activations, not the effect of a face-up Trap', () => {
    const a = ask('{回合:A 阶段:主要1 A场:永远之魂 B场:饼蛙} C1 A:永远之魂① C2 B:饼蛙');
    expect(links(a)).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
  });
  it('[ref docs/c02/卡片·效果的发动.rst:111] 流天类星龙 answers any activation, including the effect of a face-up Trap', () => {
    const a = ask('{回合:A 阶段:主要1 A场:永远之魂 B场:流天类星龙} C1 A:永远之魂① C2 B:流天类星龙');
    expect(links(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
  });
  it.todo('[ref docs/c02/卡片·效果的发动.rst:115] paying 600 LP for 黄金荣耀-灭杀者 brings A below B, allowing 2 targets under 赫灼龙 伪装龙 — not expressible: vocabulary: 赫灼龙 伪装龙 ① 「只要融合召唤的这张卡在怪兽区域存在，对方若不支付600基本分，则不能把卡的效果发动」 (an LP toll on every activation, paid like a cost) is no fact the engine applies, and 黄金荣耀-灭杀者 is newer than the card database');
  it.todo('[ref docs/c02/卡片·效果的发动.rst:116] 淘气仙星·布拉蒂玛丽 compares LP after its cost is paid — not expressible: vocabulary: 赫灼龙 伪装龙 ①’s LP toll on every activation (「对方若不支付600基本分，则不能把卡的效果发动」) is no fact the engine applies, so the LP after it is paid cannot be compared');
  it('[ref docs/c02/卡片·效果的发动.rst:120] 永远之魂 activated with no effect: 神之警告 cannot answer the bare card activation', () => {
    const a = ask('{回合:A 阶段:主要1 A场:永远之魂(盖)} C1 A:永远之魂 C2 B:神之警告');
    expect(legal(a, 2)).toBe(false);
  });
  it('[ref docs/c02/卡片·效果的发动.rst:121] 未来融合\'s card activation special summons nothing: 神之警告 cannot answer it', () => {
    const a = ask('{回合:A 阶段:主要1 A手:未来融合} C1 A:未来融合 C2 B:神之警告');
    expect(legal(a, 2)).toBe(false);
  });
  it('[ref docs/c02/卡片·效果的发动.rst:127] the turn 乌合之行进 was activated its player cannot activate another Spell card either (CH-PLEDGE-EARLIER)', () => {
    expect(links('{回合:A 阶段:主要1 本回合:A:乌合之行进} C1 A:黑洞')).toEqual(['C1:illegal:illegal']);
  });
  it('[ref docs/c02/卡片·效果的发动.rst:128] after 封魔之矢 resolved, no Spell card may be activated for the rest of the turn (CH-LINGERING-LOCK)', () => {
    expect(links('{回合:A 阶段:主要2 本回合:B:封魔之矢} C1 A:黑洞')).toEqual(['C1:illegal:illegal']);
  });
  it('[ref docs/c02/卡片·效果的发动.rst:129] the turn 琰魔龙王 红莲魔·厄① applied, the opponent cannot activate a Set card either (旋风 on 黑洞) (CH-LINGERING-LOCK)', () => { expect(legal('{回合:A 阶段:主要1 A场:琰魔龙王 红莲魔·厄 本回合:A:琰魔龙王 红莲魔·厄#1 B场:旋风(盖)} C1 A:黑洞 C2 B:旋风→C1', 2)).toBe(false); });
  it('[ref docs/c02/卡片·效果的发动.rst:130] with a level 7+ 魔界剧团 monster, 《魔界台本「魔王的降临」》 cannot be answered: no 神之宣告 (CH-CANNOT-BE-ANSWERED-WHILE)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:魔界剧团-大明星} C1 A:《魔界台本「魔王的降临」》 C2 B:神之宣告');
    expect(links(a)).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
  });
  it.todo('[ref docs/c02/卡片·效果的发动.rst:131] a Pendulum card returned by 兽神·武尔坎 may be summoned but not placed in a Pendulum Zone that turn — not expressible: notation: a lock this turn on the effects of the cards an earlier effect returned to the hand (兽神·武尔坎 ①「这个效果回到手卡的卡以及那些同名卡」) cannot be stated, nor placing a Pendulum card in a Pendulum Zone (兽神·武尔坎 is in the card database as 「兽神 武尔坎」)');
  it('[ref docs/c02/卡片·效果的发动.rst:135] 破坏剑-武器破坏之剑\'s "face-up Spells/Traps cannot activate" does not stop card activations: the opponent still activates a Set 旋风, while a face-up Spell\'s effect is stopped (CMP-FACE-UP-EFFECT-LOCK)', () => {
    const board = 'A场:破坏之剑士,破坏剑-武器破坏之剑(装备:破坏之剑士)';
    expect(legal(`{回合:B 阶段:主要1 ${board} B场:旋风(盖)} C1 B:旋风→破坏剑-武器破坏之剑`, 1)).toBe(true);
    expect(legal(`{回合:B 阶段:主要1 ${board} B场:木乃伊的呼声 B手:三眼怪} C1 B:木乃伊的呼声①`, 1)).toBe(false);
  });
  it('[ref docs/c02/卡片·效果的发动.rst:137] activating 幻煌之都 帕西菲斯 as a card only is not "a turn its effect was activated": effect monsters may still be summoned after it, and it may be activated after one was summoned', () => {
    expect(links('{回合:A 阶段:主要1 A场:幻煌之都 帕西菲斯 A墓:三眼怪 本回合:A:幻煌之都 帕西菲斯} C1 A:死者苏生→三眼怪')).toEqual(['C1:legal:resolved']);
    expect(legal('{回合:A 阶段:主要1 A手:幻煌之都 帕西菲斯 本回合:A:三眼怪(特殊召唤)} C1 A:幻煌之都 帕西菲斯', 1)).toBe(true);
  });
  it.todo('[ref docs/c02/卡片·效果的发动.rst:138] 音响放大器 (new text) does not apply when a 音响战士 Pendulum card is placed — not expressible: vocabulary: which effects a counting card watches is not a fact');

  // Continuous cards: effects in the card activation's chain link.
  it('[ref docs/c02/卡片·效果的发动.rst:146] 黑魔导阵 searches as part of its card activation: 灰流丽 may answer it', () => {
    const a = ask('{回合:A 阶段:主要1} C1 A:黑魔导阵 C2 B:灰流丽');
    expect(links(a)).toEqual(['C1:legal:effect-negated@2', 'C2:legal:resolved']);
  });
  it('[ref docs/c02/卡片·效果的发动.rst:147] 永远之魂 activated without its ①: no 神之警告 (the same ruling restated)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:永远之魂(盖)} C1 A:永远之魂 C2 B:神之警告');
    expect(links(a)[1]).toBe('C2:illegal:illegal');
  });
  it('[ref docs/c02/卡片·效果的发动.rst:148] 十二兽的会局\'s card activation summons nothing: 神之警告 cannot answer it', () => {
    const a = ask('{回合:A 阶段:主要1 A手:十二兽的会局} C1 A:十二兽的会局 C2 B:神之警告');
    expect(legal(a, 2)).toBe(false);
  });
  it('[ref docs/c02/卡片·效果的发动.rst:149] 超营养太阳 special summons as its card activation: 神之警告 may answer it', () => {
    // its cost tributes a Plant of level 2 or lower (CMP-COST-GLUED): 蘑菇人 pays it
    const a = ask('{回合:A 阶段:主要1 A场:超营养太阳(盖),蘑菇人} C1 A:超营养太阳 C2 B:神之警告');
    expect(links(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
  });
  it('[ref docs/c02/卡片·效果的发动.rst:150] 大宇宙 may special summon as its card activation (optional): 神之警告 may answer it', () => {
    const a = ask('{回合:A 阶段:主要1} C1 A:大宇宙 C2 B:神之警告');
    expect(links(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
  });
  it.todo('[ref docs/c02/卡片·效果的发动.rst:154] 完美世界 卡通世界 banishes 卡通人鱼 during 王宫的铁壁\'s chain link; 王宫的铁壁 applies only after — not expressible: vocabulary: effects applied without a chain link in the middle of one are not facts');
  it('[ref docs/c02/卡片·效果的发动.rst:158] 王宫的弹压 activated together with its effect cannot activate it again later in that chain (CH-WITH-EFFECT, CH-ACTIVATION-NOT-APPLYING)', () => { /* (Input corrected, s44: 活死人的呼声 revived 死灵骑士, 「这张卡不能特殊召唤」 — no target, CH-SUMMON-CONDITION; 青眼白龙 instead.) */ const a = ask('{回合:B 阶段:主要1 A场:王宫的弹压(盖) B场:活死人的呼声(盖) B墓:三眼怪,青眼白龙} C1 B:死者苏生→三眼怪 C2 A:王宫的弹压[同时发动1] C3 B:活死人的呼声→青眼白龙 C4 A:王宫的弹压#1'); expect(a.links.map((l) => l.legal)).toEqual([true, true, true, false]); expect(a.links[3]!.rules).toContain('CH-ACTIVATION-NOT-APPLYING'); });
  it('[ref docs/c02/卡片·效果的发动.rst:159] 湿润之风 activated as a card only, then targeted by 宇宙旋风: it cannot use ① (or ②) as chain link 3', () => { const a = ask('{回合:A 阶段:主要1 A场:湿润之风(盖) B场:宇宙旋风(盖)} C1 A:湿润之风 C2 B:宇宙旋风→湿润之风 C3 A:湿润之风①'); expect(a.links[2]!.legal).toBe(false); expect(a.links[2]!.rules).toContain('CH-ACTIVATION-NOT-APPLYING'); });
  it('[ref docs/c02/卡片·效果的发动.rst:160] a face-up 湿润之风 may use ① and ② in one chain (the other half, only one of them with its card activation, needs an activation-plus-effect link the notation lacks)', () => { expect(links('{回合:A 阶段:主要1 A场:湿润之风 A基本分:3000 B基本分:8000} C1 A:湿润之风① C2 A:湿润之风②').map((l) => l.split(':').slice(0, 2).join(':'))).toEqual(['C1:legal', 'C2:legal']); });
  it('[ref docs/c02/卡片·效果的发动.rst:161] 女武神的契约书 activated in the Standby Phase may use ① or ③ with it, not both (CH-WITH-EFFECT)', () => { expect(legal('{回合:A 阶段:准备阶段 A场:女武神的契约书(盖) A手:DD 魔导贤者 伽利莱} C1 A:女武神的契约书[同时发动①]', 1)).toBe(true); expect(legal('{回合:A 阶段:准备阶段 A场:女武神的契约书(盖)} C1 A:女武神的契约书[同时发动③]', 1)).toBe(true); expect(legal('{回合:A 阶段:准备阶段 A场:女武神的契约书(盖) A手:DD 魔导贤者 伽利莱} C1 A:女武神的契约书[同时发动①][同时发动③]', 1)).toBe(false); });
  it('[ref docs/c02/卡片·效果的发动.rst:162] 失落的圣域 must apply ① at activation, so ③ cannot share that chain link', () => { expect(legal('{回合:A 阶段:主要1 A场:失落的圣域(盖)} C1 A:失落的圣域[同时发动③]', 1)).toBe(false); expect(legal('{回合:A 阶段:主要1 A场:失落的圣域} C1 A:失落的圣域③', 1)).toBe(true); });
  it('[ref docs/c02/卡片·效果的发动.rst:163] 永远之魂 activated without ① cannot use ① later in that chain', () => {
    const a = ask('{回合:A 阶段:主要1 A场:永远之魂(盖)} C1 A:永远之魂 C2 A:永远之魂①');
    expect(legal(a, 2)).toBe(false);
  });
  it('[ref docs/c02/卡片·效果的发动.rst:167] 女武神的契约书③, 救世主之蚁地狱 and 鬼签① may be activated in their card activation’s chain link in their phase (CH-WITH-EFFECT)', () => {
    expect(legal('{回合:A 阶段:准备阶段 A场:女武神的契约书(盖)} C1 A:女武神的契约书[同时发动③]', 1)).toBe(true);
    expect(legal('{回合:A 阶段:结束阶段 A场:救世主之蚁地狱(盖)} C1 A:救世主之蚁地狱[同时发动1]', 1)).toBe(true);
    expect(legal('{回合:A 阶段:准备阶段 A场:鬼签(盖)} C1 A:鬼签[同时发动①]', 1)).toBe(true);
  });
  it('[ref docs/c02/卡片·效果的发动.rst:168] 通灵盘① may not be activated in its card activation’s chain link (海造贼-大航海 and 逐渐削减的生命 are newer than the database) (CH-WITH-EFFECT)', () => { expect(legal('{回合:B 阶段:结束阶段 A场:通灵盘(盖)} C1 A:通灵盘[同时发动①]', 1)).toBe(false); });
  it('[ref docs/c02/卡片·效果的发动.rst:174] 失落的圣域 ③ cannot share its card activation’s chain link', () => { expect(legal('{回合:B 阶段:主要1 A场:失落的圣域(盖)} C1 A:失落的圣域[同时发动③]', 1)).toBe(false); });
  it('[ref docs/c02/卡片·效果的发动.rst:175] 亚马逊拜谒间 ② cannot share its card activation’s chain link', () => { expect(legal('{回合:A 阶段:主要1 A场:亚马逊拜谒间(盖)} C1 A:亚马逊拜谒间[同时发动②]', 1)).toBe(false); expect(legal('{回合:A 阶段:主要1 A场:亚马逊拜谒间} C1 A:亚马逊拜谒间②', 1)).toBe(true); });
  it('[ref docs/c02/卡片·效果的发动.rst:176] 亚马逊的秘汤 ② cannot share its card activation’s chain link', () => { expect(legal('{回合:A 阶段:主要1 A场:亚马逊的秘汤(盖)} C1 A:亚马逊的秘汤[同时发动②]', 1)).toBe(false); expect(legal('{回合:A 阶段:主要1 A场:亚马逊的秘汤} C1 A:亚马逊的秘汤②', 1)).toBe(true); });
  it('[ref docs/c02/卡片·效果的发动.rst:180] 阳炎光轮 (and 灵神统一③) cannot send itself to the GY as the cost of its effect during its card activation (CH-WITH-EFFECT)', () => { expect(legal('{回合:A 阶段:主要1 A场:阳炎光轮(盖) A墓:阳炎兽 骏鹰} C1 A:阳炎光轮[同时发动2]', 1)).toBe(false); expect(legal('{回合:A 阶段:主要1 A场:灵神统一(盖),三眼怪} C1 A:灵神统一[同时发动③]', 1)).toBe(false); });
  it('[ref docs/c02/卡片·效果的发动.rst:181] 光之回弹 and 卖棺者 ("each time …") cannot use their effect with their card activation (CH-WITH-EFFECT)', () => { expect(legal('{回合:A 阶段:主要1 A场:光之回弹(盖)} C1 A:光之回弹[同时发动1]', 1)).toBe(false); expect(legal('{回合:A 阶段:主要1 A场:卖棺者(盖)} C1 A:卖棺者[同时发动1]', 1)).toBe(false); });
  it('[ref docs/c02/卡片·效果的发动.rst:183] 虚无空间②, 捕食惑星① and 潜海奇袭② cannot be activated with their card activation (CH-WITH-EFFECT)', () => {
    expect(legal('{回合:A 阶段:主要1 A场:虚无空间(盖)} C1 A:虚无空间[同时发动②]', 1)).toBe(false);
    expect(legal('{回合:A 阶段:主要1 A场:捕食惑星(盖)} C1 A:捕食惑星[同时发动①]', 1)).toBe(false);
    expect(legal('{回合:A 阶段:主要1 A场只有:潜海奇袭(盖)} C1 A:潜海奇袭[同时发动②]', 1)).toBe(false);
    // (For its wording 「表侧表示的这张卡得到以下效果」, not its cost: on a field written in part too — test/engine/with-effect.test.ts.)
    expect(legal('{回合:A 阶段:主要1 A场:潜海奇袭(盖)} C1 A:潜海奇袭[同时发动②]', 1)).toBe(false);
  });

  // Counting activations and uses.
  it('[ref docs/c02/卡片·效果的发动.rst:195] after 命运之抽卡, an activation that was negated still used up the one activation allowed: no further 黑洞 (CH-LINGERING-LOCK)', () => {
    expect(links('{回合:A 阶段:主要1 本回合:A:命运之抽卡, A:强欲之壶(发动无效)} C1 A:黑洞')).toEqual(['C1:illegal:illegal']);
  });
  it('[ref docs/c02/卡片·效果的发动.rst:197] 同盟格纳库 (one a turn) whose card activation was negated may be activated again; one that was activated may not', () => { expect(legal('{回合:A 本回合:A:同盟格纳库(发动无效)} C1 A:同盟格纳库', 1)).toBe(true); expect(legal('{回合:A 本回合:A:同盟格纳库} C1 A:同盟格纳库', 1)).toBe(false); });
  it('[ref docs/c02/卡片·效果的发动.rst:198] a once-while-face-up effect (幻奏的音姬 巨匠之舒伯特 ①「只在这张卡在场上表侧表示存在才有1次」) whose activation was negated stays used: it cannot be activated again (shown within the turn; later turns are not judged) (CH-HISTORY-USED)', () => {
    expect(legal('{回合:A 阶段:主要1 A场:幻奏的音姬 巨匠之舒伯特 B墓:青眼白龙 本回合:A:幻奏的音姬 巨匠之舒伯特#1(发动无效)} C1 A:幻奏的音姬 巨匠之舒伯特① → 青眼白龙', 1)).toBe(false);
    expect(legal('{回合:A 阶段:主要1 A场:幻奏的音姬 巨匠之舒伯特 B墓:青眼白龙} C1 A:幻奏的音姬 巨匠之舒伯特① → 青眼白龙', 1)).toBe(true);
  });
  it('[ref docs/c02/卡片·效果的发动.rst:199] 影灵衣的返魂术 negated at activation has still used its ① this turn', () => { expect(legal('{回合:A 阶段:主要1 本回合:A:影灵衣的返魂术(发动无效)} C1 A:影灵衣的返魂术', 1)).toBe(false); });
  it('[ref docs/c02/卡片·效果的发动.rst:200] 雪花之光 negated at activation has still used its ① this turn', () => { expect(legal('{回合:A 阶段:主要1 本回合:A:雪花之光(发动无效)} C1 A:雪花之光', 1)).toBe(false); });
  it('[ref docs/c02/卡片·效果的发动.rst:201] the opponent’s monster effect negated at activation was never activated: 三战之才 cannot be activated (CH-HISTORY-CONDITION)', () => { expect(legal('{回合:A 阶段:主要1 本回合:B:召唤兽 雷电#1(发动无效)} C1 A:三战之才', 1)).toBe(false); });
  it('[ref docs/c02/卡片·效果的发动.rst:202] under 召唤兽 卡利古拉 a monster effect negated at activation still uses the turn’s one (the 欢聚友伴 part is not encoded)', () => { expect(legal('{回合:A 阶段:主要1 本回合:A:召唤兽 雷电#1(发动无效) B场:召唤兽 卡利古拉 A场:急袭猛禽-驱逐伯劳(本回合特召)} C1 A:急袭猛禽-驱逐伯劳①', 1)).toBe(false); });
  it('[ref docs/c02/卡片·效果的发动.rst:203] under 大将军 紫炎 a Spell card activation that was negated does not use the one a turn; one that resolved does (CH-ACTIVATION-LIMIT)', () => { expect(legal('{回合:A 阶段:主要1 本回合:A:死者苏生(发动无效) B场:大将军 紫炎 A墓:青眼白龙} C1 A:死者苏生 → 青眼白龙', 1)).toBe(true); expect(legal('{回合:A 阶段:主要1 本回合:A:死者苏生 B场:大将军 紫炎 A墓:青眼白龙} C1 A:死者苏生 → 青眼白龙', 1)).toBe(false); });
  it('[ref docs/c02/卡片·效果的发动.rst:204] 天羽羽斩之巳剑’s once-per-duel effect is used even when negated (shown within the turn: the Duel-long limit is read as the turn’s)', () => { expect(legal('{回合:A 阶段:主要1 本回合:A:天羽羽斩之巳剑#1(发动无效) A场:天羽羽斩之巳剑} C1 A:天羽羽斩之巳剑①', 1)).toBe(false); expect(legal('{回合:A 阶段:主要1 A场:天羽羽斩之巳剑} C1 A:天羽羽斩之巳剑①', 1)).toBe(true); });
  it('[ref docs/c02/卡片·效果的发动.rst:217] 升阶魔法-七皇之剑 counts applications: negated, another may be activated; copied by 连续魔法 it applies once (CH-ONCE-APPLIED)', () => {
    expect(legal('{回合:A 阶段:主要1 A手:升阶魔法-七皇之剑 A额外:No.101 寂静荣誉方舟骑士,混沌No.101 寂静荣誉暗黑骑士 本回合:A:升阶魔法-七皇之剑(效果无效)} C1 A:升阶魔法-七皇之剑', 1)).toBe(true);
    expect(links('{回合:A 阶段:主要1 A手:升阶魔法-七皇之剑,连续魔法 A额外:No.101 寂静荣誉方舟骑士,混沌No.101 寂静荣誉暗黑骑士} C1 A:升阶魔法-七皇之剑 C2 A:连续魔法')).toEqual(['C1:legal:no-effect', 'C2:legal:resolved']);
  });

  // Activating a Spell/Trap during an effect's resolution.
  it('[ref docs/c02/卡片·效果的发动.rst:232] 终焉之地 activating 卡通王国 (`[发动 X]`): it is activated as 终焉之地 resolves, its activation effect (banish 3 face-down) does not apply even with under 3 cards in the Deck, and it opens no chain link of its own (so 魔宫的贿赂 has nothing to answer) (CH-ACTIVATED-IN-RESOLUTION)', () => {
    const a = ask('{回合:B 阶段:主要1 A场:终焉之地(盖) A卡组:卡通王国 B场:青眼白龙(本回合特召) B场:魔宫的贿赂(盖)} C1 A:终焉之地 [发动 卡通王国]');
    expect(links(a)).toEqual(['C1:legal:resolved']);
    expect(eventCards(a, 'activated', 1)).toContain('卡通王国');
    expect(eventCards(a, 'banished')).toEqual([]);
  });
  it('[ref docs/c02/卡片·效果的发动.rst:233] 弹出式翻页 may activate 神数的神托 with no 神数 monster in the Deck: its 「这张卡的发动时」 search is no part of this activation (CH-ACTIVATED-IN-RESOLUTION)', () => {
    const a = ask('{回合:A 阶段:主要1 B场:山 A卡组:神数的神托} C1 A:弹出式翻页 [发动 神数的神托]');
    expect(links(a)).toEqual(['C1:legal:resolved']);
    expect(eventCards(a, 'activated', 1)).toContain('神数的神托');
    expect(eventCards(a, 'added-to-hand')).toEqual([]);
  });
  it.todo('[ref docs/c02/卡片·效果的发动.rst:241] 虚拟世界 / 终焉之地 may activate 魂缚门 only when its condition holds — not expressible: card: 魂缚门 is newer than the card database and its text could not be established beyond the activation condition the reference quotes (no public script header or card page was found); the activation inside 虚拟世界 / 终焉之地’s resolution is written `[发动 X]` (CH-ACTIVATED-IN-RESOLUTION), whether its own activation condition is checked then is not judged');
  it('[ref docs/c02/卡片·效果的发动.rst:245] 真龙皇的复活 activated by 真龙拳士 雾动轰·铁拳 is activated inside its resolution: no chain link, none of its effects activated with it (they wait for after the chain) (CH-ACTIVATED-IN-RESOLUTION)', () => {
    const a = ask('{回合:B 阶段:主要1 A场:真龙拳士 雾动轰·铁拳(上级召唤) A卡组:真龙皇的复活} C1 B:强欲之壶 C2 A:真龙拳士 雾动轰·铁拳 [发动 真龙皇的复活]');
    expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(eventCards(a, 'activated', 2)).toEqual(['真龙拳士 雾动轰·铁拳', '真龙皇的复活']);
    expect(eventCards(a, 'special-summoned')).toEqual([]);
  });
  it('[ref docs/c02/卡片·效果的发动.rst:250] 礼物卡 activated by 诱饵人偶 counts for its once-per-turn: no second 礼物卡 that turn (CH-HISTORY-BY)', () => {
    expect(legal('{回合:A 阶段:主要1 本回合:A:礼物卡(由诱饵人偶)} C1 A:礼物卡', 1)).toBe(false);
    expect(legal('{回合:A 阶段:主要1} C1 A:礼物卡', 1)).toBe(true);
  });
  it('[ref docs/c02/卡片·效果的发动.rst:251] 不死世界 activated by 尸界的班西 counts for 自然蔷薇鞭 / 大将军 紫炎: no other Spell/Trap that turn (CH-HISTORY-BY, CH-ACTIVATION-LIMIT)', () => {
    expect(legal('{回合:A 阶段:主要1 本回合:A:不死世界(由尸界的班西) B场:大将军 紫炎} C1 A:黑洞', 1)).toBe(false);
    expect(legal('{回合:A 阶段:主要1 本回合:A:不死世界(由尸界的班西) B场:自然蔷薇鞭} C1 A:黑洞', 1)).toBe(false);
    expect(legal('{回合:A 阶段:主要1 B场:大将军 紫炎} C1 A:黑洞', 1)).toBe(true);
  });
  it.todo('[ref docs/c02/卡片·效果的发动.rst:252] 闪刀空域-零区 activated by 虚拟世界 counts as a 闪刀 Spell for 闪刀机关-多任务战刀机 — not expressible: vocabulary: 多任务战刀机②’s count of 「闪刀」 Spells activated while it was face-up is not a fact (the activation itself is now written 本回合:A:闪刀空域-零区(由虚拟世界))');
  it('[ref docs/c02/卡片·效果的发动.rst:253] 吸血鬼帝国 activated by 吸血鬼移地 is no chain link: 凤凰剑圣 基亚·弗里德 (「对方把魔法卡发动的场合」) gets no chance at it, neither on the chain nor after it (the 暗黑荷鲁斯龙 part is not encoded) (CH-ACTIVATED-IN-RESOLUTION)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:吸血鬼领主 A卡组:吸血鬼帝国 B场:凤凰剑圣 基亚·弗里德(再度召唤)} C1 A:吸血鬼移地 [发动 吸血鬼帝国]');
    expect(links(a)).toEqual(['C1:legal:resolved']);
    expect(eventCards(a, 'activated', 1)).toContain('吸血鬼帝国');
    expect(triggerNames(a)).not.toContain('凤凰剑圣 基亚·弗里德');
  });
  it('[ref docs/c02/卡片·效果的发动.rst:254] nor is 娱乐伙伴 天空魔术家 ① (「自己把魔法卡发动的场合」) met by a Continuous Spell 真龙战士 点火烈·炽热 activated (CH-ACTIVATED-IN-RESOLUTION)', () => {
    const a = ask('{回合:B 阶段:主要1 A场:真龙战士 点火烈·炽热(上级召唤),娱乐伙伴 天空魔术家 A卡组:真龙的继承} C1 B:强欲之壶 C2 A:真龙战士 点火烈·炽热 [发动 真龙的继承]');
    expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(eventCards(a, 'activated', 2)).toContain('真龙的继承');
    expect(triggerNames(a)).not.toContain('娱乐伙伴 天空魔术家');
  });
  it.todo('[ref docs/c02/卡片·效果的发动.rst:255] 拉比林斯迷宫 activated by another effect stops 迷宫城的白银姬 ① that turn — not expressible: vocabulary: 迷宫城的白银姬 ①’s condition 「「拉比林斯迷宫」卡的效果或者通常陷阱卡发动的自己·对方回合才能发动」 (a condition on what was activated earlier this turn, `本回合:`) is not read by the compiler (it would be activated in any turn), and 迷宫城的白银姬 and the 拉比林斯迷宫 cards themselves are newer than the card database');
  it.todo('[ref docs/c02/卡片·效果的发动.rst:256] a Field Spell activated by 虚拟世界 makes it "a turn a Spell\'s effect was activated" for 毁灭之黑魔术师 — not expressible: vocabulary: 毁灭之黑魔术师 exists (curated in newer/c02-terms.ts, with only its name effect), but a Special Summon procedure allowed only 「魔法卡的效果发动的回合」 is no fact the engine checks against the turn’s history (the activation is now written 本回合:A:X(由虚拟世界))');
  it('[ref docs/c02/卡片·效果的发动.rst:260] 妖精龙 古代妖 draws when an effect (终焉之地, like 吸血鬼移地 / 弹出式翻页) activates a Field Spell: its 「有场地魔法卡发动的场合」 meets a card activated inside a resolution (CH-ACTIVATED-IN-RESOLUTION)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:妖精龙 古代妖,终焉之地(盖) A卡组:神数的神托 B场:青眼白龙(本回合特召)} C1 A:终焉之地 [发动 神数的神托]');
    expect(links(a)).toEqual(['C1:legal:resolved']);
    expect(triggerNames(a)).toContain('妖精龙 古代妖');
  });
  it('[ref docs/c02/卡片·效果的发动.rst:261] 娱乐伙伴 天空魔术家 ① is met when its own ② activated the Spell (CH-ACTIVATED-IN-RESOLUTION)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:娱乐伙伴 天空魔术家,魔术师的左手 A手:魔术师的右手} C1 A:娱乐伙伴 天空魔术家② → 魔术师的左手 [发动 魔术师的右手]');
    expect(links(a)).toEqual(['C1:legal:resolved']);
    expect(eventCards(a, 'activated', 1)).toContain('魔术师的右手');
    expect(triggerNames(a)).toContain('娱乐伙伴 天空魔术家');
  });
  it('[ref docs/c02/卡片·效果的发动.rst:265] with the opponent\'s 大将军 紫炎 applying, 弹出式翻页 (which would activate a second card) cannot be activated even before any Spell/Trap that turn (CH-ACTIVATION-LIMIT)', () => {
    expect(links('{回合:A 阶段:主要1 B场:大将军 紫炎,山} C1 A:弹出式翻页')).toEqual(['C1:illegal:illegal']);
  });
  it.todo('[ref docs/c02/卡片·效果的发动.rst:266] after 交错之魂, 源数之壁 ① cannot activate 源数网络 — not expressible: card: 交错之魂 and 源数之壁 are newer than the card database and their texts could not be established beyond the lock of 交错之魂 the reference quotes (no public script header or card page was found)');
  it.todo('[ref docs/c02/卡片·效果的发动.rst:267] under 人造人-念力震慑者, 真龙拳士 雾动轰·铁拳 can only add 真龙 Continuous Traps — not expressible: vocabulary: 人造人-念力震慑者 ①「双方不能把场上的陷阱卡的效果发动」 is not read by the compiler (a floodgate forbidding it would stop the activation: CH-IN-RESOLUTION-FORBIDDEN), nor is 「加入手卡或在自己场上发动」 narrowed to adding when the activation is forbidden');
  it.todo('[ref docs/c02/卡片·效果的发动.rst:268] under 魔封的芳香 and others, 真龙战士 点火烈·炽热 can only add 真龙 Continuous Spells — not expressible: vocabulary: 魔封的芳香 now stops a card activated inside a resolution (CH-IN-RESOLUTION-FORBIDDEN), but 「加入手卡或在自己场上发动」 is not narrowed to adding when the activation is forbidden; and `C1 A:真龙战士 点火烈·炽热` is itself refused (checked under 魔封的芳香 in its controller’s Main Phase 1, CH-RESPONDS-C1; cause not traced)');
  it('[ref docs/c02/卡片·效果的发动.rst:269] 埋伏破坏 may be answered by 真龙拳士 雾动轰·铁拳 activating a Trap as it resolves (the 久远之魔术师 米拉 / 超次元机器人 银河破坏王 parts are not encoded) (CH-ACTIVATED-IN-RESOLUTION)', () => {
    const a = ask('{回合:B 阶段:主要1 A场:真龙拳士 雾动轰·铁拳(上级召唤) A卡组:真龙皇的复活 B场:埋伏破坏(盖)} C1 B:埋伏破坏 C2 A:真龙拳士 雾动轰·铁拳 [发动 真龙皇的复活]');
    expect(legal(a, 2)).toBe(true);
    expect(eventCards(a, 'activated', 2)).toContain('真龙皇的复活');
  });
  it.todo('[ref docs/c02/卡片·效果的发动.rst:270] with a Fusion-summoned 赫灼龙 伪装龙 and 1000 LP, 尸界的班西 ② cannot be activated — not expressible: vocabulary: 赫灼龙 伪装龙 ①’s LP toll on every activation (「对方若不支付600基本分，则不能把卡的效果发动」) is no fact the engine applies, nor is an effect that activates a card as it resolves (which would pay it again)');
  it.todo('[ref docs/c02/卡片·效果的发动.rst:271] at 500 LP, 尸界的班西 ② chained by 死魂融合 summoning 赫灼龙 伪装龙 does not apply — not expressible: vocabulary: 赫灼龙 伪装龙 ①’s LP toll on every activation (「对方若不支付600基本分，则不能把卡的效果发动」) is no fact the engine applies, so a card activated by a resolving effect (`[发动 X]`) is never refused for want of LP');

  // Spells/Traps that leave the field when the chain ends.
  it('[ref docs/c02/卡片·效果的发动.rst:280] 激流葬 being activated cannot be targeted by 凤翼的爆风', () => {
    const a = ask('{回合:A 阶段:主要1 B场:黑魔术师} C1 A:激流葬 [合法] C2 B:凤翼的爆风 → 激流葬');
    expect(legal(a, 2)).toBe(false);
  });
  it('[ref docs/c02/卡片·效果的发动.rst:281] a Set 旋风 targeted by 凤翼的爆风 and chained: it does not return to the Deck, it goes to the GY at the end', () => {
    const a = ask('{回合:A 阶段:主要1 B场:旋风(盖),黑魔术师} C1 A:凤翼的爆风 → 旋风 C2 B:旋风');
    expect(eventCards(a, 'returned-to-deck')).not.toContain('旋风');
    expect(eventCards(a, 'sent-to-gy')).toContain('旋风');
  });
  it('[ref docs/c02/卡片·效果的发动.rst:282] 魔偶甜点后·后冠提拉米苏 cannot choose the 旋风 chained to it: named, it is not returned and goes to the GY; a 光之护封剑 it may choose (CH-ON-CHAIN-NO-RETURN)', () => {
    const input = (pick: string) => `{回合:A 阶段:主要1 A场:魔偶甜点后·后冠提拉米苏,魔法筒(盖) A墓:魔偶甜点·千层酥猫咪 B场:旋风(盖),光之护封剑} C1 A:魔偶甜点后·后冠提拉米苏→魔偶甜点·千层酥猫咪 [回到卡组 ${pick}] C2 B:旋风→魔法筒`;
    const a = ask(input('旋风'));
    expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(eventCards(a, 'returned-to-deck')).toEqual(['魔偶甜点·千层酥猫咪']);
    expect(eventCards(a, 'sent-to-gy')).toContain('旋风');
    expect(eventCards(ask(input('光之护封剑')), 'returned-to-deck')).toEqual(['魔偶甜点·千层酥猫咪', '光之护封剑']);
  });
  it('[ref docs/c02/卡片·效果的发动.rst:283] against a chained 强欲之瓶 alone on that field, 爆龙剑士 点火星·日珥 ① cannot return the 强欲之瓶 (it goes to the GY); it may return itself (CH-ON-CHAIN-NO-RETURN)', () => {
    const input = (pick: string) => `{回合:A 阶段:主要1 A场:爆龙剑士 点火星·日珥,黑牙之魔术师(灵摆左) B场:强欲之瓶(盖)} C1 A:爆龙剑士 点火星·日珥①→黑牙之魔术师 [回到卡组 ${pick}] C2 B:强欲之瓶`;
    const a = ask(input('强欲之瓶'));
    expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(eventCards(a, 'returned-to-deck')).toEqual([]);
    expect(eventCards(a, 'sent-to-gy')).toContain('强欲之瓶');
    expect(eventCards(ask(input('爆龙剑士 点火星·日珥')), 'returned-to-deck')).toEqual(['爆龙剑士 点火星·日珥']);
  });
  it('[ref docs/c02/卡片·效果的发动.rst:284] 龙神阵·略图 ③ may destroy the 幽丽的幻泷 chained to it (the same ruling restated)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:龙神阵·略图} C1 A:龙神阵·略图③ [破坏 幽丽的幻泷] C2 B:幽丽的幻泷');
    expect(eventCards(a, 'destroyed', 1)).toContain('幽丽的幻泷');
  });
  it.todo('[ref docs/c02/卡片·效果的发动.rst:285] a Set 替罪羊 targeted by 无限起动要塞 百万吨百臂狂风 ② and chained still becomes material — not expressible: vocabulary: attaching a card as Xyz material is not a fact');
  it('[ref docs/c02/卡片·效果的发动.rst:292] 废铁稻草人 (Sets itself again) cannot be targeted by 凤翼的爆风 while being activated', () => {
    const a = ask('{回合:A 阶段:主要1 A场:废铁稻草人(盖)} C1 A:废铁稻草人 [合法] C2 B:凤翼的爆风 → 废铁稻草人');
    expect(legal(a, 2)).toBe(false);
  });
  it('[ref docs/c02/卡片·效果的发动.rst:293] 光之护封剑 (stays on the field) may be targeted by 凤翼的爆风 while being activated', () => {
    const a = ask('{回合:A 阶段:主要1 A场:黑魔术师} C1 A:光之护封剑 C2 B:凤翼的爆风 → 光之护封剑');
    expect(legal(a, 2)).toBe(true);
  });
  it('[ref docs/c02/卡片·效果的发动.rst:294] 超量苏生 (becomes material) cannot be targeted by 凤翼的爆风 while being activated', () => {
    const a = ask('{回合:A 阶段:主要1 A场:超量苏生(盖)} C1 A:超量苏生 C2 B:凤翼的爆风 → 超量苏生');
    expect(legal(a, 2)).toBe(false);
  });
  it('[ref docs/c02/卡片·效果的发动.rst:295] 金属化·强化反射装甲 / 金属化·钢炎装甲 (its cost now restated: tributing 钢铁幻想师, a monster naming 金属化·强化反射装甲) cannot be targeted by 凤翼的爆风 while being activated', () => { expect(legal('{回合:A 阶段:主要1 A场:三眼怪,金属化·强化反射装甲(盖)} C1 A:金属化·强化反射装甲 C2 B:凤翼的爆风 → 金属化·强化反射装甲', 2)).toBe(false); expect(legal('{回合:A 阶段:主要1 A场:钢铁幻想师,金属化·钢炎装甲(盖)} C1 A:金属化·钢炎装甲 [cost:解放 钢铁幻想师] C2 B:凤翼的爆风 → 金属化·钢炎装甲', 2)).toBe(false); });
  it('[ref docs/c02/卡片·效果的发动.rst:296] 机壳的冻结 (a trap monster not used as a Trap) cannot be targeted by 凤翼的爆风 while being activated', () => {
    const a = ask('{回合:A 阶段:主要1 A场:机壳的冻结(盖)} C1 A:机壳的冻结 C2 B:凤翼的爆风 → 机壳的冻结');
    expect(legal(a, 2)).toBe(false);
  });
  it('[ref docs/c02/卡片·效果的发动.rst:297] 沙尘之大龙卷 being activated cannot be targeted by 砂石飓风', () => {
    // The reference's 沙尘之大飓风 is 沙尘之大龙卷 (it targets 1 Set card) in the card database.
    const a = ask('{回合:A 阶段:主要1 B场:魔法筒(盖),旋风(盖)} C1 A:沙尘之大龙卷 → 魔法筒 C2 B:砂石飓风 → A:沙尘之大龙卷,B:旋风');
    expect(legal(a, 2)).toBe(false);
    expect(a.links[1]!.rules).not.toContain('CH-TARGET-COUNT');
  });
  it('[ref docs/c02/卡片·效果的发动.rst:299] 诱饵人偶 (returns to the Deck) cannot be targeted by 凤翼的爆风 while being activated', () => {
    const a = ask('{回合:A 阶段:主要1 A场:诱饵人偶(盖)} C1 A:诱饵人偶 C2 B:凤翼的爆风 → 诱饵人偶');
    expect(legal(a, 2)).toBe(false);
  });
  it('[ref docs/c02/卡片·效果的发动.rst:303] 纯爱妖精快乐回忆 cannot choose itself, so it cannot be activated when it is the only card on the field (CMP-PROTECT-PICKED, CH-NOTHING-TO-APPLY)', () => { expect(links('{回合:A 阶段:主要1 A场:纯爱妖精快乐回忆(盖) B场:} C1 A:纯爱妖精快乐回忆')).toEqual(['C1:illegal:illegal']); expect(legal('{回合:A 阶段:主要1 A场:纯爱妖精快乐回忆(盖) B场:青眼白龙} C1 A:纯爱妖精快乐回忆', 1)).toBe(true); });
  it.todo('[ref docs/c02/卡片·效果的发动.rst:304] 拉比林斯迷宫欢迎 cannot destroy itself with the added effect — not expressible: vocabulary: 白银之迷宫城 ① (text established: 「盖放的「拉比林斯迷宫欢迎」通常陷阱卡由自己发动的场合，可以给那个效果加上以下效果。●选场上1张卡破坏。」) adds a step to another card’s effect; an effect adding steps to another card’s resolution is not read (「加上以下效果」 is left as understood words), so whether the added step may choose 拉比林斯迷宫欢迎 itself cannot be asked');
  it('[ref docs/c02/卡片·效果的发动.rst:305] 大风暴 does not destroy itself', () => {
    const a = ask('{回合:A 阶段:主要1 A场:黑魔术师 B场:青眼白龙,旋风(盖)} C1 A:大风暴');
    expect(eventCards(a, 'destroyed', 1)).toEqual(['旋风']);
  });
  it('[ref docs/c02/卡片·效果的发动.rst:306] 旋风 cannot target itself', () => {
    const a = referenceJudge().chain('{回合:A 阶段:主要1 B场:旋风(盖)} C1 A:旋风 → C1', { lang: 'zh-CN' });
    expect(a.ok).toBe(false);
    if (!a.ok) expect(a.error.kind).toBe('invalid');
  });
  it('[ref docs/c02/卡片·效果的发动.rst:307] 背德的堕天使 cannot choose itself, so it cannot be activated when it is the only card on the field', () => {
    const a = ask('{回合:A 阶段:主要1 A场: A手:堕天使 伊希塔布 B场:} C1 A:背德的堕天使');
    expect(links(a)).toEqual(['C1:illegal:illegal']);
  });
  it.fails('[ref docs/c02/卡片·效果的发动.rst:308] 创造之魔导书 copying 冰火之魔导书 cannot send itself at resolution — fails: the pick is refused now (CH-ST-NOT-ON-ITSELF: the note sending 创造之魔导书 during its resolution is not followed), but the assertion counts every sent-to-gy event, and a Normal Spell that resolved is sent to the GY by rule after the chain (an event of no link) — it can only pass once the assertion looks at chain link 1 (eventCards(…, \'sent-to-gy\', 1)), which is not this fix’s to change', () => { expect(eventCards(ask('{回合:A A场:黑魔术师 A手:魔导书士 巴夏 A墓:冰火之魔导书} C1 A:创造之魔导书→冰火之魔导书 [cost:观看 魔导书士 巴夏] [送墓 创造之魔导书]'), 'sent-to-gy')).not.toContain('创造之魔导书'); });
  it('[ref docs/c02/卡片·效果的发动.rst:309] 堕天使 伊希塔布② applying 背德的堕天使’s effect (a monster effect) may destroy itself (CH-COPY-RESOLVES)', () => { const input = '{回合:A A场:堕天使 伊希塔布 A墓:背德的堕天使} C1 A:堕天使 伊希塔布②→背德的堕天使 [破坏 堕天使 伊希塔布]'; expect(links(input)).toEqual(['C1:legal:resolved']); expect(eventCards(ask(input), 'destroyed')).toEqual(['堕天使 伊希塔布']); });
  it.todo('[ref docs/c02/卡片·效果的发动.rst:310] 紧急仪式术 copying 奈芙提斯的轮回 cannot destroy itself — not expressible: vocabulary: 紧急仪式术 copying a Ritual Spell: the ritual summon and 奈芙提斯的轮回’s extra destruction are not compiled as steps a copy applies');
  it.todo('[ref docs/c02/卡片·效果的发动.rst:311] 跨音速鸟 ② copying 奈芙提斯的轮回 may destroy itself — not expressible: card: 跨音速鸟’s ② (a copy of a Ritual Spell’s summon) is not in the database’s text of 跨音速鸟');
  it('[ref docs/c02/卡片·效果的发动.rst:316] 电脑堺门-朱雀 ① with its card activation may target the card itself only while another face-up card exists (CH-TARGET-ACTIVATING-FACEUP)', () => {
    expect(legal('{回合:A 阶段:主要1 A场:电脑堺门-朱雀(盖) B场:青眼白龙} C1 A:电脑堺门-朱雀[同时发动①]→电脑堺门-朱雀', 1)).toBe(true);
    expect(legal('{回合:A 阶段:主要1 A场:电脑堺门-朱雀(盖) B场:} C1 A:电脑堺门-朱雀[同时发动①]→电脑堺门-朱雀', 1)).toBe(false);
    expect(legal('{回合:A 阶段:主要1 A场:电脑堺门-朱雀(盖) B场:青眼白龙(盖)} C1 A:电脑堺门-朱雀[同时发动①]→电脑堺门-朱雀', 1)).toBe(false);
  });
  it('[ref docs/c02/卡片·效果的发动.rst:317] 扫射特攻① and 长眠不醒的噩梦① activated with their card activation may target the card itself when other cards could be targeted (CH-TARGET-ACTIVATING-FACEUP)', () => {
    // (Its cost detaches a material of a Machine Xyz Monster on the field: since s56 a field listed without one cannot pay it
    // (CH-COST-COUNT-OF-TARGETS), so the situation lists one — the point here is the target, not the cost.)
    expect(legal('{回合:A 阶段:主要1 A场:扫射特攻(盖),旋风(盖),电子龙·新星(素材:电子龙)} C1 A:扫射特攻[同时发动①]→扫射特攻', 1)).toBe(true);
    expect(legal('{回合:A 阶段:主要1 A场:长眠不醒的噩梦(盖) B场:技能抽取} C1 A:长眠不醒的噩梦[同时发动①]→长眠不醒的噩梦', 1)).toBe(true);
  });
});
