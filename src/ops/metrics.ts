/**
 * Prometheus metrics (prom-client), one registry per process: what an operator graphs and alerts on.
 *
 *  ocg_judge_commands_total{command,outcome}            commands answered, by name and outcome
 *  ocg_judge_command_duration_seconds{command}           time from arrival to the last response sent
 *  ocg_judge_store_errors_total{op}                       state store calls that failed
 *  ocg_judge_card_catalog_timestamp_seconds               modification time of the loaded cards db (0: curated only)
 *  ocg_judge_card_catalog_loaded_timestamp_seconds        when the running catalog was loaded
 *  ocg_judge_card_catalog_cards                           cards in the running catalog
 *  ocg_judge_card_catalog_reloads_total{outcome}          hot reloads (ok / failed)
 * plus prom-client's process metrics (CPU, memory, event-loop lag) under ocg_judge_process_…/nodejs_….
 *
 * Outcomes: ok, error (the user was told what was wrong with the input or state), rate_limited,
 * unknown (no such command), failed (a bug or an outage: the handler threw), expired (arrived or
 * waited past Discord's deadline: dropped, never applied).
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export type Outcome = 'ok' | 'error' | 'rate_limited' | 'unknown' | 'failed' | 'expired';

export class Metrics {
  readonly registry = new Registry();
  readonly commands = new Counter({
    name: 'ocg_judge_commands_total',
    help: 'Interactions answered, by command and outcome',
    labelNames: ['command', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly latency = new Histogram({
    name: 'ocg_judge_command_duration_seconds',
    help: 'Time from an interaction arriving to its last response being sent, by command',
    labelNames: ['command'] as const,
    // Discord's deadline is 3 s; the buckets resolve the fast path (ms) and the tail near the deadline.
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5, 10],
    registers: [this.registry],
  });
  readonly storeErrors = new Counter({
    name: 'ocg_judge_store_errors_total',
    help: 'State store calls that failed, by operation',
    labelNames: ['op'] as const,
    registers: [this.registry],
  });
  readonly catalogDate = new Gauge({
    name: 'ocg_judge_card_catalog_timestamp_seconds',
    help: 'Modification time of the cards database in use (0 when only the curated cards are loaded)',
    registers: [this.registry],
  });
  readonly catalogLoaded = new Gauge({
    name: 'ocg_judge_card_catalog_loaded_timestamp_seconds',
    help: 'When the card catalog in use was loaded',
    registers: [this.registry],
  });
  readonly catalogCards = new Gauge({
    name: 'ocg_judge_card_catalog_cards',
    help: 'Cards in the catalog in use',
    registers: [this.registry],
  });
  readonly catalogReloads = new Counter({
    name: 'ocg_judge_card_catalog_reloads_total',
    help: 'Hot reloads of the card catalog, by outcome',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  constructor(opts: { processMetrics?: boolean } = {}) {
    if (opts.processMetrics ?? true) collectDefaultMetrics({ register: this.registry, prefix: 'ocg_judge_' });
  }

  command(command: string, outcome: Outcome, seconds: number): void {
    this.commands.inc({ command, outcome });
    this.latency.observe({ command }, seconds);
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
