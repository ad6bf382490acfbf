import { accountMessages, settingMessages } from './accounts';
import { authMessages } from './auth';
import { twoFactorMessages } from './two-factor';
import { receiptCheckMessages } from './receipt-check';
import { currencyMessages } from './currencies';
import { dashboardErrorMessages } from './dashboard';
import { hawalaMessages } from './hawala';
import { hawalaImportMessages } from './hawala-import';
import { editMessages } from './edit-messages';
import { transactionMessages } from './transactions';
import { userMessages } from './users';
import { decimalMessages } from '../money/amount-messages';
import { booksMessages } from './day-close';
import { fxMessages } from './fx';
import { reconciliationMessages } from './reconciliation';
import { partnerMessages } from './partners';
import { settlementMessages } from './settlements';
import { commissionMessages } from './commission';
import { backupMessages } from './backups';
import { letterheadMessages } from './letterhead';
import { permissionMessages } from './permission-refusals';
import { approvalMessages } from './approvals';
import { roleMessages } from './roles';
import { tillMessages } from './tills';
import { kycMessages } from './kyc';
import { screeningMessages } from './screening';
import { complianceMessages } from './compliance-lctr';
import { complianceSettingsMessages } from './compliance-settings';
import { caseMessages } from './compliance-cases';
import { formMessages } from './form-messages';

/**
 * The server's generic failures. Their key is their code as it stands ('unauthorized', 'databaseUnavailable'); every
 * error response carries one of these or a catalogue code, next to the English message (docs/decisions.md, Error codes and messages).
 */
export const serverMessages = {
  validation: 'Invalid request',
  badRequest: 'Bad request',
  unauthorized: 'Not signed in',
  forbidden: 'You do not have permission to do this',
  notFound: 'Not found',
  conflict: 'The request conflicts with the stored data',
  tooLarge: 'The request is too large',
  unsupportedMediaType: 'Unsupported content type',
  unprocessable: 'The request could not be processed',
  tooManyRequests: 'Too many requests; try again later',
  invalidJson: 'The request body is not valid JSON',
  valueRefused: 'A value in the request is out of range or not valid',
  databaseUnavailable: 'The database is not reachable right now. Please try again in a moment.',
  unavailable: 'The service is not available right now',
  exportBusy: 'Two exports are already being prepared; try again in a few seconds',
  crossOrigin: 'Cross-origin request refused',
  nulCharacter: 'Text cannot contain the NUL character (\\u0000)',
  busy: 'The server is busy with other large requests; try again in a few seconds',
  malformedUpload: 'The upload could not be read; choose the file and send it again',
  uploadFields: 'The form has unexpected fields',
  uploadInterrupted: 'The upload was interrupted; try again',
  server: 'Something went wrong on the server. Please try again.',
} as const;
export type GenericErrorCode = keyof typeof serverMessages;

/**
 * The message objects whose entries have stable codes: `{prefix}.{key}` ('hawala.alreadyPassed'). Order matters only
 * where two objects hold the same English words: the first one names the code.
 */
export const messageCatalogues = {
  auth: authMessages,
  twoFactor: twoFactorMessages,
  receiptCheck: receiptCheckMessages,
  account: accountMessages,
  accountSetting: settingMessages,
  user: userMessages,
  currency: currencyMessages,
  transaction: transactionMessages,
  edit: editMessages,
  hawala: hawalaMessages,
  hawalaImport: hawalaImportMessages,
  dashboard: dashboardErrorMessages,
  decimal: decimalMessages,
  books: booksMessages,
  fx: fxMessages,
  partner: partnerMessages,
  settlement: settlementMessages,
  commission: commissionMessages,
  reconciliation: reconciliationMessages,
  backup: backupMessages,
  letterhead: letterheadMessages,
  permission: permissionMessages,
  approval: approvalMessages,
  role: roleMessages,
  till: tillMessages,
  kyc: kycMessages,
  compliance: { ...screeningMessages, ...complianceMessages, ...caseMessages },
  complianceSettings: complianceSettingsMessages,
  form: formMessages,
} as const;

type Catalogues = typeof messageCatalogues;
/** Every catalogue code, function-valued messages included (those are sent with their `params`). */
export type CatalogueErrorCode = { [P in keyof Catalogues]: `${P & string}.${keyof Catalogues[P] & string}` }[keyof Catalogues];
export type ErrorCode = GenericErrorCode | CatalogueErrorCode;

