// WIN-SEGOC-REVEALED: a hand card kept revealed (正正堂堂, 仪式之钟; situation state `(公开)`) is public
// information, so its optional trigger is placed with the other public ones (SEGOC levels 3·4) before
// the speed-2 effects, not last with the hidden ones (level 7) — docs/c03/诱发类效果.rst:64–73, :614–619.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('WIN-SEGOC-REVEALED', CARDS_DB);

const order = (input: string) => askCdb(input).window.triggers.map((t) => `${t.controller} ${t.card.name}`);

describe.skipIf(!haveCards)('WIN-SEGOC-REVEALED', () => {
  it('[WIN-SEGOC-REVEALED] a revealed hand trigger goes with the turn player’s public triggers, before the opponent’s 激流葬', () => {
    const a = askCdb('{回合:A A手:影蜥蜴(公开) B场:激流葬(盖)} 召唤 哥布林德伯格');
    expect(order('{回合:A A手:影蜥蜴(公开) B场:激流葬(盖)} 召唤 哥布林德伯格').slice(2)).toEqual(['B 激流葬']);
    expect(a.window.triggers.find((t) => t.card.name === '影蜥蜴')!.rules).toContain('WIN-SEGOC-REVEALED');
  });
  it('[WIN-SEGOC-REVEALED] the other side: a hidden hand trigger is placed last (level 7), after 激流葬', () => {
    expect(order('{回合:A A手:影蜥蜴 B场:激流葬(盖)} 召唤 哥布林德伯格')).toEqual(['A 哥布林德伯格', 'B 激流葬', 'A 影蜥蜴']);
  });
});
