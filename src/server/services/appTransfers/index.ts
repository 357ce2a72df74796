export { decideTransfer } from './decide';
export { getTransfer, getTransferDetails, listTransfers } from './list';
export { requestTransfer, type TransferRequest } from './request';
