// Moved to the trackers contract (src/domain/trackers.ts); re-exported while imports move over.
export type {
  TrackerCandidate,
  TrackerListParams,
  TrackerPhoto,
  TrackerRequest,
  TrackerSearchParams,
  TrackerSearchSort,
  TrackerUser,
  ViewedFilter,
} from '../../../domain/trackers';
