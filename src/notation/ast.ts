/**
 * The syntax tree of the chain notation (../shared/spec/notation.md).
 *
 * It says only what the user typed: names are not yet cards, controllers may be missing. Every node
 * carries the offsets of the text it came from (UTF-16 code units, `end` exclusive) so that later
 * stages can point back at the user's input ("C3 here is illegal").
 */

import type { DeclaredKind } from './declared-kind.js';

export interface Span {
  start: number;
  end: number;
}

/** A: the turn player unless the situation says otherwise; B: the other player. */
export type PlayerTag = 'A' | 'B';

/** How the user named a card. */
export type CardRefNode =
  | {
      kind: 'name';
      /** The name as typed, trimmed, quotes removed. */
      name: string;
      /** The quote it was written in, or null for a bare name. */
      quote: '《' | '「' | '『' | '"' | null;
      span: Span;
    }
  | { kind: 'passcode'; passcode: number; span: Span }
  /** `C2` after an arrow: the card of chain link 2. Only as a target. */
  | { kind: 'link'; link: number; span: Span };

/** A card with an optional controller prefix: `B:召唤师 阿莱斯特`, `C1`. */
export interface CardMention {
  controller: PlayerTag | null;
  card: CardRefNode;
  span: Span;
}

/** Free text in `[…]`, `(…)` or `（…）`. The engine documents the notes it understands. */
export interface NoteNode {
  text: string;
  bracket: '[' | '(' | '（';
  span: Span;
}

/** One chain link: `C2 B:我身作盾#1 → C1 [支付1500]`. */
export interface LinkNode {
  /** 1, 2, 3 … as typed (the parser checks they run in order). */
  n: number;
  /** The marker as typed (`C`, `c`, `CHAIN`, `Chain`, `连锁`, full-width forms). */
  marker: string;
  controller: PlayerTag | null;
  card: Extract<CardRefNode, { kind: 'name' | 'passcode' }>;
  /** 1-based effect number (`③`, `#3`, `效果3`), or null when not given. */
  effect: number | null;
  /**
   * Form 17: the number names a Pendulum Effect (`P①`, `P#1`, `灵摆效果1`), not a monster effect.
   * Present (true) only then, so trees of the older forms are unchanged.
   */
  pendulum?: true;
  targets: CardMention[];
  notes: NoteNode[];
  span: Span;
}

