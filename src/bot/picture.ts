/**
 * The chain picture in a reply: whether to attach it (the command's `image` option, else the server's
 * default set by /settings image, else off), and the PNG with the embed that shows it.
 */
import type { Lang } from '../i18n/text.js';
import type { ChainAnswer } from '../answer/types.js';
import { chainPng, noPictureReason, pictureSupport } from '../answer/render/png.js';
import type { Embed } from '../answer/render/discord.js';
import type { BotState } from '../store/index.js';
import type { Context, OutFile } from './types.js';

const key = (guild: string) => `image:guild:${guild}`;

/** The server's default for `image` (kept in the state store beside the language settings). */
export async function getImageDefault(state: BotState, guild: string): Promise<boolean | undefined> {
  const v = (await state.keyv.get(key(guild))) as unknown;
  return typeof v === 'boolean' ? v : undefined;
}

export async function setImageDefault(state: BotState, guild: string, on: boolean | null): Promise<void> {
  if (on === null) await state.keyv.delete(key(guild));
  else await state.keyv.set(key(guild), on);
}

export async function wantsImage(ctx: Context): Promise<boolean> {
  const opt = ctx.options.get('image');
  if (typeof opt === 'boolean') return opt;
  return ctx.guildId ? ((await getImageDefault(ctx.app.state, ctx.guildId)) ?? false) : false;
}

export const PICTURE_NAME = 'chain.png';

/** The PNG as an upload and the embed image pointing at it; or a line saying why there is none. */
export function attachPicture(answer: ChainAnswer, lang: Lang, embeds: Embed[]): { embeds: Embed[]; files: OutFile[] } {
  const support = pictureSupport();
  if (!support.ok) {
    const note = noPictureReason(support.reason, lang);
    const last = embeds[embeds.length - 1]!;
    return { embeds: [...embeds.slice(0, -1), { ...last, footer: { text: last.footer ? `${last.footer.text}\n${note}` : note } }], files: [] };
  }
  // Drawn when the router uploads it, after the deferral (the first picture of a process is slow).
  const draw = (): Buffer => {
    const picture = chainPng(answer, lang);
    if (!picture.ok) throw new Error(`chain picture: ${picture.reason}`);
    return picture.png;
  };
  return { embeds: [...embeds, { image: { url: `attachment://${PICTURE_NAME}` }, color: embeds[0]?.color ?? 0 }], files: [{ name: PICTURE_NAME, data: draw }] };
}
