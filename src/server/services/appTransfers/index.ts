export { decideTransfer } from './decide';
export { getTransfer, getTransferDetails, listTransfers, pendingTotal, transferHistory } from './list';
export { requestTransfer, type TransferRequest } from './request';
