/**
 * Card behaviour as data: the small vocabulary of effect facts that the engine interprets.
 *
 * A card file (curated) or the text inference (inferred) only *states* facts in this vocabulary; the
 * engine knows what each fact means, by a named rule with a test. When a card needs a fact the
 * vocabulary lacks, grow the vocabulary here (optional fields, new union members — additive only,
 * never rename or remove), teach the engine its rule, and test it. Never special-case a card in the
 * engine.
 *
 * Words: "effect" (效果) is one numbered ability of a card; "activation" (发动) puts it on the chain;
 * "resolution" (处理) applies it.
 */

export type Player = 'A' | 'B';

/** Whose, relative to the effect's controller. */
export type Side = 'self' | 'opponent' | 'any';

export type CardKind = 'monster' | 'spell' | 'trap';

/** The card type, decoded from the YGOPro bit mask (see ../shared/data/README.md). */
export interface CardType {
  kind: CardKind;
  /**
   * Lower-case subtypes: monsters `normal` `effect` `fusion` `ritual` `synchro` `xyz` `link`
   * `pendulum` `tuner` `flip` `spirit` `union` `gemini` `toon` `token` `special-summon`;
   * spells `normal` `quickplay` `continuous` `equip` `field` `ritual`;
   * traps `normal` `continuous` `counter`.
   */
  subtypes: string[];
  /** The raw YGOPro `type` bits. */
  bits: number;
}

/** Where a card is. `monster` and `spell` are the two kinds of zone on the field. */
export type Zone = 'hand' | 'monster' | 'spell' | 'gy' | 'banished' | 'deck' | 'extra';

/** Where, in the words card texts use: `field` means either field zone. */
export type Place = Zone | 'field';

/** Spell speed 咒文速度. */
export type SpellSpeed = 1 | 2 | 3;

/**
 * How an effect is used.
 * - `activation`: a Spell/Trap card's activation (卡的发动), its card goes face-up on the chain.
 * - `ignition` 起动效果: spell speed 1, main phase, open game state, own turn.
 * - `trigger` 诱发效果: activates because an event happened (spell speed 1 — a Spell's too, docs/c02/基本用语.rst:456 — or 2 for a Trap's).
 * - `quick` 诱发即时效果: spell speed 2, any time the player has priority (or in answer to something).
 * - `flip` 反转效果: a trigger on being flipped face-up (「反转：」).
 * - `continuous` 永续效果: not activated, never on the chain; applies while its card is face-up.
 * - `procedure` 召唤手续/规则效果: a way of summoning (「这张卡可以…特殊召唤」) — not activated.
 */
export type EffectKind = 'activation' | 'ignition' | 'trigger' | 'quick' | 'flip' | 'continuous' | 'procedure';

/** Things that happen in the game: the `events[].type` of the answer. */
export type EventType =
  | 'activated'
  | 'activation-negated'
  | 'effect-negated'
  | 'destroyed'
  | 'sent-to-gy'
  | 'banished'
  | 'returned-to-hand'
  | 'returned-to-deck'
  | 'summoned'
  | 'special-summoned'
  | 'flip-summoned'
  | 'flipped'
  | 'position-changed'
  | 'set'
  | 'discarded'
  | 'drawn'
  | 'added-to-hand'
  | 'damage'
  | 'lp-gained'
  | 'lp-paid'
  /** CH-LP-LOST (s49): LP lost by an effect (「自己失去…基本分」) — neither damage nor a payment. */
  | 'lp-lost'
  | 'control-changed'
  | 'equipped'
  | 'attack-negated'
  | 'attack-declared'
  | 'targeted'
  | 'phase-start'
  /** Added (CMP-ATTACK-NEGATED-EVENT): 「战斗阶段结束」 done by an effect's step — something that happened (a 「那之后」 step after an attack negation). */
  | 'battle-phase-ended'
  /** Added (issue 16, CH-TRAP-MONSTER-NEGATED): put face-up in the Spell & Trap Zone from the Monster Zone, staying on the field (放置). */
  | 'placed'
  /** Added (s54, CH-ATTACH): put under an Xyz Monster as its Xyz Material (from the hand, GY, field…): no place after (`to` null). */
  | 'attached';

export type EventCause = 'effect' | 'cost' | 'battle' | 'rule';

/**
 * A phase or step, by the id of the turn reference (src/rules): one spelling everywhere — card data,
 * the situation block's 阶段: item and the window rules. A phase covers its steps
 * ('battle-phase' ⊃ 'damage-calculation'; 'end-phase' ⊃ 'hand-size-adjustment').
 */
export type PhaseId =
  | 'draw-phase'
  | 'standby-phase'
  | 'main-phase-1'
  | 'main-phase-2'
  | 'battle-phase'
  | 'start-step'
  | 'battle-step'
  | 'damage-step'
  | 'damage-step-start'
  | 'before-damage-calculation'
  | 'damage-calculation'
  | 'after-damage-calculation'
  | 'damage-step-end'
  | 'end-step'
  | 'end-phase'
  | 'hand-size-adjustment';

/**
 * Added (issue 16): how a monster was summoned. A Tribute Summon is also a Normal Summon; a Fusion,
 * Synchro, Xyz, Link, Ritual or Pendulum Summon is also a Special Summon.
 */
export type SummonHow = 'normal' | 'tribute' | 'flip' | 'special' | 'fusion' | 'synchro' | 'xyz' | 'link' | 'ritual' | 'pendulum';

/**
 * Which cards something applies to. All fields are optional filters, combined with AND.
 * `self` is the effect's own card.
 */
export interface CardFilter {
  self?: boolean;
  /** Not this card (「这张卡以外」). */
  notSelf?: boolean;
  /**
   * Added (CH-PROTECT-FROM, s58): whose effects a protection is against — not the protected card itself (「那只连接怪兽不受自身以外的怪兽的效果
   * 影响」, 转生炎兽的炎阵): the card that protects it (`self`/`notSelf`) may be another; its own effects still reach it.
   */
  notItself?: true;
  /**
   * Added (CH-REPLACE-DESTROY-LINKED): in a Monster Zone this card — a face-up Link monster — points at (「这张卡所连接区1只自己怪兽」,
   * a linked zone); with the zones not stated it is not judged here (the caller says so).
   */
  linkedBySelf?: true;
  /**
   * Added (s58, CH-TARGET-SAME-COLUMN): in this card's column (「和这张卡相同纵列的…」, 相同纵列) — judged, at activation and again at
   * resolution, when both zones are stated; a zone not stated is not judged here (the caller says so).
   */
  sameColumnAsSelf?: true;
  /** Added (issue 16, CMP-ALL-BUT-TARGETS): not the cards this effect targets (「作为对象的怪兽以外的…全部破坏」); read where the step's cards are picked. */
  notTargets?: true;
  side?: Side;
  kind?: CardKind | CardKind[];
  /** Any of these subtypes (e.g. ['quickplay','continuous','equip','field']). */
  subtypes?: string[];
  place?: Place | Place[];
  faceUp?: boolean;
  /** Monster race / attribute / archetype words as the card text says them (e.g. 'undead', '不死族'). */
  race?: string | string[];
  /** Fix (CH-STAT-CONTINUOUS): a list — 「恶魔族·魔法师族的怪兽」「光·暗属性怪兽」 — is any of them (matched word for word). */
  attribute?: string | string[];
  /** Archetype (字段): name fragment such as 「永火」. */
  archetype?: string;
  /** A named card (by passcode). */
  id?: number;
  levelMax?: number;
  /** CMP-LEVEL-IN-SCALES: 「持有用那些灵摆刻度可以灵摆召唤的等级的」 — a level strictly between the two Pendulum Scales of the player it is read for. */
  levelInScales?: true;
  /** Added (CH-DICE-FLOOR): a monster with a Level or Rank — not a Link monster (「等级·阶级比…低的」 never reaches one). */
  levelled?: true;
  /**
   * Added (s53, CH-FORBIDDEN-ACTION): a monster with a Level — not an Xyz Monster (a Rank is no Level) nor a Link Monster. 「5星以上的怪兽」
   * in a summon lock (入魔龙祖 俄菲翁①) never names an Xyz Monster, whose Rank the card data stores where a Level would be.
   */
  hasLevel?: true;
  /**
   * Added (s54, MATCH-LEVEL-NOT-RANK): a Rank bound — 「4阶以下的超量怪兽」「5阶以上的超量怪兽」 — met by an Xyz Monster only (a Level is no
   * Rank; a Link Monster has neither).
   */
  rankMin?: number;
  rankMax?: number;
  /**
   * Added (s53, CMP-EQUIPPED-TO-SELF-SUBJECT): a card equipped to this card (「给这张卡装备的卡」) — read on the board's equip relation
   * where the card was (an event's subject: where it was just before it moved).
   */
  equippedToSelf?: true;
  levelMin?: number;
  atkMax?: number;
  /** Added (trigger-window QA): ATK at least this much (奈落的落穴 1500, 落穴 1000). A card whose ATK is unknown is assumed to match. */
  atkMin?: number;
  /**
   * Added (issue 16, CH-PROTECT-ATK-AT-MOST): for a protection's `fromCards`: only a card whose current ATK is at most the
   * protected card's current ATK, both read when the protection is asked (「不受持有这张卡的攻击力以下的攻击力的对方怪兽的…效果影响」).
   */
  atkAtMostHolder?: true;
  /** Added (issue 16, CH-ATK-EQUALS-DEF): 「攻击力和守备力的数值相同的」 — a monster whose ATK and DEF are the same number (face-down: 0 and 0). */
  atkEqualsDef?: true;
  /**
   * Added (CMP-ORIGINAL-ZERO): 「原本攻击力或者原本守备力是0的怪兽」 — a monster whose original ATK or original DEF is 0 now: a 「?」
   * counts as 0 on the field unless a change of the original (its own or another effect's) made it otherwise; a change of the
   * value alone leaves the original 0 (docs/c03/攻守计算.rst:47–51).
   */
  originalZero?: true;
  /**
   * Added (issue 16, CMP-TARGET-ORIGINAL-RACE): a card compared by its original Type (「和那只怪兽是…原本种族相同」): it must have
   * one — a trap monster whose text prints no Type (a Type declared as it is activated is no original one) has none.
   */
  hasOriginalRace?: true;
  /**
   * Added (CMP-RELATED-TO-TARGET): 「从…选和那只怪兽是原本卡名不同并是原本种族相同的1只怪兽」 — the card picked compared with the link's target by
   * its original values: `same` or `other` name, Type, Attribute, Level. Read where the targets are known (the resolution's pick), not by
   * matchesFilter. `unread`: a comparison the compiler did not read (not applied; the answer says so).
   */
  toTarget?: { name?: 'same' | 'other'; race?: 'same' | 'other'; attribute?: 'same' | 'other'; level?: 'same' | 'other'; unread?: true };
  /**
   * Added (CH-PICK-PAIR-SAME-RACE): 「从双方场上各选1只相同种族的怪兽」 — a pick of one monster from each player's field, the two of one
   * Type (as continuous changes make it). Read where the picked cards are known (the resolution's pick, `[除外 X,Y]`), not by matchesFilter.
   */
  pairSameRace?: true;
  /**
   * Added (issue 16, CH-PROTECT-NOT-TARGETING): for a protection's `fromCards`: only an effect that does not target the protected
   * card (「不会被不指定对象的魔法、陷阱卡的效果破坏」) — one that chooses it as it resolves is covered, one that targets it is not.
   */
  notTargeting?: true;
  /**
   * Added (issue 16, CH-PROTECT-ACTIVATED-ONLY): for a protection's `fromCards`: only an activated effect, as its chain link
   * resolves (「不受…发动的效果影响」) — a continuous effect, or a lasting one applied outside that resolution, still reaches the card.
   */
  resolutionOnly?: true;
  defEq?: number;
  /**
   * Added (issue 16, ZONE-AROUND-TARGET): a card in a zone in front of, behind or beside the effect's target (「那只怪兽的前面·后面·
   * 相邻的区域（怪兽区域·魔法与陷阱区域）存在的卡」), judged where both zones are stated (src/engine/game/field-zones.ts).
   */
  aroundTarget?: true;
  /**
   * Added (issue 16, ZONE-MAIN-FILTER): 「主要怪兽区域的怪兽」 — a monster in a Main Monster Zone: one stated in an Extra Monster Zone
   * (`EX左`/`EX右`) is not one; one whose zone is not stated is assumed to be (src/engine/game/match.ts).
   */
  mainZone?: true;
  /**
   * Added (issue 16, CH-ATTACK-NOT-HIGHEST): 「除攻击力最高的X以外的X」 — a monster the rest of the filter finds that is not the highest
   * in ATK (ties: each is the highest) among the face-up monsters the rest finds, read on the board as it stands (src/engine/game/match.ts).
   */
  notHighestAtk?: true;
  /**
   * Added (CMP-HIGHEST-STAT): 「对方场上表侧表示存在的1只守备力最高的怪兽」 — a face-up monster whose ATK (DEF) is the highest among the
   * face-up monsters the rest of the filter finds (ties: each is the highest, the player picks), read on the board as it stands.
   */
  highest?: 'atk' | 'def';
  /** Added (CMP-COND-ATK-ABOVE-SELF): 「攻击力都比这张卡的攻击力高」 — an ATK it shows now higher than the one the filter's own card shows now. */
  atkAboveSelf?: true;
  /**
   * Added (issue 16, MATCH-SAME-NAME-ON-FIELD): 「场上有同名怪兽存在的…怪兽」 — a face-up monster on the field beside which another
   * face-up monster of the same name stands there (either side), names read as they are now (src/engine/game/match.ts).
   */
  sameNameOnField?: true;
  /**
   * Added (CH-DECLARED-NAME): 「宣言的卡」 — a card of the name its link declared as it was activated (`[宣言 X]`). At resolution only
   * cards of that name are picked (none there: nothing is); with no declaration noted, the pick is left unknown and said
   * (src/engine/game/actions.ts). Elsewhere (activation checks) it does not narrow the filter.
   */
  declaredName?: true;
  /**
   * Added (CH-LINGER-SUMMON-LOCK-DECLARED): 「宣言的种类的怪兽」 — a monster of the type (仪式·融合·同调·超量·灵摆) its link declared as it was
   * activated (`[宣言 融合]`). The engine narrows it to that type (`subtypes`) before reading it; unnarrowed, it matches nothing.
   */
  declaredType?: true;
  /**
   * Added (issue 16, XYZ-MATERIAL-TARGET): a monster that may be Xyz Material — not a Token, not a card whose own text says
   * 「这张卡不能作为超量召唤的素材」 (`Card.neverXyzMaterial`): the target of a rank-up that Xyz summons on top of it.
   */
  xyzMaterial?: true;
  /** Added (issue 12): not a card of this name (「「太阴之咒眼」以外的「咒眼」怪兽」), matched as the archetype is. */
  notName?: string;
  /** Added (issue 16, CH-SELF-DESTRUCT): not of this archetype (「「彼岸」怪兽以外的怪兽」), matched as the archetype is. */
  notArchetype?: string;
  /** Added (issue 16): not a Token (「衍生物」): one with an original name to copy (「得到和那只怪兽相同的原本的卡名·效果」). */
  notToken?: boolean;
  /** Added (CMP-NOT-EFFECT-MONSTER): not an Effect Monster (「以效果怪兽以外的自己墓地1只怪兽为对象」, 大薰风骑士 翠玉 ●2). */
  notEffect?: true;
  /**
   * Added (issue 16, CH-PROTECT-BOUND): the card this card keeps targeting (持续取对象: 「只要这张卡在魔法与陷阱区域存在，那只表侧表示怪兽不会…」
   * 「只要这张卡在场上表侧表示存在，选择的卡不会被卡的效果破坏」) — read by the protections it grants, against the card's bond.
   */
  keptTarget?: true;
  /** Monster that was special summoned (特殊召唤的). */
  specialSummoned?: boolean;
  /**
   * Added (issue 16, FD-SUMMON-MEMORY): a monster summoned this way (「上级召唤的这张卡」「同调召唤的这张卡」
   * 「通常召唤的怪兽」) — read from what the card remembers (src/engine/game/memory.ts).
   */
  summoned?: SummonHow;
  /**
   * Added (CH-STAT-OWN-NEGATED): a monster not summoned this way — 「上级召唤的怪兽以外的场上的表侧表示怪兽」 (a continuous negation
   * that spares the Tribute Summoned ones), read from what the monster remembers (src/engine/game/match.ts).
   */
  notSummoned?: SummonHow;
  /** Added (issue 16): a monster Special Summoned from there (「从墓地特殊召唤的怪兽」). */
  summonedFrom?: 'hand' | 'gy' | 'deck' | 'extra' | 'banished';
  /**
   * Added (issue 16, FD-BATTLE-MEMORY): a monster that attacked this turn (「这个回合进行过攻击的怪兽」「进行攻击的怪兽」),
   * read from what it still remembers (src/engine/game/memory.ts).
   */
  attackedThisTurn?: boolean;
  /**
   * Added (FD-BATTLE-PHASE-END-OWN-KIND): a monster that battled this turn (damage calculation reached, `已战斗`) — 「自己的「剑斗兽」怪兽进行
   * 战斗的战斗阶段结束时」, read from what it still remembers (unsaid: it did not).
   */
  battledThisTurn?: boolean;
  /**
   * Added (issue 16, FD-DESTROYED-BY-OWN-KIND): a monster that destroyed a monster by battle this turn (`战斗破坏过怪兽`), wherever
   * it is now — 「自己的「超重武者」怪兽战斗破坏对方怪兽的自己战斗阶段」 names what happened, not what the card still remembers.
   */
  destroyedByBattleThisTurn?: boolean;
  /**
   * Added (issue 16, FD-BATTLE-MEMORY): a monster that declared no attack this turn (「这个回合没有攻击宣言的自己场上的怪兽」「没有攻击宣言的怪兽」):
   * an attack declared and negated still counts as declared (docs/c03/战斗阶段流程.rst:301–303).
   */
  noAttackDeclared?: boolean;
  /**
   * Added (issue 16, FD-BATTLE-MEMORY): a monster that has not attacked directly this turn — the target of a pledge 「这张卡发动的回合，
   * 作为对象的怪兽不能直接攻击」; a direct attack negated or stopped before damage calculation is none (docs/c03/战斗阶段流程.rst:305–308).
   */
  notAttackedDirectly?: boolean;
  /**
   * Added (issue 16, FD-SUMMONED-BY-ITSELF): a monster Special Summoned by its own effect or procedure
   * (「这张卡的①的效果特殊召唤的这张卡」), read from what it still remembers.
   */
  summonedByItself?: boolean;
  /**
   * Added (issue 16, MATCH-EFFECTS-NEGATED): 「效果被无效化的（怪兽·卡）」 — a face-up card whose effects are negated now: stated
   * `(效果无效)`, or reached by a face-up card's continuous negation of effects (src/engine/game/effects-negated.ts).
   */
  effectsNegated?: true;
  /** Added (CMP-NOT-NORMAL-SUMMONABLE): 「不能通常召唤的」 — a monster that cannot be Normal Summoned (its card type: a Special Summon, Extra Deck or Ritual monster). */
  notNormalSummonable?: true;
  /**
   * Added (issue 16, FD-SUMMON-TURN): a monster summoned this turn in one of these ways (「这张卡在召唤·反转召唤·特殊召唤的
   * 回合」: 'normal' is a Normal or Tribute Summon), read from what it still remembers (`本回合特召` and how it was
   * summoned; a Flip Summon is forgotten when it is turned face-down, every summon this turn when it is banished and back).
   */
  summonedThisTurn?: ('normal' | 'flip' | 'special')[];
  /**
   * Added (s58, FD-SUMMON-TURN): with `summonedThisTurn`, or flipped face-up this turn (「这张卡在召唤·反转的回合不能攻击」, 幻奏的音女 欧佩拉:
   * 反转 is any flip — a Flip Summon or an effect's — not only 反转召唤): a flip this judging made, the card not a new card since
   * (BoardCard.flippedHere, as CH-SENT-GY-TURN's flip reads it).
   */
  orFlippedThisTurn?: true;
  /**
   * Added (s59, FD-FLIP-TURN-ATTACK): a monster NOT flipped face-up this turn — 「这张卡若不在这张卡反转的回合则不能攻击宣言」 (勒库耶异虫): a
   * Flip Summon this turn it still remembers, a flip this judging made (BoardCard.flippedHere) or the situation's `(已反转)` makes it one
   * flipped (src/engine/game/match.ts).
   */
  notFlippedThisTurn?: true;
  /**
   * Added (issue 16, FD-MATERIALS): a monster summoned with a material of this name (「这张卡是已用「X」为素材作连接召唤的
   * 场合」), read from what it still remembers (`素材:X+Y`; lost face-down and when banished and back).
   */
  madeWith?: string;
  /**
   * Added (issue 16, FD-SUMMONED-BY): a monster the effect of the card of this name Special Summoned (「用「死者苏生」苏生的怪兽」
   * 「「X」的效果特殊召唤的怪兽」), read from what it still remembers (`由X`; lost face-down and when banished and back).
   */
  summonedBy?: string;
  /**
   * Added (FD-SUMMONED-BY-SELF): 「「X」的效果特殊召唤的这张卡」「「X」怪兽的效果特殊召唤的这张卡」 — this card, Special Summoned by
   * the effect of the card of that name, or of a card of that archetype, as it remembers (lost face-down, kept banished and back).
   */
  summonedBySelf?: { name?: string; archetype?: string };
  /** Added (issue 16, FD-MATERIALS): a monster summoned with at least this many materials (「怪兽3只以上为素材作融合召唤的这张卡」). */
  materialsMin?: number;
  /**
   * Added (CH-COPY-MATERIALS): what the materials of this card's summon were — 'normal' 「用通常怪兽作为素材作融合召唤的这张卡」 (one of
   * them a Normal Monster), 'field' 「只用场上的怪兽为素材作融合召唤的这张卡」 (all from the field) — read from the stated materials
   * (`素材:X+Y`; the situation does not say where they came from, so stated materials are read as from the field). A card that
   * took another card's name and effects (`复制:X`) never meets it: the clause speaks of the copied card's own summon.
   */
  materialsAre?: 'normal' | 'field';
  /**
   * Added (issue 16, CH-ATTACK-NO-MATERIALS): 「没有超量素材的这张卡」 — it holds no Xyz Material: a card that is no Xyz Monster never
   * does; an Xyz Monster whose stated materials (`素材:X`) were all detached since; one whose materials are not stated is not judged.
   */
  noXyzMaterials?: boolean;
  /**
   * Added (issue 16, CMP-EQUIP-LIMIT): 「持有超量素材的超量怪兽」 — an Xyz Monster holding at least one Xyz Material now (its stated
   * materials `素材:X` not all detached since); one whose materials are not stated is not judged (it matches).
   */
  hasXyzMaterials?: boolean;
  /**
   * Added (issue 16, FD-MATERIALS): in a protection's 「不受…的卡的效果影响」, a card whose original kind (monster, Spell, Trap) is
   * that of one of the protected monster's materials or tributes (「和为这张卡的上级召唤而解放的卡相同的卡」), as it remembers them.
   */
  kindOfMaterials?: boolean;
  position?: 'attack' | 'defense';
  /**
   * Added (seed cards): the attacking monster (攻击怪兽). A monster changed to defence position during
   * the chain stops being one (seed 000, 重力解除 vs 炸裂装甲).
   */
  attacking?: boolean;
  /**
   * Added (issue 16, 装备卡): the monster this card is equipped to (「装备怪兽」) — read on the board's equip
   * relation (src/engine/game/equip.ts); where the reader knows no relation it is not judged.
   */
  equipped?: boolean;
  /**
   * Added (issue 16, CH-BATTLE-OPPONENT-NEGATED, docs/c03/无效.rst:296–308): the monster battling the reading card now
   * (「和这张卡战斗的那只怪兽」: `'self'`), or battling a monster that matches the filter (「自己的「花札卫」怪兽和对方怪兽进行战斗
   * 的场合…那只对方怪兽」) — read on the attack the board states; with no attack nothing matches.
   * Added (CH-AFTER-CALC-STEP): `'targets'` — battling a monster the effect's activation targeted (「选择的怪兽向对方怪兽攻击的场合，伤害计算后那只
   * 对方怪兽破坏」, 浑身一击): judged with those targets by the step left for later (../engine/game/end-phase.ts), nowhere else.
   */
  battlesWith?: 'self' | 'targets' | CardFilter;
  /**
   * Added (issue 16, CH-STAT-WEAKER-ATTACKER): the attacking monster whose ATK (without the change this filter names) is lower than
   * the ATK of the monster it attacks (「…怪兽向持有比那个攻击力高的攻击力的怪兽攻击的场合，攻击怪兽的攻击力…」) — read on the attack
   * the board states, for a continuous ATK/DEF change.
   */
  weakerThanItsTarget?: true;
  /** Added (issue 16, CH-STAT-SCALED): one of these cards by name (「自己墓地存在的「白骨王」「白骨」数目」), matched word for word. */
  names?: string[];
  /**
   * Added (issue 16, FD-SUBJECT-EITHER): one of these filters (「「幻影骑士团」卡或者「幻影」魔法·陷阱卡」 — a card of the
   * first kind or of the second), on top of the rest of this filter.
   */
  anyOf?: CardFilter[];
  /**
   * Added (issue 16, CNT-CAN-HOLD): 「可以放置魔力指示物的卡」 — a card whose own text places counters of this kind on itself
   * (Card.ownCounters): on the field only a text that works where it stands (a monster's text in the Monster Zone, its
   * 【灵摆】 text in the Pendulum Zone, a Spell/Trap's in the Spell & Trap Zone) and only while its effects are not negated
   * (a Gemini monster not summoned again has none); elsewhere any such text.
   */
  holdsCounters?: string;
  /** Added (issue 16, CNT-HAS-COUNTER): 「有捕食指示物放置的怪兽」 — a card with at least one such counter on it now. */
  hasCounter?: string;
  /**
   * Added (MATCH-MONSTER-ON-FIELD): the phrase says 「怪兽卡」, not 「怪兽」 — on the field it finds a card whose original kind is
   * monster wherever it stands (a Pendulum card in a Pendulum Zone, an equip card, one placed as a Continuous Spell); a filter
   * for a monster on the field finds only what stands in a Monster Zone.
   */
  monsterCard?: true;
  /** Added (CMP-DICE-CARD): 「持有掷骰子效果的卡」 — a card whose text rolls a die (a card that took another's name and effects, by that card's text). */
  rollsDice?: boolean;
  /**
   * Added (CMP-STAT-BELOW): 「持有比这张卡／特殊召唤的怪兽的攻击力低的攻击力（守备力）的怪兽」 — a monster whose ATK (`stat`
   * 'atk') or DEF is lower than the ATK of this card (`of` 'self') or of the effect's target (`of` 'targets': 零-最大's Special
   * Summoned monster is its target). `value`: that ATK, put in by the engine where it knows the card (MATCH-STAT-BELOW); without it
   * nothing is compared.
   */
  below?: { stat: 'atk' | 'def'; of: 'self' | 'targets'; value?: number; /** 「…攻击力高的…」: strictly higher instead (CMP-STAT-BELOW). */ higher?: true; /** 「持有这张卡的攻击力以下的攻击力的」: at most it, equal counting (CMP-STAT-BELOW). */ atMost?: true };
  /**
   * Added (issue 16, CMP-MENTIONS): 「有「X」的卡名记述的卡」 — a card whose text mentions one of these as a card name (not as an
   * archetype: 「X」怪兽); read from the card's text (src/cards/compile/mentions.ts); a card whose text is unknown is not judged.
   */
  mentions?: string[];
  /**
   * Added (issue 16, CMP-FUSION-LINE-NAMES): 「以「X」为融合素材的（融合怪兽）」 — a Fusion Monster whose material line states one of these
   * names (as a named part or one choice of a part); read from the card's text (src/cards/compile/mentions.ts); a line of kinds only
   * (「龙族怪兽＋暗属性怪兽」) states none; a card whose text is unknown is not judged.
   */
  fusionNames?: string[];
}

