// CH-REWRITE (r16steps, rules reference docs/c03/无效.rst:544–635, 效果改写): 「那个效果变成「…」」 — the effect answered does the
// new text instead of its own when it resolves. The new text is the rewritten effect's (「对方」 is its controller's opponent); it is
// no negation; it targets only when the new text names the targets. A Continuous Spell/Trap whose activation was rewritten goes
// to the GY after the chain (CH-REWRITE-LASTING). The compiler reads the clause (CMP-REWRITE).
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { compileEffects } from '../../src/cards/compile/index.js';
import type { CardType } from '../../src/cards/facts.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-REWRITE', CARDS_DB);

const moved = (a: ChainAnswer, type: string, link?: number) => a.events.filter((e) => e.type === type && (link === undefined || e.link === link)).flatMap((e) => e.cards.map((c) => c.name));
const trap: CardType = { kind: 'trap', subtypes: ['counter'], bits: 0x100004 } as CardType;

describe('CMP-REWRITE: the reading', () => {
  it('[CMP-REWRITE] 「那个效果变成「…」」 is a rewrite of the answered effect, its quoted text read as steps; the other steps stay the card’s own', () => {
    const e = compileEffects('①：对方把魔法·陷阱·怪兽的效果发动时，以自己场上1只怪兽为对象才能发动。那只怪兽回到持有者手卡，那个效果变成「自己从卡组抽1张」。', trap)[0]!;
    expect(e.does.map((a) => a.do)).toEqual(['return-to-hand', 'rewrite']);
    const into = e.does[1]!.into!;
    expect(into.does.map((a) => a.do)).toEqual(['draw']);
    expect(into.targets).toBe(false);
    // 「作为对象的…」 in the new text: the rewritten effect still acts on its targets.
    const kept = compileEffects('①：对方把怪兽的效果发动时才能发动。那个效果变成「作为对象的1只怪兽除外」。', trap)[0]!;
    expect(kept.does[0]!.into!.targets).toBe(true);
  });
});

