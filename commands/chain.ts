/**
 * /chain notation:<text> [turn] [lang] [public] — the whole ruling as embeds, with buttons to see it in
 * the other language and to see the full reasoning. The input behind the buttons is kept in the state
 * store for a day under the interaction id (a custom_id holds at most 100 characters; notation up to
 * 6000).
 */
import type { Lang } from '../src/i18n/text.js';
import { chainEmbeds, reasoningEmbeds } from '../src/answer/render/discord.js';
import { answerErrorReply, completeLastCard, embedsReply, LANG_CHOICES, names, textError, TURN_CHOICES } from '../src/bot/reply.js';
import { EPHEMERAL, OptionType, type CommandModule, type Context, type Reply } from '../src/bot/types.js';
import { attachPicture, wantsImage } from '../src/bot/picture.js';

export const NOTATION_MAX = 6000;

/** Buttons under a chain answer: the other language, and the full reasoning. */
export function chainButtons(key: string, lang: Lang): unknown[] {
  const other: Lang = lang === 'en' ? 'zh-CN' : 'en';
  return [
    {
      type: 1,
      components: [
        { type: 2, style: 2, label: other === 'en' ? 'English' : '中文', custom_id: `chain:lang:${key}:${other}` },
        { type: 2, style: 2, label: lang === 'en' ? 'Full reasoning' : '完整推理', custom_id: `chain:why:${key}:${lang}` },
      ],
    },
  ];
}

function turnOption(ctx: Context): 'A' | 'B' | undefined {
  const t = ctx.options.get('turn');
  return t === 'A' || t === 'B' ? t : undefined;
}

/** Rules on `input` and renders it; shared with /judge resolve and /help's examples. */
export async function chainReply(
  ctx: Context,
  input: string,
  turn: 'A' | 'B' | undefined,
  ephemeral: boolean,
  title?: string,
  image = false,
): Promise<Reply> {
  const answer = ctx.app.judge.chain(input, { lang: ctx.lang, turn });
  if (!answer.ok) return answerErrorReply(answer, ctx.lang);
  await ctx.app.state.putAnswer(ctx.raw.id, { kind: 'chain', input, turn: turn ?? null });
  const embeds = chainEmbeds(answer, ctx.lang, { input, ...(title ? { title } : {}) });
  if (!image) return embedsReply(embeds, ctx.lang, ephemeral, chainButtons(ctx.raw.id, ctx.lang));
  // The picture goes with the first message (its embed right under the ruling).
  const pictured = attachPicture(answer, ctx.lang, embeds);
  const reply = embedsReply(pictured.embeds, ctx.lang, ephemeral, chainButtons(ctx.raw.id, ctx.lang));
  if (reply.kind === 'message' && pictured.files.length) {
    const holder = reply.messages.find((m) => m.embeds?.some((e) => e.image)) ?? reply.messages[0]!;
    holder.files = pictured.files;
  }
  return reply;
}

const command: CommandModule = {
  definition: {
    ...names('chain', '连锁', 'Rule on a chain: legality, resolution, the trigger window after it', '裁定一个连锁：能否发动、如何处理、之后的时点'),
    type: 1,
    options: [
      {
        type: OptionType.String,
        ...names('notation', '记述', 'The chain, e.g. C1 黑洞 C2 我身作盾 C3 王家的诅咒', '连锁的写法，例如 C1 黑洞 C2 我身作盾 C3 王家的诅咒'),
        required: true,
        autocomplete: true,
        max_length: NOTATION_MAX,
      },
      { type: OptionType.String, ...names('turn', '回合', 'Whose turn it is (default A)', '回合玩家（默认 A）'), choices: TURN_CHOICES },
      { type: OptionType.String, ...names('lang', '语言', 'Language of the answer', '回答的语言'), choices: LANG_CHOICES },
      { type: OptionType.Boolean, ...names('public', '公开', 'Show the answer to everyone in the channel', '让频道里所有人都看到回答') },
      { type: OptionType.Boolean, ...names('image', '图片', 'Attach a picture of the chain (default: the server setting)', '附上连锁的图片（默认：服务器设置）') },
    ],
  },

  ephemeral: (ctx) => ctx.options.get('public') !== true,

  async handle(ctx) {
    const input = String(ctx.options.get('notation') ?? '');
    return chainReply(ctx, input, turnOption(ctx), ctx.options.get('public') !== true, undefined, await wantsImage(ctx));
  },

  autocomplete(ctx) {
    if (ctx.focused?.name !== 'notation') return [];
    return completeLastCard(ctx.focused.value, (p, n) => ctx.app.judge.suggestCards(p, n));
  },

  async component(ctx, customId) {
    const [, action, key, langRaw] = customId.split(':');
    const lang: Lang = langRaw === 'en' ? 'en' : 'zh-CN';
    const saved = key ? await ctx.app.state.getAnswer(key) : undefined;
    if (!saved) {
      return textError(lang, '这个回答已过期，请重新使用 /chain。', 'This answer has expired; run /chain again.');
    }
    const answer = ctx.app.judge.chain(saved.input, { lang, turn: saved.turn ?? undefined });
    if (!answer.ok) return answerErrorReply(answer, lang);
    if (action === 'why') return embedsReply(reasoningEmbeds(answer, lang), lang, true);
    const reply = embedsReply(chainEmbeds(answer, lang, { input: saved.input }), lang, true, chainButtons(key!, lang));
    // On a private answer, switch its language in place; on a public one, answer the clicker privately.
    const onEphemeral = ((ctx.raw.message?.flags ?? 0) & EPHEMERAL) !== 0;
    if (onEphemeral && reply.kind === 'message' && reply.messages.length === 1) {
      return { kind: 'update', message: reply.messages[0]! };
    }
    return reply;
  },
};

export default command;
