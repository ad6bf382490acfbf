/**
 * A name as the screening compares it (docs/decisions.md, Compliance: sanctions screening): a list of folded tokens.
 * Two spellings of one name, in one script, fold to the same or nearly the same tokens:
 * - Arabic script: one letter for each of ي/ى/ی/ئ, ك/ک, ة/ۀ/ه and the hamza forms of alef and waw; no harakat,
 *   tatweel or joiners; the article ال dropped from a word's start;
 * - Latin: no case or diacritics; the transliteration pairs of Afghan and Arabic names folded (o/u, e/a, ee/i, ou/u,
 *   y/i, q/k, v/w, ph/f, doubled letters), so Mohammad, Muhammad and Mohammed are one token;
 * - both: particles (bin, ibn, al, ul, ud…) dropped, 'Abd' joined to the name after it and 'ud-Din' and 'Ullah' to
 *   the name before, however they were written (Abdul Rahman, Abd al-Rahman, Abdurrahman, عبد الرحمن, عبدالرحمن;
 *   Nasir ud-Din, Nasiruddin; Nur Ullah, Noorullah, نورالله).
 */
const arabicLetter = /[\u0600-\u06ff]/;
const arabicFolds: Record<string, string> = {
  '\u064a': '\u06cc', // ي → ی
  '\u0649': '\u06cc', // ى → ی
  '\u0626': '\u06cc', // ئ → ی
  '\u0643': '\u06a9', // ك → ک
  '\u0629': '\u0647', // ة → ه
  '\u06c0': '\u0647', // ۀ → ه
  '\u0623': '\u0627', // أ → ا
  '\u0625': '\u0627', // إ → ا
  '\u0622': '\u0627', // آ → ا
  '\u0671': '\u0627', // ٱ → ا
  '\u0624': '\u0648', // ؤ → و
};
/** Harakat, superscript alef, tatweel, the lone hamza, zero-width joiners and marks: nothing of a name's letters. */
const arabicSilent = /[\u064b-\u065f\u0670\u0640\u0621\u200e\u200f]|\u200c|\u200d/g;
const arabicFoldable = /[\u064a\u0649\u0626\u0643\u0629\u06c0\u0623\u0625\u0622\u0671\u0624]/g;
const latinMarks = /\p{M}/gu;
const separators = /[^\p{L}\p{N}]+/u;

const latinParticles = new Set(['bin', 'ibn', 'bint', 'ben', 'binti', 'al', 'el', 'ul', 'ud', 'ad', 'ar', 'as', 'ash', 'at', 'az', 'ur', 'uz', 'ibnu']);
const arabicParticles = new Set(['بن', 'ابن', 'بنت', 'ال']);
const arabicArticle = 'ال';
const arabicAbd = 'عبد';

/** The 'Abd' prefix however it is transliterated, and the vowels or article that join it to the next name. */
const latinAbd = /^abd(?:ul|ol|el|al|ur|ar|ir|u|e|o|a|i)?/;

/**
 * Folded words, remembered: a sheet of 100,000 names repeats its first names and many surnames, and folding is a
 * dozen passes over the word. Bounded, and emptied when full, as the screening index bounds its caches.
 */
const foldedWords = new Map<string, string>();
const foldedWordsLimit = 100_000;

function foldLatin(word: string): string {
  let folded = foldedWords.get(word);
  if (folded === undefined) {
    folded = foldLatinWord(word);
    if (foldedWords.size >= foldedWordsLimit) foldedWords.clear();
    foldedWords.set(word, folded);
  }
  return folded;
}

function foldLatinWord(token: string): string {
  let t = token
    .replaceAll('ee', 'i')
    .replaceAll('ou', 'u')
    .replaceAll('oo', 'u')
    .replaceAll('ay', 'ai')
    .replaceAll('ei', 'ai')
    .replaceAll('ph', 'f')
    .replaceAll('dj', 'j')
    .replaceAll('ck', 'k');
  t = t.replace(/q/g, 'k').replace(/v/g, 'w').replace(/o/g, 'u').replace(/e/g, 'a').replace(/(?<=.)y/g, 'i');
  return t.replace(/(.)\1+/g, '$1');
}

