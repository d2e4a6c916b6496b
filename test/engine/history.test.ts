// What happened earlier (issue 16): the turn's history `本回合: …` (CH-HISTORY-USED, CH-PLEDGE-EARLIER,
// earlier summons for CH-PLEDGE-DONE / CH-SUMMON-COUNT) and what a card remembers after turning
// face-down or coming back from a temporary banishment (FD-MEMORY). Cards read from cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';
import { parseNotation, printNotation } from '../../src/notation/index.js';

describe('the turn’s history in the notation', () => {
  it('[CH-HISTORY-USED] `本回合:` reads entries with their controller, effect, what they were and how they ended, and prints back', () => {
    const r = parseNotation('{回合:A 本回合: A:混沌帝龙#2(效果无效), B:解码语者(特殊召唤,无效,从额外)} C1 A:死者苏生');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const item = r.tree.situation!.items.find((i) => i.kind === 'history');
    expect(item).toMatchObject({
      kind: 'history',
      entries: [
        { controller: 'A', effect: 2, event: 'activation', negated: 'effect', from: null },
        { controller: 'B', effect: null, event: 'special-summon', negated: 'summon', from: 'extra' },
      ],
    });
    const again = parseNotation(printNotation(r.tree));
    expect(again.ok && again.tree.situation!.items.find((i) => i.kind === 'history')).toMatchObject({ entries: [{ negated: 'effect' }, { negated: 'summon', from: 'extra' }] });
  });

  it('[CH-HISTORY-USED] an unknown word in an entry is a precise error that lists the known ones', () => {
    const r = parseNotation('{本回合: A:死者苏生(用过)} C1 A:死者苏生');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.message.zh).toContain('用过');
    expect(r.error.message.zh).toContain('发动无效');
  });

  it('[CH-HISTORY-BY] `(由Y)` says which card’s effect did it — a card activated as Y resolved, a monster Y summoned — and prints back', () => {
    const r = parseNotation('{回合:A 本回合: A:强欲之壶(由弹出式翻页), B:青眼白龙(特殊召唤,由死者苏生), A:礼物卡(由「诱饵人偶」的效果发动)} C1 A:黑洞');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const item = r.tree.situation!.items.find((i) => i.kind === 'history');
    expect(item).toMatchObject({
      entries: [
        { event: 'activation', by: '弹出式翻页' },
        { event: 'special-summon', by: '死者苏生', controller: 'B' },
        { event: 'activation', by: '诱饵人偶' },
      ],
    });
    const again = parseNotation(printNotation(r.tree));
    expect(again.ok && again.tree.situation!.items.find((i) => i.kind === 'history')).toMatchObject({ entries: [{ by: '弹出式翻页' }, { by: '死者苏生', event: 'special-summon' }, { by: '诱饵人偶' }] });
    const empty = parseNotation('{本回合: A:礼物卡(由)} C1 A:黑洞');
    expect(empty.ok).toBe(false);
    if (!empty.ok) {
      expect(empty.error.message.zh).toContain('由');
      expect(empty.error.message.en).toContain('by');
    }
  });

  it('[FD-MEMORY] the states 变里侧 and 一时除外 are read in order and print back', () => {
    const r = parseNotation('{A场:召唤兽 雷电(已用,变里侧,已用)} C1 A:召唤兽 雷电①');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const zone = r.tree.situation!.items.find((i) => i.kind === 'zone');
    expect(zone?.kind === 'zone' && zone.cards[0]!.states).toEqual(['used', 'turned-face-down', 'used']);
    expect(printNotation(r.tree)).toContain('(已用,变里侧,已用)');
  });
});