/** Card states that the situation block can attach: `魂之纲(盖)`. */
export type CardState =
  | 'set' // 盖 / 里 / set: face-down
  | 'defense' // 守 / def
  | 'set-this-turn' // 本回合盖放
  | 'summoned-this-turn' // 本回合特召 / summoned this turn
  | 'sent-to-gy-this-turn' // 本回合送去墓地 (CH-SENT-GY-TURN, s56)
  | 'banished-this-turn' // 本回合除外 (CH-SENT-GY-TURN, s57: 「这张卡被除外的回合」)
  | 'position-changed-this-turn' // 已变更表示形式 (CH-POSITION-CHANGE, issue 16)
  | 'flipped' // 已反转
  | 'used' // 已用: its once-per-turn is spent
  | 'battle-destroyed' // 战斗破坏 / 确定被战斗破坏: destroyed by battle, still on the field until the end of the damage step
  | 'properly-summoned' // 正规出场: a Special Summon monster that was once properly summoned (苏生限制 met)
  | 'not-properly-summoned' // 未正规出场: one that never was (sent from the hand/Deck, or summoned ignoring its conditions)
  | 'cannot-use' // 不能使用: its name is declared by 禁止令 / 念动力防卫者 and the lock applies to this card
  /**
   * Added (issue 16, docs/c03/诱发类效果.rst:64–73, :614–629): 公开 — a card in the hand kept revealed (正正堂堂,
   * 仪式之钟): its triggers are public information, placed with the other public ones (SEGOC levels 3·4, not 7).
   */
  | 'revealed'
  /**
   * Added (issue 16, docs/c03/无效.rst:262–289): 效果无效 — an effect resolved earlier (效果遮蒙者, 禁忌的圣杯, 废品同调士's
   * 「这个效果特殊召唤的怪兽的效果无效化」) negated this face-up card's effects, and they still are. The engine
   * reads it as that lingering negation (CH-NEGATED-EARLIER): gone once the card is turned face-down or leaves.
   */
  | 'effects-negated'
  /** Added (issue 16, 陷阱怪兽 — docs/c02/基本用语.rst:1086–1224): 当作怪兽 — a trap monster standing in a Monster Zone as the monster it summoned itself as (src/scenario/trap-monster.ts). */
  | 'as-monster'
  /**
   * Added (issue 16, what a card remembers — docs/c03/里侧·一时除外.rst): what happened to the card
   * since the facts written before it in the same note. `turned-face-down` (变里侧): turned face-down
   * by an effect (and perhaps flipped again); `banished-and-back` (一时除外): temporarily banished and
   * returned to the field. The engine decides what the card still remembers (src/engine/game/memory.ts).
   */
  | 'turned-face-down'
  | 'banished-and-back'
  /**
   * Added (issue 16, how a monster was summoned — docs/c03/里侧·一时除外.rst:71–147): 通常召唤 / 上级召唤 /
   * 反转召唤 / 特殊召唤 / 融合召唤 / 同调召唤 / 超量召唤 / 连接召唤 / 仪式召唤 / 灵摆召唤 (`(同调召唤)`), and where a
   * Special Summon took it from (`(从墓地特召)`). The engine decides what survives 变里侧/一时除外
   * (src/engine/game/memory.ts, FD-SUMMON-MEMORY) and reads it through 「○○召唤的」 filters.
   */
  | 'normal-summoned'
  | 'tribute-summoned'
  | 'flip-summoned'
  | 'special-summoned'
  | 'fusion-summoned'
  | 'synchro-summoned'
  | 'xyz-summoned'
  | 'link-summoned'
  | 'ritual-summoned'
  | 'pendulum-summoned'
  | 'summoned-from-hand'
  | 'summoned-from-gy'
  | 'summoned-from-deck'
  | 'summoned-from-extra'
  | 'summoned-from-banished'
  /**
   * Added (issue 16, FD-SUMMONED-BY-ITSELF — docs/c03/里侧·一时除外.rst:208–218): 自身特召 — Special Summoned by
   * its own effect or its own procedure (「这张卡的①的效果特殊召唤的这张卡」「这张卡的①的方法特殊召唤的这张卡」).
   * Lost when turned face-down, kept when temporarily banished and back (src/engine/game/memory.ts).
   */
  | 'summoned-by-itself'
  /**
   * Added (issue 16, CH-GEMINI-NORMAL): 再度召唤 — a Gemini monster summoned again on the field (二重怪兽的再度召唤): an
   * Effect Monster with its effects, no longer a Normal Monster. Lost when it leaves the field, is turned face-down or
   * banished and back (src/engine/game/memory.ts).
   */
  | 'gemini-summoned'
  /**
   * Added (issue 16, FD-MATERIALS — docs/c03/里侧·一时除外.rst:182–192): `素材:X+Y` — the monsters it was summoned
   * with (its materials, or the monsters tributed for it); the names are on the node (`materials`), this marks where
   * in the note they were said. Lost when it is turned face-down or banished and back (src/engine/game/memory.ts).
   */
  | 'has-materials'
  /**
   * Added (issue 16, FD-SUMMONED-BY — docs/c03/里侧·一时除外.rst:198–202, 252–257): `由X` — X's effect Special Summoned it
   * (the name is on the node, `summonedBy`; this marks where in the note it was said). Lost when it is turned face-down
   * or banished and back (src/engine/game/memory.ts).
   */
  | 'summoned-by-card'
  /**
   * Added (issue 16, docs/c03/卡片的抗性.rst): an effect resolved earlier left this face-up card unaffected
   * (禁忌的圣枪 「不受这张卡以外的魔法·陷阱卡的效果影响」, No.81, a summon condition): 不受效果 (by other cards'
   * effects), 不受魔法, 不受陷阱, 不受魔陷, 不受怪兽 (by those cards' effects), 不受对方效果 (by the opponent's).
   * The engine applies it like a printed 「不受…效果影响」 (CH-UNAFFECTED-STATE); lost when turned face-down or banished.
   */
  | 'unaffected'
  | 'unaffected-by-spell'
  | 'unaffected-by-trap'
  | 'unaffected-by-spell-trap'
  | 'unaffected-by-monster'
  | 'unaffected-by-opponent'
  /**
   * Added (issue 16, CH-INDESTRUCTIBLE-STATE): an effect resolved earlier left this card on the field not destroyed by
   * card effects (No.66 霸键甲虫, 闪珖龙 星尘): 不会被效果破坏. Applies while it is on the field, face-up or face-down,
   * and not while its own activation is negated.
   */
  | 'indestructible-by-effect'
  /**
   * Added (issue 16, CH-INDESTRUCTIBLE-ONCE-STATE): an earlier effect keeps this card from being destroyed by card effects only once
   * (闪珖龙 星尘, 纯爱妖精快乐回忆: 「只有1次不会被…效果破坏」), not yet used: 只有1次不会被效果破坏. It keeps the card from the next
   * destruction by an effect, but the card is still one about to be destroyed (确定被破坏) for a destruction replacement's step.
   */
  | 'indestructible-once-by-effect'
  /**
   * Added (issue 16, FD-POSITION-LOCK — docs/c03/里侧·一时除外.rst:29–30, :206): an effect resolved earlier left on this card
   * 「不能把表示形式变更」 (无底的落穴, 不幸的少女): 不能变更表示形式. Its battle position cannot be changed by the rules; the card forgets it
   * once it is turned face-down or banished and back (written before that marker; written after it, the lock came with it).
   */
  | 'position-locked'
  /**
   * Added (issue 16, CH-LEAVES-BANISH-APPLIED — docs/c03/里侧·一时除外.rst:359–362): an effect resolved earlier left on this card
   * 「那张卡从场上离开的场合除外」 (魊影的阴影 斯诺皮奥斯②, 西之七音服·比蒂娅): 离场除外. It ends once the card is turned face-down.
   */
  | 'banished-on-leave'
  /**
   * Added (issue 16, CH-UNNEGATABLE-STATE): an effect resolved earlier left on this monster 「那只怪兽在场上发动的效果不会被无效化」
   * (暗黑栗子球①): 效果不会被无效. It ends once the card is turned face-down or leaves the field.
   */
  | 'effects-unnegatable'
  /**
   * Added (issue 16, FD-BATTLE-MEMORY — docs/c03/里侧·一时除外.rst:260–282, 战斗阶段流程.rst:301–312): what the
   * monster did in battle this turn. 已攻击宣言 (it declared an attack that never reached the Damage Step:
   * negated, stopped, cancelled after a replay), 已攻击 (it attacked: its attack reached the Damage Step —
   * 「攻击过」), 已直接攻击 (a direct attack that reached damage calculation), 已战斗 (it battled), 战斗破坏过怪兽
   * (it destroyed a monster by battle). The engine decides what survives 变里侧/一时除外 (src/engine/game/memory.ts).
   */
  | 'attack-declared'
  | 'attacked'
  | 'attacked-directly'
  | 'battled'
  | 'destroyed-by-battle-a-monster'
  /**
   * Added (FD-BATTLE-PHASE-END-DEED): 已给与战斗伤害 — it dealt battle damage to its controller's opponent this turn (飞牙鲨 「这张卡给与对方
   * 基本分战斗伤害的战斗阶段结束时」). Kept and lost as 已战斗 is (it is part of the battle).
   */
  | 'dealt-battle-damage'
  /**
   * Added (issue 16, CH-BATTLE-PROTECT-ONCE): 已免战斗破坏 — a protection 「在1回合各有1次不会被战斗破坏」 already kept it from being
   * destroyed by battle this turn: such protections (however many apply) do not keep it again this turn.
   */
  | 'battle-protection-used'
  /**
   * Added (issue 16, zones — docs/c01/大师规则（2020年4月版）变更点.rst:39): 表侧 — a Pendulum monster face-up in the Extra Deck
   * (it went there from the field). From there it goes only to an Extra Monster Zone or a linked zone (ZONE-EXTRA-SUMMON).
   */
  | 'face-up-in-extra'
  /**
   * Added (issue 16, CH-ATTACK-COUNT — docs/c03/战斗阶段流程.rst:196–291): how many attacks it declared in this Battle Phase
   * (已攻击2次, 已攻击3次; one is 已攻击宣言/已攻击/已直接攻击), and 已直接攻击宣言 (a direct attack it declared, negated or
   * replayed before damage calculation).
   */
  | 'attacked-twice'
  | 'attacked-thrice'
  | 'direct-attack-declared'
  /**
   * Added (same rule): an effect resolved earlier this turn lets it attack that many times in this Battle Phase (可作2次攻击,
   * 可作3次攻击), or that many times at monsters only (可向怪兽2次攻击, 可向怪兽3次攻击: 「最多2次可以向怪兽攻击」).
   */
  | 'may-attack-twice'
  | 'may-attack-thrice'
  | 'may-attack-monsters-twice'
  | 'may-attack-monsters-thrice'
  /**
   * Added (issue 16, CH-ATTACK-CONTINUE): an effect 「（只再1次）可以继续攻击」 applied to it, and its next attack not yet made
   * (可继续攻击): it may attack once more than it declared, while no other monster of its side attacked since.
   */
  | 'may-continue-attack'
  /**
   * Added (issue 16, CH-REPLACE-DESTROY-BATTLE): its card's optional destruction replacement (「…被战斗破坏的场合，可以作为代替…」)
   * is applied to the monster the situation's battle destroys (代替破坏; the player chose it at damage calculation).
   */
  | 'replaces-destruction'
  /**
   * Added (issue 16, CH-ATTACK-TARGET-LEFT): an attack-target rule a Trap's effect left on this monster for the turn — 只能被攻击
   * (仁王立②: the opponent may attack only it, no direct attack) and 必须被攻击 (挑衅: the opponent must attack it, if it attacks).
   */
  | 'sole-attack-target'
  | 'must-be-attacked'
  /**
   * Added (issue 16, CH-TEMP-BANISH-RETURN): 一时除外中 — a banished card that an earlier effect banished only until the End Phase
   * (「直到结束阶段除外」): it comes back to its owner's field then, when the End Phase is played (`… 结束阶段`).
   */
  | 'temp-banished'
  /**
   * Added (CMP-COIN-GRANTED): 硬币表 / 硬币里 — the coin its summon trigger tossed (「进行1次投掷硬币得到以下效果」, 秘仪之力) came out heads or
   * tails: the ● of that face is its effect while it stays face-up. Lost when it is turned face-down or leaves (a new card).
   */
  | 'coin-heads'
  | 'coin-tails';

