/**
 * FD-MATERIAL-GRANTS (issue 16, rules reference docs/c02/基本用语.rst:1398–1453): 「(场上的)这张卡为素材作超量召唤的怪兽得到以下效果。
 * ●…」「使用这张卡仪式召唤的「混沌战士」怪兽得到以下效果。●…」「只用包含有这张卡的名字带有「我我我」的怪兽为素材的超量怪兽得到以下效果」 —
 * what a card used as a material gives the monster summoned with it. The ● lines are compiled as that monster's own effects
 * (「这张卡」 in them is that monster); the binder gives them to a monster the situation lists with this card among its materials.
 */
import type { CardType, EffectFacts } from '../facts.js';

type Grant = NonNullable<EffectFacts['grantsSummoned']>;

const METHOD: Record<string, Grant['method']> = { 超量: 'xyz', 同调: 'synchro', 融合: 'fusion', 仪式: 'ritual', 连接: 'link' };
/** The monster a granted ● effect belongs to: an Xyz, Synchro … effect monster (its own card's type is not known here). */
const BITS: Record<Grant['method'], number> = { fusion: 0x40, ritual: 0x80, synchro: 0x2000, xyz: 0x800000, link: 0x4000000 };
const grantedType = (method: Grant['method']): CardType => ({ kind: 'monster', subtypes: ['effect', method], bits: 0x1 | 0x20 | BITS[method] });

/** What the granting text gives, or null when its recipient is not a monster summoned with this card as material. */
export function materialGrant(text: string, compile: (text: string, type: CardType) => EffectFacts[]): Grant | null {
  const at = text.indexOf('●');
  if (at < 0) return null;
  const lead = text.slice(0, at);
  // 「…这张卡为(同调|超量)?素材作X召唤的(暗属性)?怪兽得到以下效果」
  // (CMP-MATERIAL-GRANT-METHODS: 「…素材作融合·同调·超量召唤的怪兽」 — a monster summoned in any of the ways it lists.)
  const asMaterial = /(?:场上的)?这张卡为(?:同调|超量|融合|连接)?素材作((?:超量|同调|融合|连接)(?:·(?:超量|同调|融合|连接))*)召唤的(?:([光暗地水炎风神])属性)?(?:超量|同调|融合|连接)?怪兽(?:得到|具有)[^。]*?以下(?:的)?效果/.exec(lead);
  // 「只用包含有这张卡的名字带有「X」的怪兽为素材的超量怪兽得到以下效果」
  const onlyWith = /只用包含有这张卡的名字带有「([^」]+)」的怪兽为素材的(超量|同调|融合|连接)怪兽(?:得到|具有)[^。]*?以下(?:的)?效果/.exec(lead);
  // 「使用这张卡仪式召唤的「X」怪兽得到以下效果」
  const ritual = /使用这张卡仪式召唤的(?:「([^」]+)」)?怪兽(?:得到|具有)[^。]*?以下(?:的)?效果/.exec(lead);
  // CMP-HELD-MATERIAL-GRANTS: 「持有这张卡作为素材中的「X」超量怪兽得到以下效果」 — an Xyz Monster of that archetype while it holds this card
  // (the situation lists its materials, `素材:X+Y`).
  const held = /持有这张卡作为(?:超量)?素材中的「([^」]+)」超量怪兽(?:得到|具有)[^。]*?以下(?:的)?效果/.exec(lead);
  // 「有这张卡在作为超量素材中的「X」超量怪兽得到以下效果」 (issue 16): the Xyz Monster that holds this card as material — read like one
  // summoned with it (the situation lists its materials, `素材:X`). Not an effect: an Xyz unaffected by effects gains it too (卡片的抗性.rst:258–262).
  const holding = /有这张卡在作为超量素材中的(?:「([^」]+)」)?超量怪兽(?:得到|具有)[^。]*?以下(?:的)?效果/.exec(lead);
  let grant: Omit<Grant, 'effects'> | null = null;
  if (holding) grant = { method: 'xyz', ...(holding[1] ? { archetype: holding[1] } : {}) };
  else if (asMaterial) {
    const methods = asMaterial[1]!.split('·').map((w) => METHOD[w]!);
    grant = { method: methods[0]!, ...(methods.length > 1 ? { alsoMethods: methods.slice(1) } : {}), ...(asMaterial[2] ? { attribute: asMaterial[2] } : {}) };
  }
  else if (onlyWith) grant = { method: METHOD[onlyWith[2]!]!, allMaterials: onlyWith[1]! };
  else if (held) grant = { method: 'xyz', archetype: held[1]! };
  else if (ritual) grant = { method: 'ritual', ...(ritual[1] ? { archetype: ritual[1] } : {}) };
  if (!grant) return null;
  const type = grantedType(grant.method);
  // Numbered by their ● (one ● may compile as more than one record: its trigger and what it leaves).
  const effects = text.slice(at + 1).split('●').map((b) => b.trim()).filter(Boolean).flatMap((b, i) => compile(b, type).map((e) => ({ ...e, n: i + 1 })));
  if (effects.length === 0) return null;
  return { ...grant, effects };
}

