// Attack declarations (test/RULES.md CH-ATTACK-TARGET, CH-ATTACK-DIRECT, CH-ATTACK-CANNOT; rules reference
// docs/c03/战斗阶段流程.rst:101–168): through the real pipeline over cards.cdb, each rule read from the card's
// text (src/cards/compile/attack-rules.ts), and the reader itself.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { attackGrantOf, readAttackRule } from '../../src/cards/compile/attack-rules.js';
import { parseNotation, printNotation } from '../../src/notation/index.js';
import { attacksDeclared } from '../../src/engine/game/memory.js';

const atk = (input: string) => askCdb(input).attack!;
const names = (input: string) => atk(input).choices.map((c) => c.name);
const legalCdb = (input: string) => askCdb(input).links[0]!.legal;

describe('attack rules, the reader', () => {
  it('[CH-ATTACK-TARGET] reads the target rules; leaves a rule under another condition unread', () => {
    expect(readAttackRule('只要这张卡在怪兽区域存在，对方不能选择其他的战士族怪兽作为攻击对象')).toMatchObject({ kind: 'only', of: 'self', others: { race: '战士族' } });
    expect(readAttackRule('对方不能选择其他怪兽作为攻击对象')).toEqual({ kind: 'only', of: 'self' });
    expect(readAttackRule('对方只能攻击装备了这张卡的怪兽')).toEqual({ kind: 'forced', of: 'equipped' });
    expect(readAttackRule('对方不能选择这张卡作为攻击对象')).toEqual({ kind: 'not-target', of: 'self' });
    expect(readAttackRule('自己场上有其他怪兽存在的场合，对方不能选择这张卡作为攻击对象')).toBeNull();
    expect(readAttackRule('这张卡被选择作为攻击对象时才能发动')).toBeNull();
  });
  it('[CH-ATTACK-DIRECT] reads 「可以直接攻击」「不能直接攻击」; [CH-ATTACK-CANNOT] 「不能攻击」', () => {
    expect(readAttackRule('这张卡可以直接攻击对方玩家')).toEqual({ kind: 'direct', of: 'self' });
    expect(readAttackRule('这张卡不能直接攻击')).toEqual({ kind: 'no-direct', of: 'self' });
    expect(readAttackRule('装备怪兽不能攻击')).toEqual({ kind: 'cannot-attack', of: 'equipped' });
    expect(readAttackRule('这张卡不能攻击的回合')).toBeNull();
  });
});

describe.skipIf(!haveCards)('attack declarations, judged', () => {
  it('[CH-ATTACK-DIRECT] a situation attack written without a target is calculated as direct, with a warning when the rules forbid it', () => {
    const warned = (input: string) => askCdb(input).warnings.some((w) => w.includes('没有写攻击对象') && w.includes('攻击:A:'));
    // The opponent controls a monster and 青眼白龙 cannot attack directly: the answer says so and how to name the target.
    const a = askCdb('{回合:A 阶段:伤害步骤 攻击:青眼白龙 A场:青眼白龙 B场:栗子球} 伤害计算');
    expect(a.battle?.target).toBeNull();
    expect(warned('{回合:A 阶段:伤害步骤 攻击:青眼白龙 A场:青眼白龙 B场:栗子球} 伤害计算')).toBe(true);
    // No monster on the opponent's field, or an attacker that 「可以直接攻击」: no warning.
    expect(warned('{回合:A 阶段:伤害步骤 攻击:青眼白龙 A场:青眼白龙} 伤害计算')).toBe(false);
    expect(warned('{回合:A 阶段:伤害步骤 攻击:电气长颈鹿 A场:电气长颈鹿 B场:栗子球} 伤害计算')).toBe(false);
    // The target named: no warning.
    expect(warned('{回合:A 阶段:伤害步骤 攻击:青眼白龙→栗子球 A场:青眼白龙 B场:栗子球} 伤害计算')).toBe(false);
  });
  it('[CH-ATTACK-TARGET] 冲锋陷阵的队长: another Warrior cannot be attacked, a monster of another Type can', () => {
    const s = '{回合:B 阶段:战斗步骤 A场:冲锋陷阵的队长,战士 戴·格雷法,三眼怪 B场:青眼白龙}';
    expect(atk(`${s} 攻击宣言 青眼白龙 → 战士 戴·格雷法`).legal).toBe(false);
    expect(atk(`${s} 攻击宣言 青眼白龙 → 冲锋陷阵的队长`).legal).toBe(true);
    expect(atk(`${s} 攻击宣言 青眼白龙 → 三眼怪`).legal).toBe(true);
    expect(atk(`${s} 攻击宣言 青眼白龙 → 冲锋陷阵的队长`).rules).toContain('CH-ATTACK-TARGET');
  });
});

