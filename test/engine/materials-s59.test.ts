// s59: counts and materials the engine did not read — 究极宝玉神 虹龙①'s 「上升送去墓地的怪兽数量×1000」 (the cards its cost sent).
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from '../cards/data.js';

const monster = { kind: 'monster' as const, subtypes: ['effect' as const] };
const RAINBOW = '①：把自己场上的表侧表示的「宝玉兽」怪兽全部送去墓地才能发动。这张卡的攻击力上升送去墓地的怪兽数量×1000。这个效果在对方回合也能发动。';
const board = '{回合:A A场只有:究极宝玉神 虹龙,宝玉兽 红玉兽,宝玉兽 翠玉龟}';
const atkOf = (a: ReturnType<typeof askCdb>, name: string) => a.stats.find((s) => s.card.name === name)?.atk;

describe('究极宝玉神 虹龙 ① 「这张卡的攻击力上升送去墓地的怪兽数量×1000」', () => {
  it('[CH-COUNT-MOVED] the compiler reads the bare 「送去墓地的怪兽数量」 as the cards its cost sent; a resolution that moves cards that way itself keeps its own count', () => {
    const e = compileEffects(RAINBOW, monster)[0]!;
    expect(e.does.find((a) => a.do === 'modify-stats')?.change).toEqual({ layer: 'current', op: 'add', value: 1000, per: { movedByThis: 'send-to-gy', cost: true } });
    // 破坏剑士的宿命: 「那些怪兽除外，…上升除外的怪兽数量×500」 — its own step banishes, so the words are not the cost's.
    const own = compileEffects('①：以对方墓地最多3只相同种族的怪兽为对象才能发动。那些怪兽除外，选自己场上1只「破坏之剑士」怪兽或者「破坏剑」怪兽，直到回合结束时那个攻击力·守备力上升除外的怪兽数量×500。', { kind: 'spell', subtypes: ['quick-play'] })[0]!;
    expect(own.does.find((a) => a.do === 'modify-stats')?.change?.per).not.toEqual({ movedByThis: 'banish', cost: true });
  });
  it.skipIf(!haveCards)('[CH-COUNT-MOVED] 2 「宝玉兽」 sent as its cost: ATK 4000→6000, said; not written which: no change, the amount said to be unknown (before: 「没能读出变化多少」)', () => {
    const a = askCdb(`${board} C1 A:究极宝玉神 虹龙 ① [cost:送去墓地 宝玉兽 红玉兽,宝玉兽 翠玉龟]`);
    expect(atkOf(a, '究极宝玉神 虹龙')).toBe(6000);
    expect(a.assumptions.join('')).toContain('作为代价送去墓地了2张，攻守变化按2×1000计算');
    const b = askCdb(`${board} C1 A:究极宝玉神 虹龙 ①`);
    expect(atkOf(b, '究极宝玉神 虹龙') ?? 4000).toBe(4000);
    expect(b.assumptions.join('')).toContain('作为代价送去墓地的是哪些卡没有写明（可写 [cost:送去墓地 卡名]）：攻守变化（每张1000）有多少不知道');
    expect(b.assumptions.join('')).not.toContain('没能读出变化多少');
  });
  it.skipIf(!haveCards)('[CH-COUNT-MOVED] in the Damage Step of the opponent\'s attack (an effect that changes ATK may be activated there): 6000 battles 青眼白龙\'s 3000', () => {
    const a = askCdb('{回合:B 阶段:伤害步骤 A场只有:究极宝玉神 虹龙,宝玉兽 红玉兽,宝玉兽 翠玉龟 B场:青眼白龙 攻击:B:青眼白龙→A:究极宝玉神 虹龙} C1 A:究极宝玉神 虹龙 ① [cost:送去墓地 宝玉兽 红玉兽,宝玉兽 翠玉龟]');
    expect(a.links[0]!.legal).toBe(true);
    expect(atkOf(a, '究极宝玉神 虹龙')).toBe(6000);
  });
});
