/**
 * SIT-TRIBUTE-OPPONENT: a Tribute Summon (上级召唤) — or a Tribute Set — tributes monsters the summoning
 * player controls. An opponent's monster may be tributed only where a text lets it stand in for one
 * of the player's own: 「作为自己场上(1只)怪兽的代替而把对方场上(1只)(X)怪兽解放」, on a face-up card the
 * player controls (a continuous grant) or on a card the player activated earlier this turn (a grant
 * for the turn, `本回合:`). The grant's own limits are read from the same words: how many opponent's
 * monsters (「1只」) and which (「不死族」「暗属性」).
 *
 * Turning text into facts is the binder's job (like SIT-TRIBUTE-SPELL); the engine never sees the wording.
 */
import type { Card, Player } from '../cards/facts.js';
import { t, type Text } from '../i18n/text.js';
import type { CardInstance, HistoryFact } from './types.js';
import { grantSources } from './grant-sources.js';

/**
 * 「作为自己场上(的)(1只)怪兽的代替而把对方场上(的)(1只)(X)怪兽解放」 (帝王的烈旋, 吸血鬼吸食者), or 「作为1只自己怪兽的代替而把作为对象的
 * 对方怪兽解放」 (灵魂交错: only the monster it targeted), in a sentence about a Tribute Summon or about the player's tributes.
 */
const STAND_IN = /作为(?:自己场上(?:的)?)?(1只)?(?:自己)?怪兽的代替而把(?:对方场上(?:的)?(1只)?([^，。、]*?)|(作为对象的)对方)怪兽解放/;

interface Grant {
  card: Card;
  /** At most this many of the opponent's monsters in one summon; null: no count said. */
  max: number | null;
  /** The kind of monster it lets the player tribute (「不死族」, 「暗属性」); '' for any. */
  kind: string;
  /** Only the monster its activation targeted (灵魂交错); the target, when the history names it. */
  targetOnly: boolean;
  /** 「必须作为…的代替而把作为对象的对方怪兽解放」 (灵魂交错): while its target is on the opponent's field, a tribute must include it. */
  mandatory: boolean;
  about?: readonly Card[];
}

/** The grant a card's text gives for Tribute Summons, if any. */
function grantOf(card: Card, about?: readonly Card[]): Grant | null {
  for (const sentence of (card.text ?? '').split(/[。\n]/)) {
    if (!sentence.includes('上级召唤') && !sentence.includes('自己把怪兽解放')) continue;
    const m = STAND_IN.exec(sentence);
    if (m) return { card, max: m[1] || m[2] || m[4] ? 1 : null, kind: (m[3] ?? '').replace(/^的/, ''), targetOnly: Boolean(m[4]), mandatory: sentence.includes('必须作为'), ...(about ? { about } : {}) };
  }
  return null;
}

/** Whether a monster is of the kind a grant names (a Type or an Attribute); an unknown kind is not judged (true). */
function fitsKind(card: Card, kind: string): boolean {
  if (!kind) return true;
  if (kind.endsWith('族')) return card.race === kind;
  const attr = /^(.)属性$/.exec(kind)?.[1];
  if (attr) return card.attribute === attr;
  return true;
}

interface Tribute {
  card: Card;
  controller: Player | null;
}

/**
 * The refusal for tributing the opponent's monsters without (enough of) a grant, or null when the tributes
 * are the player's own or a grant covers them (an assumption is made through `assume` where the grant's target was not named). `instances` are the situation's cards (face-up grants on the
 * player's field), `history` the turn's earlier activations (a grant for the turn).
 */
