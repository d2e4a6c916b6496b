import { it } from 'vitest';
import { referenceJudge } from './reference/judge.js';
it('d', () => { const j: any = referenceJudge(); const r = j.catalog.resolve(process.env.CARD!); console.log(JSON.stringify(r.card?.effects ?? r, null, 0)); });
