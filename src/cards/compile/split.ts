/**
 * Cutting a Chinese card text into its effects.
 *
 * Modern texts number their effects ①②③…; older ones run them together as sentences. Lines that
 * are not effects — summoning materials (「4星怪兽×2」), the once-per-turn header (「这个卡名的…」)
 * and the pendulum markers (【灵摆】【怪兽效果】) — are taken out first.
 */
import type { Condition } from '../facts.js';
import { battleMomentTrigger, oldCostSentence, phaseTrigger } from './cues.js';
import { noStop } from './text.js';
import { isSetTurnRule } from './set-turn.js';
import { equipCostOf } from './equip-limit.js';

export interface Segment {
  /** 1-based effect number (① = 1); unnumbered sentences are numbered in order. */
  n: number;
  text: string;
  /** From the pendulum text (灵摆效果): activated in the pendulum zone. */
  pendulum: boolean;
  /** Numbered in the card text (①…), rather than an old-style sentence. */
  numbered: boolean;
  /**
   * 「这张卡为素材作超量召唤的怪兽得到以下效果。●…」「…的「天气」效果怪兽得到以下效果」: the ● effects are another
   * card's; this card holds a continuous effect that grants them (./kind.ts expandGranted).
   */
  grantsOther?: boolean | undefined;
  /**
   * 「这张卡得到这张卡的表示形式的以下效果。●攻击表示：…●守备表示：…」: the ● effect is this card's only while it is in that
   * battle position (./kind.ts expandGranted; ./index.ts makes it a condition of the effect).
   */
  grantedWhile?: 'in-attack' | 'in-defense' | 'co-linked' | undefined;
  /** CMP-GRANTED-CO-LINKED: 「得到和这张卡互相连接的怪兽数量的以下效果。●2只：」 — the count a ● asks beyond co-linked at all (read: co-linked; the count: not). */
  grantedCoLinkedMin?: number | undefined;
  /**
   * Added (issue 16, FD-SUMMONED-BY-ITSELF): 「上记的方法特殊召唤的这张卡得到以下效果。●…」 — the ● effect is this card's only
   * while it remembers that summon by its own procedure (./index.ts makes it a condition of the effect).
   */
  grantedByItself?: boolean | undefined;
  /**
   * Added (issue 16, CMP-MATERIALS-TIERS): 「这张卡持有的超量素材数量让这张卡得到以下效果。●3个以上：…」 — the ● is this card's effect only while it
   * holds at least that many Xyz Materials.
   */
  grantedMaterialsMin?: number | undefined;
  /** Added (CMP-GRANTED-XYZ-MATERIAL): 「这张卡有超量怪兽在作为超量素材的场合，得到以下效果」 — the ● is held while an Xyz Monster is among its materials. */
  grantedXyzMaterial?: boolean | undefined;
  /**
   * Added (CMP-GRANTED-HOLDS-MATERIAL): 「这张卡有「X」在作为超量素材的场合，得到以下效果」 — the ● is held while the card holds such a material (the
   * lead's condition as an activation condition reads it, ./conditions.ts).
   */
  grantedIf?: Condition[] | undefined;
  /**
   * Added (issue 16, CH-GAINED-NOT-NEGATED-EARLIER): a ● this card gains by its own 「（这张卡）得到以下效果」 (not a Gemini's 「再1次召唤」
   * one): the granting text is no effect, so an earlier one-time negation of the card does not reach the ● (./index.ts marks the effect).
   */
  gainedSelf?: boolean | undefined;
  /** Added (CH-WITH-EFFECT): 「表侧表示的这张卡得到以下效果」 — the ● is the face-up card's (./index.ts marks the effect `gainedFaceUp`). */
  gainedFaceUp?: boolean | undefined;
  /** Added (issue 16, CMP-TRAP-MONSTER-GRANTED): a ● a Trap Card has as the monster its activation makes it (held in the Monster Zone). */
  asTrapMonster?: boolean | undefined;
  /**
   * Added (CMP-COIN-GRANTED): 「这张卡召唤·反转召唤·特殊召唤成功时，进行1次投掷硬币得到以下效果。●表：… ●里：…」 (秘仪之力) — the ● held only
   * when the coin came out this way (表 heads, 里 tails); the lead is the trigger that tosses it (`coinGrants`).
   */
  grantedCoin?: 'heads' | 'tails' | undefined;
  /** Added (CMP-COIN-GRANTED): the lead's trigger — 「…成功时，进行1次投掷硬币」 — whose one step tosses the coin that picks the ● (./index.ts). */
  coinGrants?: boolean | undefined;
}

