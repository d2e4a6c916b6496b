/**
 * Rule ids of the trigger windows (时点). Each id is a row of test/RULES.md ("Trigger windows"), with
 * its source and the test that checks it. The window's reasons say which rule put an effect where.
 */
export const W = {
  // ── what opens, in what order ───────────────────────────────────────────────────────────────────
  CHAIN_END_ORDER: 'WIN-CHAIN-END-ORDER',
  CONTINUOUS_FIRST: 'WIN-CONTINUOUS-FIRST',
  RULE_TO_GY: 'WIN-RULE-TO-GY',
  ACTION_KIND: 'WIN-ACTION-KIND',
  // ── which effects qualify ───────────────────────────────────────────────────────────────────────
  EVENT_OF_THIS: 'WIN-EVENT-OF-THIS',
  SUBJECT: 'WIN-SUBJECT',
  FROM_PLACE: 'WIN-FROM-PLACE',
  CAUSE_BY: 'WIN-CAUSE-BY',
  COUNTER_TRAP: 'WIN-BY-COUNTER-TRAP',
  WHERE_IT_IS: 'WIN-WHERE-IT-IS',
  MOVED_AFTER: 'WIN-MOVED-AFTER',
  ALREADY_APPLYING: 'WIN-ALREADY-APPLYING',
  FACE_DOWN: 'WIN-FACE-DOWN',
  QUICK_NOT_TRIGGER: 'WIN-QUICK-NOT-TRIGGER',
  TRIBUTE_IS_EVENT: 'WIN-TRIBUTE-EVENT',
  /** 「上级召唤成功时」: only a Tribute Summon with enough tributes meets it. */
  TRIBUTE_COUNT: 'WIN-TRIBUTE-COUNT',
  ONCE_USED: 'WIN-OPT-USED',
  CONDITION: 'WIN-CONDITION',
  /** A board condition (「自己场上没有卡存在」) is read on the board as the window opens. */
  CONDITION_BOARD: 'WIN-CONDITION-BOARD',
  TARGET_NEEDED: 'WIN-TARGET-NEEDED',
  OPT_NAME: 'WIN-OPT-NAME',
  // ── SEGOC 同时诱发的排列 ─────────────────────────────────────────────────────────────────────────
  SEGOC_ORDER: 'WIN-SEGOC-ORDER',
  SEGOC_GROUP: 'WIN-SEGOC-GROUP',
  SEGOC_HAND_HIDDEN: 'WIN-SEGOC-HAND-HIDDEN',
  SEGOC_MANDATORY_QUICK: 'WIN-SEGOC-MANDATORY-QUICK',
  SEGOC_FLIP: 'WIN-SEGOC-FLIP',
  SEGOC_SPEED2_EVENT: 'WIN-SEGOC-SPEED2-EVENT',
  ST_ACTIVATION_PLACE: 'WIN-ST-ACTIVATION-PLACE',
  SELF_SS_ONE: 'WIN-SELF-SS-ONE',
  // ── missed timing 错过时点 ──────────────────────────────────────────────────────────────────────
  MISS_WHEN_LAST: 'WIN-MISS-WHEN',
  MISS_IF_NEVER: 'WIN-MISS-IF-NEVER',
  MISS_MANDATORY_NEVER: 'WIN-MISS-MANDATORY-NEVER',
  MISS_THEN: 'WIN-MISS-THEN',
  MISS_LATER_LINK: 'WIN-MISS-LATER-LINK',
  MISS_NEGATED_LINK: 'WIN-MISS-NEGATED-LINK',
  MISS_EFFECT_NEGATED_LINK: 'WIN-MISS-EFFECT-NEGATED-LINK',
  MISS_COST: 'WIN-MISS-COST',
  MISS_TRIBUTE: 'WIN-MISS-TRIBUTE',
  MISS_SPEED2: 'WIN-MISS-SPEED2',
  MISS_FLIP_NEVER: 'WIN-MISS-FLIP-NEVER',
  // ── priority 优先权 ─────────────────────────────────────────────────────────────────────────────
  PRIORITY_TURN_PLAYER: 'WIN-PRIORITY-TP',
  SET_PRIORITY: 'WIN-SET-PRIORITY', // a Set (盖放) starts no chain and keeps the turn player's priority
  PRIORITY_AFTER_SEGOC: 'WIN-PRIORITY-AFTER-SEGOC',
  PRIORITY_PHASE_END: 'WIN-PRIORITY-PHASE-END',
  TRIGGER_NO_PRIORITY: 'WIN-TRIGGER-NO-PRIORITY',
  IGNITION_C1_ONLY: 'WIN-IGNITION-C1',
  ATTACK_STOPS: 'WIN-ATTACK-STOPS',
  REPLAY: 'WIN-REPLAY',
  // ── phases 阶段 ─────────────────────────────────────────────────────────────────────────────────
  DAMAGE_STEP: 'WIN-DAMAGE-STEP',
  TRIGGER_PHASE: 'WIN-TRIGGER-PHASE',
  HAND_SIZE_END_PHASE: 'WIN-HAND-SIZE-END-TRIGGER',
  SUMMON_NEGATION_WINDOW: 'WIN-SUMMON-NEGATION',
  SUMMON_NEGATED: 'WIN-SUMMON-NEGATED',
} as const;

export type WindowRule = (typeof W)[keyof typeof W];
