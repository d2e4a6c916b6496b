/**
 * /deck [file:<.ydk>] [ydke:<ydke://…>] [lang] [public] — a deck checked against the loaded OCG limit
 * list and the deck rules (src/deck): forbidden and over-limit cards, more than 3 copies, Main 40–60,
 * Extra ≤ 15, Side ≤ 15, Extra Deck monsters in the Main Deck, unknown passcodes.
 */
import type { Lang } from '../src/i18n/text.js';
import { deckEmbeds, safe } from '../src/answer/render/discord.js';
import { answerErrorReply, embedsReply, LANG_CHOICES, names, textError } from '../src/bot/reply.js';
import { downloadAttachment } from '../src/bot/attachments.js';
import { MAX_DECK_TEXT } from '../src/deck/parse.js';
import { OptionType, type CommandModule, type Context, type Reply } from '../src/bot/types.js';

/** A ydke:// string of 90 cards is about 500 characters; Discord caps a string option at 6000. */
export const YDKE_MAX = 6000;

function tooLarge(lang: Lang, size: string): Reply {
  return textError(
    lang,
    `文件太大（${size} 字节）：.ydk 卡组文件只有几 KB（最多 ${MAX_DECK_TEXT} 字节）。`,
    `The file is too large (${size} bytes): a .ydk deck file is a few KB (at most ${MAX_DECK_TEXT} bytes).`,
  );
}

async function deckText(ctx: Context): Promise<{ ok: true; text: string; filename?: string } | { ok: false; reply: Reply }> {
  const lang = ctx.lang;
  const fileId = ctx.options.get('file');
  const ydke = ctx.options.get('ydke');
  if (typeof fileId === 'string') {
    const att = ctx.raw.data?.resolved?.attachments?.[fileId];
    if (!att) return { ok: false, reply: textError(lang, '没有收到附件，请重新上传 .ydk 文件。', 'The attachment did not arrive; upload the .ydk file again.') };
    const got = await downloadAttachment(att, { maxBytes: MAX_DECK_TEXT, apiBase: ctx.app.config.apiBase });
    if (!got.ok) {
      if (got.reason === 'too-large') return { ok: false, reply: tooLarge(lang, att.size !== undefined ? String(att.size) : got.detail) };
      ctx.app.log(`/deck: attachment not read (${got.reason}: ${got.detail})`);
      return { ok: false, reply: textError(lang, '读取附件失败，请稍后再试，或改用 ydke:// 卡组码。', 'Could not read the attachment; try again later, or paste a ydke:// string.') };
    }
    return { ok: true, text: got.text, ...(att.filename ? { filename: att.filename } : {}) };
  }
  if (typeof ydke === 'string' && ydke.trim()) return { ok: true, text: ydke };
  return {
    ok: false,
    reply: textError(lang, '请上传 .ydk 卡组文件（file），或粘贴 ydke:// 卡组码（ydke）。', 'Attach a .ydk deck file (file) or paste a ydke:// string (ydke).'),
  };
}

const command: CommandModule = {
  definition: {
    ...names('deck', '卡组', 'Check a deck against the OCG limit list and the deck rules', '按 OCG 禁限卡表和卡组规则检查卡组'),
    type: 1,
    options: [
      { type: OptionType.Attachment, ...names('file', '文件', 'A YGOPro .ydk deck file', 'YGOPro 的 .ydk 卡组文件') },
      { type: OptionType.String, ...names('ydke', '卡组码', 'A ydke:// deck string', 'ydke:// 卡组码'), max_length: YDKE_MAX },
      { type: OptionType.String, ...names('lang', '语言', 'Language of the answer', '回答的语言'), choices: LANG_CHOICES },
      { type: OptionType.Boolean, ...names('public', '公开', 'Show the answer to everyone in the channel', '让频道里所有人都看到回答') },
    ],
  },
  ephemeral: (ctx) => ctx.options.get('public') !== true,
  async handle(ctx) {
    const source = await deckText(ctx);
    if (!source.ok) return source.reply;
    const answer = ctx.app.judge.deck(source.text, { lang: ctx.lang });
    if (!answer.ok) return answerErrorReply(answer, ctx.lang);
    const filename = source.filename ? safe(source.filename.slice(0, 80)) : undefined;
    return embedsReply(deckEmbeds(answer, ctx.lang, filename ? { filename } : {}), ctx.lang, ctx.options.get('public') !== true);
  },
};

export default command;
