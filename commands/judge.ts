/**
 * /judge — a live chain for a judge during a match, one per channel, kept in the state store (so it
 * survives a restart; it expires after hours without use). Its own command, because Discord cannot
 * run a command that also has subcommands: /judge start [situation] [turn], /judge add link,
 * /judge undo, /judge show, /judge resolve, /judge clear.
 *
 * Anyone in the channel may see it; changing it is for whoever started it, or a member who may manage
 * messages there (the judges).
 */
import type { LiveChain } from '../src/store/index.js';
import { linksEmbed } from '../src/answer/render/discord.js';
import { answerErrorReply, completeLastCard, embedsReply, LANG_CHOICES, names, textError, TURN_CHOICES } from '../src/bot/reply.js';
import { OptionType, Permission, type CommandModule, type Context, type Reply } from '../src/bot/types.js';
import { chainReply } from './chain.js';
import { attachPicture, wantsImage } from '../src/bot/picture.js';

const MARKER = /^\s*(?:C|c|CHAIN|Chain|chain|连锁|Ｃ)\s*[0-9０-９]+\s*/;
const MARKER_INSIDE = /(?:^|\s)(?:C|c|CHAIN|Chain|chain|连锁|Ｃ)\s*[0-9０-９]+(?=\s|[A-Za-z\u4e00-\u9fff《「『"]|$)/;
const SITUATION_MAX = 2000;
const LINK_MAX = 500;
const MAX_LINKS = 60;

/** The notation of a live chain (plus one more link, to try it before adding). */
export function compose(chain: LiveChain, extra?: string): string {
  const links = extra !== undefined ? [...chain.links, extra] : chain.links;
  return [chain.situation ?? '', ...links.map((l, i) => `C${i + 1} ${l}`)].filter(Boolean).join(' ');
}

function canChange(ctx: Context, chain: LiveChain): boolean {
  if (chain.owner === ctx.userId) return true;
  const p = ctx.permissions;
  return p !== null && ((p & Permission.ManageMessages) !== 0n || (p & Permission.Administrator) !== 0n);
}

function turnOf(chain: LiveChain): 'A' | 'B' | undefined {
  return chain.turn ?? undefined;
}

function summary(ctx: Context, chain: LiveChain, title: string, image = false): Reply {
  const en = ctx.lang === 'en';
  if (!chain.links.length) {
    return embedsReply(
      [{ title, color: 0x5865f2, description: en ? '(no links yet — /judge add)' : '（还没有连锁 —— 用 /judge add 加入）' }],
      ctx.lang,
      false,
    );
  }
  const answer = ctx.app.judge.chain(compose(chain), { lang: ctx.lang, turn: turnOf(chain) });
  if (!answer.ok) return answerErrorReply(answer, ctx.lang);
  if (!image) return embedsReply([linksEmbed(answer, ctx.lang, title)], ctx.lang, false);
  // The picture of the chain as it would resolve now.
  const pictured = attachPicture(answer, ctx.lang, [linksEmbed(answer, ctx.lang, title)]);
  const reply = embedsReply(pictured.embeds, ctx.lang, false);
  if (reply.kind === 'message' && pictured.files.length) reply.messages[0]!.files = pictured.files;
  return reply;
}

async function handle(ctx: Context): Promise<Reply> {
  const { state } = ctx.app;
  const lang = ctx.lang;
  const en = lang === 'en';
  const channel = ctx.channelId;
  if (!channel) return textError(lang, '这里不能使用 /judge。', '/judge cannot be used here.');
  const chain = await state.getChain(channel);
  const sub = ctx.subcommand;

  if (sub === 'start') {
    if (chain) {
      return textError(
        lang,
        `这个频道已有进行中的连锁（${chain.links.length} 个连锁块）。先用 /judge resolve 或 /judge clear。`,
        `This channel already has a live chain (${chain.links.length} links). Use /judge resolve or /judge clear first.`,
      );
    }
    const situation = String(ctx.options.get('situation') ?? '').trim();
    if (situation.length > SITUATION_MAX) return textError(lang, '局面描述太长。', 'The situation is too long.');
    const turn = ctx.options.get('turn');
    const now = Date.now();
    const fresh: LiveChain = {
      links: [],
      situation: situation || null,
      turn: turn === 'A' || turn === 'B' ? turn : null,
      owner: ctx.userId,
      startedAt: now,
      updatedAt: now,
    };
    await state.setChain(channel, fresh);
    return summary(ctx, fresh, en ? 'Live chain started' : '开始记录连锁');
  }

  if (!chain) {
    return textError(lang, '这个频道没有进行中的连锁。用 /judge start 开始。', 'No live chain in this channel. Start one with /judge start.');
  }
  if (sub === 'show') return summary(ctx, chain, en ? `Live chain (${chain.links.length})` : `进行中的连锁（${chain.links.length}）`, await wantsImage(ctx));
  if (!canChange(ctx, chain)) {
    return textError(
      lang,
      '只有开始这个连锁的人或能管理消息的成员可以修改它。',
      'Only whoever started this chain, or a member who can manage messages, may change it.',
    );
  }

  if (sub === 'add') {
    const link = String(ctx.options.get('link') ?? '').replace(MARKER, '').trim();
    if (!link) return textError(lang, '请写一个连锁块，例如 B:我身作盾', 'Write one link, e.g. B:Solemn Judgment');
    if (link.length > LINK_MAX) return textError(lang, '这个连锁块太长。', 'That link is too long.');
    if (MARKER_INSIDE.test(link)) {
      return textError(lang, '一次只加入一个连锁块（不要写 C2 之类的标记）。', 'Add one link at a time (no C2-style marker inside).');
    }
    if (chain.links.length >= MAX_LINKS) return textError(lang, '连锁块太多了。', 'Too many links.');
    const answer = ctx.app.judge.chain(compose(chain, link), { lang, turn: turnOf(chain) });
    if (!answer.ok) return answerErrorReply(answer, lang);
    const next: LiveChain = { ...chain, links: [...chain.links, link], updatedAt: Date.now() };
    await state.setChain(channel, next);
    const n = next.links.length;
    return embedsReply([linksEmbed(answer, lang, en ? `C${n} added` : `加入 C${n}`)], lang, false);
  }

  if (sub === 'undo') {
    if (!chain.links.length) return textError(lang, '没有可撤销的连锁块。', 'There is no link to undo.');
    const next: LiveChain = { ...chain, links: chain.links.slice(0, -1), updatedAt: Date.now() };
    await state.setChain(channel, next);
    return summary(ctx, next, en ? `C${chain.links.length} removed` : `撤销 C${chain.links.length}`);
  }

  if (sub === 'resolve') {
    if (!chain.links.length) return textError(lang, '连锁还是空的。', 'The chain is still empty.');
    const reply = await chainReply(ctx, compose(chain), turnOf(chain), false, en ? 'Live chain resolved' : '连锁处理', await wantsImage(ctx));
    // Keep the chain when the answer is an error, so the judge can fix it with /judge undo.
    if (!(reply.kind === 'message' && reply.ephemeral)) await state.deleteChain(channel);
    return reply;
  }

  if (sub === 'clear') {
    await state.deleteChain(channel);
    return { kind: 'message', ephemeral: false, messages: [{ content: en ? 'Live chain cleared.' : '已清除进行中的连锁。' }] };
  }
  return textError(lang, '未知的子命令。', 'Unknown subcommand.');
}

const langOption = { type: OptionType.String, ...names('lang', '语言', 'Language of the answer', '回答的语言'), choices: LANG_CHOICES };
const imageOption = { type: OptionType.Boolean, ...names('image', '图片', 'Attach a picture of the chain (default: the server setting)', '附上连锁的图片（默认：服务器设置）') };

const command: CommandModule = {
  definition: {
    ...names('judge', '裁判', 'A live chain for a judge during a match (one per channel)', '比赛中裁判逐步记录的连锁（每个频道一个）'),
    type: 1,
    options: [
      {
        type: OptionType.Subcommand,
        ...names('start', '开始', 'Start a live chain in this channel', '在这个频道开始记录连锁'),
        options: [
          {
            type: OptionType.String,
            ...names('situation', '局面', 'The situation, e.g. {回合:A A场:三眼怪}', '局面，例如 {回合:A A场:三眼怪}'),
            max_length: SITUATION_MAX,
          },
          { type: OptionType.String, ...names('turn', '回合', 'Whose turn it is (default A)', '回合玩家（默认 A）'), choices: TURN_CHOICES },
          langOption,
        ],
      },
      {
        type: OptionType.Subcommand,
        ...names('add', '加入', 'Add the next chain link', '加入下一个连锁块'),
        options: [
          {
            type: OptionType.String,
            ...names('link', '连锁块', 'One link, e.g. B:我身作盾 or A:旋风→C1', '一个连锁块，例如 B:我身作盾 或 A:旋风→C1'),
            required: true,
            autocomplete: true,
            max_length: LINK_MAX,
          },
          langOption,
        ],
      },
      { type: OptionType.Subcommand, ...names('undo', '撤销', 'Remove the last chain link', '撤销最后一个连锁块'), options: [langOption] },
      { type: OptionType.Subcommand, ...names('show', '显示', 'Show the live chain', '显示进行中的连锁'), options: [langOption, imageOption] },
      { type: OptionType.Subcommand, ...names('resolve', '处理', 'Resolve the live chain and end it', '处理并结束这个连锁'), options: [langOption, imageOption] },
      { type: OptionType.Subcommand, ...names('clear', '清除', 'Discard the live chain', '放弃这个连锁'), options: [langOption] },
    ],
  },
  ephemeral: () => false,
  handle,
  autocomplete(ctx) {
    if (ctx.focused?.name !== 'link') return [];
    return completeLastCard(ctx.focused.value, (p, n) => ctx.app.judge.suggestCards(p, n));
  },
};

export default command;
