/**
 * GET /metrics (Prometheus text format) and GET /health (JSON: the state store and the card catalog).
 * The HTTP endpoint serves both on its own port; the gateway bot on METRICS_PORT (an ops server).
 *
 * /health answers 200 when the store answers within a second, else 503 (the bot still answers rulings
 * then, but not live chains); the catalog part says which cards are in use and the last failed reload.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { App } from '../bot/types.js';

const STORE_PING_MS = 1000;

export interface Health {
  status: 'ok' | 'degraded';
  store: { backend: string; ok: boolean; ms: number; error?: string };
  catalog: {
    cards: number;
    loadedAt: string | null;
    cardsDbDate: string | null;
    lastError: { at: string; reason: string } | null;
    files: { path: string; modified: string | null }[];
  };
  uptimeSeconds: number;
}

async function pingStore(app: App): Promise<Health['store']> {
  const t0 = Date.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    // A write and a read: a store that cannot write (closed, read-only, corrupt) is not healthy, and
    // some adapters answer a failed read as "nothing there".
    const ping = async () => {
      const now = Date.now();
      await app.state.keyv.set('health:ping', now, 60_000);
      if ((await app.state.keyv.get('health:ping')) === undefined) throw new Error('the store lost a value just written');
    };
    await Promise.race([
      ping(),
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${STORE_PING_MS} ms`)), STORE_PING_MS))),
    ]);
    return { backend: app.state.backend, ok: true, ms: Date.now() - t0 };
  } catch (err) {
    app.metrics?.storeErrors.inc({ op: 'health' });
    return { backend: app.state.backend, ok: false, ms: Date.now() - t0, error: err instanceof Error ? err.message : String(err) };
  } finally {
    clearTimeout(timer);
  }
}

const iso = (ms: number | null | undefined) => (ms ? new Date(ms).toISOString() : null);

export async function health(app: App): Promise<Health> {
  const store = await pingStore(app);
  const info = app.catalog?.info;
  return {
    status: store.ok ? 'ok' : 'degraded',
    store,
    catalog: {
      cards: info?.cards ?? app.judge.catalog.size,
      loadedAt: iso(info?.loadedAt),
      cardsDbDate: iso(info?.cardsDbDate),
      lastError: info?.lastError ? { at: iso(info.lastError.at)!, reason: info.lastError.reason } : null,
      files: (info?.files ?? []).map((f) => ({ path: f.path, modified: iso(f.modified) })),
    },
    uptimeSeconds: Math.round(process.uptime()),
  };
}

/** Answers GET /metrics and GET /health; returns false for any other request (the caller answers it). */
export async function handleOps(app: App, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const url = (req.url ?? '/').split('?')[0];
  if (req.method !== 'GET' || (url !== '/metrics' && url !== '/health')) return false;
  if (url === '/health') {
    const h = await health(app);
    const text = JSON.stringify(h);
    res.writeHead(h.status === 'ok' ? 200 : 503, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
    res.end(text);
    return true;
  }
  if (!app.metrics) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('metrics are off');
    return true;
  }
  const text = await app.metrics.text();
  res.writeHead(200, { 'content-type': app.metrics.contentType, 'content-length': Buffer.byteLength(text) });
  res.end(text);
  return true;
}

/** The gateway bot's ops server (METRICS_PORT): /metrics and /health only. */
export function createOpsServer(app: App): Server {
  return createServer((req, res) => {
    handleOps(app, req, res)
      .then((done) => {
        if (!done) {
          res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
          res.end('not found');
        }
      })
      .catch((err: unknown) => {
        app.logger?.error({ err }, 'ops server error');
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
  });
}
