/**
 * How a monster was summoned, as card texts name it (issue 16, FD-SUMMON-MEMORY): 「上级召唤的这张卡存在的
 * 场合」 (a condition on this card), 「同调召唤的这张卡被破坏送去墓地时」 (a trigger on this card summoned that
 * way), 「通常召唤的怪兽」「从墓地特殊召唤的怪兽」 (filters). The engine reads them against what the monster
 * remembers (src/engine/game/memory.ts). A reader of its own, run after an effect is compiled, so the
 * clause readers it refines stay as they are.
 */
import type { CardFilter, Condition, EffectFacts, SummonHow } from '../facts.js';

const HOW: Record<string, SummonHow> = {
  上级: 'tribute', 通常: 'normal', 反转: 'flip', 特殊: 'special', 融合: 'fusion', 同调: 'synchro', S: 'synchro',
  超量: 'xyz', X: 'xyz', 连接: 'link', 仪式: 'ritual', 灵摆: 'pendulum', P: 'pendulum',
};
const HOW_WORDS = '上级|通常|反转|特殊|融合|同调|S|超量|X|连接|仪式|灵摆|P';

/** 「上级召唤的这张卡(在怪兽区域)(表侧表示)存在」 → this card, face-up in the Monster Zone, summoned that way. */
const SELF_EXISTS = new RegExp(`^(${HOW_WORDS})召唤的这张卡(在(怪兽区域|场上))?(表侧表示)?存在(的场合|的状态|时)?$`);
/**
 * 「同调召唤的这张卡被…」「超量召唤的这张卡送去墓地」「…从场上离开」: the trigger's subject is this card summoned that way — also with its
 * face between, 「通常召唤的表侧表示的这张卡从场上离开的场合」 (a Special Summoned one leaving starts nothing).
 */
const SELF_SUBJECT = new RegExp(`(${HOW_WORDS})召唤的(?:表侧表示的)?这张卡(被|送去|从|离开|因|成为|反转|作为)`);

/** 「这张卡是已融合召唤的场合」「这张卡是已通常召唤的场合」: this card, summoned that way (FD-SUMMON-MEMORY). */
const SELF_IS = new RegExp(`^这张卡是(?:已)?(${HOW_WORDS})召唤的场合$`);
/** 「这张卡是已用「X」为素材作连接召唤的场合」: this card, summoned that way with a material of that name (FD-MATERIALS). */
const MADE_WITH = new RegExp(`^这张卡是(?:已)?用「([^」]+)」为素材作(${HOW_WORDS})召唤的场合$`);
/** 「怪兽3只以上为素材作融合召唤的这张卡不会被…」: this card, summoned that way with at least that many materials (FD-MATERIALS). */
const MATERIALS_MIN = new RegExp(`(?:^|[：:，,])怪兽([0-9０-９]+)只以上(?:作为|为)素材作(${HOW_WORDS})召唤的这张卡`);

/** 「不受原本种类（怪兽·魔法·陷阱）和为这张卡的上级召唤而解放的卡相同的卡的效果影响」 (FD-MATERIALS). */
const KIND_OF_TRIBUTES = /这张卡不受原本种类[^，。]*?和为这张卡的上级召唤而解放的卡相同的卡的效果影响/;

/**
 * 「融合召唤的这张卡和对方怪兽的战斗给与对方的战斗伤害变成2倍」: a sentence whose subject is this card summoned that way — the
 * sentence without the summon words, and the condition they make (FD-SUMMON-MEMORY), or null.
 */
const SUBJECT_SUMMONED = new RegExp(`^(${HOW_WORDS})召唤的(?=这张卡)`);
export function summonedSubject(sentence: string): { rest: string; condition: Condition } | null {
  const m = SUBJECT_SUMMONED.exec(sentence);
  if (!m) return null;
  return { rest: sentence.slice(m[0].length), condition: { is: 'exists', filter: { self: true, place: 'monster', faceUp: true, summoned: HOW[m[1]!]! } } };
}

