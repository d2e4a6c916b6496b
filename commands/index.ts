/** Every slash command, one file each; the router and `npm run deploy-commands` read this list. */
import type { CommandModule } from '../src/bot/types.js';
import chain from './chain.js';
import judge from './judge.js';
import phase from './phase.js';
import card from './card.js';
import settings from './settings.js';
import deck from './deck.js';
import help from './help.js';

export const commands: CommandModule[] = [chain, judge, phase, card, settings, deck, help];
