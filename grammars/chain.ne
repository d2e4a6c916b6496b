# The chain notation (../shared/spec/notation.md, "Forms that must parse").
#
# Tokens come from src/notation/lexer.ts: moo pieces joined by a short context pass, so a bare name
# with spaces (冥王龙 断罪神) arrives as ONE %name token. Every choice below is decided by the next
# token's type, which keeps the grammar unambiguous by construction: the raw parser returns exactly
# one result for every valid input (test/notation/grammar.test.ts checks that).
#
# Lists are built as cons cells (b.cons) and turned into arrays once (b.list): Earley may extend one
# partial list in several ways, so cells must never be mutated, and copying arrays would be O(n²).
#
# Actions (src/notation/build.ts) build the raw tree; index.ts checks what needs a precise message
# (link numbering, card states, the turn player) instead of rejecting inside the grammar.

@preprocessor typescript

@{%
import { lexer, anyCard as anyCardMatcher } from '../lexer.js';
import * as b from '../build.js';
// nearleyc declares each %name it sees (`declare var anyCard: any`): that name gets the matcher.
var anyCard: any = anyCardMatcher;
%}

@lexer lexer

# A situation block (optional), then a chain or one action.
input ->
    situation:? links   {% (d) => b.chainInput(d[0], b.list(d[1])) %}
  # SIT-THEN-CHAIN (issue 16): chains one after another, joined by 然后 / then — each next chain starts from
  # the board and the turn the one before left. The then token decides, so this stays one parse.
  | situation:? links more  {% (d) => b.chainsInput(d[0], b.list(d[1]), b.list(d[2])) %}
  | situation:? action  {% (d) => b.actionInput(d[0], d[1]) %}
  # SIT-THEN-ACTION (review s47): chains, then an action after the last then word (`C1 … 然后 表示形式变更 X`) — judged on the board they
  # left. An action starts with %verb, a chain with %marker: the token after %then decides, so this stays one parse.
  | situation:? links %then action        {% (d) => b.chainsThenAction(d[0], b.list(d[1]), [], d[3]) %}
  | situation:? links more %then action   {% (d) => b.chainsThenAction(d[0], b.list(d[1]), b.list(d[2]), d[4]) %}
  # Form 14: an action, then the chain built in the window it opens. A link marker can only start
  # the links (an action's parts never begin with one), so this stays one parse.
  | situation:? action links  {% (d) => b.actionInput(d[0], d[1], b.list(d[2])) %}
  # Issue 16 (攻守计算): a situation alone, then 伤害计算 / 攻守计算: the numbers as they stand (ATK/DEF,
  # the damage calculation of its attack), with no chain or action. Its own rule: a separate form.
  | ask  {% id %}
  | later  {% id %}

ask -> situation %ask  {% (d) => b.askInput(d[0], d[1]) %}

# ------------------------------------------------------------------ a duration ending (issue 16, r16sb)
# `… 回合结束后` / `… 伤害计算后` as the last word, after a chain or a situation alone: the numbers once that
# duration has ended (CH-STAT-DURATION-END). The lexer emits %later only as the input's last piece, so this
# stays one parse: links and a situation end where it starts.
later ->
    situation:? links %later  {% (d) => b.laterInput(d[0], b.list(d[1]), d[2]) %}
  | situation:? links more %later  {% (d) => b.laterInput(d[0], b.list(d[1]), d[3], b.list(d[2])) %}
  | situation %later          {% (d) => b.laterInput(d[0], [], d[1]) %}

# SIT-THEN-CHAIN: the chains after the first, each after its then word.
more ->
    %then links        {% (d) => b.one(b.list(d[1])) %}
  | more %then links   {% (d) => b.cons(d[0], b.list(d[2])) %}

# ------------------------------------------------------------------ chain links

links ->
    link          {% (d) => b.one(d[0]) %}
  | links link    {% (d) => b.cons(d[0], d[1]) %}

# C2 B:我身作盾#1 → C1 [支付1500]
# The optional controller, the card and the effect number are tokens, not rules of their own: a
# wrapping rule costs the Earley parser more states at every link (the notation's hottest path).
# %anyCard is one token matcher for a card name, a quoted name or a passcode (lexer.ts).
link -> %marker %ctrl:? %anyCard %eff:? tail
    {% (d) => b.link(d[0], d[1], b.card(d[2]), d[3], d[4]) %}

# Notes may stand before or after the targets; without an arrow they all belong to the last group.
tail ->
    notes                        {% (d) => b.tail(b.list(d[0]), null, [], []) %}
  | notes %arrow targets notes   {% (d) => b.tail(b.list(d[0]), d[1], b.list(d[2]), b.list(d[3])) %}

