// CMP-COST-LINKED-ZONE: 「把这张卡所连接区1只自己怪兽解放才能发动」 (解码语者②, current text; also 雷管删除员, 电源代码语者, 连接弟子 …) —
// the cost is a monster in a zone this Link monster points to, never the Link monster itself. Before (s56 head-judge check), read as
// "a monster of your own", 解码语者 was assumed to tribute itself and negated anyway.
import { describe, expect, it } from 'vitest';
import { cdbJudge, CARDS_DB, haveCards, skipMessage } from './data.js';

skipMessage('CMP-COST-LINKED-ZONE', CARDS_DB);

function answer(input: string, lang: 'zh-CN' | 'en' = 'zh-CN') {
  const a = cdbJudge().chain(input, { lang });
  if (!a.ok) throw new Error(`${input}: ${a.error.message}`);
  return a;
}

/** `key`: `A场只有` writes A's field complete (SIT-FIELD-COMPLETE: written in part, a monster not written could pay the cost). */
const chain = (aField: string, turn = 'B', key = 'A场') => `{回合:${turn} 阶段:主要1 ${key}:${aField} B场:旋风(盖)} C1 B:旋风→A:王宫的敕命 C2 A:解码语者②`;

describe.skipIf(!haveCards)('CMP-COST-LINKED-ZONE', () => {
  it('[CMP-COST-LINKED-ZONE] 解码语者② with no monster in a zone it points to cannot be activated — it does not tribute itself', () => {
    const alone = answer(chain('解码语者(EX左),王宫的敕命', 'B', 'A场只有'));
    expect(alone.links[1]!.legal).toBe(false);
    expect(alone.links[1]!.illegalReason).toContain('这张卡所连接区的怪兽');
    expect(alone.links[0]!.outcome).not.toBe('activation-negated');
    // A monster on the field, but in a zone it does not point to (main zone 2, below the left Extra Monster Zone): still none.
    expect(answer(chain('解码语者(EX左),王宫的敕命,三眼怪(主2)', 'B', 'A场只有')).links[1]!.legal).toBe(false);
    expect(answer(chain('解码语者(EX左),王宫的敕命', 'B', 'A场只有'), 'en').links[1]!.illegalReason).toContain('in a zone this card points to');
  });

  it('[CMP-COST-LINKED-ZONE] the other side: a monster in a zone it points to is tributed, and the activation is negated', () => {
    const linked = answer(chain('解码语者(EX左),王宫的敕命,三眼怪(主1)'));
    expect(linked.links[1]!.legal).toBe(true);
    expect(linked.links[0]!.outcome).toBe('activation-negated');
    const tributed = linked.events.filter((e) => e.link === 2 && e.cause === 'cost').flatMap((e) => e.cards.map((c) => c.name));
    expect(tributed).toContain('三眼怪');
    expect(tributed).not.toContain('解码语者');
    // Zones not written: the monster is assumed to be in a linked zone, and the answer says it assumed the cost.
    const unplaced = answer(chain('解码语者,王宫的敕命,三眼怪'));
    expect(unplaced.links[1]!.legal).toBe(true);
    expect(unplaced.assumptions.join('\n')).toContain('「三眼怪」，假定用它支付');
  });
});
