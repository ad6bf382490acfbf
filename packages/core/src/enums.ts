/** Enumerations of the Wire fields section of docs/architecture.md, shared by the database check constraints, the API schemas and the forms. */
/** SPEC's six, and 'bank' (docs/decisions.md, Partners and settlements): a bank account the shop holds, cash-like in the books. */
export const accountTypes = ['personal', 'business', 'customer', 'company', 'partner', 'hawala_partner', 'bank'] as const;
/** 'on_hold': a sanctions screening hit waits for review (docs/decisions.md, Compliance: sanctions screening); nothing posts to it. */
export const accountStatuses = ['active', 'inactive', 'suspended', 'closed', 'on_hold'] as const;
/** SPEC's five, and the partner documents (docs/decisions.md, Partners and settlements): a settlement of a partner's balance, a commission run's posting. */
export const transactionTypes = ['Debit', 'Credit', 'Transfer', 'Hawala', 'Exchange', 'Settlement', 'Commission'] as const;
export const oldTransactionTypes = ['debit', 'credit', 'transfer', 'exchange', 'loan', 'hawala'] as const;
export const oldTransactionStatuses = ['pending', 'completed', 'cancelled', 'failed'] as const;
/** SPEC's five, and 'paid' (docs/architecture.md, Where we differ from the original product: a hawala we send goes sent → paid or cancelled). */
export const hawalaStatuses = ['sent', 'received', 'pending', 'completed', 'cancelled', 'paid'] as const;
export const hawalaDetailStatuses = ['Pending', 'Passed', 'Processed', 'Completed', 'Cancelled'] as const;
export const documentKinds = ['picture', 'signature'] as const;
export const auditActions = ['create', 'update', 'delete', 'recover'] as const;
