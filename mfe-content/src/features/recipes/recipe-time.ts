function hoursAndMinutes(totalMinutes: number): { hours: number; minutes: number } {
  const whole = Math.max(0, Math.round(totalMinutes));
  return { hours: Math.floor(whole / 60), minutes: whole % 60 };
}

/** A time in minutes as an ISO 8601 duration, as schema.org and <time dateTime> read it: 'PT1H5M'. */
export function isoDuration(totalMinutes: number): string {
  const { hours, minutes } = hoursAndMinutes(totalMinutes);
  if (hours === 0) return `PT${minutes}M`;
  return minutes === 0 ? `PT${hours}H` : `PT${hours}H${minutes}M`;
}

/** A time in minutes as people read it: '25 min', '1 hr', '1 hr 5 min'. */
export function formatMinutes(totalMinutes: number): string {
  const { hours, minutes } = hoursAndMinutes(totalMinutes);
  if (hours === 0) return `${minutes} min`;
  return minutes === 0 ? `${hours} hr` : `${hours} hr ${minutes} min`;
}