/**
 * A segment, always built with the same keys in the same order (the optional ones undefined): the readers of
 * segments then see one object shape (compile time, issue 12). Segments are the compiler's own, never facts.
 */
export const segment = (n: number, text: string, pendulum: boolean, numbered: boolean): Segment => ({ n, text, pendulum, numbered, grantsOther: undefined, grantedWhile: undefined, grantedCoLinkedMin: undefined, grantedByItself: undefined, grantedMaterialsMin: undefined, grantedXyzMaterial: undefined, grantedIf: undefined, gainedSelf: undefined, gainedFaceUp: undefined, asTrapMonster: undefined, grantedCoin: undefined, coinGrants: undefined });

/**
 * 「A。B。C」 → 「A。」「B。」「C」: the sentences of a text, each with its 「。」 — what `text.split(/(?<=。)/)` gives, without
 * a regular expression tried at every character (compile time, issue 12).
 */
export function sentencesWithStop(text: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (let at = text.indexOf('。'); at >= 0 && at + 1 < text.length; at = text.indexOf('。', at + 1)) {
    out.push(text.slice(from, at + 1));
    from = at + 1;
  }
  out.push(text.slice(from));
  return out;
}

export interface SplitText {
  segments: Segment[];
  /** 「这个卡名的…1回合只能…」 lines: the hard once-per-turn header. */
  headers: string[];
  /**
   * For each header, whether it stands in a Pendulum card's pendulum text (灵摆效果): there it limits the pendulum
   * effects only (「这个卡名的灵摆效果1回合只能使用1次」), and a monster-text header only the monster effects — the ①
   * of each text is another effect.
   */
  headerPendulum: boolean[];
  /**
   * Rules on the card that are no effect of their own: 「「X」降临。」 (a Ritual monster's spell),
   * 「「X」在自己场上只能有1只表侧表示存在」 (unique on the field), 「这张卡的效果发动的回合，自己不能…」
   * (a restriction that goes with activating its effects).
   */
  rules: string[];
  /** The material line of a Fusion/Synchro/Xyz/Link monster (「调整＋调整以外的怪兽1只以上」): its summoning procedure. */
  materials: string | null;
  /**
   * 「「X」的①的方法的特殊召唤1回合只能有1次」「这个方法的「X」的特殊召唤1回合只能有1次」「自己对「X」1回合只能有1次特殊召唤」:
   * how often the card's summoning procedure may be used — a limit on the procedure, not an effect of its own.
   */
  summonLimits: string[];
}

const CIRCLED = '①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳';

/** The hard once-per-turn header 「这个卡名的①的效果1回合只能使用1次」 and its old form 「「X」的效果1回合只能使用1次」. */
export function isOptHeader(line: string): boolean {
  // (「「瓦尔基鲁斯之影灵衣」①②效果1回合只能使用其中1个效果1次」: the numbers right after the name.)
  // (Added, issue 16, CH-ONCE-APPLIED: 「这个卡名的效果在决斗中只能适用1次」 — a limit on applying it — is a header too.)
  return (line.includes('回合') || line.includes('决斗中')) && /(1回合|决斗中)(只能|各能|可以)?[^。]{0,8}(使用|发动|适用)[^。]*[1-9一两][次张个]/.test(line) && /(这个卡名|卡名的|」的|」在|」[①-⑳]|^这张卡1回合只能使用1张)/.test(line) && !/[①-⑳]：/.test(line.slice(0, 2));
}

/**
 * A rule of the card, not an effect (see SplitText.rules): a Ritual monster's spell (「「X」降临」
 * 「「X」仪式魔法卡降临」「名字带有「X」的仪式魔法卡降临」), unique on the field (「「X」怪兽在自己场上只能有1只
 * 表侧表示存在」), a restriction that goes with activating its effects, and which monsters an Equip Spell
 * may equip (「战士族怪兽才能装备」「这张卡只能装备在…身上」: a condition of its activation, not an effect).
 */