export type ZoneName = 'field' | 'hand' | 'gy' | 'banished' | 'deck' | 'extra';

/**
 * Added (issue 16, zones — docs/c01/大师规则（2017）变更点.rst): which zone of the field a card stands in, as the
 * situation states it in the card's note: `主3` (Main Monster Zone 3), `EX左`/`EX右` (the Extra Monster Zone on
 * its controller's left/right; plain `EX` is the left one), `魔陷2` (Spell & Trap Zone 2), `灵摆左`/`灵摆右` (the
 * Pendulum Zones: Spell & Trap Zones 1 and 5, placed as a Pendulum Scale), `场地` (the Field Zone).
 * Columns count 1–5 from the card's controller's left; the engine turns them into one frame for both sides.
 */
export interface FieldPlace {
  /** 主怪兽区 / 额外怪兽区 / 魔法·陷阱区 / 场地区. */
  area: 'main' | 'extra-monster' | 'spell-trap' | 'field-zone';
  /** 1–5 from the controller's left (an Extra Monster Zone is column 2 or 4); null for the Field Zone. */
  column: number | null;
  /** 灵摆区: a Pendulum card placed as a Pendulum Scale in Spell & Trap Zone 1 or 5. */
  pendulum?: true;
}

/**
 * Added (issue 16, 攻守计算): a monster's ATK/DEF stated in the situation block, in its state note:
 * `青眼白龙(攻3500)` (its ATK is 3500 now), `(攻-1000)` / `(ATK+500)` (its ATK was lowered / raised by
 * that much), `(原攻1600)` (its original ATK is 1600), the same with 守/DEF.
 */
