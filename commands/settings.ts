/**
 * /settings language [value] [scope] — the answer language for this channel or the whole server
 * (kept in the state store). Without a value it shows the current settings. Order of precedence for
 * an answer: the command's lang option, the channel's setting, the server's, the user's Discord locale.
 * Changing the server's needs Manage Server; the channel's, Manage Channels (in a DM, anyone).
 */
import type { Lang } from '../src/i18n/text.js';
import { LANG_CHOICES, names, textError } from '../src/bot/reply.js';
import { OptionType, Permission, type CommandModule, type Context, type Reply } from '../src/bot/types.js';
import { getImageDefault, setImageDefault } from '../src/bot/picture.js';

/** /settings image [on|off|reset]: the server's default for /chain's `image` (Manage Server to change). */
async function imageSetting(ctx: Context): Promise<Reply> {
  const en = ctx.lang === 'en';
  if (!ctx.guildId) return textError(ctx.lang, '图片设置只对服务器有效。', 'The picture setting is per server.');
  const value = ctx.options.get('value');
  const say = (text: string): Reply => ({ kind: 'message', ephemeral: true, messages: [{ content: text }] });
  if (value === undefined) {
    const on = await getImageDefault(ctx.app.state, ctx.guildId);
    return say(en ? `/chain pictures in this server: ${on ? 'on' : 'off'}${on === undefined ? ' (default)' : ''}.` : `本服务器 /chain 的图片：${on ? '开' : '关'}${on === undefined ? '（默认）' : ''}。`);
  }
  const p = ctx.permissions ?? 0n;
  if ((p & Permission.ManageGuild) === 0n && (p & Permission.Administrator) === 0n) {
    return textError(ctx.lang, '修改服务器设置需要“管理服务器”权限。', 'Changing the server setting needs the Manage Server permission.');
  }
  const on = value === 'on' ? true : value === 'off' ? false : null;
  await setImageDefault(ctx.app.state, ctx.guildId, on);
  return say(en ? `/chain pictures in this server: ${on === null ? 'reset (off)' : on ? 'on' : 'off'}.` : `本服务器 /chain 的图片：${on === null ? '已恢复默认（关）' : on ? '开' : '关'}。`);
}

const LANG_NAME: Record<Lang, [string, string]> = { 'zh-CN': ['简体中文', 'Simplified Chinese'], en: ['英文', 'English'] };

const command: CommandModule = {
  definition: {
    ...names('settings', '设置', 'Bot settings for this server or channel', '本服务器或频道的机器人设置'),
    type: 1,
    options: [
      {
        type: OptionType.Subcommand,
        ...names('language', '语言', 'The answer language here (empty: show the settings)', '这里回答所用的语言（不填：显示当前设置）'),
        options: [
          {
            type: OptionType.String,
            ...names('value', '语言', 'Language, or reset', '语言，或恢复默认'),
            choices: [...LANG_CHOICES, { name: '恢复默认', name_localizations: { 'en-US': 'Reset' }, value: 'reset' }],
          },
          {
            type: OptionType.String,
            ...names('scope', '范围', 'This channel (default) or the whole server', '这个频道（默认）或整个服务器'),
            choices: [
              { name: '频道', name_localizations: { 'en-US': 'Channel' }, value: 'channel' },
              { name: '服务器', name_localizations: { 'en-US': 'Server' }, value: 'guild' },
            ],
          },
        ],
      },
      {
        type: OptionType.Subcommand,
        ...names('image', '图片', 'Attach a chain picture to /chain by default in this server', '本服务器的 /chain 默认是否附上连锁图片'),
        options: [
          {
            type: OptionType.String,
            ...names('value', '设置', 'On, off, or reset (empty: show the setting)', '开、关或恢复默认（不填：显示当前设置）'),
            choices: [
              { name: '开', name_localizations: { 'en-US': 'On' }, value: 'on' },
              { name: '关', name_localizations: { 'en-US': 'Off' }, value: 'off' },
              { name: '恢复默认', name_localizations: { 'en-US': 'Reset' }, value: 'reset' },
            ],
          },
        ],
      },
    ],
  },
  ephemeral: () => true,
  async handle(ctx): Promise<Reply> {
    const { state } = ctx.app;
    const scope = ctx.options.get('scope') === 'guild' ? 'guild' : 'channel';
    const value = ctx.options.get('value');
    const id = scope === 'guild' ? ctx.guildId : ctx.channelId;
    if (ctx.subcommand === 'image') return imageSetting(ctx);
    if (ctx.subcommand !== 'language') return textError(ctx.lang, '未知的设置。', 'Unknown setting.');
    if (!id) return textError(ctx.lang, '这里没有服务器设置（私信只有频道设置）。', 'There are no server settings here (a DM has channel settings only).');

    if (value === undefined) {
      const ch = ctx.channelId ? await state.getLanguage('channel', ctx.channelId) : undefined;
      const gu = ctx.guildId ? await state.getLanguage('guild', ctx.guildId) : undefined;
      const show = (l: Lang | undefined) => (l ? LANG_NAME[l][ctx.lang === 'en' ? 1 : 0] : ctx.lang === 'en' ? 'not set' : '未设置');
      const text =
        ctx.lang === 'en'
          ? `Channel: ${show(ch)}\nServer: ${show(gu)}\nOtherwise each user's Discord language is used.`
          : `频道：${show(ch)}\n服务器：${show(gu)}\n都未设置时使用每位用户的 Discord 语言。`;
      return { kind: 'message', ephemeral: true, messages: [{ content: text }] };
    }

    // In a guild, changing a setting needs the matching permission; in a DM the channel is the user's own.
    if (ctx.guildId) {
      const need = scope === 'guild' ? Permission.ManageGuild : Permission.ManageChannels;
      const p = ctx.permissions ?? 0n;
      if ((p & need) === 0n && (p & Permission.Administrator) === 0n) {
        return textError(
          ctx.lang,
          scope === 'guild' ? '修改服务器设置需要“管理服务器”权限。' : '修改频道设置需要“管理频道”权限。',
          scope === 'guild' ? 'Changing the server setting needs the Manage Server permission.' : 'Changing the channel setting needs the Manage Channels permission.',
        );
      }
    }
    const lang: Lang | null = value === 'en' ? 'en' : value === 'zh-CN' ? 'zh-CN' : null;
    await state.setLanguage(scope, id, lang);
    const shown = lang ?? ctx.lang;
    const where = scope === 'guild' ? (shown === 'en' ? 'this server' : '本服务器') : shown === 'en' ? 'this channel' : '本频道';
    const text = lang
      ? shown === 'en'
        ? `Answers in ${where} are now in ${LANG_NAME[lang][1]}.`
        : `${where}的回答语言已设为${LANG_NAME[lang][0]}。`
      : shown === 'en'
        ? `The language setting of ${where} was removed.`
        : `已清除${where}的语言设置。`;
    return { kind: 'message', ephemeral: true, messages: [{ content: text }] };
  },
};

export default command;
