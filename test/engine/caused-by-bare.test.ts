// 「因对方从场上离开」 with no 「的效果」 after the cause (CMP-CAUSED-BY-BARE), and a Tribute an effect lets the opponent make of
// their own monster (CH-PLAYER-MUST, 「对方选择对方场上1只怪兽解放」): built from docs/c02/基本用语.rst:1472 and tested here with
// cards written as text (src/cards/curated/dsl.ts textCard), on both sides of the rule.
import { describe, expect, it } from 'vitest';
import { judgeWith } from './build.js';
import { textCard } from '../../src/cards/curated/dsl.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const watcher = textCard({ id: 99160101, name: '测试用离场怪兽', type: 'monster effect', level: 4, atk: 1500, def: 1000, text: '这张卡因对方从场上离开时，自己从卡组抽1张。' });
const each = textCard({ id: 99160102, name: '测试用双方解放', type: 'spell normal', text: '自己场上1只怪兽解放。对方选择对方场上1只怪兽解放。' });
const mine = textCard({ id: 99160103, name: '测试用自己解放', type: 'spell normal', text: '选择双方场上各1只怪兽解放。' });
const fixtures = [watcher, each, mine];
const offered = (a: ChainAnswer) => a.window.triggers.map((t) => t.card.name);

describe('a cause with no 「的效果」, and a Tribute the opponent makes', () => {
  it('[CMP-CAUSED-BY-BARE] 「这张卡因对方从场上离开时」 is read with the opponent as its cause: offered when the opponent destroys it, not when its own player does', () => {
    expect(watcher.effects.find((e) => e.kind === 'trigger')?.trigger?.causedBy).toBe('opponent');
    expect(offered(judgeWith('{回合:B 阶段:主要1 A场:测试用离场怪兽 B场:三眼怪} C1 B:黑洞', fixtures))).toContain('测试用离场怪兽');
    expect(offered(judgeWith('{回合:A 阶段:主要1 A场:测试用离场怪兽 B场:三眼怪} C1 A:黑洞', fixtures))).not.toContain('测试用离场怪兽');
  });
  it('[CH-PLAYER-MUST] 「对方选择对方场上1只怪兽解放」: the opponent tributes their own monster — it did not leave "because of the opponent"; tributed by the effect’s controller, it did', () => {
    expect(each.effects[0]?.does?.find((a) => a.do === 'tribute')).toMatchObject({ do: 'tribute', must: true, player: 'opponent' });
    const theirs = judgeWith('{回合:B 阶段:主要1 A场:测试用离场怪兽 B场:三眼怪} C1 B:测试用双方解放', fixtures);
    expect(theirs.events.some((e) => e.cards.some((c) => c.name === '测试用离场怪兽'))).toBe(true);
    expect(offered(theirs)).not.toContain('测试用离场怪兽');
    expect(offered(judgeWith('{回合:B 阶段:主要1 A场:测试用离场怪兽 B场:三眼怪} C1 B:测试用自己解放→测试用离场怪兽', fixtures))).toContain('测试用离场怪兽');
  });
});
