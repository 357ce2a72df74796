// Moved: the list queries live in the areas' contracts (../trackers.ts, ../reports.ts), built by
// ../listQuery.ts. Re-exported here while importers move over.
export { MAX_PER_PAGE as TRACKER_LIST_MAX_PER_PAGE, pageQuerySchema, queryId, queryInt, requiredQueryId } from '../listQuery';
export {
  TRACKER_FEATURE_LABELS,
  TRACKER_FEATURES,
  TRACKER_LIST_TAB_LABELS,
  TRACKER_LIST_TABS,
  TRACKER_SEARCH_SORT_FIELDS,
  TRACKER_SORT_FIELDS,
  TRACKER_TAB_SORT,
  trackerAddSearchQuerySchema,
  trackerListQuerySchema,
  type TrackerAddSearchQuery,
  type TrackerFeature,
  type TrackerListQuery,
  type TrackerListTab,
  type TrackerSortField,
} from '../trackers';
export { REPORT_LIST_STATUSES, reportListQuerySchema, type ReportListQuery } from '../reports';
