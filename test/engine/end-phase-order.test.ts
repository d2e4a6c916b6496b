// The End Phase played after the chain (`… 结束阶段`) as a player reads it (s52):
// - ANS-PHASE-AFTER-WINDOW: in game order — the window the chain's end opens first, then the End Phase and its window;
// - WIN-PRIORITY-END-PHASE: the End Phase's window says how priority goes in a phase (docs/c02/优先权.rst:40–75), not the chain-end
//   「没有要先组成连锁的诱发效果（顺序1–6）」;
// - WIN-END-PHASE-ARMED-ON-CHAIN: a Spirit flipped face-up by an effect in that chain (太阳之书) returns at this End Phase.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, cdbJudge, haveCards, skipMessage } from '../cards/data.js';
import { renderChainText } from '../../src/answer/render/text.js';
import { chainEmbeds } from '../../src/answer/render/discord.js';
import type { ChainAnswer } from '../../src/answer/types.js';

skipMessage('ANS-PHASE-AFTER-WINDOW', CARDS_DB);

const SPIRITS = '{回合:A 阶段:主要1 A场:阿修罗,八俣大蛇 本回合:A:阿修罗(召唤),A:八俣大蛇(召唤)} C1 A:旋风 结束阶段';
const BANISHED = '{回合:B A场:青眼白龙,亚空间物质传送装置(盖)} C1 B:黑洞 C2 A:亚空间物质传送装置→青眼白龙 结束阶段';
/** The End Phase window's entries as `controller:name#effect` plus `!` (mandatory) or `?` (optional). */
const entries = (input: string) => askCdb(input).endPhaseWindow?.triggers.map((t) => `${t.controller}:${t.card.name}#${t.effect}${t.mandatory ? '!' : '?'}`) ?? [];

describe.skipIf(!haveCards)('ANS-PHASE-AFTER-WINDOW', () => {
  it('[ANS-PHASE-AFTER-WINDOW] the text answer shows the window the chain\'s end opens before the End Phase and the window the End Phase opens (game order)', () => {
    for (const input of [SPIRITS, BANISHED]) {
      const text = renderChainText(askCdb(input), 'zh-CN');
      const chainEnd = text.indexOf('时点: 连锁处理结束后的时点');
      const endPhase = text.indexOf('\n结束阶段：');
      const endWindow = Math.max(text.indexOf('\n结束阶段开始后：'), text.indexOf('\n结束阶段的处理之后：'));
      expect(chainEnd, input).toBeGreaterThanOrEqual(0);
      expect(endPhase, input).toBeGreaterThan(chainEnd);
      expect(endWindow, input).toBeGreaterThan(endPhase);
    }
  });
  it('[ANS-PHASE-AFTER-WINDOW] the same in English and in the bot\'s embed: the trigger-window field comes before the End Phase fields', () => {
    const en = renderChainText(cdbJudge().chain(SPIRITS, { lang: 'en' }) as ChainAnswer, 'en');
    expect(en.indexOf('Trigger window: after the chain resolves')).toBeGreaterThanOrEqual(0);
    expect(en.indexOf('\nEnd Phase:')).toBeGreaterThan(en.indexOf('Trigger window: after the chain resolves'));
    expect(en.indexOf('\nOnce the End Phase has begun:')).toBeGreaterThan(en.indexOf('\nEnd Phase:'));
    const names = chainEmbeds(askCdb(SPIRITS), 'zh-CN').flatMap((e) => e.fields ?? []).map((f) => f.name);
    const win = names.findIndex((n) => n.startsWith('时点'));
    expect(win).toBeGreaterThanOrEqual(0);
    expect(names.indexOf('结束阶段')).toBeGreaterThan(win);
    expect(names.indexOf('结束阶段开始后')).toBeGreaterThan(names.indexOf('结束阶段'));
  });
});

