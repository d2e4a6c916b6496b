// CMP-MATERIAL-ATTRIBUTE-TIERS (issue 16; rules reference docs/c04/灰流丽·星尘龙.rst:40): 「那些为特殊召唤而除外的怪兽属性的以下效果适用。
// ●只有光：A ●只有暗：B ●光和暗：C」 — each ● is a step of the effect itself, done (and contained, for the answers that ask what an
// activation contains) only when the Attributes of the monsters used for the card's summon — its stated materials, `素材:X+Y` — are
// exactly those; with none stated, no tiered step counts, said in the assumptions (MATCH-MATERIAL-KINDS).
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from './data.js';

const monster = { kind: 'monster' as const, subtypes: ['effect' as const] };
const LIGHT = '心钥妖精+幻象鸟+战神 奥利安';
const DARK = '第13人的埋葬者+骷髅寺院+封印师 明晴';
const BOTH = '心钥妖精+幻象鸟+封印师 明晴';
const chaos = (materials: string | null, rest = '') => `{回合:A A场:混源龙 巨涡始祖神(自身特召${materials ? `,素材:${materials}` : ''}) A墓:三眼怪 B场:黑洞(盖),死灵骑士} C1 A:混源龙 巨涡始祖神①${rest}`;

describe('CMP-MATERIAL-ATTRIBUTE-TIERS, the reader', () => {
  it('[CMP-MATERIAL-ATTRIBUTE-TIERS] each ● heading is the exact set of Attributes its step needs; the heading sentence itself does nothing', () => {
    const e = compileEffects('①：这个方法让这张卡特殊召唤成功时才能发动。那些为特殊召唤而除外的怪兽属性的以下效果适用。这个回合，这张卡不能攻击。\n●只有光：从自己墓地选1只怪兽守备表示特殊召唤。\n●只有暗：对方手卡随机选1张回到卡组。\n●光和暗：选场上最多2张卡破坏。', monster)[0]!;
    expect(e.does.map((a) => [a.do, a.ifMaterialAttributes ?? null])).toEqual([['cannot-attack', null], ['special-summon', ['光']], ['return-to-deck', ['暗']], ['destroy', ['光', '暗']]]);
    expect(e.does.some((a) => a.what === 'event-cards')).toBe(false);
  });
});

describe.skipIf(!haveCards)('CMP-MATERIAL-ATTRIBUTE-TIERS, what a user sees', () => {
  it('[CMP-MATERIAL-ATTRIBUTE-TIERS] 屋敷童 and 神之警告 may answer 混源龙 巨涡始祖神① only when the monsters banished for its summon were all LIGHT (it then summons from the GY)', () => {
    for (const answer of ['屋敷童', '神之警告']) {
      expect(askCdb(chaos(LIGHT, ` C2 B:${answer}`)).links[1]!.legal).toBe(true);
      expect(askCdb(chaos(DARK, ` C2 B:${answer}`)).links[1]!.legal).toBe(false);
      expect(askCdb(chaos(BOTH, ` C2 B:${answer}`)).links[1]!.legal).toBe(false);
    }
  });
  it('[CMP-MATERIAL-ATTRIBUTE-TIERS] as it resolves only the ● of those Attributes is done: LIGHT summons from the GY, LIGHT and DARK destroys; with no materials stated nothing tiered is done and the answer says why', () => {
    const light = askCdb(chaos(LIGHT));
    expect(light.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['三眼怪']);
    expect(light.events.some((e) => e.type === 'destroyed')).toBe(false);
    const both = askCdb(chaos(BOTH, '[破坏 B:黑洞,B:死灵骑士]'));
    expect(both.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name)).sort()).toEqual(['死灵骑士', '黑洞']);
    expect(both.events.some((e) => e.type === 'special-summoned')).toBe(false);
    const none = askCdb(chaos(null));
    expect(none.events.some((e) => e.type === 'special-summoned' || e.type === 'destroyed')).toBe(false);
    expect(none.assumptions.join()).toMatch(/为特殊召唤而除外的怪兽/);
  });
});