const codeByMessage = new Map<string, ErrorCode>();
for (const [prefix, catalogue] of Object.entries(messageCatalogues)) {
  for (const [key, message] of Object.entries(catalogue)) {
    // Built from the catalogues' own keys, so it is a CatalogueErrorCode; TypeScript cannot follow Object.entries.
    if (typeof message === 'string' && !codeByMessage.has(message)) codeByMessage.set(message, `${prefix}.${key}` as CatalogueErrorCode);
  }
}
for (const code of Object.keys(serverMessages) as GenericErrorCode[]) if (!codeByMessage.has(serverMessages[code])) codeByMessage.set(serverMessages[code], code);

/**
 * The code of a fixed catalogue message, or undefined for words that are not in a catalogue. The server uses it to
 * label its errors; the web app to translate the English messages of the shared zod schemas on its own forms.
 */
export function messageCode(message: string): ErrorCode | undefined {
  return codeByMessage.get(message);
}

/**
 * The fixed English words of a code: a generic code's, or a catalogue entry that takes no values. Undefined for a
 * message built from values (a function), whose words the thrower builds with the same function.
 */
export function fixedMessageOf(code: ErrorCode): string | undefined {
  if (code in serverMessages) return serverMessages[code as GenericErrorCode];
  const dot = code.indexOf('.');
  const catalogue = (messageCatalogues as Record<string, Record<string, unknown>>)[code.slice(0, dot)];
  const message = catalogue?.[code.slice(dot + 1)];
  return typeof message === 'string' ? message : undefined;
}

/** The names of a message function's parameters, as its source says them: `(from, to) => …` gives ['from', 'to']. */
function parameterNames(message: (...args: never[]) => unknown): string[] {
  const head = /^\s*(?:async\s*)?(?:function\s*\w*\s*)?\(([^)]*)\)|^\s*(?:async\s+)?(\w+)\s*=>/.exec(message.toString());
  const list = head?.[1] ?? head?.[2] ?? '';
  return list
    .split(',')
    .map((part) => part.replace(/=.*$/s, '').replace(/:.*$/s, '').trim())
    .filter(Boolean);
}

interface MessageTemplate {
  code: CatalogueErrorCode;
  pattern: RegExp;
  names: string[];
}

let templates: MessageTemplate[] | undefined;
/** Each message function's words as a pattern: the function called with markers, the markers turned into groups. */
function messageTemplates(): MessageTemplate[] {
  if (templates) return templates;
  templates = [];
  for (const [prefix, catalogue] of Object.entries(messageCatalogues)) {
    for (const [key, message] of Object.entries(catalogue)) {
      if (typeof message !== 'function') continue;
      const names = parameterNames(message as (...args: never[]) => unknown);
      if (names.length === 0) continue;
      const markers = names.map((_, i) => `\uE000${i}\uE000`);
      let text: unknown;
      try {
        text = (message as (...args: string[]) => unknown)(...markers);
      } catch {
        continue;
      }
      // A function that reworks a value (a size in MB, a plural) cannot be read back: left to the generic code.
      if (typeof text !== 'string' || markers.some((marker) => !text.includes(marker))) continue;
      const seen = new Set<string>();
      // A value written twice ('1 AFN pays 1 USD') must be the same both times: a named group, then its backreference.
      const source = text
        .split(/(\uE000\d+\uE000)/)
        .map((piece) => {
          const marker = /^\uE000(\d+)\uE000$/.exec(piece);
          if (!marker) return piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          const group = `p${marker[1]}`;
          if (seen.has(group)) return `\\k<${group}>`;
          seen.add(group);
          return `(?<${group}>.+?)`;
        })
        .join('');
      templates.push({ code: `${prefix}.${key}` as CatalogueErrorCode, pattern: new RegExp(`^${source}$`, 's'), names });
    }
  }
  return templates;
}

/**
 * The code and values of words a message function wrote ('Converted amount must be 14.29 (…)' gives
 * hawala.convertedMismatch with { expected: '14.29' }), for a refusal a shared schema raised with them: the browser
 * translates it by the code and the values. Undefined for words no function writes.
 */
export function parameterisedMessage(message: string): { code: CatalogueErrorCode; params: Record<string, string> } | undefined {
  for (const template of messageTemplates()) {
    const groups = template.pattern.exec(message)?.groups;
    if (groups) return { code: template.code, params: Object.fromEntries(template.names.map((name, i) => [name, groups[`p${i}`]!])) };
  }
  return undefined;
}

/** The code of a failure without a catalogue message: named by its HTTP status. */
export function statusErrorCode(status: number): GenericErrorCode {
  const byStatus: Record<number, GenericErrorCode> = {
    400: 'badRequest',
    401: 'unauthorized',
    403: 'forbidden',
    404: 'notFound',
    409: 'conflict',
    413: 'tooLarge',
    415: 'unsupportedMediaType',
    422: 'unprocessable',
    429: 'tooManyRequests',
    503: 'unavailable',
  };
  return byStatus[status] ?? (status >= 500 ? 'server' : 'badRequest');
}
