import { describe, expect, it } from 'vitest';
import { tillMessages } from '@sarafi/core';
import { ApiError } from '../../lib/api';
import { changedSinceReview } from './review-conflict';

const refusal = (status: number, code: string) => new ApiError(status, JSON.stringify({ message: tillMessages.changedSinceReview, code }));

describe('an approval refused as stale', () => {
  it('is the 409 with the till’s changed-since-review code', () => {
    expect(changedSinceReview(refusal(409, 'till.changedSinceReview'))).toBe(true);
  });

  it('is no other refusal: another code, another status, or no server answer at all', () => {
    expect(changedSinceReview(refusal(409, 'till.noCountWaiting'))).toBe(false);
    expect(changedSinceReview(refusal(400, 'till.changedSinceReview'))).toBe(false);
    expect(changedSinceReview(new Error('network down'))).toBe(false);
  });
});
