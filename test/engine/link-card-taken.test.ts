// SIT-LINK-CARD-TAKEN: a Spell/Trap named for a second link when the situation lists only one copy for that player, already the card of
// an earlier link: it cannot be that card again (a card is activated once), so it is judged as another copy the situation does not
// list — and said, with what follows when there is only one. Before, nothing said the second link was another card. Cards from cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('SIT-LINK-CARD-TAKEN', CARDS_DB);

const said = (input: string) => askCdb(input).assumptions.filter((x) => x.includes('已经是更早的连锁块的卡'));

describe.skipIf(!haveCards)('SIT-LINK-CARD-TAKEN', () => {
  it('[SIT-LINK-CARD-TAKEN] one 强制脱出装置 listed for B, named as C1 and again as C2: C2 is another, unlisted copy — said', () => {
    expect(said('{回合:A A场:三眼怪 B场:强制脱出装置(盖)} C1 B:强制脱出装置→三眼怪 C2 B:强制脱出装置→三眼怪')).toHaveLength(1);
  });
  it('[SIT-LINK-CARD-TAKEN] the other side: two copies listed, or the card not listed at all, nothing of the kind is said', () => {
    expect(said('{回合:A A场:三眼怪 B场:强制脱出装置(盖),强制脱出装置(盖)} C1 B:强制脱出装置→三眼怪 C2 B:强制脱出装置→三眼怪')).toEqual([]);
    expect(said('{回合:A A场:三眼怪} C1 B:强制脱出装置→三眼怪 C2 B:强制脱出装置→三眼怪')).toEqual([]);
  });
});
