/**
 * fast-check generators of valid notation text, with a model of what the parser must read from it.
 *
 * Card names come from the real card database (../shared/data/cards.cdb) when present, or from a
 * small built-in list. Whether a name may be written bare is decided here from the spec's rules
 * (independently of the lexer), otherwise it is quoted with a quote it does not contain.
 */
import fc from 'fast-check';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';

const here = dirname(fileURLToPath(import.meta.url));
export const CARDS_DB = join(here, '..', '..', '..', 'shared', 'data', 'cards.cdb');

const BUILT_IN = [
  '黑洞', '我身作盾', '王家的诅咒', '召唤魔术', '禁忌的圣枪', '召唤师 阿莱斯特', '妖神-不知火', '青眼精灵龙',
  '炸裂装甲', '蓝宝石龙', '重力解除', '宇宙旋风', '光帝 克赖斯', '三眼怪', '死灵骑士', '冥王龙 断罪神',
  '魂之纲', '灵魂龙', '永火恶魔', '魔界台本「魔王的降临」', 'Number C88: Gimmick Puppet Disaster Leo',
  'No.39 希望皇 霍普', 'CX 冀望皇 霍普', '7 Colored Fish', 'E·HERO 新宇侠', '超重荒神 须佐之男-O',
  '效果遮蒙者', '破坏轮', 'D·D·D 超视界王 零式', 'A=B', '《奇》名', '"Quoted"', '解放者 之 解放 龙',
];

/** Real names (distinct), or the built-in list when the database is absent. */
export function loadNames(): { names: string[]; fromDb: boolean } {
  if (!existsSync(CARDS_DB)) return { names: BUILT_IN, fromDb: false };
  const db = new Database(CARDS_DB, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare('SELECT DISTINCT name FROM texts WHERE name <> \'\'').all() as { name: string }[];
    return { names: [...rows.map((r) => r.name), ...BUILT_IN], fromDb: true };
  } finally {
    db.close();
  }
}

export type Ctx = 'link' | 'block' | 'action';

