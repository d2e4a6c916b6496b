// SIT-SUMMON-MATERIALS: a Tribute, Synchro, Xyz or Fusion Summon written with its tributes or materials must be
// what the summoned monster's text asks for; otherwise the binder refuses it with a message saying why. The
// chapter examples (docs/c02/基本用语.rst) run the same rule through the whole pipeline in
// test/reference/c02-basic-terms.test.ts; these tests pin the rule on hand-made cards (no database needed).
import { describe, expect, it } from 'vitest';
import type { Card } from '../../src/cards/facts.js';
import { summonMaterialsRefusal, summonProcedure, untributedSummonRefusal } from '../../src/scenario/summon-materials.js';
import { parseNotation, printNotation } from '../../src/notation/index.js';
import { readFusionLine, readSummonProcedure, readSynchroLine, readTributeCount, readXyzLine } from '../../src/cards/compile/summon-materials.js';

const card = (name: string, subtypes: string[], level: number, text = '', attribute?: string): Card =>
  // (The tributes its text sets are compiled, as a loaded card's are: CMP-TRIBUTE-COUNT.)
  ({ id: 0, name, names: { zh: name }, type: { kind: 'monster', subtypes }, level, attribute, effects: [], source: 'inferred', text, tributeCount: readTributeCount(text) }) as unknown as Card;
const m = (name: string, level = 4, text = '这是一只怪兽。') => card(name, ['effect'], level, text);
const tuner = (name: string, level: number, text = '调整。') => card(name, ['effect', 'tuner'], level, text);