describe.skipIf(!haveCards)('attack declarations, more cards', () => {
  it('[CH-ATTACK-TARGET] 磁力指轮 (imported): only the equipped monster may be attacked, even a 冲锋陷阵的队长 elsewhere; no direct attack, even by 魔法灯 (CH-ATTACK-DIRECT)', () => {
    const s = '{回合:B 阶段:战斗步骤 A场:冲锋陷阵的队长,战士 戴·格雷法,磁力指轮(装备:战士 戴·格雷法) B场:青眼白龙,魔法灯}';
    expect(names(`${s} 攻击宣言 青眼白龙 → 战士 戴·格雷法`)).toEqual(['战士 戴·格雷法']);
    expect(atk(`${s} 攻击宣言 青眼白龙 → 冲锋陷阵的队长`).legal).toBe(false);
    expect(atk(`${s} 攻击宣言 魔法灯`).legal).toBe(false);
    // the other side: 磁力指轮 gone, 魔法灯 may attack directly, and 队长 closes the other Warrior again
    expect(atk('{回合:B 阶段:战斗步骤 A场:冲锋陷阵的队长,战士 戴·格雷法 B场:魔法灯} 攻击宣言 魔法灯').legal).toBe(true);
    expect(atk('{回合:B 阶段:战斗步骤 A场:冲锋陷阵的队长,战士 戴·格雷法 B场:青眼白龙} 攻击宣言 青眼白龙').legal).toBe(false);
  });
  it('[CH-ATTACK-TARGET] a rule whose card left the field or whose effects are negated no longer applies', () => {
    // 磁力指轮 sent to the GY: the other monster may be attacked again
    expect(atk('{回合:B 阶段:战斗步骤 A场:三眼怪,战士 戴·格雷法 A墓:磁力指轮 B场:青眼白龙} 攻击宣言 青眼白龙 → 三眼怪').legal).toBe(true);
    // 冲锋陷阵的队长 with its effects negated: the other Warrior may be attacked
    expect(atk('{回合:B 阶段:战斗步骤 A场:冲锋陷阵的队长(效果无效),战士 戴·格雷法 B场:青眼白龙} 攻击宣言 青眼白龙 → 战士 戴·格雷法').legal).toBe(true);
    // my own 冲锋陷阵的队长 does not bind my attacks
    expect(atk('{回合:B 阶段:战斗步骤 A场:战士 戴·格雷法 B场:青眼白龙,冲锋陷阵的队长} 攻击宣言 青眼白龙 → 战士 戴·格雷法').legal).toBe(true);
  });
});

