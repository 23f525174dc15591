import { type DogFood, isoDateOf } from '@gentlebowl/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { JsonSnapshot } from '../common/json-snapshot.js';
import { ReadCache } from '../common/read-cache.js';
import { API_PREFIX } from '../config/api-prefix.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ContentBackedReads } from '../content/content-backed-reads.js';
import { ContentEvents } from '../content/content-events.js';
import { bestRatedFirst } from './catalogue-order.js';
import { DogFoodEntity } from './dog-food.entity.js';
import { toDogFood } from './dto/dog-food.dto.js';
import { FoodOfferEntity } from './food-offer.entity.js';
import { relatedFoodsOf } from './related-foods.js';

/**
 * The food catalogue in memory, refreshed when content or prices are imported and when the day
 * changes (a price seen at a retailer goes out of date with the days), with each food's related foods.
 */
@Injectable()
export class FoodsService extends ContentBackedReads {
  private readonly log = new Logger(FoodsService.name);
  private foods: readonly DogFood[] = [];
  private foodsById = new Map<number, DogFood>();
  private listSnapshot = new JsonSnapshot([]);
  private foodSnapshots = new Map<number, JsonSnapshot>();
  private relatedSnapshots = new Map<number, JsonSnapshot>();
  private loadedOn = '';

  constructor(
    @InjectRepository(DogFoodEntity) private readonly repository: Repository<DogFoodEntity>,
    @InjectRepository(FoodOfferEntity) private readonly offers: Repository<FoodOfferEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    contentEvents: ContentEvents,
    private readonly readCache: ReadCache,
  ) {
    super(contentEvents);
  }

  /** Every food, best rated first; a new array after each load, so callers can keep what they derive from it. */
  all(): readonly DogFood[] {
    return this.foods;
  }

  /** The foods with these ids, in that order; an id the catalogue no longer has is left out. */
  foodsWithIds(ids: readonly number[]): DogFood[] {
    return ids.flatMap((id) => this.foodsById.get(id) ?? []);
  }

  list(): JsonSnapshot {
    return this.listSnapshot;
  }

  findById(id: number): JsonSnapshot | undefined {
    return this.foodSnapshots.get(id);
  }

  /** The foods like the food with this id, as its product page names them (relatedFoodsOf). */
  relatedTo(id: number): JsonSnapshot | undefined {
    return this.relatedSnapshots.get(id);
  }

  /** Hourly: prices are judged by the day, so a new day reloads the catalogue. */
  @Cron(CronExpression.EVERY_HOUR, { name: 'catalogue-day' })
  async refreshOnNewDay(): Promise<void> {
    if (isoDateOf(new Date()) === this.loadedOn) return;
    try {
      await this.refresh();
    } catch (error) {
      this.log.error(`Catalogue refresh failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  protected async load(): Promise<void> {
    const today = isoDateOf(new Date());
    const [rows, newestOffers, newestRatings] = await Promise.all([
      this.repository.find(),
      // The newest price seen of each retailer and package, or else the newest estimate.
      this.offers
        .createQueryBuilder('offer')
        .distinctOn(['offer.foodId', 'offer.retailer', 'offer.packageGrams'])
        .orderBy('offer.foodId')
        .addOrderBy('offer.retailer')
        .addOrderBy('offer.packageGrams')
        .addOrderBy("offer.basis = 'observed'", 'DESC')
        .addOrderBy('offer.seenOn', 'DESC')
        .getMany(),
      this.offers
        .createQueryBuilder('offer')
        .distinctOn(['offer.foodId'])
        .where('offer.rating IS NOT NULL')
        .orderBy('offer.foodId')
        .addOrderBy('offer.seenOn', 'DESC')
        .addOrderBy('offer.id', 'DESC')
        .getMany(),
    ]);
    const offersByFood = new Map<number, FoodOfferEntity[]>();
    for (const offer of newestOffers) offersByFood.set(offer.foodId, [...(offersByFood.get(offer.foodId) ?? []), offer]);
    const ratingByFood = new Map(newestRatings.map((offer) => [offer.foodId, offer]));
    const clock = { today, priceMaxAgeDays: this.config.priceMaxAgeDays };
    const foods = rows
      .map((row) => toDogFood(row, offersByFood.get(row.id) ?? [], ratingByFood.get(row.id), clock))
      .sort(bestRatedFirst);

    this.foods = foods;
    this.loadedOn = today;
    this.foodsById = new Map(foods.map((food) => [food.id, food]));
    this.listSnapshot = new JsonSnapshot(foods);
    this.foodSnapshots = new Map(foods.map((food) => [food.id, new JsonSnapshot(food)]));
    this.relatedSnapshots = new Map(foods.map((food) => [food.id, new JsonSnapshot(relatedFoodsOf(food, foods))]));
    this.readCache.publish(
      'foods',
      new Map([
        [`/${API_PREFIX}/dog-foods`, this.listSnapshot],
        ...[...this.foodSnapshots].map(([id, snapshot]) => [`/${API_PREFIX}/dog-foods/${id}`, snapshot] as const),
        ...[...this.relatedSnapshots].map(([id, snapshot]) => [`/${API_PREFIX}/dog-foods/${id}/related`, snapshot] as const),
      ]),
    );
  }
}
