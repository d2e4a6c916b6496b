// s60 (CMP-TRIBUTED-OR-BANISHED, WIN-USED-AS-MATERIAL): 复仇死者·奇美拉 ② 「这张卡为仪式召唤而被解放或者除外的场合发动」 (the card's current text) compiled
// to 「这张卡被除外的场合」 — the 解放 was lost (the verb read first, 除外, closed the event and the 解放 that ran into it was dropped) and so was
// 「为仪式召唤」. So it was raised by any banishment (除外 X (效果)) and never by a Ritual Summon that tributed it. It now waits for either move
// made for a Ritual Summon, as its material.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('复仇死者·奇美拉 ② — tributed or banished for a Ritual Summon', CARDS_DB);

const raised = (input: string) => askCdb(input).window.triggers.some((t) => t.card.name === '复仇死者·奇美拉');

describe.skipIf(!haveCards)('「为仪式召唤而被解放或者除外的场合」', () => {
  it('[CMP-TRIBUTED-OR-BANISHED] tributed for a Ritual Summon (仪式召唤 … 素材 复仇死者·奇美拉, from the hand): ② is raised, mandatory', () => {
    const a = askCdb('{回合:A 阶段:主要1 A手:复仇死者·奇美拉,归魂复仇死者·屠魔侠 B场:青眼白龙} 仪式召唤 归魂复仇死者·屠魔侠 素材 复仇死者·奇美拉');
    const t = a.window.triggers.find((x) => x.card.name === '复仇死者·奇美拉');
    expect(t).toBeDefined();
    expect(t!.mandatory).toBe(true);
  });
  it('[CMP-TRIBUTED-OR-BANISHED] the other sides: banished by an effect, or tributed for a Tribute Summon, is no move for a Ritual Summon — ② is not raised', () => {
    expect(raised('{回合:B 阶段:主要1 A场:复仇死者·奇美拉 B场:青眼白龙} 除外 复仇死者·奇美拉 (效果)')).toBe(false);
    expect(raised('{回合:A 阶段:主要1 A场:复仇死者·奇美拉 A手:雷帝 扎博尔格 B场:青眼白龙} 上级召唤 雷帝 扎博尔格 解放 复仇死者·奇美拉')).toBe(false);
  });
  it('[CMP-TRIBUTED-OR-BANISHED] 「为仪式召唤而」 is read with one verb too: 电子化芭蕾练习裙 ② 「这张卡为仪式召唤而被解放的场合」 — before, raised by any tribute (a Tribute Summon\'s); now only by a Ritual Summon\'s', () => {
    const by = (input: string) => askCdb(input).window.triggers.some((t) => t.card.name === '电子化芭蕾练习裙');
    expect(by('{回合:A 阶段:主要1 A场:电子化芭蕾练习裙 A手:雷帝 扎博尔格 A墓:归魂复仇死者的诞生 B场:青眼白龙} 上级召唤 雷帝 扎博尔格 解放 电子化芭蕾练习裙')).toBe(false);
    expect(by('{回合:A 阶段:主要1 A手:电子化芭蕾练习裙,归魂复仇死者·屠魔侠 A墓:归魂复仇死者的诞生 B场:青眼白龙} 仪式召唤 归魂复仇死者·屠魔侠 素材 电子化芭蕾练习裙')).toBe(true);
  });
});