function isRuleLine(s: string): boolean {
  // (Each pattern only on a line holding a word it needs: compile time, issue 12.)
  return (
    (s.includes('降临') && /^(名字带有)?「[^」]+」[^。，「」]{0,10}降临(必需)?。?$/.test(s)) ||
    // (Also the Ritual Spell's 「仪式怪兽的降临必需」「「X」的降临必要」「借由「X」降临」: which monster it brings, no effect.)
    (s.includes('降临') && /^(借由|用)?[^。，]{0,24}?(仪式魔法卡|仪式怪兽|」)的?降临(必需|必要|所必需|需要)?。?$/.test(s)) ||
    // (A Ritual monster's old wording: 「用「白龙降临」特殊召唤。特殊召唤时，必须以场上或手卡中合计4星以上的怪兽作为祭品。」 — its spell
    // and the Ritual Summon's tributes, no effect.)
    (s.includes('特殊召唤') && (/^用「[^」]+」特殊召唤。?$/.test(s) || /^特殊召唤时[，,]必须以[^。]*?(怪兽|星以上)[^。]*?作为祭品。?$/.test(s))) ||
    (s.includes('只能有1') && /^「[^」]+」[^。，「」]{0,4}在自己场上只能有1[只张]表侧表示存在。?$/.test(s)) ||
    // 「这张卡在规则上也当作「超重武者」卡使用」: an archetype it belongs to by the rules (ルール上), no effect.
    // (Also 「这个卡名在规则上也当作「转生炎兽」卡使用」「这张卡在规则上也当作名字带有「希望皇 霍普」的卡使用」 — not a name,
    // 「这张卡的卡名在规则上也当作「传说之龙 克里底亚」使用」, which the card has as a continuous effect.)
    (s.includes('规则上') && /^这(张卡|个卡名)在规则上也当作(「[^」]+」卡[、，,]?)*(「[^」]+」|名字带有「[^」]+」的)卡使用。?$/.test(s)) ||
    (s.includes('的回合') && /^(这张卡的效果发动(过)?的回合|这个卡名的效果发动的回合|这张卡发动的回合)[，,][^。]*不能[^。]*。?$/.test(s)) ||
    // 「这个卡名的效果在同一连锁上只能发动1次」: once per chain, how often the effects may be activated — no effect of its own.
    (s.includes('同一连锁') && /^(这个卡名的效果|「[^」]+」的效果)在同一连锁上只能发动1次。?$/.test(s)) ||
    // 「7星可以灵摆召唤的场合在额外卡组的表侧表示的这张卡可以灵摆召唤」: a Pendulum Xyz/Synchro's rule of Pendulum Summon, no effect.
    (s.includes('灵摆召唤') && /^\d+星可以灵摆召唤的场合在额外卡组的表侧表示的这张卡可以灵摆召唤。?$/.test(s)) ||
    // 「不能对应这张卡的发动让魔法·陷阱·怪兽的效果发动」: nothing may answer the card's activation — how it is activated, no effect.
    (s.includes('不能对应') && /^(对方)?不能对应这张卡的发动(让|把)[^。]*?发动。?$/.test(s)) ||
    isEquipLimit(s) ||
    // CMP-EQUIP-COST: 「从手卡送去墓地1张卡，这张卡才能进行装备。」 — the cost of the Equip Spell's activation (./equip-limit.ts), no effect.
    equipCostOf(s) !== null ||
    // CH-TRAP-SET-TURN-IF: 「…的场合，这张卡在盖放的回合也能发动」 — when its activation may be made, no effect (./set-turn.ts).
    isSetTurnRule(s)
  );
}

/** 「名字带有「变形斗士」的怪兽才能装备」「这张卡只有自己场上的怪兽才能装备」「这张卡只能装备在…身上」. */
// (CMP-EQUIP-LIMIT: also 「只有战士族可以装备」「战士族才可以装备」「机械族怪兽可以装备」 — a subject ending in a monster, a race or a name.)
const isEquipLimit = (s: string): boolean => s.includes('装备') && (/^[^。，]*?才能(给[^。，]*?)?装备。?$/.test(s) || /^这张卡只能装备在[^。，]*?(身上|上)。?$/.test(s) || /^(只有)?[^。，]*?(怪兽|族|属性|」)(才)?可以装备。?$/.test(s));

/** See SplitText.summonLimits. */
export function isSummonLimit(s: string): boolean {
  return s.includes('1次') && /方法的?(「[^」]+」的)?特殊召唤(1回合|在决斗中)只能(有|进行)1次|^自己对「[^」]+」1回合只能有1次特殊召唤/.test(s);
}

/** Material lines of Fusion/Synchro/Xyz/Link monsters: no verb, a count of monsters. */
function isMaterialLine(line: string): boolean {
  const body = noStop(line);
  if (body.includes('。') || body.includes('，')) return false;
  if (CIRCLED.includes(line[0]!)) return false; // 「①：这张卡的攻击力上升…数量×500。」 is an effect
  // (Names — 「B-破坏龙兽」 — hold any word, and a material's stat is no effect: 「「炼装」怪兽＋攻击力2500以下的怪兽」.)
  const bare = line.replace(/「[^」]*」/g, '「」').replace(/(攻击力|守备力)\d+以[上下]的/g, '');
  return /(×|＋|\+|怪兽\d+只以上|怪兽\d+只|以上$)/.test(bare) && !/(发动|破坏|召唤|上升|下降|攻击力|守备力|数值|伤害)/.test(bare);
}

