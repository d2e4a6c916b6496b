// SIT-LINK-FACE-UP (rules reference docs/c01/大师规则（2017）变更点.rst:73; docs/c03/里侧·一时除外.rst:182): a Link Monster has no DEF; in a Monster Zone it is always
// face-up in Attack Position — it cannot be Set, nor changed to face-down or Defense Position. A situation listing one `(盖)`,
// `(里侧)` or `(守)` on the field is no board that can be: refused, in the user's language, naming the card and what to write.
// Elsewhere a Link Monster may be face-down (banished face-down), and any other monster may be Set.
import { describe, expect, it } from 'vitest';
import { cdbJudge, haveCards } from '../cards/data.js';

const ask = (input: string, lang: 'zh-CN' | 'en' = 'zh-CN') => cdbJudge().chain(input, { lang });

describe.skipIf(!haveCards)('[SIT-LINK-FACE-UP] a Link Monster on the field is face-up in Attack Position', () => {
  it('[SIT-LINK-FACE-UP] 解码语者 (imported) written (里侧), (盖) or (守) on either field is refused, naming it and what to write; in English too', () => {
    for (const input of ['{回合:A 阶段:主要1 A场:解码语者(里侧)} C1 A:黑洞', '{回合:A 阶段:主要1 B场:解码语者(盖)} C1 A:黑洞', '{回合:B 阶段:伤害步骤 A场:解码语者(守)} 伤害计算']) {
      const a = ask(input);
      expect(a.ok, input).toBe(false);
      if (a.ok) continue;
      expect(a.error.message, input).toContain('「解码语者」是连接怪兽');
      expect(a.error.message, input).toContain('直接写「解码语者」');
    }
    const en = ask('{回合:A 阶段:主要1 A场:解码语者(里侧)} C1 A:黑洞', 'en');
    expect(en.ok).toBe(false);
    if (!en.ok) {
      expect(en.error.message).toContain('Link Monster');
      expect(en.error.message).toMatch(/Drop \(盖\)\/\(里侧\)/);
    }
  });

  it('[SIT-LINK-FACE-UP] the other side: 解码语者 face-up on the field, banished face-down or in the GY is accepted; a monster that is no Link Monster (三眼怪) may be Set', () => {
    for (const input of ['{回合:A 阶段:主要1 A场:解码语者} C1 A:黑洞', '{回合:A 阶段:主要1 A除外:解码语者(里侧)} C1 A:黑洞', '{回合:A 阶段:主要1 A墓:解码语者} C1 A:黑洞', '{回合:A 阶段:主要1 A场:三眼怪(盖) B场:三眼怪(守)} C1 A:黑洞']) {
      expect(ask(input).ok, input).toBe(true);
    }
  });

  it('[SIT-LINK-FACE-UP] a Special Summon of a Link Monster written `(守)` is refused (it is summoned in Attack Position only); 黑魔术师(守) is summoned in Defense Position', () => {
    const a = ask('{回合:A 阶段:主要1 A墓:解码语者} 特殊召唤 解码语者(守) [由 死者苏生]');
    expect(a.ok).toBe(false);
    if (!a.ok) expect(a.error.message).toContain('「解码语者」是连接怪兽：只能表侧攻击表示特殊召唤');
    const en = ask('{回合:A 阶段:主要1 A墓:解码语者} 特殊召唤 解码语者(守) [由 死者苏生]', 'en');
    if (!en.ok) expect(en.error.message).toContain('Drop (守)');
    else expect.unreachable('refused in English too');
    const other = ask('{回合:A 阶段:主要1 A墓:黑魔术师} 特殊召唤 黑魔术师(守) [由 死者苏生]');
    expect(other.ok).toBe(true);
    expect(ask('{回合:A 阶段:主要1 A墓:解码语者} 特殊召唤 解码语者 [由 死者苏生]').ok).toBe(true);
  });
});
