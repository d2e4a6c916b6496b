/**
 * The HTTP interactions endpoint (Discord's "Interactions Endpoint URL"): verifies the Ed25519
 * signature of every request, answers PING, and hands everything else to the shared router.
 * Status codes: 401 invalid or missing signature, or a timestamp more than 5 minutes from our clock
 * (or not a number); 409 an interaction id already taken (a replay: remembered in the shared state
 * store, so across processes); 413 body over the cap, 400 not JSON, 404 other paths, 405 other methods.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { KeyObject } from 'node:crypto';
import type { REST } from 'discord.js';
import { verifySignature } from './verify.js';
import { httpResponder } from './responders.js';
import type { Router } from './router.js';
import type { RawInteraction } from './types.js';
import { redact } from './config.js';
import { describeError } from './router.js';
import { InteractionType } from './types.js';

/** How far a request's signed timestamp may be from our clock, in seconds (either way). */
export const MAX_CLOCK_SKEW_S = 5 * 60;

/** A signed timestamp is whole seconds since the epoch, within MAX_CLOCK_SKEW_S of `now`. */
export function timestampFresh(ts: string | undefined, now = Date.now()): boolean {
  if (!ts || !/^\d{1,12}$/.test(ts)) return false;
  return Math.abs(now / 1000 - Number(ts)) <= MAX_CLOCK_SKEW_S;
}

export const MAX_BODY_BYTES = 64 * 1024;

export interface EndpointOptions {
  router: Router;
  publicKey: KeyObject;
  rest: REST;
  /** URL path of the endpoint. */
  path?: string;
  maxBodyBytes?: number;
  log?: (message: string) => void;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, {
    'content-type': typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

function readBody(req: IncomingMessage, max: number): Promise<Buffer | 'too-large'> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > max) {
      req.resume();
      resolve('too-large');
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (c: Buffer) => {
      if (over) return;
      size += c.length;
      if (size > max) {
        over = true;
        resolve('too-large');
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => {
      if (!over) resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}

export function createEndpoint(opts: EndpointOptions): Server {
  const path = opts.path ?? '/interactions';
  const max = opts.maxBodyBytes ?? MAX_BODY_BYTES;
  const log = opts.log ?? (() => {});
  return createServer(async (req, res) => {
    // Discord's deadline counts from here.
    const receivedAt = Date.now();
    try {
      const url = (req.url ?? '/').split('?')[0];
      if (url === '/health' && req.method === 'GET') return send(res, 200, 'ok');
      if (url !== path) return send(res, 404, 'not found');
      if (req.method !== 'POST') return send(res, 405, 'method not allowed');
      const body = await readBody(req, max);
      if (body === 'too-large') {
        res.setHeader('connection', 'close');
        return send(res, 413, 'payload too large');
      }
      const sig = req.headers['x-signature-ed25519'];
      const ts = req.headers['x-signature-timestamp'];
      if (!verifySignature(opts.publicKey, typeof sig === 'string' ? sig : undefined, typeof ts === 'string' ? ts : undefined, body)) {
        return send(res, 401, 'invalid request signature');
      }
      // A valid signature on an old (or future) request is a replay: refused.
      if (!timestampFresh(typeof ts === 'string' ? ts : undefined)) {
        log(`request refused: timestamp ${JSON.stringify(String(ts).slice(0, 20))} is not within ${MAX_CLOCK_SKEW_S} s of our clock`);
        return send(res, 401, 'request timestamp out of range');
      }
      let raw: RawInteraction;
      try {
        raw = JSON.parse(body.toString('utf8')) as RawInteraction;
      } catch {
        return send(res, 400, 'bad JSON');
      }
      if (!raw || typeof raw !== 'object' || typeof raw.type !== 'number') return send(res, 400, 'not an interaction');
      // Each interaction is taken once, in the store all processes share; a replay does nothing.
      let stateError: Error | undefined;
      if (raw.type !== InteractionType.Ping && raw.type !== InteractionType.Autocomplete) {
        try {
          if (!(await opts.router.app.state.claimInteraction(String(raw.id)))) {
            log(`interaction ${String(raw.id).slice(0, 30)}: already taken (a replay); ignored`);
            return send(res, 409, 'duplicate interaction');
          }
        } catch (err) {
          // Cannot tell a replay: answer what needs no state, refuse what changes it.
          stateError = err instanceof Error ? err : new Error(String(err));
          log(`interaction ${String(raw.id).slice(0, 30)}: replay check failed, ${describeError(err)}`);
        }
      }
      const { responder, initial, delivered } = httpResponder(opts.rest, raw);
      res.once('finish', delivered);
      res.once('close', delivered);
      const routed = opts.router.route(raw, responder, { receivedAt, ...(stateError ? { stateError } : {}) }).catch((err) => {
        log(`interaction ${raw.id} failed: ${redact(String(err), opts.router.app.config.token)}`);
      });
      const first = await Promise.race([initial, routed.then(() => null)]);
      if (first === null) return send(res, 500, 'no response');
      send(res, 200, first);
    } catch (err) {
      log(`endpoint error: ${String(err)}`);
      if (!res.headersSent) send(res, 500, 'internal error');
    }
  });
}