/**
 * CH-COPY-MATERIALS: 「用通常怪兽作为素材作融合召唤的这张卡」「只用场上的怪兽为素材作融合召唤的这张卡」 — this card, summoned that way with
 * such materials: the words, and the filter of this card they make (`materialsAre`), or null.
 */
const USES_BY_NORMAL_MATERIALS = new RegExp(`可以使用最多有作为这张卡的(${HOW_WORDS})素材的通常怪兽数量的次数`);
const MATERIALS_ARE = new RegExp(`(只)?用(通常怪兽|场上的怪兽)(?:作为|为)素材作(${HOW_WORDS})召唤的(?=这张卡)`);
export function materialsAreSubject(text: string): { words: string; filter: CardFilter } | null {
  // CH-COPY-MATERIALS: 「这个效果在1回合中可以使用最多有作为这张卡的融合素材的通常怪兽数量的次数」 — usable only when a Normal Monster was among
  // the materials of this card's summon (how many times is not counted).
  const uses = text.includes('素材的通常怪兽数量的次数') ? USES_BY_NORMAL_MATERIALS.exec(text) : null;
  if (uses) return { words: uses[0], filter: { self: true, place: 'monster', faceUp: true, summoned: HOW[uses[1]!]!, materialsAre: 'normal' } };
  if (!text.includes('为素材作')) return null;
  const m = MATERIALS_ARE.exec(text);
  if (!m) return null;
  const are = m[2] === '通常怪兽' ? 'normal' : m[1] ? 'field' : null;
  if (!are) return null;
  return { words: m[0], filter: { self: true, place: 'monster', faceUp: true, summoned: HOW[m[3]!]!, materialsAre: are } };
}

/** A condition clause naming this card's summon, or null. */
export function summonedSelfCondition(clause: string): Condition | null {
  const c = clause.trim();
  const m = SELF_EXISTS.exec(c);
  if (m) return { is: 'exists', filter: { self: true, place: 'monster', faceUp: true, summoned: HOW[m[1]!]! } };
  const is = SELF_IS.exec(c);
  if (is) return { is: 'exists', filter: { self: true, place: 'monster', faceUp: true, summoned: HOW[is[1]!]! } };
  // CH-QUICK-IF: 「这张卡是已用「新式魔厨」怪兽的效果特殊召唤的场合」「这张卡是已用「X」的效果特殊召唤的场合」 (FD-SUMMONED-BY-SELF).
  const by = c.includes('的效果特殊召唤') ? /^这张卡是(?:已)?用(?:名字带有)?「([^」]+)」(怪兽)?的效果特殊召唤的场合$/.exec(c) : null;
  if (by) return { is: 'exists', filter: { self: true, place: 'monster', faceUp: true, summonedBySelf: by[2] ? { archetype: by[1]! } : { name: by[1]! } } };
  const w = MADE_WITH.exec(c);
  if (w) return { is: 'exists', filter: { self: true, place: 'monster', faceUp: true, summoned: HOW[w[2]!]!, madeWith: w[1]! } };
  return null;
}

const SUMMONED_HOW = new RegExp(`(?<!这张卡|这个效果|效果)(${HOW_WORDS.replace('|特殊', '')})召唤的(怪兽|「)`);

