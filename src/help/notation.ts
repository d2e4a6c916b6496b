/**
 * The notation in one page, both languages: what `/help` shows in Discord and what docs/NOTATION.md
 * (linked from the README) holds — the same text, rendered two ways; a test keeps the file in step.
 * Every example is typed as a user would and is a button under /help that answers itself.
 */
import { t, type Lang, type Text } from '../i18n/text.js';

export interface HelpSection {
  id: string;
  title: Text;
  body: Text;
  /** Indexes into EXAMPLES shown with this section. */
  examples: number[];
}

export interface HelpExample {
  notation: string;
  what: Text;
}

export const EXAMPLES: readonly HelpExample[] = [
  { notation: 'C1 黑洞 C2 我身作盾 C3 王家的诅咒', what: t('三个连锁：谁能发动、如何处理', 'Three links: which can be activated, how they resolve') },
  { notation: 'C1 A:召唤魔术 C2 B:禁忌的圣枪→召唤师 阿莱斯特', what: t('写明控制者与对象', 'Controllers and a target') },
  { notation: 'C1 A:黑洞 C2 B:宇宙旋风→C1', what: t('以连锁为对象（→C1）', 'Targeting a chain link (→C1)') },
  { notation: '{回合:A A场:妖神-不知火 B场:青眼精灵龙 B额外:苍眼银龙} C1 A:妖神-不知火 C2 B:青眼精灵龙③', what: t('效果编号③与情况块', 'Effect number ③ and a situation block') },
  { notation: '{回合:A 阶段:主要1 A场:三眼怪 B场:绊倒,自然螳螂,死灵骑士} 上级召唤 光帝 克赖斯 解放 三眼怪', what: t('动作：上级召唤后的时点', 'An action: the window after a Tribute Summon') },
  { notation: '{回合:A 阶段:主要1 B场:旋风(盖)} 盖放 魂之纲', what: t('动作：盖放之后', 'An action: after a Set') },
  { notation: 'C1 A:黑洞 C2 B:宇宙旋风[本回合盖放]', what: t('注释：本回合盖放的速攻魔法', 'A note: a Quick-Play Spell Set this turn') },
  { notation: '{回合:A 阶段:战斗步骤 A场:青眼白龙(攻3500) B场:黑魔术师(守) 攻击:A:青眼白龙→B:黑魔术师} 伤害计算', what: t('卡片状态：攻守与表示形式', 'Card states: ATK and position') },
  { notation: '{回合:A 阶段:主要1 A场:苍眼银龙(EX左),三眼怪(主1),死灵骑士(主2) B场:} 召唤 效果遮蒙者', what: t('区域：额外怪兽区域和主要怪兽区域', 'Zones: the Extra and the Main Monster Zones') },
];

