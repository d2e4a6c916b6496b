// SIT-ZONE-TWICE (test/RULES.md): a zone written twice in one situation (`A场:灰篮战斗(盖) A场:三眼怪`) lists the cards of both — the second
// list goes on from the first. Before, the second list's cards took the first list's places: 灰篮战斗 was replaced by 三眼怪, and a link
// naming it was shown as 「三眼怪①」.
import { describe, expect, it } from 'vitest';
import { parseNotation } from '../../src/notation/index.js';
import { bind } from '../../src/scenario/bind.js';
import { loadCatalog } from '../../src/cards/load.js';
import { askCdb, haveCards } from '../cards/data.js';

const catalog = loadCatalog({});

function scenarioOf(text: string) {
  const parsed = parseNotation(text);
  if (!parsed.ok) throw new Error(`parse failed: ${parsed.error.message.en}`);
  const bound = bind(parsed.tree, catalog);
  if (!bound.ok) throw new Error(`bind failed: ${bound.error.message.en}`);
  return bound.scenario;
}

describe('a zone written twice', () => {
  it('[SIT-ZONE-TWICE] both lists are on the field, each card with its own place; an equip in the second list equips a card of the first', () => {
    const s = scenarioOf('{回合:A A场:黑魔术师 A场:三眼怪,黑项链(装备:黑魔术师)} C1 A:黑洞');
    const field = s.instances.filter((c) => c.zone === 'monster' || c.zone === 'spell').map((c) => c.card.name);
    expect(field).toEqual(expect.arrayContaining(['黑魔术师', '三眼怪']));
    expect(new Set(s.instances.map((c) => c.ref)).size).toBe(s.instances.length);
    expect(s.instances.find((c) => c.card.name === '黑项链')?.equippedTo).toBe(s.instances.find((c) => c.card.name === '黑魔术师')?.ref);
  });
});

describe.skipIf(!haveCards)('a zone written twice, judged', () => {
  it('[SIT-ZONE-TWICE] the link names the Set card of the first list, not the monster of the second', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:灰篮战斗(盖) A场:三眼怪} C1 B:强制脱出装置→三眼怪 C2 A:灰篮战斗');
    expect(a.links[1]!.card.name).toBe('灰篮战斗');
  });
});
