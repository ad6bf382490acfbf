import { describe, expect, it } from 'vitest';
import { prepareRestoreScript } from './legacy-dump';

describe('prepareRestoreScript', () => {
  const known = new Set(['statement_timeout', 'client_encoding']);
  const dump = [
    '--',
    '-- PostgreSQL database dump',
    '--',
    '',
    '\\restrict K3y',
    '',
    'SET statement_timeout = 0;',
    'SET transaction_timeout = 0;',
    "SET client_encoding = 'UTF8';",
    "SELECT pg_catalog.set_config('search_path', '', false);",
    '',
    'CREATE TABLE public.t (s text);',
    "INSERT INTO public.t VALUES ('a",
    '\\restrict K3y',
    '\\unrestrict other',
    'SET transaction_timeout = 0;',
    "b');",
    '',
    '\\unrestrict K3y',
    '',
  ].join('\n');

  it("drops psql's \\restrict / \\unrestrict lines of the dump's key and header settings the target lacks", () => {
    expect(prepareRestoreScript(dump, known).split('\n')).toEqual([
      '--',
      '-- PostgreSQL database dump',
      '--',
      '',
      '',
      'SET statement_timeout = 0;',
      "SET client_encoding = 'UTF8';",
      "SELECT pg_catalog.set_config('search_path', '', false);",
      '',
      'CREATE TABLE public.t (s text);',
      "INSERT INTO public.t VALUES ('a",
      '\\unrestrict other',
      'SET transaction_timeout = 0;',
      "b');",
      '',
      '',
    ]);
  });

  it('keeps text after the header, even lines that look like settings or another key', () => {
    const script = prepareRestoreScript(dump, known);
    expect(script).toContain("INSERT INTO public.t VALUES ('a\n\\unrestrict other\nSET transaction_timeout = 0;\nb');");
  });
});
