// CMP-EQUIP-DESTROYED-TO-SELF (test/RULES.md): 「这张卡战斗破坏对方怪兽送去墓地时，把破坏怪兽当作装备卡使用给这张卡装备」 (卡车机人) — a trigger of its battle
// that equips this card with the monster it destroyed (from the GY). Before, the 「当作」 made the sentence a continuous effect, its 「破坏」
// a destruction and the equip this card equipping itself: activated, it was not judged and equipped nothing.
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from './data.js';

const monster = { kind: 'monster' as const, subtypes: ['effect' as const] };

describe('CMP-EQUIP-DESTROYED-TO-SELF, the reader', () => {
  it('[CMP-EQUIP-DESTROYED-TO-SELF] a trigger on its battle destruction that equips the destroyed monster (the event\'s card) to this card', () => {
    const e = compileEffects('这张卡战斗破坏对方怪兽送去墓地时，把破坏怪兽当作装备卡使用给这张卡装备。这张卡的攻击力上升装备的怪兽卡的攻击力数值。', monster)[0]!;
    expect(e.kind).toBe('trigger');
    expect(e.trigger?.event).toBe('destroyed');
    expect(e.does.find((a) => a.do === 'equip')).toMatchObject({ what: 'event-cards', to: 'spell' });
    expect(e.does.some((a) => a.do === 'destroy')).toBe(false);
  });
});

describe.skipIf(!haveCards)('CMP-EQUIP-DESTROYED-TO-SELF, what a user sees', () => {
  it('[CMP-EQUIP-DESTROYED-TO-SELF] 卡车机人 after destroying 三眼怪 by battle: 三眼怪 goes from the GY to the Spell & Trap Zone as its Equip Card', () => {
    const a = askCdb('{回合:A 阶段:战斗步骤 A场:卡车机人 B墓:三眼怪 攻击:A:卡车机人→B:三眼怪} C1 A:卡车机人');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.events.filter((e) => e.type === 'equipped').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['三眼怪']);
  });
});
