import dayjs from 'dayjs';

/** 'MMM dd, h:mm a' of the spec, in dayjs tokens, in the given (already loaded) locale. */
export function formatNotificationTime(time: string | Date, locale: string): string {
  return dayjs(time).locale(locale).format('MMM DD, h:mm A');
}
