// CMP-TRIBUTE-COUNT (rules reference docs/c02/基本用语.rst:641–668): the card-text compiler reads what a monster's text says of the tributes of
// its own Normal Summon into one fact (`Card.tributeCount`) — 「必须把3只解放作召唤」 (that count only), 「也能把3只怪兽解放作召唤」 (more),
// 「可以把1只「忍者」怪兽解放作上级召唤」 (fewer, of a kind), 「可以不用解放作召唤」 (none) — shown by `card`, and read by both the written Tribute
// Summon (`上级召唤 X 解放 Y`) and the Normal Summon an effect makes (CH-NORMAL-SUMMON-BY-EFFECT). Before, only the binder read the text
// (and not the lighter counts): the effect's Normal Summon counted by the Level alone.
import { describe, expect, it } from 'vitest';
import { readTributeCount } from '../../src/cards/compile/summon-materials.js';
import { tributeNeed } from '../../src/cards/tributes.js';
import { cdbJudge, haveCards } from './data.js';

describe('CMP-TRIBUTE-COUNT', () => {
  it('[CMP-TRIBUTE-COUNT] the compiler reads the wordings of the tributes a text sets: only, more, fewer of a kind under a lead, none — not another card\'s grant', () => {
    expect(readTributeCount('这张卡通常召唤的场合，必须把3只解放作召唤。')).toEqual({ only: { n: 3 } });
    expect(readTributeCount('这张卡通常召唤的场合，必须把自己场上存在的3只名字带有「侵入魔鬼」的怪兽解放作召唤。')).toEqual({ only: { n: 3, archetype: '侵入魔鬼' } });
    expect(readTributeCount('这张卡不能特殊召唤，把自己场上3只「机壳」怪兽解放的场合才能通常召唤。')).toEqual({ only: { n: 3, archetype: '机壳' } });
    expect(readTributeCount('③：这张卡也能把3只怪兽解放作召唤。')).toEqual({ also: [{ n: 3 }] });
    expect(readTributeCount('这张卡可以把1只上级召唤的怪兽解放作上级召唤。')).toEqual({ also: [{ n: 1, kind: '上级召唤的怪兽', lighter: true }] });
    expect(readTributeCount('自己墓地有暗属性怪兽4种类以上存在的场合，这张卡可以把1只暗属性怪兽解放作上级召唤。')).toEqual({ also: [{ n: 1, kind: '暗属性怪兽', condition: '自己墓地有暗属性怪兽4种类以上存在的场合', lighter: true }] });
    expect(readTributeCount('①：对方场上有怪兽存在，自己场上没有怪兽存在的场合，这张卡可以不用解放作召唤。')).toEqual({ also: [{ n: 0, condition: '对方场上有怪兽存在，自己场上没有怪兽存在的场合', lighter: true }] });
    expect(readTributeCount('①：这张卡可以不用解放作通常召唤。')).toEqual({ also: [{ n: 0, lighter: true }] });
    expect(readTributeCount('只要这张卡在场上存在，7星以上的怪兽可以把1只5星以上的怪兽解放作上级召唤。')).toBeUndefined();
    expect(readTributeCount('①：不用解放作召唤的这张卡的等级变成4星。')).toBeUndefined();
  });
  it('[CMP-TRIBUTE-COUNT] the counts a Level allows with the fact: only the fixed one; a larger one at any Level; a smaller one only while the Level asks for more', () => {
    expect(tributeNeed({ only: { n: 3 } }, 10).options.map((o) => o.n)).toEqual([3]);
    expect(tributeNeed({ also: [{ n: 3 }] }, 8).options.map((o) => o.n)).toEqual([2, 3]);
    expect(tributeNeed({ also: [{ n: 1, archetype: '忍者', lighter: true }] }, 8).options.map((o) => o.n)).toEqual([2, 1]);
    expect(tributeNeed({ also: [{ n: 1, archetype: '忍者', lighter: true }] }, 4).options).toEqual([]);
    expect(tributeNeed(undefined, 6).options.map((o) => o.n)).toEqual([1]);
  });
  describe.skipIf(!haveCards)('with cards.cdb', () => {
    it('[CMP-TRIBUTE-COUNT] `card` shows the compiled tributes: 奥西里斯之天空龙 only 3, 黄昏之忍者将军-月牙 also 1 「忍者」 monster; a monster that says nothing of them, nothing', () => {
      const notes = (name: string): string => {
        const a = cdbJudge().card(name, { lang: 'zh-CN' });
        if (!a.ok) throw new Error(name);
        return (a.notes as string[]).join('\n');
      };
      expect(notes('奥西里斯之天空龙')).toContain('只能解放3只怪兽召唤');
      expect(notes('黄昏之忍者将军-月牙')).toContain('也可以解放1只「忍者」怪兽');
      expect(notes('青眼白龙')).not.toContain('通常召唤的解放');
    });
    it('[CMP-TRIBUTE-COUNT] a written Tribute Summon reads the same fact: 黄昏之忍者将军-月牙 with 1 「忍者」 monster is made (before: refused, 2 needed), with 1 other monster refused naming both counts', () => {
      const ok = cdbJudge().chain('{回合:A 阶段:主要1 A场只有:白衣忍者} 上级召唤 黄昏之忍者将军-月牙 解放 白衣忍者', { lang: 'zh-CN' });
      expect(ok.ok).toBe(true);
      const no = cdbJudge().chain('{回合:A 阶段:主要1 A场只有:三眼怪} 上级召唤 黄昏之忍者将军-月牙 解放 三眼怪', { lang: 'zh-CN' });
      expect(no.ok).toBe(false);
      if (!no.ok) expect(no.error.message).toContain('2只怪兽或1只「忍者」怪兽');
    });
  });
});