describe.skipIf(!haveCards)('attack grants and attack locks', () => {
  it('[CH-ATTACK-GRANT] 大薰风凤凰 (imported) cannot give 2 attacks to a monster an equip already lets attack twice; a monster that cannot attack takes no direct-attack grant', () => {
    expect(legalCdb('{回合:A 阶段:主要1 A场:大薰风凤凰,鹰身女郎,闪光之双剑-雷震(装备:鹰身女郎)} C1 A:大薰风凤凰→鹰身女郎')).toBe(false);
    expect(legalCdb('{回合:A 阶段:主要1 A场:大薰风凤凰,鹰身女郎} C1 A:大薰风凤凰→鹰身女郎')).toBe(true);
    // the equip card gone (sent to the GY): its grant no longer applies
    expect(legalCdb('{回合:A 阶段:主要1 A场:大薰风凤凰,鹰身女郎 A墓:闪光之双剑-雷震} C1 A:大薰风凤凰→鹰身女郎')).toBe(true);
    // the lock's effects negated: it no longer stops the grant
    expect(legalCdb('{回合:A 阶段:主要1 A场:三眼怪,病毒邮件 B场:光之护封剑(效果无效)} C1 A:病毒邮件①→三眼怪')).toBe(true);
    expect(legalCdb('{回合:A 阶段:主要1 A场:三眼怪,病毒邮件 B场:光之护封剑} C1 A:病毒邮件①→三眼怪')).toBe(false);
  });
  it('[CH-ATTACK-GRANT] a pledge on the card’s own attacks binds from its activation lower in the chain: 混沌巫师① (「这个效果发动的回合，这张卡不能攻击」) then 秋千魔术家② on 混沌巫师 is refused; on another monster, or with no such link, it is not', () => {
    const link2 = (input: string) => askCdb(input).links[1]!;
    const vowed = link2('{回合:A 阶段:主要1 A场:混沌巫师,娱乐法师 秋千魔术家,三眼怪 B场:青眼白龙} C1 A:混沌巫师①→青眼白龙 C2 A:娱乐法师 秋千魔术家②→混沌巫师');
    expect(vowed.legal).toBe(false);
    expect(vowed.rules).toContain('CH-ATTACK-GRANT');
    expect(link2('{回合:A 阶段:主要1 A场:混沌巫师,娱乐法师 秋千魔术家,三眼怪 B场:青眼白龙} C1 A:混沌巫师①→青眼白龙 C2 A:娱乐法师 秋千魔术家②→三眼怪').legal).toBe(true);
    expect(legalCdb('{回合:A 阶段:主要1 A场:混沌巫师,娱乐法师 秋千魔术家} C1 A:娱乐法师 秋千魔术家②→混沌巫师')).toBe(true);
  });
  it('[CH-ATTACK-CANNOT] under the opponent’s 光之护封剑 my monster declares no attack; the 光之护封剑 of my own side does not stop me', () => {
    expect(atk('{回合:A 阶段:战斗步骤 A场:三眼怪 B场:光之护封剑,青眼白龙} 攻击宣言 三眼怪 → 青眼白龙').legal).toBe(false);
    expect(atk('{回合:A 阶段:战斗步骤 A场:三眼怪,光之护封剑 B场:青眼白龙} 攻击宣言 三眼怪 → 青眼白龙').legal).toBe(true);
    // an illegal declaration is not made: no attack event
    expect(askCdb('{回合:A 阶段:战斗步骤 A场:三眼怪 B场:光之护封剑,青眼白龙} 攻击宣言 三眼怪 → 青眼白龙').events.some((e) => e.type === 'attack-declaration')).toBe(false);
  });
});

describe('attack grants, the reader', () => {
  it('[CH-ATTACK-GRANT] reads a turn’s direct attack or extra attacks, 「只再1次可以继续攻击」 and 「只再1次可以攻击」 (one more, CH-ATTACK-COUNT); not a grant with no target', () => {
    const e = (targets: boolean) => ({ n: 1, kind: 'ignition', does: [], targets: targets ? { filter: {}, count: 1 } : null }) as unknown as Parameters<typeof attackGrantOf>[0];
    const a = e(true);
    attackGrantOf(a, '选择自己场上1只怪兽发动。这个回合，选择怪兽在同1次的战斗阶段中可以作2次攻击。');
    expect(a.grantsAttack).toEqual({ what: 'targets', attacks: 2 });
    const b = e(false);
    attackGrantOf(b, '这张卡战斗破坏对方怪兽送去墓地时才能发动。这张卡只再1次可以继续向对方怪兽攻击。');
    expect(b.grantsAttack).toEqual({ what: 'self', attacks: 2 });
    const c = e(true);
    attackGrantOf(c, '以这个回合进行过攻击的1只超量怪兽为对象才能发动。这次战斗阶段中那只怪兽只再1次可以攻击。');
    expect(c.grantsAttack).toEqual({ what: 'targets', oneMore: true });
    const d = e(false);
    attackGrantOf(d, '这个回合，选择的怪兽可以直接攻击对方玩家。');
    expect(d.grantsAttack).toBeUndefined();
    expect(readAttackRule('这张卡在同1次的战斗阶段中最多2次可以向怪兽攻击')).toEqual({ kind: 'attacks', of: 'self', count: 2, monstersOnly: true });
    expect(readAttackRule('装备这张卡的怪兽在同1个战斗阶段中可以进行2次攻击')).toEqual({ kind: 'attacks', of: 'equipped', count: 2 });
  });
});