export const SECTIONS: readonly HelpSection[] = [
  {
    id: 'links',
    title: t('连锁', 'Chain links'),
    body: t(
      '按发动顺序写 `C1 卡名 C2 卡名 …`（也可写 `c1`、`CHAIN1`、`连锁1`）。卡名可用 YGOPro 译名、官方译名、常见简称或卡密；含空格或符号时用《》「」『』"…" 括起来。几个连锁之间写 `然后`（`then`）：后一个连锁（再从 `C1` 编号）从前一个处理完后的状况开始，卡的位置、还在适用的变化、这个回合用过的效果都接着算；回答判断最后一个连锁（`C1 A:黑洞 然后 C1 A:死者苏生→青眼白龙`）；最后的 `然后` 后面也可以写一个动作（`… 然后 表示形式变更 青眼白龙`），回答判断这个动作。最后写 `准备阶段`：连锁后进行下个准备阶段（维持代价、留到那时的效果逐一说明）。',
      'Write the links in activation order: `C1 name C2 name …` (also `c1`, `CHAIN1`, `连锁1`). A card is its YGOPro name, its official name, a common nickname or its passcode; quote it with 《》「」『』"…" when it has spaces or symbols. `… then C1 …`: a next chain, from what the last one left; or `… then` an action.',
    ),
    examples: [0],
  },
  {
    id: 'controllers',
    title: t('控制者', 'Controllers'),
    body: t(
      '卡名前写 `A:` 或 `B:`（或 `我方：`、`对方：`）。不写时：情境只给一方在能发动的地方（手卡、盖放的魔陷…）列了这张卡，就是那一方的；否则按惯例 C1 是回合玩家的、之后每个连锁是前一个的对方的（两方都列了也按惯例）；回答在假设里说明。A 默认是回合玩家。',
      'Put `A:` or `B:` (or `我方：`, `对方：`) before the name. Without it: the player the situation alone lists the card for where it can be activated; else C1 is the turn player\'s, each next link the other player\'s (stated). A is the turn player unless `回合:B`.',
    ),
    examples: [1],
  },
  {
    id: 'targets',
    title: t('对象', 'Targets'),
    body: t(
      '在 `→` 后写被指定的卡（`→ B:召唤师 阿莱斯特`），几张卡用逗号分开；以连锁上的卡·效果为对象时写 `→C1`。情况块写 `A场只有:` 时，对象只能是写出的卡（见「情况块」）。',
      'Write the targeted cards after `→` (`→ B:Aleister the Invoker`), several separated by commas; `→C1` targets chain link 1. `A场只有:` (field only): nothing else is there.',
    ),
    examples: [2],
  },
  {
    id: 'effects',
    title: t('效果编号', 'Effect numbers'),
    body: t(
      '卡名后写效果编号：`③`、`#3` 或 `效果3`，按卡片文本的①②③；同一编号下有几个●效果时写 `①[●2]`（①的第2个●）。永续·场地·装备魔法陷阱的单纯发动不是编号效果，回答里记作效果 0。',
      'Write the effect number after the name: `③`, `#3` or `效果3`, as the card text numbers them; `①[●2]` picks the 2nd ● under ①. The plain activation of a Continuous/Field/Equip Spell/Trap is effect 0.',
    ),
    examples: [3],
  },
  {
    id: 'situation',
    title: t('情况块', 'Situation block'),
    body: t(
      '最前面可以写 `{…}`：`回合:A`、`阶段:主要1`（`阶段:回合之间` 是回合结束后、下个回合开始前：这之间没有时点）、`A场:卡,卡`（写出的场可能只是一部分：没写出的卡也可能在场上，回答在假设里说明它假定了什么；写 `A场只有:卡,卡` 表示场上只有这些卡，按写出的卡判断对象、条件和代价；`A场:` 什么都不写也是场上没有卡）、`B手:…`、`A墓:…`、`B除外:…`、`B额外:…`、`A卡组:…`（手卡·墓地·除外·卡组·额外卡组写出的就是那里的全部卡，从那里选卡按写出的卡判断；只是没写对象时和作为代价时，写了卡的墓地·除外可能只写了一部分，对象照样假定、代价假定能支付；写 `B墓只有:`、`A除外只有:`、`A手只有:` 等表示那里只有这些卡，没写的对象也按写出的卡判断；后面不写卡就是那里没有卡）、`A基本分:1000`、`攻击:A:X→B:Y`（直接攻击写 `攻击:A:X` 或 `攻击:A:X→B`）；卡后的括号写它的状态（见「卡片状态」）；`本回合:A:卡#1(效果无效), A:卡(特殊召唤,无效)` 写这个回合早些时候的发动、召唤和盖放（`(改写)`：效果被改写；`(盖放)`：怪兽的盖放，和召唤一样用掉通常召唤；`(送去墓地)`、`(除外)`：被移动），`(由Y)` 说明是Y的效果让它发动或出场（`本回合:A:礼物卡(由诱饵人偶)`：算作发动过，但它发动时的效果处理没有适用）；`上回合:B:X` 写上个回合的发动（还在适用的限制照样适用）；只写 `{…} 伤害计算` 可以问现在的攻守和战斗伤害；在连锁或情况块后面最后写 `回合结束后`（或 `伤害计算后`）可以问到那时为止的变化不再适用后的攻守；最后写 `结束阶段`：连锁后进行结束阶段，留到那时的处理逐一说明（除外区的一时除外的卡写 `(一时除外中)`）（写 `下个回合的结束阶段`：下个回合的也进行）；最后写 `战斗阶段结束`：连锁后到战斗阶段结束时，那时要做的处理（「在战斗阶段结束时变成守备表示」）逐一说明。',
      'Start with `{…}`: `回合:A` (turn), `阶段:主要1` (phase; `阶段:回合之间`: between turns, no window), `A场:card,card` (A field, maybe in part), `B手:` `A墓:` `B除外:` `B额外:` `A卡组:` (hand, GY, banished, Extra, Deck: all there is; for a target not written or a cost a GY or banishment maybe in part); `B墓只有:` all (nothing after it: empty), `A基本分:1000` (LP), `攻击:A:X→B:Y` (attack; direct: `攻击:A:X`); card states in brackets; `本回合:A:card#1(效果无效), A:card(特殊召唤,无效)`: this turn\'s activations, summons, Sets, moves, `(由Y)` by Y\'s effect (`本回合:A:礼物卡(由诱饵人偶)`: its activation\'s effect not applied); `上回合:B:X`: last turn\'s activations (locks that last); `{…} 伤害计算` alone: ATK/DEF and battle damage now; last word `回合结束后`/`伤害计算后`: the ATK/DEF once changes lasting until then end; `战斗阶段结束`: the end of the Battle Phase.',
    ),
    examples: [3],
  },
  {
    id: 'states',
    title: t('卡片状态', 'Card states'),
    body: t(
      '情况块里卡后的 `(…)`，逗号分开：`(盖)`、`(守)`（也可写 `(守备表示)`；攻击表示是默认，写 `(攻击表示)` 也可以）、`(本回合盖放)`、`(本回合送墓)`、`(已用)`、`(战斗破坏)`、`(未正规出场)`、`(效果无效)`、`(不能使用)`、`(公开)`（公开的手卡）；`(上级召唤)`、`(同调召唤)`、`(特殊召唤)`、`(从墓地特召)`、`(自身特召)`（用自身效果·方法）等说明它怎样、从哪里出场；`(再度召唤)` 二重怪兽再度召唤过；`(素材:X+Y)` 说明用哪些怪兽作素材（或解放）出场，`(素材:)` 没有超量素材（素材给与它的效果也随之得到，编号接在它自身的效果之后）；`(由X)` X的效果特召它；`(已攻击)`、`(已攻击宣言)`（攻击被无效）、`(已直接攻击)`、`(已攻击2次)`、`(已战斗)`、`(战斗破坏过怪兽)` 说明它这个回合的战斗，`(已战斗:X)` 和X战斗过；`(变里侧)`、`(一时除外)` 说明它之后变成过里侧或被一时除外（当作新的卡）；`(攻3500)`、`(攻-1000)`、`(原攻1600)`、`(攻+800#2)`（它自己的效果②造成的）说明攻守；装备卡后的 `(装备:青眼白龙)`；`(对象:X)` 持续取对象；`(复制:电子龙·无限)` 得到那张卡的卡名和效果（效果编号按那张卡）；`(得到效果:妖精弓手)` 只把那张卡的效果作为自身的效果使用，卡名不变（救世星龙）；`(卡名:X)` 之前的效果改了它的卡名（效果和「这个卡名」的次数限制按原本的卡）；陷阱怪兽的 `(当作怪兽)`；`(宣言:暗)` 发动时宣言的种族·属性；`(硬币表)`、`(硬币里)` 召唤时投掷硬币的结果（秘仪之力；不写时当作不明）；`(所有者:B)` 这张卡归B所有（控制权被夺取）；`(魔力指示物3)` 卡上的指示物；`(不受魔陷)`、`(不受效果)`、`(不受对方效果)`、`(不会被效果破坏)` 等说明之前的效果让它不受那些效果影响或不会被效果破坏。',
      '`(…)` after a card, comma-separated: `(盖)` Set, `(守)` Defense, `(本回合盖放)` Set this turn, `(本回合送墓)` sent to GY this turn, `(已用)` used, `(战斗破坏)` destroyed by battle, `(未正规出场)` not properly summoned, `(效果无效)` negated, `(不能使用)` unusable, `(公开)` revealed; how summoned: `(上级召唤)`, `(同调召唤)`, `(特殊召唤)`, `(从墓地特召)`, `(自身特召)`, `(再度召唤)` (Gemini)…; `(素材:X+Y)` materials or tributes, `(素材:)` no Xyz Material; `(由X)` by X; battles this turn: `(已攻击)`, `(已攻击宣言)` (negated), `(已直接攻击)`, `(已攻击2次)`, `(已战斗)`, `(战斗破坏过怪兽)`, `(已战斗:X)` battled X; `(变里侧)`, `(一时除外)`: a new card since; `(攻3500)`, `(原攻1600)`, `(攻+800#2)` (by its ②); `(装备:X)`; `(对象:X)`; `(复制:X)` name+effects, `(得到效果:X)` effects, `(卡名:X)` name; `(当作怪兽)` trap monster; `(宣言:暗)` declared; `(硬币表)`/`(硬币里)` coin; `(所有者:B)` owner; `(魔力指示物3)` counters; `(不受效果)`, `(不受魔陷)`…, `(不会被效果破坏)`: unaffected/indestructible.',
    ),
    examples: [7],
  },
  {
    id: 'zones',
    title: t('区域', 'Zones'),
    body: t(
      '情况块的卡名后写 `×3`（或 `x3`、`*3`；也可写 `3×卡名`）是同名卡3张，例如 `A卡组:青眼白龙×3`；有状态时 `羊衍生物×2(守)` 和 `羊衍生物(守)×2` 都可以（卡组最多60张、额外15张、场上13张）。场上的卡后的 `(主3)`、`(EX左)`、`(EX右)`、`(魔陷2)`、`(灵摆左)`、`(场地)` 写它在哪个区域（从控制者看，从左数1～5；A的EX左就是B的EX右）。场上所有怪兽都写了区域时，回答判断出场的怪兽有没有区域可放：连接怪兽（和额外卡组里写 `(表侧)` 的灵摆怪兽）从额外卡组只能去可用的额外怪兽区域或连接端，融合·同调·超量怪兽也可以去主要怪兽区域，其他怪兽只去主要怪兽区域。连接标记互相指向的连接怪兽是互相连接状态；自己已用1个额外怪兽区域时，放到另一个额外怪兽区域后能通过互相连接的连接怪兽把两个额外怪兽区域连起来的连接怪兽（额外连接）也可以出场。',
      '`青眼白龙×3` (or `x3`, `*3`; `羊衍生物(守)×2` too) in a zone list: three copies (Deck ≤60, Extra ≤15, field ≤13). After a card on the field, `(主3)` Main Monster Zone 3, `(EX左)`/`(EX右)` the left/right Extra Monster Zone, `(魔陷2)` Spell & Trap Zone 2, `(灵摆左)` a Pendulum Zone, `(场地)` the Field Zone (columns 1–5 from its controller\'s left; A\'s EX左 is B\'s EX右). With every monster\'s zone written, a summon is judged against the zones: a Link monster from the Extra Deck (or a Pendulum monster written `(表侧)` there) only to a usable Extra Monster Zone or a linked zone, a Fusion/Synchro/Xyz monster also to a Main Monster Zone, any other monster only to a Main Monster Zone. Link monsters whose arrows meet are co-linked; a player using one Extra Monster Zone may put a Link monster in the other if it then joins both through co-linked ones (an EX Link).',
    ),
    examples: [8],
  },
  {
    id: 'actions',
    title: t('动作', 'Actions'),
    body: t(
      '不写连锁，也可以写一个动作，回答它之后的时点：`召唤 X`（X 是场上表侧表示的二重怪兽、手卡里没有同名卡时：再度召唤）、`上级召唤 X 解放 Y`、`特殊召唤 X`（守备表示特殊召唤写 `特殊召唤 X(守)`；用自身方法时 `特殊召唤 X 素材 Y`）、`同调召唤 X 素材 Y,Z`（融合·超量·连接·仪式召唤同样；某张卡的效果融合召唤时加 `[由超融合]`，按那张卡的文本判断素材从哪里来、去哪里；`特殊召唤 X [由 死者苏生]`：由那张卡的效果特殊召唤，回答说明谁召唤、谁控制、谁是所有者；效果进行的通常召唤写成连锁块 `C1 A:Y [召唤 X]`，不写 `召唤 X [由 Y]`）、`灵摆召唤 X`（从手卡或额外卡组表侧；不写素材）、`盖放 X`（怪兽的上级盖放写 `盖放 X 解放 Y`）、`攻击宣言 X → Y`、`丢弃 X`、`破坏 X (效果)`、`表示形式变更 X`（按规则变更表示形式）、`直接攻击 X`（X直接攻击的战斗伤害，之后是伤害计算后的时点）。',
      'Instead of a chain, write one action to see the window after it: `召唤 X` (summon; of a face-up Gemini monster on the field, with none in the hand: its Gemini summon), `上级召唤 X 解放 Y` (Tribute Summon X tributing Y), `特殊召唤 X` (in Defense Position: `特殊召唤 X(守)`; by its own procedure: `特殊召唤 X 素材 Y`), `同调召唤 X 素材 Y,Z` (Synchro Summon X with materials Y and Z; also 融合/超量/连接/仪式召唤; made by a card’s effect: add `[由超融合]`, and that card’s text says where the materials come from and go), `灵摆召唤 X` (Pendulum Summon: from the hand or face-up Extra Deck; no materials), `盖放 X` (Set; +`解放 Y`), `攻击宣言 X → Y` (attack), `丢弃 X` (discard), `破坏 X (效果)` (destroyed by an effect), `表示形式变更 X` (position change), `直接攻击 X` (X\'s direct attack deals its battle damage; window after damage calculation).',
    ),
    examples: [4, 5],
  },
  {
    id: 'notes',
    title: t('注释', 'Notes'),
    body: t(
      '连锁后的 `[…]` 或 `(…)` 写卡片数据没有的事实：`[无效C1]`、`[伤害500]`、`[本回合盖放]`、`[从墓地]`、`[已用]`、`[●2]`（选了第2个●选项）、`[骰子6]`（掷出的数目）、`[抽卡 X]`（抽到的卡；几张写 `[抽卡 X,Y]`）、`[控制 A:X,B:Y]`（处理时选的、控制权转移的怪兽）、`[表示形式变更 X]`（也可写 `[反转 X]`：处理时选的、变更表示形式的怪兽）、`[cost:回到手卡 X]`、`[同时发动③]`（永续陷阱发动时同时发动效果③）、`[代替破坏 X]`（这次破坏时适用X的可选代替破坏效果）、`[发动 X]`（这个效果处理时把X发动：不进入连锁，X发动时的效果处理不适用）、`[召唤 X]`（效果通常召唤的怪兽）、`[确认 X]`（处理时给双方确认·给对方观看的卡；双方各自给对方观看时写 `[确认 A:X,B:Y]`，没有给人观看的一方写 `B:无`）、`[宣言 X]`（发动时宣言的卡名，或宣言的种类：魔法·陷阱·怪兽，或怪兽的种类：融合·同调…）等；回答会在假设里说明用了它。情况块里卡的状态也写这类事实：`(代替破坏)`（这张卡可选的代替破坏适用于情境里那次战斗的破坏）、`(只能被攻击)`、`(必须被攻击)`（陷阱的效果——仁王立②、挑衅——这个回合留给它的攻击对象规则）。',
      'After a link, `[…]` or `(…)` states a fact the card data lacks: `[negate C1]`, `[damage 500]`, `[set this turn]`, `[from GY]`, `[used]`, `[choice 2]` (● option 2), `[die 6]`, `[抽卡 X,Y]` (drawn); picked at resolution: `[控制 A:X,B:Y]` (control) and `[表示形式变更 X]` or `[反转 X]` (a monster whose position changes); `[cost:回到手卡 X]` (cost paid), `[同时发动③]` (a Continuous Trap’s ③ with it), `[代替破坏 X]` (X’s optional replacement applies), `[发动 X]` (activated as it resolves: no chain link or activation effect), `[召唤 X]` (summoned), `[确认 X]` (shown; by each player: `[确认 A:X,B:无]`), `[宣言 X]` (declared: a name, 魔法/陷阱/怪兽, or 融合/同调…), etc., each said in the assumptions. Card states hold such facts too: `(代替破坏)` (its optional replacement applies to the battle), `(只能被攻击)`, `(必须被攻击)` (an attack-target rule a Trap — 仁王立②, 挑衅 — left for the turn). A last `结束阶段` plays the End Phase after the chain.',
    ),
    examples: [6],
  },
];

