/**
 * The deployment files, checked without Docker (no Docker engine runs in CI or on the development
 * machine): compose.yaml parsed as YAML (services, ports, environment, volumes, start order), the
 * Dockerfile's stages (native module built in the build stage, runtime stage without a compiler,
 * non-root USER), the systemd units (and `systemd-analyze verify` on them where it exists). Every
 * command these files run is a file the build produces from a source file in the repo, and every
 * variable they set is one .env.example documents.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { parse } from 'yaml';

// Compose reads YAML 1.1 merge keys (`<<: *app`).
const compose = parse(readFileSync('compose.yaml', 'utf8'), { merge: true });
const dockerfile = readFileSync('Dockerfile', 'utf8');
const envExample = readFileSync('.env.example', 'utf8');
const documented = new Set([...envExample.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));

/** dist/src/bot/main.js → src/bot/main.ts must exist (the build compiles it there). */
function sourceOf(distFile: string): string {
  return distFile.replace(/^dist\//, '').replace(/\.js$/, '.ts');
}

/** The Dockerfile's instructions per stage, line continuations joined. */
function stages(text: string): { name: string; from: string; lines: string[] }[] {
  const out: { name: string; from: string; lines: string[] }[] = [];
  const joined = text.replace(/\\\n/g, ' ').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  for (const line of joined) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) out.push({ name: from[2] ?? '', from: from[1]!, lines: [] });
    else out.at(-1)?.lines.push(line);
  }
  return out;
}

describe('compose.yaml', () => {
  const services = compose.services as Record<string, any>;

  it('has the bot, the HTTP endpoint and Redis; both bot processes use Redis and wait for it and the card download', () => {
    expect(Object.keys(services).sort()).toEqual(['bot', 'cards-init', 'http', 'redis']);
    for (const name of ['bot', 'http']) {
      const s = services[name];
      expect(s.environment.REDIS_URL, name).toBe('redis://redis:6379');
      expect(s.depends_on.redis.condition, name).toBe('service_healthy');
      expect(s.depends_on['cards-init'].condition, name).toBe('service_completed_successfully');
      expect(s.restart, name).toBe('unless-stopped');
      expect(s.read_only, name).toBe(true);
      expect(s.healthcheck.test.join(' '), name).toContain('/health');
    }
    expect(services.redis.image).toMatch(/^redis:/);
    expect(services.redis.command).toContain('--appendonly');
    expect(services.redis.volumes).toEqual(['redis-data:/data']);
    expect(services.redis.ports).toBeUndefined(); // Redis is reachable from the bot containers only.
  });

  it('publishes the interactions endpoint on 8080 and the bot\'s metrics on loopback only', () => {
    expect(services.http.ports).toEqual(['8080:8080']);
    expect(services.http.environment.PORT).toBe('8080');
    expect(services.bot.ports).toEqual(['127.0.0.1:9464:9464']);
    expect(services.bot.environment.METRICS_PORT).toBe('9464');
  });

  it('runs files the build produces, keeps secrets out of the file, and sets only documented variables', () => {
    for (const [name, s] of Object.entries(services)) {
      const cmd: string[] = s.command ?? [];
      for (const part of cmd.join(' ').match(/dist\/\S+\.js/g) ?? []) expect(existsSync(sourceOf(part)), `${name}: ${part}`).toBe(true);
      for (const key of Object.keys(s.environment ?? {})) expect(documented.has(key), `${name}: ${key} in .env.example`).toBe(true);
      expect(JSON.stringify(s.environment ?? {}), name).not.toMatch(/DISCORD_TOKEN|DISCORD_PUBLIC_KEY/);
    }
    expect(services.bot.env_file).toEqual([{ path: '.env', required: false }]);
    // Only one process downloads cards on a schedule; the endpoint reads the shared volume, read-only.
    expect(services.bot.environment.CARDS_UPDATE_HOURS).toBe('24');
    expect(services.http.environment.CARDS_UPDATE_HOURS).toBeUndefined();
    expect(services.http.volumes).toEqual(['cards:/app/data:ro']);
    expect(Object.keys(compose.volumes).sort()).toEqual(['cards', 'redis-data']);
  });
});

