/**
 * A stand-in Discord on 127.0.0.1 for tests: the REST routes discord.js and the bot use, and the
 * gateway WebSocket (HELLO, IDENTIFY → READY, heartbeats, dispatches). The real discord.js Client is
 * pointed at it (REST base + the gateway URL it returns from GET /gateway/bot); tests dispatch
 * INTERACTION_CREATE and read the responses the stand-in received.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

export interface Recorded {
  method: string;
  path: string;
  body: any;
  headers: IncomingMessage['headers'];
  /** Files of a multipart/form-data request (an attachment upload); `body` is then its payload_json. */
  files?: UploadedFile[];
}

export interface UploadedFile {
  /** The form field (`files[0]`). */
  field: string;
  filename: string | null;
  contentType: string | null;
  data: Buffer;
}

/** Splits a multipart/form-data body into its parts (enough of RFC 7578 for what discord.js sends). */
export function parseMultipart(body: Buffer, contentType: string): { fields: Record<string, string>; files: UploadedFile[] } {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  if (!boundary) return { fields, files };
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  let at = body.indexOf(delimiter);
  while (at >= 0) {
    const start = at + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, start);
    if (next < 0) break;
    const part = body.subarray(start + 2, next - 2); // past CRLF, before CRLF
    const split = part.indexOf('\r\n\r\n');
    const head = part.subarray(0, split).toString('utf8');
    const data = part.subarray(split + 4);
    const name = /name="([^"]*)"/i.exec(head)?.[1] ?? '';
    const filename = /filename="([^"]*)"/i.exec(head)?.[1] ?? null;
    const type = /content-type:\s*([^\r\n]+)/i.exec(head)?.[1] ?? null;
    if (filename !== null) files.push({ field: name, filename, contentType: type, data: Buffer.from(data) });
    else fields[name] = data.toString('utf8');
    at = next;
  }
  return { fields, files };
}

export interface FakeDiscord {
  port: number;
  apiBase: string;
  gatewayUrl: string;
  requests: Recorded[];
  /** Files served at `GET /attachments/<name>` (what Discord's CDN would serve for an upload). */
  attachments: Map<string, Buffer>;
  /** Gateway frames received from the client (IDENTIFY, heartbeats …). */
  frames: any[];
  identified: Promise<any>;
  /** Sends a dispatch to every connected shard, or only to shard `shard`. */
  dispatch(t: string, d: unknown, shard?: number): void;
  /** The shard ids that identified, in order. */
  shards(): number[];
  waitFor(pred: (r: Recorded) => boolean, timeoutMs?: number): Promise<Recorded>;
  close(): Promise<void>;
}

export const APP_ID = '900000000000000001';
export const BOT_ID = '900000000000000002';

