/**
 * The bot's one logging function: a line on standard error, the token removed. Everything the bot
 * logs (store outages, refused replays, dropped interactions) goes through the function made here and
 * passed around as `app.log`, so a structured logger can replace it in this one place.
 */
import { redact } from './config.js';

export type Log = (message: string) => void;

export function createLog(token: string | null | undefined): Log {
  return (message) => console.error(`[ocg-judge] ${redact(message, token)}`);
}