const SPECIAL = /[{}【】[\]()（）,，、;；:：《》「」『』"①-⑳→#＃\s]/;
const MARKERISH = /^(?:CHAIN|Chain|chain|ＣＨＡＩＮ|Ｃｈａｉｎ|连锁|[CcＣｃ])[0-9０-９]/;

/** May `name` be written bare in this context (by the spec's rules on where a bare name ends)? */
export function bareSafe(name: string, ctx: Ctx): boolean {
  if (name === '' || name !== name.trim()) return false;
  const pieces = name.split(' ');
  if (pieces.some((p) => p === '' || SPECIAL.test(p))) return false; // single ASCII spaces only inside
  if (/->|=>|效果[0-9０-９]/.test(name)) return false;
  if (/^[0-9０-９]+$/.test(name)) return false;
  // Before ① or #n a final P, before 效果n a final 灵摆, is the Pendulum Effect mark (form 17): such a name is quoted.
  if (/(?:[PＰ]|灵摆)$/.test(name)) return false;
  if (pieces.some((p) => MARKERISH.test(p))) return false;
  // In an action, 解放 between spaces starts the tributes.
  if (ctx === 'action' && pieces.includes('解放')) return false;
  return true;
}

const QUOTES: ['《' | '「' | '『' | '"', string][] = [['《', '》'], ['「', '」'], ['『', '』'], ['"', '"']];

export interface CardModel {
  kind: 'name' | 'passcode' | 'link';
  value: string | number;
  quote: string | null;
}

/** A card as text plus what it must parse to. */
export function cardArb(names: string[], ctx: Ctx): fc.Arbitrary<{ text: string; model: CardModel }> {
  const byName = fc.tuple(fc.constantFrom(...names), fc.nat(7), fc.nat(3)).map(([name, pick, q]) => {
    const canBare = bareSafe(name, ctx);
    const quotes = QUOTES.filter(([, close]) => !name.includes(close));
    if ((canBare && pick < 5) || quotes.length === 0) {
      if (!canBare) return { text: '黑洞', model: { kind: 'name', value: '黑洞', quote: null } as CardModel };
      return { text: name, model: { kind: 'name', value: name, quote: null } as CardModel };
    }
    const [open, close] = quotes[q % quotes.length]!;
    return { text: open + name + close, model: { kind: 'name', value: name.trim(), quote: open } as CardModel };
  });
  const byPasscode = fc.integer({ min: 10000, max: 99999999 }).map((n) => ({
    text: String(n),
    model: { kind: 'passcode', value: n, quote: null } as CardModel,
  }));
  return fc.oneof({ weight: 9, arbitrary: byName }, { weight: 1, arbitrary: byPasscode });
}

const ws = fc.constantFrom(' ', ' ', ' ', '  ', '\u3000', '\t');
const optWs = fc.constantFrom('', '', ' ', '  ', '\u3000');
const colon = fc.constantFrom(':', '：');

export interface MentionModel {
  controller: 'A' | 'B' | null;
  card: CardModel;
}

const CTRL_WORDS: [string, 'A' | 'B'][] = [
  ['A', 'A'], ['B', 'B'], ['我', 'A'], ['我方', 'A'], ['自己', 'A'], ['对', 'B'], ['对方', 'B'], ['对手', 'B'],
];
const ctrlArb: fc.Arbitrary<{ text: string; player: 'A' | 'B' | null }> = fc.oneof(
  fc.constant({ text: '', player: null }),
  fc.tuple(fc.constantFrom(...CTRL_WORDS), colon, optWs).map(([[w, p], c, s]) => ({ text: w + c + s, player: p })),
);

function mentionArb(names: string[], ctx: Ctx): fc.Arbitrary<{ text: string; model: MentionModel }> {
  return fc.tuple(ctrlArb, cardArb(names, ctx)).map(([c, card]) => ({
    text: c.text + card.text,
    model: { controller: c.player, card: card.model },
  }));
}

/** Note text: anything but the closing bracket (and no ( inside ( … ) to keep it simple). */
const noteText = fc.string({ unit: fc.constantFrom(...'abc 支付1500无效C1:;，、{}【】→#①'.split('')), maxLength: 12 });
const noteArb = fc.tuple(fc.constantFrom<['[' | '(' | '（', string]>(['[', ']'], ['(', ')'], ['（', '）']), noteText, optWs).map(
  ([[open, close], text, s]) => ({ text: s + open + text + close, model: { text: text.trim(), bracket: open } }),
);

export interface LinkModel {
  n: number;
  marker: string;
  controller: 'A' | 'B' | null;
  card: CardModel;
  effect: number | null;
  targets: MentionModel[];
  notes: { text: string; bracket: string }[];
}

const MARKERS = ['C', 'c', 'CHAIN', 'Chain', '连锁', 'Ｃ', 'ｃ'];
const toFullWidth = (s: string) => s.replace(/[0-9]/g, (d) => String.fromCharCode(d.charCodeAt(0) + 0xff10 - 48));

const effArb = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ text: '', n: null as number | null }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 20 }).map((n) => ({ text: String.fromCharCode('①'.charCodeAt(0) + n - 1), n: n as number | null })) },
  { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 1, max: 30 }), fc.constantFrom('#', '＃', '效果', ' #', ' 效果'), fc.boolean()).map(([n, p, fw]) => ({ text: p + (fw ? toFullWidth(String(n)) : String(n)), n: n as number | null })) },
);

type TargetSpec = { text: string; model: MentionModel } | { linkRef: number };

/**
 * One link, numbered later: `render(n, total)` gives its text and model (a link reference picks a
 * link among 1…total). Generating links independently of their number keeps long chains cheap.
 */
