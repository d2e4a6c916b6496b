/**
 * Downloading a file a user attached to a command (a .ydk deck). Discord puts attachments on its CDN;
 * we fetch only from there (or from the configured API base, which only tests and the bench set), only
 * files that say they are small, with a time limit and a byte cap while reading — a 5 MB upload is
 * refused from its declared size, and a lying one is cut off at the cap.
 */
import type { RawAttachment } from './types.js';

const DISCORD_CDN = ['https://cdn.discordapp.com', 'https://media.discordapp.net'];

export type Download = { ok: true; text: string } | { ok: false; reason: 'too-large' | 'not-allowed' | 'failed'; detail: string };

export async function downloadAttachment(
  att: RawAttachment,
  opts: { maxBytes: number; apiBase?: string | null; timeoutMs?: number; fetchImpl?: typeof fetch },
): Promise<Download> {
  if (typeof att.size === 'number' && att.size > opts.maxBytes) return { ok: false, reason: 'too-large', detail: String(att.size) };
  let url: URL;
  try {
    url = new URL(att.url);
  } catch {
    return { ok: false, reason: 'not-allowed', detail: 'bad url' };
  }
  const allowed = [...DISCORD_CDN, ...(opts.apiBase ? [new URL(opts.apiBase).origin] : [])];
  if (!allowed.includes(url.origin)) return { ok: false, reason: 'not-allowed', detail: url.origin };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs ?? 5000);
  try {
    const res = await (opts.fetchImpl ?? fetch)(url, { signal: controller.signal, redirect: 'error' });
    if (!res.ok || !res.body) return { ok: false, reason: 'failed', detail: `HTTP ${res.status}` };
    const chunks: Uint8Array[] = [];
    let total = 0;
    const reader = res.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > opts.maxBytes) {
        await reader.cancel();
        return { ok: false, reason: 'too-large', detail: `>${opts.maxBytes}` };
      }
      chunks.push(value);
    }
    return { ok: true, text: Buffer.concat(chunks).toString('utf8') };
  } catch (err) {
    return { ok: false, reason: 'failed', detail: err instanceof Error ? err.name : 'error' };
  } finally {
    clearTimeout(timer);
  }
}
