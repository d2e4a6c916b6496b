/**
 * Added (issue 16, docs/c02/基本用语.rst:1086–1224): a trap monster (陷阱怪兽) listed `(当作怪兽)` — it was activated
 * and Special Summoned itself as a monster, so it stands in a Monster Zone, face-up. While there it is a monster of
 * the kind, Type, Attribute, Level and ATK/DEF its text gives (「这张卡发动后变成效果怪兽（不死族·暗·4星·攻1800/守500）在
 * 怪兽区域特殊召唤」), and — when the text says 「这张卡也当作陷阱卡使用」 — also still a Trap Card (`also-trap`: a
 * 「魔法·陷阱卡」 filter finds it; src/engine/game/match.ts). A text that says 「不当作陷阱卡使用」, or says nothing, is
 * a monster only. Its effects are the card's own.
 */
import type { Card } from '../cards/facts.js';

// 「变成效果怪兽（不死族·暗·4星·攻1800/守500）」, the old 「当怪兽卡（…/防500）」 too.
// 「变成怪兽卡（机械族·地·4星·攻/守?）」: one value for both (an ATK left out is the DEF's).
// 「变成持有和作为对象的怪兽的攻击力相同数值的攻击力·守备力的效果怪兽（魔法师族·暗·4星·攻/守?）」: what it holds is said first.
const STATS = /(?:变成(?:持有[^（(。]*?的)?(效果|通常)怪兽|变成怪兽卡|当怪兽卡|当作怪兽)[（(]([^·・)）]+)[·・]([^·・)）]+)[·・](\d+)星[·・]攻(\d+|\?)?[/／][守防](\d+|\?)[)）]/;
// 「变成持有宣言的种族·属性的通常怪兽（4星·攻0/守2200）」: its Type and Attribute are declared at activation, so it has
// no original Type or Attribute (docs/c02/基本用语.rst:1126–1129).
const DECLARED = /变成持有宣言的种族[·・]属性的(效果|通常)怪兽[（(](\d+)星[·・]攻(\d+|\?)?[/／][守防](\d+|\?)[)）]/;

/** Whether the card can be listed `(当作怪兽)`: a Trap whose text summons it as a monster. */
export function isTrapMonster(card: Card): boolean {
  return card.type.kind === 'trap' && (card.type.subtypes.includes('trap-monster') || STATS.test(card.text ?? '') || DECLARED.test(card.text ?? ''));
}

/** The printed Trap of each trap monster made here: what it is again once it leaves the Monster Zone. */
const PRINTED = new WeakMap<Card, Card>();

/**
 * Added (issue 16, SIT-TRAP-MONSTER): the Trap Card a trap monster is when it is not in a Monster Zone (docs/c02/基本用语.rst:1090:
 * once it leaves, it is no longer a monster), or undefined for any other card.
 */
export function printedTrap(card: Card): Card | undefined {
  return PRINTED.get(card);
}

/** The card as the monster it became (the same passcode, name and effects). */
export function trapAsMonster(card: Card): Card {
  const text = card.text ?? '';
  const d = STATS.test(text) ? null : DECLARED.exec(text);
  // A declared Type/Attribute is no original one: it is left out (no 「原本种族」 filter finds it).
  const m: readonly (string | undefined)[] | null = STATS.exec(text) ?? (d ? [d[0], d[1], undefined, undefined, d[2], d[3], d[4]] : null);
  const alsoTrap = /也当作陷阱卡使用/.test(text) && !/不当作陷阱卡使用/.test(text);
  // Also a Trap: it keeps its Trap subtypes too (a Continuous Trap for 「永续陷阱卡」 filters).
  const kept = alsoTrap ? card.type.subtypes.filter((x) => x !== 'normal' && x !== 'trap-monster') : [];
  const subtypes = [m?.[1] === '通常' ? 'normal' : 'effect', 'trap-monster', ...(alsoTrap ? ['also-trap', ...kept] : [])];
  const num = (s: string | undefined) => (s === undefined || s === '?' ? undefined : Number(s));
  const monster: Card = {
    ...card,
    type: { ...card.type, kind: 'monster', subtypes },
    race: d ? undefined : (m?.[2] ?? card.race),
    attribute: d ? undefined : (m?.[3] ?? card.attribute),
    level: num(m?.[4]) ?? card.level,
    atk: num(m?.[5] ?? m?.[6]) ?? card.atk,
    def: num(m?.[6]) ?? card.def,
  };
  PRINTED.set(monster, card);
  return monster;
}

/**
 * Added (issue 16, SIT-SPELL-TRAP-AS-MONSTER, docs/c02/基本用语.rst:885): does this card's effect Special Summon Spell/Trap cards as
 * monsters (魔术礼帽: 「把卡组的魔法·陷阱卡…当作通常怪兽…特殊召唤」)? Read from its facts: a special-summon of Spell/Trap cards.
 */
export function summonsSpellsTrapsAsMonsters(card: Card): boolean {
  return card.effects.some((e) => (e.does ?? []).some((d) => {
    if (d.do !== 'special-summon') return false;
    const kind = (d as { what?: { filter?: { kind?: string | string[] } } }).what?.filter?.kind;
    const kinds = Array.isArray(kind) ? kind : kind ? [kind] : [];
    return kinds.includes('spell') || kinds.includes('trap');
  }));
}

/**
 * A Spell or Trap summoned so: a Normal Monster with 0 ATK and DEF (no Type, Attribute or Level of its own), its text kept (the names
 * it mentions stay, CMP-MENTIONS) but none of its effects applying while it is that monster — not even 「只能有1张表侧表示存在」
 * (docs/c03/只能有○○存在.rst:217: two 龙魂之城 flipped face-up as monsters are both kept).
 */
export function spellTrapAsMonster(card: Card): Card {
  const monster: Card = { ...card, type: { ...card.type, kind: 'monster', subtypes: ['normal'] }, atk: 0, def: 0, effects: [], uniqueFaceUp: undefined };
  PRINTED.set(monster, card);
  return monster;
}
