/**
 * What a continuous effect says about attack declarations, as card texts word it (issue 16, rules reference
 * docs/c03/战斗阶段流程.rst:105–168): 「对方不能选择其他的战士族怪兽作为攻击对象」「对方只能攻击装备了这张卡的怪兽」
 * 「在可以攻击的场合必须向这张卡作出攻击」「对方不能选择这张卡作为攻击对象」「这张卡可以直接攻击」「装备怪兽不能攻击」 →
 * `EffectFacts.attackRules` (src/cards/facts.ts AttackRule), which the engine reads when an attack is declared
 * (src/engine/game/attack-target.ts). A reader of its own, run after an effect is compiled (as ./battle-damage.ts).
 *
 * Only sentences whose sole condition is that the card is on the field (「只要这张卡在怪兽区域存在」, kept by the
 * effect's own condition) are read, or whose 「…的场合，」 lead is a state ./conditions.ts reads (kept on the rule, `whileHolds`);
 * a rule under another condition (an unread 「…的场合」, 「…时」) is left unread — nothing is guessed.
 */
import type { Action, AttackRule, CardFilter, EffectFacts } from '../facts.js';
import { filterOf } from './words.js';
import { commaSplit, noNumberColon, noStop } from './text.js';
import { materialsAreSubject } from './summon-memory.js';
import { activationConditionsOfAll } from './conditions.js';

/** The subject words before the rule: 这张卡 / 装备怪兽. */
function subjectOf(s: string): AttackRule['of'] | null {
  if (/^(这张卡|这只怪兽)$/.test(s)) return 'self';
  if (/^装备(这张卡的|了这张卡的)?怪兽$/.test(s)) return 'equipped';
  // 「作为对象的怪兽不能攻击，不会成为攻击对象」 (幻影雾剑, a Continuous Trap): the monster the card targets, held like an equip (装备:X).
  if (s === '作为对象的怪兽') return 'equipped';
  // CH-ATTACK-BOUND: 「那只表侧表示怪兽…不能向对方直接攻击」 (安全地带-type): the monster the card keeps targeting.
  if (/^那只(表侧表示)?怪兽$/.test(s)) return 'bound';
  return null;
}

/** 「其他的战士族怪兽」「其他的「幻影骑士团」怪兽」「其他怪兽」: the other monsters an `only` rule closes. */
function othersOf(phrase: string): CardFilter | undefined {
  const kind = phrase.replace(/^其他(的)?/, '').replace(/怪兽$/, '');
  if (kind === '' || kind === '表侧表示的') return undefined;
  const named = /^「([^」]+)」$/.exec(kind);
  if (named) return { archetype: named[1]! };
  const f = filterOf(phrase);
  delete f.kind;
  return Object.keys(f).length ? f : undefined;
}

/** The summon words of 「这张卡召唤·反转…的回合」 and the ways they name (「反转」 is any flip face-up: `orFlippedThisTurn` besides). */
export const SUMMON_KIND: Record<string, 'normal' | 'flip' | 'special'> = { 召唤: 'normal', 通常召唤: 'normal', 反转召唤: 'flip', 反转: 'flip', 特殊召唤: 'special' };
/** 「这张卡在召唤·反转召唤·特殊召唤的回合不能攻击」「这张卡在特殊召唤的回合不能攻击」「这张卡召唤·特殊召唤成功的回合不能攻击」. */
// (s58) 「反转」 (幻奏的音女 欧佩拉 「这张卡在召唤·反转的回合不能攻击」) is any flip face-up: a Flip Summon, or a flip by an effect (`orFlippedThisTurn`).
const SUMMON_TURN = /^这张卡在?((?:通常召唤|反转召唤|特殊召唤|召唤|反转)(?:·(?:通常召唤|反转召唤|特殊召唤|召唤|反转))*)(?:成功)?的回合不能(?:攻击|攻击宣言)$/;