/**
 * An Extra Deck monster's material line worded like a sentence (「通常召唤的怪兽1只」「包含攻击力2000以上的怪兽的
 * 光属性怪兽2只」): its first line, no 「。」, ending in a count of monsters.
 */
const isExtraMaterialLine = (line: string): boolean => !/[。，]/.test(line) && /(怪兽|调整)[^。，]*?(\d+只(以上)?|×\d+)$/.test(line) && !/[①-⑳]/.test(line[0] ?? '');

/** `extraDeck`: the card is a Fusion/Synchro/Xyz/Link monster, so its first line may be its materials. */
export function splitText(raw: string, extraDeck = false): SplitText {
  const headers: string[] = [];
  const headerPendulum: boolean[] = [];
  const segments: Segment[] = [];
  let pendulum = false;
  let nextN = 1;
  let materials: string | null = null;
  const rules: string[] = [];
  const summonLimits: string[] = [];
  const lines = (raw.includes('\r') ? raw.replaceAll('\r\n', '\n').replaceAll('\r', '\n') : raw).split('\n');
  // Collect blocks: numbered effects start a block; other lines are split into sentences.
  for (const rawLine of lines) {
    let line = rawLine.trim();
    if (!line) continue;
    if (line.startsWith('←')) {
      pendulum = true;
      line = line.replace(/^←\d+\s*【灵摆】\s*\d+→/, '').trim();
      if (!line) continue;
    }
    if (line.startsWith('【怪兽效果】') || line.startsWith('【怪獸效果】')) {
      pendulum = false;
      line = line.replace(/^【怪兽效果】/, '').trim();
      if (!line) continue;
    }
    // 【怪兽描述】: a Pendulum Normal Monster's description (flavour) runs to the end of the text.
    if (line.startsWith('【怪兽描述】') || line.startsWith('【怪兽简介】')) break;
    if (isMaterialLine(line) || (extraDeck && materials === null && segments.length === 0 && isExtraMaterialLine(line))) {
      materials ??= line;
      continue;
    }
    // CMP-DICE-OUTCOMES: the old layout of a die's outcomes — lines headed 「1·」 with no ● under 「掷1次骰子，出现数目的效果适用。」 (轮盘蜘蛛,
    // No.85 狂箱) — are those outcomes' ● lines, written as such (「●1：…。」). Before, each line was a step done one after the other.
    const outcome = segments.length && DIE_LINE.test(line) && DIE_HEADING.test(segments[segments.length - 1]!.text) ? DIE_LINE.exec(line) : null;
    if (outcome) {
      segments[segments.length - 1]!.text += `●${outcome[1]}：${outcome[2]}。`;
      continue;
    }
    // ● lines belong to the effect above them (choices, granted effects).
    if (line.startsWith('●') && segments.length) {
      segments[segments.length - 1]!.text += line;
      continue;
    }
    const first = line[0]!;
    const num = CIRCLED.indexOf(first);
    if (num >= 0) {
      segments.push(segment(num + 1, line.slice(line[1] === '：' || line[1] === ':' ? 2 : 1), pendulum, true));
      nextN = num + 2;
      continue;
    }
    // Unnumbered: the header sentences first, then one segment per effect-starting sentence.
    // 「这个效果可以在对方回合使用。对方发动陷阱时，…」: an old text saying first when the effect after it may be used — it goes with that effect.
    let opens = '';
    for (let s of sentencesOf(line)) {
      if (s.startsWith('这个效果可以在对方') && /^这个效果可以在对方的?回合使用。$/.test(s)) {
        opens += s;
        continue;
      }
      if (opens) {
        // (Put after it, where today's texts say it: 「…。这个效果在对方回合也能发动。」)
        s = s + opens;
        opens = '';
        segments.push(segment(nextN++, s, pendulum, false));
        continue;
      }
      // 「（送去墓地的场合回到持有者的墓地）」: a reminder of the rules on its own stays with its effect.
      // (A Union's 「（…装备怪兽被破坏的场合，作为代替把这张卡破坏。）」 states its replacement effect: it stays one.)
      // (Also the old Union reminder 「（…当装备了同盟的怪兽被战斗破坏时，同盟会代替怪兽被破坏。）」.)
      if (s.startsWith('（') && /^（[^）]*）。?$/.test(s) && /作为代替|代替[^）]*?被破坏/.test(s)) {
        segments.push(segment(nextN++, s.replace(/^（|）。?$/g, ''), pendulum, false));
        continue;
      }
      if (s.startsWith('（') && /^（[^）]*）。?$/.test(s) && segments.length && segments[segments.length - 1]!.pendulum === pendulum) {
        segments[segments.length - 1]!.text += s;
        continue;
      }
      if (isSummonLimit(s)) {
        summonLimits.push(s);
        // 「自己对「X」1回合只能有1次特殊召唤，那个作为②的效果1回合只能使用1次」: a header for ② too.
        if (/[①-⑳]的效果1回合只能使用1次/.test(s)) {
          headers.push(s.replace(/^[^，]*[，,]/, ''));
          headerPendulum.push(pendulum);
        }
        continue;
      }
      // 「…。「X」的这个效果1回合只能使用1次。」 after an old effect: the limit of that effect alone, not a header of every effect.
      if (s.startsWith('「') && /^「[^。]*?」的这个效果1个?回合只能(使用|发动)1次。?$/.test(s) && segments.length && !segments[segments.length - 1]!.numbered && segments[segments.length - 1]!.pendulum === pendulum) {
        segments[segments.length - 1]!.text += s;
        continue;
      }
      // (A card's name holds any word: 「「魔界剧团-临时演员」的灵摆效果1回合只能使用1次」 names no moment.)
      if (isOptHeader(s) && !/(时|场合|才能发动)/.test(s.replace(/「[^」]*」/g, '「」').replace(/1回合.*$/, ''))) {
        headers.push(s);
        headerPendulum.push(pendulum);
        continue;
      }
      // (Before the numbered effects of its own text: a Pendulum monster's 【怪兽效果】 may follow numbered Pendulum effects.)
      if (isRuleLine(s) && !segments.some((x) => x.numbered && x.pendulum === pendulum)) {
        rules.push(s);
        continue;
      }
      const last = segments[segments.length - 1];
      // 「把这张卡1个超量素材取除才能发动。效果怪兽的效果的发动无效并破坏。」: a sentence that only activates is
      // followed by what it does, whatever that sentence's words look like.
      // (Not a lasting effect or a new condition: 「…才可以发动。每次对方的准备阶段…」 is a Spell/Trap's activation. A 「…的场合，」
      // after the sentence's first step is a branch on its result, no condition: 「…才能发动。自己卡组最上面的卡翻开，宣言的卡的场合，
      // 加入手卡。」 — c12l. 「把手卡的这张卡给对方观看发动。」 only activates too.)
      // (CMP-CHOSEN-IS-ACTIVATED, s51: a sentence opening with the card it chooses — 「…变更时才能发动。选择场上1只怪兽变成表侧守备表示，那只
      // 怪兽是…以外的场合，那只怪兽不能攻击，效果无效化。」 (魔偶甜点·巧克力雏鸟) — is that activation's resolution whatever it forbids: a card
      // chosen is chosen by an effect activated, and 「不能」 there is what the chosen card then cannot do.)
      const onlyActivates =
        !!last && !last.numbered && last.text.endsWith('发动。') && /^[^。]*(才能|才可以|[^也]可以|解放|除外|送去墓地|取除|丢弃|给对方观看)发动。$/.test(last.text) && (/^选择(?!的)/.test(s) || !/^(只要|每次|可以|此外|1回合1次|这张卡(?!为对象|的(原本的?)?(攻击力|守备力|等级)|从[^，。]*?特殊召唤|直到))|^[^，。]*?(时|的场合)[，,]|不能|不会|不受|每次/.test(s));
      // 「支付800基本分。到本回合结束阶段为止，…」「这张卡做祭品。破坏场上的1只怪兽。」: an old sentence that only pays is
      // followed by what it pays for.
      const onlyPays = !!last && !last.numbered && !hasInnerStop(last.text) && oldCostSentence(last.text);
      if (last && (onlyActivates || onlyPays) && last.pendulum === pendulum) {
        last.text += s;
      } else if (last && !last.numbered && !startsEffect(s) && last.pendulum === pendulum) {
        last.text += s;
      } else if (last && last.numbered && !startsEffect(s) && last.pendulum === pendulum) {
        last.text += s;
      } else {
        segments.push(segment(nextN++, s, pendulum, false));
      }
    }
  }
  // Unnumbered lines before ①: the card's activation (「…才能把这张卡发动」) or summoning conditions,
  // numbered 0 so that ① stays effect 1.
  const firstNumbered = segments.findIndex((x) => x.numbered);
  if (firstNumbered > 0) for (let i = 0; i < firstNumbered; i++) segments[i]!.n = 0;
  return { segments, headers, headerPendulum, rules, materials, summonLimits };
}

