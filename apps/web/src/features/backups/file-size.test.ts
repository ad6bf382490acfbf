import { describe, expect, it } from 'vitest';
import { fileSize } from './file-size';

describe('fileSize', () => {
  it.each([
    [0, '0', 'bytes'],
    [1023, '1023', 'bytes'],
    [1024, '1.0', 'kb'],
    [1536, '1.5', 'kb'],
    [5 * 1024 * 1024 + 300 * 1024, '5.3', 'mb'],
    [3 * 1024 ** 3, '3.0', 'gb'],
    [2048 * 1024 ** 3, '2048.0', 'gb'],
  ])('%i bytes reads %s %s', (bytes, size, unit) => {
    expect(fileSize(bytes)).toEqual({ size, unit });
  });
});
