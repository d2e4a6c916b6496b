/**
 * /settings — the server's and channels' settings, kept in the state store:
 *  - language [value] [scope]: the answer language for this channel or the whole server. Without a
 *    value it shows the current settings. Order of precedence for an answer: the command's lang option,
 *    the channel's setting (in a thread: the thread's, else its channel's), the server's, the server's
 *    locale, the user's Discord locale. Server: Manage Server; channel: Manage Channels (DM: anyone).
 *  - visibility [mode] [role]: whether answers are private (default), public, or public when a member
 *    with the judge role asks — so a judge answers both players at once. Manage Server.
 *  - wipe confirm:true: deletes everything stored for this server (settings, live chains, the data
 *    behind answer buttons). Manage Server. See PRIVACY.md.
 *
 * The command is registered with default_member_permissions = Manage Server, so Discord shows it only
 * to members who have it (a server can grant it to others in Server Settings → Integrations); the
 * checks below still hold whatever the server configured.
 */
import type { Lang } from '../src/i18n/text.js';
import { LANG_CHOICES, names, textError } from '../src/bot/reply.js';
import { OptionType, Permission, type CommandModule, type Context, type Reply } from '../src/bot/types.js';
import type { Visibility } from '../src/store/index.js';
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

const OptionRole = 8;

function mayManageServer(ctx: Context): boolean {
  const p = ctx.permissions ?? 0n;
  return (p & Permission.ManageGuild) !== 0n || (p & Permission.Administrator) !== 0n;
}

function visibilityText(v: Visibility | undefined, en: boolean): string {
  if (!v || v.mode === 'private') return en ? 'private (only whoever asked sees the answer)' : '仅提问者可见';
  if (v.mode === 'public') return en ? 'public (everyone in the channel sees answers)' : '公开（频道里所有人都能看到回答）';
  return en ? `public when a member with the judge role (id ${v.roleId}) asks, private otherwise` : `拥有裁判身份组（id ${v.roleId}）的成员提问时公开，其他人仅自己可见`;
}

async function visibility(ctx: Context): Promise<Reply> {
  const en = ctx.lang === 'en';
  if (!ctx.guildId) return textError(ctx.lang, '可见性是服务器设置，私信里没有。', 'Visibility is a server setting; there is none in a DM.');
  const mode = ctx.options.get('mode');
  const role = ctx.options.get('role');
  if (mode === undefined) {
    const v = await ctx.app.state.getVisibility(ctx.guildId);
    return { kind: 'message', ephemeral: true, messages: [{ content: (en ? 'Answers here: ' : '本服务器的回答：') + visibilityText(v, en) }] };
  }
  if (!mayManageServer(ctx)) return textError(ctx.lang, '修改服务器设置需要“管理服务器”权限。', 'Changing the server setting needs the Manage Server permission.');
  let v: Visibility;
  if (mode === 'role') {
    if (typeof role !== 'string' || !/^\d{5,25}$/.test(role)) {
      return textError(ctx.lang, '“裁判身份组”模式需要选择一个身份组：/settings visibility mode:裁判身份组 role:@裁判', 'The judge-role mode needs a role: /settings visibility mode:judge-role role:@Judge');
    }
    v = { mode: 'role', roleId: role };
  } else v = { mode: mode === 'public' ? 'public' : 'private' };
  await ctx.app.state.setVisibility(ctx.guildId, v.mode === 'private' ? null : v);
  return { kind: 'message', ephemeral: true, messages: [{ content: (en ? 'Answers here are now ' : '本服务器的回答现在') + visibilityText(v, en) + (en ? '. The public option of a command still decides for that answer.' : '。命令的“公开”选项仍可逐次决定。') }] };
}

async function wipe(ctx: Context): Promise<Reply> {
  const en = ctx.lang === 'en';
  if (!ctx.guildId) return textError(ctx.lang, '这个命令删除服务器的数据，只能在服务器里使用。', "This command deletes a server's data; use it in the server.");
  if (!mayManageServer(ctx)) return textError(ctx.lang, '删除服务器的数据需要“管理服务器”权限。', "Deleting the server's data needs the Manage Server permission.");
  if (ctx.options.get('confirm') !== true) {
    return textError(ctx.lang, '这会删除本服务器的所有设置和进行中的连锁。确认请用 /settings wipe confirm:True。', "This deletes every setting and live chain of this server. To confirm: /settings wipe confirm:True.");
  }
  const n = await ctx.app.state.wipeGuild(ctx.guildId);
  ctx.app.logger?.info({ event: 'guild-wipe', guild: ctx.guildId, records: n, by: ctx.userId }, 'server data wiped');
  return {
    kind: 'message',
    ephemeral: true,
    messages: [{ content: en ? `Deleted everything stored for this server (${n} records): settings, live chains, answer buttons.` : `已删除本服务器的全部数据（${n} 条）：设置、进行中的连锁、回答按钮的数据。` }],
  };
}

