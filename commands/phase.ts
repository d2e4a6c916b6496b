/** /phase [name:<autocomplete>] [lang] [public] — a phase, step or concept of the turn; no name: the whole turn. */
import { phaseEmbeds } from '../src/answer/render/discord.js';
import { phaseChoices } from '../src/rules/index.js';
import { answerErrorReply, embedsReply, LANG_CHOICES, names } from '../src/bot/reply.js';
import { isPrivate } from '../src/bot/reply.js';
import { OptionType, type CommandModule } from '../src/bot/types.js';

const command: CommandModule = {
  definition: {
    ...names('phase', '阶段', 'A phase, step or timing concept of the turn', '回合中的阶段、步骤或时点概念'),
    type: 1,
    options: [
      { type: OptionType.String, ...names('name', '名称', 'Phase or step (empty: the whole turn)', '阶段或步骤（不填：整个回合）'), autocomplete: true, max_length: 200 },
      { type: OptionType.String, ...names('lang', '语言', 'Language of the answer', '回答的语言'), choices: LANG_CHOICES },
      { type: OptionType.Boolean, ...names('public', '公开', 'Show the answer to everyone in the channel', '让频道里所有人都看到回答') },
    ],
  },
  ephemeral: (ctx) => isPrivate(ctx),
  handle(ctx) {
    const name = ctx.options.get('name');
    const answer = ctx.app.judge.phase(typeof name === 'string' && name.trim() ? name : null, { lang: ctx.lang });
    if (!answer.ok) return answerErrorReply(answer, ctx.lang);
    return embedsReply(phaseEmbeds(answer, ctx.lang), ctx.lang, isPrivate(ctx));
  },
  autocomplete(ctx) {
    if (ctx.focused?.name !== 'name') return [];
    // The turn reference's own choices ("抽卡阶段 · Draw Phase"): one per phase, step or concept, each
    // value a name /phase accepts.
    return phaseChoices(ctx.focused.value, 25);
  },
};

export default command;