/** One sentence (its on-field condition removed), or null when it says nothing this reader knows about attacks. */
export function readAttackRule(sentence: string): AttackRule | null {
  // (Every rule below names 「攻击」, which the cut lead holds not: a sentence without it is not read — compile time, issue 12.)
  if (!sentence.includes('攻击')) return null;
  const s = noStop(sentence.trim()).replace(/^只要(连接召唤的)?这张卡在(场上|怪兽区域|魔法与陷阱区域)(表侧表示)?存在[，,]/, '').replace(/^此外[，,]/, '');
  let m: RegExpExecArray | null;
  // FD-SUMMON-TURN: 「这张卡在召唤·反转召唤·特殊召唤的回合不能攻击」 — the card itself, while it remembers being summoned this turn that way.
  if ((m = SUMMON_TURN.exec(s))) {
    const words = m[1]!.split('·');
    const kinds = [...new Set(words.map((w) => SUMMON_KIND[w]!))];
    return { kind: 'cannot-attack', of: 'filter', filter: { self: true, summonedThisTurn: kinds, ...(words.includes('反转') ? { orFlippedThisTurn: true as const } : {}) } };
  }
  // FD-FLIP-TURN-ATTACK: 「这张卡若不在这张卡反转的回合则不能攻击宣言」 (勒库耶异虫) — it attacks only in a turn it was flipped face-up.
  if (/^这张卡若不在这张卡反转的回合则不能(?:攻击宣言|攻击)$/.test(s)) return { kind: 'cannot-attack', of: 'filter', filter: { self: true, notFlippedThisTurn: true } };
  if (/场合|时[，,]|才能|回合|可以选择/.test(s)) return null;
  // CH-ATTACK-RETURN-COST: 「这张卡若不让自己场上存在的1张卡回到手卡则不能攻击宣言」 — it attacks only by returning a card of its field.
  if ((m = /^这张卡若不让自己场上(?:存在)?的([0-9])张卡回到(?:持有者)?手卡则不能攻击宣言$/.exec(s))) return { kind: 'cannot-attack', of: 'self', unlessReturn: Number(m[1]) };
  // CH-ATTACK-ONLY-ATTACKER: 「这张卡只能向龙族怪兽攻击」「这张卡只能向里侧守备表示怪兽攻击」 — the monsters this card may attack.
  if ((m = /^这张卡只能(?:向|对)(.+?怪兽)(?:作出)?攻击$/.exec(s))) {
    const targets = filterOf(m[1]!);
    delete targets.kind;
    if (Object.keys(targets).length) return { kind: 'attacks-only', of: 'self', targets };
  }
  // CH-ATTACK-NOT-KIND: 「装备怪兽不能向昆虫族怪兽攻击」 — the monsters its subject may not attack.
  if ((m = /^(这张卡|装备(?:这张卡的|了这张卡的)?怪兽)不能(?:向|对)(.+?怪兽)(?:作出)?攻击$/.exec(s))) {
    const of = subjectOf(m[1]!);
    const notTargets = filterOf(m[2]!);
    delete notTargets.kind;
    if (of && Object.keys(notTargets).length && !notTargets.side) return { kind: 'attacks-only', of, notTargets };
  }
  // CH-ATTACK-NO-MATERIALS: 「没有超量素材的这张卡不能攻击」 — the card itself, while it holds no Xyz Material.
  if (/^没有超量素材的这张卡不能(?:攻击|攻击宣言)$/.test(s)) return { kind: 'cannot-attack', of: 'filter', filter: { self: true, noXyzMaterials: true } };
  // CH-ATTACK-CANNOT (issue 16): 「从卡组特殊召唤的怪兽只要在场上表侧表示存在效果不能发动并无效化，也不能攻击宣言」 (苦痛的回廊) — a lock
  // on the monsters Special Summoned from that place (so one unaffected by its card may attack: docs/c03/卡片的抗性.rst:142, 181).
  if ((m = /^从(卡组|墓地|手卡|额外卡组)特殊召唤的怪兽(?:只要在场上表侧表示存在)?(?:[^，]*，)?也?不能(?:攻击宣言|攻击)$/.exec(s))) {
    const from = ({ 卡组: 'deck', 墓地: 'gy', 手卡: 'hand', 额外卡组: 'extra' } as const)[m[1] as '卡组' | '墓地' | '手卡' | '额外卡组'];
    return { kind: 'cannot-attack', of: 'filter', filter: { kind: 'monster', summonedFrom: from } };
  }
  // 「对方只能攻击装备了这张卡的怪兽」 (磁力指轮).
  if (/^对方只能(向|对)?(攻击)?装备(了这张卡的|这张卡的)?怪兽(攻击)?$/.test(s) || /^对方只能攻击装备(了这张卡的|这张卡的)?怪兽$/.test(s)) return { kind: 'forced', of: 'equipped' };
  // 「在可以攻击的场合必须向这张卡作出攻击」「对方玩家必须用全部怪兽对这张卡作出攻击」.
  if (/(必须向|必须用全部怪兽对|必须对)这张卡作出攻击$/.test(s) && !/^自己/.test(s)) return { kind: 'must', of: 'self' };
  // 「对方不能选择这张卡作为攻击对象」「这张卡不会成为攻击对象」.
  if (/^对方不能(选择|把)这张卡(选择)?作为攻击对象$/.test(s)) return { kind: 'not-target', of: 'self' };
  if ((m = /^(这张卡|装备(这张卡的)?怪兽|作为对象的怪兽)不会成为(对方的)?攻击对象$/.exec(s))) return { kind: 'not-target', of: subjectOf(m[1]!)! };
  // CH-ATTACK-NOT-HIGHEST: 「对方不能选择除自己场上的攻击力最高的兽战士族怪兽以外的自己的兽战士族怪兽作为攻击对象」 — those monsters but the
  // highest in ATK among them.
  if ((m = /^对方不能选择除(?:自己场上的|自己的)?攻击力最高的([^，「」]*?怪兽)以外的(?:自己场上的|自己的)?([^，「」]*?怪兽)作为攻击对象$/.exec(s))) {
    const f = filterOf(m[2]!);
    delete f.kind;
    return { kind: 'not-target', of: 'filter', filter: { ...f, side: 'self', kind: 'monster', notHighestAtk: true } };
  }
  // 「对方不能选择自己场上的龙族怪兽作为攻击对象」: none of those monsters may be chosen.
  if ((m = /^对方不能(?:选择|把)(自己场上的|自己的)?((?!其他)[^，「」]*?怪兽)(?:选择)?作为攻击对象$/.exec(s)) && m[2] !== '这张卡' && !m[2]!.includes('这张卡')) {
    const f = filterOf(m[2]!);
    delete f.kind;
    if (Object.keys(f).length) return { kind: 'not-target', of: 'filter', filter: { ...f, side: 'self', kind: 'monster' } };
  }
  // 「对方不能选择其他的战士族怪兽作为攻击对象」「对方不能把其他的「X」怪兽作为攻击对象」.
  if ((m = /^对方不能(?:选择|把)(其他(?:的)?[^，]*?怪兽)(?:选择)?作为攻击对象$/.exec(s))) {
    const others = othersOf(m[1]!);
    return others ? { kind: 'only', of: 'self', others } : { kind: 'only', of: 'self' };
  }
  // 「对方不能把自己场上存在的除「暗之侯爵 贝利亚」外的其他怪兽选择作为攻击对象」: no monster but those of that name may be chosen.
  if ((m = /^对方不能把自己场上(?:存在的)?除「([^」]+)」(?:以)?外的其他怪兽(?:选择)?作为攻击对象$/.exec(s))) return { kind: 'only', of: 'self', others: { notName: m[1]! } };
  // 「对方只能选择这张卡作为攻击对象」.
  if (/^对方只能(选择|把)这张卡作为攻击对象$/.test(s)) return { kind: 'only-strict', of: 'self' };
  // CH-ATTACKER-DEFENSE: 「这张卡可以用表侧守备表示的状态作出攻击」「自己场上的「超重武者」怪兽可以用表侧守备表示的状态作出攻击」.
  if (s.includes('守备表示的状态作出攻击') && (m = /^(这张卡|自己场上的(.+?怪兽))可以用(?:表侧)?守备表示的状态作出攻击$/.exec(s))) {
    if (m[1] === '这张卡') return { kind: 'in-defense', of: 'self' };
    const f = filterOf(m[2]!);
    const named = /^「([^」]+)」怪兽$/.exec(m[2]!);
    if (named && !f.archetype) f.archetype = named[1]!;
    delete f.kind;
    return Object.keys(f).length ? { kind: 'in-defense', of: 'filter', filter: { ...f, side: 'self', kind: 'monster' } } : null;
  }
  // 「这张卡可以直接攻击(对方玩家)」「装备怪兽可以直接攻击」 / 「…不能直接攻击」 / 「…不能攻击」.
  // (Old words: 「这张卡在对方场上存在怪兽的状态下也能对对方进行直接攻击」 — even while the opponent controls monsters; 「装备这张卡的怪兽可以对对方
  // 进行直接攻击」 (流星之弓-烨焰, review s44-rv3: left unread, so its equipped monster was told it could not attack directly).)
  // (Not yet 「当对方场上只有守备表示的怪兽存在时，这张卡可以对对方进行直接攻击」: its part after 「，」 alone would drop the condition.)
  if ((m = /^(这张卡|这只怪兽|装备(?:这张卡的|了这张卡的)?怪兽|那只(?:表侧表示)?怪兽)(可以(?:对对方(?:玩家)?(?:进行)?)?|不能(?:向对方)?|在对方场上(?:存在|有)怪兽的状态下也能对对方(?:进行)?)直接攻击(对方玩家)?$/.exec(s))) {
    const of = subjectOf(m[1]!);
    return of ? { kind: m[2]!.startsWith('不能') ? 'no-direct' : 'direct', of } : null;
  }
  // (CH-ATTACK-BOUND: 「那只表侧表示怪兽不能攻击」 (魔族之链) — the monster the card keeps targeting.)
  if ((m = /^(这张卡|装备(?:这张卡的|了这张卡的)?怪兽|作为对象的怪兽|那只(?:表侧表示)?怪兽)不能(攻击|攻击宣言)$/.exec(s))) {
    const of = subjectOf(m[1]!);
    return of ? { kind: 'cannot-attack', of } : null;
  }
  // 「对方怪兽不能攻击宣言」「对方场上的怪兽不能攻击」 (光之护封剑): every monster of that side.
  if ((m = /^(对方|自己|双方)(场上的)?(全部)?怪兽不能(攻击宣言|攻击)$/.exec(s))) {
    return { kind: 'cannot-attack', of: 'filter', filter: m[1] === '双方' ? { kind: 'monster' } : { side: m[1] === '对方' ? 'opponent' : 'self', kind: 'monster' } };
  }
  // 「双方各自在战斗阶段只能用1只怪兽攻击」 (召唤兽 卡利古拉): a lock on the players, by side (「双方玩家在战斗阶段…」 the same).
  if ((m = /^(双方|自己|对方)?(?:玩家)?(?:各自)?在战斗阶段只能用1只怪兽(?:攻击|进行攻击)$/.exec(s))) {
    const side = m[1] === '自己' ? 'self' : m[1] === '对方' ? 'opponent' : undefined;
    return { kind: 'one-attacker', of: 'filter', filter: side ? { side, kind: 'monster' } : { kind: 'monster' } };
  }
  // CH-ATTACK-COUNT (s58): the old 「（这张卡）战斗阶段中有1次可以再次攻击的机会」 (暴君龙, after its lead 「对方的场上有怪兽存在的场合，」) — one more
  // attack in the Battle Phase: two attacks, as 「可以作2次攻击」. Said with no subject, it is the card's own.
  if (/^(?:这张卡)?(?:在)?(?:同1次的)?战斗阶段中有1次可以再次攻击的机会$/.test(s)) return { kind: 'attacks', of: 'self', count: 2 };
  // 「这张卡在同1次的战斗阶段中可以作2次攻击」「装备这张卡的怪兽在同1个战斗阶段中可以进行2次攻击」.
  // 「这张卡在同1次的战斗阶段中最多2次可以向怪兽攻击」: as many attacks, on monsters only — the same count for stacking.
  if ((m = /^(这张卡|装备(?:这张卡的|了这张卡的)?怪兽)在?同1(?:次的|个)战斗阶段中(?:(?:可以作|可以进行)([2-9两])次攻击|最多([2-9])次可以向怪兽攻击)$/.exec(s))) {
    const of = subjectOf(m[1]!);
    const n = m[2] ?? m[3]!;
    if (!of) return null;
    // 「最多2次可以向怪兽攻击」: the extra attacks are at monsters only (CH-ATTACK-COUNT: not after a direct attack, and no direct one after).
    return m[3] ? { kind: 'attacks', of, count: Number(n), monstersOnly: true } : { kind: 'attacks', of, count: n === '两' ? 2 : Number(n) };
  }
  return null;
}

