// 「…被不以那张卡为对象的卡的效果破坏的场合」: a trigger met only by a card destroyed by an effect that did not target it
// (test/RULES.md WIN-NOT-TARGETED; rules reference docs/c02/基本用语.rst:282, :297–298, docs/c03/无效.rst:572–573). An effect
// rewritten into one that only chooses (CH-REWRITE) targets nothing. The watcher is a test card written as card text.
import { describe, expect, it } from 'vitest';
import { textCard } from '../../src/cards/curated/dsl.js';
import { judgeWith } from './build.js';
import { askCdb, haveCards } from '../cards/data.js';

const watcher = textCard({ id: 997012101, name: '测试无对象守望者', type: 'monster effect', atk: 1000, def: 1000, level: 4, text: '①：自己场上的卡被不以那张卡为对象的卡的效果破坏的场合才能发动。自己从卡组抽1张。' });
const fx = [watcher];
const offered = (input: string) => judgeWith(input, fx).window.triggers.map((t) => t.card.name);

describe('a trigger on a card destroyed by an effect that did not target it', () => {
  it('[WIN-NOT-TARGETED] the compiler reads 「被不以那张卡为对象的卡的效果破坏的场合」 as a destruction by an effect, not targeting the card', () => {
    expect(watcher.effects[0]!.trigger).toMatchObject({ event: 'destroyed', cause: 'effect', notTargeted: true, subject: { side: 'self', place: 'field' } });
  });
  it('[WIN-NOT-TARGETED] destroyed by an effect that chose it as it resolved (黑洞): met; destroyed as the target of 雷破: not met', () => {
    expect(offered('{回合:B A场:测试无对象守望者,青眼白龙 B场:三眼怪} C1 B:黑洞')).toContain('测试无对象守望者');
    expect(offered('{回合:B A场:测试无对象守望者,青眼白龙 B场:雷破(盖) B手:三眼怪} C1 B:雷破→青眼白龙 [cost:丢弃 三眼怪]')).not.toContain('测试无对象守望者');
  });
  it('[WIN-NOT-TARGETED] in the Spell & Trap Zone too: a Set card destroyed as the target of 旋风 does not meet it; destroyed by 黑洞 with the monsters, the watcher is met by them', () => {
    expect(offered('{回合:B A场:测试无对象守望者,神之宣告(盖) B场:旋风(盖)} C1 B:旋风→神之宣告')).not.toContain('测试无对象守望者');
    expect(offered('{回合:B A场:测试无对象守望者,青眼白龙 B场:三眼怪} C1 B:黑洞')).toContain('测试无对象守望者');
  });
});

describe.skipIf(!haveCards)('a trigger on a face-down banishment', () => {
  it('[WIN-BANISHED-FACE-DOWN] No.89 电脑兽 系统破坏神③ 「对方的卡被里侧表示除外的场合」: a face-down card temporarily banished (退行手雷破坏者① on a monster 月之书 set in the chain) is banished face-down and meets it; the same banishment face-up does not — 「对方的卡」 is whose card, not who banished it', () => {
    const input = (set: string) => `{回合:A 阶段:主要1 A场:刀神-不知火${set} B场:退行手雷破坏者(攻1000),三眼怪,No.89 电脑兽 系统破坏神} C1 B:退行手雷破坏者①→A:刀神-不知火${set ? ' C2 A:月之书→刀神-不知火' : ''}`;
    const window = (set: string) => askCdb(input(set)).window?.triggers.map((t) => t.card.name) ?? [];
    expect(window(',月之书(盖)')).toContain('No.89 电脑兽 系统破坏神');
    expect(window('')).not.toContain('No.89 电脑兽 系统破坏神');
    const w = askCdb(input(',月之书(盖)')).window?.triggers.find((t) => t.card.name === 'No.89 电脑兽 系统破坏神');
    expect(w?.rules).toContain('WIN-BANISHED-FACE-DOWN');
  });
  it('[WIN-BANISHED-FACE-DOWN] cards a cost banishes without the input naming them (强欲而贪欲之壶’s top 10 of its activator’s Deck, face-down) are its activator’s cards: the opponent’s No.89③ is offered, but not once 敌人控制器 gave No.89 to that same player in the chain; with Spells read from their text, 「把自己卡组上面3张卡里侧表示除外才能发动」 meets such a trigger and 「…3张卡除外才能发动」 (face-up) does not', () => {
    const names = (input: string) => askCdb(input).window.triggers.map((t) => t.card.name);
    expect(names('{回合:B A场:No.89 电脑兽 系统破坏神 B场:强欲而贪欲之壶(盖),三眼怪} C1 B:强欲而贪欲之壶')).toContain('No.89 电脑兽 系统破坏神');
    expect(names('{回合:B A场:No.89 电脑兽 系统破坏神 B场:强欲而贪欲之壶(盖),敌人控制器(盖),三眼怪} C1 B:强欲而贪欲之壶 C2 B:敌人控制器[●2]→No.89 电脑兽 系统破坏神 [cost:解放 三眼怪]')).not.toContain('No.89 电脑兽 系统破坏神');
    const w = askCdb('{回合:B A场:No.89 电脑兽 系统破坏神 B场:强欲而贪欲之壶(盖),三眼怪} C1 B:强欲而贪欲之壶').window.triggers.find((t) => t.card.name === 'No.89 电脑兽 系统破坏神');
    expect(w?.rules).toContain('WIN-BANISHED-FACE-DOWN');
    const faceUp = textCard({ id: 997012102, name: '测试表侧除外抽卡', type: 'spell', text: '①：把自己卡组上面3张卡除外才能发动。自己从卡组抽1张。' });
    const faceDown = textCard({ id: 997012103, name: '测试里侧除外抽卡', type: 'spell', text: '①：把自己卡组上面3张卡里侧表示除外才能发动。自己从卡组抽1张。' });
    const seer = textCard({ id: 997012104, name: '测试里侧除外守望者', type: 'monster effect', atk: 1000, def: 1000, level: 4, text: '①：对方的卡被里侧表示除外的场合才能发动。自己从卡组抽1张。' });
    const seen = (spell: string) => judgeWith(`{回合:B A场:测试里侧除外守望者 B场:${spell}(盖)} C1 B:${spell}`, [faceUp, faceDown, seer]).window.triggers.map((t) => t.card.name);
    expect(seen('测试里侧除外抽卡')).toContain('测试里侧除外守望者');
    expect(seen('测试表侧除外抽卡')).not.toContain('测试里侧除外守望者');
  });
});
