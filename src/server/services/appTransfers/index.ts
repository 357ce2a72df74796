export { decideTransfer } from './decide';
export { getTransfer, listTransfers } from './list';
export { requestTransfer, type TransferRequest } from './request';