describe('SIT-SUMMON-MATERIALS', () => {
  it('[SIT-SUMMON-MATERIALS] a Tribute Summon needs 1 tribute for level 5–6 and 2 for level 7+; a level-4 monster is not Tribute Summoned', () => {
    expect(summonMaterialsRefusal(undefined, m('六星', 6), [m('a')])).toBeNull();
    expect(summonMaterialsRefusal(undefined, m('六星', 6), [m('a'), m('b')])?.zh).toContain('需要解放1只怪兽');
    expect(summonMaterialsRefusal(undefined, m('七星', 7), [m('a')])?.en).toContain('needs 2 monster(s)');
    expect(summonMaterialsRefusal(undefined, m('七星', 7), [m('a'), m('b')])).toBeNull();
    expect(summonMaterialsRefusal(undefined, m('四星', 4), [m('a')])?.zh).toContain('请写 召唤 四星');
  });
  it('[SIT-SUMMON-MATERIALS] a text that fixes the tributes allows that count only, and its archetype; 「也能把3只…解放」 adds a count', () => {
    const fixed = m('神', 10, '这张卡通常召唤的场合，必须把3只解放作召唤。');
    expect(readTributeCount(fixed.text)).toEqual({ only: { n: 3 } });
    expect(summonMaterialsRefusal(undefined, fixed, [m('a'), m('b')])?.zh).toContain('其他效果不能减少或免除');
    expect(summonMaterialsRefusal(undefined, fixed, [m('a'), m('b'), m('c')])).toBeNull();
    expect(untributedSummonRefusal(fixed)?.zh).toContain('上级召唤 神 解放');
    expect(untributedSummonRefusal(m('七星', 7))).toBeNull(); // other effects may waive an ordinary monster's tributes
    const shell = m('机壳王', 10, '这张卡不能特殊召唤，把自己场上3只「机壳」怪兽解放的场合才能通常召唤。');
    expect(summonMaterialsRefusal(undefined, shell, [m('机壳A'), m('机壳B'), m('c')])?.zh).toContain('3只「机壳」怪兽');
    expect(summonMaterialsRefusal(undefined, shell, [m('机壳A'), m('机壳B'), m('机壳C')])).toBeNull();
    const also = m('审神者', 10, '这张卡也能把3只怪兽或者1只「守墓」怪兽解放表侧表示上级召唤。');
    for (const ok of [[m('a'), m('b')], [m('a'), m('b'), m('c')], [m('守墓的x')]]) expect(summonMaterialsRefusal(undefined, also, ok)).toBeNull();
    expect(summonMaterialsRefusal(undefined, also, [m('a')])).not.toBeNull();
  });
  it('[SIT-SUMMON-MATERIALS] a tribute that may count as 2 (for its attribute) makes 3 with one more monster', () => {
    const double = m('双', 4, '①：暗属性怪兽上级召唤的场合，这张卡可以作为2只的数量解放。');
    const dark = card('暗神', ['effect'], 10, '把自己场上3只怪兽解放的场合才能通常召唤。', '暗');
    const light = card('光神', ['effect'], 10, '把自己场上3只怪兽解放的场合才能通常召唤。', '光');
    expect(summonMaterialsRefusal(undefined, dark, [double, m('a')])).toBeNull();
    expect(summonMaterialsRefusal(undefined, light, [double, m('a')])).not.toBeNull();
  });
  it('[SIT-SUMMON-MATERIALS] Synchro: one tuner plus the non-tuners of the line, levels adding up to the Synchro level', () => {
    const stardust = card('星尘', ['synchro'], 8, '调整＋调整以外的怪兽1只以上\r\n①：…');
    expect(readSynchroLine(stardust.text)).toEqual({ tuners: { n: 1, orMore: false }, nonTuners: { n: 1, orMore: true } });
    expect(summonMaterialsRefusal('synchro', stardust, [tuner('t', 3), m('a', 5)])).toBeNull();
    expect(summonMaterialsRefusal('synchro', stardust, [tuner('t', 3), m('a', 4)])?.zh).toContain('等级合计是7');
    expect(summonMaterialsRefusal('synchro', stardust, [tuner('t', 3), tuner('u', 5)])?.zh).toContain('调整有2只');
    expect(summonMaterialsRefusal('synchro', stardust, [m('a', 3), m('b', 5)])?.en).toContain('0 Tuner(s)');
    expect(summonMaterialsRefusal('synchro', stardust, [tuner('t', 3), card('x', ['xyz'], 5)])?.zh).toContain('没有等级');
    // a tuner that may be treated as a non-tuner
    expect(summonMaterialsRefusal('synchro', stardust, [tuner('t', 3), tuner('幽骑', 5, '这张卡可以当作调整以外的怪兽使用。')])).toBeNull();
    // a line naming its tuner
    const named = card('龙', ['synchro'], 8, '「废品同调士」＋调整以外的怪兽1只以上');
    expect(summonMaterialsRefusal('synchro', named, [tuner('废品同调士', 3), m('a', 5)])).toBeNull();
    expect(summonMaterialsRefusal('synchro', named, [tuner('别的调整', 3), m('a', 5)])?.zh).toContain('「废品同调士」1只');
  });
  it('[SIT-SUMMON-MATERIALS] Xyz: every material has the line\'s level, and the line\'s count', () => {
    const hope = card('希望', ['xyz'], 4, '4星怪兽×2\r\n①：…');
    expect(readXyzLine(hope.text)).toEqual({ level: 4, count: { n: 2, orMore: false } });
    expect(readXyzLine('光属性4星怪兽×2只以上')).toEqual({ level: 4, count: { n: 2, orMore: true } });
    expect(summonMaterialsRefusal('xyz', hope, [m('a'), m('b')])).toBeNull();
    expect(summonMaterialsRefusal('xyz', hope, [m('a'), m('b', 3)])?.zh).toContain('「b」不是4星');
    expect(summonMaterialsRefusal('xyz', hope, [m('a'), m('b'), m('c')])?.zh).toContain('这里写了3只');
  });
  it('[SIT-SUMMON-MATERIALS] Fusion: the count, the named parts (one substitute, none for 「以上记卡」), never a card that cannot be Fusion Material', () => {
    const twin = card('双爆', ['fusion'], 10, '「青眼白龙」＋「青眼白龙」');
    const sub = m('沼地', 3, '①：这张卡可以作为融合怪兽卡有卡名记述的1只融合素材怪兽的代替。');
    expect(readFusionLine(twin.text)).toEqual({ named: ['青眼白龙', '青眼白龙'], count: { n: 2, orMore: false }, onlyListed: false });
    expect(summonMaterialsRefusal('fusion', twin, [m('青眼白龙', 8), sub])).toBeNull();
    expect(summonMaterialsRefusal('fusion', twin, [sub, sub])?.zh).toContain('只能代替1只');
    expect(summonMaterialsRefusal('fusion', twin, [m('青眼白龙', 8)])?.zh).toContain('这里写了1只');
    const listed = card('红玉', ['fusion'], 6, '「红榴」＋「宝石骑士」怪兽\r\n这张卡用以上记卡为融合素材的融合召唤才能从额外卡组特殊召唤。');
    expect(summonMaterialsRefusal('fusion', listed, [m('红榴'), m('宝石骑士·x')])).toBeNull();
    expect(summonMaterialsRefusal('fusion', listed, [sub, m('宝石骑士·x')])?.zh).toContain('融合素材代用怪兽不能代替');
    expect(summonMaterialsRefusal('fusion', listed, [m('核', 4, '这张卡的卡名只要在场上·墓地存在当作「红榴」使用。'), m('宝石骑士·x')])).toBeNull();
    const kaiser = card('凯撒', ['fusion'], 6, '「枪斗」＋「剑斗兽」怪兽');
    expect(summonMaterialsRefusal('fusion', kaiser, [m('枪斗'), m('老虎', 4, '这张卡不能作为融合素材怪兽使用。')])?.zh).toContain('不能作为融合素材');
    expect(readFusionLine('「A」怪兽×3')?.count).toEqual({ n: 3, orMore: false });
    expect(readFusionLine('衍生物以外的场上的暗属性怪兽×2')).toBeNull();
  });
  it('[SIT-SUMMON-MATERIALS] nothing is judged for a card without text, a Ritual Summon, or a line the reader does not know', () => {
    expect(summonMaterialsRefusal(undefined, card('x', ['effect'], 8), [m('a')])).toBeNull();
    expect(summonMaterialsRefusal('ritual', m('仪式', 8), [m('a')])).toBeNull();
    expect(summonMaterialsRefusal('synchro', card('s', ['synchro'], 8, '←4 【灵摆】 4→\n调整＋调整以外的怪兽1只以上'), [m('a')])).toBeNull();
  });
  it('[SIT-SUMMON-MATERIALS] `特殊召唤 X 素材 Y,Z` is X\'s own procedure: the cards go where its text says; a contact procedure takes the listed cards only (no substitute), never a card that cannot be Fusion Material', () => {
    const r = parseNotation('{回合:A} 特殊召唤 ABC-神龙歼灭者 素材 A-突击核, B-破坏龙兽, C-粉碎翼龙');
    expect(r.ok).toBe(true);
    if (r.ok && r.tree.kind === 'action') {
      expect(r.tree.action).toMatchObject({ verb: 'special-summon' });
      expect(r.tree.action.tributes).toHaveLength(3);
      expect(printNotation(r.tree)).toContain('特殊召唤 ABC-神龙歼灭者 素材 A-突击核, B-破坏龙兽, C-粉碎翼龙');
    }
    expect(parseNotation('特殊召唤 青眼白龙 解放 三眼怪').ok).toBe(false);
    expect(readSummonProcedure('「A」＋「B」\r\n把自己的场上·墓地的上记卡除外的场合才能从额外卡组特殊召唤（不需要「融合」）。')).toEqual({ move: 'banished', listed: true });
    expect(readSummonProcedure('这张卡不能通常召唤。让除外的5只自己的恐龙族怪兽回到卡组的场合才能特殊召唤。')).toEqual({ move: 'returned-to-deck', listed: false });
    expect(readSummonProcedure('①：这张卡可以把对方场上1只怪兽解放，从手卡往对方场上攻击表示特殊召唤。')).toEqual({ move: 'sent-to-gy', listed: false, tribute: true });
    const twin = card('双爆', ['fusion'], 10, '「青眼白龙」＋「青眼白龙」\r\n●把自己的怪兽区域的上记卡送去墓地的场合可以从额外卡组特殊召唤（不需要「融合」）。');
    const sub = m('沼地', 3, '①：这张卡可以作为融合怪兽卡有卡名记述的1只融合素材怪兽的代替。');
    expect(summonProcedure(twin, [m('青眼白龙', 8), m('青眼白龙', 8)])).toEqual({ refusal: null, move: 'sent-to-gy' });
    expect(summonProcedure(twin, [m('青眼白龙', 8), sub]).refusal?.zh).toContain('融合素材代用怪兽不能代替');
    expect(summonProcedure(card('凯撒', ['fusion'], 6, '「枪斗」＋「剑斗兽」怪兽\r\n让自己场上的上记卡回到卡组的场合才能从额外卡组特殊召唤（不需要「融合」）。'), [m('枪斗'), m('老虎', 4, '这张卡不能作为融合素材怪兽使用。')]).refusal?.zh).toContain('不能作为融合素材');
    expect(summonProcedure(m('青眼白龙', 8, '以高攻击力著称的传说之龙。'), [m('a')]).refusal?.zh).toContain('请只写 特殊召唤 青眼白龙');
  });
});