/**
 * Added (seed cards): which effects a negation covers when it is described by *how they were
 * activated* rather than by which card (终结之阿努比斯: effects activated in the GY or targeting a
 * card in the GY; 机怪神 超机怪虫神: effects activated by monsters on the opponent's field).
 * Fields AND together; a list of EffectFilters (Action.effects) ORs them.
 */
export interface EffectFilter {
  /** Where the effect was activated: where its card was at activation, before any cost moved it. */
  activatedFrom?: Place | Place[];
  /** Whose card activated it, relative to the negating effect's controller. */
  side?: Side;
  /** The kind of card the effect belongs to. */
  cardKind?: CardKind | CardKind[];
  /** It targets (对象) at least one card matching this filter. */
  targeting?: CardFilter;
  /**
   * Added (issue 16, CH-NONCHAIN-NEGATE-COLUMN): 「和那怪兽相同纵列发动的」 — activated in the column (read at activation, before any cost
   * moved its card) where a card matching this filter (relative to the negating card's controller) stands as the effect resolves.
   */
  inColumnOf?: CardFilter;
  /**
   * Added (issue 16, CH-NEGATE-POSITION-AT-ACTIVATION): 「场上的守备表示怪兽发动的效果」 — activated by a monster in that battle position on the
   * field, read when it was activated (a condition written before 「发动」), not as it resolves.
   */
  activatedInPosition?: 'attack' | 'defense';
  /** Only activated effects (「发动的效果」), not continuous ones. */
  activatedOnly?: boolean;
  /**
   * Added (CH-LINGERING-LOCK-DECLARED): 「宣言的种类的卡」 — cards of the kind (怪兽·魔法·陷阱) the effect's activation declared. Only its
   * activation knows which; the engine narrows it to `cardKind` from what was declared (`[宣言 魔法]`) and, not knowing it, matches nothing.
   */
  declaredKind?: true;
  /**
   * Added (issue 16, CMP-NONCHAIN-NEGATE-DAMAGE): 「给与自己伤害的…效果」 — its effect deals damage to that player (relative to the negating
   * card's controller), judged from what the activation is certain to do, as an answer to 「给与伤害的效果发动时」 is (CH-DAMAGE-AT-ACTIVATION).
   */
  damages?: Side;
  /** Added: the effect's card matches this filter (吸入暗阴的魔镜: DARK monsters only). */
  card?: CardFilter;
  /**
   * Added (rules reference, GY locks): its effect contains a step that moves a card out of this place
   * (summon, add to the hand, return, banish, equip, Set), decided at activation — 王家长眠之谷: 'gy'.
   */
  movesFrom?: Place | Place[];
  /**
   * Added (issue 16): its effect — not its cost — must act on cards in this place: a step that is not
   * optional takes cards from there (its `from`, its filter's place, its targets' place), or moves its
   * own card out of there when it was activated there (王家长眠之谷: 「对墓地的卡有涉及的效果」).
   */
  involves?: Place;
  /**
   * Added (issue 16, CH-LINGERING-LOCK, docs/c02/卡片·效果的发动.rst:36–38): with `activatedFrom` on the field —
   * 「场上发动的效果」: a card activation is made on the field even from the hand (its card is placed there to be
   * activated), so it matches; 「场上的卡的效果」 alone does not take a card from the hand.
   */
  placedToActivate?: boolean;
  /**
   * Added (issue 16, CH-FORBIDDEN-CARD-ACTIVATION, docs/c02/卡片·效果的发动.rst:66): only a card's activation (卡的发动,
   * true) or only an effect's (false) — 「自己不能把魔法卡发动」 forbids activating Spell Cards, not the effect of a face-up one.
   */
  cardActivation?: boolean;
}

/**
 * What an action acts on.
 * - `self`: its own card; `targets`: the targets chosen at activation (对象);
 * - `activation`: the activation it answers (那个发动 — the link directly below);
 * - `event-cards`: the cards of the event that triggered it (那些怪兽);
 * - `attacker` / `attack-target`: the attacking monster (攻击怪兽) / the monster it attacks;
 * - `battling`: added (issue 16, 战斗阶段流程): both monsters of the battle going on (「那些进行战斗的各自怪兽」);
 * - a filter: every matching card (`all`) or ones chosen at resolution (`choose`, not targeting).
 */
export type Subject =
  | 'self'
  | 'targets'
  | 'activation'
  | 'event-cards'
  | 'attacker'
  | 'attack-target'
  | 'battling'
  /**
   * Added (issue 16, CH-MOVED-BY-THIS): 「这个效果特殊召唤的怪兽」「这个效果除外的卡」 — the cards an earlier step of this
   * resolution moved (the step's verb in `Action.movedBy`), while they are still those cards (CH-CARD-IDENTITY).
   */
  | 'moved'
  | { filter: CardFilter; scope: 'all' | 'choose'; count?: number; countMax?: number; anyNumber?: true };
// (`anyNumber`, added: CH-PICK-ANY-NUMBER — 「可以选…任意数量」, an optional pick of as many as the player likes, none included.)

export type ActionType =
  | 'destroy'
  | 'negate-activation' // 那个发动无效
  | 'negate-effect' // 那个效果无效
  | 'negate-summon' // 那个召唤无效
  | 'negate-attack'
  /**
   * Added (issue 10 follow-up, docs/c03/战斗阶段流程.rst:121–132, CH-ATTACK-MOVE / CH-ATTACK-MOVED): the step moves the attack to
   * another monster without a damage calculation of its own (「攻击对象转移为这张卡」「那之后，攻击对象转移为那只怪兽」「攻击对象移去「X」」) —
   * a new choice of the attack target, which only a monster the attack-target rules let be chosen can take. `what`: the monster
   * ('self', 'targets', 'moved' with `movedBy`), or `toName` for the old 「移去「X」」 (the face-up 「X」 its player controls).
   */
  | 'move-attack'
  /**
   * Added (s53, CH-TARGET-MOVED): 「那个对象转移为自己场上的作为正确对象的这张卡」 (水精鳞-深渊特里忒) — the activation this effect answers now
   * targets `what` ('self') instead of the card it protected; answering an attack on that card (CH-QUICK-OR-ATTACKED), the attack moves to it.
   */
  | 'move-target'
  /** Added (issue 16, CH-PLEDGE-ATTACK): declaring an attack — only as what a pledge forbids (「这张卡发动的回合，「X」不能攻击」). */
  | 'attack'
  /**
   * Added (s58, CH-PLEDGE-BATTLE-PHASE): conducting a Battle Phase (进行战斗阶段) — only as what a pledge forbids (「这张卡发动的回合，自己不能
   * 进行战斗阶段」); no step of an effect does it.
   */
  | 'battle-phase'
  | 'banish'
  | 'send-to-gy'
  | 'return-to-hand'
  | 'return-to-deck'
  | 'special-summon'
  | 'summon'
  | 'change-position'
  | 'set'
  | 'flip-face-down'
  | 'damage'
  | 'gain-lp'
  | 'set-lp' // 基本分变成… (CH-LP-BECOMES: `amount`, a value or 'half')
  | 'lose-lp' // 失去…基本分 (CH-LP-LOST: `amount`, counted by `amountPer` — neither damage nor a payment)
  | 'pay-lp'
  | 'draw'
  | 'add-to-hand' // 加入手卡 (from deck / GY)
  | 'discard'
  | 'tribute' // 解放
  | 'detach'
  /**
   * Added (s54, CH-ATTACH): 「…在那只超量怪兽下面重叠作为超量素材」 (超量素材化) — the step's cards (`what`: its targets, this card, cards picked
   * from `from`) go under an Xyz Monster (`onto`: this card 'self', its target 'targets', the one an earlier step summoned 'moved') as
   * its Xyz Materials. They leave their place without being sent anywhere: from the field this is no leaving of the field.
   */
  | 'attach'
  | 'equip'
  | 'take-control'
  | 'modify-stats'
  | 'negate-effects' // a lingering negation: 'until end of turn, effects of … are negated'
  | 'unaffected'
  /**
   * Added (issue 11, continuous protection): for a `continuous` effect, the subject cards cannot be
   * targeted (「不会成为…效果的对象」) by effects of cards matching `fromCards` (default: any card).
   */
  | 'cannot-be-targeted'
  /**
   * Added (issue 11, continuous protection): for a `continuous` effect, the subject cards are not
   * destroyed (「不会被…破坏」) by what `against` names, by effects of cards matching `fromCards`.
   */
  | 'indestructible'
  /**
   * Added (issue 16, 代替破坏, CH-REPLACE-DESTROY): for a `continuous` effect, when the subject cards (`what`:
   * `self`, or a filter read from this card — 「装备怪兽」「自己场上的龙族怪兽」) would be destroyed by what
   * `against` names, `instead` is done and they are not destroyed. `optional` (「可以作为代替」) or mandatory
   * (「作为代替把这张卡破坏」); `count: 1` when it saves one card only (「作为那1只破坏的怪兽的代替」);
   * `from` where this card must be for it to apply when that is not the field (「墓地的这张卡」: 'gy').
   */
  | 'replace-destruction'
  | 'cannot-attack'
  | 'end-battle-phase'
  | 'look'
  /** Added (card text compiler): continuous protections and changes, stated for /card and the categories. */
  | 'cannot-be-targeted' // 不能成为效果的对象
  | 'cannot-be-destroyed' // 不会被破坏
  | 'cannot-be-negated' // 「…的效果的发动以及那些发动的效果不会被无效化」: a continuous protection of the matching cards' effects
  /** Added (issue 16): for a `continuous` effect, the subject cards cannot be banished while face-up on the field (「场上的表侧表示的这张卡不能除外」). */
  | 'cannot-be-banished'
  /** Added (issue 16): for a `continuous` effect, the subject card's control cannot change while it is face-up on the field (「控制权不会被转移」). */
  | 'cannot-change-control'
  | 'change-name' // 卡名当作…使用
  | 'change-type' // 种族·属性·等级变成…
  /**
   * Added (issue 16, CH-REWRITE, 效果改写): 「那个效果变成「…」」 — the effect it answers (`what: 'activation'`) does `into` instead of
   * its own text when it resolves (docs/c03/无效.rst:544–635). The rewriting effect does nothing else to it.
   */
  | 'rewrite'
  | 'other';

/** A `replace-destruction`'s instead-step 「把这张卡装备的1张装备魔法卡送去墓地」 (its `note`): the cards equipped to the replacing card. */
export const OWN_EQUIPS = 'the cards equipped to this card';

