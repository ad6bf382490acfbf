/**
 * The refusals of editing, deleting and recovering a posted transaction. In a file of their own, with no imports, so
 * the catalogue (`error-codes.ts`) does not import the search schemas, which import the document rules.
 */
export const editMessages = {
  descriptionRequired: 'Description is required',
  amountRequired: 'Amount is required',
  currencyRequired: 'Currency is required',
  accountRequired: 'Account is required',
  dateRequired: 'Date is required',
  updatedAtRequired: 'updatedAt is required: send the updatedAt of the transaction you loaded',
  staleUpdate: 'This transaction was changed by someone else; reload it',
  deleteReasonRequired: 'Please give a reason for deleting',
  payoutRecover: 'A hawala payout is restored by passing the hawala again on the Pass Hawala screen',
  editNotAllowed: 'Your role may not edit this kind of transaction',
  deleteNotAllowed: 'Your role may not delete this kind of transaction',
  recoverNotAllowed: 'Your role may not recover this kind of transaction',
  recoverIncomplete: 'This deleted transaction is incomplete and cannot be recovered',
  recoverRowsGone: 'An account or currency of this transaction no longer exists; it cannot be recovered',
  currencyGone: 'A currency of this transaction no longer exists',
  recoverIdTaken: 'A transaction with this id already exists; it cannot be recovered',
} as const;
