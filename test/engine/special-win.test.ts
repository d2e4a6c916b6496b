// The end of the Duel (test/RULES.md CH-SPECIAL-WIN, CH-DUEL-DRAW, CH-LP-ZERO-FIRST, CMP-SPECIAL-WIN, and the answer's
// gameResult for CH-LP-ZERO): a card text that decides the Duel (特殊胜利) is no effect — nothing negates it — and is
// checked at once after a cost or a summon, and once an effect has finished resolving; the Duel then ends there: the
// links below do nothing, nothing more may be activated, no window opens. Both players at once is a draw; LP reaching 0
// at the same moment is judged first (rules reference docs/c02/基本用语.rst:1331–1396, docs/c03/特定效果的处理方法.rst:22).
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';
import { ownSpecialWin } from '../../src/cards/compile/special-win.js';
import { textCard } from '../../src/cards/curated/dsl.js';
import { compileEffects } from '../../src/cards/compile/index.js';
import { decodeType, encodeType } from '../../src/cards/import/decode.js';
import { renderChainText } from '../../src/answer/render/text.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const PIECES = '被封印者的右腕,被封印者的左腕,被封印者的右足,被封印者的左足';
const monster = decodeType(encodeType('monster', ['effect']));
const spell = decodeType(encodeType('spell', []));
const outcomes = (a: ChainAnswer) => a.links.map((l) => `C${l.n}:${l.legal}:${l.outcome}`);

describe('reading a special win (CMP-SPECIAL-WIN)', () => {
  it('[CMP-SPECIAL-WIN] 「这张卡和「X」「Y」在手卡全部齐集时，自己决斗胜利」 is a hand set, checked at any time, won by the holder', () => {
    expect(ownSpecialWin('这张卡和「甲之卡」「乙之卡」在手卡全部齐集时，自己决斗胜利。', monster)).toEqual({ winner: 'self', condition: { kind: 'hand-set', names: ['甲之卡', '乙之卡'] }, applies: 'continuous' });
    expect(ownSpecialWin('这张卡不能通常召唤。把这张卡特殊召唤的玩家决斗胜利。', monster)).toEqual({ winner: 'self', condition: { kind: 'summoned' }, applies: 'continuous' });
    expect(ownSpecialWin('4星怪兽×2\n此外，这张卡持有的超量素材数量变成7时，自己决斗胜利。', monster)?.condition).toEqual({ kind: 'materials', count: 7 });
  });
  it('[CMP-SPECIAL-WIN] a win inside a numbered effect or in a Spell/Trap is applied by that effect\'s resolution; 「对方决斗胜利」 is won by the opponent; no win sentence, no fact', () => {
    expect(ownSpecialWin('①：从手卡把1只怪兽特殊召唤。那只怪兽从场上离开时对方决斗胜利。', spell)).toMatchObject({ winner: 'opponent', applies: 'resolution' });
    expect(ownSpecialWin('①：这张卡直接攻击给与对方战斗伤害的场合发动。下次的自己回合中，以下适用。\n●这张卡战斗破坏怪兽时，自己决斗胜利。', monster)).toMatchObject({ winner: 'self', applies: 'resolution', condition: { kind: 'other' } });
    expect(ownSpecialWin('①：这张卡被破坏的场合发动。对方受到1000伤害。', monster)).toBeUndefined();
  });
  it('[CMP-SPECIAL-WIN] a card written as text (as an imported card is read) carries it', () => {
    const c = textCard({ id: 990001, name: '测试之封印核心', type: 'monster effect', level: 3, atk: 1000, def: 1000, text: '这张卡和「被封印者的右腕」在手卡全部齐集时，自己决斗胜利。' });
    expect(c.specialWin?.condition).toEqual({ kind: 'hand-set', names: ['被封印者的右腕'] });
  });
  it('[CMP-SPECIAL-WIN] a win sentence outside the numbered effects that only mentions one (「①的方法」「②的效果」) is still checked at any time', () => {
    const guardian = '这张卡不能特殊召唤。这张卡的①的方法召唤的这张卡战斗破坏对方的恶魔族怪兽时，自己决斗胜利。\n①：这张卡也能把5只怪兽解放作召唤。';
    expect(ownSpecialWin(guardian, monster)).toMatchObject({ winner: 'self', applies: 'continuous' });
    const god = '这张卡的②的效果让「被封印」怪兽5种类被送去自己墓地全部齐集时，自己决斗胜利。\n①：这张卡的攻击力上升1000。\n②：这张卡的攻击宣言时发动。从手卡把1只怪兽送去墓地。';
    expect(ownSpecialWin(god, monster)).toMatchObject({ winner: 'self', applies: 'continuous' });
    // The other side: the same sentence on a line of its numbered effect is that effect's.
    expect(ownSpecialWin('①：这张卡的②的效果让「被封印」怪兽5种类被送去自己墓地全部齐集时，自己决斗胜利。', monster)).toMatchObject({ applies: 'resolution' });
  });
  it('[CMP-SPECIAL-WIN] 「…场上还存在怪兽的玩家获得决斗的胜利。其他的情况算平局」 (whichever player, else a draw) is left unread, not won by the card\'s controller', () => {
    expect(ownSpecialWin('选择自己场上1只怪兽，其他的卡全部送去墓地。回合结束时场上还存在怪兽的玩家获得决斗的胜利。其他的情况算平局。', spell)).toBeUndefined();
    // The other side: 「把这张卡特殊召唤的玩家」 is its own player.
    expect(ownSpecialWin('把这张卡特殊召唤的玩家决斗胜利。', monster)).toMatchObject({ winner: 'self' });
  });
  it.skipIf(!haveCards)('[CMP-SPECIAL-WIN] the imported 守护神 艾克佐迪亚 and 究极封印神 艾克佐迪奥斯 hold their win continuously; 最终一战！ holds none', () => {
    const win = (name: string) => {
      const r = cdbJudge().catalog.resolve(name);
      if (!r.ok) throw new Error(name);
      return r.card.specialWin;
    };
    for (const name of ['守护神 艾克佐迪亚', '究极封印神 艾克佐迪奥斯']) expect(win(name)?.applies).toBe('continuous');
    expect(win('最终一战！')).toBeUndefined();
  });
});