export interface Action {
  /**
   * Added (issue 16, CH-ATTACK-TARGET-LEFT): for an activated effect's step on its targets, the attack-target rule it leaves on them
   * for the turn — `sole` 「这个回合，对方只能向作为对象的怪兽攻击」 (仁王立②), `must` 「对方这个回合攻击的场合，必须以选择的怪兽为攻击对象」 (挑衅):
   * the monsters keep it as a state (只能被攻击 / 必须被攻击) while they stay face-up on the field.
   */
  attackMark?: 'sole' | 'must';
  /**
   * Added (CH-POSITION-LOCK-LEFT): a `do: 'other'` step that leaves 『表示形式不能变更』 on its monsters (「那只怪兽只要在场上表侧表示存在，
   * 变成不能把表示形式变更」 改变命运): while each stays that card it cannot change its battle position by the rules (FD-POSITION-LOCK).
   */
  positionLock?: true;
  /**
   * Added (CH-POSITION-LOCK-LEFT, review s47): with `positionLock`, the lock is on the monsters this effect's position change changed
   * (「对方场上的表侧攻击表示怪兽全部变成守备表示，那些怪兽直到下个回合的结束时不能把表示形式变更」 娱乐一闪): a filter found them, and
   * changed they no longer fit it.
   */
  positionLockOnChanged?: true;
  /**
   * Added (CH-POSITION-LOCK-LEFT, review s47): with `positionLock`, how long the text says the lock lasts — `turn` 「这个回合」,
   * `next-turn` 「直到下个回合的结束时」, `opponent-next-turn` 「直到下次的对方回合结束时」, `own-next-turn` 「直到下次的自己回合的结束时」;
   * absent: while the monster stays that card. Each lasts at least to the end of the turn judged.
   */
  positionLockUntil?: 'turn' | 'next-turn' | 'opponent-next-turn' | 'own-next-turn';
  /**
   * Added (s58, CH-POSITION-LOCK-LEFT): a step written after 『这个效果的发动后，』 (光道魔术师 丽拉's lock on itself). It is a part added to the
   * effect, not the steps before it: applied as the effect resolves even when they did not apply — its target gone (rules reference
   * docs/c03/誓约.rst:179) — and not when the activation or the effect is negated (:170).
   */
  afterActivation?: true;
  /**
   * Added (issue 16, CNT-COST): a cost step 「把这张卡3个魔力指示物取除」 (a `do: 'other'` step on `what: 'self'`): the counters of
   * that kind ('' for a counter with no name) removed from this card. It cannot be paid while the card holds fewer.
   */
  counters?: { kind: string; count: number };
  /**
   * Added (issue 16, CNT-PLACE): an effect step that places counters on its cards (「给这张卡放置1个魔力指示物」, `what` self or
   * targets) or removes them (`remove`; `count: 'all'` for 「这张卡的魔力指示物全部取除」; kind '*' for every kind: 「场上存在的全部指示物取除」) — a
   * `do: 'other'` step.
   * (CNT-PLACE-CHOSEN, issue 16: `countOf` — 「放置对方场上的卡数量的黑羽指示物」: as many as the cards matching it as the step resolves;
   * `count` is then 0 and unused.)
   */
  counterStep?: { kind: string; count: number | 'all'; remove?: true; countOf?: CardFilter };
  /**
   * Added (issue 16, CH-PLACE-PENDULUM): a `do: 'other'` step 「那只灵摆怪兽在自己的灵摆区域放置」「（表侧表示的）这张卡在自己的灵摆区域放置」 on
   * its target or this card: a face-up Pendulum Monster in the Monster Zone is put in its player's Pendulum Zone (a new card there).
   */
  placesInPendulumZone?: true;
  /**
   * Added (issue 16, ZONE-MOVE-ADJACENT): a `do: 'other'` step that moves its monster (`what`) to an unused Monster Zone beside it
   * (「移动到没有使用的相邻的怪兽卡区域」「向相邻的…主要怪兽区域移动」): a Main Monster Zone left or right of it, never an Extra Monster Zone.
   */
  moveZone?: 'adjacent';
  /**
   * Added (CMP-COIN-GRANTED, CH-COIN-GRANTS): a `do: 'other'` step on this card — 「进行1次投掷硬币得到以下效果」 (秘仪之力): the coin tossed as the
   * effect resolves picks which ● the card holds while it stays face-up; the outcome is the link's note (`[表]` `[里]`), else unknown and said.
   */
  coinGrants?: true;
  do: ActionType;
  /**
   * Added (CMP-MATERIAL-KINDS-TIERS): 「●5种类以上：…」 — this step is done only when the effect's own card was summoned with
   * Fusion Materials of at least this many kinds (different names), read from its stated materials (`素材:X+Y`); with none stated the
   * step is not counted (MATCH-MATERIAL-KINDS).
   */
  ifMaterialKinds?: number;
  /**
   * Added (issue 16, CMP-TRIBUTE-ADDED): 「这张卡把炎属性怪兽解放作上级召唤成功的场合，那个时候的效果加上以下效果。●…」 — this step, added after
   * the effect's own steps and done apart from them, is done only when the card was Tribute Summoned tributing a monster of that
   * Attribute, read from its stated tributes (`(上级召唤,素材:X)`: CH-TRIBUTE-ADDED).
   */
  ifTributeAttribute?: string;
  /**
   * Added (issue 16, CMP-MATERIAL-ATTRIBUTE-TIERS): 「那些为特殊召唤而除外的怪兽属性的以下效果适用。●只有光：… ●光和暗：…」 — this step is
   * done only when the Attributes of the monsters its own card was summoned with (its stated materials, `素材:X+Y`: those banished
   * for its summon) are exactly these; with none stated the step is not counted (MATCH-MATERIAL-KINDS).
   */
  ifMaterialAttributes?: string[];
  /**
   * Added (issue 16, CMP-STEP-IF-AT-ACTIVATION): 「这个效果的发动时这张卡是互相连接状态的场合，再…」 — this step belongs to the activation
   * only when these held for its card as the effect was activated: what the activation contains is decided then (灰流丽).
   */
  ifAtActivation?: Condition[];
  what?: Subject;
  /**
   * Added (issue 16, CH-COUNT-MOVED): a number read from the cards this link moved that way — its cost or an earlier step
   * (「自己从卡组抽出送去墓地的怪兽的数量＋1张」: `{ by: 'send-to-gy', plus: 1 }`), counted as they moved, wherever they are now.
   */
  countFrom?: { by: ActionType; plus: number };
  /** Added (issue 16, CH-DRAW-COUNT-OF): a draw of as many cards as fit this filter as the step resolves (「抽出自己场上的「X」怪兽的数量」). */
  drawCountOf?: { filter: CardFilter; plus: number; kinds?: true };
  /**
   * Added (issue 16, CH-DRAW-NONE-DISCARDED): a draw of as many cards as each player discarded (「各自从卡组抽出自身丢弃的数量」);
   * the resolution still draws by `count` (the discarded cards are not counted), but a player whose listed hand holds nothing
   * to discard draws none, which a floodgate on its draws does not forbid.
   */
  perOwnDiscard?: true;
  /**
   * Added (s61, CH-DRAW-PLAYER): 「破坏的卡的控制者（可以）从卡组抽出破坏的数量」 — each player who controlled cards an earlier step
   * of this link moved this way draws as many as were theirs (a player none of whose cards moved draws none); `player` is then ignored.
   */
  perControllerMoved?: 'destroyed';
  /**
   * Added (issue 16, CH-MOVED-BY-THIS): a branch done only if a card an earlier step of this resolution moved fits this, read
   * as it is after that move wherever it went since (「那张卡除外，除外的卡是暗属性怪兽卡的场合，给与对方1000伤害」).
   */
  ifMoved?: CardFilter;
  /**
   * Added (CH-DRAWN-BRANCH): with `conditional`, the first branch of 「自己从卡组抽1张，给双方确认。那是「X」的场合，…。不是的场合，…」 — done
   * when the card this resolution drew fits this (the drawn card named by a note); which branch is done otherwise is left to CMP-OTHERWISE-BRANCH.
   */
  ifDrawn?: CardFilter;
  /**
   * Added (CH-UP-TO-MOVED-COUNT): with `ifMoved`, 「把最多有那个数量的对方场上的卡破坏」 — a pick of up to as many cards as the earlier steps of
   * this resolution moved that fit `ifMoved`, counted as it resolves.
   */
  countMaxOfMoved?: true;
  /**
   * Added (issue 16, CH-MOVED-FEWER): a fallback done only if the earlier steps of this resolution moved fewer than `count` cards
   * that way (「没能因这个效果把2张卡破坏的场合，可以选场上1张卡送去墓地」: `{ by: 'destroy', count: 2 }`).
   */
  ifMovedFewer?: { by: ActionType; count: number };
  /** Added (issue 16, CH-MOVED-BY-THIS): with `what: 'moved'`, the verb of the earlier step whose cards it names (「这个效果特殊召唤的」: special-summon). */
  movedBy?: ActionType;
  /** Added (CH-ATTACK-MOVED): a `move-attack` to the face-up monster of this name its player controls (old 「攻击对象移去「X」」). */
  toName?: string;
  /**
   * Added (issue 16, CH-DEFUSE-SET): a summon of 「那只怪兽的融合召唤使用过的一组融合素材」 (融合解除): the Fusion Materials its target
   * was Fusion Summoned with (`素材:X+Y`), only when they are all in the GY and make the set its text lists.
   */
  materialsOf?: 'targets';
  /**
   * Added (CMP-SHOWN-FUSION-MATERIALS): 「那只怪兽决定的融合素材怪兽」 after a step that shows a Fusion Monster (未来融合①) — the cards moved are
   * the materials that shown monster states; which monster was shown is the link's note `[确认 X]` (CH-SHOWN-CARD-NOTE), else not known.
   * 'named': 「那只怪兽有卡名记述的1只融合素材怪兽」 (融合准备, 龙魔导守护者②) — a pick, of the step's count, among the materials the shown
   * monster names by card name (a described one, 「战士族怪兽」, is not 卡名记述).
   */
  materialsOfShown?: true | 'named';
  /**
   * Added (CH-SHOWN-BY-EARLIER): 「和这张卡的①的效果确认的怪兽同名的」 (未来融合②) — the card picked has the name of the monster that effect
   * (its number) of this card showed when it resolved before; the engine reads it from the turn's history (a chain played before, `然后`).
   */
  nameOfShownBy?: number;
  /**
   * Added (s56, CH-SHOWN-CARD-NOTE): 「有选的卡的同名卡的场合，那些对方的同名卡全部除外」 (浮幽樱) — the cards the step moves have the name of the
   * card this link showed as it resolved (its note `[确认 X]`); not written, which name is not known and none is moved.
   */
  nameOfShown?: true;
  /**
   * Added (CMP-LP-PAID-EVENT): 「和那个数值相同的攻击力或守备力的1只…」 on a trigger of an LP payment — the card picked has that stat ('atk-or-def':
   * either) equal to the LP the event paid; the engine reads the amount from the payment (CH-LP-PAID-VALUE), else says it is not known.
   */
  statIsPaid?: 'atk' | 'def' | 'atk-or-def';
  /** Where cards come from / go to, when it matters for rules (灰流丽: from the deck). */
  from?: Place | Place[];
  to?: Place;
  /**
   * Added (issue 16, 装备卡): for `equip`, the cards chosen are equipped to this card (「从…选1张装备魔法卡给这张卡装备」,
   * 「作为对象的卡给这张卡装备」): the effect needs its own monster face-up in the Monster Zone when it resolves
   * (CH-EQUIP-HOLDER-GONE). 'targets': the cards picked (「从卡组选…的1只…同盟怪兽给那只怪兽装备」) are equipped to the effect's
   * target (CH-EQUIP-OWN-MONSTER).
   * Added (CMP-EQUIP-BATTLED): 'battled', with `what: 'self'` — this card is equipped to the monster it battled
   * (「这张卡被和对方怪兽的战斗破坏送去墓地时，可以把这张卡当作装备卡使用给那只对方怪兽装备」 章鲨): the other monster of the attack
   * its card was in, while that monster is face-up in a Monster Zone (src/engine/game/actions.ts `equip`, CH-EQUIP-BATTLED).
   * Added (s54, CH-ATTACH): for an `attach` step, the Xyz Monster the cards go under — 'self' 「在这张卡下面」, 'targets' 「在那只超量怪兽下面」
   * (with `what: 'targets'` too: the target that is a face-up Xyz Monster takes the others, 「那只「十二兽」怪兽在那只超量怪兽下面」), 'moved'
   * 「那只怪兽特殊召唤，把这张卡在下面重叠」 (the monster an earlier step of this resolution Special Summoned).
   */
  onto?: 'self' | 'targets' | 'battled' | 'moved';
  player?: Side | 'both';
  /** For LP: a number, or half the player's LP; for a summon or a draw, how many cards (替罪羊: 4 Tokens). */
  amount?: number | 'half';
  /**
   * Added (CH-COST-LP-UNIT): for `pay-lp`, 「支付以1000为单位的基本分」 — `amount` is the unit; any multiple of it may be paid (the least, the
   * unit, is what must at least be payable).
   */
  lpUnit?: boolean;
  /**
   * Added (CH-COST-SAME-KIND): for a cost sent from the hand, 「把和那张卡相同种类（怪兽·魔法·陷阱）的1张手卡送去墓地」 — the card paid must be of
   * the same card type as the card of the activation this effect answers.
   */
  sameKindAsAnswered?: boolean;
  /** A 「之后」/「那之后」/ then step: happens after the previous action, not at the same time. */
  then?: boolean;
  /**
   * Added (s59 round 17): for `end-battle-phase`, 「变成这个回合的结束阶段」 — the turn goes straight to its End Phase (the Battle Phase
   * and Main Phase 2 are skipped), not to Main Phase 2.
   */
  toEndPhase?: true;
  /**
   * Added (issue 16, CH-DESTROYS-AT-ACTIVATION): whether this step happens is only found at resolution —
   * a die or a coin decides (「掷1次骰子…出现的场合…破坏」), or a value the effect itself changes
   * (「攻击力下降2000，变成0的场合那怪兽破坏」). It is not something the effect "would do" when activated.
   */
  uncertain?: boolean;
  /**
   * Added (CH-TOSS-UNKNOWN): with `uncertain`, what decides is a die roll or a coin toss (「掷1次骰子，1·6以外出现的场合，…破坏」) — not a
   * value the engine reads as it resolves: whether the step happens is not known unless written, and the answer says so.
   */
  byToss?: true;
  /**
   * Added (CMP-RANDOM-HAND-PICK): with `uncertain`, what decides is a card picked at random from a hand (「从自己手卡对方随机选择1张卡。那张是…
   * 的场合，…」): not known unless a note names the card the step moves; the answer says it assumed the pick fits.
   */
  randomPick?: true;
  /**
   * Added (CH-RESPONDS-WOULD-DESTROY): of an `uncertain` destruction, the cards it reaches whatever the roll — 「掷2次骰子。等级·阶级比出现的
   * 数目合计低的…怪兽全部破坏」: the total is at least 2, so a Level/Rank 1 monster is destroyed by any roll (the step's filter with a bound).
   */
  certainly?: CardFilter;
  /**
   * Added (CH-COIN-BRANCH): a step of one outcome of a coin toss whose every outcome the text writes (「猜中的场合，…。猜错的场合，…」
   * 「表的场合…。里的场合…」): done only when the toss came out so — the engine reads the outcome a note gives (`[猜错]`), else assumes one and says so.
   */
  coin?: 'right' | 'wrong' | 'heads' | 'tails';
  /**
   * Added (issue 16, CH-STEP-IF-STAT): the step acts only on those of its cards whose value, read as it resolves, meets this —
   * 「那只怪兽变成表侧守备表示，守备力是2000以下的场合破坏」: `{ stat: 'def', value: 2000, cmp: 'at-most' }`.
   */
  ifStat?: { stat: 'atk' | 'def'; value: number; cmp: 'at-most' | 'at-least' | 'above' | 'below' };
  /**
   * Added (issue 16, CH-SWAP-CONTROL): for `take-control`, 「双方选择自己场上存在的1只怪兽，那些怪兽的控制权交换」 — each player picks
   * one monster of their own (`what`, read from each side) and the two change sides together.
   */
  swap?: boolean;
  /**
   * Added (issue 16, CTL-GIVE-CONTROL): for `take-control`, who gets the monster — 'opponent': 「那只怪兽的控制权移给对方」 (the
   * effect's controller gives it away); 'owner': 「控制权回归原本持有者」 (each goes back to its owner). Absent: the effect's controller
   * takes it (「得到…的控制权」).
   */
  controlTo?: 'opponent' | 'owner';
  /**
   * Added (issue 16, CTL-UNTIL-END-PHASE): for `take-control`, control changes only until the End Phase (「直到这个回合的结束阶段前，
   * …控制权转移给对方」「那只怪兽的控制权直到结束阶段得到」): then it goes back to the player who controlled the monster before.
   * (`next-own-end-phase`, CMP-UNTIL-NEXT-PHASE: 「控制权直到下次的自己的结束阶段时得到」 — until the taking player's next End Phase:
   * this turn's in their own turn, the next turn's in the opponent's.)
   */
  controlUntil?: 'end-phase' | 'next-own-end-phase';
  /**
   * Added (CMP-UNTIL-NEXT-PHASE): 「直到下次的（自己|对方）的（回合的）准备阶段／结束阶段」「直到下次的对方回合结束时」 — the moment a lasting
   * step ends (a stat change, a banishment for a while: the card comes back then): the next such phase or turn end, the player's
   * whose the text names (`whose`: 'self' the effect's controller, 'opponent' the other; absent: either player's). Read by
   * ./compile/until-next.ts; the answer says which turn's and whose.
   */
  lastsUntil?: LastsUntil;
  /** Optional at resolution (「可以」). */
  optional?: boolean;
  /**
   * A Spell/Trap card that summons itself as a monster (「这张卡变成…怪兽…特殊召唤」): the summon takes no monster
   * from a place, so 「从墓地把怪兽特殊召唤」 answers (屋敷童's kind) do not see it.
   */
  asMonster?: boolean;
  /**
   * Added (issue 16, CH-SUMMON-STATS-FROM-TARGET): with `asMonster`, the monster it becomes takes its ATK/DEF from its target
   * (「变成持有和作为对象的怪兽的攻击力相同数值的攻击力·守备力的效果怪兽」): with no face-up target monster left as it resolves it is not
   * summoned.
   */
  statsFromTarget?: true;
  /**
   * Added (CH-LEVELS-MATCH-NO-ZONE): 「等级合计直到变成和给人观看的仪式怪兽的等级相同为止，选…怪兽任意数量…特殊召唤（同名卡最多1张）」 — the
   * monsters summoned must have levels adding up to the level of the monster the `look` step before it revealed, one of each name.
   */
  levelsMatchLooked?: true;
  /**
   * Added (issue 16, CH-BATTLE-PROTECT-ONCE): a protection from battle destruction granted once a turn (「在1回合各有1次不会被战斗破坏」):
   * it does not keep a monster that such a protection already kept this turn (state `battle-protection-used`, 已免战斗破坏).
   */
  oncePerTurn?: true;
  /**
   * Added (CMP-PROTECT-PICKED): a protection from destruction that keeps its card only once (「只有1次不会被…破坏」): the first destruction
   * it stops uses it up (CH-INDESTRUCTIBLE-ONCE-STATE).
   */
  onlyOnce?: true;
  /** Added (issue 16, CH-DETACH-BY-EFFECT): 「那只怪兽的超量素材全部取除」 — a detach of every Xyz Material the monster holds. */
  allMaterials?: true;
  /**
   * For lingering effects: how long.
   * (`damage-step`: 「直到伤害步骤结束时」 — until the damage step it was applied in ends, CH-LINGER-NEGATE-EARLIER.)
   * (`main-phase`: 「那次主要阶段内」 — until the Main Phase it was applied in ends, CH-UNAFFECTED-EARLIER.)
   * (`battle-phase`: 「直到战斗阶段结束时」 — until the Battle Phase it was applied in ends, CMP-DURATION-BATTLE-PHASE.)
   * (`opponent-next-turn`: 「直到下次的对方回合结束时」 — past this turn, to the end of its player's opponent's next turn; CH-LINGERING-LOCK-DECLARED.)
   * (`counted-turns`: 「用对方回合计算的2回合内」「2回合（数对方的回合）以内」 — a number of one player's turns, `lastsTurns`; CMP-DURATION-COUNTED.)
   */
  duration?: 'turn' | 'end-phase' | 'next-standby' | 'permanent' | 'damage-step' | 'main-phase' | 'battle-phase' | 'opponent-next-turn' | 'counted-turns';
  /**
   * Added (CMP-DURATION-COUNTED): with `duration: 'counted-turns'`, how long — `n` turns of `whose` player (from the effect's
   * controller's side), counted from the activation: the turn it resolved in is the first when it is that player's turn. It ends
   * with the Nth such turn. `withCard`: the card stays on the field meanwhile (「2回合以后这张卡破坏」) and the step applies only while
   * it is there — it ends early when the card leaves (the card's current official text: 「只要这张卡在魔法与陷阱区域存在」).
   */
  lastsTurns?: { n: number; whose: 'self' | 'opponent'; withCard?: true };
  position?: 'attack' | 'defense' | 'face-down-defense';
  /**
   * Added (CH-SAME-POSITION): with `position` 'defense', written 「变成守备表示」 (no 表侧) — a change of battle position only: a face-down
   * Defense Position monster is already in Defense Position, is not flipped and not changed (docs/c02/基本用语.rst:585–588).
   */
  defenseOnly?: true;
  /** Free words for what the vocabulary does not capture, shown to people, never interpreted. */
  note?: string;
  /**
   * Added (seed cards): for `negate-effects` described by how effects were activated (终结之阿努比斯,
   * 机怪神 超机怪虫神): the effects it covers — any of these filters.
   */
  effects?: EffectFilter[];
  /**
   * Added (seed cards): this step applies only when the card whose activation was negated is of this
   * kind (冥王龙 断罪神's ● list: Spell → damage, Trap → destroy, Monster → special summon).
   */
  ifNegatedKind?: CardKind;
  /** Added (engine): for `unaffected`: the cards whose effects stop applying to it (「这张卡以外的魔法·陷阱卡」). */
  fromCards?: CardFilter;
  /**
   * Added (issue 16, CH-REWRITE): for `rewrite`, what the rewritten effect does instead — its steps, read from the quoted text from
   * the rewritten effect's controller's side (「对方」 is that player's opponent), and whether they act on that effect's targets
   * (「作为对象的1只怪兽破坏」): a rewritten effect that no longer names its targets is no targeting effect any more.
   */
  into?: { does: Action[]; targets: boolean; text: string };
  /** Added (issue 11): for `indestructible`: destruction by battle, by card effects, or both (default both). */
  against?: 'battle' | 'effect' | 'any';
  /**
   * Added (issue 11, lingering effects): the action is not done at resolution but each time this event
   * happens afterwards, for `duration` (增殖的G: 「这个回合，对方每次把怪兽特殊召唤，自己抽1张」). It
   * still counts as what the effect does: an answer to 「含有抽卡（从卡组加入手卡）的效果」 matches it.
   */
  whenever?: TriggerPattern;
  /**
   * Added (engine): 「…的场合」/「破坏的场合」/"and if you do": happens at the same time as the action
   * before it, but only if that action happened (破坏轮: no damage when the monster was not destroyed).
   */
  ifDone?: boolean;
  /**
   * Added (issue 16, CH-MOVE-NOT-DONE): 「A，B」 — B happens at the same moment as the move A, but only if A was
   * applied: the cards reached where A sends them (「…送去墓地，自己从卡组抽2张」 draws nothing when the card was
   * banished instead). Unlike `ifDone` it is still part of what the effect sets out to do.
   */
  needsBefore?: boolean;
  /**
   * Added (issue 16, CH-STEP-TARGETS): of the effect's targets, the step acts only on those of this side — 「那只自己的不死族
   * 怪兽特殊召唤。那只对方怪兽除外」 (生者之书-禁断的咒术-): each sentence names its own target, and one gone leaves the other's step.
   */
  targetSide?: 'self' | 'opponent';
  /**
   * Added (issue 16, CMP-STEP-TARGET-ARCHETYPE): of the effect’s targets, the step acts only on those of this archetype (「那只「淘气仙星」怪兽回到
   * 持有者手卡」), or (`targetNotArchetype`) on the others (「另1只作为对象的怪兽」).
   */
  targetArchetype?: string;
  targetNotArchetype?: string;
  /**
   * Added (CH-STAT-SPLIT-TARGETS): of the effect's two targets, `one` — the one the player picks as it resolves (「作为对象的1只怪兽的攻击力
   * 变成一半」「那2只怪兽之内1只的…」) — or `other`, the target(s) that step did not pick (「另1只怪兽的攻击力上升那个数值」).
   */
  targetPick?: 'one' | 'other';
  /**
   * Added (issue 16, CH-STEP-TARGETS): of the effect's targets, the step acts only on those that were in this place when they were
   * targeted — 「那张场上的卡破坏，那只墓地的怪兽特殊召唤」 (each step names the group it acts on by where it was taken from).
   */
  targetPlace?: 'field' | 'gy' | 'banished' | 'hand';
  /**
   * Added (CMP-TRIBUTE-ADDED-TARGET / CH-STEP-TARGET-GROUPS): of the effect's targets, the step acts only on those shared to these
   * groups of `Targeting.groups` (by index) — 烈风帝 莱扎's first step on its two targets, the ● a WIND tribute adds on its own one.
   */
  targetGroups?: number[];
  /**
   * Added (issue 16, CH-STEPS-APART): a ● of 「以下效果适用。●A ●B」 — done in its turn whether or not the steps before it
   * applied (rules reference docs/c03/特定效果的处理方法.rst:170–181): a first step the situation forbids does not keep the
   * effect from being activated for the others.
   */
  apart?: boolean;
  /**
   * Added (issue 16, CMP-EACH-PLAYER / CH-EACH-PLAYER): 「双方玩家把2张手卡送去墓地」「双方各自从自己的额外卡组选3张卡送去墓地」
   * 「从双方卡组上面把3张卡送去墓地」 — each player does the step with their own cards (the count is each player's), the turn player
   * first, each player's cards moving in an event of their own.
   */
  eachPlayer?: true;
  /**
   * CH-ADD-TO-OWN-HAND: 「从那之中选1只怪兽加入自己手卡」 (亚马逊锁链使) — the cards go to the hand of the effect's player, an opponent's card
   * too (its owner is still the opponent); read when the verb says 「自己手卡」 of cards not only the player's own.
   */
  intoOwnHand?: true;
  /**
   * Added (issue 16, CH-REVEAL-ANSWER-PUBLIC): for `look`, 「对方可以从手卡让1张魔法卡被观看使这个效果无效」 — the opponent's option at
   * resolution to show a card of their hand and stop the effect (not a look of this card's player at the opponent's hand).
   */
  opponentMayStop?: true;
  /**
   * Added (CH-SHOWN-CARD-NOTE): for `look` from the Extra Deck, 「给对方观看」 — the card is shown to the opponent (not 「给双方确认」): the
   * answer says it in the card's words.
   */
  toOpponent?: true;
  /**
   * Added (CH-EACH-SHOWN): for a `look` with `eachPlayer`, 「持有破坏的怪兽的阶级以下的阶级的」 — each player's shown monster has a Rank at most
   * that of the monster whose destruction the effect answers (超量热战！！).
   */
  rankUpToDestroyed?: true;
  /**
   * Added (CH-SHOWN-CARD-NOTE): for a `look`, 「这个回合，把作为对象的怪兽作为融合素材的场合，可以作为那只给人观看的怪兽的同名卡来成为融合素材」
   * (融合识别) — for the turn, its targets may stand as a Fusion Material of the shown monster's name.
   */
  fusionNameOfShown?: 'targets';
  /**
   * Added (CH-EACH-SHOWN): damage read off the monsters each player showed in the look before it (`eachPlayer`) — `difference`:
   * 「把攻击力低的怪兽给人观看的玩家受到…攻击力的相差数值的伤害」 (the player who showed the lower ATK takes the gap); `own-if-none`:
   * 「对方没把怪兽给人观看的场合，给与对方…自己给人观看的怪兽的攻击力数值的伤害」 (only when the opponent showed none).
   */
  damageOfShown?: 'difference' | 'own-if-none';
  /**
   * Added (issue 16, CMP-MOVED-COUNT-TIERS / CH-MOVED-COUNT-TIERS): 「这个效果破坏的卡数量的以下效果适用。●1张以上：A ●2张以上：B」 —
   * a ● done only when the steps before moved at least that many cards that way in this resolution.
   */
  ifMovedAtLeast?: { by: 'destroy' | 'banish' | 'send-to-gy' | 'return-to-hand' | 'return-to-deck'; count: number };
  /**
   * Added (issue 16, CH-UP-TO-ONE-LEFT): a ● of 「选最多N个以下效果适用」 — the player picks at least one of them, so when the board leaves
   * every other ● of the group nothing to act on, this one is certain (read at activation by what the effect would do).
   */
  upTo?: true;
  /**
   * Added (CH-UP-TO-COUNT): with `upTo`, how many of the ● may be applied — as many as the cards this filter finds as the effect resolves
   * (「选最多有场地区域的卡的数量的以下效果适用」: the cards in the Field Zones); none found, no ● is applied.
   */
  upToCountOf?: CardFilter;
  /**
   * Added (issue 12, compiler): done only when what an earlier step showed is so — one branch of
   * 「翻开的卡是…的场合，…。不是的场合，…」 (救金鱼: 「…的场合，作为对象的怪兽回到对方卡组」). Like an optional
   * step, the effect need not carry it out: a GY lock skips that step rather than negating the effect.
   */
  conditional?: boolean;
  /**
   * Added (CMP-OTHERWISE-BRANCH): with `conditional`, a step of the second branch 「不是的场合，…」 of a result (「翻开的卡是魔法·陷阱卡的场合，那张卡加入
   * 手卡。不是的场合，那张卡送去墓地」): done only when the branch before it was not. Both were applied before (森罗's top card both added and milled).
   */
  otherwise?: true;
  /**
   * Added (CMP-STAT-HELD-ATTACK / CH-STAT-HELD-EARLIER): 「这个效果让那只怪兽攻击的伤害步骤内，那只怪兽的攻击力变成2倍」 — a change of the target
   * held to the Damage Step of its attacks this effect allows, for the rest of the turn (not done as the effect resolves).
   */
  heldToAttack?: true;
  /**
   * Added (CMP-OWN-ATTACK-HELD / CH-STAT-OWN-ATTACK-EARLIER): 「这个回合，这张卡向对方怪兽攻击的伤害步骤内，这张卡的攻击力上升1000，那只对方怪兽的
   * 攻击力下降500」 — a raise or lower held to the Damage Step of each attack its card makes on an opponent's monster this turn, on the
   * card itself (`self`) or on the monster it attacks (`opponent`); not done as the effect resolves.
   */
  heldToOwnAttack?: 'self' | 'opponent';
  /**
   * Added (issue 16, CH-PLACE-WHILE): the step may take its cards from `place` only while `holds` is so when it is done
   * (「从额外卡组特殊召唤的怪兽在对方场上存在的场合，自己卡组的怪兽也能作为融合素材」): otherwise cards there are not chosen.
   */
  placeWhile?: { place: Place; holds: Condition[] };
  /**
   * Added (issue 16, CH-STAT-RECALC-LAST, 会反复计算的效果): for a continuous `modify-stats` 变成/交换 of the current value
   * under 「只要这张卡在怪兽区域·场上存在」 (邪神 恐惧之源 「…的攻击力·守备力变成一半」): applied again after every change made
   * later — it is counted last (docs/c03/攻守计算.rst:478–522).
   */
  appliesLast?: boolean;
  /**
   * Added (issue 16, CMP-EQUIP-AS-RAISE): a change this card makes as the Equip Card it becomes (「这张卡当作攻击力·守备力上升300的装备卡
   * 使用给那只怪兽装备」): of the monster it is equipped to, for as long as it is equipped (the equip relation applies it,
   * src/engine/game/equip.ts) — not a change made once when the effect resolves.
   */
  asEquip?: true;
  /**
   * Added (issue 16, CMP-EQUIP-MOVE / CH-EQUIP-MOVE): for `equip` of `targets`: the target is an equip card already equipped to a
   * monster, moved to another monster that is a correct target for it (「把…1张装备卡转换给1只别的能变成正确对象的怪兽」,
   * 善变的裁缝师, 斯蒂格马大日); src/engine/game/equip-move.ts says which monsters are.
   */
  movesEquip?: true;
  /**
   * Added (CMP-EQUIP-MOVE-TO): with `movesEquip`, where the equip card goes when the words name it — 'target': the monster the effect
   * also targets (「以…1张「圣剑」装备魔法卡和1只可以把那张卡装备的怪兽为对象…那张装备魔法卡转移给作为正确对象的那只怪兽」), 'self': this card
   * (「选择场上表侧表示存在的1张装备卡转移给作为正确对象的这张卡」). Either must be a correct target for it (CH-EQUIP-MOVE).
   */
  movesEquipTo?: 'self' | 'target';
  /**
   * Added (issue 16, CMP-UNNEGATABLE-ACTIVATION-GRANT): for a continuous `cannot-be-negated`: 「…的效果的发动不会被无效化」 — only the
   * activations of the cards it names are protected, not their effects (an effect negation still applies).
   */
  activationOnly?: true;
  /**
   * Added (engine): for `negate-effects`: the negation covers the subject cards and every card with the
   * same original name, wherever they are — effects of them already on the chain resolve as nothing
   * (墓穴的指名者: 「这个效果除外的怪兽以及原本卡名相同的怪兽的效果无效化」).
   */
  sameName?: boolean;
  /**
   * Added (engine): for a `continuous` effect: while its card is face-up on the field, the players
   * named (`player`, default both) cannot perform this action at all (王宫的铁壁: 'banish'). A card
   * whose cost, or whose effect's first step, is that action cannot be activated then.
   */
  forbids?: ActionType;
  /**
   * Added (CH-COST-CANNOT-TRIBUTE): with `forbids` on `self`, the limit holds against effects only (「不能用效果解放」「不会被效果解放」);
   * without it (「这张卡不能解放」) the card cannot be tributed at all — not for a cost either.
   */
  forbidsEffectOnly?: boolean;
  /**
   * Added (rules reference docs/c02/基本用语.rst:125–130, docs/c02/怪兽的效果分类.rst:282): for a
   * `continuous` effect, cards (`what`'s filter; all when absent) that would be sent to the GY are
   * banished instead while its card is face-up (「送去墓地的卡不去墓地而除外」). Nothing can then be sent to
   * the GY as a cost (tributing and discarding still can, the card is banished); where banishing is
   * forbidden (「不能把卡除外」), it does not apply and the cards go to the GY.
   */
  insteadOfGy?: 'banished';
  /**
   * Added (issue 16, XYZ-MATERIAL-REDIRECT): 「成为超量素材的这张卡被送去墓地的场合，不去墓地除外」 — this card, detached as the Xyz Material
   * of a monster, is banished instead of going to the GY (./compile/material-redirect.ts; read where materials are detached).
   */
  asMaterialInsteadOfGy?: 'banished';
  /**
   * Added (issue 16, CH-CHANCE-PICK-UNDERGO): which of the cards the step may act on is decided by chance (「…猜拳…输的玩家必须把那只进行
   * 战斗的自身怪兽…」): every one of them must be able to undergo it, or the effect cannot be activated (./compile/chance-pick.ts).
   */
  pickedByChance?: true;
  /**
   * Added (s56, CMP-OLD-DISCARD-TO-GY): on a `discard` of the opponent's hand, 「（确认对方的手卡，）选择对方手卡的1张卡丢去墓地」 (收押) — the
   * effect's player picks the card, not the opponent (「对方再选择自己1张手卡丢弃」 is the opponent's pick; 「随机」 nobody's).
   */
  pickedBySelf?: true;
  /** Added (issue 16, CNT-ON-FLIP): 「每次场上里侧守备表示存在的怪兽反转，给这张卡放置1个X指示物」 — counters on its own card at each flip. */
  countersOnFlip?: { kind: string; count: number };
  /** Added (issue 16, CH-GY-ARRIVAL-DAMAGE): 「每次送卡去墓地，每1张卡、那些卡的主人基本分受到300的伤害」 — damage to the owner of each card sent to a GY. */
  gyArrivalDamage?: { amount: number; to: 'owner' };
  /**
   * Added (issue 16, CH-LEAVES-REPLACEMENT): for a `continuous` effect on its own card, where the card goes
   * instead when it leaves the field face-up (「表侧表示的这张卡从场上离开的场合除外」), or only when it would be
   * sent to the GY from there (`gyOnly`: 「场上的表侧表示的这张卡被送去墓地的场合，不去墓地回到持有者卡组最上面」).
   * It is no effect of a kind (无种类效果): it applies even while the card's effects are negated. Added (issue 16, CH-LEAVES-REPLACEMENT-SPECIAL):
   * `specialOnly` — 「特殊召唤的表侧表示的这张卡从场上离开的场合回到卡组最下面」 (终焉龙 混沌帝): only while the card was Special Summoned.
   */
  leavesTo?: {
    to: 'banished' | 'deck-top' | 'deck-bottom';
    gyOnly?: boolean;
    /** (CH-LEAVES-REPLACEMENT-SPECIAL / CMP-LEAVES-SPECIAL-SUMMONED, issue 16) 「特殊召唤的表侧表示的这张卡…」: only while the card was Special Summoned (a situation that does not say how it came out reads it so). */
    specialOnly?: true;
  };
  /**
   * Added (issue 16, CH-LEAVES-APPLIES): for a `continuous` effect on its own card, 「表侧表示的这张卡从场上离开的场合，下次的自己回合的
   * 战斗阶段跳过」 — as the card leaves the field face-up (from the Monster Zone, or as an Equip Card), the next Battle Phase of
   * the player it names (`self`: the card's controller as it leaves) is skipped. No effect of a kind (无种类效果): it applies at once,
   * even while the card's effects are negated.
   */
  leavesSkip?: 'self' | 'opponent';
  /**
   * Added (issue 16, CH-LEAVES-DAMAGE): for a `continuous` effect on its own card, 「（自己场上表侧表示存在的）这张卡从场上离开时，自己受到
   * 3000分伤害」 — the damage its controller (`self`, as the card leaves) or that player's opponent takes the moment the card leaves the
   * field face-up, with no chain. A Spell/Trap's rule of this kind does not apply while the card's effects are negated (unlike a
   * monster's, CH-LEAVES-APPLIES).
   * `destroyed` (CH-LEAVES-DAMAGE, a Token's 「这个衍生物破坏时，这个衍生物的控制者受到300点伤害」): only when it is destroyed.
   */
  leavesDamage?: { amount: number; player: 'self' | 'opponent'; destroyed?: boolean };
  /**
   * Added (issue 16, CH-LEAVES-SEND-ALL; rules reference docs/c03/特定效果的处理方法.rst:666): 「这张卡从场上离开时，自己场上的「X」卡全部送去墓地」
   * — as the card leaves the field face-up, every card of its controller's field matching the filter goes to the GY with it, no chain.
   * A Spell/Trap's rule of this kind does not apply while the card's effects are negated.
   */
  leavesSendAll?: CardFilter;
  /**
   * Added (issue 16, CT-BOND): for a `continuous` effect, a destruction tied to the card this card keeps targeting
   * (持续取对象) — done at once, at the same moment as the move that sets it off, by this card's effect (not by rule):
   * `this-leaves` 「这张卡从场上离开时那只怪兽破坏」 (destroys the target, `what: 'targets'`); `target-leaves`
   * 「那只怪兽从场上离开时这张卡破坏」 and `target-destroyed` 「那只怪兽被破坏时这张卡破坏」 (destroy this card, `what: 'self'`).
   * Not while this card's effects are negated.
   * `equip-leaves` (CT-BOND-EQUIPPED) 「这张卡从场上离开时装备怪兽破坏」: when this equip card leaves the field, the monster it is
   * equipped to is destroyed (no target kept: the equipment itself is the tie).
   * `this-leaves-banish` (CT-BOND-BANISH) 「这张卡从场上离开时那只怪兽除外」: as `this-leaves`, the target is banished (`do: 'banish'`).
   */
  bond?: 'this-leaves' | 'target-leaves' | 'target-destroyed' | 'equip-leaves' | 'this-leaves-banish' | 'this-destroyed';
  /** Added (issue 16, CH-REPLACE-DESTROY): what a `replace-destruction` does instead (its `what`: `self` or the cards chosen). */
  instead?: Action;
  /**
   * Added (CH-REPLACE-PAY-LP-TOO): on a `replace-destruction`'s `instead` step, LP its controller pays along with it
   * (「可以支付500基本分作为代替把这张卡破坏」, 念动攻击者): with less LP than that the replacement cannot apply. Also (s56,
   * CH-NONCHAIN-NEGATE-OPTIONAL) on an `optional` `negate-effects` on no chain: 「只要这张卡在场上存在，可以支付1000分使通常陷阱的效果无效化」
   * (龙战士) — applied, it pays that much; with less LP it cannot apply.
   */
  alsoPayLp?: number;
  /**
   * Added (rules reference, GY locks): `forbids` applies only to cards in these places (王家长眠之谷:
   * 「双方不能把墓地的卡除外」 — 'banish' from 'gy'): an activation whose cost, or a step it must carry
   * out, could only take cards from there cannot be activated.
   */
  forbidsFrom?: Place | Place[];
  /**
   * Added (issue 16, CH-RENAME-AS-SENT): a `change-name` done as the effect resolves whose new name is that of the monster this effect
   * (or its activation's cost) sent to the GY — 「…直到结束阶段当作和这个效果送去墓地的怪兽同名卡使用」 (英雄假面, 水晶蔷薇).
   */
  nameFrom?: 'sent';
  /**
   * Added (CH-TYPE-OF-SHOWN): a `change-type` done as the effect resolves whose new Type and/or Attribute are those of the monster this
   * link showed (`[确认 X]`) — 「作为对象的怪兽的种族·属性直到回合结束时变成和给人观看的怪兽相同」 (爆裂狙击手②).
   */
  typeOfShown?: ('race' | 'attribute')[];
  /**
   * Added (issue 16, CMP-SUMMON-LOCK-EXCEPT): `forbids: 'special-summon'` spares these monsters — 「自己不是「机壳」怪兽不能特殊召唤」
   * forbids Special Summoning every other monster (judged for a Special Summon written as the action, CH-SUMMON-FORBIDDEN).
   */
  forbidsExcept?: CardFilter;
  /**
   * Added (s53, CH-FORBIDDEN-ACTION): `forbids: 'special-summon'` binds only these monsters — 「双方不能把5星以上的怪兽特殊召唤」
   * (入魔龙祖 俄菲翁①) forbids summoning a monster of Level 5 or more; one with no Level (an Xyz or Link Monster) is spared. Judged for
   * the monsters an effect targets to summon, and for a Special Summon written as the action (CH-SUMMON-FORBIDDEN).
   */
  forbidsOnly?: CardFilter;
  /**
   * Added (issue 16, CH-FORBIDDEN-SUMMON-KIND): for a `continuous` effect, 「双方玩家不能进行融合召唤」「双方不能同调召唤」 — while its card is
   * face-up the players named (`player`, default both) cannot make a summon of this kind: an effect that makes one cannot be activated,
   * and the summon written as the action is not made. A Special Summon that is no summon of that kind (a contact procedure, 假面变化) stays.
   */
  forbidsSummonKind?: 'fusion' | 'synchro' | 'xyz' | 'link' | 'ritual';
  /**
   * Added (issue 16, CH-NEGATE-ACTIVATED-LASTING): for a lasting `negate-effects` 「直到回合结束时，对方发动的怪兽的效果无效化」 — what it
   * negates is the effects of that kind of card that player activates (those already on the chain too), not cards on the field.
   */
  negatesActivated?: { by: 'opponent' | 'self'; kind: 'monster' | 'spell' | 'trap' };
  /**
   * Added (s60, CH-LINGER-NEGATE-COLUMN): for a lasting `negate-effects` 「再在这个回合让和这张卡相同纵列的其他的魔法·陷阱卡的效果无效化」
   * — the other cards of these kinds in this card's column, read as it resolves: those there now and any activated there
   * later this turn. `ifSet`: only when this card was activated Set (「盖放的这张卡发动的场合」), not from the hand.
   */
  negatesColumn?: { kinds: ('spell' | 'trap')[]; ifSet?: true };
  /**
   * Added (rules reference, 「只能有○○存在」): for a `continuous` effect, a limit on the monsters a player
   * may have on the field while its card is face-up — `one-race` (群雄割据: face-up monsters of one Type),
   * `one-attribute` (御前试合), `one-per-race` (千查万别: one face-up monster of each Type),
   * `not-more-than-controller` (皇帝斗技场: while its controller has a monster, the other player may not
   * have more monsters than that). A summon that would break it cannot be made, and an effect that must
   * make one cannot be activated.
   */
  fieldLimit?: 'one-race' | 'one-attribute' | 'one-per-race' | 'not-more-than-controller' | 'summons-per-turn';
  /**
   * Added (rules reference, docs/c03/只能有○○存在.rst:164–240): for a `continuous` effect, 「「X」在自己场上只能有1张
   * 表侧表示存在」 and its kin — only one face-up card of that name (`name`) or one face-up monster of that
   * archetype (`archetype`: 「「罪」怪兽…」, 「名字带有「X」的怪兽…」) on its controller's field (`field: 'self'`) or on
   * the whole field (`'both'`: 「…在场上只能有…」). A card that would arrive face-up (activated, summoned,
   * equipped) while another that fits is face-up there cannot arrive: the fact applies from the arriving
   * card wherever it is (hand, GY) as well as from the one on the field (CH-ONLY-ONE-ARRIVAL). A name
   * limit counts same-named cards in any field zone; an archetype limit (「…怪兽…」) only monsters in the
   * Monster Zone.
   */
  unique?: { name?: string; archetype?: string; field: 'self' | 'both' };  // neither name nor archetype: this card's own name
  /**
   * Added (rules reference, docs/c03/誓约.rst:103–108): with `fieldLimit: 'summons-per-turn'`, which
   * summons count against the limit of `amount` per turn (神影依·米德拉什②: 1 Special Summon; 召唤限制器:
   * 2 Normal, Flip and Special Summons together). Default: Special Summons only.
   */
  summonKinds?: ('summon' | 'flip-summon' | 'special-summon')[];
  /**
   * Added (issue 16, CH-SUMMONS-PER-ATTACK): with `fieldLimit: 'summons-per-turn'` and no `amount`: 「回合玩家只能有最多和那个回合攻击过的
   * 次数相同次数把怪兽特殊召唤」 — only the turn player is bound, and the limit is how many attacks that player made this turn.
   */
  perAttack?: true;
  /**
   * Added (engine): for a `continuous` effect: while its card is face-up on the field, card activations
   * of this kind must come from a card Set before this turn — not from the hand, not Set this turn
   * (魔封的芳香: Spell cards).
   */
  setFirst?: CardKind;
  /** Added (issue 16, CMP-BURN-PER-ADD): for a `damage` done `whenever` cards are added to a hand: the amount is per card added. */
  eachCard?: true;
  /** Added (card text compiler): the summoned monsters are Tokens (衍生物). */
  token?: boolean;
  /**
   * Added (issue 11, continuous changes): for a `continuous` `change-type` / `change-name`: what the
   * subject cards are treated as while its card is face-up on the field and its activation resolved
   * (僵尸世界: 「场上以及墓地的怪兽全部变成不死族」 → race 不死族; 「卡名当作…使用」 → name, id). Filters that
   * read a race, an attribute, a name or an archetype see it — except on a card unaffected by it.
   * `alsoAttribute`: 「这张卡的属性也当作「暗」使用」 — a second Attribute it holds too (光与暗之龙; CH-FIELD-LIMIT-SEND).
   */
  becomes?: { race?: string; attribute?: string; alsoAttribute?: string; name?: string; id?: number };
  /**
   * Added (issue 11, banish limits): for `banish`: 「里侧表示除外」 — the cards go face-down. A Token cannot
   * be banished face-down (it is no target for it, and one not targeted is not involved); a plain banish
   * of a Set card banishes it face-up (rules reference docs/c02/基本用语.rst:1039, :1062–1063).
   */
  faceDown?: boolean;
  /**
   * Added (issue 16, CH-TEMP-BANISH-FACEDOWN): for `banish`: a temporary banish — the card comes back to the field later
   * (「直到结束阶段除外」「…除外。这个效果除外的怪兽在…回到场上」): a face-down card is banished face-down, and so comes back.
   */
  temporary?: boolean;
  /**
   * Added (issue 16, rules reference docs/c02/基本用语.rst:1462–1477): 「（对方）必须…」 — an action the effect obliges
   * the player named by `player` to carry out. The action is that player's, not the effect's applied to the
   * cards: a card unaffected by the effect, or one that 「不能用效果除外」, is still moved (and moved by that
   * player); a card that cannot undergo it at all (「不能除外」, a Token banished face-down) cannot be chosen.
   */
  must?: boolean;
  /**
   * Added (issue 16): for a `must` action on cards the player chooses: as many as it takes for that player to
   * control no more cards than the effect's controller (颉颃胜负 「直到变成和自己场上的卡数量相同为止」).
   */
  untilEqual?: boolean;
  /**
   * Added (issue 11, what the board allows): for a `continuous` effect: while its card is face-up on the
   * field (and its activation resolved), each player named (`player`, default both, each counted on
   * their own) may activate at most `perTurn` effects matching `effects` per turn (召唤兽 卡利古拉: 1
   * monster effect). Counted from when it applies; a negated activation still counts.
   */
  limitsActivations?: { effects: EffectFilter; perTurn: number };
  /**
   * Added (issue 16, CH-DAMAGE-ZERO-EARLIER): 「（直到…，）双方受到的全部伤害变成0」 — a lasting rule of an activated effect: the players the
   * step names (`player`) take no damage while it lasts. A `do: 'other'` step.
   */
  damageZero?: boolean;
  /**
   * Added (CMP-DAMAGE-ZERO-STANDING): of a `continuous` effect's `do: 'other'` step — 「（这张卡特殊召唤成功的回合，）自己受到的效果伤害变成0」:
   * the players `player` names take no damage of this kind (`effect`: effect damage, `battle`: battle damage, `all`: either) while the
   * effect applies (its `condition`). A rule of the card, never activated; not a damage dealt, not a summon.
   */
  standingDamageZero?: 'effect' | 'battle' | 'all';
  /**
   * Added (CH-DAMAGE-ZERO-STANDING, review s44): with `standingDamageZero` — 「自己因战斗·效果受到伤害的场合，1回合只有1次让那次伤害变成0」
   * (安全守卫者③): not every damage while it applies, but the first its player would take each turn (the effect's once per turn, spent
   * on this card: 已用). Not a choice: the first such damage is made 0.
   */
  standingDamageZeroOnce?: true;
  /**
   * Added (CH-DAMAGE-ZERO-ANSWERED): 「那个效果让自己受到的伤害变成0」 — the damage the effect this link answers (the link just below it)
   * would deal the players the step names (`player`) becomes 0; nothing else changes. A `do: 'other'` step.
   */
  answeredDamageZero?: boolean;
  /**
   * Added (issue 16, CH-GEMINI-TREATED-SUMMONED): for a `continuous` `do: 'other'`: 「…当作再1次召唤的状态使用」 — the Gemini
   * monsters `what` names (「场上的二重怪兽全部」, 「装备怪兽」) are treated as summoned again while its card applies.
   */
  geminiSummoned?: boolean;
  /**
   * Added (issue 16, MATCH-NORMAL-ON-FIELD): for a `continuous` `do: 'other'` of a monster: 「这张卡只要在怪兽区域存在，当作通常怪兽使用」 —
   * face-up in the Monster Zone it is a Normal Monster, not an Effect Monster, except while an Equip Card fitting `unlessEquippedWith`
   * equips it (「只要这张卡有「圣剑」装备魔法卡装备，这张卡变成当作效果怪兽使用」).
   */
  normalOnField?: { unlessEquippedWith?: CardFilter };
  /** Added (card text compiler): cards taken from the top of the Deck (「从卡组上面把3张卡送去墓地」), not chosen. */
  top?: boolean;
  /** Added (card text compiler): a count the text states (「2张」「最多3只」: countMax when up to). */
  count?: number;
  /**
   * Added (CH-COST-COUNT-OF-TARGETS): a cost of 「任意数量」 whose number the targets share — 「把手卡任意数量丢弃去墓地，以丢弃数量的…为对象」:
   * it takes as many cards as the activation targets (the targets are what the player writes; the cost follows them).
   */
  countOfTargets?: true;
  /**
   * Added (issue 16): for `modify-stats`: which value it changes — ATK, DEF or both (「守备力变成2倍」:
   * 'def'). A Link monster has no DEF: a 'def' change has nothing to change on it; an 'atk-def' change
   * changes only its ATK. The card text compiler states it too (攻击力 / 守备力 / 攻击力·守备力).
   */
  stat?: 'atk' | 'def' | 'atk-def';
  /** Added (issue 16): for `special-summon`: 「无视召唤条件」 — it ignores the summoned card's summoning condition. */
  ignoreConditions?: boolean;
  /**
   * Added (issue 16, CMP-SUMMON-WITH-MOVED): for `special-summon` from the Extra Deck, 「只用那2只为素材把1只超量怪兽超量召唤」 — a summon by
   * that procedure (`how`) whose materials are the monsters the step before summoned (`from: 'moved'`), or the effect's targets
   * (`'targets'`), and this card too when `self` (「只用那只怪兽和这张卡为素材」). They must still be face-up on the field (CH-SUMMON-WITH-MOVED). `to`:
   * where Synchro/Link Materials go instead of the GY (「那个时候的同调素材怪兽不去墓地而除外」).
   */
  withMoved?: { how: 'xyz' | 'synchro' | 'link'; from: 'moved' | 'targets' | 'none'; self: boolean; to?: 'banished' | 'deck' };
  /**
   * Added (issue 16): for `modify-stats`: the new values are read from these cards (「变成和那只怪兽相同」),
   * which must have the stat (a Link monster has no DEF to copy).
   */
  readsFrom?: 'targets';
  /**
   * Added (issue 16, CH-LINK-NO-DEF): for `modify-stats`: the new value is computed from the changed monster's own DEF
   * (「攻击力·守备力变成那个原本的攻击力和守备力合计数值」) — a Link monster, with no DEF, cannot undergo it at all.
   */
  needsDef?: true;
  /**
   * Added (issue 16, CH-ZERO-AMOUNT-CHANGE): for `modify-stats` with no `change`: it raises or lowers by a card's value
   * (「这张卡的攻击力上升作为对象的怪兽的原本攻击力数值」「那只怪兽的攻击力下降这张卡的攻击力数值」) — whose card
   * (`of`), which value, and whether it is the original one.
   */
  amountFrom?: { of: 'targets' | 'self' | 'battle-opponent' | 'cost' | 'own' | 'answered' | 'field-others' | 'event-cards'; stat: 'atk' | 'def'; original: boolean; half?: true; lowers?: true };
  // (`event-cards`, CH-STAT-EVENT-CARD-VALUE: 「…上升那之内的1只的攻击力一半数值」 — the value of a card its trigger's event moved, while it is still
  // where that event put it; moved away since (returned to the Deck), the step does not apply.)
  // (`cost`, CH-STAT-COST-VALUE: 「上升除外的怪兽的原本攻击力数值」「下降因为这张卡发动而除外的怪兽的各自原本数值」 — the printed value of the
  // monsters the activation's cost moved, read as they were moved, wherever they went since; for an ATK·DEF change each its own; `lowers`: 「下降」.)
  // (`own`, CH-STAT-OWN-VALUE: 「这个效果特殊召唤的怪兽的攻击力上升那个原本攻击力数值」 — each monster it changes, by its own value.)
  // (`field-others`, CH-STAT-OTHERS-TOTAL: 「这张卡的攻击力上升这张卡以外的场上的怪兽的原本攻击力合计数值」 — the sum over the other face-up monsters on
  // the field as it resolves; 0, and the step does not apply.)
  // (`answered`, CH-DAMAGE-ANSWERED-VALUE: 「对方把怪兽的效果发动时…给与对方那只怪兽的原本攻击力数值的伤害」 — the printed value of the monster
  // whose activation the effect answers, wherever that card is when it resolves.)
  // (`half`, CH-STAT-ATTACKED-VALUE: 「上升那只怪兽的攻击力一半数值」 — half of that value, rounded down.)
  // (`battle-opponent`, CH-STAT-BATTLE-OPPONENT: 「上升进行战斗的对方怪兽的攻击力数值」 — the opponent's monster in the battle going on,
  // read when it resolves; with that monster gone from the Monster Zone the effect has nothing to refer to and does nothing.)
  /**
   * Added (issue 16, 攻守计算): the step's amount is what the ATK change just before it took or gave
   * (「这张卡的攻击力上升那个数值」「给与对方那个数值的伤害」) — nothing when that change could do nothing.
   */
  ofChange?: boolean;
  /**
   * Added (issue 16, CH-STAT-REVERSE): for `modify-stats`: 「攻击力·守备力的上升·下降的效果变成相反」 — until the end of the turn,
   * every ATK/DEF raise applied afterwards is a lowering by that number, and every lowering a raise.
   */
  reversesStatChanges?: true;
  /**
   * Added (issue 16, CH-DAMAGE-STAT-DIFF): for `damage`: the amount is the difference between the target's current
   * and original ATK (「那只怪兽的攻击力和那个原本攻击力的相差数值的伤害」) or DEF — 0, and no damage, when they are equal.
   */
  amountOf?: 'atk-vs-original' | 'def-vs-original';
  /**
   * Added (issue 16, CH-DAMAGE-SCALED): for `damage`: `amount` is per unit of what the board holds when it resolves
   * (「给与对方为场上的效果怪兽数量×500伤害」: 500 per matching card, read as a StatScale count) — none, no damage.
   */
  amountPer?: StatScale;
  /**
   * Added (issue 16, 攻守计算): for `modify-stats`: how the value changes (with `stat` saying which) —
   * see `StatChange`. Absent: the data does not say (the engine then changes nothing it can count).
   */
  change?: StatChange;
  /**
   * Added (issue 16, 装备卡): for a step of a `continuous` effect: it applies only while these hold, read
   * each time (巨大化: 「自己基本分比对方少的场合，装备怪兽的攻击力变成原本攻击力的2倍」 — the other branch has
   * the other condition).
   */
  whileHolds?: Condition[];
  /**
   * Added (issue 11, what the board allows): for a `continuous` effect: while its card is face-up on
   * the field (and its activation resolved), the players named (`player`, default both) cannot
   * activate effects matching this filter (精神抽取: monster effects in the hand).
   */
  forbidsActivation?: EffectFilter;
  /**
   * Added (issue 16, CH-BATTLE-BY-ORIGINAL): 「那次战斗的伤害计算用原本的攻击力·守备力进行」 (禁忌的圣典) — the damage calculation of the battle going on
   * compares the original ATK/DEF instead of the current ones (the monsters' values are not changed). A `do: 'other'` step.
   */
  battleByOriginal?: true;
  /**
   * Added (CH-EITHER-STEP): 「…加入手卡或送去墓地」 — the card picked undergoes this step or the next one (`orInstead`, its verb), the
   * player's choice; the next step holds `insteadOf` (this step's verb). One of the two is done, never both.
   */
  orInstead?: ActionType;
  insteadOf?: ActionType;
  /**
   * Added (issue 16, CH-ACTIVATION-LIMIT, docs/c02/卡片·效果的发动.rst:247–265): 「从卡组把1张场地魔法卡发动」 (弹出式翻页) — the
   * step activates a card of this kind as the effect resolves (a card activation of its player, counted by limits on card
   * activations: 大将军 紫炎). A `do: 'other'` step.
   */
  activatesCard?: 'spell' | 'trap' | 'card'; // 'card': a card of a name the text gives (「选1张「吸血鬼帝国」发动」), its kind not said
  /**
   * Added (issue 16, CH-NONCHAIN-NEGATE-ANYWAY): for an `optional` `negate-effects` on no chain, 「…的效果的处理时，自己可以…。那个场合，那个
   *效果无效化」 — it may apply whatever else negates that effect (no second-kind negation: it needs no effect not negated yet, and
   * does not stop one from applying first).
   */
  anyway?: true;
  /**
   * Added (issue 16, CH-NONCHAIN-NEGATE-ANYWAY): what applying that negation takes — 「把自己场上的「X」超量怪兽1个超量素材取除」: 1 Xyz
   * Material of a monster of its controller's field matching this filter; without one it cannot apply.
   */
  detachFrom?: CardFilter;
  /**
   * Added (issue 16, CH-STEP-TIED-PICK): 「A。那之后，把持有送去墓地的怪兽的攻击力以下的攻击力的1只…加入手卡」 — a later step
   * whose pick is measured against the card the step before moved: the two are tied, so when the zones it picks from hold no
   * card of its description, neither applies.
   */
  tiedToBefore?: true;
  /**
   * Added (issue 16, CH-DAMAGE-MOVED-TOTAL): for `damage`: 「自己受到破坏的怪兽的原本攻击力合计数值的伤害」 — the amount is the sum
   * of the printed value of the cards this resolution's earlier steps moved that way (`by`), wherever they are now.
   */
  amountFromMoved?: { by: 'destroy' | 'banish' | 'send-to-gy'; stat: 'atk' | 'def' | 'higher'; lowers?: true };
  // (For `modify-stats`, CH-STAT-MOVED-VALUE: 「下降送去墓地的怪兽的攻击力和守备力之内较高方的数值」 — `higher`: the higher of the printed ATK and
  // DEF of each card moved; `lowers`: 「下降」.)
  /**
   * Added (issue 16, CH-DAMAGE-SAME-AS-TAKEN): for `damage`: 「给与对方和自己受到的伤害相同数值的伤害」 — the amount of the
   * damage this resolution dealt just before (none dealt, none now).
   */
  sameAsDamageBefore?: true;
  /**
   * Added (issue 16, CH-ALONG-TARGETS): 「那只怪兽以及装备怪兽破坏」 (『A以及B』) — this step's cards are joined by 以及 to the
   * step on the targets just before, one group like 『那些卡』: with no target left to apply to, this step still applies.
   */
  alongTargets?: true;
  /**
   * Added (issue 16, CH-STAT-PER-ACTIVATION): for a continuous `modify-stats`: 「每次对方把卡的效果发动，这张卡的攻击力上升200」 — no
   * standing change: made once each time such an activation's effect has finished resolving (a one-shot change then; which
   * activations count: StatActivationTrigger).
   */
  perActivation?: StatActivationTrigger;
  /**
   * Added (issue 16, CH-REPLACE-BY-EQUIPPED-CARD): for a `replace-destruction` a Spell's resolution leaves with the monster card it
   * equips (「…那只怪兽当作装备卡使用给…装备。装备怪兽被战斗·效果破坏的场合，作为代替把用这张卡的效果来装备的怪兽破坏」): the standing
   * rule of that monster card while it is equipped (stated `(由X)`, X this card), `instead` acting on that monster card itself.
   */
  heldByEquipped?: true;
}

