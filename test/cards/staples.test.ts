// The staple cards (src/cards/curated/staples): each must be the card its passcode says in the real
// card database (name and type bits), unless it is listed as newer than that database; none may be
// a card the seed documents name (the seed helper writes those, and a duplicate passcode would clash).
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { stapleCards, stapleNewerThanCdb } from '../../src/cards/curated/staples/index.js';

const here = dirname(fileURLToPath(import.meta.url));
const dataDir = join(here, '..', '..', '..', 'shared', 'data');
const cdbPath = join(dataDir, 'cards.cdb');
const aliasesPath = join(dataDir, 'cards-zh-aliases.sqlite');
const haveAliases = existsSync(aliasesPath);
const seedDir = join(here, '..', '..', '..', 'shared', 'seeds');
const haveData = existsSync(cdbPath);
const haveSeeds = existsSync(seedDir);

describe('staple cards: shape', () => {
  it('has at least 120 cards with distinct passcodes and names', () => {
    expect(stapleCards.length).toBeGreaterThanOrEqual(120);
    const ids = stapleCards.map((c) => c.id);
    const names = stapleCards.map((c) => c.name);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('gives every card at least one effect with a summary in both languages', () => {
    for (const c of stapleCards) {
      expect(c.effects.length, c.name).toBeGreaterThan(0);
      for (const e of c.effects) {
        expect(e.summary?.zh.trim(), `${c.name} ${e.n}`).toBeTruthy();
        expect(e.summary?.en.trim(), `${c.name} ${e.n}`).toBeTruthy();
      }
    }
  });

  it('marks hand-trap style effects with where they are used from', () => {
    // A monster effect whose cost moves the card out of the hand must say it is used from the hand.
    for (const c of stapleCards) {
      for (const e of c.effects) {
        const costFromHand = (e.cost ?? []).some((a) => a.what === 'self' && (a.from === 'hand' || (Array.isArray(a.from) && a.from.includes('hand'))));
        if (costFromHand && c.type.kind === 'monster') {
          const from = Array.isArray(e.from) ? e.from : [e.from];
          expect(from, `${c.name} ${e.n}`).toContain('hand');
        }
      }
    }
  });

  it('lists as newer than the database only cards it holds', () => {
    const ids = new Set(stapleCards.map((c) => c.id));
    for (const id of Object.keys(stapleNewerThanCdb)) expect(ids.has(Number(id)), id).toBe(true);
  });
});

/** The first effect of a staple, by its catalog name. */
function first(name: string) {
  const c = stapleCards.find((x) => x.name === name || x.names.aliases.includes(name));
  if (!c) throw new Error(`no staple card ${name}`);
  const e = c.effects[0];
  if (!e) throw new Error(`${name} has no effect`);
  return { card: c, e };
}

describe('staple cards: the facts rulings turn on', () => {
  it('灰流丽 negates the effect (not the activation) of Deck-using activations, by either player', () => {
    const { e } = first('灰流');
    expect(e.kind).toBe('quick');
    expect(e.from).toBe('hand');
    expect(e.respondsTo?.by).toBe('any');
    expect(e.respondsTo?.includes?.map((i) => `${i.do}:${String(i.from)}`).sort()).toEqual(['add-to-hand:deck', 'send-to-gy:deck', 'special-summon:deck']);
    expect(e.does.map((a) => a.do)).toEqual(['negate-effect']);
    expect(e.cost?.[0]?.do).toBe('discard');
    expect(e.oncePerTurn).toBe('hard');
  });

  it('屋敷童 negates the activation (「那个发动无效」, docs/c03/战斗阶段流程.rst:529) of GY-using activations', () => {
    const { e } = first('屋敷童');
    expect(e.does.map((a) => a.do)).toEqual(['negate-activation']);
    expect(e.respondsTo?.includes?.every((i) => i.from === 'gy')).toBe(true);
  });

  it('幽鬼兔 answers effects activated on the field, never a Spell/Trap card activation, and destroys without negating', () => {
    const { e } = first('幽鬼兔');
    expect(e.respondsTo?.activation).toBe('effect');
    expect(e.respondsTo?.from).toBe('field');
    expect(e.does.map((a) => a.do)).toEqual(['destroy']);
  });

  it('增殖的G and 效果遮蒙者 send themselves to the GY (not a discard); D.D.乌鸦 discards', () => {
    expect(first('增殖的G').e.cost?.[0]?.do).toBe('send-to-gy');
    expect(first('效果遮蒙者').e.cost?.[0]?.do).toBe('send-to-gy');
    expect(first('D.D.乌鸦').e.cost?.[0]?.do).toBe('discard');
  });

  it('原始生命态 尼比鲁 tributes at resolution, not as a cost', () => {
    const { e } = first('尼比鲁');
    expect(e.cost ?? []).toEqual([]);
    expect(e.does[0]?.do).toBe('tribute');
    expect(e.does.at(-1)?.then).toBe(true);
  });

  it('消战者 is a trigger effect (spell speed 1) but 速攻稻草人 and 栗子球 are quick effects', () => {
    expect(first('消战者').e.kind).toBe('trigger');
    expect(first('速攻稻草人').e.kind).toBe('quick');
    expect(first('栗子球').e.kind).toBe('quick');
  });

  it('神之通告 answers a monster effect or a Special Summon (not a Normal Summon); 神之警告 needs a Special Summon in the effect', () => {
    const strike = stapleCards.find((c) => c.name === '神之通告');
    expect(strike?.effects.map((e) => e.respondsToSummon?.summon ?? e.respondsTo?.cardKind)).toEqual(['monster', ['special']]);
    const warning = stapleCards.find((c) => c.name === '神之警告');
    expect(warning?.effects[0]?.respondsTo?.includes).toEqual([{ do: 'special-summon' }]);
    expect(warning?.effects[1]?.respondsToSummon?.summon).toEqual(['normal', 'flip', 'special']);
  });

  it('升天之黑角笛 answers only the opponent Special Summoning', () => {
    expect(first('升天之黑角笛').e.respondsToSummon).toEqual({ summon: ['special'], by: 'opponent' });
  });

  it('超融合 and 冥王结界波 limit what may be chained to them', () => {
    expect(first('超融合').e.cannotBeAnsweredBy?.cardKind).toEqual(['monster', 'spell', 'trap']);
    expect(first('冥王结界波').e.cannotBeAnsweredBy?.cardKind).toBe('monster');
  });

  it('无限泡影, 颉颃胜负 and 红色重启 may be activated from the hand, each on its own terms', () => {
    expect(first('无限泡影').e.handActivation?.condition).toBeDefined();
    expect(first('颉颃胜负').e.handActivation?.condition).toBeDefined();
    expect(first('红色重启').e.handActivation?.cost?.[0]).toMatchObject({ do: 'pay-lp', amount: 'half' });
  });

  it('星光大道 negates the effect; 星尘龙 negates the activation', () => {
    expect(first('星光大道').e.does[0]?.do).toBe('negate-effect');
    expect(first('星尘龙').e.does[0]?.do).toBe('negate-activation');
  });

  it('活死人的呼声 and 过早的埋葬 need their card on the field when they resolve', () => {
    expect(first('活死人的呼声').e.staysOnField).toBe(true);
    expect(first('过早的埋葬').e.staysOnField).toBe(true);
  });
});

describe.skipIf(!haveSeeds)('staple cards are not seed cards', () => {
  it('names no card that the seed documents name', () => {
    const text = readdirSync(seedDir)
      .filter((f) => f.endsWith('.txt'))
      .map((f) => readFileSync(join(seedDir, f), 'utf8'))
      .join('\n');
    // Names written in 《》 or 「」 in the seeds.
    const seedNames = new Set([...text.matchAll(/[《「]([^》」]{2,30})[》」]/g)].map((m) => (m[1] ?? '').trim()));
    const clashes = stapleCards.filter((c) => seedNames.has(c.name) || (c.names.official !== null && seedNames.has(c.names.official)));
    expect(clashes.map((c) => c.name)).toEqual([]);
  });
});

describe.skipIf(!haveData)('staple cards against ../shared/data/cards.cdb', () => {
  it('matches passcode, name and type bits (cards newer than the database excepted)', () => {
    const db = new Database(cdbPath, { readonly: true, fileMustExist: true });
    try {
      const row = db.prepare('SELECT d.type AS type, t.name AS name FROM datas d JOIN texts t ON t.id = d.id WHERE d.id = ?');
      const problems: string[] = [];
      for (const c of stapleCards) {
        const r = row.get(c.id) as { type: number; name: string } | undefined;
        if (!r) {
          if (!(c.id in stapleNewerThanCdb)) problems.push(`${c.id} ${c.name}: passcode not in cards.cdb`);
          continue;
        }
        if (c.id in stapleNewerThanCdb) problems.push(`${c.id} ${c.name}: listed as newer but is in cards.cdb`);
        if (r.name !== c.name) problems.push(`${c.id}: name ${c.name} ≠ cdb ${r.name}`);
        if (r.type !== c.type.bits) problems.push(`${c.id} ${c.name}: type 0x${c.type.bits.toString(16)} ≠ cdb 0x${r.type.toString(16)}`);
      }
      expect(problems).toEqual([]);
    } finally {
      db.close();
    }
  });
});

describe.skipIf(!haveAliases)('staple cards against ../shared/data/cards-zh-aliases.sqlite', () => {
  it('gives the official Simplified Chinese and English names of the alias table', () => {
    const db = new Database(aliasesPath, { readonly: true, fileMustExist: true });
    try {
      const row = db.prepare('SELECT name_zh_cn AS zh, name_en AS en FROM cards WHERE password = ?');
      const problems: string[] = [];
      for (const c of stapleCards) {
        const r = row.get(c.id) as { zh: string | null; en: string | null } | undefined;
        if (!r) {
          problems.push(`${c.id} ${c.name}: passcode not in the alias table`);
          continue;
        }
        if (r.zh && c.names.official !== r.zh) problems.push(`${c.id} ${c.name}: official ${c.names.official} ≠ ${r.zh}`);
        if (r.en && c.names.en !== r.en) problems.push(`${c.id} ${c.name}: en ${c.names.en} ≠ ${r.en}`);
      }
      expect(problems).toEqual([]);
    } finally {
      db.close();
    }
  });
});

if (!haveData || !haveSeeds || !haveAliases) {
  describe('staple cards against the shared data', () => {
    it.skip('skipped: ../shared/data (cards.cdb, alias table) or ../shared/seeds is absent (a clone outside the workplace)', () => {});
  });
}
