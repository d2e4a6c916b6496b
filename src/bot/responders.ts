/**
 * Responders: where an interaction's responses go.
 *  - gateway: every response through Discord's REST API (the callback route, then webhook edits);
 *  - HTTP endpoint: the initial response is the HTTP response itself, later ones go through REST.
 * Interaction callbacks and webhook routes are authorised by the interaction token, not the bot token.
 */
import { REST } from 'discord.js';
import type { Responder } from './router.js';
import type { OutFile, RawInteraction } from './types.js';

const upload = (files?: OutFile[]) => (files?.length ? { files: files.map((f) => ({ name: f.name, data: typeof f.data === 'function' ? f.data() : f.data })) } : {});

export function createRest(apiBase: string | null, token?: string | null): REST {
  const rest = new REST({ version: '10', ...(apiBase ? { api: apiBase } : {}) });
  if (token) rest.setToken(token);
  return rest;
}

function webhookResponder(rest: REST, raw: RawInteraction, before: () => Promise<void> = async () => {}): Omit<Responder, 'respond'> {
  const hook = `/webhooks/${raw.application_id}/${raw.token}` as const;
  return {
    async editOriginal(message, files) {
      await before();
      await rest.patch(`${hook}/messages/@original`, { body: message, auth: false, ...upload(files) });
    },
    async deleteOriginal() {
      await before();
      await rest.delete(`${hook}/messages/@original`, { auth: false });
    },
    async followUp(message, files) {
      await before();
      await rest.post(hook, { body: message, auth: false, ...upload(files) });
    },
  };
}

export function restResponder(rest: REST, raw: RawInteraction): Responder {
  return {
    async respond(body) {
      await rest.post(`/interactions/${raw.id}/${raw.token}/callback`, { body, auth: false });
    },
    ...webhookResponder(rest, raw),
  };
}

/**
 * The first response resolves `initial` (the HTTP handler writes it); the rest go through REST, but
 * only once the HTTP response has gone out (`delivered()`), since Discord knows no message to edit or
 * follow up before it has the first response.
 */
export function httpResponder(
  rest: REST,
  raw: RawInteraction,
): { responder: Responder; initial: Promise<unknown>; delivered: () => void } {
  let resolve!: (body: unknown) => void;
  const initial = new Promise<unknown>((r) => (resolve = r));
  let markDelivered!: () => void;
  const wasDelivered = new Promise<void>((r) => (markDelivered = r));
  let answered = false;
  return {
    initial,
    delivered: markDelivered,
    responder: {
      async respond(body) {
        if (answered) throw new Error('interaction already answered');
        answered = true;
        resolve(body);
      },
      ...webhookResponder(rest, raw, () => wasDelivered),
    },
  };
}