/**
 * Added (issue 16, CH-STAT-PER-ACTIVATION): which activations a per-activation ATK/DEF change counts. `by`: the player who
 * activates, seen from the card (「对方」 opponent, 「自己或者对方」/none any); `kind`: the activated card's kind (「魔法卡」
 * spell, 「反击陷阱卡」 trap with `subtype` counter), absent for any card's effect (「卡的效果」「魔法·陷阱·怪兽的效果」);
 * `cardActivation`: only a card's activation (「把魔法卡发动」), not an effect of a card already face-up; `atkBelow`: the
 * card's own ATK must be below this when it is made (「只要攻击力未满3000的这张卡…存在」).
 */
export interface StatActivationTrigger {
  by: 'self' | 'opponent' | 'any';
  kind?: 'spell' | 'trap' | 'monster';
  subtype?: string;
  cardActivation?: true;
  atkBelow?: number;
}

/**
 * Added (issue 16, 攻守计算, rules reference docs/c03/攻守计算.rst): how a `modify-stats` action changes
 * ATK/DEF. The engine (src/engine/game/stats.ts) applies changes in the order they happened:
 * - `layer`: 'current' changes 攻击力/守备力 (禁忌的圣枪, 黑羽-疾风之盖尔); 'original' changes
 *   原本攻击力/守备力 (收缩, 迷途风) — only a face-up monster on the field has one to change;
 * - `op`: 'add' raises or lowers by `value` (下降 is negative: 「攻击力下降800」 → -800); 'set' makes it
 *   `value` (「攻击力变成0」); 'half' / 'double' make it half / twice the current value, or of the
 *   original when `of` is 'original' (巨大化: 「变成原本攻击力的2倍」); 'swap' exchanges ATK and DEF
 *   (反转世界: 「攻击力·守备力交换」).
 */
export interface StatChange {
  layer: 'current' | 'original';
  op: 'add' | 'set' | 'half' | 'double' | 'swap';
  value?: number;
  of?: 'current' | 'original';
  /**
   * Added (issue 16, CH-STAT-SCALED): `value` is per unit of what the board holds, read each time a continuous change is
   * counted (once, when a one-shot change resolves): 「上升自己墓地的怪兽数量×100」 (value 100, per the cards matching
   * `count`), 「变成这张卡的等级×400」 (per `level`), 「上升这张卡装备的装备卡数量×500」 (per `equips`).
   */
  per?: StatScale;
}

/**
 * Added (issue 16, CH-STAT-SCALED): what an ATK/DEF change is counted by. `count`: the cards matching the filter, read from
 * the point of view of the card whose effect it is (its controller is 「自己」) among the cards the situation lists on the
 * field, in the GY and banished (counters, materials and the hand are not read: the compiler leaves those unread);
 * `level`: the card's own printed level (or Rank); `equips`: the equip cards equipped to the card.
 */
export type StatScale = { count: CardFilter } | { chainLink: true } | { kinds: CardFilter } | { movedByThis: 'destroy' | 'banish' | 'send-to-gy' | 'return-to-hand' | 'return-to-deck' | 'special-summon' | 'tribute'; of?: CardFilter; toGy?: true; cost?: true } | { level: true } | { eachLevel: true } | { eachOriginal: 'atk' | 'def' } | { equips: true } | { equippedMonster: true } | { counters: string } | { attackTargetHalf: true } | { battleOpponentHigher: true; plus?: number } | { equippedToAtk: true } | { highestAtk: CardFilter; plus?: number } | { keptTargetValue: true } | { materials: true } | { sumOriginal: CardFilter; stat: 'atk' | 'def' };
// (`chainLink`, CH-DAMAGE-SCALED (s59): the chain link number of the link whose effect it is — 「这张卡的发动时积累的连锁数量×400分的伤害」
// (连锁爆击): the links stacked when it was activated, itself counted.)
// (`sumOriginal`, CMP-STAT-SUM-ORIGINAL: 「这张卡的攻击力·守备力变成自己场上除这张卡以外的名字带有「命运英雄」的怪兽的原本攻击力合计数值」 (命运英雄 恐惧人) —
// the sum of the printed-as-changed original ATK (or DEF) of the face-up monsters on the field the filter describes, counted each time.)
// (`materials`: how many materials this card was summoned with — 「原本攻击力变成作为连接素材的怪兽数量×800」 (召命之神弓-阿波罗萨), CH-STAT-MATERIALS;
// none written: its Link Rating (its level here), which the situation's binding says it assumed.)
// (`keptTargetValue`: the value — ATK for ATK, DEF for DEF — the card this card keeps targeting shows now (「这张卡平常和作为对象的卡的拥有一样的
// 攻击力·守备力的数值」, CMP-STAT-KEPT-TARGET); no such card on the field: the change does not apply.)
// (`movedByThis` with `cost` (s57, CH-COUNT-MOVED): 「因为这个效果发动而送去墓地的卡数量×500」 (卡片炮击士) — the cards its cost moved that way, not its resolution.)
// (`tribute` (s60, with `cost` only): 「解放的怪兽数量×500」 (影王 阴暗公爵①) — the cards its cost Tributed, wherever they went (the GY, or banished).)
// (`movedByThis`: the cards this resolution moved that way by its own player — 「上升这个效果除外的卡数量×200」 (弧光勇烈龙①), CH-STAT-MOVED-COUNT: a card
// moved on the way by its own rule (混沌之黑魔术师③, CH-LEAVES-BANISH-SELF) is not one this effect moved; `of`: only those matching it (「这个效果送去
// 墓地的「堕天使」卡」); `toGy`: only those now in the GY (「这个效果破坏送去墓地的卡」) — CMP-LP-MOVED-COUNT.)
// (`highestAtk`: the highest ATK shown by the face-up monsters on the field matching the filter (none: 0), plus `plus` — 「变成「X」以外的场上的攻击力
// 最高的怪兽的攻击力＋100的数值」 (邪神 神之化身②), CMP-STAT-HIGHEST; `plus` of `battleOpponentHigher` likewise: 「…较高方的数值＋100」.)
// (`equippedToAtk`: the ATK the monster this card is equipped to shows now — 「装备怪兽的守备力…上升那个攻击力数值」, CMP-TRAP-BECOMES-EQUIP.)
// (`battleOpponentHigher`: the higher of the ATK and DEF the opponent's monster in the battle shows now — 「变成进行战斗的对方怪兽的攻击力和
// 守备力之内较高方的数值＋100」, CMP-STAT-BATTLE-HIGHER; no such monster: 0.)
// (`attackTargetHalf`: half the ATK the monster being attacked shows now, rounded down — 「上升那只攻击对象怪兽的攻击力一半的数值」, CMP-EQUIP-AS-RAISE.)
// (`eachOriginal`: the original ATK or DEF of each monster the change reaches — 「场上的怪兽的攻击力下降那怪兽的原本守备力数值」 (刚鬼 巨人食人魔①),
// CMP-STAT-EACH-ORIGINAL; a monster with none (a Link Monster's DEF) 0.)
// (`eachLevel`: the level of each monster the change reaches — 「对方场上的怪兽的攻击力下降那怪兽的等级×100」 (强者的苦痛), CH-STAT-SCALED;
// `level` is the level of the card whose effect it is.)
// (`counters`: the counters of that kind on this card — 「这张卡的攻击力上升这张卡的魔力指示物数量×300」「这张卡放置的守卫指示物每有1个，
// 这张卡的攻击力上升300」, CNT-ATK; none when the situation does not say.)
// (`equippedMonster`: the value of the monster card equipped to this card — 「这张卡的效果装备的怪兽的攻击力数值」「…的各自数值」: as an
// Equip Card it has no current value, so its printed one (「?」 as 0), ATK for an ATK change, DEF for a DEF change. While no
// monster card is equipped to it the change does not apply at all, and it takes its place when one is — CH-STAT-SCALED.)

/**
 * A state of this card a condition names. Added (issue 16, FD-BATTLE-MEMORY): what it did in battle this
 * turn — 「这张卡攻击过的回合」 (`attacked`: its attack reached the Damage Step), 「这张卡进行过战斗的」 (`battled`), 「这张卡战斗破坏怪兽的回合」
 * (`destroyed-by-battle-a-monster`), and the pledges 「这个效果发动的回合，这张卡不能攻击」 (`not-attacked`:
 * it cannot be activated once the card declared an attack, even a negated one) and 「…不能直接攻击」 (`not-attacked-directly`).
 */
