// CH-RESPONDS-CARD (issue 16, rules reference docs/c03/诱发类效果.rst:300–315): a "when … is activated" effect that names the
// monster whose effect it answers — its race or Attribute (「雷族怪兽的效果」「不死族怪兽的效果」), and where it is activated
// (「在手卡发动」) — answers only such an activation, and only the link directly below it (CH-RESPONDS-DIRECT).
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-RESPONDS-CARD', CARDS_DB);

const link = (input: string, n: number) => askCdb(input).links.find((l) => l.n === n)!;

describe.skipIf(!haveCards)('CH-RESPONDS-CARD', () => {
  it('[CH-RESPONDS-CARD] 雷神龙-雷龙① answers a Thunder monster’s effect activated in the hand (雷电龙-雷龙①), not 增殖的G (an Insect), and not across 增殖的G chained in between', () => {
    expect(link('{回合:A A手:雷电龙-雷龙 A场:雷神龙-雷龙} C1 A:雷电龙-雷龙 C2 A:雷神龙-雷龙①', 2).legal).toBe(true);
    const insect = link('{回合:A A手:增殖的G A场:雷神龙-雷龙} C1 A:增殖的G C2 A:雷神龙-雷龙①', 2);
    expect(insect.legal).toBe(false);
    expect(insect.rules).toContain('CH-RESPONDS-CARD');
    expect(String(insect.illegalReason)).toContain('雷族');
    const between = link('{回合:A A手:雷电龙-雷龙 A场:雷神龙-雷龙} C1 A:雷电龙-雷龙 C2 B:增殖的G C3 A:雷神龙-雷龙①', 3);
    expect(between.legal).toBe(false);
    expect(between.rules).toContain('CH-RESPONDS-DIRECT');
  });
  it('[CH-RESPONDS-CARD] the place is part of it: 雷电龙-雷龙② activated in the GY is not answered (CH-RESPONDS-FROM); 死灵王 恶眼① answers a Zombie’s effect, not an Insect’s', () => {
    const gy = link('{回合:A A墓:雷电龙-雷龙 A场:雷神龙-雷龙} C1 A:雷电龙-雷龙② C2 A:雷神龙-雷龙①', 2);
    expect(gy.legal).toBe(false);
    expect(gy.rules).toContain('CH-RESPONDS-FROM');
    expect(link('{回合:B B手:增殖的G A场:死灵王 恶眼} C1 B:增殖的G C2 A:死灵王 恶眼①', 2).legal).toBe(false);
    expect(link('{回合:B B墓:僵尸带菌者 B手:三眼怪 A场:死灵王 恶眼} C1 B:僵尸带菌者① C2 A:死灵王 恶眼①', 2).legal).toBe(true);
  });
});
