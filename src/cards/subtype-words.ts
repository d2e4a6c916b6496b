/**
 * The card types and subtypes (src/cards/facts.ts `type.subtypes`) in the words players read on a card —
 * 「效果·调整」, "Effect Tuner" — for the answer's card lines and for the engine's phrases that say what a card
 * must be (「对方场上的表侧表示的效果怪兽」). Card vocabulary, kept with the facts it names.
 */
export const SUBTYPE_WORDS: Readonly<Record<string, { zh: string; en: string }>> = {
  normal: { zh: '通常', en: 'Normal' }, effect: { zh: '效果', en: 'Effect' }, fusion: { zh: '融合', en: 'Fusion' }, ritual: { zh: '仪式', en: 'Ritual' },
  'trap-monster': { zh: '陷阱怪兽', en: 'Trap Monster' }, spirit: { zh: '灵魂', en: 'Spirit' }, union: { zh: '同盟', en: 'Union' }, gemini: { zh: '二重', en: 'Gemini' },
  tuner: { zh: '调整', en: 'Tuner' }, synchro: { zh: '同调', en: 'Synchro' }, token: { zh: '衍生物', en: 'Token' }, quickplay: { zh: '速攻', en: 'Quick-Play' },
  continuous: { zh: '永续', en: 'Continuous' }, equip: { zh: '装备', en: 'Equip' }, field: { zh: '场地', en: 'Field' }, counter: { zh: '反击', en: 'Counter' },
  flip: { zh: '反转', en: 'Flip' }, toon: { zh: '卡通', en: 'Toon' }, xyz: { zh: '超量', en: 'Xyz' }, pendulum: { zh: '灵摆', en: 'Pendulum' },
  'special-summon': { zh: '特殊召唤', en: 'Special Summon' }, link: { zh: '连接', en: 'Link' },
};

/** The monster types a filter may ask for (before 「怪兽」): the subtypes above that are kinds of monster. */
export const MONSTER_TYPES: readonly string[] = ['normal', 'effect', 'fusion', 'ritual', 'spirit', 'union', 'gemini', 'tuner', 'synchro', 'flip', 'toon', 'xyz', 'pendulum', 'link'];