export type SelfState =
  | 'set-this-turn'
  | 'summoned-this-turn'
  | 'flipped'
  | 'face-up'
  | 'in-defense'
  | 'in-attack'
  | 'attacked'
  | 'not-attacked'
  | 'not-attacked-directly'
  | 'battled'
  | 'destroyed-by-battle-a-monster'
  /**
   * Added (FD-BATTLE-PHASE-END-DEED): 「这张卡攻击宣言的战斗阶段结束时」 (`attack-declared`: it declared an attack this turn, even one negated
   * or stopped) and 「这张卡进行直接攻击的战斗阶段结束时」 (`attacked-directly`: a direct attack of it reached damage calculation).
   */
  | 'attack-declared'
  | 'attacked-directly'
  /** Added (FD-BATTLE-PHASE-END-DEED): 「这张卡给与对方基本分战斗伤害的战斗阶段结束时」 — it dealt the opponent battle damage this turn. */
  | 'dealt-battle-damage'
  /**
   * Added (issue 16, ZONE-CO-LINKED / ZONE-EX-LINK): where it stands among the link arrows — 「这张卡是连接状态」 (`linked`: a
   * Link monster points at it, or it is one pointing at a monster), 「这张卡是互相连接状态」 (`co-linked`), 「这张卡是额外连接状态」
   * (`extra-linked`: co-linked Link monsters join both Extra Monster Zones through it). Read from the zones the situation states.
   */
  | 'linked'
  | 'co-linked'
  | 'extra-linked'
  /**
   * Added (CMP-EMZ-UNLINKED-PROTECT): 「额外怪兽区域的这张卡的所连接区没有怪兽存在的场合」 — it stands in an Extra Monster Zone and no monster is in a
   * zone it points to. Read from the zones the situation states: a Main Monster Zone stated is enough to say no; not stated, cannot be told.
   */
  | 'extra-zone-unlinked'
  /**
   * Added (issue 16, CMP-MATERIALS-APPLY): it holds Xyz Materials now (「这张卡的效果若这张卡的超量素材没有则不适用」) — read from
   * the materials the situation states (`素材:X+Y`), less those detached since; not stated: the engine cannot tell.
   */
  | 'has-materials'
  /** Added (issue 16, CH-NONCHAIN-NEGATE-ANYWAY): 「这张卡装备中的场合」 — it is an Equip Card equipped to a monster now. */
  | 'equipping'
  /**
   * Added (CMP-COIN-GRANTED): the coin its 「进行1次投掷硬币得到以下效果」 tossed came out heads (表) or tails (里) — kept while it stays face-up
   * (`(硬币表)` `(硬币里)` in the situation, or the link's `[表]` `[里]`); not told: unknown.
   */
  | 'coin-heads'
  | 'coin-tails';

/**
 * What happened to this card that a 「这个效果在这张卡…的回合不能发动」 condition names (CH-SENT-GY-TURN): it was sent to the GY
 * (「送去墓地的回合」), banished (「被除外的回合」「除外的回合」) or summoned (「召唤·特殊召唤的回合」「特殊召唤的回合」). Added (s58, CH-SENT-GY-TURN):
 * `flipped` — flipped face-up (「反转的回合」: a Flip Summon, or a flip by an effect).
 */
export type CardTurnEvent = 'sent-to-gy' | 'banished' | 'summoned' | 'flipped';

/** A state of the game that must hold (at activation or at resolution). */
export type Condition =
  | { is: 'hand-size'; side: Side; op: '==' | '<=' | '>='; value: number }
  | { is: 'lp'; side: Side; op: '==' | '<=' | '>='; value: number }
  /** Added (issue 16, CH-NONCHAIN-NEGATE): both players hold as many cards in hand (「自己手卡的数量和对方手卡的数量相同」). */
  | { is: 'hands-equal' }
  /**
   * Added (issue 16, CH-ZONES-FULL): every Main Monster Zone of `side` holds a monster (「对方场上的怪兽卡区域全部有怪兽存在」 —
   * the Monster Zones of the old wording are the Main ones since Master Rule 2017; a monster in an Extra Monster Zone fills none).
   */
  | { is: 'zones-full'; side: Side }
  /**
   * Added (s58, CH-COLUMN-COUNT): one column holds at least `min` cards of either player (「相同纵列有卡2张以上存在」 机界骑士①,
   * 「3张以上的卡在相同纵列存在」 铁骑龙 创世母神机①) — Main and Extra Monster Zones, Spell & Trap Zones (the Pendulum Zones among them);
   * the Field Zone is in no column. `ownZone`: the procedure puts the card 「在那个纵列的自己场上」, so that column's Main Monster Zone of
   * its player must be free too.
   */
  | { is: 'column-count'; min: number; ownZone?: true }
  /**
   * A card matching the filter exists (count at least `min`, default 1). Added (issue 12): `distinct`
   * 'name' counts cards of different names only (「「X」怪兽3种类以上存在」). Added (issue 16, CH-COND-EITHER):
   * `or`, a second kind of card that meets it as well (「场上有效果怪兽或者里侧守备表示怪兽存在」: either kind).
   */
  | {
      is: 'exists'; filter: CardFilter; min?: number; distinct?: 'name'; or?: CardFilter;
      /** Added (issue 16, CMP-KINDS-IN-ZONE-TIERS): at most this many (「●2种类：」 exactly 2 with `min` 2). */
      max?: number;
      /**
       * Added (issue 16, WIN-STATE-AT-EVENT): a trigger's 「○○存在的状态，xx的场合」 — the state is read at the moment of its
       * event, not once the chain is over (docs/c03/诱发类效果.rst:404–407).
       */
      atEvent?: true;
    }
  /**
   * Added (issue 12): there are cards matching `of`, and every one of them matches `filter`
   * (「自己场上的怪兽只有「X」怪兽」: its controller's monsters are all 「X」 monsters).
   */
  | {
      is: 'only'; of: CardFilter; filter: CardFilter;
      /** Added (issue 16, CMP-HAND-ACTIVATION-IF): 「自己场上的怪兽只有「X」怪兽3只」 — and there are exactly this many of `of`. */
      count?: number;
    }
  /** No card matching the filter exists. */
  | { is: 'none'; filter: CardFilter; /** Added (issue 16, WIN-STATE-AT-EVENT): read at the moment of the trigger's event. */ atEvent?: true }
  | { is: 'turn'; whose: Side }
  | { is: 'phase'; phases: PhaseId[] }
  /**
   * Added (CH-COND-EITHER): met when every condition of one of the lists is — 「这个效果在自己回合的主要阶段及对方回合的战斗阶段才能发动」
   * (血之代偿: its controller's Main Phase, or the opponent's Battle Phase).
   */
  | { is: 'either'; of: Condition[][] }
  /**
   * Added (CH-PROTECT-CONDITION): 「有「X」超量怪兽在作为超量素材中的这张卡」 — this card holds, as Xyz Material now, a card the filter names
   * (read from its stated materials `素材:X`; not stated, or a detach that may have taken it: not told).
   */
  | { is: 'holds-material'; filter: CardFilter }
  /** This card was special/normal summoned / set this turn, etc. */
  | {
      is: 'self-state'; state: SelfState;
      /**
       * Added (issue 16, CMP-MATERIALS-TIERS): with `has-materials`, at least this many Xyz Materials held now (「这张卡持有的超量素材数量让这张卡
       * 得到以下效果。●3个以上：…」).
       */
      min?: number;
      /** Added (CMP-GRANTED-XYZ-MATERIAL): with `has-materials`, one of them is a monster of this kind (「这张卡有超量怪兽在作为超量素材的场合」). */
      materialKind?: 'xyz';
      /**
       * Added (CMP-SUMMON-TURN-FIELD-NEGATE): with `summoned-this-turn`, the summon it names (「这张卡超量召唤成功的回合」: an Xyz Summon;
       * none: any Normal or Special Summon).
       */
      how?: SummonHow;
    }
  /**
   * Added (issue 12, activation conditions): more cards match `more` than match `than`
   * (「对方场上的怪兽数量比自己场上的怪兽多」: the opponent's monsters outnumber its controller's).
   */
  | { is: 'more'; more: CardFilter; than: CardFilter }
  /** Added (issue 12): `side`'s LP is below the other player's, by at least `by` when said (「自己基本分比对方少2000以上」). */
  | { is: 'lp-behind'; side: Side; by?: number }
  /**
   * Added (CH-COND-HIGHEST-ATK): 「场上的攻击力最高的怪兽在对方场上存在」 — the face-up monster with the highest ATK on the field is on
   * `side`'s field, and none of the other side's ties it.
   */
  | { is: 'highest-atk-on'; side: Side }
  /**
   * Added (issue 16, CH-STAT-BATTLING): this card (`who` 'self') or the monster it is equipped to ('equipped') is in the
   * attack now — the attacker or the monster attacked — against a monster matching `with` when given (「这张卡和暗属性
   * 怪兽进行战斗的伤害步骤内」「这张卡的装备怪兽进行战斗的场合」). A direct attack is no battle with a monster.
   * `attacking` (CH-ATTACK-LOCK, 「这张卡攻击的场合」): only as the attacker, a direct attack included.
   */
  | { is: 'battling'; who: 'self' | 'equipped' | 'own'; with?: CardFilter; attacking?: true; inDefense?: true; of?: CardFilter }
  // (`own`, CH-BATTLE-INDESTRUCTIBLE: 「自己的「命运英雄」怪兽进行战斗的伤害计算时」 — a monster of its controller matching `of` is the attacker or
  // the attacked monster of a battle between monsters now.)
  // (`inDefense`, CMP-TRAP-BECOMES-EQUIP: 「装备怪兽以守备表示进行战斗的场合」 — in the attack now, as the attacker (a direct attack included)
  // or the attacked monster, in Defense Position.)
  /**
   * Added (issue 16, CH-HISTORY-CONDITION): `side` activated an effect of a card of `cardKind` this turn
   * (「这个回合的自己主要阶段对方把怪兽的效果发动的场合」 三战之才) — read from the turn's history (`本回合:`): an activation
   * that was negated was never made (docs/c02/卡片·效果的发动.rst:201); one whose effect was negated was.
   */
  | { is: 'activated-this-turn'; side: Side; cardKind?: 'monster' | 'spell' | 'trap' }
  /**
   * Added (issue 16, FD-BATTLE-MEMORY): 「同1次的战斗阶段中宣言第2次的直接攻击时」 — at least `count` direct attacks were already made in
   * this Battle Phase by the attacking player's monsters (states 已直接攻击; a direct attack negated or stopped before damage
   * calculation does not count: docs/c03/战斗阶段流程.rst:305–312).
   */
  | { is: 'direct-attacks-before'; count: number }
  /**
   * Added (issue 16, CH-OWN-EFFECT-APPLIED): 「这张卡的①的效果适用的回合」 — an activation of this card's effect `effect` by its
   * player applied this turn (read from the turn's history `本回合:`: not negated, not rewritten — rules reference
   * docs/c03/无效.rst:609).
   */
  | { is: 'own-effect-applied'; effect: number }
  /**
   * Added (CH-SUMMONED-COUNT-CONDITION): 「对方在这个回合把怪兽5只以上召唤·特殊召唤」 (原始生命态 尼比鲁) — `side` Normal or Special Summoned
   * at least `count` monsters this turn, read from the turn's history (`本回合:`), the summon the situation shows, and the monsters marked
   * 本回合特召: a negated summon was never made (docs/c02/卡片·效果的发动.rst:201 on negated activations, alike for summons).
   */
  | { is: 'summoned-count-this-turn'; side: 'self' | 'opponent'; count: number }
  /**
   * Added (CH-SENT-GY-TURN; s56 wrote it as the self-state not-sent-to-gy-this-turn, s57 made the event a parameter): 「这个效果在这张卡
   * 送去墓地的回合不能发动」 and the same words with 「被除外」「特殊召唤」 — `event` did not happen to this card this turn (`how`: only that
   * summon, 「特殊召唤的回合」; none: any Normal or Special Summon). Known false from a move this judging made, the situation's state
   * (`本回合送去墓地` `本回合除外` `本回合特召`) or the turn's history; otherwise not told (assumed met, said) — ../engine/game/turn-event.ts.
   */
  | { is: 'not-this-turn'; event: CardTurnEvent; how?: SummonHow }
  /** Something the vocabulary cannot express: the engine cannot judge it and says so. */
  | {
      is: 'other';
      note: string;
      /**
       * Added (CMP-MAIN-PHASE-1-START): the clause was read, but what it asks is a moment or a fact no situation states (「主要阶段1的开始时」:
       * the very start of the phase; 「通常抽卡的这张卡持续公开」: the card drawn in the Draw Phase) — assumed, and said so, not "unread".
       */
      unstated?: true;
      /**
       * Added (s54, CH-DRAWN-REVEALED): 「自己抽卡阶段通过把通常抽卡的这张卡持续公开」 — the card is not activated whenever its player may: it
       * is the card drawn by the normal draw of its player's own Draw Phase, kept revealed in the hand from then on, and activated later
       * that turn (升阶魔法-七皇之剑, 闪光抽卡). The answer describes that reveal when it refuses such a card or assumes the reveal.
       */
      drawnRevealed?: true;
    };

/**
 * What an activation must be for a "when X is activated" effect (「…发动时」) to answer it.
 * It must be the chain link directly below. All fields AND together.
 */
export interface ActivationPattern {
  /** Who activated it, relative to this effect's controller. */
  by?: Side;
  /** The kind of card whose activation it is. */
  cardKind?: CardKind | CardKind[];
  /** Added (seed cards, staples): the card is any of these subtypes (王宫的陷落: a Continuous Trap; 反击反击: a Counter Trap). */
  cardSubtypes?: string[];
  /** `card`: a Spell/Trap card activation; `effect`: an effect activation (incl. monsters'); default any. */
  activation?: 'card' | 'effect' | 'any';
  /**
   * Added (s54, CH-RESPONDS-CARD-WORD): 「当对方发动以墓地里的怪兽卡为对象的卡时」 (大火葬) — 「发动…卡」 naming no kind: a Spell/Trap card's
   * activation or a monster's effect (a 「卡的发动」 wording concerning monster cards answers a monster effect: docs/c02/卡片·效果的发动.rst:9);
   * a face-up Spell/Trap's effect the words do not settle (taken as one, said).
   */
  cardWord?: true;
  /** Added (issue 16, CH-RESPONDS-CARD): the activated card is of this race / Attribute (「雷族怪兽的效果…发动时」). */
  card?: Pick<CardFilter, 'race' | 'attribute' | 'levelMin' | 'levelMax'>;
  /** Where it was activated from (青眼精灵龙: 'gy'). */
  from?: Place | Place[];
  /**
   * Added (issue 16, CH-RESPONDS-MONSTER-CARD): 「怪兽卡的效果发动时」 — the activating card is known as a monster card: a face-down
   * card activating in the Monster Zone is a monster activating, but not a monster card (its kind is hidden; 基本用语.rst:1255–1259).
   */
  monsterCard?: true;
  /**
   * Added (issue 16, CH-RESPONDS-CHAINED): 「连锁到卡的效果的发动而有…发动时」 — the activation answered must itself be chained to the
   * activation of a card's effect: the first link of a chain does not meet it.
   */
  chained?: true;
  /** Its effect includes an action of these kinds (灰流丽: add from deck, SS from deck, send from deck). */
  includes?: Array<{ do: ActionType; from?: Place | Place[]; filter?: CardFilter }>;
  /**
   * Added (staples): it matches when at least one of these patterns matches; the other fields still
   * AND with that. 「怪兽的效果·魔法·陷阱卡发动时」 is a monster effect OR a Spell/Trap *card*
   * activation (not the effect of a face-up Spell/Trap): 召唤兽 梅尔卡巴, 光与暗之龙, 崇光之宣告者.
   */
  anyOf?: ActivationPattern[];
  /** It targets (对象) exactly this many cards matching the filter (王家的诅咒: 1 S/T on the field). */
  targetsExactly?: { count: number; filter: CardFilter };
  /** Its effect would destroy that target (王家的诅咒). */
  destroysItsTarget?: boolean;
  /** It would destroy cards matching this filter (我身作盾: monsters on the field). */
  wouldDestroy?: CardFilter;
  /**
   * Added (issue 16, CH-DESTROYS-COUNT): with `wouldDestroy`, at least this many such cards (「要让场上的卡2张以上破坏的…」): counted
   * from what the activation would certainly destroy — its targets, the answered card, or the cards on a listed field
   * a destruction of "all" such cards reaches. A field the situation does not list is assumed to hold enough.
   */
  wouldDestroyMin?: number;
  /**
   * Added (issue 16, CH-DAMAGE-AT-ACTIVATION): it would deal damage to this player, relative to this effect's
   * controller (「给与自己伤害的…效果发动时」: 'self'; 「给与对方伤害的…」: 'opponent') — certainly, as read at activation.
   */
  wouldDamage?: Side;
  /**
   * Added (seed cards): it targets at least one card matching this filter (青色眼睛的少女: this card;
   * 真红眼黑刃龙: a card on your field; 月光红狐: your 「月光」 monster).
   */
  targets?: CardFilter;
}

/** A kind of summon a summon negation answers (a Tribute Summon is a Normal Summon). */
export type SummonKind = 'normal' | 'flip' | 'special';
/**
 * CH-SUMMON-UNNEGATABLE-GRANTED: 「连接怪兽的连接召唤不会被无效化」 — the monsters (`filter`) whose summons of these kinds (`how`: a Normal,
 * Flip or any Special Summon, or a Special Summon by that method) cannot be negated.
 */
export interface SummonGrant {
  filter: CardFilter;
  how: ('normal' | 'flip' | 'special' | 'fusion' | 'synchro' | 'xyz' | 'link' | 'ritual' | 'pendulum')[];
}

/**
 * Added (seed cards): a summon negation (召唤无效) answers a monster *being* summoned (召唤之际),
 * which is not an activation: 神之宣告, 升天之角笛, 王宫的弹压. Kinds of summon it can answer.
 */
export interface SummonPattern {
  summon: SummonKind[];
  /** Whose summon, relative to this effect's controller; default any. */
  by?: Side;
}

/**
 * Added (card text compiler): the event words of the card answer (../shared/spec/output.md), finer
 * than EventType where the text says more (「离开场上」「伤害计算前」「作为素材」). Words for people and
 * the measurement; the engine reads `event`.
 */
export type TriggerWord =
  | 'summoned'
  | 'special-summoned'
  | 'flip-summoned'
  | 'flipped'
  | 'summoning'
  | 'destroyed'
  | 'destroyed-by-battle'
  | 'sent-to-gy'
  | 'banished'
  | 'left-field'
  | 'added-to-hand'
  | 'returned-to-hand'
  | 'returned-to-deck'
  | 'discarded'
  | 'drawn'
  | 'activated'
  | 'activation-negated'
  | 'targeted'
  | 'attack-declared'
  | 'attacked'
  | 'battle-start'
  | 'before-damage-calculation'
  | 'damage-calculation'
  | 'after-damage-calculation'
  | 'battle-damage'
  | 'damage'
  | 'used-as-material'
  /** Added (issue 16, WIN-POSITION-CHANGED): 「（场上的怪兽的）表示形式变更的场合」. */
  | 'position-changed'
  /** Added (issue 16, WIN-TRIBUTED): 「被解放的场合」. */
  | 'tributed'
  /** Added (issue 16, CMP-EQUIPPED-EVENT): 「有装备卡被装备的场合」. */
  | 'equipped'
  /** Added (CMP-ATTACK-NEGATED-EVENT): 「怪兽的攻击无效时」. */
  | 'attack-negated'
  | 'standby-phase'
  | 'end-phase'
  | 'battle-phase-start'
  | 'chain-resolved'
  | 'other';

/**
 * Added (s58, WIN-USED-AS-MATERIAL): what summon used a card as its material — a Fusion, Synchro, Xyz, Link or Ritual Summon's
 * materials, or a Tribute Summon's tributes (「把这张卡解放作上级召唤成功时」).
 */
export type MaterialUse = 'fusion' | 'synchro' | 'xyz' | 'link' | 'ritual' | 'tribute';

/** What card's effect a Special Summon must have been made by (WIN-SUMMONED-BY-CARD): its name, or an archetype, a kind, a Type (`race`: 「魔法师族怪兽」). */
export interface SummonedByCard {
  name?: string;
  archetype?: string;
  kind?: 'monster' | 'spell' | 'trap';
  race?: string;
}