/** 「通常召唤的怪兽」「从墓地特殊召唤的怪兽」 in a filter phrase. */
export function summonFilter(phrase: string, f: CardFilter): void {
  // FD-SUMMONED-BY: 「用「死者苏生」苏生的怪兽」「「X」的效果特殊召唤的怪兽」 — the card whose effect summoned it.
  // (Both wordings name a card 「…」 and say 苏生 or 的效果特殊召唤: a phrase without them is not scanned — compile time, issue 12.)
  const by = phrase.includes('「') && (phrase.includes('苏生') || phrase.includes('的效果特殊召唤')) ? /(?:用「([^」]+)」苏生|「([^」]+)」的效果特殊召唤)的(?:怪兽|「)/.exec(phrase) : null;
  if (by) {
    f.summonedBy = by[1] ?? by[2]!;
    if (f.names?.length === 1 && f.names[0] === f.summonedBy) delete f.names;
  }
  if (!phrase.includes('召唤的')) return;
  const how = SUMMONED_HOW.exec(phrase);
  // CH-STAT-OWN-NEGATED: 「上级召唤的怪兽以外的场上的表侧表示怪兽」 — every monster but those summoned that way.
  if (how && how[2] === '怪兽' && phrase.startsWith('以外', how.index + how[0].length)) f.notSummoned = HOW[how[1]!]!;
  else if (how) f.summoned = HOW[how[1]!]!;
  // (CMP-SUMMONED-FROM-PLACE: also with a count and a face between, 「从额外卡组特殊召唤的1只表侧表示怪兽」.)
  const from = /从(手卡|墓地|卡组|额外卡组|除外状态)特殊召唤的((对方|自己|双方)?(场上)?的?)?(\d+只)?(表侧表示的?)?(怪兽|「)/.exec(phrase);
  if (from) f.summonedFrom = ({ 手卡: 'hand', 墓地: 'gy', 卡组: 'deck', 额外卡组: 'extra', 除外状态: 'banished' } as const)[from[1] as '手卡']!;
}

/** 「这张卡的①的效果特殊召唤的这张卡」「这张卡的①的方法特殊召唤的这张卡」: summoned by its own effect or procedure (FD-SUMMONED-BY-ITSELF). */
const BY_ITSELF = /这张卡的[①-⑳]的(效果|方法)特殊召唤的这张卡/;
/**
 * 「这个方法特殊召唤的这张卡」 of a Special Summon Monster (「这张卡不能通常召唤」) — its own procedure, kept when
 * banished (docs/c03/里侧·一时除外.rst:240–247); of a monster that can be Normal Summoned it is lost by both,
 * which the state does not say, so it is not read there.
 */
const BY_OWN_PROCEDURE = /这个方法特殊召唤的这张卡/;

/** A continuous effect that opens with this card summoned by itself as its subject (「这张卡的①的方法特殊召唤的这张卡…」). */
const SELF_BY_ITSELF_SUBJECT = /^(?:[①-⑳][：:])?(?:此外，)?(?:这张卡的[①-⑳]的(?:效果|方法)|这个方法)特殊召唤的这张卡/;

/**
 * 「只要反转召唤的这张卡在场上表侧表示存在，…」「只要这张卡的①的效果特殊召唤的这张卡在怪兽区域存在，…」: a continuous
 * effect that holds while this card, summoned that way, is face-up in the Monster Zone (FD-SUMMON-CONTINUOUS).
 */
const WHILE_SELF = new RegExp(`只要(?:(${HOW_WORDS})召唤|这张卡的[①-⑳]的(?:效果|方法)特殊召唤|(这个方法)特殊召唤)的这张卡在(?:场上|怪兽区域)(?:表侧表示)?存在`);

/**
 * FD-SUMMONED-BY-SELF: 「「并行超限龙」的效果特殊召唤的这张卡」「「玄化」怪兽的效果特殊召唤的这张卡」「用名字带有「剑斗兽」的怪兽的
 * 效果特殊召唤的这张卡」 — this card, summoned by the effect of the card of that name (or of a card of that archetype), as the
 * subject of a continuous effect (at its start, or 「只要…在怪兽区域存在」).
 */
const BY_CARD_SELF = /^(?:[①-⑳][：:])?(?:此外，)?(?:只要)?(?:用)?(名字带有)?「([^」]+)」(的怪兽|怪兽)?的效果特殊召唤的这张卡/;
function byCardSelfCondition(text: string): Condition | null {
  const m = BY_CARD_SELF.exec(text);
  if (!m) return null;
  const by = m[1] || m[3] ? { archetype: m[2]! } : { name: m[2]! };
  return { is: 'exists', filter: { self: true, place: 'monster', faceUp: true, summonedBySelf: by } };
}

