// (s56) What dealt a damage, as the window and 「…受到的伤害相同数值」 read it (WIN-DAMAGE-CAUSE, CH-DAMAGE-SAME-AS-TAKEN), and whose damage or
// whose monster a text names (CMP-DAMAGE-TAKER, CMP-DAMAGE-DEALER, WIN-DAMAGE-DEALER). The first card is a test fixture written as text.
import { describe, expect, it } from 'vitest';
import { judgeWith, judgeWithCdb } from './build.js';
import { textCard } from '../../src/cards/curated/dsl.js';
import { askCdb, CARDS_DB, haveCards } from '../cards/data.js';

const same = textCard({ id: 999305601, name: '测试受到的相同伤害', type: 'spell', text: '①：自己受到1000伤害。那之后，自己场上1只怪兽破坏。那之后，给与对方和自己受到的伤害相同数值的伤害。' });
const damages = (input: string) => judgeWith(input, [same]).events.filter((e) => e.type === 'damage').map((e) => `${e.player}:${e.amount}`);

describe.skipIf(!haveCards)('「给与对方和自己受到的伤害相同数值的伤害」 reads the damage this effect dealt', () => {
  it('[CH-DAMAGE-SAME-AS-TAKEN] 死灵的引诱\'s 300 for the destroyed 三眼怪 (its continuous effect\'s, in this resolution) is not the damage this effect dealt: B takes 1000, not 300', () => {
    expect(damages('{回合:A 阶段:主要1 A场:三眼怪 B场:死灵的引诱 A基本分:8000 B基本分:8000} C1 A:测试受到的相同伤害')).toEqual(['A:1000', 'A:300', 'B:1000', 'A:300']); // (the last: the Spell itself, sent to the GY after the chain)
    // Without 死灵的引诱: as before.
    expect(damages('{回合:A 阶段:主要1 A场:三眼怪 A基本分:8000 B基本分:8000} C1 A:测试受到的相同伤害')).toEqual(['A:1000', 'B:1000']);
  });
});

const burn = textCard({ id: 999305602, name: '测试速攻的伤害', type: 'spell quickplay', text: '①：给与对方500伤害。' });
const withBurn = (input: string) => judgeWithCdb(input, [burn], CARDS_DB);

describe.skipIf(!haveCards)('whose damage — the current text', () => {
  it('[CMP-DAMAGE-TAKER] 疾行机人 OMK口香糖① 「自己·对方的战斗阶段自己因战斗·效果受到伤害的场合」: the damage its controller took — A\'s after B\'s burn hit A; not after A\'s own burn hit B (before: either player\'s)', () => {
    const own = withBurn('{回合:B 阶段:战斗步骤 A手:疾行机人 OMK口香糖} C1 B:测试速攻的伤害 然后 C1 A:疾行机人 OMK口香糖①').links.at(-1)!;
    expect(own.legal).toBe(true);
    const other = withBurn('{回合:A 阶段:战斗步骤 A手:疾行机人 OMK口香糖} C1 A:测试速攻的伤害 然后 C1 A:疾行机人 OMK口香糖①').links.at(-1)!;
    expect(other.legal).toBe(false);
    expect(other.rules).toContain('CH-WHEN-EVENT-KINDS');
  });
});

describe.skipIf(!haveCards)('whose monster dealt it — the current text (「自己场上的怪兽给与对方…战斗伤害」)', () => {
  // 超重武者 松明-2② moves B's 青眼白龙's attack to itself and makes the damage calculation: A takes battle damage dealt by B's 青眼白龙.
  const moved = (side: string) => `{回合:B 阶段:战斗步骤 攻击:B:青眼白龙→A:三眼怪 A场:三眼怪,超重武者 松明-2 B场:青眼白龙 ${side}场:僵尸推销员} C1 A:超重武者 松明-2②`;
  it('[WIN-DAMAGE-CAUSE] 僵尸推销员 「每次自己场上的怪兽给与对方玩家战斗伤害」: B\'s is met by the damage B\'s 青眼白龙 dealt A; A\'s is not (before: either player\'s monster, so A\'s too)', () => {
    const offered = (side: string) => (askCdb(moved(side)).window?.triggers ?? []).filter((t) => t.card.name === '僵尸推销员').map((t) => t.card.controller);
    expect(offered('B')).toEqual(['B']);
    expect(offered('A')).toEqual([]);
  });
});