/** The event a trigger listens to. */
export interface TriggerPattern {
  /** Added (CH-STAT-PER-ACTIVATION-LEFT): 「…的战斗阶段中每次…」 — the lingering step is done only for events in a Battle Phase. */
  inBattlePhase?: true;
  /**
   * Added (CH-ATTACK-WINDOW, review s45-rv1): 「对方怪兽的直接攻击宣言时」 — only a direct attack's declaration meets it; an attack on a
   * monster does not (速攻稻草人, 消战者, 封锁守卫者 were activatable at any attack).
   * Added (s55, CMP-DAMAGE-CAUSE): of a damage, 「对方怪兽的直接攻击让自己受到战斗伤害时」 — battle damage of a direct attack only (the attack
   * as the situation or the chain leaves it has no target); battle damage of an attack on a monster does not meet it.
   */
  direct?: true;
  /**
   * Added (CH-ATTACK-TARGET-SUBJECT): a trigger at a step of a battle (`phase`) whose subject is the monster attacked in it
   * (「这张卡被攻击的场合，伤害计算后」「自己怪兽被攻击的伤害计算时」) — the subject is judged against the attack target, as the word
   * 'attacked' of a trigger on the attack itself is.
   */
  attackTarget?: true;
  /**
   * Added (CMP-ATTACK-NEGATED-EVENT): 「表侧攻击表示存在的怪兽为攻击对象的怪兽的攻击无效时」 — the negated attack was on a monster that
   * matches this filter (judged as the target was then); a direct attack has none and does not meet it.
   */
  negatedAttackOn?: CardFilter;
  /**
   * Added (s54, CMP-DAMAGE-TAKER): 「对方的卡的效果让自己受到1000以上的伤害时」 — one damage of at least this much meets it (the amount the
   * damage event carries; when the input does not say it, it is assumed that large and said: CH-DAMAGE-AT-LEAST).
   */
  damageAtLeast?: number;
  /**
   * Added (s57, CH-DAMAGE-AT-LEAST): 「…给与对方1500以下的伤害时」 — one damage of at most this much meets it (`damageAtLeast`'s other end, read
   * and judged the same way: CH-DAMAGE-AT-LEAST).
   */
  damageAtMost?: number;
  /**
   * Added (s54, CMP-DAMAGE-CAUSE): 「这张卡的战斗…让自己受到伤害」 — battle damage meets it only from a battle this card was in (the attacker
   * or the attack target); other causes the text lists (「…或者对方的卡的效果」) are judged by `cause` / `causedBy`.
   */
  damageBattleOfSelf?: true;
  /**
   * Added (s54, CMP-DAMAGE-CAUSE): 「「淘气仙星」怪兽的效果让对方受到伤害」 — effect damage meets it only when the card of the link that dealt it
   * matches this filter; a damage whose card is not known is taken as met, and said (WIN-DAMAGE-CAUSE).
   */
  damageByEffectOf?: CardFilter;
  /**
   * Added (s54, CMP-DAMAGE-CAUSE): the words before 「让自己／对方受到」 that say what dealt the damage, when not read (「自己的「星际仙踪」怪兽的战斗」)
   * — never interpreted: the window says they were not checked (WIN-DAMAGE-CAUSE).
   */
  damageCauseWords?: string;
  /**
   * Added (issue 16, CMP-LINKED-ZONE / WIN-LINKED-ZONE): 「这张卡所连接区有怪兽特殊召唤」 (`self`), 「场上的连接怪兽所连接区有…特殊召唤」 (`any`) —
   * the monster must land in a zone this card (or any face-up Link monster) points to.
   */
  linkedZone?: 'self' | 'any';
  /**
   * Added (issue 16, WIN-SAME-COLUMN-ACTIVATED): 「和这张卡相同纵列有魔法·陷阱卡发动的场合」 — the card activated must stand, when
   * activated, in this card's column (zones stated: `主3`, `魔陷3`); this card's column is its zone in the situation.
   */
  sameColumn?: true;
  /**
   * Added (s58, WIN-SAME-COLUMN-BATTLE): 「这张卡和相同纵列的对方怪兽进行战斗的攻击宣言时」 (翠岚之机界骑士②) — the attack declared is of a battle
   * between this card and a monster standing in its column (zones stated: `主3`, `EX左`); a direct attack has no such monster.
   */
  foeSameColumn?: true;
  /**
   * Added (s58, WIN-SAME-COLUMN-MOVED): 「和这张卡相同纵列的对方的卡从场上离开的场合或者被战斗破坏的场合」 (灯影之机界骑士②) — the card of the
   * event stood in this card's column (zones stated, as the situation states them); a card of another column does not meet it.
   */
  subjectSameColumn?: true;
  event: EventType | EventType[];
  /** Added (card text compiler): every event the text lists, in its words (「召唤·特殊召唤成功时」 is two). */
  on?: TriggerWord[];
  /**
   * Added (card text compiler): who caused it as the text says (「被对方破坏」「对方的效果」), for the card
   * answer. Words only: the engine judges `by`, which a compiled pattern leaves unset (an action typed
   * without its cause would otherwise never meet it).
   */
  causedBy?: Side;
  /**
   * Added (card text compiler): a delayed trigger — the event that arms it, earlier in the turn
   * (「这张卡被破坏送去墓地的回合的结束阶段才能发动」: armed by being sent to the GY, used at the End Phase).
   */
  armedBy?: TriggerWord[];
  /**
   * Added (issue 16, CH-ARMED-LOST): the phase is that of the turn of the arming event (「这张卡特殊召唤的回合的结束阶段」
   * 「召唤·反转召唤的回合的结束阶段」), not a phase after a summon made a certain way (「这张卡的①的方法召唤的场合，结束阶段发动」):
   * a card temporarily banished since is no longer one summoned that turn (docs/c03/里侧·一时除外.rst:160–177, 220–225).
   */
  armedTurn?: true;
  /**
   * Added (CMP-ARMED-STANDBY): with `armedBy`, for a Standby Phase trigger, the arming move read as an event of its own —
   * 「这张卡被卡的效果破坏送去墓地的场合，下次的准备阶段时…」: `{ event: 'destroyed', on: ['sent-to-gy'], subject: { self: true }, cause: 'effect' }`.
   * The Standby Phase played after a chain (CH-STANDBY-ARMED-TRIGGER) matches it against the chain's events.
   */
  arming?: TriggerPattern;
  /**
   * Added (issue 16, CMP-ARMED-NO-PLACE): a delayed trigger armed by this card's own move whose cost and steps never touch this card
   * (「场上存在的这张卡被破坏的场合，下个回合的准备阶段时，可以把自己墓地存在的1只…特殊召唤」): activated from no place — wherever the card
   * went since (the Extra Deck, face-down banished), it is activated all the same (docs/c03/诱发类效果.rst:238–241).
   */
  noPlace?: true;
  /**
   * Added (s54, CMP-NEGATED-BY-SIDE): 「对方把怪兽的召唤·特殊召唤无效的场合或者对方把…的发动无效的场合」 (魔女的一击) — a summon negated
   * meets it as well as the activation negated its `event` names (the engine records no event for a negated summon: CH-NEGATED-EVENT).
   */
  orSummonNegated?: true;
  /** Whose event: the cards involved must match (default: this card, `{ self: true }`). */
  subject?: CardFilter;
  /** The cards came from here (「从场上送去墓地」: 'field'). */
  from?: Place | Place[];
  /**
   * Added (CMP-EVENT-FROM-ONE): `from` is said of this one of the listed events only (「这张卡被除外的场合或者从场上送去墓地的场合」:
   * 'sent-to-gy'); the others are met from anywhere.
   */
  fromFor?: EventType;
  /**
   * Added (issue 16, WIN-TRAP-MONSTER-FROM-GY): `from` was read from 「从X以外」 — the place it excludes. A trap monster
   * summoned from the GY was a Trap there, not a monster: it meets 「从墓地以外有怪兽特殊召唤」, not 「从墓地特殊召唤」.
   */
  fromExcept?: Place;
  /** For 'destroyed': by battle or by a card effect. */
  cause?: EventCause | EventCause[];
  /** Who caused it, relative to this effect's controller (「对方的效果」). */
  by?: Side;
  /** For negations: negated by a counter trap (冥王龙 断罪神). */
  byCounterTrap?: boolean;
  /**
   * Added (issue 16, WIN-CAUSE-CARD-KIND): the event was made by the effect of a card of this kind — 「自己的通常陷阱卡的效果让
   * 怪兽从场上离开的场合」: `{ kind: 'trap', normal: true }` (a Normal Trap: no subtype), with `by` the side that controls it.
   */
  causeKind?: { kind: 'spell' | 'trap'; normal?: true };
  /**
   * Added (issue 16, WIN-MOVED-ALONE): 「只有这张卡被「极星」连接怪兽的效果除外的场合」 — the card of the link whose effect made the event
   * matches this filter (as it was just before the event), and (`alone`) that effect moved no card but this one.
   */
  movedByCard?: CardFilter;
  /**
   * Added (WIN-SUMMONED-BY-CARD): 「这张卡用「X」的效果特殊召唤成功时」「…用「剑斗兽」怪兽的效果特殊召唤的场合」 — a Special Summon meets it only when
   * made by the effect of the card of that name, or of a card of that archetype (and kind): the card of the link that made it, or the
   * card a note names (`特殊召唤 Y [由 X]`); a summon whose cause is not written is taken as such, and said. Other events of the same
   * trigger (「召唤成功的场合或者用…特殊召唤成功的场合」) are not held to it.
   */
  summonedByCard?: SummonedByCard & {
    /**
     * Added (s48): a lead naming several kinds, any of which may have made it (「用魔法师族怪兽或者名字带有「魔导书」的魔法卡的效果」,
     * 魔导天士 杜勒蒙德) — the card fits one of them; the fields above are then the first.
     */
    anyOf?: SummonedByCard[];
  };
  /** Added (issue 16, WIN-MOVED-ALONE): the effect that made the event moved only this card (no other card in any move of that link). */
  alone?: true;
  /** Added (issue 16, WIN-TRIBUTED): 「被（效果）解放的场合」 — the cards were tributed (解放), not merely sent to the GY. */
  tributed?: true;
  /**
   * Added (s58, WIN-USED-AS-MATERIAL): 「这张卡作为连接素材送去墓地的场合」「这张卡为同调素材的同调召唤成功时」 — the cards left as materials of a
   * summon of one of these kinds (empty: any summon that uses materials — 「作为素材」 with no kind), not by any other move to the GY.
   */
  asMaterialFor?: MaterialUse[];
  /**
   * Added (issue 16, WIN-ALREADY-THERE): 「这张卡在手卡·墓地存在，xx的场合」 / 「这张卡在墓地存在的状态，xx的场合」 — the card watches
   * another card's event from that place, so it must already be there: its own card moved by the event does not meet it
   * (docs/c03/诱发类效果.rst:393–399).
   */
  alreadyThere?: true;
  /**
   * Added (WIN-TRAP-OWN-CHAIN): the trigger is not met by what happens in the chain of its own card's activation — a Trap's trigger
   * whose text says 「这张卡(已)在魔法与陷阱区域·场上存在」 (read by the compiler), or one the reference rules so (curated:
   * docs/c03/诱发类效果.rst:389, PSY骨架加速器). Without it, a Trap's trigger sees what happens after its card was activated.
   */
  notInOwnChain?: true;
  /**
   * Added (issue 16, WIN-BANISHED-AS-MONSTER): the subject is named a monster card 「…怪兽卡」 (or 「「○○」卡」), not a monster
   * 「…怪兽」: a banish of it counts whatever it was used as (an equip card, one placed as a Spell). A subject named a monster
   * must have been one when banished.
   */
  monsterCard?: true;
  /** Added (issue 16): 「怪兽2只以上同时被送去墓地的场合」 — at least this many of the subject's cards in that one event. */
  cardsMin?: number;
  /** Added (WIN-BANISHED-FACE-DOWN): 「每次对方的卡被里侧表示除外」 — only a banishment face-down meets it. */
  faceDown?: true;
  /**
   * Added (issue 16, WIN-NOT-TARGETED): 「…被不以那张卡为对象的卡的效果破坏的场合」 — each card of the event is counted only when the
   * effect that moved it did not target it (an effect rewritten into one that targets nothing targets nothing: CH-REWRITE).
   */
  notTargeted?: true;
  /**
   * Added (issue 16, WIN-EQUIPPED-ONLY): 「装备在怪兽上的这张卡被…破坏时」「怪兽装备的这张卡…」 — this card must have been an Equip Card
   * equipped to a monster when the event happened: one left in the Spell & Trap Zone unequipped (its equip not made) does not meet it.
   */
  equippedOnly?: true;
  /** Phase-start triggers (「准备阶段」「结束阶段」), or the phase an event must happen in. */
  phase?: PhaseId;
  /**
   * Added (CH-PHASE-TRIGGER-TURN): whose phase a phase-start trigger is, from its controller's side — 「自己准备阶段」「自己的结束阶段」
   * 'self', 「对方准备阶段」 'opponent'; absent when the text names no player (「准备阶段」) or both (「自己·对方的准备阶段」「双方的」).
   */
  phaseTurn?: 'self' | 'opponent';
  /**
   * Added (CH-DELAYED, s59 round 17): a delayed step's phase counted from the activation — 「发动后第2次的自己的准备阶段」 `{ n: 2, whose:
   * 'self' }`. Said in the step left for later, so the answer names which Standby Phase; the engine does not count phases yet.
   */
  counted?: { n: number; whose?: 'self' | 'opponent' };
  /**
   * Added (CH-PERIOD): a period the text bounds, 「从伤害步骤开始时到伤害计算前」 — from this part of the phase up to `phase`
   * (a card activation or quick effect used in it, ../engine/chain/period.ts).
   */
  periodFrom?: PhaseId;
  /**
   * Added (CH-END-PHASE-NEXT-TURN): a delayed step waiting for that phase of the next turn (「下个回合的结束阶段把那张卡破坏」), not
   * this turn's — the End Phase of the turn it was applied in does not do it.
   */
  nextTurn?: true;
  /**
   * Added (trigger-window QA): for 'summoned', the summon must be a Tribute Summon with at least this
   * many tributes (「上级召唤成功时」 1: 冰帝 美比乌斯; 「解放2只以上上级召唤」 2: 冥界的宝札).
   */
  tributesMin?: number;
  /**
   * Added (issue 16, 战斗阶段流程): 「这张卡战斗破坏对方怪兽的场合」 — this card is the one that destroyed a monster by battle
   * (not the monster destroyed): it must still be on the field when the trigger is activated (CH-DESTROYER-LEFT).
   */
  destroyer?: 'self';
  /**
   * Added (WIN-DESTROYER-SELF, review s47): with `destroyer`, the words the text puts on the monster destroyed that nothing reads (「这张卡战斗
   * 破坏攻击力0的怪兽的场合」: 「攻击力0的」, 爬虫妖女·斯库拉) — shown when the trigger is offered, never interpreted.
   */
  destroyedWords?: string;
  /**
   * Added (issue 16, WIN-BATTLE-TO-GY): 「…战斗破坏怪兽送去墓地的场合」「…被战斗破坏送去墓地时」 — the monster destroyed by battle
   * must reach the GY (a Token, a Trap used as a monster, or one banished instead does not). Says which battling monster the
   * subject names: the one destroyed, or the one that destroyed it.
   */
  battleToGy?: 'destroyed' | 'destroyer';
  /**
   * Added (issue 16, WIN-DESTROYED-BY): 「自己场上的…怪兽用战斗或者自身的效果破坏场上的卡的场合」 — what destroyed the subject: a monster
   * matching this filter, by battle (the monster it battled) or by that monster's own effect (the card of the link that destroyed it).
   */
  destroyedBy?: CardFilter;
  /**
   * Added (issue 16, WIN-EVENT-TURN): 「自己回合让这张卡…时」 — the event must happen in the turn of the player who controlled the
   * subject when it happened ('self') or of the other player ('opponent'); a later change of control does not make it so.
   */
  turn?: Side;
}

export interface Targeting {
  /** What may be targeted. */
  filter: CardFilter;
  count: number;
  /** Up to `count` (「最多2张」). */
  upTo?: boolean;
  /**
   * Added (CMP-TARGET-ANY-NUMBER): `count` or more, with no most — 「以自己墓地的怪兽任意数量为对象」 (one or more: `count` 1), 「…怪兽2只以上为对象」
   * (two or more). The player picks how many as the effect is activated; the cards that fit bound it.
   */
  orMore?: true;
  /**
   * Added (CH-TARGET-CO-LINKED, s49): with `upTo`, at most as many targets as the monsters co-linked with this card (「最多有和这张卡
   * 互相连接的怪兽数量的…」, 互相连接) — counted from the zones the situation states; not stated, the number is unknown and said.
   */
  countCoLinked?: true;
  /**
   * Added (CMP-TARGET-COUNTED-BY, s58): 「以最多有对方场上的表侧表示的卡数量的…为对象」 — the words that give the most (「对方场上的表侧表示的
   * 卡」); the bound is not checked, and the answer says so (转生炎兽 暴晒野牛② took any number silently).
   */
  countedBy?: string;
  /**
   * Added (issue 11, family 8): the text names the number again at resolution (「那2张卡破坏」): all or
   * nothing — if one target is no longer valid, the targeted step (and what follows it) does nothing.
   * Without it (「那些」) the effect applies to the targets that remain.
   */
  fixed?: boolean;
  /**
   * Added (issue 16, CH-TARGET-RESTATED): the resolution describes the target again — by whose it is (`side`:
   * 「那只对方怪兽破坏」) or by how it lies (`face`: 「盖放的那张卡破坏」). That part of `filter` is read again when the
   * effect resolves; otherwise a target taken over or turned face-up/face-down in the chain is still the target.
   */
  restated?: { side?: true; face?: true; kind?: 'spell' | 'trap' };
  /**
   * Added (issue 16, CH-NO-TARGET-TAKEN): the target may be left out (「这张卡的发动时，可以以…为对象。那个场合，…」):
   * activated without one, the steps (all of which hang on it) are neither contained nor done.
   */
  optional?: true;
  /**
   * Added (issue 16, WIN-TARGET-OF-EVENT): 「…的场合，以那1只怪兽为对象才能发动」 — the target is a card of the event that
   * met the trigger, where it is now; a card of the event gone where no card is targeted (the hand, the Deck, the Extra
   * Deck) leaves no target, whatever else the field holds.
   */
  ofEvent?: true;
  /**
   * Added (issue 16, CMP-TARGET-GROUPS / CH-TARGET-GROUPS): 「以A和B为对象」 with each group described on its own (「场上1张卡和自己或者
   * 对方的墓地1张卡」): every target must fit one group, no group taking more than its count. `filter` is then what they share.
   */
  groups?: TargetGroup[];
  /**
   * Added (CMP-TARGET-DISTINCT-NAMES / CH-TARGET-DISTINCT-NAMES): the targets must all have different names — 「…为对象才能发动（同名卡最多
   * 1张）」「以自己墓地2只卡名不同的…怪兽为对象」「…怪兽3种类为对象」. Two written targets of one name cannot be taken together.
   */
  distinctNames?: true;
}

/** Added (issue 16, CH-TARGET-GROUPS): one group of a targeting that names several (「自己场上1只爬虫类族怪兽和对方场上2张卡」). */
export interface TargetGroup {
  filter: CardFilter;
  count: number;
  /** Added (CMP-TRIBUTE-ADDED-TARGET): a group that may be left empty (「可以以…为对象」). */
  optional?: true;
  /** Added (CMP-TRIBUTE-ADDED-TARGET): a group that may be taken only when a monster of this Attribute was tributed for this card. */
  ifTributeAttribute?: string;
}

/** Once-per-turn limits. */
export type OncePerTurn = 'soft' | 'hard' | null;

/**
 * Added (CH-LEVEL-AT-RESOLUTION): a level change the resolution makes — 「这张卡的等级直到回合结束时变成3星」 (`self`),
 * 「作为对象的怪兽的等级上升1星」 (`targets`): a raise or lower adds `value` (negative: lowered), a 变成 sets it.
 */
/**
 * One level change an effect makes as it resolves. `per` (s61, CH-COUNT-MOVED): `value` for each monster this link tributed —
 * 「那只怪兽的等级直到回合结束时上升解放的怪兽数量的数值」 (复仇死者的黑夜梦魇 ①, its cost 「任意数量解放」).
 */
export interface LevelStep { of: 'self' | 'targets'; op: 'add' | 'set'; value: number; per?: 'tribute' }

