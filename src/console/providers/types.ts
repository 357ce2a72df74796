/** Shapes the console exchanges with the API (spec §7), shared by the providers and screens. */
import type { Page } from '../../domain/wire';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/** Every list call answers this: the contracts' own page (domain/wire.ts). */
export type ListAnswer<T> = Page<T>;

export interface CountAnswer {
  total: number;
}

/** The menu badges, each backed by its own endpoint (named with the areas' data). */
export type { BadgeName } from '../areas/types';
