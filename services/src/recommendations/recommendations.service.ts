import { BEST_MATCH_BADGE, type RecommendationRequest, type RecommendationResponse, type RecommendedDogFood } from '@gentlebowl/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { FoodsService } from '../foods/foods.service.js';
import { DogFoodRecommendationEntity } from './dog-food-recommendation.entity.js';
import { recommendFoods } from './engine/recommend-foods.js';

@Injectable()
export class RecommendationsService {
  constructor(
    private readonly foods: FoodsService,
    @InjectRepository(DogFoodRecommendationEntity)
    private readonly requests: Repository<DogFoodRecommendationEntity>,
  ) {}

  /**
   * Ranks the cached catalogue with the engine (hard rules first, then score), badges the top pick
   * and stores the request with the ids it answered.
   */
  async recommend(request: RecommendationRequest): Promise<RecommendationResponse> {
    const ranked = recommendFoods(request, this.foods.catalogue());
    const recommendations: RecommendedDogFood[] = ranked.map(({ food, score, matchReasons }, index) => ({
      ...food,
      badges: index === 0 ? BEST_MATCH_BADGE : '',
      matchReasons,
      score,
    }));
    const { dogInfo, symptoms, foodPreferences } = request;
    const stored = await this.requests.insert({
      dogName: dogInfo.dogName,
      dogBreed: dogInfo.breed,
      dogAge: dogInfo.age,
      dogSize: dogInfo.size,
      symptoms: symptoms.symptoms,
      foodPreferences: foodPreferences.foodTypes,
      recommendedFoodIds: recommendations.map((food) => food.id),
      requestDetails: {
        frequency: symptoms.frequency,
        duration: symptoms.duration,
        additionalInfo: symptoms.additionalInfo ?? null,
        budget: foodPreferences.budget,
        ingredients: foodPreferences.ingredients ?? [],
        allergies: foodPreferences.allergies ?? [],
      },
      createdAt: new Date().toISOString(),
    });
    return { requestId: stored.identifiers[0]?.id as number, recommendations };
  }
}