function linkArb(names: string[]): fc.Arbitrary<{ render: (n: number, total: number) => { text: string; model: LinkModel } }> {
  const targetArb: fc.Arbitrary<TargetSpec> = fc.oneof(
    { weight: 3, arbitrary: mentionArb(names, 'link') },
    { weight: 1, arbitrary: fc.nat(1000).map((k) => ({ linkRef: k })) },
  );
  const sepArb = fc.tuple(fc.constantFrom(',', '，', '、'), optWs).map(([a, b]) => a + b);
  const targetsArb = fc.oneof(
    { weight: 2, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.tuple(optWs, fc.constantFrom('→', '->', '=>'), optWs, fc.array(fc.tuple(targetArb, sepArb), { minLength: 1, maxLength: 3 })) },
  );
  return fc.tuple(fc.constantFrom(...MARKERS), fc.boolean(), optWs, ctrlArb, cardArb(names, 'link'), effArb, targetsArb, fc.array(noteArb, { maxLength: 2 }))
    .map(([marker, fw, space, ctrl, card, eff, targets, notes]) => ({
      render: (n: number, total: number) => {
        const num = fw ? toFullWidth(String(n)) : String(n);
        // No space after the number only where the next text cannot glue onto it (a digit would).
        const next = ctrl.text + card.text;
        const sep = space === '' && (/^[0-9０-９]/.test(next) || next === '') ? ' ' : space;
        let targetText = '';
        const targetModels: MentionModel[] = [];
        if (targets) {
          const [a, arrow, b, ts] = targets;
          targetText = a + arrow + b;
          ts.forEach(([t, tsep], i) => {
            if (i > 0) targetText += tsep;
            if ('linkRef' in t) {
              const k = 1 + (t.linkRef % total);
              targetText += `C${k}`;
              targetModels.push({ controller: null, card: { kind: 'link', value: k, quote: null } });
            } else {
              targetText += t.text;
              targetModels.push(t.model);
            }
          });
        }
        const text = marker + num + sep + next + eff.text + targetText + notes.map((x) => x.text).join('');
        return {
          text,
          model: {
            n, marker, controller: ctrl.player, card: card.model, effect: eff.n,
            targets: targetModels, notes: notes.map((x) => x.model),
          },
        };
      },
    }));
}

// ---------------------------------------------------------------- situation block

export type ItemModel =
  | { kind: 'turn'; player: 'A' | 'B' }
  | { kind: 'phase'; name: string }
  | { kind: 'attack'; attacker: MentionModel; target: MentionModel | null }
  | { kind: 'zone'; player: 'A' | 'B'; zone: string; cards: { card: CardModel; states: string[] }[] }
  | { kind: 'lp' | 'hand-size'; player: 'A' | 'B'; value: number };

const PLAYER_WORDS: [string, 'A' | 'B'][] = [['A', 'A'], ['B', 'B'], ['我', 'A'], ['我方', 'A'], ['对', 'B'], ['对方', 'B']];
const ZONES: [string, string][] = [
  ['场', 'field'], ['手', 'hand'], ['墓', 'gy'], ['除外', 'banished'], ['卡组', 'deck'], ['额外', 'extra'],
  [' field', 'field'], [' gy', 'gy'], [' banished', 'banished'], [' deck', 'deck'], [' extra', 'extra'], [' hand', 'hand'],
];
const STATES: [string, string][] = [
  ['盖', 'set'], ['里', 'set'], ['set', 'set'], ['守', 'defense'], ['def', 'defense'], ['本回合盖放', 'set-this-turn'],
  ['set this turn', 'set-this-turn'], ['本回合特召', 'summoned-this-turn'], ['summoned this turn', 'summoned-this-turn'],
  ['已反转', 'flipped'], ['flipped', 'flipped'], ['已用', 'used'], ['used', 'used'],
];
const PHASES = ['主要1', '主要阶段2', '战斗步骤', '伤害步骤', 'main phase 1', 'M1', 'end phase', '结束阶段'];

