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
  it('[WIN-IGNITION-USED] the other side: after a chain that did not use it, it is offered — once, not once per ●', () => {
    expect(notesAbout('{回合:A 阶段:主要1 A场:暗之支配者-佐克 B场:旋风(盖)} C1 A:旋风→B:旋风', '暗之支配者-佐克')).toHaveLength(1);
  });
});
