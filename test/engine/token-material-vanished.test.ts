// s59 (WIN-TOKEN-VANISHED): a Token used as material, or sent to the GY by an effect, is never sent to the GY — 「衍生物只能在场上存在，
// 从场上离开时消失」 (rules reference docs/c02/基本用语.rst:1032). Before, 「发生的事」 said 「A:羊衍生物 送去墓地」; now the event says it vanished
// (消灭), while a card that is no Token used in the same summon is still sent to the GY and its own trigger still sees it.
import { describe, expect, it } from 'vitest';
import { renderChainText } from '../../src/answer/render/text.js';
import { askCdb, CARDS_DB, cdbJudge, haveCards, skipMessage } from '../cards/data.js';

skipMessage('a Token used as material vanishes', CARDS_DB);

const text = (input: string, lang: 'zh-CN' | 'en' = 'zh-CN') => renderChainText(cdbJudge().chain(input, { lang }), lang);
const triggers = (input: string) => askCdb(input).window.triggers.map((t) => t.card.name);
const LINK = '{回合:A 阶段:主要1 A场:羊衍生物,三眼怪 A额外:《I：P伪装舞会莱娜》} 连接召唤 《I：P伪装舞会莱娜》 素材 羊衍生物,三眼怪';

describe.skipIf(!haveCards)('a Token that leaves the field as material vanishes', () => {
  it('[WIN-TOKEN-VANISHED] Link Summon with 羊衍生物 and 三眼怪 as material: the Token vanished (消灭), 三眼怪 sent to the GY — zh and en', () => {
    const zh = text(LINK);
    expect(zh).toContain('A:羊衍生物 消灭（衍生物离开场上就消失，不会送去墓地）');
    expect(zh).not.toContain('A:羊衍生物 送去墓地');
    expect(zh).toContain('A:三眼怪 送去墓地');
    const en = text(LINK, 'en');
    expect(en).toContain('vanished (a Token leaving the field is never sent to the GY)');
    expect(en).toContain('Sangan sent to the GY');
  });
  it('[WIN-TOKEN-VANISHED] the other side: 三眼怪 (the material that is no Token) still triggers 「送去墓地时」; 罗德珀耳修斯② does not see a Fairy Token used as Link material, but sees a Fairy monster card so used', () => {
    expect(triggers(LINK)).toContain('三眼怪');
    expect(triggers('{回合:A A场:天空神骑士 罗德珀耳修斯,人造天使衍生物 A墓:智天使 哈维斯特 A额外:连接栗子球} 连接召唤 连接栗子球 素材 人造天使衍生物')).not.toContain('天空神骑士 罗德珀耳修斯');
    expect(triggers('{回合:A A场:天空神骑士 罗德珀耳修斯,小天使 A墓:智天使 哈维斯特 A额外:连接栗子球} 连接召唤 连接栗子球 素材 小天使')).toContain('天空神骑士 罗德珀耳修斯');
  });
  it('[WIN-TOKEN-VANISHED] a Token sent to the GY by an effect (送墓 X (效果)) says it vanished too; a tributed Token keeps 解放', () => {
    expect(text('{回合:A A场:天空神骑士 罗德珀耳修斯,人造天使衍生物} 送墓 人造天使衍生物 (效果)')).toContain('A:人造天使衍生物 消灭（衍生物离开场上就消失，不会送去墓地）');
    expect(text('{回合:A 阶段:主要1 A场:羊衍生物,羊衍生物 A手:神圣魔导王 恩底弥翁} 上级召唤 神圣魔导王 恩底弥翁 解放 羊衍生物,羊衍生物')).toContain('A:羊衍生物, A:羊衍生物 解放');
  });
});
