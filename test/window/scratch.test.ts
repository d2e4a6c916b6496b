import { it } from 'vitest';
import { parseNotation } from '../../src/notation/index.js';
it('scratch', () => {
  for (const input of ['{回合:A; A场:三眼怪} 上级召唤 光帝 克赖斯 解放 三眼怪 [被无效]', '{回合:A; A场:三眼怪} 上级召唤 光帝 克赖斯 解放 三眼怪 (被无效)', '{回合:A} 召唤 三眼怪 [negated]']) {
    const p = parseNotation(input);
    console.log(input, p.ok ? JSON.stringify((p.tree as any).action.notes) + ' cause=' + (p.tree as any).action.cause : JSON.stringify(p.error.message));
  }
});
