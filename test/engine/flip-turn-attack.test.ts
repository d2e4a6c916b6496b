// s58 (FD-SUMMON-TURN): 幻奏的音女 欧佩拉① 「这张卡在召唤·反转的回合不能攻击」 (current text in the card database) — 反转 is any flip face-up,
// not only a Flip Summon. Before, the sentence was not read at all (「召唤·反转」 did not match the 「召唤·反转召唤」 forms): 欧佩拉 could
// attack the turn it was summoned or flipped.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('FD-SUMMON-TURN (flip)', CARDS_DB);

const attackLine = (a: ReturnType<typeof askCdb>) => String(a.attack?.reason ?? '');
const legal = (a: ReturnType<typeof askCdb>) => a.attack?.legal;

describe.skipIf(!haveCards)('FD-SUMMON-TURN: 「召唤·反转的回合不能攻击」', () => {
  it('[FD-SUMMON-TURN] 欧佩拉 flipped face-up by 停战协定 this turn: its attack declaration is refused (before: allowed)', () => {
    const a = askCdb('{回合:A 阶段:战斗 A场:幻奏的音女 欧佩拉(盖),停战协定(盖) B场:三眼怪} C1 A:停战协定 然后 攻击宣言 幻奏的音女 欧佩拉 → 三眼怪');
    expect(legal(a)).toBe(false);
    expect(attackLine(a)).toContain('这只怪兽不能攻击（「幻奏的音女 欧佩拉」）');
  });
  it('[FD-SUMMON-TURN] 欧佩拉 Tribute Summoned this turn: refused too (before: allowed)', () => {
    const a = askCdb('{回合:A 阶段:战斗 A场:幻奏的音女 欧佩拉(本回合特召,上级召唤) B场:三眼怪} 攻击宣言 幻奏的音女 欧佩拉 → 三眼怪');
    expect(legal(a)).toBe(false);
    expect(attackLine(a)).toContain('这只怪兽不能攻击');
  });
  it('[FD-SUMMON-TURN] 欧佩拉 face-up with nothing said of this turn: it may attack', () => {
    const a = askCdb('{回合:A 阶段:战斗 A场:幻奏的音女 欧佩拉 B场:三眼怪} 攻击宣言 幻奏的音女 欧佩拉 → 三眼怪');
    expect(legal(a)).toBe(true);
  });
});