notes ->
    null          {% () => null %}
  | notes %note   {% (d) => b.cons(d[0], b.note(d[1])) %}

targets ->
    target                {% (d) => b.one(d[0]) %}
  | targets %sep target   {% (d) => b.cons(d[0], d[2]) %}

# After an arrow, C<n> is a link reference: that link's card.
target ->
    %ctrl:? %anyCard   {% (d) => b.mention(d[0], b.card(d[1])) %}
  | %ctrl:? %marker    {% (d) => b.mention(d[0], b.linkRef(d[1])) %}

mention -> %ctrl:? %anyCard  {% (d) => b.mention(d[0], b.card(d[1])) %}

mentions ->
    mention                {% (d) => b.one(d[0]) %}
  | mentions %sep mention  {% (d) => b.cons(d[0], d[2]) %}

# ------------------------------------------------------------------ situation block

situation -> %lbrace items %rbrace  {% (d) => b.situation(d[0], b.list(d[1]), d[2]) %}

# Items follow each other directly (a key starts the next one) or with ; between.
items ->
    null          {% () => null %}
  | items item    {% (d) => b.cons(d[0], d[1]) %}
  | items %semi   {% (d) => d[0] %}

item ->
    %key_turn %name                      {% (d) => b.turnItem(d[0], d[1]) %}
  | %key_phase phaseName                 {% (d) => b.phaseItem(d[0], d[1]) %}
  | %key_attack mention                  {% (d) => b.attackItem(d[0], d[1], null) %}
  | %key_attack mention %arrow mention   {% (d) => b.attackItem(d[0], d[1], d[3]) %}
  | %key_zone zoneCards                  {% (d) => b.zoneItem(d[0], b.list(d[1])) %}
  | %key_hand_en zoneCards               {% (d) => b.zoneItem(d[0], b.list(d[1])) %}
  | %key_hand_en %num                    {% (d) => b.numberItem('hand-size', d[0], d[1]) %}
  | %key_handsize %num                   {% (d) => b.numberItem('hand-size', d[0], d[1]) %}
  | %key_lp lpValue                      {% (d) => b.numberItem('lp', d[0], d[1]) %}
  | %key_history historyEntries          {% (d) => b.historyItem(d[0], b.list(d[1])) %}
  # CH-LINGERING-LOCK-LAST-TURN: `上回合: A:镜鸣的武神` — activations of the turn before, written as `本回合:` entries are.
  | %key_last_turn historyEntries        {% (d) => b.historyItem(d[0], b.list(d[1]), true) %}

phaseName -> %name {% id %} | %num {% id %}
lpValue -> %num {% id %} | %passcode {% id %}

# An empty list: the zone is known to be empty.
zoneCards ->
    null                       {% () => null %}
  | zoneCard                   {% (d) => b.one(d[0]) %}
  | zoneCards1 %sep zoneCard   {% (d) => b.cons(d[0], d[2]) %}

zoneCards1 ->
    zoneCard                   {% (d) => b.one(d[0]) %}
  | zoneCards1 %sep zoneCard   {% (d) => b.cons(d[0], d[2]) %}

# 魂之纲(盖): the note holds the card's states.
zoneCard ->
    %anyCard         {% (d) => b.zoneCard(b.card(d[0]), null) %}
  | %anyCard %note   {% (d) => b.zoneCard(b.card(d[0]), d[1]) %}
  # A count after the state (s56): `羊衍生物(守)×2`, the count after the state note (the lexer emits %count only there).
  | %anyCard %note %count   {% (d) => b.zoneCard(b.card(d[0]), d[1], d[2]) %}

# Added (issue 16): what happened earlier this turn — `本回合: A:混沌帝龙#1(效果无效), B:解码语者(特殊召唤)`.
# An entry is a card with its controller, the effect number and notes saying what it was and how it
# ended; index.ts reads the notes (an unknown word gets a precise message).
historyEntries ->
    historyEntry                        {% (d) => b.one(d[0]) %}
  | historyEntries %sep historyEntry    {% (d) => b.cons(d[0], d[2]) %}

historyEntry -> %ctrl:? %anyCard %eff:? notes
    {% (d) => b.historyEntry(d[0], b.card(d[1]), d[2], b.list(d[3])) %}

# ------------------------------------------------------------------ action

# 上级召唤 光帝 克赖斯 解放 三眼怪 (效果)
action -> %verb mention tributes:? attackTarget:? notes
    {% (d) => b.action(d[0], d[1], d[2], d[3], b.list(d[4])) %}

tributes -> %tribute mentions    {% (d) => [d[0], b.list(d[1])] %}
attackTarget -> %arrow mention   {% (d) => [d[0], d[1]] %}
