import { calendars, languages, normaliseRole, type CalendarKind, type CurrentUser, type Language } from '@sarafi/core';

interface UserFields {
  id: string;
  username: string;
  fullName: string | null;
  role: string;
  language: string;
  calendar: string;
}

const isLanguage = (value: string): value is Language => (languages as readonly string[]).includes(value);
const isCalendar = (value: string): value is CalendarKind => (calendars as readonly string[]).includes(value);

/** What GET /api/auth/me and the login answer say of a user row; the table's checks keep the preferences valid. */
export function toCurrentUser(row: UserFields): CurrentUser {
  return {
    id: row.id,
    username: row.username,
    fullName: row.fullName,
    role: normaliseRole(row.role),
    language: isLanguage(row.language) ? row.language : 'en',
    calendar: isCalendar(row.calendar) ? row.calendar : 'gregorian',
  };
}