describe.skipIf(!haveCards)('CH-REWRITE: the rewritten effect resolves as the new text', () => {
  it('[CH-REWRITE] No.75 惑乱之风言暗影① on 魔导战士 破坏者③: the Spell is not destroyed, both players draw instead — and the link resolved (not negated)', () => {
    const a = askCdb('{回合:B A场:No.75 惑乱之风言暗影,光之护封剑 B场:魔导战士 破坏者} C1 B:魔导战士 破坏者③→光之护封剑 C2 A:No.75 惑乱之风言暗影①');
    expect(a.links.map((l) => l.outcome)).toEqual(['resolved', 'resolved']);
    expect(a.links[0]!.rules).toContain('CH-REWRITE');
    expect(moved(a, 'destroyed')).toEqual([]);
    expect(a.events.filter((e) => e.type === 'drawn' && e.link === 1).map((e) => e.player).sort()).toEqual(['A', 'B']);
  });
  it('[CH-FORBIDDEN-REWRITE] 神殿守卫者 (the opponent cannot draw outside the Draw Phase) stops No.75 惑乱之风言暗影① from rewriting into 「双方玩家各自从卡组抽1张」 in the Main Phase; in the Draw Phase it may', () => {
    const main = askCdb('{回合:B 阶段:主要1 A场:No.75 惑乱之风言暗影 B场:神殿守卫者,三眼怪} C1 B:三眼怪 C2 A:No.75 惑乱之风言暗影①');
    expect(main.links[1]!.legal).toBe(false);
    expect(main.links[1]!.rules).toContain('CH-FORBIDDEN-REWRITE');
    expect(askCdb('{回合:B 阶段:抽卡 A场:No.75 惑乱之风言暗影 B场:神殿守卫者,三眼怪} C1 B:三眼怪 C2 A:No.75 惑乱之风言暗影①').links[1]!.legal).toBe(true);
    expect(askCdb('{回合:B 阶段:主要1 A场:No.75 惑乱之风言暗影 B场:三眼怪} C1 B:三眼怪 C2 A:No.75 惑乱之风言暗影①').links[1]!.legal).toBe(true);
  });
  it('[CH-REWRITE] the new text is the rewritten effect’s: 暗黑界的洗脑’s 「对方手卡随机选1张丢弃」 makes its own controller (the opponent of that effect) discard', () => {
    const a = askCdb('{回合:B A场:暗黑界的洗脑,暗黑界的狩人 布劳,光之护封剑 A手:三眼怪,三眼怪,三眼怪 B场:魔导战士 破坏者} C1 B:魔导战士 破坏者③→光之护封剑 C2 A:暗黑界的洗脑①→暗黑界的狩人 布劳');
    expect(a.events.filter((e) => e.type === 'discarded' && e.link === 1).map((e) => e.player)).toEqual(['A']);
    expect(moved(a, 'destroyed')).toEqual([]);
  });
  it('[CH-REWRITE] the other side: 暗黑界的洗脑 needs 「自己手卡有3张以上存在」 — with 1 card in A\'s hand it cannot be activated, so nothing is rewritten', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:暗黑界的洗脑,暗黑界的狩人 布劳,光之护封剑 A手:三眼怪 A手卡数:1 B场:魔导战士 破坏者} C1 B:魔导战士 破坏者③→光之护封剑 C2 A:暗黑界的洗脑①→暗黑界的狩人 布劳');
    expect(a.links[1]!.legal).toBe(false);
    expect(moved(a, 'destroyed')).toEqual(['光之护封剑']);
  });
  it('[CH-REWRITE] the other side: 灰篮战斗 answers only 「只以自己场上的「灰篮」怪兽1只为对象的」 activations (CH-RESPONDS-TARGETS-EXACTLY) — 强制脱出装置 on 三眼怪 cannot be rewritten', () => {
    expect(askCdb('{回合:B 阶段:主要1 A场:灰篮短吻鳄,三眼怪,灰篮战斗(盖) B场:强制脱出装置(盖)} C1 B:强制脱出装置→三眼怪 C2 A:灰篮战斗[●1]').links[1]!.legal).toBe(false);
  });
  it('[CH-REWRITE] a new text naming the targets still acts on them: 强制脱出装置 rewritten by 灰篮战斗 ●1 destroys its target instead of returning it', () => {
    const a = askCdb('{回合:B A场:灰篮短吻鳄,灰篮战斗(盖) B场:强制脱出装置(盖)} C1 B:强制脱出装置→灰篮短吻鳄 C2 A:灰篮战斗[●1]');
    expect(moved(a, 'destroyed', 1)).toEqual(['灰篮短吻鳄']);
    expect(moved(a, 'returned-to-hand')).toEqual([]);
  });
  it('[CH-REWRITE] a rewritten effect that names no target is no targeting effect: 无败将军 弗里德’s negation of Spells that target it does not reach it', () => {
    const a = askCdb('{回合:B A场:无败将军 弗里德,古遗物-恒常剑,魔法筒(盖) B场:旋风(盖)} C1 B:精神操作→无败将军 弗里德 C2 A:古遗物-恒常剑[●1]');
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(a.events.some((e) => e.type === 'control-changed')).toBe(false);
    // Not rewritten, the same Spell is negated by 弗里德.
    expect(askCdb('{回合:B A场:无败将军 弗里德} C1 B:精神操作→无败将军 弗里德').links[0]!.outcome).toBe('effect-negated');
  });
  it('[CH-REWRITE-LASTING] 魔族之链 rewritten by 灰篮战斗 goes to the GY after the chain like a Normal Trap; not rewritten it stays', () => {
    const a = askCdb('{回合:B A场:灰篮短吻鳄,灰篮战斗(盖) B场:魔族之链(盖)} C1 B:魔族之链→灰篮短吻鳄 C2 A:灰篮战斗[●1]');
    expect(a.links[0]!.rules).toContain('CH-REWRITE-LASTING');
    expect(moved(a, 'sent-to-gy')).toContain('魔族之链');
    const b = askCdb('{回合:B A场:灰篮短吻鳄 B场:魔族之链(盖)} C1 B:魔族之链→灰篮短吻鳄');
    expect(moved(b, 'sent-to-gy')).not.toContain('魔族之链');
  });
  it('[CH-ST-STAYS-BY-TEXT] a Normal Spell whose text keeps it on the field (光之护封剑) is not sent to the GY after the chain, rewritten or not', () => {
    expect(moved(askCdb('{回合:A A场:光之护封剑(盖) B场:三眼怪(盖)} C1 A:光之护封剑'), 'sent-to-gy')).toEqual([]);
    expect(moved(askCdb('{回合:A A场:光之护封剑(盖) B场:暗之取引(盖),三眼怪(盖) B手:三眼怪} C1 A:光之护封剑 C2 B:暗之取引'), 'sent-to-gy')).toEqual(['暗之取引']);
  });
});