describe('Dockerfile', () => {
  const [build, runtime, ...more] = stages(dockerfile);

  it('has two stages: build (compiler, better-sqlite3 built from source, dev dependencies pruned) and runtime', () => {
    expect(more).toEqual([]);
    expect(build!.name).toBe('build');
    const b = build!.lines.join('\n');
    expect(b).toMatch(/apt-get install[^\n]*g\+\+/);
    expect(b).toMatch(/npm ci --ignore-scripts/);
    expect(b).toMatch(/npm rebuild better-sqlite3/);
    expect(b).toMatch(/npm prune --omit=dev/);
    expect(b).toMatch(/npm run build/);
  });

  it('the runtime stage copies only the build output, has no compiler, and runs as the non-root node user', () => {
    const r = runtime!.lines;
    expect(runtime!.from).toBe(build!.from);
    expect(r.join('\n')).not.toMatch(/g\+\+|\bmake\b|python3|build-essential|npm (ci|install|rebuild)/);
    // What it installs from Debian: a CJK font only (for chain pictures).
    const installs = r.filter((l) => /apt-get install/.test(l)).flatMap((l) => l.replace(/.*apt-get install\s+/, '').split('&&')[0]!.split(/\s+/).filter((w) => w && !w.startsWith('-')));
    expect(installs).toEqual(['fonts-wqy-microhei']);
    const copies = r.filter((l) => /^COPY/i.test(l));
    expect(copies.every((l) => l.includes('--from=build'))).toBe(true);
    expect(copies.map((l) => l.split(/\s+/).at(-1))).toEqual(['./package.json', './node_modules', './dist', './bin']);
    const users = r.filter((l) => /^USER\s/i.test(l)).map((l) => l.split(/\s+/)[1]);
    expect(users.at(-1)).toBe('node');
    expect(r.findIndex((l) => /^USER/i.test(l))).toBeLessThan(r.findIndex((l) => /^CMD/i.test(l)));
    const cmd = JSON.parse(r.find((l) => /^CMD/i.test(l))!.slice(3).trim()) as string[];
    expect(cmd[0]).toBe('node');
    expect(existsSync(sourceOf(cmd[1]!))).toBe(true);
    expect(r.join('\n')).toMatch(/VOLUME \["\/app\/data"\]/);
  });

  it('.dockerignore keeps secrets, state and build output out of the image context', () => {
    const ignore = readFileSync('.dockerignore', 'utf8').split('\n');
    for (const p of ['.env', 'node_modules', 'dist', 'data', '.git']) expect(ignore).toContain(p);
  });
});

describe('systemd units', () => {
  const unit = (f: string) => readFileSync(`deploy/${f}`, 'utf8');
  const value = (text: string, key: string) => new RegExp(`^${key}=(.*)$`, 'm').exec(text)?.[1];

  it('the bot runs unprivileged, restarts on failure but not on a configuration error, reloads cards on `systemctl reload`', () => {
    const u = unit('ocg-judge.service');
    expect(value(u, 'User')).toBe('ocg-judge');
    expect(value(u, 'ExecStart')).toBe('/usr/bin/node dist/src/bot/main.js');
    expect(existsSync(sourceOf('dist/src/bot/main.js'))).toBe(true);
    expect(value(u, 'ExecReload')).toBe('/bin/kill -HUP $MAINPID');
    expect(value(u, 'Restart')).toBe('on-failure');
    expect(value(u, 'RestartPreventExitStatus')).toBe('2');
    expect(value(u, 'ProtectSystem')).toBe('strict');
  });

  it('a daily timer runs cards:update as a oneshot service', () => {
    const t = unit('ocg-judge-cards.timer');
    expect(value(t, 'OnCalendar')).toMatch(/\d\d:\d\d/);
    expect(value(t, 'Persistent')).toBe('true');
    const s = unit('ocg-judge-cards.service');
    expect(value(s, 'Type')).toBe('oneshot');
    expect(value(s, 'ExecStart')).toBe('/usr/bin/node dist/src/cards/import/update.js');
    expect(existsSync(sourceOf('dist/src/cards/import/update.js'))).toBe(true);
  });

  let analyze = false;
  try {
    execFileSync('systemd-analyze', ['--version'], { stdio: 'ignore' });
    analyze = true;
  } catch {
    /* not installed */
  }
  it.skipIf(!analyze)('systemd-analyze verify finds nothing to say about them', () => {
    for (const f of ['ocg-judge.service', 'ocg-judge-cards.service', 'ocg-judge-cards.timer']) {
      const out = execFileSync('systemd-analyze', ['verify', `deploy/${f}`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
      expect(out.trim(), f).toBe('');
    }
  });
});
