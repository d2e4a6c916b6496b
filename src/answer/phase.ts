/**
 * The answer for `phase` (../shared/spec/output.md): one entry of the turn reference, the turn at a
 * glance when no name is given, or an `unknown-phase` error that lists valid names, closest first.
 * Words stay `Text` here; `localize` picks the reader's language later.
 */
import { t, type Text } from '../i18n/text.js';
import { findPhase, turnOverview, type TurnNode } from '../rules/index.js';
import type { ErrorAnswer, PhaseAnswer, TurnAnswer } from './types.js';

type TurnChild = TurnAnswer<Text>['turn'][number]['children'][number];

function child(n: TurnNode): TurnChild {
  return { id: n.id, title: n.title, children: n.children.map(child) };
}

export function phaseAnswer(name: string | null): PhaseAnswer<Text> | TurnAnswer<Text> | ErrorAnswer<Text> {
  if (name === null || name.trim() === '') {
    return { ok: true, turn: turnOverview().map((n) => ({ id: n.id, title: n.title, children: n.children.map(child) })) };
  }
  const found = findPhase(name);
  if (!found.ok) {
    const list = found.suggestions.join('、');
    // English readers get the English title next to a Chinese name (准备阶段 (Standby Phase)).
    const listEn = found.suggestions
      .map((n) => {
        const hit = findPhase(n);
        return hit.ok && /[\u4e00-\u9fff]/.test(n) ? `${n} (${hit.entry.title.en})` : n;
      })
      .join(', ');
    return {
      ok: false,
      error: {
        kind: 'unknown-phase',
        message: t(
          `没有叫「${name.trim()}」的阶段、步骤或规则概念。可以试试：${list}。不带名字输入 phase 可以查看整个回合。`,
          `No phase, step or rule concept is called "${name.trim()}". Try one of: ${listEn}. Type phase with no name to see the whole turn.`,
        ),
        offset: null,
        expected: [],
        suggestions: found.suggestions,
        caret: null,
      },
    };
  }
  const e = found.entry;
  return {
    ok: true,
    id: e.id,
    kind: e.kind,
    title: e.title,
    names: [...e.names],
    parent: e.parent,
    children: [...e.children],
    sections: e.sections.map((s) => ({ heading: s.heading, text: s.text })),
    examples: e.examples.map((x) => ({ title: x.title, text: x.text, notation: x.notation })),
    seeAlso: found.seeAlso.map((s) => ({ id: s.id, title: s.title, why: s.why })),
  };
}