const GRANT = /(选择的|选择|作为对象的|那只|这张卡|对象)(?:自己)?(?:怪兽)?(?:在同1(?:次的|个)战斗阶段中)?(向对方怪兽)?(?:可以作([2-9])次攻击|最多([2-9])次可以向怪兽攻击|可以直接攻击|(只再1次可以继续)|(只再1次可以攻击)|(可以继续攻击))/;

/**
 * 「这个回合，选择的怪兽可以直接攻击对方玩家」「这个回合，选择的怪兽在同1次的战斗阶段中可以作2次攻击」「这张卡只再1次可以继续攻击」
 * in an activated effect (CH-ATTACK-GRANT): what it lets its target (or its own card) do. (「只再1次可以攻击」 without 「继续」 may be
 * given to a monster that may attack twice — docs/c03/战斗阶段流程.rst:274 — and is read as `oneMore`.)
 */
export function attackGrantOf(e: EffectFacts, text: string): void {
  if (!text.includes('攻击')) return;
  const hit = GRANT.exec(text);
  if (!hit) return;
  // (m[1] the subject; m[2] 「向对方怪兽」, read apart below; the counts and grants from m[2] on.)
  const m = [hit[0], hit[1], ...hit.slice(3)];
  // 「只再1次可以继续攻击」 is a second attack in a row (docs/c03/战斗阶段流程.rst:282–284); the other grants are for the turn.
  if (!m[4] && !m[5] && !m[6] && !/这个回合|直到回合结束时/.test(text)) return;
  // CH-ATTACK-CONTINUE (issue 16): 「那只（自己）怪兽（向对方怪兽）可以继续攻击」 of an effect with no target (神眼幻龙, 复仇死者之夜②):
  // the monster whose attack met its moment — the attacker.
  const what = m[1] === '这张卡' ? 'self' : m[1] === '那只' && !e.targets && (m[4] || m[6]) ? 'attacker' : 'targets';
  if (what === 'targets' && !e.targets) return;
  // 「只再1次可以攻击」 (毅飞冲天挑战, 翻倍机会): one attack more than it made, not a count (CH-ATTACK-COUNT).
  if (m[5]) {
    e.grantsAttack = { what, oneMore: true };
    return;
  }
  // 「这张卡可以继续攻击」 (no count: 真青眼究极龙①, 神眼幻龙): only once the attacks a count effect gave are made (CH-ATTACK-COUNT).
  // 「向对方怪兽可以继续攻击」: the further attack is at a monster — not with none on the opponent's field (CH-ATTACK-CONTINUE).
  if (m[6]) {
    e.grantsAttack = hit[2] ? { what, continues: true, atMonsters: true } : { what, continues: true };
    return;
  }
  const n = m[2] ?? m[3] ?? (m[4] ? '2' : undefined);
  e.grantsAttack = n ? { what, attacks: Number(n) } : { what, direct: true };
}

