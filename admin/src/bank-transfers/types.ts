import type { Schemas } from '@evisa/contract';

export type BankTransfer = Schemas['BankTransferRecord'];
export type StatementLine = Schemas['StatementLine'];
export type ConfirmResult = Schemas['ConfirmBankTransferReply'];
