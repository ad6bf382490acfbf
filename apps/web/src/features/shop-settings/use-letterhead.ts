import { useQuery } from '@tanstack/react-query';
import type { Letterhead } from '@sarafi/core';

export const letterheadKey = ['/api/settings/letterhead'];

/** The shop's letterhead for receipts and statements; it changes rarely, so one fetch serves a whole session. */
export const useLetterhead = () => useQuery<Letterhead>({ queryKey: letterheadKey, staleTime: 5 * 60_000 });