describe.skipIf(!haveCards)('WIN-PRIORITY-END-PHASE', () => {
  it('[WIN-PRIORITY-END-PHASE] the End Phase window (its own triggers, 2 Spirits) says the phase\'s order of priority — the turn player first, then the opponent, mandatory ones left once both pass, then the hand-size adjustment — not the chain-end 「顺序1–6」', () => {
    const w = askCdb(SPIRITS).endPhaseWindow!;
    const said = [...w.notes, ...(w.background ?? [])].join('\n');
    expect(said).not.toContain('没有要先组成连锁的诱发效果（顺序1–6）');
    expect(said).toContain('回合玩家A先选择是否发动·适用1个效果·处理');
    expect(said).toContain('手卡调整');
  });
  it('[WIN-PRIORITY-END-PHASE] the window after an End Phase step (亚空间物质传送装置\'s return) with no trigger to place says it too; the chain-end window keeps its own wording', () => {
    const a = askCdb(BANISHED);
    const said = [...a.endPhaseWindow!.notes, ...(a.endPhaseWindow!.background ?? [])].join('\n');
    expect(said).not.toContain('没有要先组成连锁的诱发效果（顺序1–6）');
    expect(said).toContain('回合玩家B先选择是否发动·适用1个效果·处理');
    expect((a.window.background ?? []).join('\n')).toContain('没有要先组成连锁的诱发效果（顺序1–6）');
  });
});

describe.skipIf(!haveCards)('WIN-END-PHASE-ARMED-ON-CHAIN', () => {
  it('[WIN-END-PHASE-ARMED-ON-CHAIN] a face-down 阿修罗 flipped face-up by 太阳之书 in the chain returns at this End Phase (「召唤·反转回合的结束阶段」): its trigger is an entry of the End Phase window', () => {
    const input = '{回合:A 阶段:主要1 A场:阿修罗(里侧守备)} C1 A:太阳之书→阿修罗 结束阶段';
    expect(entries(input)).toEqual(['A:阿修罗#2!']);
    expect(askCdb(input).endPhaseWindow?.triggers[0]?.rules).toContain('WIN-END-PHASE-ARMED-ON-CHAIN');
    expect(renderChainText(askCdb(input), 'zh-CN')).toContain('单独作为连锁1 · A:阿修罗 ②');
  });
  it('[WIN-END-PHASE-ARMED-ON-CHAIN] so does 八俣大蛇, and in B\'s turn B\'s own Spirit', () => {
    expect(entries('{回合:A 阶段:主要1 A场:八俣大蛇(里侧守备)} C1 A:太阳之书→八俣大蛇 结束阶段')).toEqual(['A:八俣大蛇#2!']);
    expect(entries('{回合:B 阶段:主要2 B场:八俣大蛇(里侧守备)} C1 B:太阳之书→八俣大蛇 结束阶段')).toEqual(['B:八俣大蛇#2!']);
  });
  it('[WIN-END-PHASE-ARMED-ON-CHAIN] the other side: flipped then destroyed in the same chain, not flipped at all, or the next turn\'s End Phase — no return', () => {
    expect(entries('{回合:A 阶段:主要1 A场:八俣大蛇(里侧守备)} C1 A:黑洞 C2 A:太阳之书→八俣大蛇 结束阶段')).toEqual([]);
    expect(entries('{回合:A 阶段:主要1 A场:阿修罗(里侧守备) B场:旋风(盖)} C1 A:旋风→B:旋风 结束阶段')).toEqual([]);
    expect(entries('{回合:A 阶段:主要1 A场:阿修罗(里侧守备)} C1 A:太阳之书→阿修罗 下个回合的结束阶段')).toEqual([]);
  });
  it('[WIN-END-PHASE-ARMED-ON-CHAIN] flipped by an earlier chain of the input (`… 然后 …`): it returns at the End Phase played after the last chain, through several chains; not once a later chain destroyed it or turned it face-down', () => {
    const flip = '{回合:A 阶段:主要1 A场:阿修罗(里侧守备)} C1 A:太阳之书→阿修罗 然后';
    expect(entries(`${flip} C1 A:旋风 结束阶段`)).toEqual(['A:阿修罗#2!']);
    expect(askCdb(`${flip} C1 A:旋风 结束阶段`).endPhaseWindow?.triggers[0]?.rules).toContain('WIN-END-PHASE-ARMED-ON-CHAIN');
    expect(entries(`${flip} C1 A:旋风 然后 C1 A:旋风 结束阶段`)).toEqual(['A:阿修罗#2!']);
    expect(entries('{回合:B 阶段:主要1 B场:八俣大蛇(里侧守备)} C1 B:太阳之书→八俣大蛇 然后 C1 A:旋风 结束阶段')).toEqual(['B:八俣大蛇#2!']);
    expect(entries(`${flip} C1 A:黑洞 然后 C1 A:旋风 结束阶段`)).toEqual([]);
    expect(entries(`${flip} C1 A:月之书→阿修罗 结束阶段`)).toEqual([]);
    expect(entries(`${flip} C1 A:旋风 下个回合的结束阶段`)).toEqual([]);
  });
});

