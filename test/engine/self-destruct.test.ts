// A face-up card's continuous 「…的场合这张卡破坏」 applies by itself once the state starts to hold: at once when a cost
// brings it about, as the resolution ends when an effect does (test/RULES.md CH-SELF-DESTRUCT; rules reference
// docs/c02/怪兽的效果分类.rst:86, :201). Test cards written as card text, so the compiler's reading is tested with them.
import { describe, expect, it } from 'vitest';
import { textCard } from '../../src/cards/curated/dsl.js';
import { judgeWith, summary } from './build.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const loner = textCard({ id: 990901, name: '测试孤岸恶鬼', type: 'monster effect', atk: 1600, def: 1000, level: 4, text: '①：自己场上有「测试孤岸」怪兽以外的怪兽存在的场合这张卡破坏。' });
const fieldBound = textCard({ id: 990902, name: '测试地缚卫士', type: 'monster effect', atk: 2000, def: 1000, level: 4, text: '①：场上没有场地魔法卡表侧表示存在的场合这张卡破坏。' });
const revive = textCard({ id: 990903, name: '测试唤回术', type: 'spell', text: '①：以自己墓地1只怪兽为对象才能发动。那只怪兽特殊召唤。' });
const fieldCost = textCard({ id: 990904, name: '测试换地术', type: 'spell quickplay', text: '①：把自己场上1张表侧表示的场地魔法卡送去墓地才能发动。自己从卡组抽1张。' });
const land = textCard({ id: 990905, name: '测试原野', type: 'spell field', text: '①：场上的怪兽的攻击力上升100。' });
const land2 = textCard({ id: 990907, name: '测试荒野', type: 'spell field', text: '①：场上的怪兽的守备力上升100。' });
const quickRevive = textCard({ id: 990908, name: '测试急唤术', type: 'spell quickplay', text: '①：以自己墓地1只怪兽为对象才能发动。那只怪兽特殊召唤。' });
const keeper = textCard({ id: 990909, name: '测试护岸者', type: 'monster effect', atk: 1000, def: 1000, level: 4, text: '①：只要这张卡在怪兽区域存在，这张卡以外的自己场上的怪兽不会被效果破坏。' });
const plain = textCard({ id: 990906, name: '测试通常怪兽乙', type: 'monster normal', atk: 1000, def: 1000, level: 3, text: '' });
const fx = [loner, fieldBound, revive, fieldCost, land, land2, quickRevive, keeper, plain];
const ask = (input: string) => judgeWith(input, fx);
const destroyed = (a: ChainAnswer) => a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));

