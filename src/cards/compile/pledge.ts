/**
 * Pledges 誓约 (rules reference docs/c03/誓约.rst): 「这张卡发动的回合，自己不能从额外卡组把怪兽特殊召唤」
 * 「这个效果发动的回合，自己不是「X」怪兽不能特殊召唤」 — not a step of the effect but a limit its
 * controller accepts by activating it, from that moment to the end of the turn (EffectFacts.pledge).
 * Pledges on summoning, on drawing by card effects (「自己不能用卡的效果抽卡」), on other activations (「自己不能把其他的(魔法·陷阱卡的)效果发动」)
 * and on attacks (「「X」/这张卡/自己场上的怪兽不能攻击」) are read (the engine judges those); so is 「自己不能进行战斗阶段」, alone or after
 * another limit in the same sentence (s58, CH-PLEDGE-BATTLE-PHASE: `forbids` or `alsoForbids` 'battle-phase').
 */
import type { CardFilter, EffectFacts } from '../facts.js';

export type Pledge = NonNullable<EffectFacts['pledge']>;

/** Who the pledge is on, as the sentence says it. */
export type PledgeScope = 'card-activation' | 'card-effects' | 'this-effect';

const SENTENCE = /(这张卡的效果发动的回合|这个卡名的效果发动的回合|这张卡发动的回合|这个效果发动的回合)[，,]([^。]*)(?:。|$)/g;

/** Every pledge sentence of a text, with whom it binds. */
export function pledgesIn(text: string): { scope: PledgeScope; pledge: Pledge }[] {
  const out: { scope: PledgeScope; pledge: Pledge }[] = [];
  for (const m of text.matchAll(SENTENCE)) {
    const pledge = pledgeOf(m[2]!);
    if (!pledge) continue;
    const lead = m[1]!;
    const scope: PledgeScope = lead === '这张卡发动的回合' ? 'card-activation' : lead === '这个效果发动的回合' ? 'this-effect' : 'card-effects';
    out.push({ scope, pledge });
  }
  return out;
}

/**
 * CH-PLEDGE-ATTACK: the pledge sentences on attacks (「…发动的回合，…不能(直接)攻击」) that pledgeOf does not read (「选择的怪兽以外的怪兽不能攻击」,
 * two limits in one sentence) — the whole sentence, kept as an `action: …` note of the effects it binds, so the engine says it could not judge it.
 */
export function unreadAttackPledges(text: string): { scope: PledgeScope; clause: string }[] {
  const out: { scope: PledgeScope; clause: string }[] = [];
  for (const m of text.matchAll(SENTENCE)) {
    const clause = m[2]!;
    if (!/不能(直接)?攻击/.test(clause) || pledgeOf(clause)?.forbids === 'attack') continue;
    const lead = m[1]!;
    out.push({ scope: lead === '这张卡发动的回合' ? 'card-activation' : lead === '这个效果发动的回合' ? 'this-effect' : 'card-effects', clause: `${lead}，${clause}` });
  }
  return out;
}

/**
 * (s57, CH-PLEDGE-ATTACK) 「使用这个效果的玩家在这个回合不能进行战斗」 (命运英雄 恶魔人, the older wording of 「这个效果发动的回合，自己不能
 * 进行战斗阶段」): its player may not battle that turn — read as a pledge on every attack of that player's monsters. (「不能进行战斗阶段」
 * itself is not read: see pledgeOf.)
 */
export function usedTurnBattlePledge(text: string): Pledge | null {
  const m = /使用这个效果的玩家在这个回合不能进行战斗(?!阶段)/.exec(text);
  return m ? { forbids: 'attack', note: `the turn this is activated: ${m[0]}` } : null;
}

/** What the cards still allowed are: 「「X」怪兽」「暗属性怪兽」「龙族怪兽」「名字带有「X」的怪兽」. */
function allowedCards(words: string): CardFilter | null {
  const f: CardFilter = {};
  const name = /「([^」]+)」/.exec(words);
  if (name) f.archetype = name[1]!;
  const attr = /([地水炎风光暗神])属性/.exec(words);
  if (attr) f.attribute = attr[1]!;
  const race = /([^「」·、，]{1,4}族)/.exec(words.replace(/「[^」]*」/g, ''));
  if (race) f.race = race[1]!;
  return Object.keys(f).length ? f : null;
}

/** The places a pledge's 「从…」 names, in the `Place` words. */
const PLACE: Record<string, 'deck' | 'extra' | 'hand' | 'gy'> = { 卡组: 'deck', 额外卡组: 'extra', 手卡: 'hand', 墓地: 'gy' };

/** 「(自己)不能进行战斗阶段」 closing a pledge clause: alone (「自己不能进行战斗阶段」) or after another limit (「…，不能进行战斗阶段」). */
const NO_BATTLE_PHASE = /(?:^自己|，)不能进行战斗阶段$/;