describe('SIT-PROCEDURE-TOKEN', () => {
  const token = (name: string) => card(name, ['normal', 'token'], 1, '');
  it('[SIT-PROCEDURE-TOKEN] a procedure may tribute a Token or banish it face-up, never send it to the GY, return it to the hand or Deck, nor banish it face-down', () => {
    const tributes = m('献祭者', 7, '这张卡不能通常召唤。把自己场上2只怪兽解放的场合才能特殊召唤。');
    expect(summonProcedure(tributes, [token('羊衍生物'), m('a')])).toEqual({ refusal: null, move: 'sent-to-gy', tribute: true });
    const banishes = m('除外者', 7, '这张卡可以把自己场上1只表侧表示的怪兽除外，从手卡特殊召唤。');
    expect(summonProcedure(banishes, [token('羊衍生物')])).toEqual({ refusal: null, move: 'banished' });
    const faceDown = m('吞噬者', 7, '这张卡不能通常召唤。从自己的手卡·场上把卡2张里侧表示除外的场合才能特殊召唤。');
    expect(readSummonProcedure(faceDown.text)).toMatchObject({ move: 'banished', faceDown: true });
    expect(summonProcedure(faceDown, [token('羊衍生物'), m('a')]).refusal?.zh).toContain('里侧表示除外');
    const returns = m('回收者', 7, '这张卡可以让自己场上表侧表示存在的1只怪兽回到手卡，从手卡特殊召唤。');
    expect(summonProcedure(returns, [token('羊衍生物')]).refusal?.en).toContain('cannot be returned to the hand');
    expect(summonProcedure(returns, [m('a')])).toEqual({ refusal: null, move: 'returned-to-hand' });
    const sends = card('接触者', ['fusion'], 8, '「甲」＋怪兽\r\n把自己场上的上记卡送去墓地的场合才能从额外卡组特殊召唤（不需要「融合」）。');
    expect(summonProcedure(sends, [m('甲'), token('羊衍生物')]).refusal?.zh).toContain('送去墓地');
  });
});

