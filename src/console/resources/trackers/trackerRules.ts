// Moved to the trackers contract (src/domain/trackers.ts); re-exported while imports move over.
export {
  acceptsTrackerChanges,
  canAddTracker,
  canDecideOnCase,
  decisionOptions,
  featuresOf,
  tagKind,
  tagLabel,
  whatsappUrl,
  type DecisionOptions,
  type TagKind,
} from '../../../domain/trackers';
