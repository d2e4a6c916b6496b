/**
 * /help [lang] [public] — the notation in one page (src/help/notation.ts, the same text as
 * docs/NOTATION.md): links, controllers, targets, effect numbers, the situation block, actions and
 * notes, each with an example. Every example is a button that answers itself (the ruling on it, as
 * /chain would give it), and one button shows the page in the other language.
 */
import type { Lang } from '../src/i18n/text.js';
import { pick } from '../src/i18n/text.js';
import { COLOURS, safeCode, type Embed } from '../src/answer/render/discord.js';
import { EXAMPLES, SECTIONS } from '../src/help/notation.js';
import { embedsReply, LANG_CHOICES, names, textError } from '../src/bot/reply.js';
import { EPHEMERAL, OptionType, type CommandModule, type Reply } from '../src/bot/types.js';
import { chainReply } from './chain.js';

const w = (lang: Lang, zh: string, en: string) => (lang === 'en' ? en : zh);

export function helpEmbed(lang: Lang): Embed {
  return {
    title: w(lang, '记述方法：怎样写一个连锁', 'The notation: how to write a chain'),
    color: COLOURS.info,
    description: w(
      lang,
      '用 `/chain` 写连锁或动作，机器人回答每个连锁能否发动、处理顺序、之后的时点。下面每个例子都是一个按钮：点一下就能看到它的裁定。',
      'Type a chain or an action in `/chain`: the bot says which links can be activated, how they resolve and the window after. Each example below is a button that shows its ruling.',
    ),
    fields: SECTIONS.map((s) => ({
      name: pick(s.title, lang),
      value: [pick(s.body, lang), ...s.examples.map((i) => `${i + 1}. \`${safeCode(EXAMPLES[i]!.notation)}\``)].join('\n'),
    })),
  };
}

export function helpButtons(lang: Lang): unknown[] {
  const buttons = EXAMPLES.map((x, i) => ({
    type: 2,
    style: 1,
    label: `${i + 1}. ${pick(x.what, lang)}`.slice(0, 80),
    custom_id: `help:ex:${i}:${lang}`,
  }));
  const other: Lang = lang === 'en' ? 'zh-CN' : 'en';
  buttons.push({ type: 2, style: 2, label: other === 'en' ? 'English' : '中文', custom_id: `help:lang:${other}` });
  const rows: unknown[] = [];
  for (let i = 0; i < buttons.length; i += 5) rows.push({ type: 1, components: buttons.slice(i, i + 5) });
  return rows;
}

function helpReply(lang: Lang, ephemeral: boolean): Reply {
  return embedsReply([helpEmbed(lang)], lang, ephemeral, helpButtons(lang));
}

const command: CommandModule = {
  definition: {
    ...names('help', '帮助', 'How to write a chain: the notation, with examples to try', '怎样写连锁：记述方法和可以试的例子'),
    type: 1,
    options: [
      { type: OptionType.String, ...names('lang', '语言', 'Language of the answer', '回答的语言'), choices: LANG_CHOICES },
      { type: OptionType.Boolean, ...names('public', '公开', 'Show the answer to everyone in the channel', '让频道里所有人都看到回答') },
    ],
  },
  ephemeral: (ctx) => ctx.options.get('public') !== true,
  handle(ctx) {
    return helpReply(ctx.lang, ctx.options.get('public') !== true);
  },
  async component(ctx, customId) {
    const [, action, a, b] = customId.split(':');
    if (action === 'lang') {
      const lang: Lang = a === 'en' ? 'en' : 'zh-CN';
      const reply = helpReply(lang, true);
      const onEphemeral = ((ctx.raw.message?.flags ?? 0) & EPHEMERAL) !== 0;
      if (onEphemeral && reply.kind === 'message' && reply.messages.length === 1) return { kind: 'update', message: reply.messages[0]! };
      return reply;
    }
    const lang: Lang = b === 'en' ? 'en' : 'zh-CN';
    const example = EXAMPLES[Number(a)];
    if (action !== 'ex' || !example) return textError(lang, '这个例子不存在，请重新使用 /help。', 'No such example; run /help again.');
    // The ruling as /chain gives it, privately, in the page's language.
    return chainReply({ ...ctx, lang }, example.notation, undefined, true);
  },
};

export default command;
