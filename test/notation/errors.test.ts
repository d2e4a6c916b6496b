// What a user sees when the notation does not parse: one error, in both languages, with the place
// (offset + caret) and what was expected / what to type instead.
import { describe, expect, it } from 'vitest';
import { MAX_INPUT_LENGTH, parseNotation, type NotationError } from '../../src/notation/index.js';

function error(text: string): NotationError {
  const r = parseNotation(text);
  if (r.ok) throw new Error(`parsed, but should not: ${text}`);
  return r.error;
}

describe('required error messages', () => {
  it('C1 黑洞 C3 旋风: links must run 1, 2, 3 and the error points at C3', () => {
    const s = 'C1 黑洞 C3 旋风';
    const e = error(s);
    expect(e.offset).toBe(s.indexOf('C3'));
    expect(e.message.zh).toContain('1、2、3');
    expect(e.message.zh).toContain('C2');
    expect(e.message.en).toMatch(/1, 2, 3/);
    expect(e.message.en).toContain('should be C2, not C3');
    expect(e.expected).toEqual(['C2']);
    expect(e.caret.split('\n')).toEqual(['C1 黑洞 C3 旋风', '   \u3000\u3000 ^']);
  });

  it('a repeated or backwards link number is an error at that marker', () => {
    expect(error('C1 a C2 b C2 c').offset).toBe('C1 a C2 b '.length);
    expect(error('C1 a C3 b C2 c').offset).toBe('C1 a '.length);
    const first = error('C2 黑洞');
    expect(first.offset).toBe(0);
    expect(first.message.en).toContain('starts with C1');
  });

  it('C1 黑洞 →: a target is missing after the arrow', () => {
    const s = 'C1 黑洞 →';
    const e = error(s);
    expect(e.kind).toBe('parse');
    expect(e.offset).toBe(s.length);
    expect(e.message.zh).toContain('箭头后面缺少对象');
    expect(e.message.en).toContain('A target is missing after the arrow');
    expect(e.expected).toContain('a card name');
    expect(e.expected).toContain('a link marker (C1, C2, …)');
  });

  it('黑洞 我身作盾: a chain starts with C1 or an action word', () => {
    const e = error('黑洞 我身作盾');
    expect(e.offset).toBe(0);
    expect(e.message.zh).toContain('连锁要从 C1 开始');
    expect(e.message.en).toContain('A chain starts with C1');
    expect(e.message.en).toContain('action word');
    expect(e.expected).toEqual(expect.arrayContaining(['a link marker (C1, C2, …)', 'an action word (召唤, 上级召唤, 特殊召唤, 盖放, 破坏, …)']));
  });

  it.each(['', '   ', '\u3000\n\t'])('empty or blank input (%j) gets a clear message', (s) => {
    const e = error(s);
    expect(e.kind).toBe('parse');
    expect(e.offset).toBe(0);
    expect(e.message.zh).toContain('输入是空的');
    expect(e.message.en).toContain('The input is empty');
  });

  it(`input over ${MAX_INPUT_LENGTH} characters is refused as too-long, unparsed`, () => {
    expect(MAX_INPUT_LENGTH).toBe(6000);
    const s = 'C1 ' + '黑'.repeat(MAX_INPUT_LENGTH);
    const e = error(s);
    expect(e.kind).toBe('too-long');
    expect(e.message.en).toContain('at most 6000');
    // Exactly at the limit it parses (made of notes, each under its own limit: a card name has a smaller one, bad-input.test.ts).
    let atLimit = 'C1 黑洞';
    while (atLimit.length + 1000 < MAX_INPUT_LENGTH) atLimit += ' [' + 'x'.repeat(997) + ']';
    atLimit += ' [' + 'x'.repeat(MAX_INPUT_LENGTH - atLimit.length - 3) + ']';
    expect(atLimit.length).toBe(MAX_INPUT_LENGTH);
    expect(parseNotation(atLimit).ok).toBe(true);
  });
});

