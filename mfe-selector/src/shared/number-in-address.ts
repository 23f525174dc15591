/** HTML's "valid floating-point number", what a number input sends: "32", "12.5", "-5", "1e2". */
const FLOATING_POINT_NUMBER = /^-?(\d+(\.\d+)?|\.\d+)([eE][-+]?\d+)?$/;

/**
 * A number in an address as a number input would have sent it, whatever its value ("-5" too, so a
 * form shows it again with its message); "", "0x20", "Infinity" and the like as nothing.
 */
export function numberInAddress(raw: string | null): number | undefined {
  if (raw === null || !FLOATING_POINT_NUMBER.test(raw.trim())) return undefined;
  const value = Number(raw);
  return Number.isFinite(value) ? value : undefined;
}