describe('SIT-XYZ-OVERLAY', () => {
  const xyz = (name: string, rank: number, text: string) => card(name, ['effect', 'xyz'], rank, text);
  it('[SIT-XYZ-OVERLAY] 「也能在自己场上的「X」上面重叠来超量召唤」: one monster named X is enough; another monster is refused; the material line still holds for several', () => {
    const on = xyz('重叠龙', 6, '6星怪兽×3\r\n「重叠龙」1回合1次也能在自己场上的「底座龙」上面重叠来超量召唤。');
    expect(summonMaterialsRefusal('xyz', on, [m('底座龙', 5)])).toBeNull();
    expect(summonMaterialsRefusal('xyz', on, [m('别的龙', 5)])?.zh).toContain('只能在自己场上的「底座龙」上面重叠来超量召唤');
    expect(summonMaterialsRefusal('xyz', on, [m('a', 6), m('b', 6), m('c', 6)])).toBeNull();
    expect(summonMaterialsRefusal('xyz', on, [m('a', 6), m('b', 5), m('c', 6)])?.zh).toContain('不是6星');
    // without the clause, one monster of another level is refused as before
    expect(summonMaterialsRefusal('xyz', xyz('普通超量', 6, '6星怪兽×3'), [m('底座龙', 5)])?.zh).toContain('不是6星');
  });
  it('[SIT-XYZ-OVERLAY] an archetype Xyz Monster of a stated Rank, and the card the clause excludes', () => {
    const blade = xyz('刃龙', 9, '9星怪兽×3\r\n这张卡也能在「刃龙」以外的自己场上的8阶「银河」超量怪兽上面重叠来超量召唤。');
    expect(summonMaterialsRefusal('xyz', blade, [xyz('银河超量', 8, '8星怪兽×2')])).toBeNull();
    expect(summonMaterialsRefusal('xyz', blade, [xyz('银河超量', 4, '4星怪兽×2')])?.zh).toContain('不是8阶的超量怪兽');
    expect(summonMaterialsRefusal('xyz', blade, [m('银河怪兽', 8)])?.zh).toContain('不是「银河」超量怪兽');
    const beast = xyz('兽甲', 4, '4星怪兽×3\r\n「兽甲」1回合1次也能在同名卡以外的自己场上的「兽」怪兽上面重叠来超量召唤。');
    expect(summonMaterialsRefusal('xyz', beast, [m('兽乙', 4)])).toBeNull();
    expect(summonMaterialsRefusal('xyz', beast, [xyz('兽甲', 4, '4星怪兽×3')])?.zh).toContain('除外的卡');
  });
});