describe.skipIf(!haveCards)('what happened earlier this turn', () => {
  const link = (input: string, n = 1) => askCdb(input).links.find((l) => l.n === n)!;

  it('[CH-HISTORY-USED] a 「这个卡名」 once-per-turn effect activated earlier this turn is used, even when that activation was negated', () => {
    const l = link('{回合:A 本回合:A:影灵衣的返魂术(发动无效)} C1 A:影灵衣的返魂术');
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-HISTORY-USED');
    expect(l.illegalReason).toContain('发动被无效');
    // The opponent's use binds only the opponent.
    expect(link('{回合:A 本回合:B:影灵衣的返魂术} C1 A:影灵衣的返魂术').rules).not.toContain('CH-HISTORY-USED');
  });

  it('[CH-HISTORY-USED] 「这个卡名的卡在1回合只能发动1张」: a card activation counts, a negated one does not', () => {
    expect(link('{回合:A 本回合:A:同盟格纳库} C1 A:同盟格纳库').legal).toBe(false);
    expect(link('{回合:A 本回合:A:同盟格纳库(发动无效)} C1 A:同盟格纳库').legal).toBe(true);
  });

  it('[CH-HISTORY-USED] a plain 1回合1次 binds that copy: used by it earlier, not again — unless it became a new card since', () => {
    const used = link('{回合:A 本回合:A:卡通黑魔术师#3 A场:卡通黑魔术师} C1 A:卡通黑魔术师③');
    expect(used.legal).toBe(false);
    expect(used.rules).toContain('CH-HISTORY-USED');
    expect(link('{回合:A 本回合:A:卡通黑魔术师#3 A场:卡通黑魔术师(一时除外)} C1 A:卡通黑魔术师③').rules).not.toContain('CH-HISTORY-USED');
    expect(link('{回合:A 本回合:A:卡通黑魔术师#3 A场:卡通黑魔术师(变里侧)} C1 A:卡通黑魔术师③').rules).not.toContain('CH-HISTORY-USED');
  });

  it('[CH-HISTORY-RESUMMONED] a copy summoned again after its 1回合1次 activation (a later entry of the history) is a new card: the limit is gone — not when that summon came before the activation, nor when it was negated', () => {
    // 卡通黑魔术师 ③ used, then the monster left and was Special Summoned back this turn.
    const again = link('{回合:A 阶段:主要1 A场:卡通黑魔术师 本回合:A:卡通黑魔术师#3, A:卡通黑魔术师(特殊召唤)} C1 A:卡通黑魔术师③');
    expect(again.rules).not.toContain('CH-HISTORY-USED');
    expect(again.rules).toContain('CH-HISTORY-RESUMMONED');
    // The summon written before the activation: that activation was made by the summoned card.
    expect(link('{回合:A 阶段:主要1 A场:卡通黑魔术师 本回合:A:卡通黑魔术师(特殊召唤), A:卡通黑魔术师#3} C1 A:卡通黑魔术师③').rules).toContain('CH-HISTORY-USED');
    // A negated summon never put it on the field.
    expect(link('{回合:A 阶段:主要1 A场:卡通黑魔术师 本回合:A:卡通黑魔术师#3, A:卡通黑魔术师(特殊召唤,无效)} C1 A:卡通黑魔术师③').rules).toContain('CH-HISTORY-USED');
  });

  it('[CH-PLEDGE-EARLIER] a pledge of an activation earlier this turn binds its player for the rest of the turn, even with its effect negated', () => {
    const l = link('{回合:A 阶段:主要1 本回合:A:帝王的烈旋} C1 A:融合');
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-PLEDGE-EARLIER');
    expect(l.illegalReason).toContain('誓约');
    expect(link('{回合:A 阶段:主要1 本回合:A:帝王的烈旋(效果无效)} C1 A:融合').rules).toContain('CH-PLEDGE-EARLIER');
  });

  it('[CH-PLEDGE-EARLIER] a negated activation pledges nothing, and the opponent is not bound', () => {
    expect(link('{回合:A 阶段:主要1 本回合:A:帝王的烈旋(发动无效)} C1 A:融合').legal).toBe(true);
    expect(link('{回合:A 阶段:主要1 本回合:B:帝王的烈旋} C1 A:融合').legal).toBe(true);
  });

  it('[CH-PLEDGE-EARLIER] a pledge on activations (混沌帝龙 -终焉的使者-: 「自己不能把其他的效果发动」) forbids every other activation: earlier this turn, before it, after it in the chain', () => {
    const later = link('{回合:A 阶段:主要1 本回合:A:混沌帝龙 -终焉的使者-#1(效果无效) A墓:青眼白龙} C1 A:死者苏生 → 青眼白龙');
    expect(later.legal).toBe(false);
    expect(later.rules).toContain('CH-PLEDGE-EARLIER');
    const done = link('{回合:A 阶段:主要1 本回合:A:死者苏生 A场:混沌帝龙 -终焉的使者-} C1 A:混沌帝龙 -终焉的使者-①');
    expect(done.legal).toBe(false);
    expect(done.rules).toContain('CH-PLEDGE-DONE');
    expect(link('{回合:A 阶段:主要1 本回合:A:死者苏生(发动无效) A场:混沌帝龙 -终焉的使者-} C1 A:混沌帝龙 -终焉的使者-①').legal).toBe(true);
    const chained = link('{回合:A 阶段:主要1 A场:混沌帝龙 -终焉的使者-,强制脱出装置(盖) B场:黑魔术师} C1 A:混沌帝龙 -终焉的使者-① C2 A:强制脱出装置 → B:黑魔术师', 2);
    expect(chained.legal).toBe(false);
    expect(chained.rules).toContain('CH-PLEDGE');
    expect(link('{回合:A 阶段:主要1 A场:混沌帝龙 -终焉的使者- B场:强制脱出装置(盖),黑魔术师} C1 A:混沌帝龙 -终焉的使者-① C2 B:强制脱出装置 → B:黑魔术师', 2).rules).not.toContain('CH-PLEDGE');
  });

  it('[CH-PLEDGE-EARLIER] a pledge on other activations of a kind (乌合之行进: 「自己不能把其他的魔法·陷阱卡的效果发动」) bars its player’s Spell/Trap activations for the turn — not a monster effect, not the opponent; chained at once too (CH-PLEDGE)', () => {
    const l = link('{回合:A 阶段:主要1 本回合:A:乌合之行进} C1 A:黑洞');
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-PLEDGE-EARLIER');
    expect(l.illegalReason).toContain('魔法·陷阱卡');
    expect(link('{回合:A 阶段:主要1 本回合:A:乌合之行进(发动无效)} C1 A:黑洞').legal).toBe(true);
    expect(link('{回合:A 阶段:主要1 本回合:A:乌合之行进 A场:召唤兽 雷电} C1 A:召唤兽 雷电①').legal).toBe(true);
    expect(link('{回合:B 阶段:主要1 本回合:A:乌合之行进 B场:山} C1 A:旋风 → 山').legal).toBe(false);
    expect(link('{回合:A 阶段:主要1 本回合:A:乌合之行进 A场:山} C1 B:旋风 → 山').legal).toBe(true);
    expect(link('{回合:A 阶段:主要1 A场:旋风(盖),鹰身女郎 B场:山} C1 A:乌合之行进 C2 A:旋风→山', 2).legal).toBe(false);
  });

  it('[CH-PLEDGE-DONE] an earlier summon of the turn breaks a pledge; a negated one was never made', () => {
    const l = link('{回合:A 本回合:A:闪刀姬-雫空(特殊召唤)} C1 A:帝王的烈旋');
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-PLEDGE-DONE');
    expect(link('{回合:A 本回合:A:闪刀姬-雫空(特殊召唤,无效)} C1 A:帝王的烈旋').legal).toBe(true);
    // A summon the pledge leaves open: 青色眼睛的激临 allows 「青眼白龙」.
    expect(link('{回合:A 本回合:A:青眼白龙(特殊召唤)} C1 A:青色眼睛的激临').legal).toBe(true);
    expect(link('{回合:A 本回合:A:青色眼睛的少女(特殊召唤)} C1 A:青色眼睛的激临').legal).toBe(false);
  });

  it('[CH-PLEDGE-DONE] an earlier summon is judged by what the monster is on the field: an Insect all of whose kind a continuous effect made a Zombie breaks a pledge that allows only Insects; off the field, its printed Type is read', () => {
    const l = link('{回合:A 阶段:主要1 A卡组:杀人蜂 A场:不死世界,甲虫装机 大黄蜂 本回合:A:甲虫装机 大黄蜂(特殊召唤)} C1 A:一齐蜂起');
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-PLEDGE-DONE');
    expect(link('{回合:A 阶段:主要1 A卡组:杀人蜂 A场:甲虫装机 大黄蜂 本回合:A:甲虫装机 大黄蜂(特殊召唤)} C1 A:一齐蜂起').legal).toBe(true);
    expect(link('{回合:A 阶段:主要1 A卡组:杀人蜂 A场:不死世界 A除外:甲虫装机 大黄蜂 本回合:A:甲虫装机 大黄蜂(特殊召唤)} C1 A:一齐蜂起').legal).toBe(true);
  });

  it('[CH-HISTORY-USED] the window does not offer a trigger whose 「这个卡名」 once-per-turn was used earlier this turn', () => {
    const names = (input: string) => askCdb(input).window.triggers.map((t) => t.card.name);
    expect(names('{回合:A 阶段:主要1 A场:均衡负载王} 除外 均衡负载王 (效果)')).toContain('均衡负载王');
    expect(names('{回合:A 阶段:主要1 本回合:A:均衡负载王#2 A场:均衡负载王} 除外 均衡负载王 (效果)')).not.toContain('均衡负载王');
    expect(names('{回合:A 阶段:主要1 本回合:B:均衡负载王#2 A场:均衡负载王} 除外 均衡负载王 (效果)')).toContain('均衡负载王');
  });

  it('[CH-HISTORY-USED] activations earlier this turn count against 召唤兽 卡利古拉’s one monster effect a turn, a negated one too', () => {
    const input = (h: string) => `{回合:A 阶段:主要1 ${h} B场:召唤兽 卡利古拉 A场:急袭猛禽-驱逐伯劳(本回合特召)} C1 A:急袭猛禽-驱逐伯劳①`;
    const l = link(input('本回合:A:召唤兽 雷电#1(发动无效)'));
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-ACTIVATION-LIMIT');
    expect(l.illegalReason).toContain('召唤兽 雷电');
    expect(link(input('')).legal).toBe(true);
    expect(link(input('本回合:B:召唤兽 雷电#1')).legal).toBe(true);
  });

  it('[CH-HISTORY-USED] a 「这个卡名」 once per turn binds the original name: a card renamed since (`卡名:X`, 英雄假面) stays spent, and the state prints back', () => {
    const r = parseNotation('{回合:A 本回合:A:均衡负载王#1 A场:均衡负载王(卡名:元素英雄 天空侠)} C1 A:均衡负载王①');
    expect(r.ok).toBe(true);
    if (r.ok) {
      const zone = r.tree.situation!.items.find((i) => i.kind === 'zone');
      expect(zone).toMatchObject({ cards: [{ renamed: '元素英雄 天空侠' }] });
      expect(printNotation(r.tree)).toContain('卡名:元素英雄 天空侠');
    }
    const a = askCdb('{回合:A 阶段:主要1 本回合:A:均衡负载王#1 A场:均衡负载王(卡名:元素英雄 天空侠)} C1 A:均衡负载王①');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.assumptions.join()).toContain('元素英雄 天空侠');
    expect(link('{回合:A 阶段:主要1 A场:均衡负载王(卡名:元素英雄 天空侠)} C1 A:均衡负载王①').legal).toBe(true);
  });

  it('[CH-HISTORY-BY] a card activated by another card’s effect counts as activated: 「这个卡名的卡在1回合只能发动1张」 is spent', () => {
    const l = link('{回合:A 本回合:A:同盟格纳库(由弹出式翻页)} C1 A:同盟格纳库');
    expect(l.legal).toBe(false);
    expect(askCdb('{回合:A 本回合:A:同盟格纳库(由弹出式翻页)} C1 A:同盟格纳库').assumptions.join()).toContain('弹出式翻页');
    // The Y of `由Y` must be a card: a name not found is the binder's error.
    const bad = cdbJudge().chain('{回合:A 本回合:A:同盟格纳库(由不存在的卡片甲乙)} C1 A:同盟格纳库', { lang: 'zh-CN' });
    expect(bad.ok).toBe(false);
  });

  it('[CH-HISTORY-BY] what its card activation does did not apply: a card activated by another effect leaves no lingering lock (封魔之矢 by 二重魔法), one activated by its player does', () => {
    const by = askCdb('{回合:A 阶段:主要2 本回合:A:封魔之矢(由二重魔法)} C1 A:黑洞');
    expect(by.links[0]!.legal).toBe(true);
    expect(by.assumptions.join()).toContain('二重魔法');
    expect(link('{回合:A 阶段:主要2 本回合:A:封魔之矢} C1 A:黑洞').legal).toBe(false);
  });

  it('[CH-ACTIVATION-LIMIT] a limit on card activations (自然蔷薇鞭: 「对方玩家1回合魔法·陷阱卡只能发动1次」) counts the opponent’s card activations earlier this turn — one by another card’s effect too, not a negated one, not a face-up card’s effect — and never its controller’s', () => {
    const input = (h: string) => `{回合:A 阶段:主要1 ${h} B场:自然蔷薇鞭} C1 A:黑洞`;
    const l = link(input('本回合:A:强欲之壶'));
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-ACTIVATION-LIMIT');
    expect(l.illegalReason).toContain('强欲之壶');
    expect(link(input('本回合:A:强欲之壶(由弹出式翻页)')).legal).toBe(false);
    expect(link(input('本回合:A:强欲之壶(发动无效)')).legal).toBe(true);
    expect(link(input('本回合:A:同盟格纳库#1')).legal).toBe(true);
    expect(link(input('')).legal).toBe(true);
    expect(link('{回合:A 阶段:主要1 本回合:B:旋风 B场:自然蔷薇鞭 A场:山} C1 B:旋风 → 山').legal).toBe(true);
    // A card activation that activates a second card as it resolves (弹出式翻页: 「从卡组把1张场地魔法卡发动」) is over the limit at once;
    // with no limit on the field it is legal.
    const pop = link('{回合:A 阶段:主要1 B场:自然蔷薇鞭,山} C1 A:弹出式翻页');
    expect(pop.legal).toBe(false);
    expect(pop.illegalReason).toContain('另1张卡');
    expect(link('{回合:A 阶段:主要1 B场:山} C1 A:弹出式翻页').legal).toBe(true);
    // A monster effect is no card activation: not limited.
    expect(link('{回合:A 阶段:主要1 本回合:A:强欲之壶 B场:自然蔷薇鞭 A场:召唤兽 雷电} C1 A:召唤兽 雷电①').rules).not.toContain('CH-ACTIVATION-LIMIT');
  });

  it('[CH-HISTORY-CONDITION] a condition on what the opponent activated this turn (三战之才) reads the history: an effect negated still was activated, a negated activation or a Spell was not; no history written, it is assumed met', () => {
    const input = (h: string) => `{回合:A 阶段:主要1 ${h}} C1 A:三战之才`;
    expect(link(input('本回合:B:效果遮蒙者#1(效果无效)')).legal).toBe(true);
    const l = link(input('本回合:B:效果遮蒙者#1(发动无效)'));
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-HISTORY-CONDITION');
    expect(link(input('本回合:B:旋风')).legal).toBe(false);
    expect(link(input('本回合:A:效果遮蒙者#1')).legal).toBe(false);
    const none = askCdb(input(''));
    expect(none.links[0]!.legal).toBe(true);
    expect(none.assumptions.join()).toContain('假定满足');
  });

  it('[CH-SUMMON-COUNT] a Special Summon earlier this turn counts against 召唤限制器; a negated one does not', () => {
    const input = (h: string) => `{回合:A 本回合:${h} A场:召唤限制器 A墓:青眼白龙} C1 A:死者苏生 → 青眼白龙`;
    expect(link(input('A:黑魔术师(特殊召唤), A:青眼亚白龙(特殊召唤)')).legal).toBe(false);
    expect(link(input('A:黑魔术师(特殊召唤), A:青眼亚白龙(特殊召唤,无效)')).legal).toBe(true);
  });
});

