export { decideTransfer } from './decide';
export { getTransfer, getTransferDetails, listTransfers, pendingTotal } from './list';
export { requestTransfer, type TransferRequest } from './request';