describe('other helpful errors', () => {
  const cases: [string, number, RegExp, RegExp][] = [
    ['C1 《召唤魔术', 3, /《 here is never closed: add 》/, /没有配对的 》/],
    ['C1 黑洞 [支付', 6, /\[ here is never closed: add \]/, /没有配对/],
    ['C1', 2, /card is missing after C1/, /C1 后面缺少卡名/],
    ['C1 A:', 5, /card name is missing after A:/, /A: 后面缺少卡名/],
    ['C1 黑洞 → 蓝宝石龙,', 13, /after the comma/, /逗号后面缺少卡名/],
    ['C1 Number C88: Gimmick', 13, /quote a name that holds one with "…"/, /冒号/],
    ['C1 魔界台本「魔王的降临」', 7, /quoted whole with 《》/, /《》/],
    ['C1 7', 3, /quote a card whose name is digits, e\.g\. 《7》/, /《7》/],
    ['{回合:A 阶段:主要1', 12, /not closed: add \}/, /补上 \}/],
    ['【回合:A', 5, /not closed: add 】/, /补上 】/],
    ['{回合:A}', 6, /After the situation block, write a chain/, /情况块后面还需要/],
    ['C1 黑洞 ) C2 旋风', 6, /stray \)/, /多了一个 \)/],
    ['召唤', 0, /chain starts with C1/, /连锁要从 C1 开始/],
    ['召唤 ', 2, /card is missing after 召唤/, /召唤 后面缺少卡名/],
    ['C1 A:黑洞 B:旋风', 8, /A new link starts with its marker \(e\.g\. C2 B:…\)/, /新的连锁要以 C 和编号开头/],
    ['C1 A:黑洞 C2 旋风 《宇宙旋风》', 14, /Two names in a row/, /两个卡名连在一起/],
    ['C1 A:黑洞 C2 旋风 → C1 12345', 19, /e\.g\. C3 12345/, /C3 12345/],
    ['上级召唤 光帝 克赖斯 解放 ', 14, /tributes are missing after 解放/, /解放 后面缺少/],
    // The action word written after its card: say the order, with the user's own card and controller.
    ['{回合:A} A:青眼白龙 特殊召唤 C1 B:增殖的G', 7, /comes before its card: write 特殊召唤 A:青眼白龙 \(not A:青眼白龙 特殊召唤\)/, /动作词要写在卡名前面：请写 特殊召唤 A:青眼白龙/],
    ['{回合:A} 三眼怪 召唤', 7, /write 召唤 三眼怪 \(not 三眼怪 召唤\)/, /请写 召唤 三眼怪/],
    // The situation key 攻击: written as an action: the action's word, or the block.
    ['{回合:A 阶段:战斗步骤} 攻击:A:青眼白龙→B:三眼怪', 15, /written 攻击宣言 X → Y .* goes in the situation block/, /攻击作为动作要写 攻击宣言 X → Y/],
  ];
  it.each(cases)('%j → offset %i', (s, offset, en, zh) => {
    const e = error(s);
    expect(e.offset).toBe(offset);
    expect(e.message.en).toMatch(en);
    expect(e.message.zh).toMatch(zh);
    expect(e.expected.length).toBeGreaterThan(0);
    expect(e.caret.split('\n')).toHaveLength(2);
  });

  const invalid: [string, string, RegExp][] = [
    ['{A场:魂之纲(横置)} C1 黑洞', '(横置)', /Unknown card state "横置"/],
    ['{回合:C} C1 黑洞', '回合:C', /turn player is A or B/],
    ['召唤 三眼怪 解放 死灵骑士', '解放', /Only a tribute summon lists tributes/],
    ['召唤 三眼怪 → 灵魂龙', '→', /Only an attack declaration takes an arrow/],
    ['C1 黑洞 C2 旋风 → C5', 'C5', /There is no link 5/],
    ['C1 《》', '《》', /quotes hold no card name/],
    ['C1 黑洞#0', '#0', /Effect numbers start at 1/],
    ['召唤 三眼怪 (效果) (cost)', '(cost)', /one cause/],
  ];
  it.each(invalid)('%j is invalid at %j', (s, place, en) => {
    const e = error(s);
    expect(e.kind).toBe('invalid');
    expect(e.offset).toBe(s.indexOf(place));
    expect(e.message.en).toMatch(en);
    expect(e.message.zh.length).toBeGreaterThan(5);
  });

  it('the caret stays readable on a long line (a window around the offset)', () => {
    const s = Array.from({ length: 40 }, (_, i) => `C${i + 1} 卡${i}`).join(' ') + ' →';
    const e = error(s);
    const [line, caret] = e.caret.split('\n');
    expect(line!.startsWith('…')).toBe(true);
    expect(line!.length).toBeLessThan(90);
    expect(caret!.endsWith('^')).toBe(true);
  });

  it('non-string input is an error, not a throw', () => {
    const r = parseNotation(undefined as unknown as string);
    expect(r.ok).toBe(false);
  });
});