function itemArb(names: string[]): fc.Arbitrary<{ text: string; model: ItemModel }> {
  const player = fc.constantFrom(...PLAYER_WORDS);
  const turn = fc.tuple(fc.constantFrom('回合', 'turn'), colon, optWs, fc.constantFrom(...PLAYER_WORDS)).map(([k, c, s, [w, p]]) => ({
    text: k + c + s + w, model: { kind: 'turn', player: p } as ItemModel,
  }));
  const phase = fc.tuple(fc.constantFrom('阶段', 'phase'), colon, optWs, fc.constantFrom(...PHASES)).map(([k, c, s, name]) => ({
    text: k + c + s + name, model: { kind: 'phase', name } as ItemModel,
  }));
  const attack = fc.tuple(fc.constantFrom('攻击', 'attack'), colon, mentionArb(names, 'block'), fc.option(fc.tuple(fc.constantFrom('→', '->', '=>'), optWs, mentionArb(names, 'block')))).map(
    ([k, c, a, t]) => ({
      text: k + c + a.text + (t ? t[0] + t[1] + t[2].text : ''),
      model: { kind: 'attack', attacker: a.model, target: t ? t[2].model : null } as ItemModel,
    }),
  );
  const stateList = fc.array(fc.constantFrom(...STATES), { minLength: 1, maxLength: 3 });
  const zoneCard = fc.tuple(cardArb(names, 'block'), fc.option(fc.tuple(stateList, fc.constantFrom(['(', ')'], ['（', '）'])))).map(([card, st]) => ({
    text: card.text + (st ? st[1][0] + st[0].map(([w]) => w).join(',') + st[1][1] : ''),
    model: { card: card.model, states: st ? [...new Set(st[0].map(([, s]) => s))] : [] },
  }));
  const zone = fc.tuple(player, fc.constantFrom(...ZONES), colon, optWs, fc.array(zoneCard, { maxLength: 4 }), fc.constantFrom(',', '，', '、', ', ')).map(
    ([[pw, p], [zw, z], c, s, cards, sep]) => ({
      text: pw + zw + c + s + cards.map((x) => x.text).join(sep),
      model: { kind: 'zone', player: p, zone: z, cards: cards.map((x) => x.model) } as ItemModel,
    }),
  );
  const lp = fc.tuple(player, fc.constantFrom('基本分', ' LP', ' lp'), colon, fc.integer({ min: 0, max: 99999999 })).map(([[pw, p], k, c, v]) => ({
    text: pw + k + c + v, model: { kind: 'lp', player: p, value: v } as ItemModel,
  }));
  const hand = fc.tuple(player, fc.constantFrom('手卡数', ' hand'), colon, fc.integer({ min: 0, max: 99 })).map(([[pw, p], k, c, v]) => ({
    text: pw + k + c + v, model: { kind: 'hand-size', player: p, value: v } as ItemModel,
  }));
  return fc.oneof(turn, phase, attack, zone, lp, hand);
}

function situationArb(names: string[]): fc.Arbitrary<{ text: string; items: ItemModel[]; bracket: string }> {
  return fc.tuple(
    fc.constantFrom(['{', '}'], ['【', '】']),
    fc.array(fc.tuple(itemArb(names), fc.constantFrom('; ', ';', '；', ' ', '  ', ' ; ')), { maxLength: 6 }),
  ).map(([[open, close], items]) => ({
    text: open + items.map(([it, sep], i) => (i > 0 ? sep : '') + it.text).join('') + close,
    items: items.map(([it]) => it.model),
    bracket: open,
  }));
}

// ---------------------------------------------------------------- whole inputs

export interface ActionModel {
  verb: string;
  subject: MentionModel;
  tributes: MentionModel[];
  target: MentionModel | null;
  cause: string | null;
  notes: { text: string; bracket: string }[];
}

export type InputModel = {
  situation: { items: ItemModel[]; bracket: string } | null;
} & ({ kind: 'chain'; links: LinkModel[] } | { kind: 'action'; action: ActionModel });