/** Refine a compiled effect with the summon its text names (conditions read as `other`, trigger subjects). */
export function summonMemory(e: EffectFacts, text: string, fullText?: string): void {
  if (!text.includes('召唤的这张卡') && !text.includes('召唤的表侧表示的这张卡') && !text.includes('为素材作') && !text.includes('召唤而解放') && !text.includes('这张卡是') && !text.includes('素材的通常怪兽数量')) return;
  // 「这张卡不受原本种类（怪兽·魔法·陷阱）和为这张卡的上级召唤而解放的卡相同的卡的效果影响」: unaffected by the kinds of its tributes.
  if (e.kind === 'continuous' && KIND_OF_TRIBUTES.test(text)) {
    e.does = [{ do: 'unaffected', what: 'self', fromCards: { kindOfMaterials: true } }];
    if (e.unknown) e.unknown = undefined;
  }
  // CH-COPY-MATERIALS: an activated effect of this card made with such materials (「把用通常怪兽作为素材作融合召唤的这张卡解放才能发动」):
  // that summon is a condition of its activation. (A continuous effect's attack rule keeps it on the rule: ./attack-rules.ts.)
  const materialsAre = e.kind !== 'continuous' && e.kind !== 'procedure' ? materialsAreSubject(text) : null;
  if (materialsAre && !(e.condition ?? []).some((c) => c.is === 'exists' && c.filter.materialsAre !== undefined)) e.condition = [...(e.condition ?? []), { is: 'exists', filter: materialsAre.filter }];
  const byItself = BY_ITSELF.test(text) || (BY_OWN_PROCEDURE.test(text) && /这张卡不能通常召唤/.test(fullText ?? text));
  // FD-SUMMONED-BY-SELF: a continuous effect whose subject is this card summoned by a named card's (or an archetype's) effect.
  const byCard = e.kind === 'continuous' && text.includes('的效果特殊召唤的这张卡') ? byCardSelfCondition(text.trim()) : null;
  if (byCard) {
    const kept = (e.condition ?? []).filter((c) => !(c.is === 'other' && c.note.includes('的效果特殊召唤的这张卡')) && !(c.is === 'exists' && c.filter.self));
    e.condition = [...kept, byCard];
    // (As FD-SUMMON-PROTECT: with the summon on the condition, its protection of this card is the plain one, by what it names.)
    const against = /不会被(战斗(?:·|以及|或者|和)?)?效果破坏/.exec(text);
    if (against) for (const a of e.does) if (a.do === 'cannot-be-destroyed' && a.against === undefined && a.what === 'self') a.against = against[1] ? 'any' : 'effect';
    if (e.unknown) {
      e.unknown = e.unknown.filter((u) => !u.includes('的效果特殊召唤的这张卡'));
      if (e.unknown.length === 0) e.unknown = undefined;
    }
    return;
  }
  // 「只要这个方法特殊召唤的这张卡在怪兽区域存在」 (深渊之兽 白界丧失龙①) is read of a Special Summon Monster only (BY_OWN_PROCEDURE).
  const whileMatch = e.kind === 'continuous' ? WHILE_SELF.exec(text) : null;
  const whileSelf = whileMatch && (!whileMatch[2] || byItself) ? whileMatch : null;
  // 「怪兽3只以上为素材作融合召唤的这张卡不会被战斗·效果破坏」: a continuous effect of this card made that way.
  const fewest = e.kind === 'continuous' && !whileSelf ? MATERIALS_MIN.exec(text) : null;
  if (fewest) {
    const n = Number(fewest[1]!.replace(/[０-９]/g, (d) => String(d.charCodeAt(0) - 0xff10)));
    const kept = (e.condition ?? []).filter((c) => !(c.is === 'exists' && c.filter.self));
    e.condition = [...kept, { is: 'exists', filter: { self: true, place: 'monster', faceUp: true, summoned: HOW[fewest[2]!]!, materialsMin: n } }];
  }
  // 「这张卡的①的方法特殊召唤的这张卡向守备表示怪兽攻击的场合，给与…战斗伤害」(凭依装着-莱娜③): a continuous effect whose subject is
  // this card summoned by itself — it applies while the card remembers that summon (FD-SUMMONED-BY-ITSELF).
  if (e.kind === 'continuous' && !whileSelf && !fewest && byItself && SELF_BY_ITSELF_SUBJECT.test(text)) {
    const kept = (e.condition ?? []).filter((c) => !(c.is === 'exists' && c.filter.self));
    e.condition = [...kept, { is: 'exists', filter: { self: true, place: 'monster', faceUp: true, summonedByItself: true } }];
  }
  // FD-SUMMON-PROTECT: 「怪兽3只以上为素材作融合召唤的这张卡不会被战斗·效果破坏」「只要同调召唤的这张卡在怪兽区域存在，这张卡不会被
  // 效果破坏」 — once the summon is the effect's condition, the protection of this card is the plain one, by what it names
  // (the continuous reader leaves it unnamed while the subject or the lead holds the summon).
  if (fewest || whileSelf) {
    const by = /不会被(战斗(?:·|以及|或者|和)?)?效果破坏/.exec(text);
    if (by) for (const a of e.does) if (a.do === 'cannot-be-destroyed' && a.against === undefined && a.what === 'self') a.against = by[1] ? 'any' : 'effect';
  }
  if (whileSelf) {
    // The clause the continuous readers drop (or keep as an unread note): the summon it names is the condition.
    const filter: CardFilter = { self: true, place: 'monster', faceUp: true, ...(whileSelf[1] ? { summoned: HOW[whileSelf[1]]! } : { summonedByItself: true }) };
    const kept = (e.condition ?? []).filter((c) => !(c.is === 'other' && WHILE_SELF.test(c.note)) && !(c.is === 'exists' && c.filter.self));
    e.condition = [...kept, { is: 'exists', filter }];
    if (e.unknown) {
      e.unknown = e.unknown.filter((u) => !WHILE_SELF.test(u));
      if (e.unknown.length === 0) e.unknown = undefined;
    }
  }
  if (e.condition) {
    e.condition = e.condition.map((c) => {
      if (c.is !== 'other') return c;
      const read = summonedSelfCondition(c.note);
      if (read && e.unknown) e.unknown = e.unknown.filter((u) => !u.includes(c.note));
      return read ?? c;
    });
    if (e.unknown && e.unknown.length === 0) e.unknown = undefined;
  }
  const subject = e.trigger?.subject;
  if (e.trigger && (!subject || subject.self)) {
    const m = SELF_SUBJECT.exec(text);
    if (m) e.trigger.subject = { ...(subject ?? { self: true }), summoned: HOW[m[1]!]!, ...(byItself ? { summonedByItself: true } : {}) };
  }
}