describe.skipIf(!haveCards)('CH-DISCARD-HAND: whose hand, which cards', () => {
  it('[CH-DISCARD-HAND] 「对方手卡随机选1张丢弃」 with the opponent’s one listed card discards that card; with two listed and none chosen, only a count', () => {
    const one = askCdb('{回合:B A手:三眼怪 B场:XX-剑士 加特姆士,XX-剑士 波加特骑士} C1 B:XX-剑士 加特姆士① [cost:解放 XX-剑士 波加特骑士]');
    expect(moved(one, 'discarded', 1)).toEqual(['三眼怪']);
    const two = askCdb('{回合:B A手:三眼怪,黑魔术师 B场:XX-剑士 加特姆士,XX-剑士 波加特骑士} C1 B:XX-剑士 加特姆士① [cost:解放 XX-剑士 波加特骑士]');
    expect(moved(two, 'discarded', 1)).toEqual([]);
    expect(two.events.filter((e) => e.type === 'discarded' && e.link === 1).map((e) => e.player)).toEqual(['A']);
  });
});

describe.skipIf(!haveCards)('CH-REWRITE-STANDING: a continuous rewrite on the field', () => {
  it('[CMP-REWRITE-STANDING] 「对方发动的通常魔法卡的效果变成「…」」 under 「只要这张卡在自己场上表侧表示存在」 is a continuous rewrite of the opponent’s Normal Spells', () => {
    const e = compileEffects('只要这张卡在自己场上表侧表示存在，对方发动的通常魔法卡的效果变成「自己从卡组抽1张」。', { kind: 'monster', subtypes: ['effect'], bits: 0x21 } as CardType).find((x) => x.kind === 'continuous')!;
    expect(e.does.map((a) => a.do)).toEqual(['rewrite']);
    expect(e.does[0]!.what).toMatchObject({ filter: { kind: 'spell', side: 'opponent', subtypes: ['normal'] } });
  });
  it('[CH-REWRITE-STANDING] 魔轰神 狄阿尼拉: the opponent’s 死者苏生 summons nothing, its controller’s opponent discards instead; its own controller’s Normal Spells are not rewritten', () => {
    const a = askCdb('{回合:B A场:魔轰神 狄阿尼拉 A手:黑魔术师 B墓:青眼白龙} C1 B:死者苏生→青眼白龙');
    expect(a.links[0]!.rules).toContain('CH-REWRITE-STANDING');
    expect(moved(a, 'special-summoned')).toEqual([]);
    expect(moved(a, 'discarded', 1)).toEqual(['黑魔术师']);
    const own = askCdb('{回合:A A场:魔轰神 狄阿尼拉 A墓:青眼白龙} C1 A:死者苏生→青眼白龙');
    expect(moved(own, 'special-summoned')).toEqual(['青眼白龙']);
  });
});
