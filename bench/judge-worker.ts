/**
 * One bot process adding links to one channel's live chain, as /judge add interactions through the
 * real router and store — the other process of the concurrency test (test/store/concurrency.test.ts)
 * and of the /judge bench (bench/judge.ts). Run from dist/: `node dist/bench/judge-worker.js '<json>'`.
 *
 * Input (argv[2], JSON): { redisUrl | file, namespace, channel, owner, tag, adds, inFlight, startAt }.
 * Output (stdout, one JSON line): { acked: [{ link, n }], refused: [message…], ms }, where `n` is the
 * chain link number the user was told ("C<n> added") and `refused` are the messages of adds that were
 * not made (a conflict the store could not settle, reported to the user).
 */
import { createJudge } from '../src/judge.js';
import { commands } from '../commands/index.js';
import { createApp } from '../src/bot/app.js';
import { readConfig } from '../src/bot/config.js';
import type { Responder } from '../src/bot/router.js';
import { createState } from '../src/store/index.js';

export interface WorkerInput {
  redisUrl?: string;
  file?: string;
  namespace: string;
  channel: string;
  /** More channels after `channel`, filled one after another with `adds` links each (the bench). */
  moreChannels?: string[];
  owner: string;
  /** Marks this process's links, e.g. `p1`: link k is `A:旋风 [p1-k]`. */
  tag: string;
  adds: number;
  inFlight: number;
  /** Start at this moment (ms since epoch), so the processes begin together. */
  startAt?: number;
  /** Print `{"ack": {link, n}}` as each add is acknowledged (the crash test kills the process midway). */
  progress?: boolean;
}

export interface WorkerOutput {
  acked: { link: string; n: number; channel: string }[];
  refused: string[];
  ms: number;
  /** Time of each add, ms (from routing the interaction to its answer). */
  latencies: number[];
  /** Writes that found the chain changed by the other process and were decided again. */
  retries: number;
}

/** The body of the first response an interaction got. */
function capture(): { responder: Responder; first: () => any } {
  let body: any = null;
  const keep = async (b: unknown) => {
    body ??= b;
  };
  return { responder: { respond: keep, editOriginal: keep, deleteOriginal: async () => {}, followUp: async () => {} }, first: () => body };
}

export function addInteraction(channel: string, owner: string, link: string, id: string) {
  return {
    id,
    application_id: '900000000000000001',
    type: 2,
    token: `tok-${id}`,
    version: 1,
    channel_id: channel,
    guild_id: '800000000000000001',
    member: { user: { id: owner, username: 'judge' }, permissions: '0' },
    locale: 'en-US',
    data: { id: 'cmd-judge', name: 'judge', type: 1, options: [{ name: 'add', type: 1, options: [{ name: 'link', type: 3, value: link }] }] },
  };
}

export async function runWorker(input: WorkerInput): Promise<WorkerOutput> {
  const state = createState(input.redisUrl ? { redisUrl: input.redisUrl, namespace: input.namespace } : { file: input.file!, namespace: input.namespace });
  const config = { ...readConfig({}), rateLimit: { burst: 1_000_000, perMinute: 1_000_000 } };
  const { router } = createApp(config, { commands, judge: createJudge({}), state, log: () => {} });
  const out: WorkerOutput = { acked: [], refused: [], ms: 0, latencies: [], retries: 0 };
  if (input.startAt) await new Promise((r) => setTimeout(r, Math.max(0, input.startAt! - Date.now())));
  const t0 = Date.now();
  for (const channel of [input.channel, ...(input.moreChannels ?? [])]) {
    let next = 0;
    await Promise.all(
      Array.from({ length: input.inFlight }, async () => {
        while (next < input.adds) {
          const k = ++next;
          const link = `A:旋风 [${input.tag}-${k}]`;
          const { responder, first } = capture();
          const started = performance.now();
          await router.route(addInteraction(channel, input.owner, link, `${input.tag}-${channel}-${k}-${Date.now()}`), responder);
          out.latencies.push(performance.now() - started);
          const data = first()?.data ?? {};
          const title: string = data.embeds?.[0]?.title ?? '';
          const m = /^C(\d+) added$/.exec(title);
          if (m) {
            out.acked.push({ link, n: Number(m[1]), channel });
            if (input.progress) process.stdout.write(JSON.stringify({ ack: { link, n: Number(m[1]) } }) + '\n');
          } else out.refused.push(String(data.content ?? title ?? JSON.stringify(data)));
        }
      }),
    );
  }
  out.ms = Date.now() - t0;
  out.retries = state.counters.conflicts;
  await state.close();
  return out;
}

const invoked = process.argv[1]?.endsWith('judge-worker.js');
if (invoked) {
  const input = JSON.parse(process.argv[2] ?? '{}') as WorkerInput;
  runWorker(input)
    .then((o) => process.stdout.write(JSON.stringify(o) + '\n'))
    .catch((err: unknown) => {
      process.stderr.write(String(err instanceof Error ? err.stack : err) + '\n');
      process.exitCode = 1;
    });
}
