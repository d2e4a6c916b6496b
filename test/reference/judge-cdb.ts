// One set of helpers for the rules-reference tests lives in ./judge.ts; this name is kept for chapter
// files written against it.
export * from './judge.js';
