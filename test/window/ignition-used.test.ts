// WIN-IGNITION-USED: the window after a chain says which speed-1 ignition effects its turn player may start the next chain with
// (WIN-IGNITION-C1). A 1回合1次 effect activated on the chain just played is spent for the turn and is not offered again; the ● options
// of one effect number are one effect, said once. Before, 暗之支配者-佐克 ① was offered three times right after it resolved.
// (Card text: 暗之支配者-佐克 「①：1回合1次，自己主要阶段才能发动。掷1次骰子…●1·2：… ●3·4·5：… ●6：…」.)
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const notesAbout = (input: string, name: string) => askCdb(input).window.notes.filter((n) => n.includes(name));

describe.skipIf(!haveCards)('WIN-IGNITION-USED', () => {
  it('[WIN-IGNITION-USED] 暗之支配者-佐克 ① just activated (1回合1次): the window does not offer it again', () => {
    expect(notesAbout('{回合:A 阶段:主要1 A场:暗之支配者-佐克} C1 A:暗之支配者-佐克', '暗之支配者-佐克')).toEqual([]);
  });
  it('[WIN-IGNITION-USED] refused because it was already used this turn (`(已用)`): not offered either', () => {
    expect(notesAbout('{回合:A 阶段:主要1 A场:暗之支配者-佐克(已用)} C1 A:暗之支配者-佐克', '暗之支配者-佐克')).toEqual([]);
  });
  it('[WIN-IGNITION-USED] a card NOT on the chain whose 1回合1次 was spent before it — written used `(已用)`, or activated earlier this turn (`本回合:`) — is not offered either (only the chain’s own links were read)', () => {
    expect(notesAbout('{回合:A 阶段:主要1 A场:暗之支配者-佐克(已用) B场:旋风(盖)} C1 A:旋风→B:旋风', '暗之支配者-佐克')).toEqual([]);
    expect(notesAbout('{回合:A 阶段:主要1 A场:暗之支配者-佐克 本回合:A:暗之支配者-佐克#1 B场:旋风(盖)} C1 A:旋风→B:旋风', '暗之支配者-佐克')).toEqual([]);
  });
  it('[WIN-OPT-USED] the same for a 1回合1次 trigger (checked, already so): 暗黑骑士 盖亚王② written used (or activated earlier this turn) is not offered as a trigger after the chain — unused, it is', () => {
    const input = (field: string) => `{回合:B 阶段:主要1 A场:${field} B墓:青眼白龙} C1 B:死者苏生→青眼白龙`;
    const offered = (field: string) => askCdb(input(field)).window.triggers.map((t) => t.card.name);
    expect(offered('暗黑骑士 盖亚王')).toContain('暗黑骑士 盖亚王');
    expect(offered('暗黑骑士 盖亚王(已用)')).not.toContain('暗黑骑士 盖亚王');
    expect(offered('暗黑骑士 盖亚王 本回合:A:暗黑骑士 盖亚王#2')).not.toContain('暗黑骑士 盖亚王');
  });
  it('[WIN-IGNITION-USED] the other side: after a chain that did not use it, it is offered — once, not once per ●', () => {
    expect(notesAbout('{回合:A 阶段:主要1 A场:暗之支配者-佐克 B场:旋风(盖)} C1 A:旋风→B:旋风', '暗之支配者-佐克')).toHaveLength(1);
  });
});
