// CMP-RESPONDS-TARGETING: 「自己场上的卡为对象的对方的魔法·陷阱·怪兽的效果发动时」 (解码语者②, current text) answers only an
// activation that targets such a card — the words before 「为对象的」 are what the answered activation targets.
import { describe, expect, it } from 'vitest';
import { cdbJudge, CARDS_DB, haveCards, skipMessage } from './data.js';
import { renderChainText as render } from '../../src/answer/render/text.js';

skipMessage('CMP-RESPONDS-TARGETING', CARDS_DB);

function answer(input: string, lang: 'zh-CN' | 'en' = 'zh-CN') {
  const a = cdbJudge().chain(input, { lang });
  if (!a.ok) throw new Error(`${input}: ${a.error.message}`);
  return a;
}

const field = '{回合:B 阶段:主要1 A场:解码语者(EX左),青眼白龙(主1) B场:技能抽取';

describe.skipIf(!haveCards)('CMP-RESPONDS-TARGETING', () => {
  it('[CMP-RESPONDS-TARGETING] 解码语者② does not answer 雷击 (it targets nothing) nor a 旋风 that targets the opponent\'s own card, and the refusal says what it answers', () => {
    const raigeki = answer(`${field} B手:雷击} C1 B:雷击 C2 A:解码语者②`);
    expect(raigeki.links[1]!.legal).toBe(false);
    expect(raigeki.links[1]!.illegalReason).toContain('只回应以自己场上的卡为对象的发动');
    expect(raigeki.links[1]!.illegalReason).toContain('不取对象');
    // The 雷击 resolves: 青眼白龙 is destroyed.
    expect(raigeki.links[0]!.outcome).toBe('resolved');
    const en = answer(`${field} B手:雷击} C1 B:雷击 C2 A:解码语者②`, 'en');
    expect(en.links[1]!.illegalReason).toContain('targets nothing');
    const ownCard = answer(`${field} B手:旋风} C1 B:旋风→B:技能抽取 C2 A:解码语者②`);
    expect(ownCard.links[1]!.legal).toBe(false);
  });

  it('[CMP-RESPONDS-TARGETING] 解码语者② answers a 旋风 that targets a card of its field; with the target not written it is assumed, and said', () => {
    const spell = '{回合:B 阶段:主要1 A场:解码语者(EX左),青眼白龙(主1),王宫的敕命(魔陷1) B手:旋风}';
    const yes = answer(`${spell} C1 B:旋风→A:王宫的敕命 C2 A:解码语者②`);
    expect(yes.links[1]!.legal).toBe(true);
    expect(yes.links[0]!.outcome).toBe('activation-negated');
    const unwritten = answer(`${spell} C1 B:旋风 C2 A:解码语者②`);
    expect(unwritten.links[1]!.legal).toBe(true);
    expect(unwritten.assumptions.join('\n')).toContain('只回应以自己场上的卡为对象的发动');
  });

  it('[WIN-TRIBUTED] 解码语者②\'s cost, its monster not written, is said as a tribute (解放), with what the cost names — not 「送去墓地」', () => {
    // (Two monsters in the zones it points to, so which one paid is not written: since CMP-COST-LINKED-ZONE the cost is a monster in a
    // linked zone, never 解码语者 itself, and with one such monster that one is named.)
    const yes = answer('{回合:B 阶段:主要1 A场:解码语者(EX左),青眼白龙(主1),三眼怪(主3),王宫的敕命(魔陷1) B手:旋风} C1 B:旋风→A:王宫的敕命 C2 A:解码语者②');
    const cost = yes.events.find((e) => e.link === 2 && e.cause === 'cost' && e.type === 'sent-to-gy');
    expect(cost?.tributed).toBe(true);
    expect(render(yes, 'zh-CN')).toContain('1只自己场上的这张卡所连接区的怪兽（未写明）作为代价解放');
  });
});