describe('attack count, the notation', () => {
  it('[CH-ATTACK-COUNT] 已攻击2次 / 已直接攻击宣言 / 可作2次攻击 / 可向怪兽3次攻击 parse and print back; an unknown count is an error; the count survives 变里侧, not 一时除外', () => {
    const r = parseNotation('{A场:鹰身女郎(已攻击2次,可作2次攻击),青眼双爆裂龙(已直接攻击宣言),三眼怪(可向怪兽3次攻击,已攻击3次)} C1 A:雷击');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const zone = r.tree.situation!.items.find((i) => i.kind === 'zone');
    expect(zone?.kind === 'zone' && zone.cards.map((c) => c.states)).toEqual([['attacked-twice', 'may-attack-twice'], ['direct-attack-declared'], ['may-attack-monsters-thrice', 'attacked-thrice']]);
    expect(printNotation(r.tree)).toContain('(已攻击2次,可作2次攻击)');
    const bad = parseNotation('{A场:鹰身女郎(已攻击9次)} C1 A:雷击');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(JSON.stringify(bad.error)).toContain('已攻击2次');
    expect(attacksDeclared(['attacked-twice', 'turned-face-down'])).toEqual({ count: 2, direct: false });
    expect(attacksDeclared(['attacked-twice', 'banished-and-back'])).toEqual({ count: 0, direct: false });
    expect(attacksDeclared(['direct-attack-declared'])).toEqual({ count: 1, direct: true });
  });
});

