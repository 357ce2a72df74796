/** Shapes the console exchanges with the API (spec §7), shared by the providers and screens. */
export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/** Every list call answers this. */
export interface ListAnswer<T> {
  total: number;
  result: T[];
}

export interface CountAnswer {
  total: number;
}

/** The menu badges, each backed by its own endpoint. */
export type BadgeName =
  | 'pendingTrackers'
  | 'pendingReports'
  | 'chat'
  | 'pendingLawCompanies'
  | 'pendingVerifications'
  | 'pendingTransfers';