describe.skipIf(!haveCards)('what a card remembers after turning face-down or a temporary banishment', () => {
  const link = (input: string, n = 1) => askCdb(input).links.find((l) => l.n === n)!;

  it('[FD-MEMORY] a 1回合1次 marked used is spent; turned face-down or banished and back since, the card is new and may use it again', () => {
    expect(link('{回合:A A场:召唤兽 雷电(已用)} C1 A:召唤兽 雷电①').legal).toBe(false);
    expect(link('{回合:A A场:召唤兽 雷电(已用,变里侧)} C1 A:召唤兽 雷电①').legal).toBe(true);
    expect(link('{回合:A A场:召唤兽 雷电(已用,一时除外)} C1 A:召唤兽 雷电①').legal).toBe(true);
    // Used again after it became new: spent.
    expect(link('{回合:A A场:召唤兽 雷电(已用,变里侧,已用)} C1 A:召唤兽 雷电①').legal).toBe(false);
  });

  it('[FD-MEMORY] a card flipped, then banished and back, is no longer a flipped card (芳香炉②: 「反转过的这张卡…」)', () => {
    expect(link('{回合:A 阶段:结束阶段 A场:芳香炉(已反转)} C1 A:芳香炉②').legal).toBe(true);
    expect(link('{回合:A 阶段:结束阶段 A场:芳香炉(已反转,一时除外)} C1 A:芳香炉②').legal).toBe(false);
    expect(link('{回合:A 阶段:结束阶段 A场:芳香炉(已反转,变里侧,已反转)} C1 A:芳香炉②').legal).toBe(true);
  });

  it('[FD-MEMORY] a 「这个卡名」 once-per-turn stays spent: it binds the player and the name, not the copy', () => {
    expect(link('{回合:A 阶段:主要1 A场:雪花之光(已用,一时除外)} C1 A:雪花之光②').legal).toBe(false);
  });

  it('[FD-MEMORY] an effect of 「召唤·特殊召唤的回合」 needs the monster face-up since its summon: not after 变里侧 or 一时除外', () => {
    expect(link('{回合:A 阶段:主要1 A场:急袭猛禽-驱逐伯劳(本回合特召)} C1 A:急袭猛禽-驱逐伯劳①').legal).toBe(true);
    expect(link('{回合:A 阶段:主要1 A场:急袭猛禽-驱逐伯劳(本回合特召,变里侧)} C1 A:急袭猛禽-驱逐伯劳①').legal).toBe(false);
    expect(link('{回合:A 阶段:主要1 A场:急袭猛禽-驱逐伯劳(本回合特召,一时除外)} C1 A:急袭猛禽-驱逐伯劳①').legal).toBe(false);
  });

  it('[FD-MEMORY] turned face-down it still counts as summoned this turn (召唤限制器); banished and back it does not', () => {
    const input = (states: string) => `{回合:A A场:召唤限制器,黑魔术师(${states}),青眼亚白龙(本回合特召) A墓:青眼白龙} C1 A:死者苏生 → 青眼白龙`;
    expect(link(input('本回合特召,变里侧')).legal).toBe(false);
    expect(link(input('本回合特召,一时除外')).legal).toBe(true);
  });

  it('[CH-ARMED-LOST] a trigger armed by its own summon (光神机-樱火 at the End Phase) is gone once the card was turned face-down since', () => {
    const l = link('{回合:A 阶段:结束阶段 A场:光神机-樱火(变里侧)} C1 A:光神机-樱火②');
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-ARMED-LOST');
    expect(link('{回合:A 阶段:结束阶段 A场:光神机-樱火} C1 A:光神机-樱火②').rules).not.toContain('CH-ARMED-LOST');
    // A temporary banishment does not end a 「这个方法召唤的场合」 trigger.
    expect(link('{回合:A 阶段:结束阶段 A场:光神机-樱火(一时除外)} C1 A:光神机-樱火②').rules).not.toContain('CH-ARMED-LOST');
  });

  it('[CH-ARMED-LOST] a 「…召唤的回合的结束阶段」 trigger (妖仙兽 镰壹太刀) is gone once the card was temporarily banished since, as well as turned face-down; kept otherwise', () => {
    const l = link('{回合:A 阶段:结束阶段 A场:妖仙兽 镰壹太刀(通常召唤,本回合特召,一时除外)} C1 A:妖仙兽 镰壹太刀③');
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-ARMED-LOST');
    expect(link('{回合:A 阶段:结束阶段 A场:妖仙兽 镰壹太刀(通常召唤,本回合特召,变里侧)} C1 A:妖仙兽 镰壹太刀③').legal).toBe(false);
    expect(link('{回合:A 阶段:结束阶段 A场:妖仙兽 镰壹太刀(通常召唤,本回合特召)} C1 A:妖仙兽 镰壹太刀③').rules).not.toContain('CH-ARMED-LOST');
  });
});