describe.skipIf(!haveCards)('attack count', () => {
  it('[CH-ATTACK-COUNT] one attack per Battle Phase unless a rule gives more; a negated declaration counts; the same count from two cards is still that count', () => {
    // 鹰身女郎 declared one attack (negated or not): no second
    expect(atk('{回合:A 阶段:战斗步骤 A场:鹰身女郎(已攻击宣言) B场:三眼怪} 攻击宣言 鹰身女郎 → 三眼怪').legal).toBe(false);
    expect(atk('{回合:A 阶段:战斗步骤 A场:鹰身女郎(已攻击宣言) B场:三眼怪} 攻击宣言 鹰身女郎 → 三眼怪').rules).toContain('CH-ATTACK-COUNT');
    expect(atk('{回合:A 阶段:战斗步骤 A场:鹰身女郎 B场:三眼怪} 攻击宣言 鹰身女郎 → 三眼怪').legal).toBe(true);
    // equipped with 闪光之双剑-雷震: a second attack, not a third — and an earlier effect's 2 attacks (可作2次攻击) adds none
    const eq = (st: string) => `{回合:A 阶段:战斗步骤 A场:鹰身女郎(${st}),闪光之双剑-雷震(装备:鹰身女郎) B场:三眼怪} 攻击宣言 鹰身女郎 → 三眼怪`;
    expect(atk(eq('已攻击')).legal).toBe(true);
    expect(atk(eq('已攻击2次')).legal).toBe(false);
    expect(atk(eq('已攻击2次,可作2次攻击')).legal).toBe(false);
    // a larger count wins
    expect(atk(eq('已攻击2次,可作3次攻击')).legal).toBe(true);
    // 雷震 gone to the GY (a card that left): one attack again
    expect(atk('{回合:A 阶段:战斗步骤 A场:鹰身女郎(已攻击) A墓:闪光之双剑-雷震 B场:三眼怪} 攻击宣言 鹰身女郎 → 三眼怪').legal).toBe(false);
    // the opponent’s side: my 雷震 does not give the opponent’s monster a second attack
    expect(atk('{回合:B 阶段:战斗步骤 A场:三眼怪,闪光之双剑-雷震(装备:三眼怪) B场:鹰身女郎(已攻击)} 攻击宣言 鹰身女郎 → 三眼怪').legal).toBe(false);
    // a monster turned face-down keeps its attack; one banished and back is a new card
    expect(atk('{回合:A 阶段:战斗步骤 A场:鹰身女郎(已攻击,一时除外) B场:三眼怪} 攻击宣言 鹰身女郎 → 三眼怪').legal).toBe(true);
  });
  it('[CH-ATTACK-COUNT] 「最多2次可以向怪兽攻击」: the further attack is at a monster; none after a direct attack, even a negated one, and no direct attack after a monster', () => {
    const s = (st: string, b = 'B场:三眼怪') => `{回合:A 阶段:战斗步骤 A场:青眼双爆裂龙${st ? `(${st})` : ''} ${b}}`;
    expect(atk(`${s('已攻击')} 攻击宣言 青眼双爆裂龙 → 三眼怪`).legal).toBe(true);
    expect(atk(`${s('已攻击2次')} 攻击宣言 青眼双爆裂龙 → 三眼怪`).legal).toBe(false);
    expect(atk(`${s('已直接攻击')} 攻击宣言 青眼双爆裂龙 → 三眼怪`).legal).toBe(false);
    expect(atk(`${s('已直接攻击宣言')} 攻击宣言 青眼双爆裂龙 → 三眼怪`).legal).toBe(false);
    // it attacked a monster, the opponent’s field is empty now: no direct attack
    expect(atk(`${s('已攻击', '')} 攻击宣言 青眼双爆裂龙`).legal).toBe(false);
    expect(atk(`${s('', '')} 攻击宣言 青眼双爆裂龙`).legal).toBe(true);
    // its effects negated: one attack only
    expect(atk(`${s('已攻击,效果无效')} 攻击宣言 青眼双爆裂龙 → 三眼怪`).legal).toBe(false);
    // 方程式运动员 音速赛道名手③ needs level 7 or more (「这张卡的等级是7星以上的场合」): at its printed level 4, one attack only
    expect(atk('{回合:A 阶段:战斗步骤 A场:方程式运动员 音速赛道名手(已攻击) B场:三眼怪} 攻击宣言 方程式运动员 音速赛道名手 → 三眼怪').legal).toBe(false);
    // an earlier effect’s 「最多3次可以向怪兽攻击」 on another monster (可向怪兽3次攻击)
    expect(atk('{回合:A 阶段:战斗步骤 A场:鹰身女郎(可向怪兽3次攻击,已攻击2次) B场:三眼怪} 攻击宣言 鹰身女郎 → 三眼怪').legal).toBe(true);
    expect(atk('{回合:A 阶段:战斗步骤 A场:鹰身女郎(可向怪兽3次攻击,已攻击3次) B场:三眼怪} 攻击宣言 鹰身女郎 → 三眼怪').legal).toBe(false);
  });
  it('[CH-ATTACK-COUNT] 「只再1次可以攻击」 (翻倍机会, imported) is refused to a monster that may attack twice and made both attacks; a monster with one attack takes it', () => {
    const g = (st: string, eq = ',闪光之双剑-雷震(装备:鹰身女郎)') => `{回合:A 阶段:战斗步骤 A场:鹰身女郎(${st})${eq},翻倍机会(盖) B场:三眼怪} C1 A:翻倍机会→鹰身女郎`;
    expect(legalCdb(g('已攻击2次'))).toBe(false);
    expect(askCdb(g('已攻击2次')).links[0]!.rules).toContain('CH-ATTACK-GRANT');
    expect(legalCdb(g('已攻击'))).toBe(true);
    expect(legalCdb(g('已攻击', ''))).toBe(true);
  });
  it('[CH-ATTACK-COUNT] 「可以继续攻击」 with no count (神眼幻龙-like, here 真青眼究极龙①) waits until the attacks a count effect gave are made; without a count effect it is not refused', () => {
    const s = (st: string) => `{回合:A 阶段:伤害步骤结束时 攻击:A:真青眼究极龙→B:三眼怪 A场:真青眼究极龙(融合召唤${st}) A额外:青眼双爆裂龙 B场:三眼怪(战斗破坏)} C1 A:真青眼究极龙①`;
    expect(legalCdb(s(',可作3次攻击,已攻击'))).toBe(false);
    expect(legalCdb(s(',可作3次攻击,已攻击2次'))).toBe(true);
    expect(legalCdb(s(''))).toBe(true);
    const e = { n: 1, kind: 'trigger', does: [], targets: null } as unknown as Parameters<typeof attackGrantOf>[0];
    attackGrantOf(e, '这张卡攻击的伤害步骤结束时才能发动。这张卡可以继续攻击。');
    expect(e.grantsAttack).toEqual({ what: 'self', continues: true });
  });
});