export interface StatNote {
  stat: 'atk' | 'def';
  layer: 'current' | 'original';
  /** 'is': the value now; 'add': a raise (+) or lower (−) applied earlier. */
  op: 'is' | 'add';
  value: number;
  /**
   * Written before a later 变里侧/一时除外 in the same note: a value of the card it was before it turned
   * face-down or was banished — the new card does not keep it (FD-MEMORY, CH-STAT-LEAVES).
   */
  beforeReset?: true;
  /**
   * Added (issue 16, CH-STAT-OWN-NEGATED): `攻+800#2` / `攻+800②` — the change was made by this card's own effect of that
   * number (a one-shot change), so negating the card's effects can end it. Absent: who made it is not said.
   */
  by?: number;
}

/**
 * Added (issue 16, CH-LEVEL-ARITH): a level or Rank the situation states — `等级3` (the level now, an earlier 变成), `等级-1`
 * `等级+2` (an earlier lower or raise), `阶级…` the same for a Rank; `#N` / `②` after it: made by this card's own effect N
 * (CH-LEVEL-OWN-NEGATED).
 */
export interface LevelNote {
  op: 'is' | 'add';
  value: number;
  rank?: true;
  /** `刻度1` `灵摆刻度+2`: the Pendulum Scale of a Pendulum card (its `#N` names its Pendulum Effect N). */
  scale?: true;
  by?: number;
  /** Written before a later 变里侧/一时除外 in the same note: the old card's (as StatNote.beforeReset). */
  beforeReset?: true;
}