/** CMP-DICE-OUTCOMES: a die heading whose outcomes follow (「掷1次骰子，出现数目的效果适用。」「…根据出现的数目适用以下效果。」), and one such outcome line. */
const DIE_HEADING = /掷1次骰子[，,。]?(?:出现的?数目的效果适用|根据出现的数目适用以下效果)[。，,]?(?:●[^●]*)*$/;
const DIE_LINE = /^([1-6](?:·[1-6])*)·(?![1-6])(.+?)。?$/;

/** Does `s` hold a 「。」 before its last unit (as `/。./.test(s)`)? (A search, not a pattern: compile time, issue 12.) */
function hasInnerStop(s: string): boolean {
  for (let at = s.indexOf('。'); at >= 0 && at + 1 < s.length; at = s.indexOf('。', at + 1)) {
    const next = s.charCodeAt(at + 1);
    // (「.」 matches any unit but a line end.)
    if (next !== 0x0a && next !== 0x0d && next !== 0x2028 && next !== 0x2029) return true;
  }
  return false;
}

/** A line cut into sentences at 「。」, except inside brackets (「（…。…）」 is one reminder). */
function sentencesOf(line: string): string[] {
  if (!line.includes('（')) return sentencesWithStop(line).filter((s) => s.trim());
  // (Cut by slices, not built a character at a time: compile time, issue 12.)
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < line.length; i++) {
    const ch = line.charCodeAt(i);
    if (ch === 0xff08 /* （ */) depth++;
    else if (ch === 0xff09 /* ） */ && depth > 0) depth--;
    else if (ch === 0x3002 /* 。 */ && depth === 0) {
      out.push(line.slice(from, i + 1));
      from = i + 1;
    }
  }
  const rest = line.slice(from);
  if (rest.trim()) out.push(rest);
  return out.filter((s) => s.trim());
}

