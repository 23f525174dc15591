import { BadRequestException } from '@nestjs/common';

/** Route ids are serial keys: positive whole numbers within PostgreSQL's integer range. */
export function parseDogFoodId(raw: string): number {
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) {
    throw new BadRequestException('Dog food id must be a positive whole number');
  }
  return Number(raw);
}