export interface ZoneCardNode {
  card: Extract<CardRefNode, { kind: 'name' | 'passcode' }>;
  states: CardState[];
  /** Added (issue 16): ATK/DEF stated in the note, in the order written. Absent when none. */
  stats?: StatNote[];
  /** Added (issue 16, CH-LEVEL-ARITH): levels / Ranks stated in the note (`等级-1#1`), in the order written. Absent when none. */
  levels?: LevelNote[];
  /**
   * Added (issue 16, 装备卡): `恶魔之斧(装备:青眼白龙)` — this card is an equip card equipped to the monster of
   * that name on the field (the name as typed). Absent when not said.
   */
  equippedTo?: string;
  /**
   * Added (issue 16, CT-BOND): `活死人的呼声(对象:青眼白龙)` — this card keeps targeting the card of that name on the field
   * (持续取对象: the monster it summoned, the card its effect is bound to). Absent when not said.
   */
  targeting?: string;
  /**
   * Added (issue 16, 复制): `混沌幻影(复制:电子龙·无限)` — this card has taken the name and the effects of the card
   * of that name (混沌幻影, 霸王眷龙 凶饿毒 and other copy effects); its effect numbers are that card's. Absent when not said.
   */
  copies?: string;
  /**
   * Added (issue 16, FD-GAIN-EFFECTS): `救世星龙(得到效果:妖精弓手)` — with `copies`: the card may use that card's effects as its
   * own (numbered as that card numbers them) but keeps its own name. Absent for a full copy (`复制:`).
   */
  copiesEffectsOnly?: true;
  /**
   * Added (issue 16, FD-NAME-CHANGE): `妖精弓手(卡名:元素英雄 天空侠)` — an earlier effect (英雄假面) changed its name; it keeps
   * its own effects, and what binds its original name (a 「这个卡名」 once per turn, 基本用语.rst:56, :398) still does.
   */
  renamed?: string;
  /**
   * Added (issue 16, SIT-DECLARED): `DNA改造手术(宣言:机械族)`, `DNA移植手术(宣言:暗)` — the race or Attribute its activation
   * declared (an Attribute as its one character). Absent when not said.
   */
  declared?: string;
  /**
   * Added (issue 16, SIT-CHANGED-HERE): `元素灵剑士·随风(属性:地)`, `X(种族:恐龙族)` — the Attribute or Type an earlier effect gave it where it
   * is now (an Attribute as its one character). Absent when not said.
   */
  becameAttribute?: string;
  becameRace?: string;
  /**
   * Added (issue 16, SIT-OWNER): `洗脑的怪兽(所有者:B)` under A场 — A controls it, B owns it (its control was taken). Absent when
   * its controller owns it.
   */
  owner?: 'A' | 'B';
  /**
   * Added (issue 16, FD-MATERIALS): `(同调召唤,素材:炎龙星-狻猊+幻龙星-螭吻)` — the monsters it was summoned with, as
   * typed (the state `has-materials` marks where in the note). Absent when not said.
   */
  materials?: string[];
  /** Added (issue 16, FD-SUMMONED-BY): `(由死者苏生)` — the card whose effect Special Summoned it, as typed. Absent when not said. */
  summonedBy?: string;
  /** Added (s52, CH-POSITION-LOCK-BATTLED): `(已战斗:电气啄木鸟)` — the monster it battled, as typed. Absent when not said. */
  battledWith?: string;
  /** Added (issue 16, zones): `(主3)`, `(EX左)`, `(魔陷2)` … — the zone it stands in. Absent when not said. */
  place?: FieldPlace;
  /**
   * Added (issue 16, CNT-STATE): `(魔力指示物3)`, `(指示物:魔力×3)` — the counters (指示物) on it, by kind (the word before
   * 指示物; '' for a counter with no name). Absent when not said (then how many it holds is not known).
   */
  counters?: Record<string, number>;
  span: Span;
}

