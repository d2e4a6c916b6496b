// CH-COND-HIGHEST-ATK: 「场上的攻击力最高的怪兽在对方场上存在」 (命运之抽卡①, read from its text) — the face-up monster with the highest ATK on
// the field, as it shows now, stands on the opponent's field and none of mine ties it. A face-down monster, one in the GY, do not count.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';
import { linkOf } from './build.js';

skipMessage('「场上的攻击力最高的怪兽在对方场上存在」 (CH-COND-HIGHEST-ATK)', CARDS_DB);

const legal = (board: string) => linkOf(askCdb(`{回合:A 阶段:主要1 A基本分:1000 B基本分:8000 ${board}} C1 A:命运之抽卡`), 1);

describe.skipIf(!haveCards)('the highest-ATK monster on the opponent\'s field', () => {
  it('[CH-COND-HIGHEST-ATK] 命运之抽卡: B\'s 青眼白龙 (3000) over my 黑魔术师 (2500) — it may be activated, the rule named', () => {
    const l = legal('A场:黑魔术师 B场:青眼白龙');
    expect(l.legal).toBe(true);
    expect(l.rules).toContain('CH-COND-HIGHEST-ATK');
    // My only monster face-down: B's 三眼怪 is the highest face-up one (judged, not assumed). (Input corrected, s46 e-field: my field
    // written `A场只有:` — written in part, a monster of mine not written could be higher, and SIT-FIELD-COMPLETE now says that.)
    const down = askCdb('{回合:A 阶段:主要1 A基本分:1000 B基本分:8000 A场只有:青眼白龙(盖) B场:三眼怪} C1 A:命运之抽卡');
    expect(linkOf(down, 1).legal).toBe(true);
    expect(down.assumptions.join()).not.toContain('攻击力最高');
  });

  it('[CH-COND-HIGHEST-ATK] the other side: my monster is higher, or ties the highest of B (黑魔术师 each) — it cannot; the reason names the condition', () => {
    expect(legal('A场:青眼白龙 B场:黑魔术师').legal).toBe(false);
    const tie = legal('A场:黑魔术师 B场:黑魔术师');
    expect(tie.legal).toBe(false);
    expect(String(tie.illegalReason)).toContain('攻击力最高的怪兽在对方场上存在');
  });

  it('[CH-COND-HIGHEST-ATK] the ATK it shows now counts (青眼白龙 lowered to 1000); a card that left the field (青眼白龙 in B\'s GY) or a face-down one does not', () => {
    expect(legal('A场:黑魔术师 B场:青眼白龙(攻1000)').legal).toBe(false);
    expect(legal('A场:三眼怪 B场:黑魔术师(攻+500)').legal).toBe(true);
    expect(legal('A场:黑魔术师 B场:三眼怪 B墓:青眼白龙').legal).toBe(false);
    expect(legal('A场:黑魔术师 B场:青眼白龙(盖)').legal).toBe(false);
  });

  it('[CH-COND-HIGHEST-ATK] a summon procedure under it (雾动机龙·腕龙: 「自己的怪兽区域没有「雾动机龙·腕龙」存在，场上的攻击力最高的怪兽在对方场上存在的场合，这张卡可以从手卡特殊召唤」) is judged: B\'s 青眼白龙 highest — made; my 青眼白龙 highest, or a 雾动机龙·腕龙 already in my Monster Zone — not made, the reason said', () => {
    const sp = (board: string) => askCdb(`{回合:A 阶段:主要1 A手:雾动机龙·腕龙 ${board}} 特殊召唤 A:雾动机龙·腕龙`);
    expect(sp('A场:黑魔术师 B场:青眼白龙').events.some((e) => e.type === 'special-summoned')).toBe(true);
    const mine = sp('A场:青眼白龙 B场:黑魔术师');
    expect(mine.events.some((e) => e.type === 'special-summoned')).toBe(false);
    expect(mine.warnings.join()).toContain('攻击力最高的怪兽在对方场上存在');
    expect(sp('A场:雾动机龙·腕龙 B场:青眼究极龙').events.some((e) => e.type === 'special-summoned')).toBe(false);
  });
});
