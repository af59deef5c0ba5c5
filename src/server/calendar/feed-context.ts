import type { FastifyRequest } from 'fastify';
import type { FeedOwner, FeedStore } from './feed-tokens';

/** What the feed management routes share: whose feed a request is for, and where feeds live. */
export interface FeedContext {
  store: FeedStore;
  /** The signed-in user and this device's profile's library (401, 409, 403 otherwise). */
  ownerOf: (request: FastifyRequest) => Promise<FeedOwner>;
  /** The site's origin, `https://host`: the feed's URL and its links. */
  originOf: (request: FastifyRequest) => string;
  now: () => number;
}
