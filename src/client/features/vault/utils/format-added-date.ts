const dateFormat = new Intl.DateTimeFormat(undefined, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});

/** The date in 'Added {date}', in the reader's locale; an unreadable stamp says so. */
export function formatAddedDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? 'on an unknown date' : dateFormat.format(time);
}
