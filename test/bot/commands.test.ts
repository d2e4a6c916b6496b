/**
 * The command definitions as Discord validates them (names, lengths, localizations, choices), and
 * their registration through the REST route deploy-commands uses, against the stand-in Discord.
 */
import { describe, expect, it } from 'vitest';
import { commands } from '../../commands/index.js';
import { deployCommands } from '../../src/bot/deploy.js';
import { createRest } from '../../src/bot/responders.js';
import { APP_ID, startFakeDiscord } from './fake-discord.js';

const NAME = /^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;

type Def = {
  name: string;
  description: string;
  name_localizations?: Record<string, string>;
  description_localizations?: Record<string, string>;
  options?: Def[];
  choices?: { name: string; value: string }[];
  required?: boolean;
  type?: number;
};

function check(def: Def, where: string) {
  expect(def.name, where).toMatch(NAME);
  expect(def.name, where).toBe(def.name.toLowerCase());
  expect(def.description.length, where).toBeGreaterThan(0);
  expect(def.description.length, where).toBeLessThanOrEqual(100);
  for (const locale of ['zh-CN', 'en-US']) {
    const n = def.name_localizations?.[locale];
    const d = def.description_localizations?.[locale];
    expect(n, `${where} name ${locale}`).toBeDefined();
    expect(n!, where).toMatch(NAME);
    expect(n!, where).toBe(n!.toLowerCase());
    expect(d!.length, `${where} description ${locale}`).toBeGreaterThan(0);
    expect(d!.length, where).toBeLessThanOrEqual(100);
  }
  const opts = def.options ?? [];
  expect(opts.length, where).toBeLessThanOrEqual(25);
  // Required options come first.
  const firstOptional = opts.findIndex((o) => !o.required);
  if (firstOptional >= 0) expect(opts.slice(firstOptional).some((o) => o.required), where).toBe(false);
  for (const c of def.choices ?? []) {
    expect(c.name.length).toBeLessThanOrEqual(100);
    expect(c.value.length).toBeLessThanOrEqual(100);
  }
  expect((def.choices ?? []).length).toBeLessThanOrEqual(25);
  for (const o of opts) check(o, `${where} ${o.name}`);
}

describe('slash command definitions', () => {
  it('are valid for Discord and localized for zh-CN and en-US', () => {
    const names = commands.map((c) => c.definition.name);
    expect(names).toEqual(['chain', 'judge', 'phase', 'card', 'settings', 'deck', 'help']);
    for (const c of commands) check(c.definition as unknown as Def, `/${c.definition.name}`);
  });

  it('/judge has only subcommands (Discord cannot run a command that also has subcommands)', () => {
    const judge = commands.find((c) => c.definition.name === 'judge')!.definition as unknown as Def;
    expect(judge.options!.map((o) => o.name)).toEqual(['start', 'add', 'undo', 'show', 'resolve', 'clear']);
    expect(judge.options!.every((o) => o.type === 1)).toBe(true);
  });

  it('deploy registers them all, to one guild or globally', async () => {
    const discord = await startFakeDiscord();
    try {
      const rest = createRest(discord.apiBase, 'stand.in.token');
      expect(await deployCommands(rest, commands, APP_ID, '123')).toEqual(['chain', 'judge', 'phase', 'card', 'settings', 'deck', 'help']);
      await deployCommands(rest, commands, APP_ID, null);
      const puts = discord.requests.filter((r) => r.method === 'PUT');
      expect(puts.map((p) => p.path)).toEqual([`/api/v10/applications/${APP_ID}/guilds/123/commands`, `/api/v10/applications/${APP_ID}/commands`]);
      expect(puts[0]!.headers.authorization).toBe('Bot stand.in.token');
    } finally {
      await discord.close();
    }
  });
});