export type SituationItem =
  | { kind: 'turn'; player: PlayerTag; span: Span }
  | { kind: 'phase'; name: string; span: Span }
  | { kind: 'attack'; attacker: CardMention; target: CardMention | null; span: Span }
  /** `complete` (SIT-FIELD-COMPLETE): written `A场只有:` — the field holds only the cards listed (without it, a field written with cards may be listed in part). */
  | { kind: 'zone'; player: PlayerTag; zone: ZoneName; cards: ZoneCardNode[]; complete?: true; span: Span }
  | { kind: 'lp'; player: PlayerTag; value: number; span: Span }
  | { kind: 'hand-size'; player: PlayerTag; value: number; span: Span }
  /**
   * Added (issue 16): `本回合: A:混沌帝龙#1(效果无效), B:解码语者(特殊召唤)` — what happened earlier this turn. Added
   * (CH-LINGERING-LOCK-LAST-TURN): `lastTurn` — written `上回合:`, activations of the turn before (only the locks they left may last).
   */
  | { kind: 'history'; entries: HistoryEntryNode[]; lastTurn?: true; span: Span };

/**
 * Added (issue 16, the turn's history): one thing done earlier this turn, before the situation — an
 * effect (or card) activated and how its chain treated it, or a summon and whether it was negated.
 */
