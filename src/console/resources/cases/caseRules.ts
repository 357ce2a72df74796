// Moved to the cases contract (src/domain/cases.ts); re-exported while imports move over.
export {
  canCloseCase,
  canReopenCase,
  formatDebtorDocument,
  isClosedCase,
  isListed,
  listingBlock,
  type ListingBlock,
} from '../../../domain/cases';
