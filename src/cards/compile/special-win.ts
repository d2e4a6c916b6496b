/**
 * 特殊胜利 (issue 16, CMP-SPECIAL-WIN): the sentence of a card text that decides the Duel — 「…的场合／时，自己决斗胜利」,
 * 「…决斗获胜」, 「…获得本次决斗的胜利」 — read as the card-level fact `Card.specialWin` (../facts.ts). Such a text is no
 * effect (it is not negated), so it is kept out of the numbered effects and read from the whole text, as
 * ./summon-once.ts reads its rule. Where the sentence stands says how it applies: outside the numbered effects of a
 * monster it is a condition checked at any time (`continuous`); inside an effect (①…, a ● of one) or in a Spell/Trap's
 * text it is what that effect's resolution sets up (`resolution`).
 */
import type { CardType, SpecialWin, SpecialWinCondition } from '../facts.js';

const WIN = /(对方)?(?:决斗胜利|决斗获胜|获得本次决斗的胜利|获得决斗的胜利)/;
/** A line of a numbered effect (「①：…」) or of a ● of one. */
const LINE_IN_EFFECT = /^\s*[①-⑳●]/;

export function ownSpecialWin(text: string, type: CardType): SpecialWin | undefined {
  // (Asked of every imported card at load: one substring test first.)
  if (!text.includes('胜利') && !text.includes('获胜')) return undefined;
  for (const line of text.split('\n')) {
    const sentences = line.split('。');
    for (let i = 0; i < sentences.length; i++) {
      const sentence = sentences[i]!;
      const m = WIN.exec(sentence);
      if (!m) continue;
      // 「…的玩家获得决斗的胜利」 of a rule that is no card's own (「决斗胜利的玩家」 as a subject) is not one.
      const head = sentence.slice(0, m.index);
      if (!/(时|场合|后|玩家|控制者|自己|对方)[，,]?$/.test(head) && head.length > 0) continue;
      // (CMP-SPECIAL-WIN review: 「这张卡的①的方法召唤的这张卡…」「这张卡的②的效果让…」 only mention a numbered effect — the sentence is
      // inside one only when its line opens with the effect's number or a ●.)
      const inEffect = type.kind !== 'monster' || LINE_IN_EFFECT.test(line);
      // 「回合结束时场上还存在怪兽的玩家获得决斗的胜利。其他的情况算平局」 (最终一战！): the winner is whichever player the clause
      // picks, else a draw — not a side the vocabulary can name: left unread rather than read as its controller.
      if (head.endsWith('的玩家') && !/^把这张卡特殊召唤的玩家$/.test(head)) return undefined;
      return {
        winner: m[1] === '对方' ? 'opponent' : 'self',
        condition: conditionOf(head),
        applies: inEffect ? 'resolution' : 'continuous',
      };
    }
  }
  return undefined;
}

function conditionOf(head: string): SpecialWinCondition {
  // The condition without the winner's name after it (「…时，自己」「…的场合，这张卡的控制者」).
  const clause = head.replace(/^此外，/, '').replace(/[，,](?:自己|这张卡的控制者)?$/, '');
  // 「这张卡和「X」「Y」…在手卡全部齐集时」: this card and the named ones, all in one hand.
  const hand = /^这张卡和((?:「[^」]+」)+)在手卡全部齐集时/.exec(clause);
  if (hand) return { kind: 'hand-set', names: [...hand[1]!.matchAll(/「([^」]+)」/g)].map((x) => x[1]!) };
  // 「把这张卡特殊召唤的玩家」: the summon itself decides it.
  if (/^把这张卡特殊召唤的玩家$/.test(clause)) return { kind: 'summoned' };
  const materials = /^这张卡持有的超量素材数量变成(\d+)时/.exec(clause);
  if (materials) return { kind: 'materials', count: Number(materials[1]) };
  // 「这张卡在怪兽区域表侧表示存在，双方场上的其他怪兽只有4种类的「被封印」通常怪兽的场合」 (CH-SPECIAL-WIN-FIELD, issue 16).
  const only = /^这张卡在怪兽区域表侧表示存在，双方场上的其他怪兽只有(\d+)种类的「([^」]+)」通常怪兽的场合$/.exec(clause);
  if (only) return { kind: 'field-only', archetype: only[2]!, kinds: Number(only[1]) };
  // 「那只怪兽从场上离开时」 after 「这个效果特殊召唤的怪兽」 (CH-SPECIAL-WIN-LEAVES): the monster the effect summoned leaves the field.
  if (/^(?:那只怪兽|这个效果特殊召唤的怪兽)从场上离开时$/.test(clause)) return { kind: 'summoned-leaves' };
  const counters = /^这张卡(?:放置)?有(\d+)个[^，]*指示物(?:放置)?时/.exec(clause);
  if (counters) return { kind: 'counters', count: Number(counters[1]) };
  return { kind: 'other', clause };
}