/**
 * The clause after 「…发动的回合，」, when it limits its controller's summons, draws, activations, attacks or Battle Phase.
 * CH-PLEDGE-BATTLE-PHASE (s58): 「自己不能进行战斗阶段」 is a pledge of its own (`forbids: 'battle-phase'`); after another limit in the same
 * sentence (天空的宝札 「自己不能把怪兽特殊召唤，不能进行战斗阶段」) it is one more thing that pledge forbids (`alsoForbids`). Before s58 it was
 * cut off and dropped. When the other limit is not read (鹰身女郎 -凤凰之阵-'s 「从卡组·额外卡组」), the Battle Phase part is kept alone.
 */
export function pledgeOf(clause: string): Pledge | null {
  if (!NO_BATTLE_PHASE.test(clause)) return limitPledgeOf(clause);
  const rest = clause.replace(NO_BATTLE_PHASE, '').trim();
  const other = rest ? limitPledgeOf(rest) : null;
  if (!other) return { forbids: 'battle-phase', note: `the turn this is activated: ${clause.trim()}` };
  return { ...other, alsoForbids: [...(other.alsoForbids ?? []), 'battle-phase'], note: `the turn this is activated: ${clause.trim()}` };
}

/** pledgeOf without the Battle Phase: a clause limiting summons, draws, activations or attacks. */
function limitPledgeOf(clause: string): Pledge | null {
  // (「，也不能把表示形式变更」 after a summon pledge — 舍身的宝札 — is kept as an unread note of its own: ./position-lock-unread.ts.)
  const s = clause.replace(/，也不能把表示形式变更$/, '').trim();
  const note = `the turn this is activated: ${s}`;
  // Added (issue 16, CH-PLEDGE-ATTACK): 「「X」不能攻击」「装备怪兽以外的自己怪兽不能攻击」 — a pledge on attacks (no effect: a monster
  // unaffected by the card is bound too, docs/c03/卡片的抗性.rst:186–189).
  const named = /^「([^」]+)」不能攻击(宣言)?$/.exec(s);
  if (named) return { forbids: 'attack', attackers: { names: [named[1]!] }, note };
  if (/^装备怪兽以外的自己(场上的)?怪兽不能攻击$/.test(s)) return { forbids: 'attack', exceptCards: { equipped: true }, note };
  // Added (issue 16, CH-PLEDGE-ATTACK-SELF): 「不用这张卡不能攻击」「这张卡以外的自己怪兽不能攻击」 — only this card may attack that turn.
  if (/^(不用这张卡不能攻击(宣言)?|这张卡以外的(自己)?(场上的)?怪兽不能攻击(宣言)?)$/.test(s)) return { forbids: 'attack', exceptCards: { self: true }, note };
  // Added (CH-PLEDGE-ATTACK): 「这张卡不能攻击」 — the card's own pledge: that card may not attack (混沌巫师); 「自己场上(存在)的怪兽
  // 不能攻击」「自己怪兽不能攻击」 — no monster of its player may (无力的证明).
  if (/^这张卡不能攻击(宣言)?$/.test(s)) return { forbids: 'attack', attackers: { self: true }, note };
  if (/^自己(场上)?(存在)?的?怪兽不能攻击(宣言)?$/.test(s)) return { forbids: 'attack', note };
  // (s57) 「自己怪兽不能直接攻击」 (共斗): the same, for a direct attack only (an attack on a monster stays allowed).
  if (/^自己(场上)?(存在)?的?怪兽不能直接攻击$/.test(s)) return { forbids: 'attack', directOnly: true, note };
  // (s57) 「这张卡不能直接攻击」 (魔玩具·轮锯狮) — the card that activated, a direct attack only; 「作为对象的怪兽不能直接攻击」 (滚雪人效应) —
  // the monster the activation targeted. (Their other half, 「…发动的回合」 once the monster attacked directly, is the effect's condition
  // or target filter `not-attacked-directly`.)
  if (/^这张卡不能直接攻击$/.test(s)) return { forbids: 'attack', attackers: { self: true }, directOnly: true, note };
  if (/^作为对象的怪兽不能直接攻击$/.test(s)) return { forbids: 'attack', ofTargets: true, directOnly: true, note };
  // 「自己场上存在的其他怪兽不能攻击宣言」「其他怪兽不能攻击」: the card's other monsters (as 「这张卡以外的…」); 「装备怪兽以外的怪兽不能攻击」.
  if (/^(自己)?(场上)?(存在)?的?其他怪兽不能攻击(宣言)?$/.test(s)) return { forbids: 'attack', exceptCards: { self: true }, note };
  if (/^装备怪兽以外的怪兽不能攻击(宣言)?$/.test(s)) return { forbids: 'attack', exceptCards: { equipped: true }, note };
  // 「自己的「X」怪兽不能攻击宣言」 (those of the archetype), 「自己的「X」不能攻击」 (those so named).
  const own = /^自己的「([^」]+)」(怪兽)?不能攻击(宣言)?$/.exec(s);
  if (own) return { forbids: 'attack', attackers: own[2] ? { archetype: own[1]! } : { names: [own[1]!] }, note };
  // 「自己不用机械族怪兽不能攻击宣言」: only monsters of that Type (Attribute, archetype) may attack.
  const only = /^自己不用(.+?)怪兽不能攻击(宣言)?$/.exec(s);
  const onlyCards = only ? allowedCards(only[1]!) : null;
  if (onlyCards && !/[同调超量融合连接仪式]/.test(only![1]!)) return { forbids: 'attack', exceptCards: onlyCards, note };
  const KIND: Record<string, string> = { 同调: 'synchro', 超量: 'xyz', 融合: 'fusion', 连接: 'link', 仪式: 'ritual' };
  if (only && KIND[only[1]!]) return { forbids: 'attack', exceptCards: { subtypes: [KIND[only[1]!]!] }, note };
  if (!s.startsWith('自己')) return null;
  // 「自己不能通常召唤」
  if (/^自己不能(把怪兽)?通常召唤$/.test(s)) return { forbids: 'summon', note };
  // Added (issue 16): 「自己不能把其他的(魔法·陷阱卡的)效果发动」 — a pledge on its player's other activations (of those kinds).
  const other = /^自己不能把其他的?((?:魔法|陷阱|怪兽)(?:·(?:魔法|陷阱|怪兽))*)?卡?的?效果发动$/.exec(s);
  if (other) {
    const kinds = other[1] ? other[1].split('·').map((w) => (w === '魔法' ? 'spell' as const : w === '陷阱' ? 'trap' as const : 'monster' as const)) : undefined;
    return { forbids: 'other', otherActivations: true, ...(kinds ? { otherKinds: kinds } : {}), note };
  }
  // Added (issue 16, CH-PLEDGE-OWN-CARD): 「自己不能把「X」怪兽以外的怪兽效果发动」 — a pledge on its player's monster effects but those of
  // the cards allowed; no 「其他」: the activation that makes it is bound too (a renamed card of it is no 「X」 monster).
  const butMonsters = /^自己不能把(.+?)以外的怪兽的?效果发动$/.exec(s);
  if (butMonsters) {
    const allowed = allowedCards(butMonsters[1]!.replace(/怪兽$/, ''));
    return allowed ? { forbids: 'other', otherActivations: true, otherKinds: ['monster'], exceptCards: allowed, note } : null;
  }
  // Added (issue 16, CH-PLEDGE-OPPONENT): 「自己不能用卡的效果抽卡」 — no draw by card effects that turn.
  if (/^自己不能用卡的效果抽卡$/.test(s)) return { forbids: 'draw', note };
  // Added (issue 16, TRAP-MONSTER-FACE-DOWN): 「自己不能把魔法·陷阱卡盖放」 — no Set of a Spell/Trap that turn (左腕的代偿), which
  // turning face-down a trap monster that is also a Trap would be (docs/c02/基本用语.rst:1173).
  if (/^自己不能把魔法·陷阱卡盖放$/.test(s)) return { forbids: 'set', note };
  const extra = s.includes('从额外卡组');
  // (s58, CH-PLEDGE-DONE) 「从卡组·额外卡组」 (鹰身女郎 -凤凰之阵-): the places listed, each forbidden — before s58 the sentence was not read
  // and only its Battle Phase part was kept. A pledge naming the Extra Deck alone keeps its one place.
  const places = /^自己不能从((?:卡组|额外卡组|手卡|墓地)(?:·(?:卡组|额外卡组|手卡|墓地))+)把怪兽特殊召唤$/.exec(s);
  if (places) return { forbids: 'special-summon', onlyFrom: places[1]!.split('·').map((w) => PLACE[w]!), note };
  const withPlace = (p: Pledge): Pledge => (extra ? { ...p, onlyFrom: 'extra' } : p);
  // 「自己不能(从额外卡组)把怪兽特殊召唤」「自己不能用这张卡的效果以外把怪兽(召唤·反转召唤·)特殊召唤」
  // (CH-PLEDGE-SUMMONS: 「召唤·…特殊召唤」 forbids the Normal Summon too — before s50 only the Special Summon was kept.)
  const summons = /^自己不能(用这张卡的效果以外)?(从额外卡组)?把(其他)?怪兽((通常)?召唤·)?(反转召唤·)?特殊召唤$/.exec(s);
  if (summons) return withPlace({ forbids: 'special-summon', ...(summons[4] && !extra ? { alsoForbids: ['summon' as const] } : {}), note });
  // 「自己不是「X」怪兽不能(从额外卡组)(召唤·)特殊召唤」
  const notX = /^自己不是(.+?)(怪兽)?不能(从额外卡组)?(召唤·)?(反转召唤·)?特殊召唤$/.exec(s);
  if (notX) {
    const allowed = allowedCards(notX[1]!);
    return allowed ? withPlace({ forbids: 'special-summon', exceptCards: allowed, note }) : null;
  }
  // 「自己不能把(名字带有)「X」怪兽以外的怪兽特殊召唤」「自己不能把水属性以外的怪兽特殊召唤」
  const butX = /^自己不能(从额外卡组)?把(.+?)以外的怪兽(召唤·)?特殊召唤$/.exec(s);
  if (butX) {
    const allowed = allowedCards(butX[2]!);
    return allowed ? withPlace({ forbids: 'special-summon', exceptCards: allowed, note }) : null;
  }
  return null;
}
