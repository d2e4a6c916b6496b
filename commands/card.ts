/** /card name:<autocomplete> [lang] [public] — what the bot knows of one card. */
import { cardEmbeds } from '../src/answer/render/discord.js';
import { answerErrorReply, embedsReply, LANG_CHOICES, nameChoices, names } from '../src/bot/reply.js';
import { OptionType, type CommandModule } from '../src/bot/types.js';

const command: CommandModule = {
  definition: {
    ...names('card', '卡片', 'Look up a card: its effects as the judge reads them', '查一张卡：裁定引擎如何理解它的效果'),
    type: 1,
    options: [
      {
        type: OptionType.String,
        ...names('name', '卡名', 'Card name or passcode', '卡名或卡密'),
        required: true,
        autocomplete: true,
        max_length: 200,
      },
      { type: OptionType.String, ...names('lang', '语言', 'Language of the answer', '回答的语言'), choices: LANG_CHOICES },
      { type: OptionType.Boolean, ...names('public', '公开', 'Show the answer to everyone in the channel', '让频道里所有人都看到回答') },
    ],
  },
  ephemeral: (ctx) => ctx.options.get('public') !== true,
  handle(ctx) {
    const answer = ctx.app.judge.card(String(ctx.options.get('name') ?? ''), { lang: ctx.lang });
    if (!answer.ok) return answerErrorReply(answer, ctx.lang);
    return embedsReply(cardEmbeds(answer, ctx.lang, { imageTemplate: ctx.app.config.cardImageUrl }), ctx.lang, ctx.options.get('public') !== true);
  },
  autocomplete(ctx) {
    if (ctx.focused?.name !== 'name' || !ctx.focused.value.trim()) return [];
    return nameChoices(ctx.app.judge.suggestCards(ctx.focused.value, 25));
  },
};

export default command;
