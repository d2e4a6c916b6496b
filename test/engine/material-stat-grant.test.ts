// CMP-MATERIAL-STAT-GRANT (test/RULES.md; rules reference docs/c03/里侧·一时除外.rst:185): 「这张卡为同调素材的同调怪兽攻击力（·守备力）上升N」
// changes the monster summoned with the card as that material — while it remembers its materials — and never the card itself.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { materialStatGrant } from '../../src/cards/compile/material-grants.js';
import { compileEffects } from '../../src/cards/compile/index.js';

/** The ATK/DEF the answer shows for a card in its battle. */
const stats = (input: string, name: string) => {
  const s = askCdb(input).stats?.find((x) => x.card.name === name);
  return s ? [s.atk, s.def] : undefined;
};
const fight = (attacker: string, states = '') => `{回合:A 阶段:伤害计算 A场:${attacker}${states} B场:三眼怪 攻击:A:${attacker}→B:三眼怪} 伤害计算`;

describe('CMP-MATERIAL-STAT-GRANT, the reader', () => {
  it('[CMP-MATERIAL-STAT-GRANT] reads the plain stat change of the monster made with this card as a grant of that summon’s kind; anything more is not', () => {
    expect(materialStatGrant('③：这张卡为同调素材的同调怪兽攻击力·守备力上升500。', compileEffects)).toMatchObject({ method: 'synchro' });
    expect(materialStatGrant('这张卡为同调素材的同调怪兽的攻击力上升300。', compileEffects)).toMatchObject({ method: 'synchro' });
    expect(materialStatGrant('这张卡为连接素材的连接怪兽的攻击力上升500。', compileEffects)).toMatchObject({ method: 'link' });
    // the other side: a lasting change, a change with another step, a protection — not this plain grant
    expect(materialStatGrant('这张卡为同调素材的同调怪兽的攻击力直到这个回合的结束阶段时上升1000。', compileEffects)).toBeNull();
    expect(materialStatGrant('这张卡为同调素材的同调怪兽攻击力上升600，效果无效化。', compileEffects)).toBeNull();
    expect(materialStatGrant('这张卡为同调素材的同调怪兽1回合只有1次不会被战斗破坏。', compileEffects)).toBeNull();
  });
});

describe.skipIf(!haveCards)('CMP-MATERIAL-STAT-GRANT', () => {
  it('[CMP-MATERIAL-STAT-GRANT] a Synchro Monster made with 火焰共鸣者 or 念力循轨人 has their boost; the materials on the field do not boost themselves', () => {
    expect(stats(fight('红莲魔龙', '(同调召唤,素材:火焰共鸣者+黑魔术师)'), '红莲魔龙')).toEqual([3300, 2000]);
    expect(stats(fight('星尘龙', '(同调召唤,素材:念力循轨人+黑魔术师)'), '星尘龙')).toEqual([3100, 2000]);
    expect(stats(fight('火焰共鸣者'), '火焰共鸣者')).toEqual([300, 1300]);
    expect(stats(fight('念力循轨人'), '念力循轨人')).toEqual([1600, 600]);
  });
  it('[CMP-MATERIAL-STAT-GRANT] an Xyz Monster with the Synchro material among its materials has no boost; a Synchro turned face-down and flipped, or banished and back, has forgotten its materials and loses it', () => {
    expect(stats(fight('No.39 希望皇 霍普', '(超量召唤,素材:炎龙星-狻猊+黑魔术师)'), 'No.39 希望皇 霍普')).toEqual([2500, 2000]);
    expect(stats(fight('红莲魔龙', '(同调召唤,素材:火焰共鸣者+黑魔术师,一时除外)'), '红莲魔龙')).toEqual([3000, 2000]);
    expect(stats(fight('红莲魔龙', '(同调召唤,素材:火焰共鸣者+黑魔术师,变里侧)'), '红莲魔龙')).toEqual([3000, 2000]);
  });
});