describe('old wording: 「最多选择N张…」 (CMP-OLD-CHOOSE-UP-TO)', () => {
  const trap = decodeType(encodeType('trap', []));
  it('[CMP-OLD-CHOOSE-UP-TO] 「最多选择2张自己的墓地的…怪兽卡加入手卡」 takes up to 2 targets, and adds those targets; 「选最多2张」 chooses at resolution (no target)', () => {
    const [e] = compileEffects('自己墓地有怪兽存在时才能发动。最多选择2张自己的墓地的攻击力1000以下的怪兽卡加入手卡。', trap);
    expect(e!.targets).toMatchObject({ count: 2, upTo: true });
    expect(e!.does.find((a) => a.do === 'add-to-hand')?.what).toBe('targets');
    const [chosen] = compileEffects('自己墓地有怪兽存在时才能发动。从自己墓地选最多2张攻击力1000以下的怪兽卡加入手卡。', trap);
    expect(chosen!.targets ?? null).toBeNull();
  });
});

describe.skipIf(!haveCards)('a special win ends the Duel (CH-SPECIAL-WIN)', () => {
  it('[CH-SPECIAL-WIN] the fifth piece added by a resolving link wins when that link has resolved: the links below it do nothing, no window opens, the answer names the winner', () => {
    const a = askCdb(`{回合:B 阶段:主要1 A手:${PIECES} A场:被封印的艾克佐迪亚,强制脱出装置(盖) B场:青眼白龙} C1 B:黑洞 C2 A:强制脱出装置 → 被封印的艾克佐迪亚`);
    expect(outcomes(a)).toEqual(['C1:true:no-effect', 'C2:true:resolved']);
    expect(a.links[0]!.rules).toContain('CH-SPECIAL-WIN');
    expect(a.events.some((e) => e.type === 'destroyed')).toBe(false);
    expect(a.window.kind).toBe('none');
    expect(a.gameResult).toMatchObject({ winner: 'A', by: 'special-win', losers: [] });
    expect(a.gameResult!.cards.map((c) => c.name)).toEqual(['被封印的艾克佐迪亚']);
  });
  it('[CH-SPECIAL-WIN] the other side: four pieces, a piece in the other player\'s hand, or the link that would add it negated — no win, the Duel goes on', () => {
    expect(askCdb(`{回合:A 阶段:主要1 A手:被封印者的右腕,被封印者的左腕,被封印者的右足,黑魔术师 A墓:被封印的艾克佐迪亚} C1 A:死者转生 → 被封印的艾克佐迪亚`).gameResult).toBeUndefined();
    expect(askCdb(`{回合:A 阶段:主要1 A手:被封印者的右腕,被封印者的左腕,被封印者的右足,黑魔术师 B手:被封印者的左足 A墓:被封印的艾克佐迪亚} C1 A:死者转生 → 被封印的艾克佐迪亚`).gameResult).toBeUndefined();
    const negated = askCdb(`{回合:A 阶段:主要1 A手:${PIECES},黑魔术师 A墓:被封印的艾克佐迪亚 B场:神之宣告(盖)} C1 A:死者转生 → 被封印的艾克佐迪亚 C2 B:神之宣告`);
    expect(negated.gameResult).toBeUndefined();
    expect(negated.window.kind).not.toBe('none');
  });
  it('[CH-SPECIAL-WIN] met by a cost, it wins at once: nothing may be chained to that activation, and it does not resolve', () => {
    const a = askCdb(`{回合:A 阶段:主要1 A场:被封印的艾克佐迪亚 A手:${PIECES},盟军·次世代鸟人兵 B场:神之警告(盖)} C1 A:盟军·次世代鸟人兵[回到手卡 被封印的艾克佐迪亚] C2 B:神之警告`);
    expect(outcomes(a)).toEqual(['C1:true:no-effect', 'C2:false:illegal']);
    expect(a.links[1]!.illegalReason).toContain('决斗');
    expect(a.gameResult?.winner).toBe('A');
  });
  it('[CH-SPECIAL-WIN] no effect: a card whose effects are negated (技能抽取) or that 禁止令 declared (不能使用) still wins; a summon win counts the summon itself', () => {
    const sealed = askCdb(`{回合:A 阶段:主要1 A手:${PIECES},黑魔术师 A墓:被封印的艾克佐迪亚(不能使用) B场:禁止令} C1 A:死者转生 → 被封印的艾克佐迪亚`);
    expect(sealed.gameResult?.winner).toBe('A');
    const god = askCdb('{回合:B 阶段:主要1 B场:奥西里斯之天空龙,欧贝利斯克之巨神兵,太阳神之翼神龙 A场:技能抽取 B手:光之创造神 哈拉克提} 特殊召唤 B:光之创造神 哈拉克提 素材 奥西里斯之天空龙,欧贝利斯克之巨神兵,太阳神之翼神龙');
    expect(god.gameResult).toMatchObject({ winner: 'B', by: 'special-win' });
    expect(god.window.kind).toBe('none');
  });
  it('[CH-SPECIAL-WIN] a count of Xyz Materials: the materials listed (素材:) less one detached as a cost; one too many listed, no win and the chain goes on', () => {
    const won = askCdb('{回合:A 阶段:主要1 A场:鬼计惰天使(素材:三眼怪+三眼怪+三眼怪+三眼怪+三眼怪+三眼怪+三眼怪+三眼怪+三眼怪+三眼怪+三眼怪) B场:效果遮蒙者} C1 A:鬼计惰天使① C2 B:效果遮蒙者 → 鬼计惰天使');
    expect(outcomes(won)).toEqual(['C1:true:no-effect', 'C2:false:illegal']);
    expect(won.gameResult?.winner).toBe('A');
    const on = askCdb('{回合:A 阶段:主要1 A场:鬼计惰天使(素材:三眼怪+三眼怪+三眼怪+三眼怪+三眼怪+三眼怪+三眼怪+三眼怪+三眼怪+三眼怪+三眼怪+三眼怪)} C1 A:鬼计惰天使①');
    expect(on.gameResult).toBeUndefined();
    expect(on.window.kind).not.toBe('none');
  });
  it('[CH-SPECIAL-WIN] the answer says it in Chinese and English', () => {
    const input = `{回合:A 阶段:主要1 A手:${PIECES},黑魔术师 A墓:被封印的艾克佐迪亚} C1 A:死者转生 → 被封印的艾克佐迪亚`;
    const zh = cdbJudge().chain(input, { lang: 'zh-CN' });
    const en = cdbJudge().chain(input, { lang: 'en' });
    expect(renderChainText(zh, 'zh-CN')).toContain('决斗结果：A胜利');
    expect(renderChainText(en, 'en')).toContain('Duel result: A wins');
  });
});