describe('continuous self-destruction', () => {
  it('[CH-SELF-DESTRUCT] the compiler reads the state: 「「X」怪兽以外的怪兽」 and 「没有场地魔法卡表侧表示存在」', () => {
    expect(loner.effects.find((e) => e.kind === 'continuous')?.condition).toEqual([{ is: 'exists', filter: { side: 'self', kind: 'monster', place: 'field', notArchetype: '测试孤岸' } }]);
    expect(fieldBound.effects.find((e) => e.kind === 'continuous')?.condition).toEqual([{ is: 'none', filter: { kind: 'spell', subtypes: ['field'], place: 'field', faceUp: true } }]);
  });
  it('[CH-SELF-DESTRUCT] a resolution that summons another monster beside it: it destroys itself as that resolution ends', () => {
    const a = ask('{回合:A A场:测试唤回术,测试孤岸恶鬼 A墓:测试通常怪兽乙} C1 A:测试唤回术→测试通常怪兽乙');
    expect(summary(a)).toEqual(['C1:legal:resolved']);
    expect(destroyed(a)).toEqual(['测试孤岸恶鬼']);
    expect(a.links[0]!.rules).toContain('CH-SELF-DESTRUCT');
  });
  it('[CH-SELF-DESTRUCT] a cost that sends the last face-up Field Spell: it destroys itself at once, before the effect resolves', () => {
    const a = ask('{回合:A A场:测试换地术,测试原野,测试地缚卫士 B场:测试通常怪兽乙} C1 A:测试换地术 [cost:送去墓地 测试原野]');
    expect(summary(a)).toEqual(['C1:legal:resolved']);
    expect(destroyed(a)).toEqual(['测试地缚卫士']);
    const i = a.events.findIndex((e) => e.type === 'destroyed');
    const d = a.events.findIndex((e) => e.type === 'drawn');
    expect(i).toBeGreaterThanOrEqual(0);
    expect(i).toBeLessThan(d);
  });
  it('[CH-SELF-DESTRUCT] the other side: its effects negated (`(效果无效)`), or another Field Spell still face-up, it stays', () => {
    expect(destroyed(ask('{回合:A A场:测试唤回术,测试孤岸恶鬼(效果无效) A墓:测试通常怪兽乙} C1 A:测试唤回术→测试通常怪兽乙'))).toEqual([]);
    expect(destroyed(ask('{回合:A A场:测试换地术,测试原野,测试地缚卫士 B场:测试原野} C1 A:测试换地术 [cost:送去墓地 测试原野]'))).toEqual([]);
  });
  it('[CH-SELF-DESTRUCT] a monster certain to be destroyed by battle (`(战斗破坏)`) applies no continuous effect: it does not destroy itself, face-up beside it it does', () => {
    expect(destroyed(ask('{回合:B 阶段:战斗阶段 A场:测试急唤术,测试孤岸恶鬼(战斗破坏) A墓:测试通常怪兽乙} C1 A:测试急唤术→测试通常怪兽乙'))).toEqual([]);
    expect(destroyed(ask('{回合:B 阶段:战斗阶段 A场:测试急唤术,测试孤岸恶鬼 A墓:测试通常怪兽乙} C1 A:测试急唤术→测试通常怪兽乙'))).toEqual(['测试孤岸恶鬼']);
  });
  it('[CH-SELF-DESTRUCT] its own effect destroys it: a protection from destruction by effects granted by another card keeps it on the field', () => {
    expect(destroyed(ask('{回合:A A场:测试唤回术,测试护岸者 A墓:测试孤岸恶鬼} C1 A:测试唤回术→测试孤岸恶鬼'))).toEqual([]);
    expect(destroyed(ask('{回合:A A场:测试唤回术,测试通常怪兽乙 A墓:测试孤岸恶鬼} C1 A:测试唤回术→测试孤岸恶鬼'))).toEqual(['测试孤岸恶鬼']);
  });
  it('[CH-SELF-DESTRUCT] a state that already held before the chain is the situation as given: not applied by this chain', () => {
    expect(destroyed(ask('{回合:A A场:测试唤回术,测试孤岸恶鬼,测试通常怪兽乙 A墓:测试通常怪兽乙} C1 A:测试唤回术→测试通常怪兽乙'))).toEqual([]);
  });
  it('[CH-FIELD-REPLACE] a Field Spell activated from the hand where its controller has one: the old one goes to the GY at the activation, and a self-destruction it brings about applies then', () => {
    const a = ask('{回合:A A场:测试原野,测试地缚卫士 B场:测试通常怪兽乙 A手:测试荒野} C1 A:测试荒野');
    expect(summary(a)).toEqual(['C1:legal:resolved']);
    expect(a.events.filter((e) => e.type === 'sent-to-gy').flatMap((e) => e.cards.map((c) => c.name))).toContain('测试原野');
    expect(destroyed(a)).toEqual(['测试地缚卫士']);
    expect(a.links[0]!.rules).toContain('CH-FIELD-REPLACE');
  });
  it('[CH-FIELD-REPLACE] the other side: the opponent’s Field Spell is not replaced (it stays, and keeps the monster on the field); with none of its own there is nothing to send', () => {
    const a = ask('{回合:A A场:测试地缚卫士 B场:测试原野 A手:测试荒野} C1 A:测试荒野');
    expect(a.events.filter((e) => e.type === 'sent-to-gy').flatMap((e) => e.cards.map((c) => c.name))).not.toContain('测试原野');
    expect(destroyed(a)).toEqual([]);
    expect(a.links[0]!.rules).not.toContain('CH-FIELD-REPLACE');
  });
});