export interface HistoryEntryNode {
  controller: PlayerTag | null;
  card: Extract<CardRefNode, { kind: 'name' | 'passcode' }>;
  /** The effect activated (`#1`, `①`); null for a card activation or a summon. */
  effect: number | null;
  pendulum?: true;
  /**
   * What it was: an activation (the default) or a summon of the card.
   * Added (CH-NORMAL-SUMMON-ONCE, s49): `set` — a monster Set (盖放), which uses the turn's Normal Summon as a summon does.
   * Added (CH-SENT-GY-TURN, s57): `sent-to-gy` (送去墓地) and `banished` (除外) — the card was sent to the GY or banished this turn (by
   * whatever did it): 「这个效果在这张卡送去墓地／被除外的回合不能发动」 reads it.
   */
  event: 'activation' | 'summon' | 'tribute-summon' | 'special-summon' | 'flip-summon' | 'set' | 'sent-to-gy' | 'banished';
  /** Added (SIT-HISTORY-SUMMON-KIND, s58): with `special-summon`, the method written (`(超量召唤)`, `(同调召唤)`, `(灵摆召唤)` …). */
  method?: MaterialSummon | 'pendulum';
  /**
   * `activation`: its activation was negated (发动无效); `effect`: it was activated but its effect
   * negated (效果无效); `summon`: the summon was negated (召唤无效). Null: it happened as written.
   * Added (issue 16, CH-REWRITE-EARLIER): `rewritten` — it was activated, and a higher link rewrote its effect (改写): what it
   * resolved was the new text, so its own effect never applied.
   */
  negated: 'activation' | 'effect' | 'summon' | 'rewritten' | null;
  /** For a summon: where the monster came from (从额外 …), when said. */
  from: ZoneName | null;
  /**
   * Added (issue 16, CH-HISTORY-BY): `由Y` — it was done by card Y's effect as Y resolved: a card activated by
   * 弹出式翻页 / 诱饵人偶 (`本回合:A:礼物卡(由诱饵人偶)`), a monster summoned by 死者苏生 (`(特殊召唤,由死者苏生)`).
   * The name as typed; the binder resolves it.
   */
  by?: string;
  /**
   * Added (issue 16, CH-NAME-NEGATE-EARLIER): `对象:X` / `除外:X` — the cards its effect was about (its target, the card it
   * banished), as typed; the binder resolves them.
   */
  about?: string[];
  /** Added (CH-LINGERING-LOCK-DECLARED): `宣言:魔法` — the kind of card (怪兽·魔法·陷阱) its activation declared. */
  declaredKind?: DeclaredKind;
  /**
   * Added (CH-LINGER-SUMMON-LOCK-DECLARED): `宣言:融合` — a word that names a monster type (仪式·融合·同调·超量·灵摆), as typed. Whether it is
   * the type or a card's name (「融合」) the binder decides from the card that declared it.
   */
  declaredType?: string;
  /** Added (s58, CH-SHOWN-CARD-NOTE): `确认:X` — the card its effect showed as it resolved, as typed; the binder resolves it. */
  shown?: string;
  span: Span;
}

export interface SituationNode {
  bracket: '{' | '【';
  items: SituationItem[];
  span: Span;
}

/** Added (issue 16): the summons made with materials. */
export type MaterialSummon = 'fusion' | 'synchro' | 'xyz' | 'link' | 'ritual';