/**
 * Does this sentence begin an effect of its own (rather than continue the one before)? In old
 * texts each effect opens with its condition or its activation: 「…时」「…的场合」「1回合1次」
 * 「只要…」「反转：」「才能发动」; a sentence like 「选择的怪兽的攻击力变成0。」 only continues.
 */
export function startsEffect(s: string): boolean {
  // 「直到下次的对方回合结束时，双方不能使用宣言的卡。」: how long what the effect before did lasts — it goes on with it.
  if (s.startsWith('直到')) return false;
  // 「这张卡的攻击力直到结束阶段时上升…」: 直到…时 is how long it lasts, never the condition of a new effect.
  if (s.includes('直到')) s = s.replace(/直到[^，。]*?(时|为止)/g, '');
  // 「对方的魔法·陷阱卡的发动无效并破坏。」: what the activation before it does, not a new activation.
  if (s.includes('无效') && s.includes('发动')) s = s.replace(/的?发动(和效果|与效果)?无效/g, '无效');
  if (/^[^。]*?(时|的场合)[，,]?[^。]*?(破坏|特殊召唤|送去墓地|除外|抽|伤害|加入手卡|回到|回复|丢弃|盖放)/.test(s) && !/^(那之后|之后|这个效果|选择的|那个|那只|那些|那张|这个回合|发动后|直到|（)/.test(s) && !continuesResult(s)) return true;
  // 「那次伤害计算后，给与对方…伤害。」「和这张卡进行战斗的怪兽的效果在伤害计算后无效化。」: done at a moment of the battle —
  // a trigger of its own, though it speaks of the battle the sentence before names.
  if (battleMomentTrigger(s)) return true;
  // 「…这张卡从手卡特殊召唤。这个效果特殊召唤成功时，…」: the summon that effect made is the event of a trigger of its own.
  // (So is what it moved: 「结束阶段时这张卡回到额外卡组。这个效果回到额外卡组时，…」「…除外。这个效果从游戏中除外的场合，下次的准备阶段…」.)
  if (/^(此外，)?这个效果((特殊)?召唤(成功)?|回到(额外)?卡组|(从游戏中)?除外|送去墓地)(时|的场合)[，,]/.test(s)) return true;
  // 「这个效果发动的回合的结束阶段时，…可以…」「这个效果适用的回合的结束阶段时1次，选择场上1张卡破坏」: a phase that effect arms —
  // a (delayed) trigger of its own.
  // (Also 「这个效果把对方怪兽的效果无效化的下次的自己回合的准备阶段时，可以…」: the next such phase after what it did.)
  if (/^这个效果(发动|适用)的回合的?(结束阶段|准备阶段)|^这个效果[^，。]*?的下次的[^，。]*?(结束阶段|准备阶段)/.test(s)) return true;
  // 「…才能发动。那之后每次自己的手卡丢弃，对方…丢弃」: what the card does at each later event, once activated — an (each-time)
  // trigger of its own, not a step of the activation.
  if (/^那之后每次[^，。]+[，,]/.test(s)) return true;
  // 「此外，这个方法特殊召唤的这张卡被对方破坏送去墓地的场合才能发动。」 (武神-日孁): an activated effect of its own about the card the
  // procedure before summoned — 「此外」 opens it (FD-SUMMONED-BY-ITSELF).
  if (/^此外，这个方法(特殊)?召唤的这张卡[^。]*?(时|的场合)(才能|可以)发动/.test(s)) return true;
  // (「选择怪兽只要在场上表侧表示存在当作调整使用」「用这个效果把这张卡装备的怪兽攻击力变成0」: what the effect before chose or did.)
  if (/^(那之后|之后|这个效果|那个|那些|这个时候|此外，这个|选择的|选择怪兽|破坏的|除外的|这张卡的效果|用这个效果|用这张卡的效果|这个回合|直到|若|但是|并且)/.test(s) || continuesResult(s)) return false;
  // 「…选择对方场上1只怪兽。只要这张卡在场上存在，选择的怪兽不能攻击。」「只要这张卡在怪兽区域存在，作为对象的盖放的卡不能发动。」:
  // how long what the effect before did lasts — it names that effect's choice, so it goes on with it.
  if (/^只要[^，。]*?存在[，,][^。]*?(选择的|被选择的|作为对象的|这个效果选的|选的怪兽|那个卡片区域|那只怪兽|那些怪兽|那张卡)/.test(s)) return false;
  // 「只要那只怪兽从游戏中除外中，那个怪兽卡区域不能使用」「只要那只怪兽在场上表侧表示存在，攻击力下降800」: as long as what it chose stays.
  if (/^只要(那只|那些|那张)/.test(s) && !s.includes('每次')) return false;
  // 「这张卡的攻击力上升除外的对方的怪兽数量×200。」: a stat that grows with a count is a continuous effect of its own.
  // (CMP-OLD-CONTINUOUS-SPLIT, s49: so is one that follows a sum — 「这张卡的攻击力·守备力变成…的原本攻击力合计数值」, 命运英雄 恐惧人.)
  // (Not a sum of what 「这个效果」 moved — 「…变成这个效果送去墓地的怪兽的原本攻击力的合计数值」 goes on with that effect.)
  if (/^这张卡的(原本的?)?(攻击力|守备力)(·守备力)?(上升|下降|变成)[^。]*?(数量×|每有1)/.test(s) || (/^这张卡的(原本的?)?(攻击力|守备力)(·守备力)?(上升|下降|变成)[^。]*?合计数值/.test(s) && !s.includes('这个效果'))) return true;
  // (CMP-OLD-CONTINUOUS-SPLIT, s49: 「这张卡特殊召唤的回合，自己场上的…怪兽不会被破坏」 — what holds the turn this card is summoned: a continuous
  // effect of its own, not a step of the trigger before it.)
  if (/^这张卡(特殊|通常)?召唤(成功)?的回合[，,][^。]*?(不会被[^。]*?破坏|战斗伤害变成0|不受[^。]*?影响)/.test(s)) return true;
  // 「这张卡放置的守卫指示物每有1个，这张卡的攻击力上升300」「这张卡每放置1个武士道指示物这张卡的攻击力上升300分」: the same, by counters.
  if (/^这张卡(放置的[^，。]*?指示物每有1个|每放置1个[^，。]*?指示物)[，,]?[^。]*?(攻击力|守备力)[^。]*?(上升|下降)/.test(s)) return true;
  // CMP-OLD-CONTINUOUS-SPLIT (s57): 「以这张卡为对象的魔法卡的效果无效并破坏。」 (龙战士, 暴君龙, 死亡恶魔龙) — what happens to any card that targets
  // this one: a (non-chain) negation of its own, never a step of the effect before it (it names neither a moment nor 「可以」, so the
  // general cue below missed it and joined it to the sentence before).
  if (/^以这张卡为对象的[^。]*?无效/.test(s)) return true;
  // 「这张卡不会被战斗破坏。」「这张卡不受陷阱卡的效果影响。」: a protection of its own.
  // (Also 「这张卡1回合只有1次不会被战斗破坏」「有装备卡装备的这张卡不会被…破坏」「场上表侧攻击表示存在的这张卡1回合只有1次…」.)
  if (/^[^，。]*?这张卡(1回合只有1次)?(不会被[^。]*?破坏|不受[^。]*?影响|不会成为[^。]*?对象)。?$/.test(s)) return true;
  // 「这张卡给与对方玩家的战斗伤害减半」「对方场上存在怪兽也只能直接攻击对方玩家」 after a Spirit's return: rules of their own.
  // (Also 「这张卡进行战斗所受到的对控制者的战斗伤害变成0」 after a trigger's sentence: a rule of its own, CH-BATTLE-DAMAGE-ORDER.)
  if (/^这张卡(给与|对|进行战斗所受到的)[^，。]*?战斗伤害(减半|变成|为0|加倍)|^对方场上存在怪兽也只能直接攻击/.test(s)) return true;
  // 「在自己的每回合的结束阶段，给与对方基本分500分的伤害。」「结束阶段时把这张卡加入卡组洗切。」: something done as a phase
  // arrives opens a (phase) trigger of its own.
  // (Not 「对方的抽卡阶段抽的1张卡丢弃送去墓地」: the card the activation before speaks of.)
  if (phaseTrigger(s) && /^[^，。]*?(准备阶段|结束阶段|回合结束时)/.test(s)) return true;
  // 「每次…，…」 opens an effect of its own (a trigger each time something happens).
  return /(时[，,]|时才能|时发动|时可以|的场合|之际|1回合1次|只要|反转[：:∶]|才能发动|可以发动|才可以发动|^此外|不能|可以|发动|每次)/.test(s);
}

