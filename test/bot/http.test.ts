/**
 * The HTTP interactions endpoint: signed and badly signed requests with a test Ed25519 key pair,
 * oversized and malformed bodies, and the same answers as the gateway. Follow-up REST calls (after a
 * deferral) go to the stand-in Discord.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createApp } from '../../src/bot/app.js';
import { commands } from '../../commands/index.js';
import { createEndpoint, MAX_BODY_BYTES } from '../../src/bot/http.js';
import { createRest } from '../../src/bot/responders.js';
import { publicKeyFromHex, verifySignature } from '../../src/bot/verify.js';
import { createState } from '../../src/store/index.js';
import { findCjkFont } from '../../src/answer/render/png.js';
import { startFakeDiscord, type FakeDiscord } from './fake-discord.js';
import { bool, commandInteraction, loadJudge, signBody, str, testConfig, testKeys } from './helpers.js';

const keys = testKeys();
let server: Server;
let url: string;
let discord: FakeDiscord;
let closeState: () => Promise<void>;

async function post(body: string, headers: Record<string, string>) {
  const res = await fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });
  const text = await res.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* plain text */
  }
  return { status: res.status, json, text };
}

function signed(obj: unknown, over: Record<string, string> = {}) {
  const body = JSON.stringify(obj);
  return post(body, { ...signBody(keys.privateKey, body), ...over });
}

beforeAll(async () => {
  discord = await startFakeDiscord();
  const state = createState({ file: ':memory:' });
  closeState = () => state.close();
  const config = testConfig({ publicKey: keys.publicHex, apiBase: discord.apiBase, rateLimit: { burst: 1000, perMinute: 6000 } });
  const { router } = createApp(config, { commands, judge: await loadJudge(), state, log: () => {} });
  server = createEndpoint({ router, publicKey: publicKeyFromHex(keys.publicHex), rest: createRest(discord.apiBase) });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/interactions`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
  await closeState();
  await discord.close();
});

describe('HTTP interactions endpoint', () => {
  it('answers a signed PING with PONG', async () => {
    const r = await signed({ id: '1', application_id: '2', type: 1, token: 't', version: 1 });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ type: 1 });
  });

  it('401 without a signature, with a wrong one, with one for another body or another timestamp', async () => {
    const body = JSON.stringify({ id: '1', application_id: '2', type: 1, token: 't', version: 1 });
    expect((await post(body, {})).status).toBe(401);
    expect((await post(body, { 'x-signature-ed25519': 'ab'.repeat(64), 'x-signature-timestamp': '1700000000' })).status).toBe(401);
    expect((await post(body, { 'x-signature-ed25519': 'not hex', 'x-signature-timestamp': '1700000000' })).status).toBe(401);
    const sig = signBody(keys.privateKey, body, '1700000000');
    expect((await post(`${body} `, sig)).status).toBe(401);
    expect((await post(body, { ...sig, 'x-signature-timestamp': '1700000001' })).status).toBe(401);
    const stranger = testKeys();
    expect((await post(body, signBody(stranger.privateKey, body))).status).toBe(401);
  });

  it('413 for a body over the cap, 400 for signed bad JSON, 404/405 elsewhere', async () => {
    const big = JSON.stringify({ type: 1, pad: 'x'.repeat(MAX_BODY_BYTES) });
    expect((await post(big, signBody(keys.privateKey, big))).status).toBe(413);
    expect((await post('{not json', signBody(keys.privateKey, '{not json'))).status).toBe(400);
    expect((await fetch(url.replace('/interactions', '/other'), { method: 'POST', body: '{}' })).status).toBe(404);
    expect((await fetch(url)).status).toBe(405);
  });

  it('a signed /chain gets the same kind of answer as over the gateway', async () => {
    const r = await signed(commandInteraction('chain', [str('notation', 'C1 A:旋风 C2 B:宇宙旋风 C3 A:<@&123456789012345678>'), bool('public', true)]));
    expect(r.status).toBe(200);
    expect(r.json.type).toBe(4);
    expect(r.json.data.allowed_mentions).toEqual({ parse: [] });
    expect(JSON.stringify(r.json)).not.toMatch(/<@&\d+>/);
  });

  it('a long answer: the HTTP response carries the first message, follow-ups reach Discord after it', async () => {
    const input = `C1 A:旋风 ${Array.from({ length: 99 }, (_, k) => `C${k + 2} ${k % 2 ? 'A' : 'B'}:神之宣告`).join(' ')}`;
    const i = commandInteraction('chain', [str('notation', input)]);
    const followUp = discord.waitFor((r) => r.method === 'POST' && r.path === `/api/v10/webhooks/${i.application_id}/${i.token}`);
    const r = await signed(i);
    expect(r.status).toBe(200);
    expect(r.json.type).toBe(4);
    expect(r.json.data.flags).toBe(64);
    const f = await followUp;
    expect(f.body.flags).toBe(64);
    expect(f.body.allowed_mentions).toEqual({ parse: [] });
  });

  it('verifySignature accepts exactly the signed bytes', () => {
    const body = Buffer.from('{"type":1}');
    const h = signBody(keys.privateKey, body.toString(), '42');
    const key = publicKeyFromHex(keys.publicHex);
    expect(verifySignature(key, h['x-signature-ed25519'], '42', body)).toBe(true);
    expect(verifySignature(key, h['x-signature-ed25519'], '43', body)).toBe(false);
    expect(verifySignature(key, undefined, '42', body)).toBe(false);
  });

  // Needs a CJK font (.ci/run installs fonts-wqy-microhei); without one the answer says so instead.
  it.skipIf(!findCjkFont())('/chain image:true: the HTTP response is a deferral, then the PNG is uploaded (multipart) with the edit', async () => {
    const i = commandInteraction('chain', [str('notation', 'C1 A:黑洞 C2 B:我身作盾'), bool('image', true)]);
    const edit = discord.waitFor((r) => r.method === 'PATCH' && r.path === `/api/v10/webhooks/${i.application_id}/${i.token}/messages/@original`);
    const r = await signed(i);
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ type: 5, data: { flags: 64 } });
    const patched = await edit;
    expect(patched.files!.map((f) => [f.filename, f.data.subarray(1, 4).toString()])).toEqual([['chain.png', 'PNG']]);
    expect(patched.body.embeds.at(-1).image).toEqual({ url: 'attachment://chain.png' });
  });
});
