// Continued attacks (test/RULES.md CH-ATTACK-CONTINUE; rules reference docs/c03/战斗阶段流程.rst:236–255, 282–287):
// 「（只再1次）可以继续攻击」 applied (the state 可继续攻击) is one more attack that must be the player's next one.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { attackGrantOf } from '../../src/cards/compile/attack-rules.js';
import { parseNotation, printNotation } from '../../src/notation/index.js';
import { remembered } from '../../src/engine/game/memory.js';

const atk = (input: string) => askCdb(input).attack!;
const legalCdb = (input: string) => askCdb(input).links[0]!.legal;

describe('continued attacks, the reader and the notation', () => {
  it('[CH-ATTACK-CONTINUE] reads 「那只（自己）怪兽（向对方怪兽）可以继续攻击」 of an effect with no target as the attacker’s; 可继续攻击 parses, prints back, and is lost by a new card', () => {
    const e = () => ({ n: 1, kind: 'trigger', does: [], targets: null }) as unknown as Parameters<typeof attackGrantOf>[0];
    const a = e();
    attackGrantOf(a, '自己的龙族灵摆怪兽向对方怪兽攻击的伤害步骤结束时才能发动。那只自己怪兽可以继续攻击。');
    expect(a.grantsAttack).toEqual({ what: 'attacker', continues: true });
    const b = e();
    attackGrantOf(b, '自己的「X」怪兽的攻击破坏对方怪兽时才能发动。那只怪兽向对方怪兽可以继续攻击。');
    expect(b.grantsAttack).toEqual({ what: 'attacker', continues: true, atMonsters: true });
    // the other side: 「那只怪兽只再1次可以攻击」 with no target is not read as the attacker's (not a continued attack)
    const c = e();
    attackGrantOf(c, '这次战斗阶段中，那只怪兽只再1次可以攻击。');
    expect(c.grantsAttack).toBeUndefined();
    const r = parseNotation('{A场:鹰身女郎(已攻击,可继续攻击)} C1 A:雷击');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(printNotation(r.tree)).toContain('(已攻击,可继续攻击)');
    expect(remembered(['may-continue-attack', 'turned-face-down'])).not.toContain('may-continue-attack');
    expect(remembered(['may-continue-attack', 'banished-and-back'])).not.toContain('may-continue-attack');
  });
});

describe.skipIf(!haveCards)('continued attacks', () => {
  it('[CH-ATTACK-CONTINUE] the continued attack may be declared; another monster’s attack first ends it, which a declaration names; its own attack under way does not', () => {
    const s = (sit: string, who: string) => `{回合:A 阶段:战斗步骤 ${sit}A场:冥界浊龙 龙叹(已攻击,可继续攻击),鹰身女郎 B场:三眼怪,暗黑骑士 盖亚} 攻击宣言 ${who} → 三眼怪`;
    expect(atk(s('', '冥界浊龙 龙叹')).legal).toBe(true);
    expect(atk('{回合:A 阶段:战斗步骤 A场:冥界浊龙 龙叹(已攻击),鹰身女郎 B场:三眼怪} 攻击宣言 冥界浊龙 龙叹 → 三眼怪').legal).toBe(false);
    const other = atk(s('', '鹰身女郎'));
    expect(other.legal).toBe(true);
    expect(other.rules).toContain('CH-ATTACK-CONTINUE');
    expect(other.reason).toContain('继续攻击');
    // 鹰身女郎’s attack under way: the continued attack is gone
    const late = atk(s('攻击:A:鹰身女郎→B:暗黑骑士 盖亚 ', '冥界浊龙 龙叹'));
    expect(late.legal).toBe(false);
    expect(late.rules).toEqual(expect.arrayContaining(['CH-ATTACK-COUNT', 'CH-ATTACK-CONTINUE']));
    // its own attack under way does not end it; nor does a declaration with no continued attack pending name the rule
    expect(atk(s('攻击:A:冥界浊龙 龙叹→B:暗黑骑士 盖亚 ', '冥界浊龙 龙叹')).legal).toBe(true);
    expect(atk('{回合:A 阶段:战斗步骤 A场:冥界浊龙 龙叹(已攻击),鹰身女郎 B场:三眼怪} 攻击宣言 鹰身女郎 → 三眼怪').rules).not.toContain('CH-ATTACK-CONTINUE');
  });
  it('[CH-ATTACK-CONTINUE] a monster with a continued attack pending may already attack twice: 破坏神的系谱 cannot target it until the continued attack is lost', () => {
    // 破坏神的系谱 targets a Level 8 monster (「1只8星的怪兽」, CMP-LEVEL-EXACT): 青眼白龙.
    const s = (sit: string) => `{回合:A 阶段:战斗步骤 ${sit}A场:青眼白龙(已攻击,可继续攻击),鹰身女郎,破坏神的系谱(盖) B场:三眼怪} C1 A:破坏神的系谱→青眼白龙`;
    expect(legalCdb(s(''))).toBe(false);
    expect(legalCdb(s('攻击:A:鹰身女郎→B:三眼怪 '))).toBe(true);
  });
  it('[CH-ATTACK-CONTINUE] 「向对方怪兽可以继续攻击」 cannot be activated with no opponent monster left (the one destroyed by battle does not count)', () => {
    const s = (left: string) => `{回合:A 阶段:伤害计算后 攻击:A:复仇死者·归来者→B:三眼怪 A场:复仇死者·归来者,复仇死者之夜 A墓:复仇死者·阿尼玛 B场:三眼怪(战斗破坏)${left}} C1 A:复仇死者之夜②`;
    expect(legalCdb(s(',暗黑骑士 盖亚'))).toBe(true);
    expect(legalCdb(s(''))).toBe(false);
  });
});
