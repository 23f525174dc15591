/**
 * A food id as an address writes it (/dog-food/{id}, /compare?foods=1,7,12), or null when the text
 * cannot be one (the page then says so without asking the API). Ids are positive whole numbers
 * written plainly.
 */
export function parseDogFoodId(segment: string | undefined): number | null {
  if (segment === undefined || !/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}
