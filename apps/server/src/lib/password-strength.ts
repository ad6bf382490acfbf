import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { userMessages } from '@sarafi/core';
import { badRequest } from './errors';

/**
 * zxcvbn's score 3 means an estimated 10^8 guesses or more ('safely unguessable' against throttled online guessing,
 * and some hours per password against a stolen argon2id hash); below it are the common passwords ('password',
 * '12345678'), keyboard runs, repeats (eight spaces) and a word with a year or digits appended ('kabul2024').
 */
export const minimumPasswordScore = 3;

/** Words an attacker of this shop would try first, besides the user's own name and email. */
const shopWords = ['sarafi', 'hawala', 'afghanistan', 'kabul', 'exchange'];

let estimator: ZxcvbnFactory | undefined;

/**
 * The reason a password is refused, or undefined when it may be used. Built on first use: the dictionaries are
 * large, which is also why this runs on the server only and the form shows the server's message.
 */
export function passwordWeakness(password: string, personal: (string | null | undefined)[] = []): string | undefined {
  // Past 100 characters a password is long enough; the cap keeps one check to a few milliseconds.
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: 100 });
  const inputs = [...shopWords, ...personal.filter((v): v is string => Boolean(v)).flatMap((v) => [v, ...v.split(/[@.\s_-]+/)])];
  return estimator.check(password, inputs).score < minimumPasswordScore ? userMessages.passwordTooWeak : undefined;
}

/** Refuses (400) a password that is too easy to guess, naming why. */
export function assertStrongPassword(password: string, personal: (string | null | undefined)[] = []) {
  const weakness = passwordWeakness(password, personal);
  if (weakness) throw badRequest(weakness, 'user.passwordTooWeak');
}