describe.skipIf(!haveCards)('moving the attack', () => {
  it('[CH-ATTACK-MOVE] 青冰白夜龙② (imported) cannot move the attack to itself under 鲨鱼要塞 or 龙魔女-龙之守护者-; it can when they are gone or negated; No.38② (a damage calculation of its own) is not refused', () => {
    // (神圣森林: ② sends a Spell/Trap of its own field as its cost — with none listed it cannot be paid, CH-COST-SELF.)
    const at = '阶段:战斗步骤 攻击:B:青眼白龙→A:三眼怪';
    expect(legalCdb(`{回合:B ${at} A场:青冰白夜龙,神圣森林,三眼怪,龙魔女-龙之守护者- B场:青眼白龙} C1 A:青冰白夜龙②`)).toBe(false);
    expect(askCdb(`{回合:B ${at} A场:青冰白夜龙,神圣森林,三眼怪,龙魔女-龙之守护者- B场:青眼白龙} C1 A:青冰白夜龙②`).links[0]!.rules).toContain('CH-ATTACK-MOVE');
    expect(legalCdb(`{回合:B ${at} A场:青冰白夜龙,神圣森林,三眼怪,龙魔女-龙之守护者-(效果无效) B场:青眼白龙} C1 A:青冰白夜龙②`)).toBe(true);
    expect(legalCdb(`{回合:B ${at} A场:青冰白夜龙,神圣森林,三眼怪 A墓:龙魔女-龙之守护者- B场:青眼白龙} C1 A:青冰白夜龙②`)).toBe(true);
    expect(legalCdb('{回合:B 阶段:战斗步骤 攻击:B:青眼白龙→A:鲨鱼要塞 A场:No.38 希望魁龙 银河巨神,鲨鱼要塞 B场:青眼白龙} C1 A:No.38 希望魁龙 银河巨神②')).toBe(true);
  });
});

describe.skipIf(!haveCards)('attack rules and unaffected attackers', () => {
  it('[CH-ATTACK-TARGET] the target rules affect the attacking monster: one unaffected by their card may choose any monster; one that is not, may not', () => {
    // 冲锋陷阵的队长 (a monster effect): an attacker unaffected by monster effects may attack the other Warrior
    expect(atk('{回合:B 阶段:战斗步骤 A场:冲锋陷阵的队长,战士 戴·格雷法 B场:青眼白龙(不受怪兽)} 攻击宣言 青眼白龙 → 战士 戴·格雷法').legal).toBe(true);
    // unaffected by Spells only: the monster effect still binds it
    expect(atk('{回合:B 阶段:战斗步骤 A场:冲锋陷阵的队长,战士 戴·格雷法 B场:青眼白龙(不受魔法)} 攻击宣言 青眼白龙 → 战士 戴·格雷法').legal).toBe(false);
    // 磁力指轮 (an Equip Spell): an attacker unaffected by Spells is not held to the equipped monster
    expect(atk('{回合:B 阶段:战斗步骤 A场:三眼怪,战士 戴·格雷法,磁力指轮(装备:战士 戴·格雷法) B场:青眼白龙(不受魔法)} 攻击宣言 青眼白龙 → 三眼怪').legal).toBe(true);
  });
});

describe.skipIf(!haveCards)('the attack under way after a chain', () => {
  const notes = (input: string) => askCdb(input).window.notes.join();
  it('[CH-ATTACK-COUNT] a second attack whose grant left in the battle step stops (雷震 destroyed by 旋风); the first attack, or the same in the damage step, goes on', () => {
    const s = (step: string, st: string) => `{回合:A 阶段:${step} 攻击:A:鹰身女郎→B:三眼怪 A场:鹰身女郎${st},闪光之双剑-雷震(装备:鹰身女郎) B场:三眼怪,旋风(盖)} C1 B:旋风→闪光之双剑-雷震`;
    expect(notes(s('战斗步骤', '(已攻击)'))).toContain('攻击中止');
    expect(notes(s('战斗步骤', ''))).not.toContain('攻击中止');
    expect(notes(s('伤害步骤', '(已攻击)'))).not.toContain('攻击中止');
  });
  it('[WIN-REPLAY-RULES] a direct attack by 「可以直接攻击」 whose effect is negated in the battle step is replayed (妖仙兽 镰贰太刀 under 禁忌的圣杯); not in the damage step, nor when the opponent has no monster', () => {
    const s = (step: string, b: string) => `{回合:A 阶段:${step} 攻击:A:妖仙兽 镰贰太刀 A场:妖仙兽 镰贰太刀 B场:${b}禁忌的圣杯(盖)} C1 B:禁忌的圣杯→妖仙兽 镰贰太刀`;
    expect(notes(s('战斗步骤', '三眼怪,'))).toContain('战斗回卷');
    expect(notes(s('伤害步骤', '三眼怪,'))).not.toContain('战斗回卷');
    expect(notes(s('战斗步骤', ''))).not.toContain('战斗回卷');
  });
  it('[WIN-REPLAY-RULES] an attack on a monster that another monster’s rule now keeps from being chosen is replayed by that rule (冲锋陷阵的队长 brought back by 活死人的呼声 while a Warrior is attacked)', () => {
    const s = (target: string) => `{回合:B 阶段:战斗步骤 攻击:B:青眼白龙→A:${target} A场:${target},活死人的呼声(盖) A墓:冲锋陷阵的队长 B场:青眼白龙} C1 A:活死人的呼声→冲锋陷阵的队长`;
    expect(notes(s('战士 戴·格雷法'))).toContain('不能向原来的攻击对象攻击');
    // a target of another Type may still be chosen: the replay is only the one of the monster count (WIN-REPLAY-COUNT)
    expect(notes(s('三眼怪'))).not.toContain('不能向原来的攻击对象攻击');
    expect(notes(s('三眼怪'))).toContain('战斗回卷');
  });
});