/**
 * A sentence about what the sentence before it did: 「并且，…」, 「破坏的卡是怪兽的场合，再给与…」,
 * 「没丢弃的场合，…」, 「送去墓地的卡是水属性怪兽的场合，再把…」 — it goes on with that effect.
 */
function continuesResult(s: string): boolean {
  return (
    // (「那张卡是怪兽以外的场合，这张卡破坏」「那之中有植物族怪兽的场合，那些怪兽全部送去墓地」: the card or cards just turned — c12l.)
    /^(并且|破坏的|送去墓地的卡|确认的卡|翻开的卡|丢弃的卡|没(有)?丢弃|那是|那张卡是|那之中有)/.test(s) ||
    // (「被对方的卡的效果丢弃的场合，可以再…」「…的场合，对方再选择…」: 再 after who does it is still that.)
    /的场合[，,]?(可以|对方|自己)?再/.test(s) ||
    // 「…翻开，那是魔法卡的场合加入手卡。不是的场合，回到卡组最下面。」「猜不中的场合，…」: the other branch of that result.
    /^(不是|不存在|不给观看|猜中|猜不中)[^，。]{0,8}的场合/.test(s) ||
    // 「…给双方确认，怪兽卡的场合，…。魔法·陷阱卡的场合，自己受到500分伤害」「怪兽卡-…。魔法卡-…」「没支付的场合，…」: another branch.
    /^(怪兽|魔法|陷阱)(卡)?(·(魔法|陷阱)(卡)?)?(的场合|[-：])|^没(有|支付|丢弃)?[^，。]{0,4}的场合|^不(除外|支付|丢弃|解放|送去墓地)[^，。]{0,4}的场合|^如果(被确认|输给)/.test(s) ||
    // 「…掷1次骰子。可以从自己的墓地中特殊召唤1只等级与掷出点数相同的…」「可以再从卡组把…特殊召唤」「可以将选择的场地魔法卡加入手卡」:
    // what is done with the result of the sentence before (again, or to what it chose).
    /^可以(再|(将|把)?(选择的|那张|那只|那些|掷出|这个效果))|^可以[^，。]*?(掷出|出现)的(点数|数目)/.test(s) ||
    // 「…除外。下次的自己的准备阶段时把那张卡加入手卡」: the later step of that effect, on what it moved.
    /^下次的[^，。]*?(准备阶段|结束阶段)(时)?[，,]?(把|将)?那(张|只|些)/.test(s) ||
    // 「对方不能对应这个效果的发动把魔法·陷阱卡发动」「使用这个效果的回合这只怪兽不能攻击」「只要这张卡在表侧表示存在这个效果只能使用1次」:
    // what goes with using the effect before it, never an effect of its own.
    /^(对方不能对应这个效果的发动|使用这个效果的(回合|场合|玩家))/.test(s) ||
    // 「每次这个效果把卡的发动无效，这张卡的攻击力·守备力下降500」: what using the effect before costs it each time (c12d).
    /^每次这个效果/.test(s) ||
    // 「这衍生物不能为上级召唤而解放」: what the Tokens just summoned cannot do (not 「这衍生物被破坏的场合」, an event).
    /^(这|那些?)衍生物(?!被)/.test(s) ||
    /^只要这张卡在[^，。]*?存在这个效果只能使用1次/.test(s)
  );
}