describe.skipIf(!haveCards)('WIN-END-PHASE-ARMED-LOST', () => {
  it('[WIN-END-PHASE-ARMED-LOST] 阿修罗 Normal Summoned this turn, banished by 亚空间物质传送装置 and back at the End Phase, is a new card: its 「召唤·反转回合的结束阶段」 return is not named; 八俣大蛇 summoned alongside and never moved still is', () => {
    const input = '{回合:A A场:阿修罗,八俣大蛇,亚空间物质传送装置(盖) 本回合:A:阿修罗(召唤),A:八俣大蛇(召唤)} C1 A:亚空间物质传送装置→阿修罗 结束阶段';
    expect(askCdb(input).endPhase?.map((s) => s.reason).join('')).toContain('阿修罗');
    expect(entries(input)).toEqual(['A:八俣大蛇#2!']);
    // (Said, as a player expects the return: the summon is another card's now.)
    expect(askCdb(input).endPhaseWindow?.notes.join('\n')).toContain('「阿修罗」这个回合召唤·反转过，但之后变成了新的卡');
  });
  it('[WIN-END-PHASE-ARMED-LOST] written temporarily banished since (`(一时除外)`): not named, at the End Phase played after the chain nor after a chain in the End Phase; without it, named', () => {
    expect(entries('{回合:A A场:阿修罗(一时除外) 本回合:A:阿修罗(召唤)} C1 A:旋风 结束阶段')).toEqual([]);
    const left = (states: string) => askCdb(`{回合:A 阶段:结束 A场:阿修罗${states} 本回合:A:阿修罗(召唤)} C1 A:旋风`).window.triggers.map((t) => t.card.name);
    expect(left('(一时除外)')).toEqual([]);
    expect(left('')).toEqual(['阿修罗']);
  });
});

describe.skipIf(!haveCards)('WIN-END-PHASE-OWN-ORDER', () => {
  const said = (input: string) => askCdb(input).endPhaseWindow?.notes.join('\n') ?? '';
  it('[WIN-END-PHASE-OWN-ORDER] a player with two or more mandatory End Phase steps and triggers is told their order is that player\'s to choose (a step and a Spirit\'s return; two Spirits, in either player\'s turn); one alone, or one each, is not', () => {
    const stepAndTrigger = said('{回合:A A场:阿修罗,八俣大蛇,亚空间物质传送装置(盖) 本回合:A:阿修罗(召唤),A:八俣大蛇(召唤)} C1 A:亚空间物质传送装置→阿修罗 结束阶段');
    expect(stepAndTrigger).toContain('A在这个结束阶段必须进行的处理和诱发效果有2个（「亚空间物质传送装置」留下的处理、「八俣大蛇」的诱发效果）');
    expect(stepAndTrigger).toContain('先后顺序完全由这个玩家自己决定（留到结束阶段的处理也可以在诱发效果之后进行');
    expect(said(SPIRITS)).toContain('A在这个结束阶段必须进行的处理和诱发效果有2个（「阿修罗」的诱发效果、「八俣大蛇」的诱发效果）');
    expect(said('{回合:B 阶段:主要1 A场:阿修罗,八俣大蛇 本回合:A:阿修罗(召唤),A:八俣大蛇(召唤)} C1 A:旋风 结束阶段')).toContain('A在这个结束阶段必须进行的');
    expect(said('{回合:A 阶段:主要1 A场:阿修罗 本回合:A:阿修罗(召唤)} C1 A:旋风 结束阶段')).not.toContain('必须进行的');
    expect(said('{回合:A 阶段:主要1 A场:阿修罗 B场:八俣大蛇 本回合:A:阿修罗(召唤),B:八俣大蛇(召唤)} C1 A:旋风 结束阶段')).not.toContain('必须进行的');
  });
});