describe.skipIf(!haveCards)('the battle step before an attack declaration', () => {
  it('[CH-BATTLE-STEP-PRIORITY] at 攻击宣言前 the non-turn player cannot start a chain (旋风 Set); the turn player can, the opponent may answer it, and at or after a declaration the opponent may start one', () => {
    expect(legalCdb('{回合:A 阶段:攻击宣言前 A场:青眼白龙 B场:旋风(盖),黑洞(盖)} C1 B:旋风→黑洞')).toBe(false);
    expect(askCdb('{回合:A 阶段:攻击宣言前 A场:青眼白龙 B场:旋风(盖),黑洞(盖)} C1 B:旋风→黑洞').links[0]!.rules).toContain('CH-BATTLE-STEP-PRIORITY');
    expect(legalCdb('{回合:A 阶段:攻击宣言前 A场:青眼白龙,旋风(盖) B场:黑洞(盖)} C1 A:旋风→黑洞')).toBe(true);
    expect(askCdb('{回合:A 阶段:攻击宣言前 A场:青眼白龙,旋风(盖),黑洞(盖) B场:旋风(盖)} C1 A:旋风→旋风 C2 B:旋风→黑洞').links[1]!.legal).toBe(true);
    expect(legalCdb('{回合:A 阶段:战斗步骤 攻击:A:青眼白龙 A场:青眼白龙 B场:旋风(盖),黑洞(盖)} C1 B:旋风→黑洞')).toBe(true);
    // the plain battle step (it may be the end of the battle): not refused
    expect(legalCdb('{回合:A 阶段:战斗步骤 A场:青眼白龙 B场:旋风(盖),黑洞(盖)} C1 B:旋风→黑洞')).toBe(true);
  });
});

describe.skipIf(!haveCards)('a lock on the players', () => {
  it('[CH-ATTACK-ONE-MONSTER] 召唤兽 卡利古拉 (either side’s): after one monster of a player attacked, another may not — even one unaffected by other cards’ effects; the same monster’s own count is CH-ATTACK-COUNT; negated, it binds no one', () => {
    const s = (a: string, b = '召唤兽 卡利古拉') => `{回合:A 阶段:战斗步骤 A场:${a} B场:${b},黑魔术师} 攻击宣言 三眼怪 → 黑魔术师`;
    expect(atk(s('青眼白龙(已攻击宣言),三眼怪(不受效果)')).legal).toBe(false);
    expect(atk(s('青眼白龙(已攻击宣言),三眼怪(不受效果)')).rules).toContain('CH-ATTACK-ONE-MONSTER');
    expect(atk(s('青眼白龙,三眼怪(不受效果)')).legal).toBe(true);
    expect(atk(s('青眼白龙(已攻击),三眼怪', '召唤兽 卡利古拉(效果无效)')).legal).toBe(true);
    // the lock is on both players: my own 卡利古拉 binds me too
    expect(atk('{回合:A 阶段:战斗步骤 A场:召唤兽 卡利古拉,青眼白龙(已攻击),三眼怪 B场:黑魔术师} 攻击宣言 三眼怪 → 黑魔术师').legal).toBe(false);
    expect(readAttackRule('各自在战斗阶段只能用1只怪兽攻击')).toEqual({ kind: 'one-attacker', of: 'filter', filter: { kind: 'monster' } });
  });
});

