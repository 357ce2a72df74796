// Moved to the cases contract (src/domain/cases.ts); re-exported while imports move over.
export type {
  CaseAddress,
  CaseAttachment,
  CaseCategory,
  CaseCategoryRef,
  CaseCloseStatus,
  CaseDetails,
  CaseFields,
  CaseListItem,
  LawCompanyOption,
  LawCompanyRef,
  ListingChange,
  TrackerCounts,
} from '../../../domain/cases';