describe('a word before a colon in the situation block that is no situation key', () => {
  it('「步骤:」 says steps are written as the phase, and lists the keys', () => {
    const s = '{回合:A 阶段:战斗 步骤:伤害步骤} C1 B:强制脱出装置';
    const e = error(s);
    expect(e.offset).toBe(s.indexOf(':伤害步骤'));
    expect(e.message.zh).toContain('「步骤」不是情况项，请写 阶段:伤害步骤');
    expect(e.message.zh).toContain('A基本分:');
    expect(e.message.en).toContain('"步骤" is not a situation key');
  });

  it('「生命:」 points to A基本分:, and an unknown word still names the keys', () => {
    expect(error('{回合:A 生命:3000} C1 黑洞').message.zh).toContain('请写 A基本分:1000');
    const e = error('{回合:A 天气:晴} C1 黑洞');
    expect(e.message.zh).toContain('「天气」不是情况项');
    expect(e.message.zh).toContain('带冒号的卡请用 "…" 括起来');
  });

  it('the keys it lists include 上回合: (last turn\'s activations) and A手卡数:, in both languages (s59: they were missing)', () => {
    const e = error('{回合:A 天气:晴} C1 黑洞');
    for (const m of [e.message.zh, e.message.en]) {
      expect(m).toContain('上回合:');
      expect(m).toContain('A手卡数:');
    }
  });
});

describe('a phase or step named bare, where the block\'s 阶段: item says it', () => {
  // Players write the moment first, as they would say it; the notation wants it as a situation item.
  it('at the very start: 「伤害计算前 C1 …」 points to {阶段:伤害计算前}', () => {
    const e = error('伤害计算前 C1 A:旋风');
    expect(e.offset).toBe(0);
    expect(e.message.zh).toContain('“伤害计算前”是阶段·步骤的名字');
    expect(e.message.zh).toContain('{阶段:伤害计算前}');
    expect(e.message.en).toContain('"伤害计算前" names a phase or step');
  });

  it('inside the block, with no key: 「{伤害步骤}」 and 「{回合:B 结束阶段 …}」 point to 阶段:', () => {
    const bare = error('{伤害步骤} C1 A:月之书');
    expect(bare.offset).toBe(1);
    expect(bare.message.zh).toContain('要作为情况项写在情况块里：阶段:伤害步骤');
    const after = error('{回合:B 结束阶段 A场:三眼怪} C1 A:禁忌的圣杯');
    expect(after.message.zh).toContain('要写成情况项 阶段:结束阶段（例如 {回合:B 阶段:结束阶段}）');
    expect(after.message.en).toContain('write it as the item 阶段:结束阶段');
  });

  it('a card name or a wrong turn player keeps its own message', () => {
    expect(error('三眼怪 C1 黑洞').message.zh).not.toContain('阶段·步骤的名字');
    expect(error('{回合:C} C1 黑洞').message.zh).toContain('回合玩家只能是 A 或 B，这里写了“C”');
  });
});

describe('a zone written on a card in a link', () => {
  // Where a card is belongs to the situation block; a link names only the card and its controller.
  it('「→B墓:青眼白龙」 says to write → B:青眼白龙 and put the GY in the block', () => {
    const s = '{回合:A B墓:青眼白龙} C1 A:死者苏生→B墓:青眼白龙';
    const e = error(s);
    expect(e.offset).toBe(s.lastIndexOf(':'));
    expect(e.message.zh).toContain('连锁里的卡只写控制者（例如 → B:青眼白龙），不写区域“B墓”');
    expect(e.message.zh).not.toContain('不是情况项');
    expect(e.message.en).toContain('not the zone "B墓"');
  });

  it('inside the block the same word is still read as a situation key', () => {
    expect(error('{回合:A 步骤:伤害步骤} C1 黑洞').message.zh).toContain('「步骤」不是情况项');
  });
});