describe('the card that dealt it, as the compiler reads it', () => {
  it('[CMP-DAMAGE-CAUSE] 「自己场上的怪兽直接攻击给与对方1500以下的伤害时」 (狂战士之魂\'s current text): the subject is a monster of its controller\'s (before: either player\'s — the 「对方」 after 「给与」 was read into it); 「这张卡的攻击给与对方」 is this card', () => {
    const soul = textCard({ id: 999305603, name: '测试直接攻击给与', type: 'spell quickplay', text: '①：自己场上的怪兽直接攻击给与对方1500以下的伤害时，把手卡全部丢弃才能发动。给与对方500伤害。' });
    expect(soul.effects[0]!.waitsFor?.subject).toMatchObject({ side: 'self', kind: 'monster' });
    expect(soul.effects[0]!.waitsFor?.direct).toBe(true);
    const own = textCard({ id: 999305604, name: '测试这张卡的攻击', type: 'monster effect', text: '①：这张卡的攻击给与对方战斗伤害时才能发动。自己抽1张。' });
    expect(own.effects[0]!.trigger?.subject).toMatchObject({ self: true });
  });
});

// (s57) A battle damage moved to the other player (亚马逊剑士 「这张卡的战斗发生的对自己的战斗伤害由对方代受」) is still dealt by the monster whose
// battle made it (rules reference docs/c03/战斗阶段流程.rst:704–716: 『A给与B』 — A the source, B the one who finally takes it).
describe.skipIf(!haveCards)('a reflected battle damage keeps the monster that dealt it', () => {
  const offered = (input: string) => askCdb(input).window.triggers.map((t) => `${t.controller}:${t.card.name}`);
  it('[WIN-DAMAGE-CAUSE] 魔术臂盾 moves 青眼白龙\'s attack onto the 亚马逊剑士 it took: the 1500 reflected to B is 青眼白龙\'s, so neither 僵尸推销员 「自己场上的怪兽给与对方玩家战斗伤害」 is offered', () => {
    const input = '{回合:B 阶段:战斗步骤 A基本分:8000 B基本分:8000 攻击:B:青眼白龙→A:三眼怪 A场:三眼怪,僵尸推销员,魔术臂盾(盖) B场:青眼白龙,亚马逊剑士,僵尸推销员} C1 A:魔术臂盾→亚马逊剑士';
    const a = askCdb(input);
    expect(a.events.some((e) => e.type === 'damage' && e.player === 'B' && e.amount === 1500 && e.cause === 'battle')).toBe(true);
    // A's 亚马逊剑士 only moved the damage: A's monster dealt none (before, A's 僵尸推销员 was offered); B took it from its own monster.
    expect(offered(input)).not.toContain('A:僵尸推销员');
    expect(offered(input)).not.toContain('B:僵尸推销员');
  });
  it('[WIN-DAMAGE-CAUSE] the same battle with no reflection (黑魔术师 taken instead): 青眼白龙 deals 500 to A, and B\'s 僵尸推销员 is offered, A\'s not', () => {
    const input = '{回合:B 阶段:战斗步骤 A基本分:8000 B基本分:8000 攻击:B:青眼白龙→A:三眼怪 A场:三眼怪,僵尸推销员,魔术臂盾(盖) B场:青眼白龙,黑魔术师,僵尸推销员} C1 A:魔术臂盾→黑魔术师';
    expect(askCdb(input).events.some((e) => e.type === 'damage' && e.player === 'A' && e.amount === 500)).toBe(true);
    expect(offered(input)).toContain('B:僵尸推销员');
    expect(offered(input)).not.toContain('A:僵尸推销员');
  });
});