/**
 * The second page of /help (`/help topic:words`): every word the notation reads, each written as typed, so a word the first page
 * leaves out for Discord's size limit can still be found. test/help/help.test.ts checks every word of the lexer and every
 * meaning of the state, history and note tables appears here or on the first page.
 */
export const WORD_SECTIONS: readonly HelpSection[] = [
  {
    id: 'keys',
    title: t('情况块的键', 'Situation keys'),
    body: t(
      '`{…}` 里每项是 `键:内容`：`回合:A`、`阶段:主要1`（阶段和步骤的名字见 `/phase`）、`攻击:A:X→B:Y`、`本回合:`（`之前:`）、`上回合:`（`上个回合:`）。玩家写 `A`、`B`（`我`、`我方`、`自己` 是A；`对`、`对方`、`对手` 是B；全角 `Ａ` `Ｂ` 也可以），紧接区域和冒号：`场`、`手`、`手卡`、`墓`、`墓地`、`除外`、`卡组`、`额外`（`A场:`、`对方手卡:`）；区域后加 `只有` 或 `仅有`：只有写出的卡（`A场只有:`）；`A基本分:8000`、`A手卡数:3`。几项之间可以写 `;`。',
      'Each item in `{…}` is `key:value`: `回合:A` (`turn:`), `阶段:主要1` (`phase:`; the names of phases and steps: `/phase`), `攻击:A:X→B:Y` (`attack:`), `本回合:` (`之前:`, `earlier:`), `上回合:` (`上个回合:`, `last-turn:`). A player `A` or `B` (`我`, `我方`, `自己` are A; `对`, `对方`, `对手` B; full-width `Ａ` `Ｂ` too) glued to a zone and a colon: `场`, `手`, `手卡`, `墓`, `墓地`, `除外`, `卡组`, `额外` (`A场:`); `只有` or `仅有` after it: only these cards (`A场只有:`); `A基本分:8000`, `A手卡数:3`. In English, a space between: `A field:`, `A hand:` (cards, or a number), `A gy:` (`grave:`, `graveyard:`), `A banished:`, `A deck:`, `A extra:`, `A lp:`, `A field only:`. Items may be split by `;`.',
    ),
    examples: [],
  },
  {
    id: 'history',
    title: t('本回合: 和 上回合:', 'Earlier this turn and last turn'),
    body: t(
      '`本回合:A:X#1(…)`，括号里逗号分开：`(发动)`（不写时就是发动）、`(发动无效)`、`(效果无效)`、`(无效)`、`(改写)`；`(召唤)`（`(通常召唤)`）、`(上级召唤)`、`(反转召唤)`、`(特殊召唤)`（`(特召)`）、`(融合召唤)`、`(同调召唤)`（`(S召唤)`）、`(超量召唤)`（`(X召唤)`）、`(连接召唤)`、`(仪式召唤)`、`(灵摆召唤)`（`(P召唤)`）、`(盖放)`（`(覆盖)`）、`(送去墓地)`（`(送墓)`）、`(除外)`；`(从手卡)`、`(从墓地)`、`(从卡组)`、`(从额外)`、`(从除外)`；`(由Y)`；`(对象:X)`、`(除外:X)`、`(宣言:X)`、`(加入:X)`、`(确认:X)`。动词也可以写在卡名前：`本回合:A:同调召唤 X`。`上回合:B:X(…)` 只写发动（`(发动无效)`、`(效果无效)`、`(改写)`、`(由Y)`、`(对象:X)`、`(宣言:魔法)`…）。',
      '`本回合:A:X#1(…)`, comma-separated: `(发动)` (activated; the default), `(发动无效)`, `(效果无效)`, `(无效)` (negated), `(改写)` (rewritten); `(召唤)` (`(通常召唤)`), `(上级召唤)`, `(反转召唤)`, `(特殊召唤)` (`(特召)`), `(融合召唤)`, `(同调召唤)` (`(S召唤)`), `(超量召唤)` (`(X召唤)`), `(连接召唤)`, `(仪式召唤)`, `(灵摆召唤)` (`(P召唤)`), `(盖放)` (Set), `(送去墓地)` (`(送墓)`), `(除外)` (banished); `(从手卡)`, `(从墓地)`, `(从卡组)`, `(从额外)`, `(从除外)` (from where); `(由Y)` (by Y); `(对象:X)`, `(除外:X)`, `(宣言:X)`, `(加入:X)`, `(确认:X)` (what its effect targeted, banished, declared, added, showed). The verb may come first: `本回合:A:同调召唤 X`. English: `(activated)`, `(effect negated)`, `(xyz summoned)`, `(sent to gy)`, `(by Y)`, `(target: X)`…. `上回合:B:X(…)` lists activations only.',
    ),
    examples: [],
  },
  {
    id: 'verbs',
    title: t('动作和最后的词', 'Actions and last words'),
    body: t(
      '动作：`召唤`（`通常召唤`）、`上级召唤`、`反转召唤`、`反转`、`特殊召唤`、`融合召唤`、`同调召唤`、`超量召唤`、`连接召唤`、`仪式召唤`、`灵摆召唤`、`盖放`（`覆盖`）、`攻击宣言`、`直接攻击`、`丢弃`、`破坏`、`送墓`、`除外`、`表示形式变更`（`变更表示形式`），动作后的 `(效果)`、`(代价)`、`(战斗)`、`(规则)` 写它由什么造成。连锁之间：`然后`（`接着`、`之后`、`随后`、`再然后`）。只写情况块时最后写 `伤害计算`（`攻守计算`、`计算`、`攻守`）。最后的词：`回合结束后`（`回合结束时`、`回合结束`、`下个回合`）、`伤害计算后`（`伤害计算结束后`）、`结束阶段`（`到结束阶段`、`结束阶段时`）、`下个回合的结束阶段`（`下个回合结束阶段`）、`战斗阶段结束`（`战斗阶段结束时`、`战斗阶段结束后`）、`准备阶段`（`下次的准备阶段`、`下个准备阶段`、`准备阶段时`）。',
      'Actions: `召唤` (`通常召唤`), `上级召唤`, `反转召唤`, `反转`, `特殊召唤`, `融合召唤`, `同调召唤`, `超量召唤`, `连接召唤`, `仪式召唤`, `灵摆召唤`, `盖放` (`覆盖`, `set`, `Set`), `攻击宣言`, `直接攻击`, `丢弃`, `破坏`, `送墓`, `除外`, `表示形式变更` (`变更表示形式`); after it `(效果)` `(effect)`, `(代价)` `(cost)`, `(战斗)` `(battle)`, `(规则)` `(rule)`: its cause. Between chains: `然后` (`接着`, `之后`, `随后`, `再然后`, `then`, `Then`, `THEN`). After a situation alone: `伤害计算` (`攻守计算`, `计算`, `攻守`, `damage-calculation`, `calculate`, `stats`). Last words: `回合结束后` (`回合结束时`, `回合结束`, `下个回合`, `end-of-turn`, `after-the-turn`), `伤害计算后` (`伤害计算结束后`, `after-damage-calculation`), `结束阶段` (`到结束阶段`, `结束阶段时`, `end-phase`), `下个回合的结束阶段` (`下个回合结束阶段`, `next-end-phase`), `战斗阶段结束` (`战斗阶段结束时`, `战斗阶段结束后`, `battle-phase-end`), `准备阶段` (`下次的准备阶段`, `下个准备阶段`, `准备阶段时`, `standby-phase`).',
    ),
    examples: [],
  },
  {
    id: 'link-notes',
    title: t('连锁的注释', 'Notes on a link'),
    body: t(
      '`[发动无效C1]`（`[无效C1]`）、`[效果无效C1]`、`[破坏C2]`、`[除外C2]`、`[不处理]`、`[合法]`、`[无代价]`、`[解放自身]`、`[支付1500]`、`[伤害500]`、`[回复500]`、`[从墓地]`、`[从手卡]`、`[从场上]`、`[从除外]`、`[从灵摆区]`、`[盖放]`、`[本回合盖放]`、`[已用]`、`[无对象]`、`[猜中]`、`[猜错]`、`[硬币:表]`、`[骰子6]`、`[●2]`、`[同时发动③]`、`[宣言 X]`。处理时选的卡：`[特殊召唤 X]`、`[召唤 X]`、`[破坏 X]`、`[除外 X]`、`[回到手卡 X]`、`[回到卡组 X]`、`[加入手卡 X]`、`[送墓 X]`、`[丢弃 X]`、`[抽卡 X]`、`[代替破坏 X]`、`[控制 X]`、`[发动 X]`、`[盖放 X]`、`[表示形式变更 X]`（`[反转 X]`）、`[减半 X]`、`[确认 X]`。代价：`[cost:解放 X]`、`[cost:丢弃 X]`、`[cost:送墓 X]`、`[cost:除外 X]`、`[cost:回到手卡 X]`、`[cost:回到卡组 X]`。',
      '`[发动无效C1]` (`[negate C1]`), `[效果无效C1]`, `[破坏C2]`, `[除外C2]`, `[不处理]` (no effect), `[合法]` (legal), `[无代价]` (no cost), `[解放自身]`, `[支付1500]` (`[pay 1500]`), `[伤害500]`, `[回复500]`, `[从墓地]`, `[从手卡]`, `[从场上]`, `[从除外]`, `[从灵摆区]`, `[盖放]`, `[本回合盖放]`, `[已用]`, `[无对象]` (no target), `[猜中]`/`[猜错]`, `[硬币:表]` (`[heads]`), `[骰子6]` (`[die 6]`), `[●2]`, `[同时发动③]`, `[宣言 X]`. A card picked as it resolves: `[特殊召唤 X]`, `[召唤 X]`, `[破坏 X]`, `[除外 X]`, `[回到手卡 X]`, `[回到卡组 X]`, `[加入手卡 X]`, `[送墓 X]`, `[丢弃 X]`, `[抽卡 X]`, `[代替破坏 X]`, `[控制 X]`, `[发动 X]`, `[盖放 X]`, `[表示形式变更 X]` (`[反转 X]`), `[减半 X]`, `[确认 X]`. Costs: `[cost:解放 X]`, `[cost:丢弃 X]`, `[cost:送墓 X]`, `[cost:除外 X]`, `[cost:回到手卡 X]`, `[cost:回到卡组 X]`.',
    ),
    examples: [],
  },
  {
    id: 'states-more',
    title: t('卡片状态（其余）', 'Card states (the rest)'),
    body: t(
      '`(已反转)`、`(已变更表示形式)`、`(本回合除外)`、`(本回合特召)`、`(正规出场)`、`(一时除外中)`、`(通常召唤)`、`(反转召唤)`、`(融合召唤)`、`(超量召唤)`、`(连接召唤)`、`(仪式召唤)`、`(灵摆召唤)`、`(从手卡特召)`、`(从卡组特召)`、`(从额外特召)`、`(从除外特召)`、`(已给与战斗伤害)`、`(已免战斗破坏)`、`(已直接攻击宣言)`、`(已攻击3次)`、`(可作2次攻击)`、`(可作3次攻击)`、`(可向怪兽2次攻击)`、`(可向怪兽3次攻击)`、`(可继续攻击)`、`(不受魔法)`、`(不受陷阱)`、`(不受怪兽)`、`(离场除外)`、`(效果不会被无效)`、`(只有1次不会被效果破坏)`、`(不能变更表示形式)`、`(表侧)`（额外卡组的灵摆怪兽）、`(等级+1)`、`(阶级3)`、`(刻度1)`、`(属性:暗)`、`(种族:机械族)`。',
      '`(已反转)` flipped, `(已变更表示形式)` position changed this turn, `(本回合除外)` banished this turn, `(本回合特召)` summoned this turn, `(正规出场)` properly summoned, `(一时除外中)` banished until the End Phase; summoned: `(通常召唤)`, `(反转召唤)`, `(融合召唤)`, `(超量召唤)`, `(连接召唤)`, `(仪式召唤)`, `(灵摆召唤)`, `(从手卡特召)`, `(从卡组特召)`, `(从额外特召)`, `(从除外特召)`; `(已给与战斗伤害)` dealt battle damage, `(已免战斗破坏)`, `(已直接攻击宣言)`, `(已攻击3次)`, `(可作2次攻击)`, `(可作3次攻击)`, `(可向怪兽2次攻击)`, `(可向怪兽3次攻击)`, `(可继续攻击)`; `(不受魔法)`, `(不受陷阱)`, `(不受怪兽)`, `(不受对方效果)`, `(离场除外)` banished when it leaves, `(效果不会被无效)`, `(只有1次不会被效果破坏)`, `(不能变更表示形式)`; `(表侧)` face-up in the Extra Deck; `(等级+1)`, `(阶级3)`, `(刻度1)`, `(属性:暗)`, `(种族:机械族)`. Most have English forms too: `(flipped)`, `(set this turn)`….',
    ),
    examples: [],
  },
];

/** docs/NOTATION.md: the same sections and examples, both languages, as Markdown — the first page of /help, then its second (every word). */
export function notationMarkdown(): string {
  const out = ['# 记述方法 / The notation', '', '<!-- Generated from src/help/notation.ts (what /help shows); test/help/help.test.ts keeps it in step. -->', ''];
  for (const lang of ['zh-CN', 'en'] as Lang[]) {
    out.push(`## ${lang === 'en' ? 'English' : '中文'}`, '');
    for (const s of [...SECTIONS, ...WORD_SECTIONS]) {
      out.push(`### ${lang === 'en' ? s.title.en : s.title.zh}`, '', lang === 'en' ? s.body.en : s.body.zh, '');
      for (const i of s.examples) {
        const x = EXAMPLES[i]!;
        out.push(`- ${lang === 'en' ? x.what.en : x.what.zh}: \`${x.notation}\``);
      }
      if (s.examples.length) out.push('');
    }
  }
  return out.join('\n');
}