export interface EffectFacts {
  /** 1-based number (①=1); for a card with one unnumbered effect, 1. */
  n: number;
  kind: EffectKind;
  /** Stated only where a card differs from what its kind and card type imply. */
  speed?: SpellSpeed;
  /** Where it is activated (or applies) from; default: the field (hand for a few quick effects). */
  from?: Place | Place[];
  /**
   * For `trigger`/`flip`: the event. Also stated on a `quick` effect that answers an event (诱发即时效果
   * such as 朔夜时雨 「对方把怪兽特殊召唤的场合」 or 小丑与锁鸟) — staples note.
   */
  trigger?: TriggerPattern;
  /**
   * Added (card text compiler): for a card activation or a quick effect used at an event (反射镜力: 「对方
   *怪兽的攻击宣言时」), that event — words for /card and the measurement; the engine does not judge it
   * (a trigger's event is `trigger`).
   */
  waitsFor?: TriggerPattern;
  /** 「…时」 (when: can miss timing) or 「…的场合」 (if: cannot). */
  timing?: 'when' | 'if';
  /**
   * Added (CMP-EVENT-ALTERNATIVES): further events of a trigger listed as alternatives, each with its own subject and timing
   * (「这张卡的攻击宣言时或者对方把怪兽的效果发动的场合」: `trigger` is the first, its own attack declared, a when; here the second, the
   * opponent's monster effect activated, an if). Any one of them met is enough.
   */
  orTriggers?: { trigger: TriggerPattern; timing?: 'when' | 'if' }[];
  /**
   * Added (CH-QUICK-OR-ATTACKED): the second event of a quick effect whose condition joins its targeting and an attack with 「或者」
   * (「这张卡成为对方的效果的对象时或者被选择作为对方怪兽的攻击对象时」): `respondsTo` answers the targeting activation, and this attack
   * on the monster named is an alternative to it — judged as `waitsFor` would be. Not a trigger: the trigger window does not read it.
   */
  orWaitsFor?: TriggerPattern;
  /** Mandatory (强制/必发) or optional (可以/任意). */
  mandatory?: boolean;
  /** For responsive effects: what the link directly below must be. */
  respondsTo?: ActivationPattern;
  /** Added (seed cards): for summon negations, the summon it answers (activated while it is happening). */
  respondsToSummon?: SummonPattern;
  /**
   * Added (seed cards): this record is one ● choice of effect number `choiceOf` (神之宣告,
   * 敌人操纵器): the player picks one of the records sharing `choiceOf` at activation. Records still
   * carry their own consecutive `n`.
   */
  choiceOf?: number;
  /**
   * Added (CH-CHOICE-AT-RESOLUTION): with `choiceOf`, the ● is picked as the effect resolves, not at activation — 「从以下效果选1个适用」
   * (`self`: by the effect's player) or 「对方从以下效果选择1个适用」 (`opponent`: by the other player); CMP-DICE-OUTCOMES: 「掷1次骰子，出现的数目的效果
   * 适用。●1：A ●2～5：B」 (`die`: the ● of the number rolled).
   */
  choiceAtResolution?: 'self' | 'opponent' | 'die';
  /**
   * Added (CMP-DICE-OUTCOMES): with `choiceAtResolution: 'die'`, the numbers rolled that pick this ● (「●2～5：」 → 2, 3, 4, 5) — a `[骰子n]`
   * note names the ● by the roll.
   */
  dieFaces?: number[];
  /** Added (CH-CHOICE-AT-RESOLUTION): the ● option's own words (「对方场上的怪兽全部破坏」), shown to people naming the options, never interpreted. */
  choiceWords?: string;
  /** Added (CH-COPY-AT-RESOLUTION, review s46 (5)): the effect's own printed words (its paragraph, without its number), shown when another card takes its effects (混沌幻影); never interpreted. */
  words?: string;
  /** Paid at activation; not part of the effect. */
  cost?: Action[];
  targets?: Targeting | null;
  /** Must hold to activate. Not checked again at resolution. */
  condition?: Condition[];
  /** Must hold at resolution too (「…的场合才能发动和处理」); else the effect does nothing. */
  resolutionCondition?: Condition[];
  /** What it does at resolution, in order. */
  does: Action[];
  /** The effect needs its card face-up on the field when it resolves (continuous S/T, equip, 'while face-up' monsters). */
  staysOnField?: boolean;
  /** A quick effect usable in the opponent's turn too (「这个效果在对方回合也能发动」) on an otherwise ignition-like ability. */
  alsoOpponentTurn?: boolean;
  /**
   * Added (CH-QUICK-IF): 「X的场合，这个效果在对方回合也能发动」 — it is a quick effect (usable in the opponent's turn too) only while X
   * holds; while X does not, it is an ignition effect (its controller's Main Phase, chain link 1).
   */
  alsoOpponentTurnIf?: Condition[];
  oncePerTurn?: OncePerTurn;
  /**
   * Added (CMP-OPT-EITHER, s48): the effects (by number, this one among them) that share one hard `oncePerTurn` —
   * 「这个卡名的①②的效果1回合只能有1次使用其中任意1个」: using any one of them this turn spends the others too (absent: the limit
   * is this effect's own, as 「①②的效果1回合各能使用1次」 writes).
   */
  oncePerTurnWith?: number[];
  /**
   * Added (issue 16): the limit of `oncePerTurn` holds for the whole Duel, not a turn (「…的效果在决斗中只能使用1次」). Within a
   * turn it judges as the per-turn limit; a use in an earlier turn is stated with `(已用)`.
   */
  oncePerDuel?: true;
  /**
   * Added (CUR-FIREWALL-ONCE-FACE-UP, s49): the limit of a soft `oncePerTurn` lasts while this card stays face-up on the field, not a
   * turn — 「只在这张卡在场上表侧表示存在才有1次」 (表侧存在期间1次). Bound to this copy like 1回合1次: another copy, or this card once it
   * left the field or was turned face-down and came back (a new card), may use it again; a use marked 已用 from an earlier turn counts.
   */
  oncePerFaceUp?: true;
  /**
   * Added (CMP-ONCE-PER-DAMAGE-CALC, s55): the limit of a soft `oncePerTurn` is one damage calculation, not a turn — 「这张卡进行战斗的那次
   * 伤害计算时1次」 (注射天使 莉莉): this copy may use it again in another battle's damage calculation the same turn, so a use marked 已用
   * or listed earlier this turn (another damage calculation) does not spend it; within the one judged, a lower link of it does.
   */
  oncePerDamageCalc?: true;
  /**
   * Added (CH-ONCE-PER-CHAIN, s51): 「同一连锁上最多1次」 — this card may activate this effect once per chain: the same card, already a
   * legal link of this chain with it, cannot be chained again (another copy may). Judged within the chain only.
   */
  oncePerChain?: true;
  /**
   * Added (CH-ONCE-PER-CHAIN, s59 round 17): 「同1组连锁上有复数次同名卡的效果发动的场合，这张卡（这个效果）不能发动」 — bound to the name,
   * not the copy: a card of the same name (either player's) already a legal link of this chain forbids this one. `'effect'` (s61): the
   * same limit written as a line of its own, 「这个卡名的效果在同一连锁上只能发动1次」「「X」的效果在同一连锁上只能发动1次」, on each
   * effect the card activates (not a Continuous card's plain activation, which is no effect) — the refusal quotes that line.
   */
  oncePerChainByName?: true | 'effect';
  /**
   * Added (CH-CHAIN-LINK-AT-LEAST, s59): 「连锁3以后才能发动」 — the card can be activated only as that chain link or higher (一阵之风: 3,
   * 奇迹之苏生: 4), counted over the links of the chain actually activated.
   */
  chainLinkAtLeast?: number;
  /**
   * Added (issue 16, CH-ONCE-APPLIED): the limit of `oncePerTurn` counts applications, not activations (「…的效果在决斗中只能适用1次」
   * 「…1回合只能适用1次」): an earlier activation whose effect did not apply — its activation or effect negated, or its effect
   * rewritten (`改写`) — does not spend it (rules reference docs/c03/无效.rst:627–629).
   */
  onceApplied?: true;
  /**
   * Added (issue 16, CH-WITH-EFFECT): an official ruling on this card says this phase-timed effect
   * may not be activated in the chain link of its own card activation (通灵盘①). Phase-timed effects
   * are decided card by card; without this fact the engine allows it.
   */
  notWithActivation?: true;
  /**
   * Added (staples): 「这个卡名的卡在1回合只能发动1张」 — a limit on activating *cards* of this name,
   * not on one effect (闪电风暴, 抹杀之指名者, 次元障壁).
   */
  cardOncePerTurn?: boolean;
  /**
   * Added (issue 16, CMP-EQUIP-LIMIT): an Equip Spell's activation — the monsters it may be equipped to (正确对象), read from its rule
   * line 「战士族怪兽才能装备」「只有战士族可以装备」; its activation targets only them, and while it is equipped the monster is checked
   * against it again (CH-EQUIP-INCORRECT).
   */
  equipLimit?: CardFilter;
  /**
   * Added (issue 16, SIT-SET-AS-SUMMON): a continuous effect under which a monster "Set" is Normal Summoned face-up in Defense
   * Position instead (「里侧守备表示盖伏的场合，变成表侧守备表示召唤」): the move is a summon, with its summon event.
   */
  setAsSummon?: boolean;
  /**
   * Added (issue 16, SIT-SET-LOCK): a continuous effect under which a player cannot Set cards (「对方不能把卡盖放」「对方不能在场上把卡盖放」
   * 「自己不能把怪兽盖放」): who may not (from the holder's side; 'both' for 「双方」) and what ('card': any card, 'monster', 'spell-trap').
   */
  setLock?: { who: 'self' | 'opponent' | 'both'; what: 'card' | 'monster' | 'spell-trap' };
  /**
   * Added (issue 16, SIT-HAND-KEPT-REVEALED): a continuous effect that keeps a player's whole hand revealed (「双方玩家把手卡全部持续公开」,
   * 「对方把手卡全部持续公开」): whose (from the holder's side; 'both' for 「双方」), and `ownTurn` for 「在各自的回合」 (each player's
   * hand only in their own turn). Those hand cards are public information (state 公开) while it applies.
   */
  revealsHand?: { who: 'self' | 'opponent' | 'both'; ownTurn?: true };
  /**
   * Added (issue 16, CH-LP-GAIN-AS-DAMAGE): a continuous effect that makes that player's LP gains damage to them instead
   * (「对方的基本分的回复的效果变成给与对方基本分的伤害的效果」: 'opponent', from the holder's side). An effect that would
   * make that player gain LP is then an effect that damages them: 「给与伤害的效果发动时」 answers see it as one.
   */
  lpGainAsDamage?: Side;
  /**
   * Added (issue 16, CH-DAMAGE-LOWER-LP-ZERO): a continuous effect 「比对方基本分少的玩家受到的全部伤害变成0」 — a player whose LP
   * are below the other player's when damage is dealt takes none (LP compared as they were before the damage of that
   * same moment; damage one after another is compared each time).
   */
  lowerLpNoDamage?: boolean;
  /**
   * Added (issue 16, CMP-BURN-ON-DAMAGE / CH-BURN-ON-DAMAGE): a continuous 「每次自己场上的「X」怪兽用战斗·效果给与对方伤害，给与对方N伤害」
   * (淘气仙星的灯光舞台③) — each time an effect of a face-up 「X」 monster of its controller's field deals damage to the opponent, the
   * opponent takes N more at the same moment: a damage of its own, applied on no chain.
   */
  burnOnDamage?: { archetype: string; amount: number };
  /**
   * Added (staples): a Trap card that may also be activated from the hand (无限泡影, 颉颃胜负: while you
   * control no cards; 红色重启: by paying half your LP). `condition`/`cost` apply only to the hand activation.
   */
  handActivation?: { condition?: Condition[]; cost?: Action[] };
  /**
   * Added (staples): no card or effect matching this may be activated in answer to this activation
   * (冥王结界波: monster effects; 访问码语者, 装弹枪管龙: the opponent's; 夜摄: the targeted set card).
   */
  cannotBeAnsweredBy?: {
    by?: Side;
    cardKind?: CardKind | CardKind[];
    note?: string;
    /**
     * Added (issue 16): only the cards this activation targets are banned, and only from answering it
     * directly (夜摄: 「对方不能对应这张卡的发动把作为对象的卡发动」) — another card may be chained first,
     * then the target after it.
     */
    targetedOnly?: boolean;
    /**
     * Added (issue 16, CH-CANNOT-BE-ANSWERED-WHILE): only while these hold, read when the answer would be made (「自己场上有7星以上
     * 的「魔界剧团」怪兽存在的场合，对方不能对应这张卡的发动把效果发动」).
     */
    whileHolds?: Condition[];
    /**
     * Added (CH-CANNOT-BE-CHAINED-COST-KINDS): 「对应这张卡的发动，对方不能把这个效果送去墓地的卡的原本种类（怪兽·魔法·陷阱）的卡的效果发动」
     * (禁忌的一滴) — the kinds banned are the original kinds of the cards its activation's cost moved, not every card.
     */
    ofCostKinds?: true;
  };
  /**
   * Added (issue 16, CH-CANNOT-BE-CHAINED-GRANTED): on a continuous effect, 「只要这张卡在…存在，对方不能对应(通常召唤的|自己的「X」)怪兽的效果的发动
   * 把…效果发动」 — a guard its card gives the activations of its controller's monsters that match `of` (read where they are when activated).
   */
  answerGuardGrant?: { of: CardFilter; guard: { by?: Side; cardKind?: CardKind | CardKind[] } };
  /**
   * Added (issue 16): on a `procedure`: the summoning condition says this is the only way the card can
   * be special summoned (「…的场合才能特殊召唤」「只能用…特殊召唤」「不是…不能特殊召唤」): no other effect can
   * ever special summon it, even after it was properly summoned.
   */
  summonOnly?: boolean;
  /**
   * Added (CMP-SUMMON-RESTRICTION): on a `procedure`: its words only forbid (「这张卡不能从卡组特殊召唤」「这张卡不能通常召唤」) — a
   * summoning condition, a restriction on how the card comes out, not a way (procedure) to summon it. The `card` answer shows it so.
   */
  summonRestriction?: boolean;
  /**
   * Added (issue 16, CH-SUMMON-BY-NAME): on a `procedure`: the card can be Special Summoned only by the effect of a card of this
   * name (「「召唤反应机·大式」的效果才能特殊召唤」「不能作「暗黑融合」的融合召唤以外的特殊召唤」). An effect of a card with another name
   * — one that only gained that card's effect, or copied the Spell's effect — cannot summon it.
   */
  summonOnlyBy?: string;
  /**
   * Added (CH-PROCEDURE-CONDITION): a procedure of a monster that can be Normal Summoned, 「这张卡可以从手卡特殊召唤」 — it Special Summons
   * the card from the hand (`特殊召唤 X` of it from the hand, not said to be by an effect, is taken as this procedure).
   */
  summonsFromHand?: true;
  /**
   * Added (CH-SUMMON-BY-ANY-EFFECT): on a `procedure`: 「这张卡不能通常召唤，用卡的效果才能特殊召唤」 — any card's effect is the card's
   * proper way: an effect may Special Summon it from the hand or Deck, and from the GY with no earlier summon.
   */
  byAnyEffect?: true;
  /**
   * Added (issue 16,, CH-SUMMON-NAMED-PROPER): on a `procedure`: besides another proper way, the effect of a card of this name may
   * Special Summon it (「这张卡用仪式召唤以及「X」的效果才能特殊召唤」) — that effect is itself a proper way, so it needs no earlier proper summon.
   */
  summonAlsoBy?: string;
  /**
   * Added (issue 16, CH-GAINED-NOT-NEGATED-EARLIER): a ● effect this card gains by its own 「得到以下效果」 — that text is no effect, so a
   * negation applied to the card before (`(效果无效)`) does not negate the ● it activates; a standing negation (技能抽取) still does.
   */
  gainedSelf?: true;
  /**
   * Added (CH-WITH-EFFECT): a ● gained by 「表侧表示的这张卡得到以下效果」 — the face-up card's, so it cannot be activated in the chain link of
   * the card's own activation (rules reference docs/c02/卡片·效果的发动.rst:183: 潜海奇袭, 「由于描述不同」).
   */
  gainedFaceUp?: true;
  /**
   * Added (issue 16, FD-MATERIAL-GRANTS): 「(场上的)这张卡为素材作超量召唤的怪兽得到以下效果。●…」「使用这张卡仪式召唤的「X」怪兽得到以下效果」:
   * the effects this card, used as a material, gives the monster summoned with it — how it was summoned (`method`), what that
   * monster must be (`attribute`, `archetype`), and 「只用包含有这张卡的名字带有「X」的怪兽为素材」 (`allMaterials`: every material of
   * that archetype). The ● lines compiled as that monster's effects. On the continuous effect that grants them.
   */
  grantsSummoned?: {
    method: 'xyz' | 'synchro' | 'fusion' | 'ritual' | 'link';
    /** Added (issue 16, CMP-MATERIAL-GRANT-METHODS): 「…素材作融合·同调·超量召唤的怪兽」 — the other ways it may have been summoned. */
    alsoMethods?: ('xyz' | 'synchro' | 'fusion' | 'ritual' | 'link')[];
    attribute?: string;
    archetype?: string;
    allMaterials?: string;
    effects: EffectFacts[];
  };
  /**
   * Added (issue 16, CH-SUMMON-CONDITION): on a `procedure`: the summoning condition names the one way the card
   * must first come out (「这张卡不用仪式召唤不能特殊召唤」「不能作同调召唤以外的特殊召唤」). Like a Special Summon
   * monster's, no other effect summons it from the hand or Deck, and only a properly summoned one may be revived.
   */
  properFirst?: boolean;
  /**
   * Added (issue 16, CH-FIRST-SPECIAL-SUMMON): on a `procedure`: 「在自己没有进行特殊召唤的自己主要阶段1，用卡的效果才能特殊召唤」 — the card
   * comes out of the hand or Deck only as its player's first Special Summon of the turn (none made before it).
   */
  firstSpecialSummon?: true;
  /**
   * Added (rules reference, docs/c02/特殊召唤怪兽、召唤限制和苏生限制.rst:90): on a `procedure` of a monster
   * that can be Normal Summoned: this way of Special Summoning it is an effect with no class
   * (无种类效果 — never a chain link), not a summoning procedure, so a continuous negation covers it.
   */
  unclassified?: boolean;
  /**
   * Added (rules reference, docs/c03/诱发类效果.rst:139, 590): a phase trigger that must start a chain —
   * activated only as Chain Link 1 when its player gets priority, never chained to another link
   * (通灵盘①, 闪光之幻想: which face-up Trap phase triggers are so is a ruling per card). Phase triggers
   * activated from the hand are always so, without this fact.
   */
  firstLinkOnly?: boolean;
  /**
   * Added (s59, SIT-SUMMON-PLEDGE-BATTLE-PHASE): a pledge of this monster's Special Summon, no effect of it (rules reference
   * docs/c03/誓约.rst:241–253) — 「这个方法特殊召唤过的场合，这个回合自己不能进行战斗阶段」 (`by: 'procedure'`: only a summon by its own
   * procedure binds) or 「把这张卡特殊召唤的回合，自己不能进行战斗阶段」 (`by: 'any'`: any Special Summon of it, by a card effect too,
   * docs/c03/誓约.rst:247). The player who summoned it conducts no Battle Phase that turn. `words`: the sentence as printed.
   */
  summonPledge?: { forbids: 'battle-phase'; by: 'procedure' | 'any'; words: string };
  /**
   * Added (rules reference, pledges 誓约): 「这个效果发动的回合，自己不能…」 — from the moment it is
   * activated, its controller cannot do this action for the rest of the turn (except from the places
   * named): a later link of the same player whose effect does it cannot be activated.
   */
  pledge?: {
    forbids: ActionType;
    /**
     * Added (s50, CH-PLEDGE-SUMMONS): the other actions one pledge sentence forbids besides `forbids` — 「自己不能把怪兽召唤·反转召唤·特殊召唤」
     * (舍身的宝札, 机械王-B.C.3000) forbids Normal Summons (`summon`) as well as Special Summons (`forbids: 'special-summon'`).
     */
    alsoForbids?: ActionType[];
    exceptFrom?: Place | Place[];
    /** Added (誓约, 「自己不能从额外卡组把怪兽特殊召唤」): the action is forbidden only from these places. */
    onlyFrom?: Place | Place[];
    /** Added (誓约, 「自己不是「X」怪兽不能特殊召唤」): the cards it still allows. */
    exceptCards?: CardFilter;
    /**
     * Added (issue 16, 「这个效果发动的回合，自己不能把其他的效果发动」): the pledge is on activations, not on
     * an action — its player activates no other effect that turn (before it, nor after it). `forbids`
     * is then 'other'.
     */
    otherActivations?: boolean;
    /**
     * Added (issue 16, 「这张卡发动的回合，自己不能把其他的魔法·陷阱卡的效果发动」 乌合之行进): with `otherActivations`, only the
     * other activations of cards of these kinds are forbidden (absent: every other activation).
     */
    otherKinds?: ('monster' | 'spell' | 'trap')[];
    /** Added (issue 16, CH-PLEDGE-ATTACK): for `forbids: 'attack'`, the monsters that may not attack (absent: every monster of its player but `exceptCards`). */
    attackers?: CardFilter;
    /** Added (s57, CH-PLEDGE-ATTACK): 「这张卡发动的回合，自己怪兽不能直接攻击」 (共斗) — only a direct attack is forbidden; an attack on a monster is not. */
    directOnly?: true;
    /** Added (s57, CH-PLEDGE-ATTACK): 「这张卡发动的回合，作为对象的怪兽不能直接攻击」 (滚雪人效应) — only the monsters its activation targeted. */
    ofTargets?: true;
    note?: string;
  };
  /**
   * Added (issue 16, docs/c02/基本用语.rst:680–715, CH-EXTRA-SUMMON): 「自己在通常召唤外加上只有1次，…可以…召唤」 — the
   * effect grants one more (Normal/Tribute) Summon this turn. The value is the granting words (from 「外加上」 to
   * the sentence's end, without punctuation): the same words cannot be applied twice a turn.
   */
  extraSummon?: string;
  /**
   * Added (s60, CH-NORMAL-SUMMON-ONCE): the monsters the extra summon of `extraSummon` may summon, as its words name them — 「可以把1只灵魂怪兽召唤」
   * (和魂 ③: Spirit monsters) — what a card is only (Type, Attribute, archetype, monster type, Level); absent: not named or not read.
   */
  extraSummonFilter?: CardFilter;
  /**
   * Added (s61, CH-NORMAL-SUMMON-ONCE): which summon the grant of `extraSummon` allows — 'summon' 「…召唤」 (face-up, no Set: 鬼青蛙 ③),
   * 'tribute-summon' 「可以上级召唤」「…表侧攻击表示上级召唤」 (a Tribute Summon only: 冥帝从骑 哀多斯 ①); absent 「…通常召唤」 (a summon or a Set).
   */
  extraSummonAs?: 'summon' | 'tribute-summon';
  /**
   * Added (s61, CH-NORMAL-SUMMON-ONCE): the grant's monster words the compiler did not read (「1只怪兽往作为这张卡所连接区的自己场上」):
   * the monster is not checked against them, and the answer says so with these words.
   */
  extraSummonUnread?: string;
  /**
   * Added (issue 16, CH-TRIBUTE-OPPONENT-UNAFFECTED): 「…上级召唤的场合…可以作为自己场上1只怪兽的代替而把对方场上1只怪兽解放」 (帝王的烈旋:
   * `tribute-summon`) / 「为让卡的效果发动而把自己场上的怪兽解放的场合，可以作为…代替而把对方场上1只…怪兽解放」 (`cost`) — the effect
   * lets its player tribute an opponent's monster instead of one of their own: it affects that monster.
   */
  tributesOpponent?: 'tribute-summon' | 'cost';
  /**
   * Added (issue 16, CH-MAINTENANCE-LP): a maintenance cost (维持代价) on a continuous effect — 「这张卡的控制者在每次双方的准备阶段支付700基本分。
   * 不能支付700基本分的场合这张卡破坏」 (`each: both`), 「…每次自己的准备阶段…」 (`self`): in those Standby Phases its controller pays the LP, or
   * the card is destroyed — by rule, no chain, no card effect.
   */
  maintenanceLp?: { amount: number; each: 'both' | 'self' };
  /**
   * Added (issue 16, CH-FORBIDDEN-SUMMON-KIND): the kinds of summon an activated effect itself makes, read from its resolution's words
   * (「…融合召唤」「当作同调召唤从额外卡组特殊召唤」) — not a plain 「特殊召唤」 (假面变化), nor words about another summon (「融合召唤的怪兽」).
   */
  summonsAs?: ('fusion' | 'synchro' | 'xyz' | 'link' | 'ritual')[];
  /**
   * Added (CH-SUMMON-BY-EFFECT, s49): its resolution summons 「当作同调召唤」 (「当作超量召唤…特殊召唤」, 星尘战士, 升阶魔法): a Special Summon
   * made within the resolution, no moment to negate it — unlike 「…同调召唤」 (紧急同调, 龙星), made once the effect has resolved
   * (docs/c02/进入连锁·不入连锁的特殊召唤.rst:61–68, :106).
   */
  summonsTreatedAs?: true;
  /**
   * Added (issue 16, CH-DECLARED-AGAIN): 「（这个回合，不能为这个卡名的这个效果发动而宣言相同卡名）」 — no pledge of the resolution: as
   * the effect is activated, the name it declares may not be one an activation of this effect already declared this turn (a
   * negated one too).
   */
  declaredNameOnce?: true;
  /**
   * Added (CH-DECLARED-NAME): the card names its activation may declare, as its text describes them — 「宣言1个怪兽卡名」 (a monster's),
   * 「宣言1个「零件」怪兽的卡名」 (that archetype's monsters), 「宣言1个同名怪兽不在自己场上存在的「神艺」怪兽的卡名」 (`notOnOwnField`: and
   * no monster of that name on its player's field). Absent: any card name (「宣言1个卡名」).
   */
  declarable?: { filter: CardFilter; notOnOwnField?: true };
  /**
   * Added (CH-LINGER-SUMMON-LOCK-DECLARED): 「宣言1个怪兽的种类（仪式·融合·同调·超量·灵摆）才能发动」 (次元障壁) — the monster types its
   * activation may declare. A link of it declares one of them (`[宣言 融合]`); the binder refuses any other word.
   */
  declaresType?: ('ritual' | 'fusion' | 'synchro' | 'xyz' | 'pendulum' | 'link')[];
  /** Added (issue 16, docs/c02/基本用语.rst:707–711, CH-EXTRA-SUMMON): 「这个回合自己可以进行通常召唤最多N次」 — N. */
  normalSummonsPerTurn?: number;
  /**
   * Added (issue 16, docs/c02/基本用语.rst:1303–1332, CH-DRAW-REPLACEMENT): 「作为通常抽卡的代替」 in its activation condition
   * (`condition`), in what it does (`resolution`), or the pledge 「这个效果发动的回合，自己不能进行通常抽卡」 (`pledge`).
   */
  drawReplacement?: 'condition' | 'resolution' | 'pledge';
  /**
   * Added (CH-COPY-AT-RESOLUTION, docs/c03/复制.rst:20–21): 「这张卡直到结束阶段当作和那只怪兽同名卡使用，得到相同的原本攻击力和效果」 — as it
   * resolves, after the step on its target, this card takes the target's name and effects (and printed ATK/DEF, the card's `copyTakesStats`).
   */
  copiesTarget?: true;
  /**
   * CMP-COST-NOT-TARGET: the copy's card is the one its cost paid, not a target (「可以把墓地存在的1只龙族的同调怪兽从游戏中除外，直到结束阶段时
   * 当作和那只怪兽同名卡使用，得到相同效果」, 波动龙骑士) — copied as it resolves as `copiesTarget` copies a target.
   */
  copiesCost?: true;
  /** CH-COPY-AT-RESOLUTION: how long the copy lasts, read from its text — 「直到回合结束时」 (`turn-end`); unset: 「直到结束阶段」. */
  copyUntil?: 'turn-end';
  /**
   * Added (issue 16, CH-LEVEL-OWN-NEGATED / CH-LEVEL-SHORT, docs/c03/攻守计算.rst:27, :95–101, :155–159): what its resolution changes
   * the level or Rank of — `self`: only this card's own (「这张卡的等级下降1星」, 流星登龙 ①); `others`: another card's, or itself
   * among others (「作为对象的怪兽的等级上升1星」, 「选择的怪兽和这张卡…变成各自等级合计的等级」). `lowersSelf`: its first step
   * lowers this card's own level by that many (「这张卡的等级下降1星，从手卡把…特殊召唤」) and a further step follows.
   */
  levelChange?: { of: 'self' | 'others'; lowersSelf?: number; asTrap?: true; steps?: LevelStep[] }; // (also a Pendulum Scale: 「这张卡的灵摆刻度…变成…」; asTrap: activated while the card is used as a Trap Card, CH-LEVEL-TRAP-KEPT)
  /**
   * Added (issue 16, CH-ADDED-EFFECT): 「盖放的「X」通常陷阱卡由自己发动的场合，可以给那个效果加上以下效果。●…」 — while this card is face-up
   * on the field, the card activation of its controller's Set Normal Trap of archetype X gets these steps after its own (./compile/adds-effect.ts).
   */
  addsToEffect?: { archetype: string; steps: Action[] };
  /**
   * Added (rules reference docs/c03/无效.rst:173–174, 504–508): 「这个效果不会被无效化」 (`effect`),
   * 「这个效果的发动和效果不会被无效化」 (`activation` and `effect`), 「这张卡的发动和效果不会被无效化」 (on a card
   * activation: also `card` — the card itself is not negated while it is on the chain, so a negation
   * of the card's effects aimed at it does nothing). A negation that would apply to what is protected
   * does not apply.
   */
  cannotBeNegated?: {
    activation?: boolean; effect?: boolean; card?: boolean;
    /**
     * Added (issue 16, CH-UNNEGATABLE-IF, docs/c03/无效.rst:527–535): 「○○的场合，这张卡的发动和效果不会被无效化」 — the protection holds
     * only while these conditions hold, read when a negation would apply: as the negating link resolves (a negated activation), and
     * again as the protected effect resolves (an effect negated earlier, or a continuous negation).
     */
    when?: Condition[];
  };
  /**
   * Added (issue 16, 复制; rules reference docs/c03/复制.rst:130–243): 「这张卡的效果变成和那张…发动时的效果相同」
   * 「那张魔法·陷阱卡的效果适用」 — this effect applies another Spell/Trap's activated effect as its own:
   * `target` the card it targets (黑暗中的陷阱, 创造之魔导书, 堕天使 伊希塔布②), `answered` the activation it
   * answers (连续魔法), `cost` the card its cost moved (芙莉西亚之虫惑魔③). The copied card is judged by
   * CH-COPY-UNCOPYABLE.
   */
  copies?: 'target' | 'answered' | 'cost';
  /**
   * Added (issue 16, 复制; docs/c03/复制.rst:173–229): why this card activation's effect cannot be applied by a
   * copy — `becomes-monster` (a Trap that Special Summons itself as a monster), `becomes-equip` (「这张卡当作
   * 装备卡…装备」), `reads-cost` (its resolution reads what its cost tributed or discarded: 爆裂龙息, 孵化),
   * `moves-itself` (issue 16: 「发动后，这张卡…混到…卡组」 — what it does is done through the card itself, shuffled into the Deck),
   * `needs-name` (issue 16: it summons what only 「X」's effect can summon — a copy gains no name, 复制.rst:153).
   */
  notCopyable?: 'becomes-monster' | 'becomes-equip' | 'reads-cost' | 'moves-itself' | 'needs-name';
  /**
   * Added (engine): a Trap (or set Quick-Play Spell) that may be activated the turn it was set (「盖放的回合也能发动」) —
   * `true`, or (CH-TRAP-SET-TURN-IF) only while its conditions hold (「自己墓地没有陷阱卡存在的场合，这张卡在盖放的回合也能发动」).
   */
  activateSetTurn?: boolean | { condition: Condition[] };
  /**
   * Added (rules reference docs/c03/战斗阶段流程.rst:642–752, CH-BATTLE-DAMAGE-ORDER): how this effect changes
   * battle damage while it applies — a continuous effect while its card is face-up, an activated one for
   * the turn (or the battle) after it resolved. The engine applies them in the order the rules fix
   * (../engine/game/battle-damage.ts).
   */
  battleDamage?: BattleDamageRule[];
  /**
   * Added (issue 16, rules reference docs/c03/战斗阶段流程.rst:105–168, CH-ATTACK-TARGET / CH-ATTACK-DIRECT /
   * CH-ATTACK-CANNOT): what a continuous effect says about attack declarations — which monsters the opponent
   * may (or must) attack, whether a monster may attack at all or directly (src/engine/game/attack-target.ts).
   */
  attackRules?: AttackRule[];
  /**
   * Added (CH-POSITION-LOCK-FIELD; rules reference docs/c02/基本用语.rst:576, :604): a continuous 『表示形式不能变更』 —
   * 「只要这张卡在魔法与陷阱区域存在，对方场上的怪兽不能把表示形式变更」 (暗之护封剑②), 「这张卡以外的场上的怪兽不能把表示形式变更」,
   * 「这张卡只要在场上表侧表示存在，不能把表示形式变更」: while its card stands face-up with its effects applying, the monsters it covers
   * cannot change their battle position by the rules (an effect still may). The lock ends when its card leaves the field.
   */
  positionLocks?: PositionLockRule[];
  /**
   * Added (CH-ATTACK-DIRECT, review s45-rv1): 「…的场合，这张卡可以直接攻击」 whose lead the compiler could not read — the grant is left
   * unread (no rule), and this keeps the lead so a refused direct attack says why it was not judged (音速射手, 电子化芭蕾裙).
   */
  directUnread?: string;
  /**
   * Added (issue 16, docs/c03/战斗阶段流程.rst:33–38, 256–266, CH-ATTACK-GRANT): an activated effect that lets a monster
   * attack directly (「这个回合，选择的怪兽可以直接攻击」) or attack `attacks` times (「可以作2次攻击」「最多2次可以向怪兽攻击」):
   * it cannot be applied to a monster that cannot attack (or attack directly), nor give a monster a number of attacks
   * it already has.
   */
  grantsAttack?: {
    /** Added (issue 16, CH-ATTACK-CONTINUE): `attacker` — 「那只怪兽」 of an effect with no target: the attacker of the attack under way. */
    what: 'targets' | 'self' | 'attacker';
    direct?: boolean;
    attacks?: number;
    /** 「只再1次可以攻击」 (CH-ATTACK-COUNT): one more attack — refused to a monster that may attack twice and made every attack it may. */
    oneMore?: true;
    /** 「可以继续攻击」 with no count (CH-ATTACK-COUNT): applied only once the monster made the attacks a count effect gave it. */
    continues?: true;
    /** Added (issue 16, CH-ATTACK-CONTINUE): 「向对方怪兽可以继续攻击」 — not applied while the opponent controls no monster. */
    atMonsters?: true;
  };
  /**
   * Added (rules reference docs/c03/战斗阶段流程.rst:1025–1041, CH-DAMAGE-CALC-IN-LINK): the effect performs a damage
   * calculation as it resolves (「攻击对象转移为那只怪兽进行伤害计算」, 魔术臂盾, 我我我侍②): the links below it resolve
   * in the damage step.
   */
  damageCalculation?: boolean;
  /**
   * Added (CMP-DAMAGE-STEP-STATED): 「（伤害步骤也能发动）」 — the text lets it be activated in the Damage Step, whatever kind of effect
   * it is (docs/c03/战斗阶段流程.rst:513: 地中族战士's trigger on another card's flip).
   */
  alsoInDamageStep?: true;
  /**
   * Added (CH-DAMAGE-STEP-OLD-RULING): an old-text ruling bars it from the Damage Step (再开的大朵蔷薇, 新宇侠的逆转, 除草兽: met by another
   * card destroyed, docs/c03/战斗阶段流程.rst:516–522) — a fact of the rulings (./curated/old-rulings.ts), not of the words.
   */
  notInDamageStep?: true;
  /**
   * Added (CH-BATTLE-DAMAGE-TAKEN-COND): the activation needs its controller about to take battle damage in the damage
   * calculation under way — 「自己要受到2000以上的战斗伤害的场合」 (`atLeast`: one single damage that large), 「对方怪兽的攻击要让
   * 自己受到战斗伤害的伤害计算时」 (`byOpponent`: the attacker is the opponent's).
   */
  takesBattleDamage?: { atLeast?: number; byOpponent?: boolean };
  /**
   * Added (same rule): the effect summons by a summoning procedure of the rules — 「融合召唤」「同调召唤」「超量召唤」「连接召唤」
   * 「仪式召唤」 (and the old 「把融合素材怪兽送去墓地，…当作融合召唤从额外卡组特殊召唤」, which is one), not 「当作…召唤从额外卡组特殊召唤」
   * alone — a summon the damage step does not allow.
   */
  summonsByProcedure?: boolean;
  /**
   * Added (issue 11, Pendulum cards): a Pendulum Effect 灵摆效果, used from the Pendulum Zone (a
   * Spell & Trap Zone); `n` then counts the Pendulum text's own numbers (`P①` = n 1 with this flag).
   */
  pendulum?: boolean;
  /** Words for /card, never interpreted. */
  summary?: { zh: string; en: string };
  /**
   * Added (card text compiler): what a lingering effect it leaves does later, when its own event
   * happens (「这个回合，以下效果适用。●每次对方…特殊召唤成功，自己从卡组抽1张」, 水卜之魔导书's granted
   * trigger). Not part of its resolution: an effect that answers "an effect that includes X" (灰流丽,
   * 屋敷童) does not see it. Words and categories for /card; the engine does not apply it.
   * Since issue 12 the compiler states 「这个回合，每次…」 steps and delayed steps (「下个回合的结束阶段把那张卡
   * 破坏」) as `does` actions with `whenever`, as the curated cards do (增殖的G); `leaves` keeps the granted
   * effects (「得到以下效果」) and steps whose event it could not read.
   */
  leaves?: Action[];
  /**
   * Added (issue 16, CH-TURN-PART, docs/c03/誓约.rst:179–193): the parts of the effect that last the rest of the turn and come
   * last in its text (「…，这个回合双方不能作灵摆召唤以外的特殊召唤」「…。这个回合，自己不能把…召唤·特殊召唤」), in the card's
   * words. `comma`: joined to the step before by a comma (「A，这个回合B」) — it applies only if every step before it applied in
   * full; otherwise (a sentence of its own) it applies whenever the effect resolves, whatever its steps did. Nothing is done at
   * resolution: the answer lists what the chain left (`lasting`). Parts the engine applies itself (activation locks, 「每次…」
   * steps) are not repeated here.
   */
  turnParts?: {
    text: string;
    comma: boolean;
    /**
     * Added (issue 16, CH-TURN-PART-EARLIER): the part is a limit on its player's summons (「自己不能把怪兽特殊召唤」「自己不是融合怪兽
     * 不能从额外卡组特殊召唤」), read as a pledge's words are (same shape; 「召唤·特殊召唤」 is two of them, one per kind of summon):
     * it binds the rest of the turn once the effect applied. Added (CH-TURN-PART-DRAW-LOCK): or on its player's draws by card effects
     * (「自己不能用卡的效果抽卡」, `forbids: 'draw'`).
     */
    limits?: NonNullable<EffectFacts['pledge']>[];
  }[];
  /**
   * Added (card text compiler): clauses of the text the compiler did not understand, each prefixed by
   * its clause kind (「condition: …」「action: …」; 「target: …」 words of the target's description, said by CH-TARGET-UNREAD); absent or
   * empty for curated effects.
   */
  unknown?: string[];
  source: 'curated' | 'inferred';
}

export interface CardNames {
  /** The YGOPro Simplified Chinese name — the catalog's name. */
  ygopro: string;
  /** The official Simplified Chinese name, when known and different. */
  official: string | null;
  en: string | null;
  ja?: string | null;
  /** Nicknames players type (灰流 for 灰流丽, G for 增殖的G). */
  aliases: string[];
  /** Added: the card's id in Konami's official database (from the official-name table), for a link. */
  konamiId?: number | null;
}