/**
 * FD-MATERIAL-GRANTS (s61): the 仪式魔人 wording with no ● — 「把这张卡在仪式召唤使用的仪式怪兽给与对方基本分战斗伤害时，对方选择1张手卡丢弃」,
 * 「使用这张卡仪式召唤的怪兽不会成为对方的效果的对象」: the sentence's subject is the Ritual Monster summoned with this card, so what follows is
 * that monster's, not this card's — compiled as its own effect (「这张卡」 standing for it, and so 「那只仪式怪兽」). Before, it was read as this
 * card's trigger (仪式魔人 预知者 ② offered when it was tributed). Null for any other text.
 */
export function ritualUserGrant(text: string, compile: (text: string, type: CardType) => EffectFacts[]): Grant | null {
  const m = RITUAL_USER.exec(text.trim());
  if (!m) return null;
  const own = `这张卡${m[1]!.replace(/那只仪式怪兽/g, '这张卡')}`;
  const effects = compile(own, grantedType('ritual')).map((e) => ({ ...e, n: 1 }));
  return effects.length ? { method: 'ritual', effects } : null;
}
const RITUAL_USER = /^(?:[①-⑳]：)?(?:把这张卡在仪式召唤使用的仪式怪兽|使用这张卡仪式召唤的怪兽)([^●]+)$/;

/**
 * CMP-MATERIAL-STAT-GRANT: 「这张卡为同调素材的同调怪兽（的）攻击力（·守备力）上升500」 (炎龙星-狻猊③, 火焰共鸣者, 念力循轨人②) as the whole
 * continuous effect — no ●, no lasting 「直到…」, nothing after it — changes the stats of the monster summoned with this card as that
 * material, not this card's own: read as a grant to that monster (a ● 「这张卡的攻击力（·守备力）上升500」 of its own, FD-MATERIAL-GRANTS),
 * held while it remembers its materials. Null for any other text.
 */
export function materialStatGrant(text: string, compile: (text: string, type: CardType) => EffectFacts[]): Grant | null {
  const m = /^(?:[①-⑳]：)?这张卡为(同调|超量|融合|连接)素材的\1怪兽(?:的)?((?:攻击力|守备力)(?:·守备力)?(?:上升|下降)\d+)。?$/.exec(text.trim());
  if (!m) return null;
  const method = METHOD[m[1]!]!;
  const effects = compile(`这张卡的${m[2]}。`, grantedType(method)).map((e) => ({ ...e, n: 1 }));
  if (effects.length === 0 || !effects.every((e) => e.kind === 'continuous' && e.does.length > 0)) return null;
  return { method, effects };
}
