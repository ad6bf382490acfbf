/** Enumerations of SPEC §3, shared by the database check constraints, the API schemas and the forms. */
export const accountTypes = ['personal', 'business', 'customer', 'company', 'partner', 'hawala_partner'] as const;
export const accountStatuses = ['active', 'inactive', 'suspended', 'closed'] as const;
export const transactionTypes = ['Debit', 'Credit', 'Transfer', 'Hawala', 'Exchange'] as const;
export const oldTransactionTypes = ['debit', 'credit', 'transfer', 'exchange', 'loan', 'hawala'] as const;
export const oldTransactionStatuses = ['pending', 'completed', 'cancelled', 'failed'] as const;
/** SPEC's five, and 'paid' (DESIGN §6: a hawala we send goes sent → paid or cancelled). */
export const hawalaStatuses = ['sent', 'received', 'pending', 'completed', 'cancelled', 'paid'] as const;
export const hawalaDetailStatuses = ['Pending', 'Passed', 'Processed', 'Completed', 'Cancelled'] as const;
export const documentKinds = ['picture', 'signature'] as const;
export const auditActions = ['create', 'update', 'delete', 'recover'] as const;