export interface Card {
  /** Passcode. */
  id: number;
  /** The catalog's name (YGOPro Simplified Chinese). */
  name: string;
  names: CardNames;
  type: CardType;
  level?: number;
  atk?: number;
  def?: number;
  race?: string;
  attribute?: string;
  /** Its effects, numbered from 1. Empty for a normal monster. */
  effects: EffectFacts[];
  /** Where the behaviour came from: hand-written, inferred from text, or nothing known. */
  source: 'curated' | 'inferred' | 'unknown';
  /**
   * Where today's text differs from an older one that rulings in circulation were based on
   * (王家的诅咒): shown in answers that depend on it.
   */
  textChange?: { zh: string; en: string };
  /**
   * Added (rules reference, 「只能有○○存在」): 「…在自己场上只能有1张表侧表示存在」 — its controller may have
   * only one face-up card of this name: a second cannot be activated (or placed face-up) while one is
   * face-up on their field or being activated.
   */
  uniqueFaceUp?: boolean;
  /**
   * Added (rules reference, 苏生限制): 「自己对「X」1回合只能有1次特殊召唤」 — its controller may Special Summon a card of
   * this name only once a turn (a negated summon does not count): CH-SUMMON-ONCE-PER-TURN.
   */
  summonOncePerTurn?: boolean;
  /** Added (catalog import): the card text from the loaded cards.cdb, for /card; absent without a database. */
  text?: string;
  /**
   * Added (CUR-UNWRITTEN-SAID): a curated card written in part — what of its printed text its data leaves out (教导的大神祇官's ②, a
   * stand-in for a card cards.cdb lacks). An answer the card takes part in says so in its assumptions: the engine does not judge it.
   */
  unwritten?: { zh: string; en: string };
  /**
   * Added (issue 16, 复制): set only on a card that took another card's name and effects (`X(复制:Y)`,
   * FD-COPY): Y, whose text the effects are. The card is still X (`id` is X's passcode); rules that judge
   * a gained effect apart from a printed one read this (CH-COPY-SUMMON-TURN). `nameKept` (FD-GAIN-EFFECTS, `X(得到效果:Y)`):
   * only Y's effects were gained, to be used as X's own; the name stays X's (救世星龙).
   */
  copiedFrom?: {
    id: number;
    name: string;
    nameKept?: true;
    /** Added (issue 16, CMP-MENTIONS): the card's own printed text — the names it mentions (「有「X」的卡名记述」) stay its own. */
    ownText?: string;
    /**
     * Added (CH-STAT-OWN-NEGATED): the card's own printed effects, which a copy of name and effects set aside — a stated `攻+3000#1`
     * on the copying card was made by its own effect ① (the one that copied), not by the copied card's effect ①.
     */
    ownEffects?: readonly EffectFacts[];
    /**
     * Added (FD-COPY-KEEPS-OWN, docs/c03/复制.rst:21): those own effects as the copying card still has them, in its `effects` after the
     * copied card's (renumbered after them). The rules on a gained effect (CH-COPY-SUMMON-TURN …) do not judge these.
     */
    keptEffects?: readonly EffectFacts[];
  };
  /**
   * Added (issue 16, zones): a Link monster's link arrows (连接标记), as its controller sees them. Absent on any other
   * card. The engine reads them with the zones the situation states (src/engine/game/zones.ts, ZONE-LINKED).
   */
  linkArrows?: LinkArrow[];
  /** Added (issue 16, CH-LEVEL-ARITH): a Pendulum card's Pendulum Scale (灵摆刻度; YGOPro stores it with the level). Absent on any other card. */
  scale?: number;
  /**
   * Added (issue 16, 特殊胜利): a text of the card that decides the Duel (「…在手卡全部齐集时，自己决斗胜利」). It is no
   * effect: it is not negated (技能抽取) and 禁止令 does not stop it (CH-SPECIAL-WIN). Read from the text by the compiler
   * (src/cards/compile/special-win.ts); absent on a card without one.
   */
  specialWin?: SpecialWin;
  /**
   * Added (issue 16, CMP-OWN-COUNTERS): the counters its own text places on itself, by kind and by the part of the text
   * (a Pendulum monster's 【灵摆】 text, its monster text, a Spell/Trap's text) — what makes it 「可以放置X指示物的卡」
   * (CardFilter.holdsCounters). Absent on a card whose text places none on itself.
   */
  ownCounters?: OwnCounters[];
  /**
   * Added (issue 16, CMP-ALSO-ARCHETYPE): 「这个卡名在规则上也当作「X」卡、「Y」卡使用」 — archetypes the card belongs to by the rules,
   * as if its name held them (read by ./compile/also-archetype.ts). No longer applies while an effect changed its name.
   */
  alsoArchetypes?: string[];
  /** Added (issue 16, CH-DRAW-COUNT-OF): 「这张卡名在规则上也当作「X」使用」 — a second name by the rules (./compile/also-archetype.ts). */
  alsoNames?: string[];
  /**
   * Added (issue 16, CH-DAMAGE-ZERO-USED): 「这张卡的效果发动过的回合，对方受到的全部伤害变成0」 — in a turn any effect of this card was
   * activated (a gained one too), the players it names take no damage (read by ./compile/card-text-facts.ts).
   */
  usedTurnDamageZero?: 'opponent' | 'self' | 'both';
  /**
   * Card-wide facts the card text compiler reads once (./compile/card-text-facts.ts), so the engine never reads card
   * text at run time (issue 10: card behaviour is data). Absent where the text does not say them.
   * `summonRiders` (FD-SUMMON-RIDER-BY-CARD): what this card's effects leave on a monster they Special Summon
   * (「这个效果特殊召唤的怪兽不能攻击」, 「…效果无效化」).
   */
  summonRiders?: SummonRider[];
  /** CH-TEMP-BANISH-RETURN: the phase a card this card banishes for a while comes back in (「直到下次的准备阶段除外」). */
  banishReturn?: BanishReturn;
  /** CH-STANDBY-PHASE-PLAYED: that return waits for its controller's own Standby Phase (「直到下次的自己准备阶段」). */
  banishReturnOwn?: true;
  /** CH-STANDBY-NEXT-TURN: that return waits for the next turn's Standby Phase (「直到下个回合的准备阶段除外」), not this turn's. */
  banishReturnNextTurn?: true;
  /** CH-TEMP-BANISH-TRAP-RETURN: its cost banishes a card only for a while (「把…直到结束阶段除外才能发动」). */
  costBanishTemporary?: true;
  /** 「对方不能把墓地的卡（从游戏中）除外」 while it is face-up in the Monster Zone (a battle replacement that banishes from the GY cannot be done). */
  locksOpponentGyBanish?: true;
  /** CH-DEFUSE-SET: a Fusion Monster whose material line asks for monsters on the field (「…场上的…」): that line, shown in the answer. */
  fieldMaterialLine?: string;
  /** CT-BOND-LOCK-HELD: a Set card it holds cannot be activated only while it applies (./compile/held-lock.ts). */
  heldActivationLock?: true;
  /** CH-NAME-LOCK-EARLIER: its player cannot activate the added card (and same-named ones) this turn (./compile/added-name-lock.ts). */
  addedNameLock?: true;
  /** CT-BOND-NEGATE-HELD: the target it negated stays negated while it is face-up (./compile/held-negation.ts). */
  heldNegation?: true;
  /** CH-UNNEGATABLE-EARLIER: whose Spell/Trap cards on the field cannot be negated after it resolved (./compile/lasting-unnegatable.ts). */
  lastingUnnegatable?: 'opponent' | 'self' | 'both';
  /** CMP-DICE-CARD: its text rolls a die (「掷1次骰子」), so 「持有掷骰子效果的卡」 finds it (./compile/card-text-facts.ts). */
  rollsDice?: true;
  /** CH-EQUIP-MOVE: its text says a monster may be equipped with at most one Union (「1只怪兽可以装备的同盟最多1张」, ./compile/card-text-facts.ts). */
  unionOneOnly?: true;
  /** CH-SUMMON-UNNEGATABLE: the kinds of its own summon that cannot be negated (「这张卡的召唤不会被无效化」, ./compile/card-text-facts.ts). */
  summonUnnegatable?: SummonKind[];
  /** CH-SUMMON-UNNEGATABLE-GRANTED: the summons of other monsters it protects from negation while face-up on the field (./compile/card-text-facts.ts). */
  grantsSummonUnnegatable?: SummonGrant;
  /** XYZ-MATERIAL-TARGET: its text says 「这张卡不能作为超量召唤的素材」 (./compile/card-text-facts.ts). */
  neverXyzMaterial?: true;
  /**
   * CH-SUMMON-CONDITION: its summoning condition 「这张卡不能特殊召唤」 (opening its text or a line, ./compile/card-text-facts.ts) — no
   * procedure and no effect Special Summons it, one that ignores summoning conditions (「无视召唤条件」, `ignoreConditions`) aside.
   */
  neverSpecial?: true;
  /**
   * CH-SUMMON-CONDITION-FROM: its summoning condition 「这张卡不能从卡组特殊召唤」「这张卡不能从墓地特殊召唤」 (opening its text, a line or a
   * sentence, ./compile/card-text-facts.ts) — the places no Special Summon takes it from, one that ignores summoning conditions aside.
   */
  neverSpecialFrom?: Place[];
  /**
   * CMP-COPY-TAKES-ATK: 「这张卡…当作和那只怪兽同名卡使用，得到相同的原本攻击力（和守备力）和效果」 (./compile/card-text-facts.ts) — a copy
   * (`X(复制:Y)`) takes Y's printed ATK (`atk`) or ATK and DEF (`atk-def`) as its own original values, not only its name and effects.
   */
  copyTakesStats?: 'atk' | 'atk-def';
  /**
   * CMP-SCALE-BECOMES: a Pendulum Effect 「另一边的自己的灵摆区域没有「X」卡或者「Y」卡存在的场合，这张卡的灵摆刻度变成N」 (./compile/card-text-facts.ts) —
   * while the card is in its Pendulum Zone with its effects not negated and the other Pendulum Zone of its controller holds no card of
   * those archetypes (`unlessOther`; empty: none at all), its Pendulum Scale is `value`.
   */
  scaleBecomes?: { value: number; unlessOther: string[] };
  /**
   * CMP-TRIBUTE-COUNT: the tributes its own text sets for its Normal Summon (上级召唤), beside the Level's 1 (5–6) or 2 (7+) — read once by
   * the compiler (./compile/summon-materials.ts readTributeCount), so a written Tribute Summon (the binder) and a Normal Summon an effect
   * makes (the engine) read the same fact (./tributes.ts tributeNeed). Absent where the text says nothing of its tributes.
   */
  tributeCount?: TributeCount;
}

/**
 * CMP-TRIBUTE-COUNT: what a monster's text says of the tributes of its own Normal Summon.
 * - `only` 「必须把3只解放作召唤」「把自己场上3只「机壳」怪兽解放的场合才能通常召唤」: that count and no other, whatever its Level — no other
 *   effect waives or lowers it (rules reference docs/c02/基本用语.rst:653–659);
 * - `also` counts it may be summoned with instead of its Level's: 「也能把3只怪兽解放作召唤」 (more), 「这张卡可以把1只「忍者」怪兽解放作
 *   上级召唤」 (fewer, of a kind: `lighter`), 「或者1只「守墓」怪兽」 (fewer, in place of the Level's), 「这张卡可以不用解放作召唤」 (none).
 */
export interface TributeCount {
  only?: TributeOption;
  also?: TributeOption[];
}

/** One count of tributes a text allows. */
export interface TributeOption {
  n: number;
  /** 「「机壳」怪兽」「名字带有「核成」的怪兽」: every tribute is of this archetype. */
  archetype?: string;
  /** Other words the tributes must fit (「上级召唤的怪兽」「暗属性怪兽」「5星以上的怪兽」) — kept as the text says them, not judged. */
  kind?: string;
  /** The lead it needs (「对方场上有怪兽存在，自己场上没有怪兽存在的场合」) — kept as the text says it, not judged. */
  condition?: string;
  /** Fewer than the Level asks (「可以把1只…解放作召唤」「或者1只「守墓」怪兽」): a way only when the Level needs more (none at Level 4 or less). */
  lighter?: true;
}

/**
 * FD-SUMMON-RIDER-BY-CARD: one thing a card's effect leaves on the monster it Special Summoned.
 * Added (issue 16, CH-SPECIAL-WIN-LEAVES): `leaves-opponent-wins` — 「那只怪兽从场上离开时对方决斗胜利」 after 「这个效果特殊召唤的怪兽」
 * (魂之接力): when the monster leaves the field, the opponent of the player who summoned it wins.
 * (FD-SUMMON-RIDER-BATTLE-DAMAGE: 'battle-damage-half' 「这个效果特殊召唤的怪兽给与玩家的战斗伤害变成一半」 — the battle damage that monster
 * inflicts on any player is halved; 'battle-damage-zero-opponent' 「这个效果特殊召唤的怪兽进行战斗的场合，对方玩家受到的战斗伤害变成0」;
 * 'battle-damage-zero' (CMP-TOKEN-BATTLE-ZERO) 「这衍生物的战斗发生的对双方玩家的战斗伤害变成0」: neither player takes damage from its battles.)
 */
export type SummonRider = 'cannot-attack' | 'cannot-attack-this-turn' | 'effects-negated' | 'leaves-opponent-wins' | 'leaves-banished' | 'battle-damage-half' | 'battle-damage-zero-opponent' | 'battle-damage-zero';

/** CH-TEMP-BANISH-RETURN: when a card banished for a while comes back — the end of the Battle Phase, the next Standby Phase, the End Phase. */
export type BanishReturn = 'end-step' | 'standby-phase' | 'end-phase';

/** CMP-UNTIL-NEXT-PHASE: the next moment a lasting step ends at — a phase, or the end of a turn (「回合结束时」) — and whose (Action.lastsUntil). */
export interface LastsUntil {
  at: 'standby-phase' | 'end-phase' | 'turn-end';
  whose?: 'self' | 'opponent';
  /**
   * Added (s57, CMP-UNTIL-NEXT-PHASE): 「第2次自己的准备阶段时…回到对方场上」 (命运英雄 恶魔人) — not the next such phase but the Nth, counted
   * from the resolution; absent for the next one.
   */
  nth?: number;
}

/** Added (issue 16, CMP-OWN-COUNTERS): one kind of counter a card's text places on itself, and where that text is. */
export interface OwnCounters {
  kind: string;
  part: 'monster' | 'pendulum' | 'card';
  /** Added (issue 16, CNT-MAX): 「给这张卡放置1个魔力指示物（最多1个）」 — the most of that kind the card may hold by its own text. */
  max?: number;
  /**
   * Added (issue 16, CNT-DAMAGE-INSTEAD): 「自己受到效果伤害的场合，作为代替给这张卡放置1个黑羽指示物」 — the counter is placed instead
   * of the effect damage its controller would take (`effect`: any effect's damage; `opponent-effect`: 「对方的效果让自己受到伤害的场合」);
   * `oncePerTurn` for 「1回合1次，…」.
   */
  insteadOfDamage?: 'effect' | 'opponent-effect';
  oncePerTurn?: true;
}

/**
 * Added (issue 16, 特殊胜利): one special win condition. `winner` is seen from the card: `self` its controller (the
 * player holding it, for a card in the hand; the player who Special Summoned it, 「把这张卡特殊召唤的玩家」), `opponent`
 * that player's opponent (魂之接力). `applies`: `continuous` — a condition that may be met at any time: checked at once
 * after a cost is paid and after a summon, and when an effect has finished resolving (never in the middle of one), the
 * Duel ending there; `resolution` — applied by an activated effect's resolution (终焉的倒计时, 魂之接力, 飞行象 ●):
 * what that effect leaves behind, which the engine does not follow yet.
 */
export interface SpecialWin {
  winner: 'self' | 'opponent';
  condition: SpecialWinCondition;
  applies: 'continuous' | 'resolution';
}

/**
 * What must hold: `hand-set` — this card and every named card in one player's hand (被封印的艾克佐迪亚); `summoned` —
 * the card was Special Summoned (光之创造神 哈拉克提); `materials` — it holds `count` Xyz Materials (鬼计惰天使);
 * `counters` — `count` counters on it (毒蛇神 维诺米纳迦); `other` — a condition in words the engine does not check
 * (a battle, a turn count, cards banished by an effect), kept as the text's clause.
 */
export type SpecialWinCondition =
  | { kind: 'hand-set'; names: string[] }
  | { kind: 'summoned' }
  | { kind: 'materials'; count: number }
  | { kind: 'counters'; count: number }
  /**
   * Added (issue 16, CH-SPECIAL-WIN-FIELD): this card face-up in a Monster Zone, and the other monsters on both fields are exactly
   * `kinds` face-up Normal Monsters of this archetype, each of another name (真艾克佐迪亚).
   */
  | { kind: 'field-only'; archetype: string; kinds: number }
  /**
   * Added (issue 16, CH-SPECIAL-WIN-LEAVES): 「那只怪兽从场上离开时」 — the monster this card's effect Special Summoned leaves the
   * field (魂之接力). The monster carries it (SummonRider `leaves-opponent-wins`); the card itself applies it by resolution.
   */
  | { kind: 'summoned-leaves' }
  | { kind: 'other'; clause: string };

/** Added (issue 16, zones): one link arrow (连接标记), from its controller's side of the field. */
export type LinkArrow = 'bottom-left' | 'bottom' | 'bottom-right' | 'left' | 'right' | 'top-left' | 'top' | 'top-right';

/**
 * Added (issue 16, docs/c03/战斗阶段流程.rst:642–752): one change of battle damage, in the rules' order of
 * application: `pierce` (order 1, 「给与攻击力超过那个守备力的数值的2倍数值的战斗伤害」: `value` the factor),
 * `also-opponent` / `to-opponent` / `to-self` (order 3: 「让对方也承受」「由对方代受」「由自己代受」), `heal`
 * (order 5: 「作为代替让基本分回复那个数值」), `zero`, `half`, `double`, `set` (orders 6–9: 「战斗伤害变成0 / 一半 /
 * 2倍 / 1000」; `set` with no `value`: the source monster's original ATK, 潜艇机人), `immune-up-to-atk` (order 10:
 * 「不会受到这张卡的攻击力以下的战斗伤害」).
 */
export interface BattleDamageRule {
  /**
   * `indestructible` (CH-BATTLE-INDESTRUCTIBLE) changes no damage: the monsters `of` names are not destroyed by
   * the battle (和睦的使者's 「自己的怪兽不会被战斗破坏」); the damage is still calculated as it is.
   * `both` (order 2, 「…的战斗发生的战斗伤害由双方玩家承受」): the other player takes the same damage too, a damage the
   * order-3 effects may then move (rules reference docs/c03/战斗阶段流程.rst:644).
   */
  op: 'pierce' | 'both' | 'also-opponent' | 'to-opponent' | 'to-self' | 'heal' | 'zero' | 'half' | 'double' | 'set' | 'immune-up-to-atk' | 'indestructible';
  value?: number;
  /**
   * Whose damage it changes, seen from the effect's controller: `self` (对自己的 / 自己受到的), `opponent` (给与对方的 /
   * 对对方的), `controller` (对那控制者的: the controller of the monster `of` names), `any` (玩家 / 双方).
   */
  receiver: 'self' | 'opponent' | 'controller' | 'any';
  /**
   * Which battles: `self` (这张卡的战斗), `equipped` (装备怪兽的战斗), `targets` (the monsters the activation
   * targeted), `filter` (「天使族怪兽的战斗」「自己的「薰风」怪兽的战斗」), `monsters` (怪兽之间的战斗: not a direct
   * attack), `any`.
   */
  of: 'self' | 'equipped' | 'targets' | 'filter' | 'monsters' | 'any';
  filter?: CardFilter;
  /** 「这张卡给与…的战斗伤害」: the monster `of` names must be the source of the damage, not only in the battle. */
  sourceOnly?: boolean;
  /** Only when the monster `of` names is attacked (「这张卡被攻击的场合」), attacks directly, or battles an opponent's monster. */
  when?: 'attacked' | 'direct' | 'vs-monster' | 'attacks-defense';
  /**
   * Added (issue 16, CH-BATTLE-INDESTRUCTIBLE-LP): 「自己基本分比对方多的场合，这张卡…不会被战斗破坏」 — it holds only while its player's LP
   * are above the opponent's as the damage calculation starts, before that battle's damage (docs/c03/战斗阶段流程.rst:774).
   */
  lpAhead?: true;
  /**
   * Added (CH-BATTLE-INDESTRUCTIBLE-LP): 「这张卡以及这张卡所连接区的植物族怪兽不会被战斗破坏」 — the monsters of this filter in the zones
   * this Link monster points at are protected too (zones stated: judged by its arrows; not stated: taken as not there, said).
   */
  linked?: CardFilter;
  /**
   * Added (issue 16, CH-BATTLE-DAMAGE-REPLACED): 「（可以作为代替…）。这个效果适用的回合，自己受到的战斗伤害变成一半」 — the change holds only
   * when its card's destruction replacement applies (the situation says so: `代替破坏`), decided before the damage.
   */
  whenReplaced?: true;
  /**
   * Added (CMP-BATTLE-ZERO-SUMMON-TURN): the rule holds only while its effect's condition is known to hold — 「这张卡特殊召唤的回合，自己场上的
   * 名字带有「命运英雄」的怪兽…对控制者造成的战斗伤害变成0」 (命运英雄 恐惧人): the situation not telling that summon (`本回合特召`), it is not applied
   * and the answer says so (never a guess stated as the ruling).
   */
  conditionKnown?: true;
  /** An activated effect's change lasts this turn (`turn`, the default) or only for the battle it was activated in (`battle`). */
  lasts?: 'turn' | 'battle';
  /**
   * Added (issue 16, CH-BATTLE-DAMAGE-HALF-LP): for `set`, the value is half the LP the player taking the damage has at that
   * time (「自己受到的战斗伤害变成那个时候的自己基本分一半的数值」, 恐啡肽狂龙无伤) — a fixed value of order 9 like the others.
   */
  halfLp?: true;
  /**
   * Added (issue 16, CH-BATTLE-INDESTRUCTIBLE-VS): for `indestructible`, only in a battle with a monster whose battle value
   * (its ATK, or its DEF when it attacks in Defense Position) is at least `atkMin` / at most `atkMax`
   * (「不会被和攻击力1900以上的怪兽的战斗破坏」).
   */
  vs?: {
    atkMin?: number;
    atkMax?: number;
    /**
     * Added (CMP-BATTLE-VS-FILTER): only in a battle with a monster of this filter — 「这张卡不会被和暗属性怪兽的战斗破坏，那次战斗发生的对
     * 自己的战斗伤害变成0」 (神圣之灯): both the protection and the damage change hold in its battles with a DARK monster only.
     */
    filter?: CardFilter;
    /**
     * Added (s57, CH-BATTLE-INDESTRUCTIBLE-COLUMN): only in a battle with a monster in the protected monster's own column (`same`) or in
     * another column (`other`) — 「自己的「机界骑士」怪兽不会被和与那自身纵列不同纵列的怪兽的战斗破坏」 (明星之机械骑士): the column of each
     * monster as the situation states its zone.
     */
    column?: 'same' | 'other';
  };
}

/** CH-POSITION-LOCK-FIELD: the monsters a continuous 『表示形式不能变更』 covers — its own card, or those a filter fits. */
export interface PositionLockRule {
  of: 'self' | 'filter';
  /** For `filter`: the monsters covered — a side (seen from the lock's card), a Type, a position, every one but its card (`notSelf`). */
  filter?: CardFilter;
}

/**
 * Added (issue 16, CH-ATTACK-TARGET): one rule about attack declarations, read from a continuous effect. The
 * target rules bind the opponent of the card's controller (their attacks), in the rules' order of strength
 * (docs/c03/战斗阶段流程.rst:134–168):
 * - `forced` 「对方只能攻击装备了这张卡的怪兽」 (磁力指轮-type): only its subject may be attacked — above every other rule;
 * - `must` 「在可以攻击的场合必须向这张卡作出攻击」「必须以…为攻击对象」: attacks must go to its subject — above `only`
 *   and `not-target`, and no direct attack while it applies;
 * - `only` 「对方不能选择其他(的战士族)怪兽作为攻击对象」: no other monster (of `others`) may be chosen; a player may still
 *   be attacked directly by a monster that can; two of them leave no monster to choose;
 * - `only-strict` 「对方只能选择…作为攻击对象」: the same, and no direct attack either;
 * - `not-target` 「不会成为攻击对象」「对方不能选择这张卡作为攻击对象」.
 * The attacker rules bind their own subject: `cannot-attack` 「不能攻击」「不能攻击宣言」, `direct` 「可以直接攻击」, `no-direct`
 * 「不能直接攻击」, `attacks` 「在同1次的战斗阶段中可以作2次攻击」.
 */
export interface AttackRule {
  /**
   * `one-attacker` (「各自在战斗阶段只能用1只怪兽攻击」, CH-ATTACK-ONE-MONSTER): a lock on the players of `filter`'s side — once one of
   * a player's monsters declared an attack this Battle Phase, no other of theirs may, even one unaffected by the card.
   * Added (issue 16, CH-ATTACK-ONLY-ATTACKER): `attacks-only` 「这张卡只能向龙族怪兽攻击」 — a rule on the attacker: it may choose only
   * monsters matching `targets`; the same rank as the defending side's `only`, so a `must` or `forced` rule comes first.
   * Added (CH-ATTACKER-DEFENSE): `in-defense` 「这张卡可以用表侧守备表示的状态作出攻击」「自己场上的「超重武者」怪兽可以用表侧守备表示的状态作出攻击」 —
   * its subject may attack in face-up Defense Position (using its DEF), so changed to it during its attack it is still the attacker.
   */
  kind: 'forced' | 'must' | 'only' | 'only-strict' | 'not-target' | 'cannot-attack' | 'direct' | 'no-direct' | 'attacks' | 'one-attacker' | 'attacks-only' | 'in-defense';
  /** For `attacks-only`: the monsters its subject may attack. */
  targets?: CardFilter;
  /** Added (CH-ATTACK-NOT-KIND): for `attacks-only`, 「装备怪兽…不能向昆虫族怪兽攻击」 — the monsters its subject may not attack. */
  notTargets?: CardFilter;
  /** For `attacks` (「在同1次的战斗阶段中可以作2次攻击」): how many attacks its subject may make in one Battle Phase. */
  count?: number;
  /**
   * For `attacks` (「最多2次可以向怪兽攻击」, CH-ATTACK-COUNT): the attacks past the first are at monsters only — a monster that
   * attacked directly makes no more, one that attacked a monster attacks directly no more.
   */
  monstersOnly?: true;
  /**
   * The monsters it is about: the card itself, the monster it equips, or monsters matching `filter` (read from its card's side).
   * Added (issue 16, CH-ATTACK-BOUND): `bound` — the monster the card keeps targeting (持续取对象, CT-BOND: 「只要这张卡在魔法与陷阱区域存在，
   * 那只表侧表示怪兽…不能向对方直接攻击」).
   */
  of: 'self' | 'equipped' | 'filter' | 'bound';
  filter?: CardFilter;
  /** Added (CH-ATTACK-COUNT): a condition on the card itself read before the rule (「这张卡的等级是7星以上的场合，…」): it applies only while the card matches. */
  whileSelf?: CardFilter;
  /**
   * Added (CH-ATTACK-DIRECT, CH-ATTACK-ONE-MONSTER): the state a 「…的场合，」 lead before the rule names (「对方场上的表侧表示怪兽只有地·水·炎属性怪兽的场合」
   * 「自己场上有「X」怪兽存在的场合」): the rule applies only while it holds (judged on the board; met when the board cannot tell).
   */
  whileHolds?: Condition[];
  /** For `only`: which other monsters cannot be chosen (「其他的战士族怪兽」); absent: every other monster. */
  others?: CardFilter;
  /**
   * Added (issue 16, CH-ATTACK-RETURN-COST): for `cannot-attack`, 「这张卡若不让自己场上存在的1张卡回到手卡则不能攻击宣言」 — the rule is
   * lifted by returning this many other cards of its controller's field to the hand (a Token cannot be returned: it pays nothing).
   */
  unlessReturn?: number;
}

/**
 * Added (issue 16, SIT-DECLARED): the race or Attribute a `becomes` takes from what its card's activation declared
 * (「变成宣言的种族」: DNA改造手术, DNA移植手术). The binder puts the situation's `(宣言:X)` in its place; a change still
 * holding it (nothing declared) changes nothing.
 */
export const DECLARED = '宣言';

/**
 * CMP-OPT-EITHER: does using effect `n` of a card spend the once-per-turn limit of its effect `e` — the same effect, or one of those its
 * header makes share the limit (「①②的效果1回合只能有1次使用其中任意1个」)?
 */
export function sharesUseLimit(e: Pick<EffectFacts, 'n' | 'oncePerTurnWith'>, n: number): boolean {
  return n === e.n || (e.oncePerTurnWith?.includes(n) ?? false);
}