/** Every attack rule of an effect's text (its sentences and 「，」-joined parts), on the effect. */
export function attackRulesOf(e: EffectFacts, text: string): void {
  if (!text.includes('攻击')) return;
  const out: AttackRule[] = [];
  const body = noNumberColon(text);
  for (const sentence of body.includes('\n') ? body.split(/[。\n]/) : body.split('。')) {
    if (!sentence.includes('攻击')) continue;
    // CH-COPY-MATERIALS: 「只用场上的怪兽为素材作融合召唤的这张卡在同1次的战斗阶段中可以作2次攻击」 — the rule of this card made so, while it is.
    const made = materialsAreSubject(sentence);
    // CH-ATTACK-DIRECT (issue 16): 「持有超量素材的这张卡可以直接攻击」 — the card's rule while it holds an Xyz Material (one detached
    // to the last in the battle step takes the rule away: docs/c03/战斗阶段流程.rst:325–327).
    const held = !made && /^(?:[①-⑩]：)?持有超量素材的这张卡/.test(sentence);
    const whole = readAttackRule(made ? sentence.replace(made.words, '') : held ? sentence.replace('持有超量素材的这张卡', '这张卡') : sentence);
    if (whole && made) {
      if (whole.of !== 'self') continue;
      whole.whileSelf = { ...whole.whileSelf, self: true, summoned: made.filter.summoned!, materialsAre: made.filter.materialsAre! };
    }
    if (whole && held) {
      if (whole.of !== 'self') continue;
      whole.whileSelf = { ...whole.whileSelf, self: true, hasXyzMaterials: true };
    }
    // 「只要这张卡在怪兽区域守备表示存在，对方不能选择其他怪兽作为攻击对象」 (降雷皇 哈蒙): the rule holds only while this card is in Defense
    // Position (CH-ATTACK-TARGET) — read before, it held in Attack Position too.
    const inDefense = /^(?:[①-⑩]：)?只要这张卡在(?:怪兽区域|场上)(?:表侧)?守备表示存在[，,]/.test(sentence);
    if (whole && inDefense) whole.whileSelf = { ...whole.whileSelf, position: 'defense' };
    if (whole) {
      out.push(whole);
      continue;
    }
    // 「装备怪兽不能攻击，对方不能选择装备怪兽作为攻击对象」: two rules joined by 「，」 — each part on its own, the subject carried on.
    const subject = /^(?:只要[^，]*存在，)?(这张卡|装备(?:这张卡的|了这张卡的)?怪兽|作为对象的怪兽|那只(?:表侧表示)?怪兽)/.exec(sentence)?.[1];
    // 「这张卡的等级是7星以上的场合，这张卡…最多2次可以向怪兽攻击」: a condition on the card's level, kept on the rule.
    const level = /^这张卡的等级是([0-9]+)星以上的场合[，,]/.exec(noNumberColon(sentence));
    // CH-ATTACK-DIRECT / CH-ATTACK-ONE-MONSTER: another state before the rules (「对方场上的表侧表示怪兽只有地·水·炎属性怪兽的场合，这张卡可以直接
    // 攻击」「自己场上有「X」怪兽存在的场合，双方玩家在战斗阶段只能用1只怪兽攻击」): the rules hold only while it does — read, or the rules
    // are left unread (never granted with their condition dropped).
    const lead: string[] = [];
    let ruled = false;
    const parts = commaSplit(sentence);
    const bareOf = (part: string) => part.replace(/^[①-⑩][：:]/, '');
    // (Not a lead naming how the card came to be (「…上级召唤成功的场合」「这个效果装备的场合」): the card's own summon or equipping, read
    // elsewhere or not at all — kept as before.)
    const leadEnds = (bare: string) => /的场合$/.test(bare) && !bare.startsWith('只要') && !/(?:成功|装备)的场合$/.test(bare);
    // CH-ATTACK-DIRECT-CONDITION (review s46 (1)): a lead of two states joined by 「，」 — 「自己场上有「卡通世界」存在，对方场上没有卡通怪兽存在的
    // 场合，这张卡可以直接攻击」: the state before the 「…的场合」 part is the lead's too. Read as a part of its own, the rule after it was granted
    // with its condition dropped (卡通黑魔术师 attacked directly past a Toon). A part ending 「存在」 with no 「攻击」, right before it.
    let leadFrom = -1;
    const end = level ? -1 : parts.findIndex((p) => leadEnds(bareOf(p)));
    if (!level) {
      if (end > 0) {
        leadFrom = end;
        while (leadFrom > 0 && /存在$/.test(bareOf(parts[leadFrom - 1]!)) && !parts[leadFrom - 1]!.includes('攻击') && !/^(只要|此外)/.test(bareOf(parts[leadFrom - 1]!))) leadFrom--;
        if (leadFrom === end) leadFrom = -1;
      }
    }
    for (let pi = 0; pi < parts.length; pi++) {
      const part = parts[pi]!;
      const bare = bareOf(part);
      if (leadFrom >= 0 && pi >= leadFrom && pi < end && !ruled) {
        lead.push(bare);
        continue;
      }
      // (After a part that is no rule — 漫画之手 「装备怪兽也当作卡通怪兽使用，对方场上没有卡通怪兽存在的场合，装备怪兽可以直接攻击」 — a lead
      // is still the rule's: read before as a part of its own, the rule after it was granted unconditionally.)
      if (!level && !ruled && leadEnds(bare)) {
        // 「自己场上有「卡通世界」且对方不控制卡通的场合」: two states joined by 「且」 — each read on its own.
        lead.push(...bare.split(/且(?=自己|对方)/));
        continue;
      }
      // 「这张卡在自己回合不会被战斗破坏，同1次的战斗阶段中最多3次可以向怪兽攻击」: the subject carried on to a part without one.
      // 「作为对象的怪兽不能攻击，不会成为攻击对象」: a part with no subject of its own speaks of the sentence's.
      const r = readAttackRule(subject && /^(在?同1(次的|个)战斗阶段中|不会成为(对方的)?攻击对象$|不能(攻击|攻击宣言|(?:向对方)?直接攻击)$|只能(?:向|对).+?怪兽(?:作出)?攻击$|不能(?:向|对).+?怪兽(?:作出)?攻击$)/.test(part) ? subject + part : part);
      if (r && level && r.of === 'self') r.whileSelf = { levelMin: Number(level[1]) };
      if (r && inDefense) r.whileSelf = { ...r.whileSelf, position: 'defense' };
      if (r && lead.length) {
        const conds = activationConditionsOfAll(lead);
        if (!conds || conds.length === 0) {
          const note = `condition: ${lead.join('，')} (the attack rule under it left unread)`;
          if (!e.unknown?.includes(note)) (e.unknown ??= []).push(note);
          // CH-ATTACK-DIRECT (review s45-rv1): a direct-attack grant of this card left unread — kept so the refusal says so.
          if (r.kind === 'direct' && r.of === 'self') e.directUnread ??= lead.join('，');
          continue;
        }
        r.whileHolds = conds;
      }
      if (r) ruled = true;
      if (r) out.push(r);
    }
  }
  if (out.length) e.attackRules = out;
}