describe.skipIf(!haveCards)('both at once, and LP first', () => {
  it('[CH-DUEL-DRAW] one effect completing both players\' pieces at the same moment: a draw; only one player\'s, that player wins', () => {
    const both = askCdb(`{回合:A 阶段:主要1 A场:妖精骑士 因古纳尔,被封印的艾克佐迪亚 A手:${PIECES} B场:被封印的艾克佐迪亚 B手:${PIECES}} C1 A:妖精骑士 因古纳尔`);
    expect(both.gameResult).toMatchObject({ winner: 'draw', by: 'special-win' });
    expect(both.gameResult!.rules).toContain('CH-DUEL-DRAW');
    const one = askCdb(`{回合:A 阶段:主要1 A场:妖精骑士 因古纳尔,被封印的艾克佐迪亚 A手:${PIECES} B场:被封印的艾克佐迪亚 B手:被封印者的右腕} C1 A:妖精骑士 因古纳尔`);
    expect(one.gameResult?.winner).toBe('A');
  });
  it('[CH-DUEL-DRAW] one effect damaging both players to 0 (火炎地狱, old wording 「受到1000分的伤害」): a draw; one player left above 0, the other wins', () => {
    const both = askCdb('{回合:A 阶段:主要1 A基本分:500 B基本分:1000} C1 A:火炎地狱');
    expect(both.gameResult).toMatchObject({ winner: 'draw', by: 'lp-zero', losers: ['A', 'B'] });
    expect(both.window.notes.join()).toContain('平局');
    expect(askCdb('{回合:A 阶段:主要1 A基本分:501 B基本分:1000} C1 A:火炎地狱').gameResult).toMatchObject({ winner: 'A', losers: ['B'] });
  });
  it('[CH-DUEL-DRAW] battle damage bringing both players to 0 at once is a draw; one of them, the other wins', () => {
    const draw = askCdb('{回合:A 阶段:伤害计算 A基本分:1000 B基本分:1000 A场:青眼白龙 B场:青眼白龙 攻击:A:青眼白龙→B:青眼白龙} 伤害计算');
    // (Equal ATK: no damage, the Duel goes on.)
    expect(draw.gameResult).toBeUndefined();
    const direct = askCdb('{回合:A 阶段:伤害计算 B基本分:1000 A场:青眼白龙 攻击:A:青眼白龙→B} 伤害计算');
    expect(direct.gameResult).toMatchObject({ winner: 'A', by: 'lp-zero', losers: ['B'] });
    expect(askCdb('{回合:A 阶段:伤害计算 B基本分:3001 A场:青眼白龙 攻击:A:青眼白龙→B} 伤害计算').gameResult).toBeUndefined();
  });
  it('[CH-LP-ZERO-FIRST] a cost that completes the pieces and brings the same player\'s LP to 0 at once: LP decide, the player loses (no draw)', () => {
    const a = askCdb(`{回合:A 阶段:主要1 A基本分:500 A场:被封印的艾克佐迪亚 A手:${PIECES},盟军·次世代鸟人兵} C1 A:盟军·次世代鸟人兵[回到手卡 被封印的艾克佐迪亚][支付 500]`);
    expect(a.gameResult).toMatchObject({ winner: 'B', by: 'lp-zero', losers: ['A'], cards: [] });
    expect(a.gameResult!.rules).toContain('CH-LP-ZERO-FIRST');
    expect(a.window.notes.join()).toContain('基本分变成0优先');
  });
});