export type ActionVerb =
  | 'summon' // 召唤
  | 'tribute-summon' // 上级召唤
  | 'special-summon' // 特殊召唤
  | 'flip-summon' // 反转召唤
  | 'flip' // 反转
  | 'change-position' // 表示形式变更 (CH-POSITION-CHANGE, issue 16)
  | 'attack' // 攻击宣言
  | 'direct-attack' // 直接攻击 (s56, WIN-DIRECT-DAMAGE): the direct attack's battle damage dealt
  | 'discard' // 丢弃
  | 'destroy' // 破坏
  | 'send-to-gy' // 送墓
  | 'banish' // 除外
  /** 盖放 / 覆盖 / set: a Spell/Trap Set to the S/T zone, or a monster Set (a face-down Normal
   * Summon). Added for the Set window (seed 000 §3.2). */
  | 'set';

/** What caused an action, from a note after it: `(效果)`, `(cost)`, `(战斗)`, `(规则)`. */
export type ActionCause = 'effect' | 'cost' | 'battle' | 'rule';

export interface ActionNode {
  verb: ActionVerb;
  subject: CardMention;
  /** `上级召唤 X 解放 Y,Z`: the tributes; `同调召唤 X 素材 Y,Z`: the materials. */
  tributes: CardMention[];
  /**
   * Added (issue 16, FD-SUMMON-MEMORY): a Special Summon by that method (`融合召唤` `同调召唤` `超量召唤`
   * `连接召唤` `仪式召唤`), its materials in `tributes` (written after `素材`).
   */
  how?: MaterialSummon;
  /** Added (issue 16, CH-PENDULUM-SUMMON): `灵摆召唤 X` — a Pendulum Summon, a Special Summon by rule with no materials. */
  pendulum?: true;
  /** `攻击宣言 X → Y`: the attack target; null for a direct attack or other verbs. */
  target: CardMention | null;
  /** Cause stated in a note, or null (the engine then assumes the usual cause and says so). */
  cause: ActionCause | null;
  notes: NoteNode[];
  span: Span;
}

export interface ChainInput {
  kind: 'chain';
  situation: SituationNode | null;
  links: LinkNode[];
  span: Span;
  /** Added (issue 16): `{…} 伤害计算` — no links: the answer gives the numbers as the situation stands. */
  ask?: boolean;
  /**
   * Added (issue 16, CH-STAT-DURATION-END): `… 回合结束后` / `… 伤害计算后` — the numbers once the turn (or the damage
   * calculation) has ended: the changes that lasted until then no longer apply.
   */
  later?: LaterMoment;
  /**
   * Added (issue 16, SIT-THEN-CHAIN): `C1 … 然后 C1 …` — the chains played before this one, in order (each numbered from C1):
   * `links` is the last chain, the one judged; each chain here resolved before the next was started, in the window the one
   * before it left. Absent for a single chain.
   */
  earlier?: LinkNode[][];
}

/**
 * The moment a trailing word asks about: `回合结束后` / `伤害计算后` (CH-STAT-DURATION-END), or, added (issue 16, CH-END-PHASE-PLAYED),
 * `结束阶段` — the End Phase is played after the chain: the steps left for it are done then.
 */
// (Added, CH-BATTLE-PHASE-END-POSITION: `战斗阶段结束` — the end of the Battle Phase, where 「在战斗阶段结束时」 steps are done.)
export type LaterMoment = 'turn-end' | 'damage-calc-end' | 'end-phase' | 'standby-phase' | 'next-end-phase' | 'battle-phase-end';

export interface ActionInput {
  kind: 'action';
  situation: SituationNode | null;
  action: ActionNode;
  /**
   * Form 14: the chain built in the window the action opens (`召唤 召唤师 阿莱斯特 C1 B:神之警告`).
   * Present only when links follow the action, so trees of form 8 are unchanged.
   */
  links?: LinkNode[];
  /**
   * Added (SIT-THEN-ACTION, review s47): `C1 … 然后 表示形式变更 X` — the chains played before the action, in order (each numbered from
   * C1); the action is judged on the board and the turn they left. Absent when the action comes first.
   */
  earlier?: LinkNode[][];
  span: Span;
}

export type NotationTree = ChainInput | ActionInput;