describe.skipIf(!haveCards)('CH-ATTACK-TARGET: 「除「X」外的其他怪兽」', () => {
  it('[CH-ATTACK-TARGET] 「对方不能把自己场上存在的除「X」外的其他怪兽选择作为攻击对象」 (暗之侯爵 贝利亚): only monsters of that name may be chosen; a must-attack rule (邪心英雄 恶刃魔王) comes first', () => {
    expect(readAttackRule('对方不能把自己场上存在的除「暗之侯爵 贝利亚」外的其他怪兽选择作为攻击对象')).toEqual({ kind: 'only', of: 'self', others: { notName: '暗之侯爵 贝利亚' } });
    const s = '{回合:B 阶段:战斗步骤 A场:暗之侯爵 贝利亚,黑魔术师 B场:恶魔召唤}';
    expect(atk(`${s} 攻击宣言 恶魔召唤 → 黑魔术师`).legal).toBe(false);
    expect(atk(`${s} 攻击宣言 恶魔召唤 → 暗之侯爵 贝利亚`).legal).toBe(true);
    expect(names('{回合:B 阶段:战斗步骤 A场:暗之侯爵 贝利亚,邪心英雄 恶刃魔王,黑魔术师 B场:恶魔召唤} 攻击宣言 恶魔召唤 → 邪心英雄 恶刃魔王')).toEqual(['邪心英雄 恶刃魔王']);
  });
});

describe.skipIf(!haveCards)('an attack lock while no Xyz Material is held (CH-ATTACK-NO-MATERIALS)', () => {
  it('[CH-ATTACK-NO-MATERIALS] reads 「没有超量素材的这张卡不能攻击」 as a lock on this card with no Xyz Material', () => {
    expect(readAttackRule('没有超量素材的这张卡不能攻击')).toEqual({ kind: 'cannot-attack', of: 'filter', filter: { self: true, noXyzMaterials: true } });
  });
  it('[CH-ATTACK-NO-MATERIALS] 超级量子机兽 脉冲虎鲸 with a stated material attacks; 混沌幻影 that took 超级量子机兽 银辉霸王龙’s effects holds no material (no Xyz Monster) and cannot; an Xyz whose materials are not stated is not judged', () => {
    expect(atk('{回合:A 阶段:战斗步骤 A场:超级量子机兽 脉冲虎鲸(素材:三眼怪) B场:青眼白龙} 攻击宣言 超级量子机兽 脉冲虎鲸 → 青眼白龙').legal).toBe(true);
    expect(atk('{回合:A 阶段:战斗步骤 A场:混沌幻影(复制:超级量子机兽 银辉霸王龙) B场:青眼白龙} 攻击宣言 混沌幻影 → 青眼白龙').legal).toBe(false);
    expect(atk('{回合:A 阶段:战斗步骤 A场:超级量子机兽 脉冲虎鲸 B场:青眼白龙} 攻击宣言 超级量子机兽 脉冲虎鲸 → 青眼白龙').legal).toBe(true);
  });
});

describe.skipIf(!haveCards)('a target rule that holds in one position only', () => {
  it('[CH-ATTACK-TARGET] 降雷皇 哈蒙 「只要这张卡在怪兽区域守备表示存在，对方不能选择其他怪兽作为攻击对象」: in Defense Position only it may be chosen, and the refused declaration opens no 「攻击宣言时」 window', () => {
    const refused = askCdb('{回合:B 阶段:战斗步骤 A场:降雷皇 哈蒙(守),三眼怪 B场:青眼白龙} 攻击宣言 青眼白龙 → 三眼怪');
    expect(refused.attack!.legal).toBe(false);
    expect(refused.attack!.choices.map((c) => c.name)).toEqual(['降雷皇 哈蒙']);
    expect(refused.window.kind).toBe('none');
    expect(askCdb('{回合:B 阶段:战斗步骤 A场:降雷皇 哈蒙(守),三眼怪 B场:青眼白龙} 攻击宣言 青眼白龙 → 降雷皇 哈蒙').window.kind).toBe('attack-declaration');
  });
  it('[CH-ATTACK-TARGET] the other side: 降雷皇 哈蒙 in Attack Position binds no attack — 三眼怪 may be attacked', () => {
    const a = askCdb('{回合:B 阶段:战斗步骤 A场:降雷皇 哈蒙,三眼怪 B场:青眼白龙} 攻击宣言 青眼白龙 → 三眼怪');
    expect(a.attack!.legal).toBe(true);
    expect(a.window.kind).toBe('attack-declaration');
  });
});