const command: CommandModule = {
  definition: {
    ...names('settings', '设置', 'Bot settings for this server or channel', '本服务器或频道的机器人设置'),
    type: 1,
    // Manage Server (1 << 5): Discord shows the command to members with it; servers may change that.
    default_member_permissions: String(Permission.ManageGuild),
    // Installed to a server only (a user install has no server to configure); in servers and the bot's DM.
    integration_types: [0],
    contexts: [0, 1],
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
        ...names('visibility', '可见性', 'Who sees answers by default in this server (empty: show)', '本服务器的回答默认谁能看到（不填：显示当前设置）'),
        options: [
          {
            type: OptionType.String,
            ...names('mode', '模式', 'Private, public, or public for a judge role', '仅自己可见、公开、或裁判身份组提问时公开'),
            choices: [
              { name: '仅自己可见（默认）', name_localizations: { 'en-US': 'Private (default)' }, value: 'private' },
              { name: '公开', name_localizations: { 'en-US': 'Public' }, value: 'public' },
              { name: '裁判身份组提问时公开', name_localizations: { 'en-US': 'Public for a judge role' }, value: 'role' },
            ],
          },
          { type: OptionRole, ...names('role', '身份组', 'The judge role (for that mode)', '裁判身份组（该模式使用）') },
        ],
      },
      {
        type: OptionType.Subcommand,
        ...names('wipe', '删除数据', "Delete everything the bot stores for this server", '删除机器人为本服务器保存的所有数据'),
        options: [
          { type: OptionType.Boolean, ...names('confirm', '确认', 'Yes, delete it', '确认删除'), required: true },
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
  stateful: true,
  async handle(ctx): Promise<Reply> {
    if (ctx.subcommand === 'visibility') return visibility(ctx);
    if (ctx.subcommand === 'wipe') return wipe(ctx);
    const { state } = ctx.app;
    const scope = ctx.options.get('scope') === 'guild' ? 'guild' : 'channel';
    const value = ctx.options.get('value');
    const id = scope === 'guild' ? ctx.guildId : ctx.channelId;
    if (ctx.subcommand === 'image') return imageSetting(ctx);
    if (ctx.subcommand !== 'language') return textError(ctx.lang, '未知的设置。', 'Unknown setting.');
    if (!id) return textError(ctx.lang, '这里没有服务器设置（私信只有频道设置）。', 'There are no server settings here (a DM has channel settings only).');

    if (value === undefined) {
      const ch = ctx.channelId ? await state.getLanguage('channel', ctx.channelId) : undefined;
      const parent = ctx.parentChannelId ? await state.getLanguage('channel', ctx.parentChannelId) : undefined;
      const gu = ctx.guildId ? await state.getLanguage('guild', ctx.guildId) : undefined;
      const en = ctx.lang === 'en';
      const show = (l: Lang | undefined) => (l ? LANG_NAME[l][en ? 1 : 0] : en ? 'not set' : '未设置');
      // In a thread: the thread's own setting, then its channel's.
      const threadLines = ctx.parentChannelId ? (en ? [`This thread: ${show(ch)}`, `Its channel: ${show(parent)}`] : [`本讨论串：${show(ch)}`, `所属频道：${show(parent)}`]) : null;
      const lines = en
        ? [...(threadLines ?? [`Channel: ${show(ch)}`]), `Server: ${show(gu)}`, "Otherwise the server's locale, then each user's Discord language."]
        : [...(threadLines ?? [`频道：${show(ch)}`]), `服务器：${show(gu)}`, '都未设置时使用服务器的语言区域，其次是每位用户的 Discord 语言。'];
      const text = lines.join('\n');
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
    await state.setLanguage(scope, id, lang, () => ctx.expiresAt);
    if (scope === 'channel' && ctx.guildId) await state.rememberChannel(ctx.guildId, id);
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
