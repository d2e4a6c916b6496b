/**
 * The gateway way in: a discord.js Client that needs no intents (interactions arrive regardless).
 * The raw INTERACTION_CREATE payload goes to the same router as the HTTP endpoint; responses go out
 * through the client's own REST manager (its rate-limit handling included).
 */
import { Client, GatewayDispatchEvents } from 'discord.js';
import { restResponder } from './responders.js';
import { redact } from './config.js';
import type { Router } from './router.js';
import type { RawInteraction } from './types.js';

export interface GatewayOptions {
  /** REST API base (tests point it at a stand-in). */
  apiBase?: string | null;
}

export function createGatewayClient(router: Router, opts: GatewayOptions = {}): Client {
  const client = new Client({
    intents: [],
    ...(opts.apiBase ? { rest: { api: opts.apiBase } } : {}),
  });
  const token = router.app.config.token;
  client.ws.on(GatewayDispatchEvents.InteractionCreate, (data: RawInteraction) => {
    const receivedAt = Date.now();
    router.route(data, restResponder(client.rest, data), { receivedAt }).catch((err: unknown) => {
      router.app.log(`interaction ${data.id} failed: ${redact(String(err), token)}`);
    });
  });
  client.on('error', (err) => router.app.log(`client error: ${redact(String(err), token)}`));
  return client;
}