export async function startFakeDiscord(): Promise<FakeDiscord> {
  const requests: Recorded[] = [];
  const attachments = new Map<string, Buffer>();
  const frames: any[] = [];
  const waiters: { pred: (r: Recorded) => boolean; resolve: (r: Recorded) => void }[] = [];
  const sockets = new Set<WebSocket>();
  const shardOf = new Map<WebSocket, number>();
  let seq = 0;
  let identifiedResolve!: (d: any) => void;
  const identified = new Promise<any>((r) => (identifiedResolve = r));

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const text = raw.toString('utf8');
      let body: any = null;
      let files: UploadedFile[] | undefined;
      const type = req.headers['content-type'] ?? '';
      if (type.startsWith('multipart/form-data')) {
        const form = parseMultipart(raw, type);
        files = form.files;
        body = form.fields.payload_json ? JSON.parse(form.fields.payload_json) : form.fields;
      } else {
        try {
          body = text ? JSON.parse(text) : null;
        } catch {
          body = text;
        }
      }
      const path = (req.url ?? '').split('?')[0]!;
      const rec: Recorded = { method: req.method ?? '', path, body, headers: req.headers, ...(files ? { files } : {}) };
      requests.push(rec);
      for (const w of [...waiters]) {
        if (w.pred(rec)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(rec);
        }
      }
      const json = (status: number, data: unknown) => {
        const out = JSON.stringify(data);
        res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(out) });
        res.end(out);
      };
      const served = /^\/attachments\/(.+)$/.exec(path);
      if (req.method === 'GET' && served) {
        const file = attachments.get(decodeURIComponent(served[1]!));
        if (!file) return json(404, { message: 'Unknown attachment (stand-in)', code: 0 });
        res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': file.length });
        return res.end(file);
      }
      if (req.method === 'GET' && path === '/api/v10/gateway/bot') {
        return json(200, {
          url: `ws://127.0.0.1:${port}`,
          shards: 1,
          session_start_limit: { total: 1000, remaining: 1000, reset_after: 60_000, max_concurrency: 1 },
        });
      }
      if (req.method === 'POST' && /^\/api\/v10\/interactions\/[^/]+\/[^/]+\/callback$/.test(path)) {
        res.writeHead(204);
        return res.end();
      }
      const hook = /^\/api\/v10\/webhooks\/([^/]+)\/([^/]+)(\/messages\/@original)?$/.exec(path);
      if (hook) {
        if (req.method === 'DELETE') {
          res.writeHead(204);
          return res.end();
        }
        return json(200, { id: String(1000 + requests.length), channel_id: '1', content: '', embeds: [], ...(body ?? {}) });
      }
      if (req.method === 'PUT' && /^\/api\/v10\/applications\/[^/]+(\/guilds\/[^/]+)?\/commands$/.test(path)) {
        return json(200, (body as { name: string }[]).map((c, i) => ({ ...c, id: String(i + 1), application_id: APP_ID, version: '1' })));
      }
      json(404, { message: 'Unknown route (stand-in)', code: 0 });
    });
  });

  const wss = new WebSocketServer({ server });
  wss.on('connection', (ws) => {
    sockets.add(ws);
    ws.on('close', () => sockets.delete(ws));
    ws.send(JSON.stringify({ op: 10, d: { heartbeat_interval: 41_250 }, s: null, t: null }));
    ws.on('message', (raw) => {
      const frame = JSON.parse(raw.toString());
      frames.push(frame);
      if (frame.op === 1) ws.send(JSON.stringify({ op: 11, d: null, s: null, t: null }));
      if (frame.op === 2) {
        identifiedResolve(frame.d);
        const shard: [number, number] = Array.isArray(frame.d.shard) ? frame.d.shard : [0, 1];
        shardOf.set(ws, shard[0]);
        ws.send(
          JSON.stringify({
            op: 0,
            t: 'READY',
            s: ++seq,
            d: {
              v: 10,
              user: { id: BOT_ID, username: 'ocg-judge', discriminator: '0', global_name: null, avatar: null, bot: true },
              guilds: [],
              session_id: 'stand-in-session',
              resume_gateway_url: `ws://127.0.0.1:${port}`,
              shard,
              application: { id: APP_ID, flags: 0 },
            },
          }),
        );
      }
    });
  });

  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;

  return {
    port,
    apiBase: `http://127.0.0.1:${port}/api`,
    gatewayUrl: `ws://127.0.0.1:${port}`,
    requests,
    attachments,
    frames,
    identified,
    dispatch(t, d, shard) {
      const frame = JSON.stringify({ op: 0, t, s: ++seq, d });
      for (const ws of sockets) if (shard === undefined || shardOf.get(ws) === shard) ws.send(frame);
    },
    shards() {
      return [...shardOf.values()];
    },
    waitFor(pred, timeoutMs = 10_000) {
      const found = requests.find(pred);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const w = { pred, resolve };
        waiters.push(w);
        setTimeout(() => {
          const i = waiters.indexOf(w);
          if (i >= 0) {
            waiters.splice(i, 1);
            reject(new Error('stand-in Discord: timed out waiting for a request'));
          }
        }, timeoutMs).unref();
      });
    },
    async close() {
      for (const ws of sockets) ws.terminate();
      await new Promise<void>((r) => wss.close(() => r()));
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