export function opponentTributeRefusal(
  monster: Card,
  player: Player,
  tributes: readonly Tribute[],
  instances: readonly CardInstance[],
  history: readonly HistoryFact[],
  assume: (text: Text) => void,
  set = false,
): Text | null {
  const theirs = tributes.filter((c) => c.controller !== null && c.controller !== player);
  // (A Tribute Set, `盖放 X 解放 Y`, is said as the Set it is.)
  const act = set ? t('盖放', 'Tribute Set') : t('上级召唤', 'Tribute Summoned');
  const grants: Grant[] = [];
  for (const src of grantSources(player, instances, history)) {
    const g = grantOf(src.card, src.about);
    if (g) grants.push(g);
  }
  // SIT-TRIBUTE-OPPONENT (mandatory): 「这个回合自己把怪兽解放的场合，必须作为1只自己怪兽的代替而把作为对象的对方怪兽解放」 — its named
  // target face-up on the opponent's Monster Zone, a Tribute Summon that does not tribute it cannot be made.
  // (Tributes of the opponent's monsters are judged below: one not its target is refused there, its target fits.)
  for (const g of theirs.length === 0 ? grants : []) {
    if (!g.mandatory || !g.about?.length) continue;
    const there = instances.find((c) => c.zone === 'monster' && c.controller !== null && c.controller !== player && g.about!.some((a) => a.id === c.card.id));
    if (there) {
      return t(
        `「${g.card.name}」的效果这个回合适用：自己把怪兽解放的场合，必须作为1只自己怪兽的代替而把它作为对象的「${there.card.name}」（对方场上）解放；这次的解放没有包含它，不能这样${act.zh}「${monster.name}」。`,
        `${g.card.name} applies this turn: when you Tribute a monster, the opponent's ${there.card.name} it targeted must be Tributed in place of one of yours; these tributes do not include it, so ${monster.name} cannot be ${act.en} this way.`,
      );
    }
  }
  if (theirs.length === 0) return null;
  const names = theirs.map((c) => `「${c.card.name}」`).join('');
  if (grants.length === 0) {
    return t(
      `${names}是对方场上的怪兽：${set ? '上级盖放' : '上级召唤'}只能解放自己场上的怪兽（「帝王的烈旋」等文本写明「作为自己场上的怪兽的代替而把对方场上的怪兽解放」的场合除外；那样的效果这个回合已适用的场合请写 \`本回合:A:卡名\`）。不能${act.zh}「${monster.name}」。`,
      `${theirs.map((c) => c.card.name).join(', ')} is the opponent's: a Tribute ${set ? 'Set' : 'Summon'} tributes monsters you control (unless a text such as 帝王的烈旋's lets an opponent's monster stand in for one of yours — if one applies this turn, write \`本回合:A:card\`). ${monster.name} cannot be ${act.en} this way.`,
    );
  }
  // A grant for the target only (灵魂交错): another monster of the opponent's is no tribute; the target unnamed is not judged.
  const fits = (card: Card, g: Grant) => fitsKind(card, g.kind) && (!g.targetOnly || !g.about?.length || g.about.some((a) => a.id === card.id));
  const unfit = theirs.find((c) => !grants.some((g) => fits(c.card, g)));
  if (unfit) {
    const g = grants[0]!;
    if (g.targetOnly) {
      return t(
        `「${g.card.name}」只让它作为对象的对方怪兽代替解放，「${unfit.card.name}」不是：不能这样${act.zh}「${monster.name}」。`,
        `${g.card.name} lets only the opponent's monster it targeted stand in as a tribute, and ${unfit.card.name} is not it: ${monster.name} cannot be ${act.en} this way.`,
      );
    }
    return t(
      `「${g.card.name}」只让对方场上的${g.kind}怪兽代替解放，「${unfit.card.name}」不是：不能这样${act.zh}「${monster.name}」。`,
      `${g.card.name} lets only an opponent's ${g.kind} monster stand in as a tribute, and ${unfit.card.name} is not one: ${monster.name} cannot be ${act.en} this way.`,
    );
  }
  const unnamed = grants.find((g) => g.targetOnly && !g.about?.length);
  if (unnamed && !grants.some((g) => !g.targetOnly)) {
    assume(
      t(
        `假定「${theirs.map((c) => c.card.name).join('」「')}」是「${unnamed.card.name}」作为对象的怪兽（本回合的发动没有写对象：可写 \`本回合:A:${unnamed.card.name}(对象:卡名)\`）。`,
        `${theirs.map((c) => c.card.name).join(', ')} is assumed to be the monster ${unnamed.card.name} targeted (its activation this turn names no target: write \`本回合:A:${unnamed.card.name}(对象:card)\`).`,
      ),
    );
  }
  const allowed = grants.some((g) => g.max === null) ? Infinity : grants.reduce((n, g) => n + (g.max ?? 0), 0);
  if (theirs.length > allowed) {
    return t(
      `${grants.map((g) => `「${g.card.name}」`).join('')}一次只让对方场上${allowed}只怪兽代替解放，这里解放了${theirs.length}只：不能这样${act.zh}「${monster.name}」。`,
      `${grants.map((g) => g.card.name).join(', ')} let only ${allowed} of the opponent's monsters stand in as tributes, and ${theirs.length} are tributed here: ${monster.name} cannot be ${act.en} this way.`,
    );
  }
  return null;
}

/**
 * The same for Synchro, Xyz and Link Materials (SIT-TRIBUTE-OPPONENT): they are monsters the player controls; an opponent's
 * monster only where a text lets it be one — 「可以把选择的(对方)怪兽作为同调素材」 (同调素材, activated this turn), or a
 * sentence on a face-up card of the player's (or the summoned monster itself) that lets the opponent's monsters be that
 * kind of material. 「不能作为…素材」 is a lock, not a grant.
 */
const MATERIAL_WORD = { synchro: '同调', xyz: '超量', link: '连接' } as const;

function grantsMaterial(card: Card, word: string): boolean {
  return (card.text ?? '').split(/[。\n]/).some((s) => s.includes(`${word}素材`) && !s.includes('不能') && (s.includes('对方') || s.includes('选择的怪兽') || s.includes('作为对象的怪兽')) && new RegExp(`(?:可以把|也能)[^。]*作为${word}素材|可以作为${word}素材`).test(s));
}

export function opponentMaterialRefusal(
  how: 'synchro' | 'xyz' | 'link',
  monster: Card,
  player: Player,
  materials: readonly Tribute[],
  instances: readonly CardInstance[],
  history: readonly HistoryFact[],
): Text | null {
  const theirs = materials.filter((c) => c.controller !== null && c.controller !== player);
  if (theirs.length === 0) return null;
  const word = MATERIAL_WORD[how];
  if (grantsMaterial(monster, word)) return null;
  if (grantSources(player, instances, history).some((src) => grantsMaterial(src.card, word))) return null;
  return t(
    `${theirs.map((c) => `「${c.card.name}」`).join('')}是对方场上的怪兽：${word}召唤的素材是自己场上的怪兽（文本写明可以把对方的怪兽作为${word}素材的效果适用的场合除外；这个回合发动过那样的卡的场合请写 \`本回合:A:卡名\`）。不能${word}召唤「${monster.name}」。`,
    `${theirs.map((c) => c.card.name).join(', ')} is the opponent's: ${how === 'synchro' ? 'Synchro' : how === 'xyz' ? 'Xyz' : 'Link'} Materials are monsters you control (unless a text lets an opponent's monster be one — if a card activated this turn does, write \`本回合:A:card\`). ${monster.name} cannot be summoned this way.`,
  );
}
