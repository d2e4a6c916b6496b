// CH-IF-AFTER-CHAIN: a trigger effect written 「…的场合」 whose event happens while a chain is going on (a cost paid at a link's
// activation) is activated after that chain resolved, not chained to it — even a spell-speed-2 one (a Continuous Trap's);
// only triggers of one moment start a chain together (rules reference docs/c03/诱发类效果.rst:277–284, :598).
// CMP-TRIBUTED-AS-COST: 「…为让(卡的)效果发动而被解放的场合」 is met by a monster tributed as an activation's cost, not by one an
// effect tributes.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-IF-AFTER-CHAIN', CARDS_DB);

const legalAt = (input: string, n: number) => askCdb(input).links.find((l) => l.n === n)?.legal;
const offered = (input: string) => askCdb(input).window.triggers.map((t) => t.card.name);

describe.skipIf(!haveCards)('CH-IF-AFTER-CHAIN', () => {
  it('[CH-IF-AFTER-CHAIN] 虚无空间② (mandatory, 「…送去自己墓地的场合」) met by a cost paid in the chain: not chained, activated after it', () => {
    const input = '{回合:B A场:星尘龙,虚无空间} C1 B:黑洞 C2 A:星尘龙①[解放自身]';
    const a = askCdb(`${input} C3 A:虚无空间②`);
    expect(a.links.find((l) => l.n === 3)?.legal).toBe(false);
    expect(a.links.find((l) => l.n === 3)?.rules).toContain('CH-IF-AFTER-CHAIN');
    expect(offered(input)).toContain('虚无空间');
  });
  it('[CH-IF-AFTER-CHAIN] the other side: at the start of a new chain, alone or with the other triggers of the same moment, it is activated', () => {
    expect(legalAt('{回合:B A场:星尘的祈愿 A墓:星尘龙} C1 A:星尘的祈愿①→星尘龙', 1)).toBe(true);
    expect(legalAt('{回合:B A场:幻兽机 鹞式狮豹兽,星尘的祈愿 A墓:星尘龙} C1 A:幻兽机 鹞式狮豹兽① C2 A:星尘的祈愿①→星尘龙', 2)).toBe(true);
  });
});

describe.skipIf(!haveCards)('CMP-TRIBUTED-AS-COST', () => {
  it('[CMP-TRIBUTED-AS-COST] 幻兽机 鹞式狮豹兽① is met by a monster tributed as the cost of another card’s effect, not by one an effect tributes', () => {
    expect(offered('{回合:B A场:幻兽机 鹞式狮豹兽,星尘龙} C1 B:黑洞 C2 A:星尘龙①[解放自身]')).toContain('幻兽机 鹞式狮豹兽');
    expect(offered('{回合:B A场:幻兽机 鹞式狮豹兽,三眼怪} C1 B:复仇死者的还魂再生→A:三眼怪')).not.toContain('幻兽机 鹞式狮豹兽');
  });
  it('[CMP-TRIBUTED-AS-COST] 星尘的祈愿① is offered once 星尘战士 tributed itself for its own ①', () => {
    expect(offered('{回合:B A场:星尘战士,星尘的祈愿 B手:三眼怪} 特殊召唤 B:三眼怪 C1 A:星尘战士①[解放自身]')).toContain('星尘的祈愿');
  });
  it('[CMP-TRIBUTED-AS-COST] the other side: the tributes of a Tribute Summon are tributed by the summon, not to activate an effect — neither 鹞式狮豹兽 nor 星尘的祈愿 is offered', () => {
    expect(offered('{回合:A 阶段:主要1 A场:幻兽机 鹞式狮豹兽,三眼怪,死灵骑士} 上级召唤 青眼白龙 解放 三眼怪,死灵骑士')).not.toContain('幻兽机 鹞式狮豹兽');
    expect(offered('{回合:A 阶段:主要1 A场:星尘的祈愿,星尘龙,三眼怪} 上级召唤 青眼白龙 解放 三眼怪,星尘龙')).not.toContain('星尘的祈愿');
  });
});