const VERBS: [string, string][] = [
  ['召唤', 'summon'], ['上级召唤', 'tribute-summon'], ['特殊召唤', 'special-summon'], ['反转召唤', 'flip-summon'],
  ['反转', 'flip'], ['攻击宣言', 'attack'], ['丢弃', 'discard'], ['破坏', 'destroy'], ['送墓', 'send-to-gy'], ['除外', 'banish'],
  ['盖放', 'set'], ['覆盖', 'set'], ['set', 'set'],
];
const CAUSES: [string, string][] = [['效果', 'effect'], ['effect', 'effect'], ['cost', 'cost'], ['战斗', 'battle'], ['battle', 'battle'], ['规则', 'rule'], ['rule', 'rule']];

function actionArb(names: string[]): fc.Arbitrary<{ text: string; model: ActionModel }> {
  const mention = mentionArb(names, 'action');
  return fc.tuple(
    fc.constantFrom(...VERBS), ws, mention,
    fc.array(mention, { minLength: 1, maxLength: 3 }), fc.boolean(),
    mention, fc.boolean(),
    fc.option(fc.tuple(fc.constantFrom(...CAUSES), fc.constantFrom(['(', ')'], ['（', '）'], ['[', ']']), optWs)),
    fc.array(noteArb.filter((x) => !['效果', 'effect', 'cost', '代价', '费用', '战斗', 'battle', '规则', 'rule'].includes(x.model.text.toLowerCase())), { maxLength: 2 }),
  ).map(([[vw, verb], space, subject, tributes, withTributes, target, withTarget, cause, notes]) => {
    const useTributes = verb === 'tribute-summon' && withTributes;
    const useTarget = verb === 'attack' && withTarget;
    let text = vw + space + subject.text;
    if (useTributes) text += ' 解放 ' + tributes.map((x) => x.text).join(',');
    if (useTarget) text += ' → ' + target.text;
    if (cause) text += cause[2] + cause[1][0] + cause[0][0] + cause[1][1];
    text += notes.map((x) => x.text).join('');
    return {
      text,
      model: {
        verb,
        subject: subject.model,
        tributes: useTributes ? tributes.map((x) => x.model) : [],
        target: useTarget ? target.model : null,
        cause: cause ? cause[0][1] : null,
        notes: notes.map((x) => x.model),
      },
    };
  });
}

/** A valid input: an optional situation, then a chain of 1 to `maxLinks` links, or an action. */
export function inputArb(names: string[], maxLinks = 200): fc.Arbitrary<{ text: string; model: InputModel }> {
  const linkCount = fc.oneof(
    { weight: 12, arbitrary: fc.integer({ min: 1, max: Math.min(8, maxLinks) }) },
    { weight: 3, arbitrary: fc.integer({ min: 1, max: Math.min(30, maxLinks) }) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: maxLinks }) },
  );
  const one = fc.tuple(linkArb(names), ws);
  const chain = linkCount.chain((count) => fc.array(one, { minLength: count, maxLength: count })).map((ls) => {
    const rendered = ls.map(([l], i) => l.render(i + 1, ls.length));
    return { text: rendered.map((l, i) => (i > 0 ? ls[i]![1] : '') + l.text).join(''), links: rendered.map((l) => l.model) };
  });
  return fc.tuple(fc.option(situationArb(names), { freq: 3 }), fc.constantFrom('', ' ', '\u3000'), fc.oneof({ weight: 4, arbitrary: chain }, { weight: 1, arbitrary: actionArb(names) }), optWs, optWs)
    .map(([sit, gap, body, lead, trail]) => {
      const situation = sit ? { items: sit.items, bracket: sit.bracket } : null;
      const prefix = lead + (sit ? sit.text + gap : '');
      if ('links' in body) return { text: prefix + body.text + trail, model: { kind: 'chain', situation, links: body.links } as InputModel };
      // An action word must be followed by white space; after a block, separate it from the block's end.
      return { text: prefix + body.text + trail, model: { kind: 'action', situation, action: body.model } as InputModel };
    });
}
