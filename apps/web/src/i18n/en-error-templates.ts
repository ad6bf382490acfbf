/**
 * The English of the error codes whose words take parameters, as i18next templates ('Account {{id}} does not exist',
 * plural forms by `count`). Core's catalogues hold these messages as functions, which cannot be templates; the
 * parameterised-messages test in errors.test.ts checks each template rebuilds core's own words. Every error without
 * parameters takes its English from core itself (en-errors.ts).
 */
export const errorTemplates = {
  auth: {
    tooManyAttempts_one: 'Too many login attempts. Try again in {{count}} minute.',
    tooManyAttempts_other: 'Too many login attempts. Try again in {{count}} minutes.',
  },
  twoFactor: {
    tooManyAttempts_one: 'Too many wrong codes. Try again in {{count}} minute.',
    tooManyAttempts_other: 'Too many wrong codes. Try again in {{count}} minutes.',
  },
  account: {
    idNotFound: 'Account {{id}} does not exist',
    notActive: 'Account {{account}} is {{status}}; only active accounts can be used',
  },
  accountSetting: {
    exists: 'An account number setting for {{currency}} already exists; edit it instead',
    startNumberLocked: 'Accounts have already been numbered from {{start}}; the start number can no longer change',
    prefixLocked: 'Accounts have already been numbered from {{start}}; the prefix can no longer change',
  },
  user: {
    usernameTaken: "Username '{{username}}' is already taken",
  },
  currency: {
    inUse: 'Currency {{code}} cannot be deleted while accounts, balances, transactions, hawalas or rate history use it',
    exists: 'Currency {{code}} already exists',
  },
  compliance: {
    accountOnHold: 'Account {{account}} is on hold for compliance review',
    listTooLarge: 'A sanctions list file can be at most {{mb}} MB',
    listTooManyEntries: 'A list can hold at most {{max}} entries',
    walkInIdRequired: 'An ID type and number are required above the walk-in threshold ({{field}})',
    alreadyFiled: 'The report of {{month}} is already marked filed',
    monthNotOver: 'The month {{month}} is not over yet',
    caseTooManyTransactions: 'A case can name at most {{max}} transactions',
    caseTransactionNotFound: 'Transaction {{id}} does not exist',
    caseAttachmentLimit: 'A case holds at most {{max}} attachments',
  },
  till: {
    heldByOther: '{{till}} is held by another clerk',
    shiftOpenOnDay: 'A till shift of {{date}} is still open; every shift must be closed before the safe is counted',
    handoverTargetBusy: '{{user}} already has an open shift',
    notANote: '{{value}} is not a note of {{currency}} in the day-close settings',
    writeOffTooLarge: 'The clerk owes {{owed}}; a write-off cannot be larger',
  },
  role: {
    overAtAllLimit: 'Your role may post at most {{limit}} in one posting',
  },
  transaction: {
    typeLocked: 'The type of a transaction cannot be changed (this is a {{type}})',
    ownCurrencyOnly: 'Account {{account}} trades only in its own currency; only company accounts may use another',
    sellingAmountMismatch: 'Selling amount must be {{expected}} for {{amount}} {{currency}} at {{rate}}',
    unitRateUnconfirmed: 'A rate of 1 between {{from}} and {{to}} must be confirmed: check the rate, or confirm that 1 {{from}} pays 1 {{to}}',
    exportTooMany: 'More than {{cap}} transactions match; narrow the search (type, account or date) to export them',
    debitIntoAccount: 'A debit on a {{accountType}} account posts into the account against cash (11)',
    debitOutOfAccount: 'A debit on a {{accountType}} account posts out of the account against cash (11)',
    creditIntoAccount: 'A credit on a {{accountType}} account posts into the account against cash (11)',
    creditOutOfAccount: 'A credit on a {{accountType}} account posts out of the account against cash (11)',
    postingSideNotAllowed: 'Account {{account}} cannot stand on this side of this posting',
  },
  hawala: {
    convertedMismatch: 'Converted amount must be {{expected}} (amount converted at the rate, less the commission)',
    unitRateUnconfirmed: 'A rate of 1 between {{from}} and {{to}} must be confirmed: check the rate, or confirm that 1 {{from}} pays 1 {{to}}',
    currencyMismatch: 'Currency Mismatch: the hawala currency ({{hawala}}) must match the selected account currency ({{account}})',
    senderNotFound: 'Sender account {{account}} was not found; create the partner account before passing this hawala',
    senderNotActive: 'Sender account {{account}} is {{status}}; only active accounts can be used',
    senderNotPartner: 'Sender account {{account}} is a {{type}} account; hawalas are paid from partner accounts (hawala partner, partner or company)',
    currencyNotSetUp: 'The currency of this hawala ({{currency}}) is not set up',
  },
  hawalaImport: {
    tooLarge: 'The file is larger than {{mb}} MB',
    unzippedTooLarge: 'The spreadsheet expands to more than {{mb}} MB when unpacked; split it into smaller files',
    tooManyRows: 'More than {{rows}} rows below the header; split the file into parts of at most {{rows}} rows',
    tooManyCells: 'The spreadsheet declares more than {{cells}} cells, counting each repeated row and column, or a cell past the last column; delete the rows and columns the template does not use',
    tooSlow: 'Reading the spreadsheet took longer than {{seconds}} seconds; split it into smaller files',
    invalidRows_one: '{{count}} row has a problem; correct the file and import it again (nothing was imported)',
    invalidRows_other: '{{count}} rows have problems; correct the file and import it again (nothing was imported)',
  },
  dashboard: {
    rangeTooLong: 'The chart shows at most {{days}} days; choose a shorter date range',
  },
  decimal: {
    overLimit: 'One posting may carry at most {{limit}}; an admin sets this limit under Posting Limits',
    limitCurrencyUnknown: 'Currency {{currency}} is not set up',
  },
  books: {
    dayClosed: 'This day is closed ({{date}}); ask an admin to reopen it',
    dayInFuture: '{{date}} has not ended yet; a day can be closed from its own date on',
    earlierDayOpen: 'Close {{date}} first: it has postings and is still open',
    alreadyCounted: '{{date}} has already been closed',
    noPendingCount: 'There is no count of {{date}} waiting for approval',
    cashChanged: 'The cash of {{date}} changed after it was counted; count the drawer again',
    countMissing: 'Please count {{currency}} too: the drawer should hold some',
    notANote: '{{value}} is not a note of {{currency}} in the day-close settings',
    onlyLastClosed: 'Only the last closed day ({{date}}) can be reopened',
    notClosed: '{{date}} is not closed',
    changedSinceReview: 'The count of {{date}} changed since you reviewed it; review it again before approving',
    countPending: 'A count of {{date}} is already waiting for approval; open it and count again from there',
    recountNeedsApprover: 'The count of {{date}} is waiting for approval: only someone who approves day closes can count it again',
    dateBeyondWindow: 'A posting cannot be dated {{date}}: the latest day allowed is {{latest}}',
  },
  fx: {
    baseRatesFixed: '{{code}} is the base currency: its rates are always 1',
    rangeTooLong: 'A report covers at most {{days}} days',
  },
  partner: {
    currencyUnknown: 'There is no currency {{currency}}',
    overLimit: 'This posting would leave {{partner}} owing {{balance}}, over its limit of {{limit}}',
  },
  settlement: {
    notPartner: 'Account {{account}} is not a partner or hawala partner account',
    counterNotAllowed: 'Account {{account}} cannot settle a partner: use cash (11), a bank account or another partner',
    counterAmountMismatch: 'The settled amount must be {{expected}} for {{amount}} {{currency}} at {{rate}}',
    noPosition: 'Partner {{account}} holds no {{currency}} position: settle in its own currency or one it owes, is owed or has a credit limit in',
  },
  commission: {
    rangeTooLong: 'A commission run covers at most {{days}} days',
  },
  backup: {
    migrationMismatch: "Backup refused: migration {{migration}} of this database is not this version's ({{tag}}); back it up with the version that created it.",
  },
  letterhead: {
    logoTooLarge: 'The logo must be at most {{kb}} KB',
  },
  kyc: {
    idImageLimit: 'An account holds at most {{max}} ID document images',
    idExpired: 'The ID of account {{account}} expired on {{expiry}}',
    retainedUser:
      'This user posted transactions in the last {{years}} years that compliance reports need; the user cannot be deleted. Deactivate the user instead.',
    retainedIdImage: 'This account has history from the last {{years}} years; its ID document images are kept and cannot be deleted.',
  },
} as const;
