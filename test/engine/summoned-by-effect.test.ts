// 「卡的效果让…特殊召唤的场合」 (CMP-SUMMONED-BY-EFFECT, rules reference docs/c02/进入连锁·不入连锁的特殊召唤.rst:80): a trigger on a
// Special Summon an effect performs — a Synchro Summon by the game's rules does not meet it. A card written as text.
import { describe, expect, it } from 'vitest';
import { judgeWith } from './build.js';
import { textCard } from '../../src/cards/curated/dsl.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const watcher = textCard({ id: 99160601, name: '测试用效果特召监视', type: 'trap continuous', text: '①：1回合1次，卡的效果让怪兽特殊召唤的场合才能发动。自己从卡组抽1张。' });
const tuner = textCard({ id: 99160602, name: '测试用调整', type: 'monster effect tuner', level: 4, atk: 1000, def: 1000, text: '①：这张卡的攻击力上升100。' });
const synchro = textCard({ id: 99160603, name: '测试用同调', type: 'monster effect synchro', level: 7, atk: 2800, def: 2000, text: '调整＋调整以外的怪兽1只以上\n①：这张卡的攻击力上升100。' });
const fixtures = [watcher, tuner, synchro];
const offered = (a: ChainAnswer) => a.window.triggers.map((t) => t.card.name);

describe('a trigger on a Special Summon by a card effect', () => {
  it('[CMP-SUMMONED-BY-EFFECT] the compiler reads 「卡的效果让…特殊召唤」 with the effect as its cause', () => {
    expect(watcher.effects.find((e) => e.kind === 'trigger')?.trigger?.cause).toBe('effect');
  });
  it('[CMP-SUMMONED-BY-EFFECT] a monster revived by 死者苏生 meets it; a Synchro Summon does not', () => {
    expect(offered(judgeWith('{回合:A 阶段:主要1 A场:测试用效果特召监视 A墓:青眼白龙} C1 A:死者苏生→青眼白龙', fixtures))).toContain('测试用效果特召监视');
    expect(offered(judgeWith('{回合:A 阶段:主要1 A场:测试用效果特召监视,测试用调整,三眼怪 A额外:测试用同调} 同调召唤 测试用同调 素材 测试用调整,三眼怪', fixtures))).not.toContain('测试用效果特召监视');
  });
});
