// CH-TARGET-MOVED (test/RULES.md): 水精鳞-深渊特里忒① 「那个对象转移为自己场上的作为正确对象的这张卡」 — its resolution moves the answered
// activation's target to itself (that activation then resolves on it), or, activated on the attack, the attack. Before, the sentence was
// unread and the answer said only 「效果适用」.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from './data.js';
import { renderCardText, renderChainText } from '../../src/answer/render/text.js';

const ABYSS = '{回合:B 阶段:主要1 A场:水精鳞-深渊特里忒,水精鳞-巨齿深渊鲨 B场:青眼白龙} C1 B:月之书→A:水精鳞-巨齿深渊鲨 C2 A:水精鳞-深渊特里忒';

describe.skipIf(!haveCards)('CH-TARGET-MOVED, what a user sees', () => {
  it('[CH-TARGET-MOVED] 水精鳞-深渊特里忒① moves 月之书\'s target to itself, and 月之书 then changes its position, not the protected monster\'s', () => {
    const a = askCdb(ABYSS);
    expect(a.links[1]?.reason).toContain('C1的对象从「水精鳞-巨齿深渊鲨」转移为「水精鳞-深渊特里忒」');
    expect(a.links[1]?.reason).not.toContain('效果适用');
    expect(a.links[0]?.reason).toContain('「水精鳞-深渊特里忒」的表示形式改变');
    expect(a.assumptions.some((x) => x.includes('正确对象'))).toBe(true);
    const en = cdbJudge().chain(ABYSS, { lang: 'en' });
    expect(en.ok && en.links[1]?.reason).toContain("Chain Link 1's target moves from");
  });

  it('[CH-TARGET-MOVED] after the protected monster was bounced the target still moves to 水精鳞-深渊特里忒; after 水精鳞-深渊特里忒 itself left, nothing moves and 月之书 resolves as before', () => {
    const bounced = askCdb(`${ABYSS} C3 B:强制脱出装置→A:水精鳞-巨齿深渊鲨`);
    expect(bounced.links[1]?.reason).toContain('转移为「水精鳞-深渊特里忒」');
    expect(bounced.links[0]?.reason).toContain('「水精鳞-深渊特里忒」的表示形式改变');
    const left = askCdb(`${ABYSS} C3 B:强制脱出装置→A:水精鳞-深渊特里忒`);
    expect(left.links[1]?.reason).toContain('已经不在场上表侧表示存在：对象不转移');
    // Moving nothing, its effect does nothing: shown as the other links that do nothing are (➖ 不处理, by C3 that moved it away), not ✅ 处理.
    expect(left.links[1]?.outcome).toBe('no-effect');
    expect(left.links[1]?.by).toBe(3);
    expect(renderChainText(left, 'zh-CN')).toContain('➖ C2 水精鳞-深渊特里忒: 不处理（C3）');
    expect(left.links[0]?.reason).toContain('「水精鳞-巨齿深渊鲨」的表示形式改变');
  });

  it('[CH-TARGET-MOVED] activated on the attack on a 「水精鳞」 monster, 水精鳞-深渊特里忒① moves the attack to itself', () => {
    const a = askCdb('{阶段:战斗 回合:B A场:水精鳞-深渊特里忒,水精鳞-巨齿深渊鲨 B场:青眼白龙 攻击:青眼白龙→水精鳞-巨齿深渊鲨} C1 A:水精鳞-深渊特里忒①');
    expect(a.links[0]?.legal).toBe(true);
    expect(a.links[0]?.reason).toContain('攻击对象转移为「水精鳞-深渊特里忒」');
  });
  it('[CH-TARGET-MOVED] /card names the target move for what ① does (「处理：对象转移」, 「does: moves the target」), not 「其他」', () => {
    const zh = cdbJudge().card('水精鳞-深渊特里忒', { lang: 'zh-CN' });
    const en = cdbJudge().card('水精鳞-深渊特里忒', { lang: 'en' });
    if (!zh.ok || !en.ok) throw new Error('水精鳞-深渊特里忒 not found');
    const first = (text: string): string => text.split('\n').find((l) => l.trim().startsWith('①')) ?? '';
    expect(first(renderCardText(zh, 'zh-CN'))).toContain('处理：对象转移');
    expect(first(renderCardText(zh, 'zh-CN'))).not.toContain('其他');
    expect(first(renderCardText(en, 'en'))).toContain('does: moves the target');
  });
  // s54: 六武众的影武者 「…「六武众」怪兽1只成为…效果的对象时，可以把那个效果的对象转换为场上表侧表示存在的这张卡」 — the old word 转换 was unread
  // (no step: 「效果适用」); the card it protects is the 「六武众」 target, checked on the original target, not any card of its side.
  it('[CH-TARGET-MOVED] 六武众的影武者 moves 月之书\'s target from the 「六武众」 monster to itself; /card names 「对象转移」', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:六武众的影武者,六武众-二藏,青眼白龙} C1 B:月之书→A:六武众-二藏 C2 A:六武众的影武者');
    expect(a.links[1]?.reason).toContain('C1的对象从「六武众-二藏」转移为「六武众的影武者」');
    expect(a.links[0]?.reason).toContain('「六武众的影武者」的表示形式改变');
    const zh = cdbJudge().card('六武众的影武者', { lang: 'zh-CN' });
    if (!zh.ok) throw new Error('六武众的影武者 not found');
    expect(renderCardText(zh, 'zh-CN')).toContain('处理：对象转移');
  });
  it('[CH-TARGET-MOVED] 六武众的影武者: with two targets of its side (原力), the 「六武众」 one is moved, not 青眼白龙; a target that is no 「六武众」 cannot be answered', () => {
    const two = askCdb('{回合:B 阶段:主要1 A场:六武众的影武者,六武众-二藏,青眼白龙} C1 B:原力→A:青眼白龙,A:六武众-二藏 C2 A:六武众的影武者');
    expect(two.links[1]?.reason).toContain('C1的对象从「六武众-二藏」转移为「六武众的影武者」');
    expect(two.links[0]?.reason).toContain('「青眼白龙」攻击力');
    const other = askCdb('{回合:B 阶段:主要1 A场:六武众的影武者,六武众-二藏,青眼白龙} C1 B:月之书→A:青眼白龙 C2 A:六武众的影武者');
    expect(other.links[1]?.legal).toBe(false);
    expect(other.links[0]?.reason).toContain('「青眼白龙」的表示形式改变');
  });
});