/**
 * Added (issue 16, FD-SUMMONED-BY-ITSELF): 「这张卡的效果让这张卡特殊召唤成功的战斗阶段（回合）才能发动」 (疾行机人 OMK口香糖②) — it
 * can be activated only while this card remembers being summoned this turn by its own effect: turned face-down or banished
 * and back since, it is a new card and cannot (rules reference docs/c03/里侧·一时除外.rst:176–177).
 */
const SUMMONED_BY_ITSELF_THIS_TURN = /这张卡的效果让这张卡特殊召唤成功的(?:战斗阶段|回合)(?:才能|可以)发动/;
export function summonedByItselfThisTurn(e: EffectFacts, text: string): void {
  if (e.kind === 'continuous' || e.kind === 'procedure' || !text.includes('特殊召唤成功的') || !SUMMONED_BY_ITSELF_THIS_TURN.test(text)) return;
  // (Built in one array literal, not from an empty `[]` filtered: compile time, issue 12.)
  const kept: Condition[] = [];
  if (e.condition) for (const c of e.condition) if (!(c.is === 'other' && SUMMONED_BY_ITSELF_THIS_TURN.test(c.note))) kept.push(c);
  kept.push({ is: 'self-state', state: 'summoned-this-turn' }, { is: 'exists', filter: { self: true, place: 'monster', faceUp: true, summonedByItself: true } });
  e.condition = kept;
  if (e.unknown) {
    e.unknown = e.unknown.filter((u) => !SUMMONED_BY_ITSELF_THIS_TURN.test(u));
    if (e.unknown.length === 0) e.unknown = undefined;
  }
}

