import type { DogFood } from '@gentlebowl/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { JsonSnapshot } from '../common/json-snapshot.js';
import { ReadCache } from '../common/read-cache.js';
import { API_PREFIX } from '../config/api-prefix.js';
import { ContentBackedReads } from '../content/content-backed-reads.js';
import { ContentEvents } from '../content/content-events.js';
import { DogFoodEntity } from './dog-food.entity.js';
import { toDogFood } from './dto/dog-food.dto.js';
import { relatedFoodsOf } from './related-foods.js';

/** The food catalogue in memory, refreshed when content is imported, with each food's related foods. */
@Injectable()
export class FoodsService extends ContentBackedReads {
  private foodsById = new Map<number, DogFood>();
  private listSnapshot = new JsonSnapshot([]);
  private foodSnapshots = new Map<number, JsonSnapshot>();
  private relatedSnapshots = new Map<number, JsonSnapshot>();

  constructor(
    @InjectRepository(DogFoodEntity) private readonly repository: Repository<DogFoodEntity>,
    contentEvents: ContentEvents,
    private readonly readCache: ReadCache,
  ) {
    super(contentEvents);
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

  protected async load(): Promise<void> {
    const rows = await this.repository.find({ order: { rating: 'DESC', name: 'ASC', id: 'ASC' } });
    const foods = rows.map(toDogFood);
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
