/**
 * /help [lang] [public] [topic] — the notation in one page (src/help/notation.ts, the same text as
 * docs/NOTATION.md): links, controllers, targets, effect numbers, the situation block, actions and
 * notes, each with an example. Every example is a button that answers itself (the ruling on it, as
 * /chain would give it), and one button shows the page in the other language. `topic:words` (a button
 * on the first page too) is the second page: every word the notation reads, which the first page
 * cannot hold within Discord's embed limits.
 */
import type { Lang } from '../src/i18n/text.js';
import { pick } from '../src/i18n/text.js';
import { COLOURS, safeCode, type Embed } from '../src/answer/render/discord.js';
import { EXAMPLES, SECTIONS, WORD_SECTIONS } from '../src/help/notation.js';
import { embedsReply, LANG_CHOICES, names, textError } from '../src/bot/reply.js';
import { EPHEMERAL, OptionType, type CommandModule, type Reply } from '../src/bot/types.js';
import { chainReply } from './chain.js';

const w = (lang: Lang, zh: string, en: string) => (lang === 'en' ? en : zh);

/** The pages of /help: the notation with its examples, and every word it reads. */
export type HelpTopic = 'notation' | 'words';

/** A custom id's or an option's topic; anything else is the first page (ids made before topics existed name none). */
const topicOf = (v: unknown): HelpTopic => (v === 'words' ? 'words' : 'notation');

export function helpEmbed(lang: Lang, topic: HelpTopic = 'notation'): Embed {
  if (topic === 'words') {
    return {
      title: w(lang, '记述方法：所有写法', 'The notation: every word'),
      color: COLOURS.info,
      description: w(
        lang,
        '记述方法能读的每个词（括号里是同义的写法）。怎样组合它们、带例子的说明见 `/help`。',
        'Every word the notation reads (synonyms in brackets). How they fit together, with examples: `/help`.',
      ),
      fields: WORD_SECTIONS.map((s) => ({ name: pick(s.title, lang), value: pick(s.body, lang) })),
    };
  }
  return {
    title: w(lang, '记述方法：怎样写一个连锁', 'The notation: how to write a chain'),
    color: COLOURS.info,
    description: w(
      lang,
      '用 `/chain` 写连锁或动作，机器人回答每个连锁能否发动、处理顺序、之后的时点。下面每个例子都是一个按钮：点一下就能看到它的裁定。',
      'Type a chain or an action in `/chain`: the bot says which links can be activated, how they resolve and the window after. Each example below is a button that shows its ruling.',
    ) + w(lang, '每个词（本回合: 的词、其余的卡片状态、注释）：`/help topic:words`。', ' Every word: `/help topic:words`.'),
    fields: SECTIONS.map((s) => ({
      name: pick(s.title, lang),
      value: [pick(s.body, lang), ...s.examples.map((i) => `${i + 1}. \`${safeCode(EXAMPLES[i]!.notation)}\``)].join('\n'),
    })),
  };
}

export function helpButtons(lang: Lang, topic: HelpTopic = 'notation'): unknown[] {
  const other: Lang = lang === 'en' ? 'zh-CN' : 'en';
  const otherLang = { type: 2, style: 2, label: other === 'en' ? 'English' : '中文', custom_id: `help:lang:${other}:${topic}` };
  if (topic === 'words') {
    return [{ type: 1, components: [{ type: 2, style: 2, label: w(lang, '记述方法和例子', 'The notation, with examples'), custom_id: `help:topic:notation:${lang}` }, otherLang] }];
  }
  const buttons = EXAMPLES.map((x, i) => ({
    type: 2,
    style: 1,
    label: `${i + 1}. ${pick(x.what, lang)}`.slice(0, 80),
    custom_id: `help:ex:${i}:${lang}`,
  }));
  buttons.push({ type: 2, style: 2, label: w(lang, '所有写法', 'Every word'), custom_id: `help:topic:words:${lang}` }, otherLang);
  const rows: unknown[] = [];
  for (let i = 0; i < buttons.length; i += 5) rows.push({ type: 1, components: buttons.slice(i, i + 5) });
  return rows;
}

function helpReply(lang: Lang, ephemeral: boolean, topic: HelpTopic = 'notation'): Reply {
  return embedsReply([helpEmbed(lang, topic)], lang, ephemeral, helpButtons(lang, topic));
}

const command: CommandModule = {
  definition: {
    ...names('help', '帮助', 'How to write a chain: the notation, with examples to try', '怎样写连锁：记述方法和可以试的例子'),
    type: 1,
    options: [
      { type: OptionType.String, ...names('lang', '语言', 'Language of the answer', '回答的语言'), choices: LANG_CHOICES },
      { type: OptionType.Boolean, ...names('public', '公开', 'Show the answer to everyone in the channel', '让频道里所有人都看到回答') },
      {
        type: OptionType.String,
        ...names('topic', '主题', 'Which page: the notation with examples (default), or every word it reads', '哪一页：记述方法和例子（默认），或所有写法'),
        choices: [
          { name: 'The notation, with examples', name_localizations: { 'zh-CN': '记述方法和例子' }, value: 'notation' },
          { name: 'Every word', name_localizations: { 'zh-CN': '所有写法' }, value: 'words' },
        ],
      },
    ],
  },
  ephemeral: (ctx) => ctx.options.get('public') !== true,
  handle(ctx) {
    return helpReply(ctx.lang, ctx.options.get('public') !== true, topicOf(ctx.options.get('topic')));
  },
  async component(ctx, customId) {
    const [, action, a, b] = customId.split(':');
    // help:lang:<lang>[:<topic>] and help:topic:<topic>:<lang>: the same page in the other language, or the other page.
    if (action === 'lang' || action === 'topic') {
      const lang: Lang = (action === 'lang' ? a : b) === 'en' ? 'en' : 'zh-CN';
      const reply = helpReply(lang, true, topicOf(action === 'lang' ? b : a));
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