/** A final h after a vowel is not written in every transliteration: Fatimah and Fatima, Abdullah and Abdulla. */
const withoutFinalH = (token: string) => (token.length > 3 && /[aiu]h$/.test(token) ? token.slice(0, -1) : token);

/** Second halves of compound names, folded, as they are written apart; and as they end a word written whole. */
const latinSuffixWords: Record<string, string> = { din: 'din', udin: 'din', adin: 'din', ulah: 'lah', ula: 'lah', alah: 'lah', ala: 'lah' };
const latinSuffixes: [RegExp, string][] = [
  [/(?<=..)(?:u|a|i)?din$/, 'din'],
  [/(?<=...)[ua]lah?$/, 'lah'],
];
const arabicSuffixWords: Record<string, string> = { دین: 'دین', له: 'له' };
const arabicSuffixes: [RegExp, string][] = [
  [/(?<=..)الدین$/, 'دین'],
  [/(?<=..)الله$/, 'له'],
];

/** Joins a second half written apart to the word before it, and writes a compound's ending one way. */
function joinCompounds(tokens: string[], words: Record<string, string>, suffixes: [RegExp, string][]): string[] {
  const joined: string[] = [];
  for (const token of tokens) {
    const half = words[token];
    if (half !== undefined && joined.length > 0) joined.push(`${joined.pop()!}${half}`);
    else joined.push(suffixes.reduce((t, [ending, folded]) => t.replace(ending, folded), token));
  }
  return joined;
}

function latinTokens(words: string[]): string[] {
  const tokens: string[] = [];
  let pendingAbd = false;
  for (const word of words) {
    if (latinParticles.has(word)) continue;
    const abd = latinAbd.exec(word);
    if (abd) {
      const rest = word.slice(abd[0].length);
      if (rest.length === 0) {
        pendingAbd = true;
        continue;
      }
      tokens.push(`abd${foldLatin(rest)}`);
      pendingAbd = false;
      continue;
    }
    if (pendingAbd) {
      tokens.push(`abd${foldLatin(word.replace(/^(?:al|el|ul|ur|ar)(?=..)/, ''))}`);
      pendingAbd = false;
      continue;
    }
    tokens.push(foldLatin(word));
  }
  if (pendingAbd) tokens.push('abd');
  return joinCompounds(tokens.map(withoutFinalH), latinSuffixWords, latinSuffixes);
}

const withoutArticle = (word: string) => (word.startsWith(arabicArticle) && word.length >= 4 ? word.slice(2) : word);

function arabicTokens(words: string[]): string[] {
  const tokens: string[] = [];
  let pendingAbd = false;
  for (const word of words) {
    if (arabicParticles.has(word)) continue;
    if (pendingAbd) {
      tokens.push(arabicAbd + withoutArticle(word));
      pendingAbd = false;
      continue;
    }
    if (word === arabicAbd) {
      pendingAbd = true;
      continue;
    }
    tokens.push(word.startsWith(arabicAbd) && word.length > 3 ? arabicAbd + withoutArticle(word.slice(3)) : withoutArticle(word));
  }
  if (pendingAbd) tokens.push(arabicAbd);
  return joinCompounds(tokens, arabicSuffixWords, arabicSuffixes);
}

/** The longest name the screening reads; a cell longer than any name is cut rather than compared letter by letter. */
export const maxScreenedNameLength = 200;

/** The folded tokens of a name, distinct, in the order written. An empty list for a name with no letters. */
export function nameTokens(name: string): string[] {
  const cut = name.slice(0, maxScreenedNameLength);
  // Plain ASCII, most of a sheet, has no marks, Arabic letters or decompositions: only its case to fold.
  if (plainAscii.test(cut)) return distinctTokens(latinTokens(cut.toLowerCase().split(separators).filter((word) => word.length > 0)));
  const text = cut.normalize('NFKD').replace(latinMarks, '').replace(arabicSilent, '').toLowerCase();
  const folded = text.replace(arabicFoldable, (letter) => arabicFolds[letter]!);
  const words = folded.split(separators).filter((word) => word.length > 0);
  return distinctTokens(words.some((word) => arabicLetter.test(word)) ? arabicTokens(words) : latinTokens(words));
}

const plainAscii = /^[\x20-\x7e]*$/;

function distinctTokens(tokens: string[]): string[] {
  return [...new Set(tokens.filter((token) => token.length > 0))];
}
