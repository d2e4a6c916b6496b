/**
 * CT-BOND (持续取对象, rules reference docs/c02/基本用语.rst:304–360): the sentences that tie a destruction to the card
 * this card keeps targeting — not steps its resolution carries out, but a standing tie the engine applies when
 * either card moves (src/engine/game/bonds.ts):
 * - 「这张卡从场上离开时（，）那只怪兽破坏」「这张卡不在场上存在时，那只怪兽破坏」 → `this-leaves` (destroys its target);
 *   (CT-BOND-WORD-ORDER: the newer 「这张卡离开场上时…」 — word order swapped — is the same tie, in every form below);
 * - 「那只怪兽从场上离开时这张卡破坏」 → `target-leaves`; 「那只怪兽（被）破坏时这张卡破坏」 → `target-destroyed`;
 * - 「这张卡从场上离开时装备怪兽破坏」 → `equip-leaves`: destroys the monster it is equipped to (CT-BOND-EQUIPPED).
 * - 「这张卡破坏时，选择的怪兽破坏」 → `this-destroyed`: destroys its target only when this card is destroyed (CT-BOND-DESTROYED);
 *   「选择的怪兽从场上离开时，这张卡破坏」 (the older wording) is `target-leaves`.
 * A sentence that does more (「…破坏并除外」) is left to the other readers.
 */
import type { Action } from '../facts.js';
import { sentencesWithStop } from './split.js';

const THIS_LEAVES = /^这张卡(?:从场上离开|离开场上|不在场上存在)时[，,]?那(?:只|张)?(?:表侧表示)?(?:怪兽|卡)破坏$/;
const THIS_LEAVES_BANISH = /^这张卡(?:从场上离开|离开场上|不在场上存在)时[，,]?那(?:只|张)?(?:表侧表示)?(?:怪兽|卡)除外$/;
const THIS_LEAVES_EQUIPPED = /^这张卡(?:从场上离开|离开场上)时[，,]?装备怪兽破坏$/;
// FD-SUMMON-RIDER-BY-CARD: 「这个效果特殊召唤的怪兽从场上离开时这张卡破坏」 ties the card to the monster its effect summoned, as 「那只怪兽」 does.
// CT-BOND-DESTROYED (issue 16): the older wording 「选择的怪兽从场上离开时，这张卡破坏」 is the same tie.
const TARGET_LEAVES = /^(?:那(?:只|张)?(?:表侧表示)?(?:怪兽|卡)|选择的(?:那只)?(?:怪兽|卡)|这个效果(?:把怪兽)?特殊召唤的(?:那只)?怪兽)(?:从场上离开|离开场上)时[，,]?这张卡破坏$/;
// CT-BOND-DESTROYED: 「这张卡破坏时，选择的怪兽破坏」 — its target is destroyed only when this card is destroyed (not when it leaves otherwise).
const THIS_DESTROYED = /^这张卡(?:被)?破坏时[，,]?(?:选择的|那(?:只|张)?)(?:怪兽|卡)破坏$/;
const TARGET_DESTROYED = /^那(?:只|张)?(?:怪兽|卡)(?:被)?破坏时[，,]?这张卡破坏$/;

/** The tie one whole sentence states, or null. */
export function bondOf(sentence: string): Action | null {
  const s = sentence.endsWith('。') || sentence.endsWith('．') ? sentence.slice(0, -1) : sentence;
  // CT-BOND-BANISH: 「这张卡从场上离开时那只怪兽除外」 (光之引导, 活化石): the target is banished instead of destroyed.
  if (s.includes('时') && THIS_LEAVES_BANISH.test(s)) return { do: 'banish', what: 'targets', bond: 'this-leaves-banish', note: s };
  if (!s.includes('时') || !s.endsWith('破坏')) return null;
  if (THIS_LEAVES.test(s)) return { do: 'destroy', what: 'targets', bond: 'this-leaves', note: s };
  if (THIS_DESTROYED.test(s)) return { do: 'destroy', what: 'targets', bond: 'this-destroyed', note: s };
  if (THIS_LEAVES_EQUIPPED.test(s)) return { do: 'destroy', bond: 'equip-leaves', note: s };
  if (TARGET_LEAVES.test(s)) return { do: 'destroy', what: 'self', bond: 'target-leaves', note: s };
  if (TARGET_DESTROYED.test(s)) return { do: 'destroy', what: 'self', bond: 'target-destroyed', note: s };
  return null;
}

/**
 * The tie sentences of an effect's text, taken out: the actions they state and the text left for the other readers
 * (sentences kept in their order, each with its 「。」). Null when the text states none (nearly every text: two
 * substring tests first).
 */
export function tiesOf(text: string): { rest: string; ties: Action[] } | null {
  if (!text.includes('这张卡') || !text.includes('时')) return null;
  const sentences = sentencesWithStop(text);
  let ties: Action[] | null = null;
  let rest = '';
  for (const s of sentences) {
    const bond = bondOf(s.trim());
    if (bond) (ties ??= []).push(bond);
    else rest += s;
  }
  return ties ? { rest, ties } : null;
}