/**
 * 「攻击对象转移为这张卡」「那之后，攻击对象转移为那只怪兽」「攻击对象移去「再生史莱姆」」 with no damage calculation of its own: a step that
 * moves the attack (`move-attack`; CH-ATTACK-MOVE judges whether it may be activated, CH-ATTACK-MOVED performs it). (「…进行伤害计算」
 * is `damageCalculation`, another kind: it may move the attack anywhere.)
 * - 「这张卡」: its own card; 「「X」」: the face-up 「X」 its player controls (`toName`); 「那只（自己）怪兽」: the monster the effect
 *   summoned just before (「从手卡把1只…特殊召唤。那之后，攻击对象转移为那只怪兽」: `moved`), else its target.
 * - Placed after the effect's summon when there is one (「那之后」: only once the summon was made — `then`), else first; a step on the
 *   attacking monster after it (「攻击怪兽的攻击力变成一半」) is done only when the attack moved (docs/c03/战斗阶段流程.rst:125–127).
 */
export function attackMoveOf(e: EffectFacts, text: string): void {
  if (!text.includes('攻击对象') || text.includes('进行伤害计算') || e.does.some((a) => a.do === 'move-attack')) return;
  let step: Action | null = null;
  const named = /攻击对象(?:移去|转移为|转移给)「([^」]+)」/.exec(text);
  if (/攻击对象转移(?:为|给)这张卡/.test(text)) step = { do: 'move-attack', what: 'self' };
  else if (named) step = { do: 'move-attack', toName: named[1]! };
  else if (/攻击对象转移(?:为|给)那只(?:自己)?怪兽/.test(text)) {
    const summonsOther = [...e.does, ...(e.leaves ?? [])].some((a) => a.do === 'special-summon' && a.what !== 'targets' && a.what !== 'self');
    step = summonsOther ? { do: 'move-attack', what: 'moved', movedBy: 'special-summon' } : e.targets ? { do: 'move-attack', what: 'targets' } : null;
  }
  if (!step) return;
  // (The summon may be a later, optional part: 「可以再把那只怪兽特殊召唤。那之后，攻击对象转移为那只怪兽」 — the move goes with it.)
  const list = !e.does.some((a) => a.do === 'special-summon') && e.leaves?.some((a) => a.do === 'special-summon') ? e.leaves : e.does;
  let at = 0;
  list.forEach((a, i) => { if (a.do === 'special-summon') at = i + 1; });
  if (at > 0 && /那之后[，,]?攻击对象/.test(text)) step.then = true;
  list.splice(at, 0, step);
  for (const a of list.slice(at + 1)) if (a.what === 'attacker' && !a.then) a.needsBefore = true;
}

/**
 * 「这个回合，对方只能向作为对象的怪兽攻击」 (仁王立②) and 「对方这个回合攻击的场合，必须以选择的怪兽为攻击对象」 (挑衅) in an activated effect
 * with targets (CH-ATTACK-TARGET-LEFT): a step on its targets that leaves that attack-target rule on them for the turn.
 */
export function attackMarkOf(e: EffectFacts, text: string): void {
  if (!e.targets || !text.includes('攻击')) return;
  const sole = /这个回合[，,]?对方只能(?:向|对)(?:作为对象的|选择的)怪兽(?:进行)?攻击/.test(text);
  const must = /对方这个回合攻击的场合[，,]必须以(?:作为对象的|选择的)怪兽(?:为|作为)攻击对象/.test(text);
  if (!sole && !must) return;
  e.does.push({ do: 'other', what: 'targets', attackMark: sole ? 'sole' : 'must' });
}
